import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeReplyError } from './errors.js';
import type { RouteDeps } from './routes/types.js';

export interface ServiceCall {
  topic: string;
  key: string;
  schema: string;
  record: Record<string, unknown>;
  timeoutMs?: number;
}

/** Publishes a validated request to a service topic and resolves with the processor's reply (the one bus call). */
export function askService(deps: RouteDeps, requestId: string, o: ServiceCall) {
  const enc = deps.rt.avro.encode(o.schema, o.record);
  return deps.replies.request(o.topic, o.key, { value: enc.value, headers: { ...enc.headers, 'request-id': requestId } }, o.timeoutMs);
}

/**
 * Publishes a validated request to a service topic and answers the HTTP request with the processor's reply
 * (status and body). A missing reply becomes a 503 through the error handler (ReplyTimeoutError).
 */
export async function callService(deps: RouteDeps, req: FastifyRequest, reply: FastifyReply, o: ServiceCall) {
  const r = await askService(deps, req.id, o);
  reply.status(r.status).type('application/json; charset=utf-8');
  // Error replies from any processor leave in the one error shape (ingress/errors.ts).
  if (r.status >= 400) {
    const fixed = normalizeReplyError(r.status, r.body, req.id);
    if (fixed) return JSON.stringify(fixed);
  }
  // A success body is already JSON text: send it as it came, without a parse and a second serialisation.
  return r.bodyJson;
}
