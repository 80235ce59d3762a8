import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { ConfigError, ConfigSchema } from '../../infra/config.js';
import { trackRoutes } from '../openapi/routes.js';
import { limitConnectionsPerIp } from './connections.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './errors.js';
import { registerJsonBody } from './json-body.js';
import { genRequestId } from './request-id.js';

/** Haven's socket limits (infra/config.ts, docs/platform.md "Timeouts"), the same variables for every server */
const HttpLimitsSchema = ConfigSchema.pick({
  HTTP_REQUEST_TIMEOUT_MS: true,
  HTTP_CONNECTION_TIMEOUT_MS: true,
  HTTP_KEEPALIVE_TIMEOUT_MS: true,
  HTTP_MAX_CONNECTIONS_PER_IP: true,
});
export type HttpLimits = ReturnType<typeof HttpLimitsSchema.parse>;

/** the socket limits from the environment (defaults when unset); a bad value stops start-up naming the variable */
export function httpLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): HttpLimits {
  const p = HttpLimitsSchema.safeParse(env);
  if (!p.success) throw new ConfigError(`Invalid configuration:\n${p.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  return p.data;
}

export interface StandaloneHttpOptions {
  /** the default body cap (routes may set their own) */
  bodyLimit: number;
  log: Pick<Logger, 'info' | 'error'>;
  /** default: from the environment (httpLimitsFromEnv) */
  limits?: HttpLimits;
}

/**
 * A standalone Haven HTTP server (`haven ocular`, `haven console`) with the platform ingress's protections, from the
 * ingress's own modules: slow-client timeouts (request, idle connection, keep-alive; 408 in Haven's shape) and a cap
 * on open connections per client IP (plugins/connections.ts); JSON bodies through one parser that refuses nesting
 * deeper than 64 levels and NUL characters, with NUL refused in URLs too (plugins/json-body.ts); errors in Haven's
 * shape, malformed HTTP included (plugins/errors.ts); the request id on every answer and one access-log line per
 * request (no bodies). Routes added afterwards are tracked for the OpenAPI document (openapi/routes.ts).
 */
export function createStandaloneApp(o: StandaloneHttpOptions): FastifyInstance {
  const l = o.limits ?? httpLimitsFromEnv();
  const app = Fastify({
    logger: false,
    genReqId: genRequestId,
    bodyLimit: o.bodyLimit,
    requestIdHeader: false,
    requestTimeout: l.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: l.HTTP_CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: l.HTTP_KEEPALIVE_TIMEOUT_MS,
    http: { connectionsCheckingInterval: Math.min(1000, l.HTTP_REQUEST_TIMEOUT_MS), headersTimeout: l.HTTP_REQUEST_TIMEOUT_MS } as never,
    frameworkErrors,
    clientErrorHandler,
  });
  trackRoutes(app);
  if (l.HTTP_MAX_CONNECTIONS_PER_IP > 0) limitConnectionsPerIp(app.server, l.HTTP_MAX_CONNECTIONS_PER_IP);
  registerStandaloneHttp(app, o.log);
  registerJsonBody(app);
  return app;
}

/**
 * The request id on every answer, one access-log line per request (no bodies) and errors in Haven's shape. Part of
 * createStandaloneApp; exported for a server that builds its own fastify instance.
 */
export function registerStandaloneHttp(app: FastifyInstance, log: Pick<Logger, 'info'> & Partial<Pick<Logger, 'error'>>): void {
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
  registerErrorHandling(app, log.error ? (log as Pick<Logger, 'error'>) : undefined);
}
