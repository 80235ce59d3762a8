/**
 * The wire of /v1/evaluate, /v1/try/evaluate, /v0/screen and /v0/evaluate (spec document 2, "Evaluate request",
 * "Evaluate response", "Legacy screen", "Limits"; NOPE's clients: ../notes in docs/evaluate.md).
 *
 * - `messages` (1–100, roles `user`|`assistant`, each ≤ 50 KB as UTF-8) or `text` (≤ 50 KB). Both sent: `messages` is
 *   evaluated and `text` ignored (the classifier core's rule too; `metadata.input_format` says `structured`).
 *   Neither: 400.
 * - `config.country` ISO 3166-1 alpha-2, default US; `config.user_country` (NOPE's clients send both) is its alias;
 *   when both are sent and differ, `country` wins. NOPE's older config keys are accepted and ignored.
 * - Unknown top-level fields are ignored (NOPE's clients send `user_context`).
 */
import { z } from 'zod';
import { COUNTRY_CODES } from './signpost.js';

export const MAX_MESSAGES = 100;
export const MAX_MESSAGE_BYTES = 50 * 1024;
export const MAX_TEXT_BYTES = 50 * 1024;
/** demo route: last 10 messages, each cut to about 500 tokens */
export const TRY_MAX_MESSAGES = 10;
export const TRY_MAX_MESSAGE_CHARS = 2000;

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

const Country = z
  .string()
  .trim()
  .toUpperCase()
  .refine((c) => COUNTRY_CODES.has(c), { message: 'must be an ISO 3166-1 alpha-2 country code such as US or GB' });

export const EvaluateMessage = z.object({
  role: z.enum(['user', 'assistant'], { error: 'role must be "user" or "assistant"' }),
  content: z
    .string({ error: 'content must be a string' })
    .refine((s) => bytes(s) <= MAX_MESSAGE_BYTES, { message: `a message may be at most ${MAX_MESSAGE_BYTES} bytes` }),
  timestamp: z.string().max(64).optional(),
});

const Id = z.string().min(1).max(256);

export const EvaluateConfig = z
  .object({
    country: Country.optional(),
    user_country: Country.optional(),
    include_resources: z.boolean().optional(),
    conversation_id: Id.optional(),
    end_user_id: Id.optional(),
    /** legacy /v0/screen */
    debug: z.boolean().optional(),
    include_recommended_reply: z.boolean().optional(),
    // NOPE's older keys: accepted, ignored
    locale: z.string().max(35).optional(),
    user_age_band: z.string().max(20).optional(),
    policy_id: z.string().max(256).optional(),
    return_assistant_reply: z.boolean().optional(),
    assistant_safety_mode: z.string().max(40).optional(),
    use_multiple_judges: z.boolean().optional(),
    models: z.array(z.string().max(200)).max(10).optional(),
    dry_run: z.boolean().optional(),
  })
  .loose();

export const EvaluateRequest = z
  .object({
    messages: z
      .array(EvaluateMessage)
      .min(1, { message: 'messages must hold at least 1 message' })
      .max(MAX_MESSAGES, { message: `messages may hold at most ${MAX_MESSAGES} messages` })
      .optional(),
    text: z
      .string()
      .min(1, { message: 'text must not be empty' })
      .refine((s) => bytes(s) <= MAX_TEXT_BYTES, { message: `text may be at most ${MAX_TEXT_BYTES} bytes` })
      .optional(),
    config: EvaluateConfig.optional(),
    user_context: z.string().max(10_000).optional(),
  })
  .loose()
  .refine((b) => b.messages !== undefined || b.text !== undefined, { message: 'Either "messages" (array) or "text" (string) is required', path: ['messages'] });
export type EvaluateRequestT = z.infer<typeof EvaluateRequest>;

const Severity = z.enum(['none', 'mild', 'moderate', 'high', 'critical']);
const Imminence = z.enum(['not_applicable', 'chronic', 'subacute', 'urgent', 'emergency']);
const RiskType = z.enum(['suicide', 'self_harm', 'self_neglect', 'violence', 'abuse', 'sexual_violence', 'neglect', 'exploitation', 'stalking']);

const Evidence = z.object({ message_index: z.number().int(), start: z.number().int(), end: z.number().int(), feature: z.string() });
const Resource = z.object({ name: z.string(), type: z.string(), why: z.string() }).loose();

export const EvaluateResponse = z.object({
  risks: z.array(
    z.object({
      type: RiskType,
      subject: z.enum(['self', 'other']),
      severity: Severity,
      imminence: Imminence,
      features: z.array(z.string()),
      confidence: z.number(),
      subject_confidence: z.number(),
      evidence: z.array(Evidence),
    }),
  ),
  rationale: z.string(),
  speaker_severity: Severity,
  speaker_imminence: Imminence,
  show_resources: z.boolean(),
  resources: z.object({ primary: Resource, secondary: z.array(Resource) }).optional(),
  request_id: z.string(),
  timestamp: z.string(),
  metadata: z.object({
    api_version: z.literal('v1'),
    input_format: z.enum(['structured', 'text_blob']),
    messages_truncated: z.boolean().optional(),
    try_endpoint: z.boolean().optional(),
    model: z.string().optional(),
    engine: z.string(),
  }),
});

export const ScreenResponse = z.object({
  risks: z.array(z.object({ type: RiskType, subject: z.enum(['self', 'other', 'unknown']), severity: Severity, imminence: Imminence, confidence: z.number() })),
  show_resources: z.boolean(),
  suicidal_ideation: z.boolean(),
  self_harm: z.boolean(),
  rationale: z.string(),
  resources: z.object({ primary: z.object({ name: z.string() }).loose(), secondary: z.array(z.object({ name: z.string() }).loose()) }).optional(),
  request_id: z.string(),
  timestamp: z.string(),
  engine: z.string(),
  debug: z.object({ model: z.string(), latency_ms: z.number() }).optional(),
  recommended_reply: z.object({ content: z.string(), source: z.string() }).optional(),
});

/** The topic record on evaluate.requested (schemas/evaluate-request.avsc). */
export interface EvaluateRequestRecord {
  request_id: string;
  route: 'v1' | 'try' | 'screen' | 'v0_evaluate';
  account_id: string | null;
  received_at: number;
  /** the validated request body, as JSON text */
  body_json: string;
}
