/**
 * Query parameters of the signpost routes (spec document 2, "Query parameters" and "Rules"; decisions in
 * docs/signpost.md). The ingress validates with these schemas; the signpost processor parses the forwarded values
 * again with the same schemas.
 *
 * - `country`: ISO 3166-1 alpha-2 (plus XK, Kosovo), case-insensitive, answered upper-case.
 * - `scopes`, `populations`, `subdivisions`: comma-separated (a repeated parameter is joined); unknown values give
 *   a 400 listing them (`invalid_scopes`, `invalid_populations`, `invalid_subdivisions`).
 * - `limit`: an integer from 1 to the route's maximum; above it is a 400 (not clamped), except on the demo smart
 *   route where a valid smart limit is accepted and the answer holds at most 5.
 * - unknown parameters are ignored.
 */
import { iso31661, iso31662 } from 'iso-3166';
import { z } from 'zod';
import { CrisisResourceSchema } from './crisis-resource.js';
import { isPopulation, isServiceScope } from './signpost-vocabulary.js';

export const COUNTRY_CODES: ReadonlySet<string> = new Set([...iso31661.map((c) => c.alpha2), 'XK']);
const SUBDIVISION_CODES: ReadonlySet<string> = new Set(iso31662.map((s) => s.code));

export const LIST_MAX_LIMIT = 10;
export const SMART_MAX_LIMIT = 10;
export const DEMO_SMART_MAX_RESULTS = 5;
export const SEARCH_MAX_LIMIT = 50;
export const SMART_QUERY_MAX = 500;
export const SEARCH_QUERY_MAX = 1000;
export const DEFAULT_LIMIT = 10;
export const DEFAULT_THRESHOLD = 0.3;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isResourceId = (v: string): boolean => UUID.test(v);

