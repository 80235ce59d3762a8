/** Helpers of the fault suite: raw HTTP over a socket, and the check that a body is in Haven's error shape. */
import { connect, type Socket } from 'node:net';
import { expect } from 'vitest';
import { at } from '../helpers/at.js';

/** Haven's error shape (docs/platform.md): `error` (readable, or the code NOPE's wire fixes), `code`, `message`, `request_id`. */
export function expectHavenError(body: unknown, status?: number, ctx = '') {
  expect(body, `error body ${ctx}`).toMatchObject({
    error: expect.any(String),
    code: expect.stringMatching(/^[a-z][a-z0-9_]*$/),
    message: expect.any(String),
    request_id: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,128}$/),
  });
  void status;
}

/** Opens a socket to `base`'s host and port. */
export function openSocket(base: string): Promise<Socket> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const s = connect(Number(u.port), u.hostname, () => resolve(s));
    s.once('error', reject);
  });
}

/** Writes raw bytes and collects what comes back until the server closes or `waitMs` passes. */
export async function rawExchange(base: string, raw: string | Buffer, waitMs = 3000): Promise<{ text: string; closed: boolean }> {
  const s = await openSocket(base);
  let text = '';
  let closed = false;
  s.on('data', (d) => (text += d.toString('utf8')));
  s.on('error', () => undefined);
  const done = new Promise<void>((resolve) =>
    s.once('close', () => {
      closed = true;
      resolve();
    }),
  );
  s.write(raw);
  await Promise.race([done, new Promise((r) => setTimeout(r, waitMs))]);
  s.destroy();
  return { text, closed };
}

/** Status line and JSON body of the first HTTP response in `text`. */
export function parseRawResponse(text: string): { status: number; headers: Record<string, string>; body: any } {
  const [head, ...rest] = text.split('\r\n\r\n');
  const lines = (head ?? '').split('\r\n');
  const status = Number(lines[0]?.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const l of lines.slice(1)) {
    const i = l.indexOf(':');
    if (i > 0) headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
  }
  let bodyText = rest.join('\r\n\r\n');
  if (headers['transfer-encoding'] === 'chunked') {
    // one chunk is enough for an error body
    const m = /^[0-9a-f]+\r\n([\s\S]*?)\r\n/i.exec(bodyText);
    bodyText = m ? at(m, 1) : bodyText;
  }
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    body = undefined;
  }
  return { status, headers, body };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A slow client: sends `head`, then `body` one character every 250 ms (at most 40, so 10 s) until the server closes
 * the socket. Returns what the server answered and how long after the head it closed (Infinity: it never did).
 */
export async function trickle(base: string, head: string, body: string): Promise<{ text: string; closedAfterMs: number }> {
  const sock = await openSocket(base);
  let text = '';
  let closedAt = 0;
  sock.on('data', (d) => (text += d));
  sock.on('error', () => undefined);
  sock.on('close', () => (closedAt = Date.now()));
  const t0 = Date.now();
  sock.write(head);
  for (let i = 0; i < 40 && i < body.length && !closedAt; i++) {
    if (!sock.destroyed) sock.write(body.charAt(i));
    await sleep(250);
  }
  if (!closedAt) sock.destroy();
  return { text, closedAfterMs: closedAt ? closedAt - t0 : Number.POSITIVE_INFINITY };
}
