import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { TOPICS } from '../../infra/topics.js';
import { invalidValues, isResourceId, ListQuery, SearchQuery, SmartQuery } from '../../schemas/http/signpost.js';
import { fromZod, HttpError } from '../errors.js';
import type { RoutePolicy } from '../plugins/platform.js';
import { callService } from '../service-call.js';
import type { RouteDeps, RouteModule } from './types.js';

/**
 * /v1/signpost/* (spec document 2): validated here, answered by the signpost processor over the bus.
 * Every route also answers under its deprecated /v1/resources/* twin (same handler, same limits) with
 * Deprecation, Sunset and Link headers. Limits and decisions: docs/signpost.md.
 */
export const POLICIES = {
  list: { auth: 'key', limit: { bucket: 'signpost', perMinute: 100, by: 'key' } },
  smart: { auth: 'key', priceMills: 1, limit: { bucket: 'signpost-smart', perMinute: 100, by: 'key' } },
  search: { auth: 'key', limit: { bucket: 'signpost-search', perMinute: 100, by: 'key' } },
  public: { auth: 'none', limit: { bucket: 'signpost-public', perMinute: 300, by: 'ip' } },
  detect: { auth: 'none', limit: { bucket: 'signpost-detect', perMinute: 60, by: 'ip' } },
  trySmart: { auth: 'none', limit: { bucket: 'try-signpost-smart', perMinute: 10, by: 'ip' } },
} satisfies Record<string, RoutePolicy>;

export const SUNSET = 'Fri, 01 Jan 2027 00:00:00 GMT';
export const CURRENT_PREFIX = '/v1/signpost';
export const DEPRECATED_PREFIX = '/v1/resources';

type Op = 'list' | 'get' | 'countries' | 'detect_country' | 'search' | 'smart';

interface SignpostRoute {
  path: string;
  op: Op;
  policy: RoutePolicy;
  query?: z.ZodType<Record<string, unknown>>;
  demo?: boolean;
  /** never cached (smart: spec "never cached") */
  noStore?: boolean;
}

export const SIGNPOST_ROUTES: SignpostRoute[] = [
  { path: '/v1/signpost', op: 'list', policy: POLICIES.list, query: ListQuery },
  { path: '/v1/signpost/smart', op: 'smart', policy: POLICIES.smart, query: SmartQuery, noStore: true },
  { path: '/v1/signpost/search', op: 'search', policy: POLICIES.search, query: SearchQuery },
  { path: '/v1/signpost/countries', op: 'countries', policy: POLICIES.public },
  { path: '/v1/signpost/detect-country', op: 'detect_country', policy: POLICIES.detect },
  { path: '/v1/signpost/:id', op: 'get', policy: POLICIES.public },
  { path: '/v1/try/signpost/smart', op: 'smart', policy: POLICIES.trySmart, query: SmartQuery, demo: true, noStore: true },
];

/** A 400 in the one error shape, naming the invalid values (`invalid_scopes`, …) besides zod's details. */
export function queryError(err: z.ZodError): HttpError {
  const base = fromZod(err, 'query');
  return new HttpError(400, base.code, base.message, { ...base.extra, ...invalidValues(err) });
}

/** Parses query parameters with a signpost schema; a failure is a 400. */
export function parseQuery<T>(schema: z.ZodType<T>, raw: unknown): T {
  const p = schema.safeParse(raw ?? {});
  if (!p.success) throw queryError(p.error);
  return p.data;
}

const busKey = (op: Op, params: Record<string, unknown>, id: string | null, ip: string) =>
  op === 'get' ? (id ?? 'get') : op === 'countries' ? 'countries' : op === 'detect_country' ? ip : String(params.country ?? op);

function handler(deps: RouteDeps, route: SignpostRoute) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    let id: string | null = null;
    if (route.op === 'get') {
      id = (req.params as { id: string }).id;
      if (!isResourceId(id)) throw new HttpError(404, 'not_found', `resource ${id.slice(0, 100)} not found`);
      id = id.toLowerCase();
    }
    const params = route.query ? parseQuery(route.query, req.query) : {};
    if (route.noStore) reply.header('Cache-Control', 'no-store');
    return callService(deps, req, reply, {
      topic: TOPICS.signpostRequested,
      key: busKey(route.op, params, id, req.ip),
      schema: 'signpost-request',
      // the raw query strings go forward; the processor parses them with the same schema
      record: { op: route.op, params_json: JSON.stringify(route.query ? req.query : {}), id, ip: route.op === 'detect_country' ? req.ip : null, demo: !!route.demo },
    });
  };
}

/** The successor of a deprecated URL: the same path under /v1/signpost, without the query. */
export function successorOf(url: string): string {
  const path = url.split('?')[0]!;
  return CURRENT_PREFIX + path.slice(DEPRECATED_PREFIX.length);
}

export const signpostRoutes: RouteModule = (app, deps) => {
  for (const route of SIGNPOST_ROUTES) {
    const h = handler(deps, route);
    app.get(route.path, { config: { platform: route.policy } }, h);
    if (!route.path.startsWith(CURRENT_PREFIX)) continue;
    // The deprecated twin: same handler and policy (so the same rate-limit bucket), plus the deprecation headers
    // on every answer, errors included.
    app.get(DEPRECATED_PREFIX + route.path.slice(CURRENT_PREFIX.length), {
      config: { platform: route.policy },
      onSend: async (req, reply, payload) => {
        reply.header('Deprecation', 'true');
        reply.header('Sunset', SUNSET);
        reply.header('Link', `<${successorOf(req.url)}>; rel="successor-version"`);
        return payload;
      },
    }, h);
  }
};
