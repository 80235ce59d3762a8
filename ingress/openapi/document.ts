/**
 * The OpenAPI 3.1 document, generated from what each route declares in `config.openapi` (RouteDoc: zod schemas
 * for body, query, params and the 200 answer). Nothing here knows a service: a new route module is documented by
 * its own declaration. Zod → JSON Schema is zod v4's own `z.toJSONSchema` (OpenAPI 3.1 uses JSON Schema 2020-12).
 */
import { z } from 'zod';
import type { RegisteredRoute } from './routes.js';

const VERSION = '0.1.0';

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const s = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete s.$schema;
  return s;
}

/** `/v1/signpost/:id` → `/v1/signpost/{id}` */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const pathParamNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

const ERROR_SCHEMA: Json = {
  type: 'object',
  description:
    'Every 4xx/5xx body. `error` is a human sentence (what NOPE-compatible clients display), except for the codes whose wire value is fixed (rate_limit_exceeded, insufficient_balance, service_unavailable, gone, engine_timeout, internal_error), where it equals `code`.',
  properties: {
    error: { type: 'string' },
    code: { type: 'string', description: 'stable snake_case code' },
    message: { type: 'string' },
    request_id: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' }, code: { type: 'string' } },
        required: ['path', 'message', 'code'],
      },
    },
  },
  required: ['error', 'code', 'message', 'request_id'],
  additionalProperties: true,
};

const errorRef = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function parameters(where: 'query' | 'path', schema: z.ZodType | undefined, names: string[] = []): Json[] {
  const out: Json[] = [];
  const seen = new Set<string>();
  if (schema) {
    const js = jsonSchema(schema, 'input');
    const props = (js.properties ?? {}) as Record<string, Json>;
    const required = new Set((js.required as string[] | undefined) ?? []);
    for (const [name, s] of Object.entries(props)) {
      seen.add(name);
      const { description, ...rest } = s;
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: rest, ...(description ? { description } : {}) });
    }
  }
  for (const name of names) if (!seen.has(name)) out.push({ name, in: where, required: true, schema: { type: 'string' } });
  return out;
}

export interface DocumentOptions {
  title?: string;
  serverUrl?: string;
}

export function buildOpenApiDocument(routes: readonly RegisteredRoute[], o: DocumentOptions = {}): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const tags = new Set<string>();
  for (const r of routes) {
    const doc = r.doc;
    if (!doc || doc.hidden) continue;
    const path = openApiPath(r.url);
    const method = r.method.toLowerCase();
    doc.tags.forEach((t) => tags.add(t));
    const keyed = r.policy?.auth === 'key';
    const priced = r.policy?.priceMills !== undefined;
    const responses: Record<string, Json> = {
      '200': {
        description: 'OK',
        content: { 'application/json': { schema: doc.response ? jsonSchema(doc.response, 'output') : { type: 'object' } } },
      },
      '400': errorRef('Invalid input (validation details in `details`)'),
      '429': errorRef('Rate limit exceeded (`Retry-After` header)'),
      '503': errorRef('The service did not answer in time (`Retry-After` header)'),
    };
    if (keyed) responses['401'] = errorRef('Missing or invalid API key');
    if (priced) responses['402'] = errorRef('Insufficient balance (`balance{current_mills, required_mills, …}`, `topup_url`)');
    if (r.policy?.feature) responses['403'] = errorRef('The account lacks the feature');
    if (r.url.includes(':')) responses['404'] = errorRef('Not found');
    if (doc.body) {
      responses['413'] = errorRef('Body over the limit (`max_bytes`)');
      responses['415'] = errorRef('The body must be application/json');
    }
    const op: Json = {
      operationId: `${method}_${r.url.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`,
      summary: doc.summary,
      tags: doc.tags,
      parameters: [...parameters('path', doc.params, pathParamNames(r.url)), ...parameters('query', doc.query)],
      responses,
      ...(doc.deprecated ? { deprecated: true } : {}),
      ...(keyed ? { security: [{ apiKey: [] }] } : { security: [] }),
    };
    if (doc.body) op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(doc.body, 'input') } } };
    (paths[path] ??= {})[method] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: o.title ?? 'Haven API',
      version: VERSION,
      description: 'Open, self-hostable AI-safety middleware. Generated from the zod schemas the routes validate with.',
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    servers: [{ url: o.serverUrl ?? '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer service_live_… or service_test_…' } },
    },
  };
}
