import { z } from 'zod';

/**
 * The classifier's HTTP wire (spec document 3, "Classifier request/response"). One request schema serves the
 * self-hosted `POST /classify`, the hosted `POST /v1/ocular[/classify]` and the demo `POST /v1/try/ocular`; each
 * route narrows it (the demo keeps only messages/text, per_turn, trajectory_stride; `log` is self-hosted only).
 *
 * Unknown fields are ignored rather than rejected: the request schema grows by MINOR, additive releases, and
 * NOPE's clients send fields older servers do not know.
 */

/** NOPE's readable sentence for a body with neither input (their clients show `error` verbatim). */
export const NO_INPUT_MESSAGE = 'Either "messages" (array) or "text" (string) is required';

export const CLASSIFY_ROLES = ['user', 'assistant', 'system'] as const;
export const THOROUGHNESS = ['fast', 'auto', 'thorough'] as const;

export const ClassifyMessageSchema = z.object({
  role: z.enum(CLASSIFY_ROLES, { error: "role must be 'user', 'assistant' or 'system'" }),
  content: z.string({ error: 'content must be a string' }),
});
export type ClassifyMessage = z.infer<typeof ClassifyMessageSchema>;

const id = (name: string) =>
  z
    .string({ error: `${name} must be a string` })
    .min(1, `${name} must not be empty`)
    .max(256, `${name} must be at most 256 characters`);

const ClassifyFields = {
  messages: z.array(ClassifyMessageSchema, { error: 'messages must be an array of {role, content}' }).nullish(),
  text: z.string({ error: 'text must be a string' }).nullish(),
  per_turn: z.boolean({ error: 'per_turn must be a boolean' }).default(false),
  trajectory_stride: z.number({ error: 'trajectory_stride must be an integer' }).int('trajectory_stride must be an integer').min(1).max(64).default(3),
  thoroughness: z.enum(THOROUGHNESS, { error: "thoroughness must be 'fast', 'auto' or 'thorough'" }).default('auto'),
  detail: z.boolean({ error: 'detail must be a boolean' }).default(false),
  log: z.boolean({ error: 'log must be a boolean' }).default(false),
  session_id: id('session_id').optional(),
  user_id: id('user_id').optional(),
  agent_id: id('agent_id').optional(),
};

/** Neither input, or only empty ones, is the spec's "neither" 400 (with NOPE's sentence). */
function requireInput(b: { messages?: ClassifyMessage[] | null; text?: string | null }, ctx: z.RefinementCtx) {
  const hasMessages = !!b.messages && b.messages.length > 0;
  const hasText = typeof b.text === 'string' && b.text.trim().length > 0;
  if (!hasMessages && !hasText) ctx.addIssue({ code: 'custom', path: [], message: NO_INPUT_MESSAGE });
}

/** `POST /classify` (self-hosted) and the hosted routes: the full request. `log` rules are checked by the service. */
export const ClassifyRequestSchema = z.object(ClassifyFields).superRefine(requireInput);
export type ClassifyRequest = z.infer<typeof ClassifyRequestSchema>;

/** The demo limits (spec "Limits"): at most 12 messages, or 4,000 characters of text in all. */
export const TRY_MAX_MESSAGES = 12;
export const TRY_MAX_CHARS = 4000;

/** `POST /v1/try/ocular`: only messages/text, per_turn and trajectory_stride are kept (others ignored). */
export const TryClassifyRequestSchema = z
  .object({
    messages: ClassifyFields.messages,
    text: ClassifyFields.text,
    per_turn: ClassifyFields.per_turn,
    trajectory_stride: ClassifyFields.trajectory_stride,
  })
  .superRefine(requireInput)
  .superRefine((b, ctx) => {
    if (b.messages && b.messages.length > 0) {
      if (b.messages.length > TRY_MAX_MESSAGES)
        ctx.addIssue({ code: 'custom', path: ['messages'], message: `the demo scores at most ${TRY_MAX_MESSAGES} messages` });
      const chars = b.messages.reduce((n, m) => n + m.content.length, 0);
      if (chars > TRY_MAX_CHARS) ctx.addIssue({ code: 'custom', path: ['messages'], message: `the demo scores at most ${TRY_MAX_CHARS} characters in all` });
    } else if (b.text && b.text.length > TRY_MAX_CHARS) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: `the demo scores at most ${TRY_MAX_CHARS} characters` });
    }
  });
export type TryClassifyRequest = z.infer<typeof TryClassifyRequestSchema>;

// ---- response (documentation and tests; the scoring core builds it) ----

export const LEVELS = ['minimal', 'low', 'moderate', 'high', 'critical'] as const;
export const USER_AXES = ['suicide', 'self_harm', 'harm_to_others', 'abuse', 'sexual_violence', 'exploitation', 'stalking', 'self_neglect'] as const;
export const AI_AXES = ['harm_provision', 'emotional_failure', 'manipulation', 'safeguarding_failure'] as const;

const unit = z.number().min(0).max(1);
export const AxisSignalSchema = z.object({ level: z.enum(LEVELS), score: unit });
const axes = <T extends readonly string[]>(names: T) =>
  z.object(Object.fromEntries(names.map((n) => [n, AxisSignalSchema])) as Record<T[number], typeof AxisSignalSchema>);

export const ClassifyResponseSchema = z.object({
  salience: unit,
  subject: z.enum(['self', 'other', 'unknown']),
  imminence: AxisSignalSchema,
  fiction: unit,
  authenticity: unit,
  signals: z.object({ user: axes(USER_AXES), ai: axes(AI_AXES) }),
  heads: z.array(z.object({ code: z.string(), score: unit })).optional(),
  thoroughness: z.enum(THOROUGHNESS),
  confidence: unit.nullable(),
  stability: z.object({ user: z.record(z.string(), unit), ai: z.record(z.string(), unit), imminence: unit }).nullable(),
  meta: z.object({
    version: z.string(),
    build: z.string(),
    inference_ms: z.number(),
    request_id: z.string(),
    windowed: z.boolean(),
    windows: z.number().int().optional(),
  }),
  trajectory: z.array(z.record(z.string(), z.unknown())).optional(),
  trajectory_shape: z.record(z.string(), z.unknown()).optional(),
  detail: z.record(z.string(), z.unknown()).optional(),
});
export type ClassifyResponse = z.infer<typeof ClassifyResponseSchema>;

export const OcularHealthSchema = z.object({
  status: z.enum(['ok', 'starting']),
  mode: z.enum(['local', 'remote']),
  version: z.string(),
  build: z.string(),
  queue_depth: z.number().int().min(0),
});

export const OcularManifestSchema = z.object({
  version: z.string(),
  mode: z.enum(['local', 'remote', 'stub']),
  heads: z.number().int().optional(),
});
