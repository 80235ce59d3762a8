import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeReplyError } from './errors.js';
import type { RouteDeps } from './routes/types.js';

/**
 * Publishes a validated request to a service topic and answers the HTTP request with the processor's reply
 * (status and body). A missing reply becomes a 503 through the error handler (ReplyTimeoutError).
 */
export async function callService(
  deps: RouteDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  o: { topic: string; key: string; schema: string; record: Record<string, unknown>; timeoutMs?: number },
) {
  const enc = deps.rt.avro.encode(o.schema, o.record);
  const r = await deps.replies.request(o.topic, o.key, { value: enc.value, headers: { ...enc.headers, 'request-id': req.id } }, o.timeoutMs);
  reply.status(r.status).type('application/json; charset=utf-8');
  // Error replies from any processor leave in the one error shape (ingress/errors.ts).
  if (r.status >= 400) {
    const fixed = normalizeReplyError(r.status, r.body, req.id);
    if (fixed) return JSON.stringify(fixed);
  }
  // A success body is already JSON text: send it as it came, without a parse and a second serialisation.
  return r.bodyJson;
}
