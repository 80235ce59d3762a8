import { randomBytes } from 'node:crypto';

const INCOMING_ID = /^[A-Za-z0-9_.:-]{8,128}$/;

/** Honour a caller's X-Request-Id when it is sane, otherwise mint one; echoed on every response. */
export function genRequestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  if (typeof incoming === 'string' && INCOMING_ID.test(incoming)) return incoming;
  return `req_${randomBytes(12).toString('hex')}`;
}