/** a repeated query parameter arrives as an array: join it, so `scopes=a&scopes=b` means `scopes=a,b` */
const joined = (v: unknown) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? v.join(',') : v);
const splitCsv = (v: string) => [
  ...new Set(
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

export const CountryParam = z
  .string({ error: 'required: an ISO 3166-1 alpha-2 country code such as US' })
  .trim()
  .toUpperCase()
  .refine((c) => COUNTRY_CODES.has(c), { message: 'must be an ISO 3166-1 alpha-2 country code such as US or GB' });

function vocabularyList(name: 'scopes' | 'populations', known: (v: string) => boolean) {
  return z.preprocess(
    joined,
    z
      .string({ error: `a comma-separated list of ${name}` })
      .transform(splitCsv)
      .superRefine((values, ctx) => {
        const bad = values.filter((v) => !known(v));
        if (bad.length) ctx.addIssue({ code: 'custom', message: `unknown ${name}: ${bad.join(', ')}`, params: { [`invalid_${name}`]: bad } });
      }),
  );
}
export const ScopesParam = vocabularyList('scopes', isServiceScope);
export const PopulationsParam = vocabularyList('populations', isPopulation);

const SubdivisionsParam = z.preprocess(
  joined,
  z.string({ error: 'a comma-separated list of ISO 3166-2 codes' }).transform((v) => splitCsv(v).map((s) => s.toUpperCase())),
);

const limitParam = (max: number) =>
  z
    .string({ error: `an integer from 1 to ${max}` })
    .trim()
    .regex(/^\d{1,6}$/, { message: `must be an integer from 1 to ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { message: `must be an integer from 1 to ${max}` })
        .max(max, { message: `must be at most ${max}` }),
    );

const BoolParam = z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((v) => v === 'true' || v === '1');

const queryParam = (max: number) =>
  z
    .string({ error: 'required: describe the situation in words' })
    .trim()
    .min(1, { message: 'required: describe the situation in words' })
    .max(max, { message: `must be at most ${max} characters` });

/** GET /v1/signpost (and the widget) */
export const ListQuery = z
  .object({
    country: CountryParam,
    subdivisions: SubdivisionsParam.optional(),
    scopes: ScopesParam.optional(),
    populations: PopulationsParam.optional(),
    urgent: BoolParam.optional(),
    limit: limitParam(LIST_MAX_LIMIT).optional(),
  })
  .superRefine((q, ctx) => {
    const bad = (q.subdivisions ?? []).filter((s) => !SUBDIVISION_CODES.has(s) || s.slice(0, 2) !== q.country);
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['subdivisions'],
        message: `not ISO 3166-2 subdivisions of ${q.country}: ${bad.join(', ')}`,
        params: { invalid_subdivisions: bad },
      });
    }
  });
export type ListQuery = z.infer<typeof ListQuery>;

/** GET /v1/signpost/smart and /v1/try/signpost/smart */
export const SmartQuery = z.object({
  country: CountryParam,
  query: queryParam(SMART_QUERY_MAX),
  scopes: ScopesParam.optional(),
  limit: limitParam(SMART_MAX_LIMIT).optional(),
});
export type SmartQuery = z.infer<typeof SmartQuery>;

/** GET /v1/signpost/search */
export const SearchQuery = z.object({
  query: queryParam(SEARCH_QUERY_MAX),
  country: CountryParam.optional(),
  limit: limitParam(SEARCH_MAX_LIMIT).optional(),
  threshold: z
    .string({ error: 'a number from 0 to 1' })
    .trim()
    .regex(/^(\d+(\.\d*)?|\.\d+)$/, { message: 'must be a number from 0 to 1' })
    .transform(Number)
    .pipe(z.number().min(0, { message: 'must be a number from 0 to 1' }).max(1, { message: 'must be a number from 0 to 1' }))
    .optional(),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** GET /resources (the widget): the list filters, without limit (the page shows up to LIST_MAX_LIMIT). */
export const WidgetQuery = z.object({
  country: CountryParam,
  scopes: ScopesParam.optional(),
});

/** The invalid values a failed parse names, by field (`invalid_scopes`, …), for the 400 body. */
export function invalidValues(err: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of err.issues) {
    const params = (issue as { params?: Record<string, unknown> }).params;
    if (!params) continue;
    for (const [k, v] of Object.entries(params)) if (k.startsWith('invalid_') && Array.isArray(v)) out[k] = v as string[];
  }
  return out;
}

// ---------- responses (the OpenAPI document and the typed client read these) ----------

/** A resource as the signpost routes answer it: every directory field plus `open_status` now. */
export const AnsweredResourceSchema = CrisisResourceSchema.extend({ id: z.string() });

export const ListResponseSchema = z.object({
  country: z.string(),
  resources: z.array(AnsweredResourceSchema),
  count: z.number().int(),
  primary: z.array(AnsweredResourceSchema).optional(),
  secondary: z.array(AnsweredResourceSchema).optional(),
  scopes_requested: z.array(z.string()).optional(),
});
export const GetResponseSchema = z.object({ resource: AnsweredResourceSchema });
export const SmartResponseSchema = z.object({
  country: z.string(),
  query: z.string(),
  ranked: z.array(z.object({ resource: AnsweredResourceSchema, why: z.string(), rank: z.number().int() })),
  scopes_requested: z.array(z.string()),
  count: z.number().int(),
  engine: z.enum(['local', 'anthropic']),
  engine_note: z.string().optional(),
  try_endpoint: z.literal(true).optional(),
});
export const SearchResponseSchema = z.object({
  query: z.string(),
  country: z.string().nullable(),
  results: z.array(AnsweredResourceSchema.extend({ similarity: z.number(), country_code: z.string().nullable() })),
  count: z.number().int(),
  timing: z.object({ embed_ms: z.number(), search_ms: z.number(), total_ms: z.number() }),
});
export const CountriesResponseSchema = z.object({
  countries: z.array(z.string()),
  count: z.number().int(),
  details: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      resource_count: z.number().int(),
      counts_by_type: z.record(z.string(), z.number().int()),
      subdivisions: z.array(z.string()),
      has_emergency: z.boolean(),
      has_crisis_line: z.boolean(),
      has_text_or_chat: z.boolean(),
    }),
  ),
  global_resources: z.number().int(),
});
export const DetectCountryResponseSchema = z.object({
  country_code: z.string(),
  country_name: z.string(),
  error: z.string().optional(),
  country: z.string().nullable(),
  supported: z.boolean(),
  source: z.enum(['header', 'geoip']),
  reason: z.string().nullable(),
  message: z.string(),
});
export const ResourceIdParams = z.object({ id: z.string().describe('resource UUID') });
