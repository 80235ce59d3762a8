import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../infra/runtime.js';
import { TOPICS } from '../infra/topics.js';

/** Publishes one RequestLog record per answered request for the ClickHouse trends sink. Never blocks a reply. */
export function registerRequestLog(app: FastifyInstance, rt: Runtime) {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url;
    if (!route || route === '/metrics' || route === '/health') return;
    const enc = rt.avro.encode('request-log', {
      request_id: req.id,
      ts: Date.now(),
      route,
      method: req.method,
      status: reply.statusCode,
      latency_ms: reply.elapsedTime,
      account_id: req.identity?.accountId ?? null,
      charged_mills: req.chargedMills ?? 0,
      instance: rt.instanceId,
    });
    rt.bus.publish(TOPICS.requestLog, [{ key: req.id, ...enc }]).catch((err: Error) => {
      rt.logger.warn({ err: { message: err.message } }, 'request log not published');
    });
  });
}
