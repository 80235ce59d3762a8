import type { FastifyReply, FastifyRequest } from 'fastify';
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
  // The body is already JSON text: send it as it came, without a parse and a second serialisation.
  reply.status(r.status).type('application/json; charset=utf-8');
  return r.bodyJson;
}
