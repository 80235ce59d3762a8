import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { registerErrorHandling } from './errors.js';

/**
 * What a standalone Haven HTTP server (`haven ocular`, `haven console`) shares with the others: the request id on
 * every answer, one access-log line per request (no bodies) and errors in Haven's shape.
 */
export function registerStandaloneHttp(app: FastifyInstance, log: Pick<Logger, 'info'>): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    log.info(
      {
        request_id: req.id,
        method: req.method,
        route: req.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
  registerErrorHandling(app);
}
