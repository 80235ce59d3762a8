import Fastify, { type FastifyInstance } from 'fastify';
import { ReplyRouter } from '../infra/bus/request-reply.js';
import { registerMetrics } from '../infra/metrics.js';
import { memoryRateLimitStore, pgRateLimitStore } from '../infra/platform/rate-limit.js';
import type { Runtime } from '../infra/runtime.js';
import { HttpError } from './errors.js';
import { trackRoutes } from './openapi/routes.js';
import { limitConnectionsPerIp } from './plugins/connections.js';
import { clientErrorHandler, frameworkErrors, GENERAL_BODY_LIMIT, registerErrorHandling } from './plugins/errors.js';
import { registerJsonBody } from './plugins/json-body.js';
import { registerPlatform } from './plugins/platform.js';
import { genRequestId } from './plugins/request-id.js';
import { registerRequestLog } from './request-log.js';
import { registerAdmin } from './routes/admin.js';
import { registerDocs } from './routes/docs.js';
import { registerHealth } from './routes/health.js';
import { ROUTES } from './routes/index.js';

export interface Ingress {
  app: FastifyInstance;
  replies: ReplyRouter;
  close(): Promise<void>;
}

/**
 * The thin HTTP edge: request ids, errors, platform rules (auth, limits, billing), zod validation, then a
 * publish to the service's topic and a wait for the reply. Business logic lives in processors.
 */
export async function buildIngress(rt: Runtime, opts: { analyticsInProcess?: boolean; adminToken?: string } = {}): Promise<Ingress> {
  const c = rt.config;
  const app = Fastify({
    logger: false,
    genReqId: genRequestId,
    bodyLimit: GENERAL_BODY_LIMIT,
    trustProxy: rt.config.TRUST_PROXY,
    requestIdHeader: false,
    // Slow clients (docs/platform.md "Timeouts"): the request must arrive within HTTP_REQUEST_TIMEOUT_MS, checked
    // every second; an idle socket closes after HTTP_CONNECTION_TIMEOUT_MS.
    requestTimeout: c.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: c.HTTP_CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: c.HTTP_KEEPALIVE_TIMEOUT_MS,
    http: { connectionsCheckingInterval: Math.min(1000, c.HTTP_REQUEST_TIMEOUT_MS), headersTimeout: c.HTTP_REQUEST_TIMEOUT_MS } as never,
    // Requests during shutdown go through the hook below (Haven's error shape), not fastify's fixed 503 body.
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  });
  // before any route: the OpenAPI document lists what is registered from here on
  trackRoutes(app);
  const log = rt.logger.child({ part: 'ingress' });
  if (c.HTTP_MAX_CONNECTIONS_PER_IP > 0) limitConnectionsPerIp(app.server, c.HTTP_MAX_CONNECTIONS_PER_IP);
  let closing = false;
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
    if (closing) {
      reply.header('Connection', 'close');
      throw new HttpError(503, 'shutting_down', 'this instance is shutting down; retry (another instance will answer)', {}, { 'Retry-After': '1' });
    }
  });
  app.addHook('onResponse', async (req, reply) => {
    // No bodies, no headers: ids, route, status and timing only.
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
  registerErrorHandling(app, log);
  registerJsonBody(app);
  const rateLimits = rt.db.kind === 'pg' ? pgRateLimitStore(rt.db) : memoryRateLimitStore();
  registerPlatform(app, { db: rt.db, rateLimits, now: () => rt.clock.now().getTime(), idempotencyLockMs: c.REPLY_TIMEOUT_MS + 5_000 });
  registerMetrics(app, rt.metrics);
  registerRequestLog(app, rt);
  registerHealth(app, rt, { analytics: !!opts.analyticsInProcess });

  const replies = new ReplyRouter(rt.bus, rt.avro, rt.instanceId, rt.config.REPLY_TIMEOUT_MS);
  await replies.start();
  for (const register of ROUTES) await register(app, { rt, replies });
  if (opts.adminToken) registerAdmin(app, { rt, replies }, opts.adminToken);
  registerDocs(app);
  await app.ready();
  return {
    app,
    replies,
    async close() {
      closing = true;
      await app.close();
      await replies.stop();
    },
  };
}
