import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { TOPICS } from '../../infra/topics.js';
import type { RouteDoc } from '../../schemas/http/route-doc.js';
import {
  CountriesResponseSchema,
  DetectCountryResponseSchema,
  GetResponseSchema,
  invalidValues,
  isResourceId,
  ListQuery,
  ListResponseSchema,
  ResourceIdParams,
  SearchQuery,
  SearchResponseSchema,
  SmartQuery,
  SmartResponseSchema,
} from '../../schemas/http/signpost.js';
import { POPULATIONS, SERVICE_SCOPES } from '../../schemas/http/signpost-vocabulary.js';
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
  doc: Omit<RouteDoc, 'tags' | 'query'>;
}

export const SIGNPOST_ROUTES: SignpostRoute[] = [
  {
    path: '/v1/signpost',
    op: 'list',
    policy: POLICIES.list,
    query: ListQuery,
    doc: { summary: 'Crisis resources for a country, filtered by scopes and populations', response: ListResponseSchema },
  },
  {
    path: '/v1/signpost/smart',
    op: 'smart',
    policy: POLICIES.smart,
    query: SmartQuery,
    noStore: true,
    doc: { summary: 'Resources ranked for a situation described in words, each with a why (0.001 USD)', response: SmartResponseSchema },
  },
  {
    path: '/v1/signpost/search',
    op: 'search',
    policy: POLICIES.search,
    query: SearchQuery,
    doc: { summary: 'Semantic search over the whole directory', response: SearchResponseSchema },
  },
  {
    path: '/v1/signpost/countries',
    op: 'countries',
    policy: POLICIES.public,
    doc: { summary: 'Countries with resources (codes; summaries in details)', response: CountriesResponseSchema },
  },
  {
    path: '/v1/signpost/detect-country',
    op: 'detect_country',
    policy: POLICIES.detect,
    doc: { summary: "The caller's country from a country header or the IP address", response: DetectCountryResponseSchema },
  },
  {
    path: '/v1/signpost/:id',
    op: 'get',
    policy: POLICIES.public,
    doc: { summary: 'One resource by id, with open_status now', params: ResourceIdParams, response: GetResponseSchema },
  },
  {
    path: '/v1/try/signpost/smart',
    op: 'smart',
    policy: POLICIES.trySmart,
    query: SmartQuery,
    demo: true,
    noStore: true,
    doc: { summary: 'Demo of smart ranking (no key, at most 5 results)', response: SmartResponseSchema },
  },
];

const docOf = (route: SignpostRoute, deprecated = false): RouteDoc => ({
  ...route.doc,
  tags: ['signpost'],
  query: route.query,
  ...(deprecated ? { deprecated: true } : {}),
});

/** The deprecated demo twin NOPE's clients call (`resourcesSmart` with demo on). */
export const TRY_DEPRECATED = { path: '/v1/try/resources/smart', successor: '/v1/try/signpost/smart' };

/** A 400 in the one error shape, naming the invalid values (`invalid_scopes`, …) besides zod's details, and a
 * `hint` listing the valid values when a vocabulary was the problem (NOPE's scope 400 carries one). */
export function queryError(err: z.ZodError): HttpError {
  const base = fromZod(err, 'query');
  const invalid = invalidValues(err);
  const hints = [];
  if (invalid.invalid_scopes) hints.push(`Valid scopes: ${SERVICE_SCOPES.join(', ')}`);
  if (invalid.invalid_populations) hints.push(`Valid populations: ${POPULATIONS.join(', ')}`);
  if (invalid.invalid_subdivisions) hints.push('Subdivisions are ISO 3166-2 codes of the requested country, such as US-CA or GB-SCT');
  return new HttpError(400, base.code, base.message, { ...base.extra, ...invalid, ...(hints.length ? { hint: hints.join('. ') } : {}) });
}

/** Headers that already name the caller's country (an edge proxy or the client), first valid one wins. */
export const COUNTRY_HINT_HEADERS = [
  'x-country',
  'cf-ipcountry',
  'x-vercel-ip-country',
  'cloudfront-viewer-country',
  'x-appengine-country',
  'fastly-geo-country',
];
function countryHint(req: FastifyRequest): Record<string, string> {
  for (const h of COUNTRY_HINT_HEADERS) {
    const v = req.headers[h];
    const s = (Array.isArray(v) ? v[0] : v)?.trim();
    if (s && /^[A-Za-z]{2}$/.test(s)) return { hint: s.toUpperCase() };
  }
  return {};
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
      // NOPE answers a malformed id with a 400 (an unknown well-formed id is a 404 with the id, from the processor)
      if (!isResourceId(id))
        throw new HttpError(400, 'invalid_request', `Invalid resource id: expected a UUID such as 550e8400-e29b-41d4-a716-446655440000`, {
          id: id.slice(0, 100),
        });
      id = id.toLowerCase();
    }
    const params = route.query ? parseQuery(route.query, req.query) : route.op === 'detect_country' ? countryHint(req) : {};
    if (route.noStore) reply.header('Cache-Control', 'no-store');
    return callService(deps, req, reply, {
      topic: TOPICS.signpostRequested,
      key: busKey(route.op, params, id, req.ip),
      schema: 'signpost-request',
      // parsed once, here: the parsed values go forward (the processor reads them as the op's parsed query)
      record: { op: route.op, params_json: JSON.stringify(params), id, ip: route.op === 'detect_country' ? req.ip : null, demo: !!route.demo },
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
    app.get(route.path, { config: { platform: route.policy, openapi: docOf(route) } }, h);
    if (route.path === TRY_DEPRECATED.successor) {
      app.get(
        TRY_DEPRECATED.path,
        {
          config: { platform: route.policy, openapi: docOf(route, true) },
          onSend: async (_req, reply, payload) => {
            reply.header('Deprecation', 'true');
            reply.header('Sunset', SUNSET);
            reply.header('Link', `<${TRY_DEPRECATED.successor}>; rel="successor-version"`);
            return payload;
          },
        },
        h,
      );
    }
    if (!route.path.startsWith(CURRENT_PREFIX)) continue;
    // The deprecated twin: same handler and policy (so the same rate-limit bucket), plus the deprecation headers
    // on every answer, errors included.
    app.get(
      DEPRECATED_PREFIX + route.path.slice(CURRENT_PREFIX.length),
      {
        config: { platform: route.policy, openapi: docOf(route, true) },
        onSend: async (req, reply, payload) => {
          reply.header('Deprecation', 'true');
          reply.header('Sunset', SUNSET);
          reply.header('Link', `<${successorOf(req.url)}>; rel="successor-version"`);
          return payload;
        },
      },
      h,
    );
  }
};
