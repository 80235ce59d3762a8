import { z } from 'zod';
import { BEHAVIOR_CODES, CATEGORY_NAMES, SEVERITIES } from '../oversight/taxonomy.js';

/** Wire schemas of /v1/oversight/* (spec doc 3). Unknown codes, categories, severities and modes are 400s. */

export const OversightMessageSchema = z.object({
  role: z.enum(['user', 'assistant', 'system'], { error: "role must be 'user', 'assistant' or 'system'" }),
  content: z.string({ error: 'content must be a string' }),
  message_id: z.string().max(256).optional(),
  timestamp: z.iso.datetime({ offset: true, error: 'timestamp must be ISO 8601' }).optional(),
  agent_id: z.string().max(256).optional(),
  agent_version: z.string().max(256).optional(),
  context: z.string().optional(),
  memory_items: z.array(z.string()).optional(),
});

/** Known keys are typed; extra customer keys are kept (not indexed). */
export const OversightMetadataSchema = z
  .object({
    user_id_hash: z.string().min(1).max(256).optional(),
    session_id: z.string().max(256).optional(),
    session_number: z.number().int().nonnegative().optional(),
    user_is_minor: z.boolean().optional(),
    user_age_bracket: z.enum(['child', 'teen', 'adult', 'unknown']).optional(),
    platform: z.string().max(256).optional(),
    product: z.string().max(256).optional(),
    started_at: z.iso.datetime({ offset: true }).optional(),
    ended_at: z.iso.datetime({ offset: true }).optional(),
    tags: z.array(z.string().max(256)).max(100).optional(),
    bot_context: z.string().max(20_000).optional(),
  })
  .passthrough();

export const OversightConversationSchema = z.object({
  conversation_id: z.string().min(1).max(256).optional(),
  messages: z.array(OversightMessageSchema, { error: 'conversation.messages must be an array' }).min(1, 'conversation.messages must not be empty'),
  metadata: OversightMetadataSchema.optional(),
});

const codeList = (what: string) =>
  z.array(z.string()).superRefine((codes, ctx) => {
    const unknown = codes.filter((c) => !BEHAVIOR_CODES.includes(c));
    if (unknown.length) ctx.addIssue({ code: 'custom', message: `unknown behavior code${unknown.length > 1 ? 's' : ''} in ${what}: ${unknown.join(', ')}` });
  });

export const BehaviorFilterSchema = z
  .object({
    enabled: codeList('behaviors.enabled').optional(),
    disabled: codeList('behaviors.disabled').optional(),
    min_severity: z.enum(SEVERITIES, { error: `min_severity must be one of ${SEVERITIES.join(', ')}` }).optional(),
    categories: z
      .array(z.string())
      .superRefine((cats, ctx) => {
        const unknown = cats.filter((c) => !CATEGORY_NAMES.includes(c));
        if (unknown.length) ctx.addIssue({ code: 'custom', message: `unknown categor${unknown.length > 1 ? 'ies' : 'y'}: ${unknown.join(', ')}` });
      })
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.enabled && b.disabled) ctx.addIssue({ code: 'custom', message: 'behaviors.enabled and behaviors.disabled are mutually exclusive; send one of them' });
  });

export const AnalyzeConfigSchema = z.object({
  strategy: z.enum(['single', 'sliding'], { error: "config.strategy must be 'single' or 'sliding'" }).optional(),
  mode: z.enum(['full', 'fast'], { error: "config.mode must be 'full' or 'fast'" }).optional(),
  include_raw_xml: z.boolean().optional(),
  model: z.string().max(128).optional(),
});

export const OversightAnalyzeRequestSchema = z.object({
  conversation: OversightConversationSchema,
  bot_context: z.string().max(20_000).optional(),
  config: AnalyzeConfigSchema.optional(),
  behaviors: BehaviorFilterSchema.optional(),
});
export type OversightAnalyzeRequest = z.infer<typeof OversightAnalyzeRequestSchema>;

