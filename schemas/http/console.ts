/**
 * The console's HTTP wire (spec 3, "Console objects" and "Console" endpoints), zod schemas as the one source of
 * truth for validation and the OpenAPI document. Bodies the spec leaves open are decided in docs/console.md.
 */
import { z } from 'zod';
import { ClassifierResultSchema, VERDICTS } from './classifier-result.js';

export const MAX_BATCH = 500;

/** what a session list may sort on (the API's `sort`); the console maps each to its column */
export const SESSION_SORT_KEYS = [
  'crisis_score',
  'scored_at',
  'ingested_at',
  'salience',
  'suicide_risk',
  'max_user_risk',
  'max_ai_concern',
  'fiction_strength',
  'imminence_score',
  'message_count',
] as const;
export type SessionSortKey = (typeof SESSION_SORT_KEYS)[number];
export const MAX_MESSAGES = 5000;

const Id = (what: string) =>
  z
    .string({ error: `${what} is required (a string)` })
    .min(1, `${what} must not be empty`)
    .max(256, `${what} must be at most 256 characters`)
    .refine((s) => !/[\u0000-\u001f]/.test(s), `${what} must not contain control characters`);

export const ConsoleMessageSchema = z.object({
  role: z.enum(['user', 'assistant', 'system'], { error: 'role must be user, assistant or system' }),
  content: z.string({ error: 'content must be a string' }).max(1_000_000, 'content must be at most 1,000,000 characters'),
});

/** one session: the classifier's log push and direct ingest (unknown keys are ignored) */
export const IngestItemSchema = z.object({
  session_id: Id('session_id'),
  user_id: Id('user_id'),
  agent_id: Id('agent_id').nullable().optional(),
  messages: z.array(ConsoleMessageSchema).max(MAX_MESSAGES, `at most ${MAX_MESSAGES} messages`).optional(),
  classifier: ClassifierResultSchema.optional(),
  /** when the session was scored (epoch seconds); default: when the console received it */
  scored_at: z.number().min(0).max(1e11).optional(),
});
export type IngestItem = z.infer<typeof IngestItemSchema>;

export const BatchBodySchema = z.strictObject({
  sessions: z
    .array(z.unknown(), { error: 'sessions must be an array' })
    .min(1, 'sessions must hold at least one session')
    .max(MAX_BATCH, `at most ${MAX_BATCH} sessions per call`),
});

export const IngestResultSchema = z.object({
  ok: z.boolean(),
  session_id: z.string().optional(),
  index: z.number().optional(),
  verdict: z.enum(VERDICTS).optional(),
  crisis_score: z.number().optional(),
  error: z.string().optional(),
  message: z.string().optional(),
});
export const BatchResponseSchema = z.object({ count: z.number(), succeeded: z.number(), failed: z.number(), results: z.array(IngestResultSchema) });

const num01 = (name: string) =>
  z
    .string()
    .regex(/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/, `${name} must be a number from 0 to 1`)
    .transform(Number);
