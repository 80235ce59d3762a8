import type { FastifyInstance } from 'fastify';
import { ReplyRouter } from '../infra/bus/request-reply.js';
import { registerMetrics } from '../infra/metrics.js';
import { memoryRateLimitStore, pgRateLimitStore } from '../infra/platform/rate-limit.js';
import type { Runtime } from '../infra/runtime.js';
import { HttpError } from './errors.js';
import { GENERAL_BODY_LIMIT } from './plugins/errors.js';
import { registerJsonBody } from './plugins/json-body.js';
import { registerPlatform } from './plugins/platform.js';
import { createHavenFastify, registerHttpBasics } from './plugins/standalone-http.js';
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
  // Requests during shutdown go through the hook below (Haven's error shape), not fastify's fixed 503 body.
  const app = createHavenFastify({ bodyLimit: GENERAL_BODY_LIMIT, limits: c, trustProxy: c.TRUST_PROXY, return503OnClosing: false });
  const log = rt.logger.child({ part: 'ingress' });
  registerHttpBasics(app, log);
  let closing = false;
  app.addHook('onRequest', async (_req, reply) => {
    if (closing) {
      reply.header('Connection', 'close');
      throw new HttpError(503, 'shutting_down', 'this instance is shutting down; retry (another instance will answer)', {}, { 'Retry-After': '1' });
    }
  });
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
