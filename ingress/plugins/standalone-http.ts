import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { ConfigSchema, parseEnv } from '../../infra/config.js';
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
  return parseEnv(HttpLimitsSchema, env);
}

export interface StandaloneHttpOptions {
  /** the default body cap (routes may set their own) */
  bodyLimit: number;
  log: Pick<Logger, 'info' | 'error'>;
  /** default: from the environment (httpLimitsFromEnv) */
  limits?: HttpLimits;
}

export interface HavenFastifyOptions {
  /** the default body cap (routes may set their own) */
  bodyLimit: number;
  limits: HttpLimits;
  /** trust X-Forwarded-For (TRUST_PROXY); default false, fastify's default */
  trustProxy?: boolean;
  /** default true (fastify's default); false: requests during shutdown are answered by the server's own hook, in Haven's error shape */
  return503OnClosing?: boolean;
}

/**
 * The fastify instance every Haven HTTP server starts from (the platform ingress, `haven ocular`, `haven console`):
 * request ids generated here (a client's header is not trusted), slow-client timeouts (the request must arrive within
 * HTTP_REQUEST_TIMEOUT_MS, checked every second; an idle socket closes after HTTP_CONNECTION_TIMEOUT_MS; 408 in
 * Haven's shape), malformed HTTP answered in Haven's shape, a cap on open connections per client IP
 * (plugins/connections.ts), and the routes added afterwards tracked for the OpenAPI document (openapi/routes.ts).
 */
export function createHavenFastify(o: HavenFastifyOptions): FastifyInstance {
  const l = o.limits;
  const app = Fastify({
    logger: false,
    genReqId: genRequestId,
    bodyLimit: o.bodyLimit,
    trustProxy: o.trustProxy ?? false,
    requestIdHeader: false,
    requestTimeout: l.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: l.HTTP_CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: l.HTTP_KEEPALIVE_TIMEOUT_MS,
    http: { connectionsCheckingInterval: Math.min(1000, l.HTTP_REQUEST_TIMEOUT_MS), headersTimeout: l.HTTP_REQUEST_TIMEOUT_MS } as never,
    return503OnClosing: o.return503OnClosing ?? true,
    frameworkErrors,
    clientErrorHandler,
  });
  // before any route: the OpenAPI document lists what is registered from here on
  trackRoutes(app);
  if (l.HTTP_MAX_CONNECTIONS_PER_IP > 0) limitConnectionsPerIp(app.server, l.HTTP_MAX_CONNECTIONS_PER_IP);
  return app;
}

/**
 * A standalone Haven HTTP server (`haven ocular`, `haven console`) with the platform ingress's protections, from the
 * ingress's own modules: createHavenFastify, JSON bodies through one parser that refuses nesting deeper than 64
 * levels and NUL characters, with NUL refused in URLs too (plugins/json-body.ts), and registerHttpBasics (the request
 * id on every answer, one access-log line per request, errors in Haven's shape).
 */
export function createStandaloneApp(o: StandaloneHttpOptions): FastifyInstance {
  const app = createHavenFastify({ bodyLimit: o.bodyLimit, limits: o.limits ?? httpLimitsFromEnv() });
  registerHttpBasics(app, o.log);
  registerJsonBody(app);
  return app;
}

/**
 * The request id on every answer, one access-log line per request (ids, route, status and timing only: no bodies, no
 * headers) and errors in Haven's shape. Every Haven server registers it: the platform ingress with its logger, a
 * standalone server through createStandaloneApp.
 */
export function registerHttpBasics(app: FastifyInstance, log: Pick<Logger, 'info'> & Partial<Pick<Logger, 'error'>>): void {
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