const int = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be from ${min} to ${max}`);

export const SessionsQuerySchema = z.strictObject({
  verdict: z.enum(VERDICTS, { error: `verdict must be one of ${VERDICTS.join(', ')}` }).optional(),
  min_crisis: num01('min_crisis').default(0),
  sort: z.enum(SESSION_SORT_KEYS, { error: `sort must be one of ${SESSION_SORT_KEYS.join(', ')}` }).default('crisis_score'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  limit: int('limit', 1, 200).default(50),
  offset: int('offset', 0, 1_000_000_000).default(0),
  user_id: z.string().min(1).max(256).optional(),
  agent_id: z.string().min(1).max(256).optional(),
  q: z.string().max(200, 'q must be at most 200 characters').optional(),
});

export const SessionIdParamsSchema = z.object({ session_id: Id('session_id') });

export const HealthQuerySchema = z.strictObject({ deep: z.enum(['true', 'false'], { error: 'deep must be true or false' }).optional() });

export const WatchlistsQuerySchema = z.strictObject({ format: z.enum(['export'], { error: "format must be 'export'" }).optional() });

export const WatchlistToggleSchema = z.strictObject({
  id: z.string({ error: 'id is required' }).min(1).max(64),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export const WatchlistDeleteSchema = z.strictObject({ id: z.string({ error: 'id is required' }).min(1).max(64) });

/** PUT /api/watchlists: `{watchlists: [...]}`; the catalogue keys of an export document are accepted and ignored, so an export re-imports as is */
export const WatchlistImportSchema = z.strictObject({
  watchlists: z
    .array(z.unknown(), { error: 'watchlists must be an array' })
    .min(1, 'watchlists must hold at least one rule')
    .max(1000, 'at most 1000 rules per import'),
  format: z.string().optional(),
  version: z.number().optional(),
  fields: z.unknown().optional(),
  operators: z.unknown().optional(),
  domains: z.unknown().optional(),
  axes: z.unknown().optional(),
  scopes: z.unknown().optional(),
});

export const SettingsPatchSchema = z
  .strictObject({
    retentionDays: z
      .number({ error: 'retentionDays must be a whole number of days' })
      .int('retentionDays must be a whole number of days')
      .min(1, 'retentionDays must be from 1 to 3650')
      .max(3650, 'retentionDays must be from 1 to 3650')
      .nullable()
      .optional(),
    retentionMaxGB: z
      .number({ error: 'retentionMaxGB must be a number of GB or null (unlimited)' })
      .positive('retentionMaxGB must be positive')
      .max(1_000_000, 'retentionMaxGB must be at most 1000000')
      .nullable()
      .optional(),
  })
  .refine((b) => b.retentionDays !== undefined || b.retentionMaxGB !== undefined, { message: 'send retentionDays and/or retentionMaxGB' });

export const SettingsSchema = z.object({
  retentionDays: z.number(),
  retentionMaxGB: z.number().nullable(),
  source: z.object({ retentionDays: z.string(), retentionMaxGB: z.string() }),
  mode: z.enum(['full', 'readonly']),
  storedBytes: z.number(),
  webhookSecret: z.string().nullable(),
  webhookSecretSource: z.enum(['environment', 'generated']),
});

export const ListQuerySchema = z.strictObject({
  limit: int('limit', 1, 200).default(50),
  offset: int('offset', 0, 1_000_000_000).default(0),
  rule_id: z.string().min(1).max(64).optional(),
  session_id: z.string().min(1).max(256).optional(),
  status: z.enum(['pending', 'delivering', 'delivered', 'failed'], { error: 'status must be pending, delivering, delivered or failed' }).optional(),
});

// ---------- answers (the OpenAPI document's 200 bodies; the routes build them, these describe them) ----------

const VerdictEnum = z.enum(VERDICTS);

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  sessions: z.number().int(),
  db: z.object({ ok: z.boolean(), detail: z.string() }).optional().describe('deep=true only'),
  classifier: z.object({ ok: z.boolean().nullable(), detail: z.string() }).optional().describe('deep=true only; ok null when OCULAR_URL is unset'),
  queue_depth: z.number().int().optional().describe('deep=true only'),
});

export const IngestResponseSchema = z.object({
  ok: z.literal(true),
  session_id: z.string(),
  verdict: VerdictEnum,
  crisis_score: z.number(),
  scored_by: z.enum(['classifier', 'console']),
});

const SessionSummarySchema = z.object({
  session_id: z.string(),
  user_id: z.string(),
  agent_id: z.string().nullable(),
  scored_at: z.number().int().describe('epoch seconds'),
  ingested_at: z.number().int().describe('epoch seconds'),
  message_count: z.number().int(),
  salience: z.number(),
  verdict: VerdictEnum,
  subject: z.enum(['self', 'other', 'unknown']),
  crisis_score: z.number(),
  suicide_risk: z.number(),
  max_user_risk: z.number(),
  max_ai_concern: z.number(),
  fiction_strength: z.number(),
  imminence_score: z.number(),
});

export const SessionsListResponseSchema = z.object({ total: z.number().int(), sessions: z.array(SessionSummarySchema) });

export const SessionResponseSchema = SessionSummarySchema.extend({
  source: z.enum(['api', 'batch', 'push', 'stream']),
  turns: z.array(z.object({ turn: z.number().int(), role: z.string(), content: z.string() })),
  turns_source: z.enum(['stored', 'provider', 'none']).describe('provider: fetched from PROVIDER_URL for display, not stored'),
  turns_error: z.string().optional().describe('why PROVIDER_URL gave no transcript (it failed, or answered something else than its contract)'),
  classifier: z.looseObject({}).describe('the classify response as it was ingested'),
});

export const SessionDeletedSchema = z.object({ deleted: z.literal(true), session_id: z.string() });

const ConditionSchema = z.object({ code: z.string(), operator: z.string(), value: z.union([z.number(), z.string(), z.array(z.string())]) });
export const WatchlistRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(['session', 'message', 'user']),
  conditions: z.object({ requiresAll: z.array(ConditionSchema), requiresAny: z.array(ConditionSchema) }),
  webhookUrl: z.string().nullable(),
  timeWindow: z.number().int(),
  enabled: z.boolean(),
});

export const WatchlistsResponseSchema = z.object({
  watchlists: z.array(WatchlistRuleSchema),
  format: z.literal('haven-console-watchlists').optional().describe('format=export: with the field, operator and domain catalogue'),
  version: z.number().optional(),
  scopes: z.array(z.string()).optional(),
  operators: z.object({ numeric: z.array(z.string()), enum: z.array(z.string()) }).optional(),
  domains: z.record(z.string(), z.array(z.string())).optional(),
  axes: z.record(z.string(), z.array(z.string())).optional(),
  fields: z.array(z.looseObject({ path: z.string(), type: z.enum(['numeric', 'enum']), operators: z.array(z.string()) })).optional(),
});

export const WatchlistUpsertResponseSchema = z.object({ watchlist: WatchlistRuleSchema, created: z.boolean() });
export const WatchlistImportResponseSchema = z.object({
  imported: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  watchlists: z.array(WatchlistRuleSchema),
});
export const WatchlistToggleResponseSchema = z.object({ watchlist: WatchlistRuleSchema });
export const WatchlistDeletedSchema = z.object({ deleted: z.literal(true), id: z.string() });

export const MatchesResponseSchema = z.object({
  total: z.number().int(),
  matches: z.array(
    z.object({
      id: z.string(),
      rule_id: z.string(),
      rule_name: z.string(),
      scope: z.string(),
      session_id: z.string(),
      user_id: z.string(),
      agent_id: z.string().nullable(),
      turns: z.array(z.number().int()),
      matched_scores: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
      crisis_score: z.number(),
      outcome: z.enum(['notified', 'no_webhook', 'deduplicated', 'user_window']),
      delivery_id: z.string().nullable(),
      matched_at: z.string().describe('ISO 8601'),
      delivery_status: z.string().nullable(),
      delivery_attempts: z.number().int().nullable(),
      delivery_last_error: z.string().nullable(),
    }),
  ),
});

export const DeliveriesResponseSchema = z.object({ total: z.number().int(), deliveries: z.array(z.looseObject({ id: z.string(), status: z.string() })) });