/** Demo route: at most 20 messages of at most 10,000 chars each. */
export const TRY_MAX_MESSAGES = 20;
export const TRY_MAX_CHARS = 10_000;
export const OversightTryRequestSchema = OversightAnalyzeRequestSchema.superRefine((b, ctx) => {
  if (b.conversation.messages.length > TRY_MAX_MESSAGES)
    ctx.addIssue({ code: 'custom', path: ['conversation', 'messages'], message: `the demo route takes at most ${TRY_MAX_MESSAGES} messages` });
  b.conversation.messages.forEach((m, i) => {
    if (m.content.length > TRY_MAX_CHARS)
      ctx.addIssue({
        code: 'custom',
        path: ['conversation', 'messages', i, 'content'],
        message: `the demo route takes messages of at most ${TRY_MAX_CHARS} characters`,
      });
  });
});

/** Per-conversation ingest limits (spec doc 3): the whole batch is rejected when one conversation exceeds them. */
export const INGEST_MAX_CONVERSATIONS = 300;
export const INGEST_MAX_MESSAGES = 1000;
export const INGEST_MAX_CHARS = 2_000_000;
export const INGEST_MAX_TOKENS = 500_000;
/** our token estimate: one token per four characters, rounded up */
export const estimateTokens = (chars: number) => Math.ceil(chars / 4);

export const IngestConversationSchema = OversightConversationSchema.extend({
  conversation_id: z.string({ error: 'conversation_id is required on every ingested conversation' }).min(1).max(256),
}).superRefine((c, ctx) => {
  if (c.messages.length > INGEST_MAX_MESSAGES)
    ctx.addIssue({
      code: 'custom',
      path: ['messages'],
      message: `conversation ${c.conversation_id} has ${c.messages.length} messages; the limit is ${INGEST_MAX_MESSAGES}`,
    });
  const chars = c.messages.reduce((n, m) => n + m.content.length, 0);
  if (chars > INGEST_MAX_CHARS)
    ctx.addIssue({
      code: 'custom',
      path: ['messages'],
      message: `conversation ${c.conversation_id} has ${chars} characters; the limit is ${INGEST_MAX_CHARS}`,
    });
  else if (estimateTokens(chars) > INGEST_MAX_TOKENS)
    ctx.addIssue({
      code: 'custom',
      path: ['messages'],
      message: `conversation ${c.conversation_id} has about ${estimateTokens(chars)} tokens; the limit is ${INGEST_MAX_TOKENS}`,
    });
});

export const OversightIngestRequestSchema = z
  .object({
    conversations: z
      .array(IngestConversationSchema)
      .min(1, 'conversations must hold at least one conversation')
      .max(INGEST_MAX_CONVERSATIONS, `at most ${INGEST_MAX_CONVERSATIONS} conversations per call`),
    webhook_url: z.url({ protocol: /^https?$/, error: 'webhook_url must be an http(s) URL' }).optional(),
    config: z.object({ model: z.string().max(128).optional() }).optional(),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.conversations.forEach((c, i) => {
      if (seen.has(c.conversation_id))
        ctx.addIssue({
          code: 'custom',
          path: ['conversations', i, 'conversation_id'],
          message: `conversation_id ${c.conversation_id} appears twice in this batch`,
        });
      seen.add(c.conversation_id);
    });
  });
export type OversightIngestRequest = z.infer<typeof OversightIngestRequestSchema>;

export const TrendsQuerySchema = z.object({
  group_by: z.enum(['day', 'behavior', 'category', 'agent'], { error: "group_by must be 'day', 'behavior', 'category' or 'agent'" }).default('day'),
  from: z.iso.date({ error: 'from must be a date (YYYY-MM-DD)' }).optional(),
  to: z.iso.date({ error: 'to must be a date (YYYY-MM-DD)' }).optional(),
});
