/**
 * HTTP request/response schemas of the webhook routes (spec 2 leaves the shapes open; these are ours,
 * documented in docs/webhooks.md). Requests are strict objects: an unknown field is a 400, so a typo such as
 * `severity` for `min_severity` is reported instead of silently ignored. The URL policy (https, private
 * addresses) is applied by the service on top of these shapes.
 */
import { z } from 'zod';

export const WEBHOOK_EVENT_NAMES = ['evaluate.alert', 'oversight.alert', 'oversight.ingestion.complete', 'test.ping'] as const;
export const WEBHOOK_SEVERITY_NAMES = ['none', 'low', 'medium', 'high', 'critical'] as const;

export const WebhookSeveritySchema = z.enum(WEBHOOK_SEVERITY_NAMES);
export type WebhookSeverity = z.infer<typeof WebhookSeveritySchema>;
export const WebhookEventNameSchema = z.enum(WEBHOOK_EVENT_NAMES);

/** default threshold: `high` — alert on serious or life-threatening risk only, the same bar as oversight.alert */
export const DEFAULT_MIN_SEVERITY = 'high' as const;

const events = z
  .array(WebhookEventNameSchema)
  .min(1, 'subscribe to at least one event')
  .max(WEBHOOK_EVENT_NAMES.length * 2)
  .transform((list) => WEBHOOK_EVENT_NAMES.filter((e) => list.includes(e)));
const description = z.string().trim().max(500).nullable();
const url = z.string().trim().min(1).max(2048);

/**
 * NOPE's clients send `min_risk_level` where our spec says severity threshold (`min_severity`): both are accepted
 * (`min_severity` wins when both are sent), and NOPE's evaluate severities `mild`/`moderate` read as `low`/`medium`.
 */
export const RISK_LEVEL_ALIASES = { mild: 'low', moderate: 'medium' } as const;
const riskLevel = z
  .enum([...WEBHOOK_SEVERITY_NAMES, 'mild', 'moderate'])
  .transform((v) => (v in RISK_LEVEL_ALIASES ? RISK_LEVEL_ALIASES[v as keyof typeof RISK_LEVEL_ALIASES] : v) as WebhookSeverity);

export const SIGNATURE_FORMATS = ['haven', 'standard'] as const;

export const CreateWebhookRequestSchema = z
  .strictObject({
    url,
    min_severity: WebhookSeveritySchema.optional(),
    /** NOPE's name for min_severity */
    min_risk_level: riskLevel.optional(),
    include_conversation: z.boolean().default(false),
    /** default: every event type */
    events: events.optional(),
    description: description.optional(),
    enabled: z.boolean().default(true),
    /** 'haven' (default): X-SERVICE-* headers; 'standard': Standard Webhooks headers. Fixed at creation. */
    signature_format: z.enum(SIGNATURE_FORMATS).default('haven'),
  })
  .transform(({ min_risk_level, min_severity, ...rest }) => ({ ...rest, min_severity: min_severity ?? min_risk_level ?? DEFAULT_MIN_SEVERITY }));
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequestSchema>;

/** PUT is a partial update: fields left out keep their value; at least one field is required */
export const UpdateWebhookRequestSchema = z
  .strictObject({
    url: url.optional(),
    min_severity: WebhookSeveritySchema.optional(),
    min_risk_level: riskLevel.optional(),
    include_conversation: z.boolean().optional(),
    events: events.optional(),
    description: description.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'provide at least one field to update' })
  .transform(({ min_risk_level, min_severity, ...rest }) => ({ ...rest, min_severity: min_severity ?? min_risk_level }));
export type UpdateWebhookRequest = z.infer<typeof UpdateWebhookRequestSchema>;

export const WebhookIdSchema = z.string().regex(/^wh_[A-Za-z0-9]{1,64}$/, 'not a webhook id');

export const ListWebhookEventsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
  status: z.enum(['pending', 'delivering', 'delivered', 'failed']).optional(),
});
export type ListWebhookEventsQuery = z.infer<typeof ListWebhookEventsQuerySchema>;

// ---------- responses ----------

export const WebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  min_severity: WebhookSeveritySchema,
  /** the same value under NOPE's name */
  min_risk_level: WebhookSeveritySchema,
  include_conversation: z.boolean(),
  events: z.array(WebhookEventNameSchema),
  enabled: z.boolean(),
  signature_format: z.enum(SIGNATURE_FORMATS),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

/** create and regenerate-secret: the only responses that carry the secret */
export const WebhookWithSecretSchema = WebhookSchema.extend({ secret: z.string().startsWith('whsec_') });
export type WebhookWithSecret = z.infer<typeof WebhookWithSecretSchema>;

export const ListWebhooksResponseSchema = z.object({ webhooks: z.array(WebhookSchema) });
export type ListWebhooksResponse = z.infer<typeof ListWebhooksResponseSchema>;

/** `success` is what NOPE's clients read; `id` and `deleted` are ours */
export const DeleteWebhookResponseSchema = z.object({ success: z.literal(true), id: z.string(), deleted: z.literal(true) });
export type DeleteWebhookResponse = z.infer<typeof DeleteWebhookResponseSchema>;

/**
 * The test ping is delivered before the answer (up to a few seconds): `success` and `http_status` report the first
 * attempt as NOPE's clients expect; `status` is `delivered`, `pending` (will be retried), `failed`, or `queued`
 * when no attempt finished in time (its outcome is then in the delivery log).
 */
export const TestWebhookResponseSchema = z.object({
  success: z.boolean(),
  http_status: z.number().int().nullable(),
  event_id: z.string(),
  delivery_id: z.string().nullable(),
  status: z.enum(['queued', 'pending', 'delivering', 'delivered', 'failed']),
  error: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
});
export type TestWebhookResponse = z.infer<typeof TestWebhookResponseSchema>;

export const WebhookDeliverySchema = z.object({
  delivery_id: z.string(),
  webhook_id: z.string(),
  event_id: z.string(),
  event: WebhookEventNameSchema,
  status: z.enum(['pending', 'delivering', 'delivered', 'failed']),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  /** when the next attempt is due (status pending), else null */
  next_retry_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const ListWebhookEventsResponseSchema = z.object({
  events: z.array(WebhookDeliverySchema),
  /** pass as `cursor` to read older entries; null at the end */
  next_cursor: z.string().nullable(),
});
export type ListWebhookEventsResponse = z.infer<typeof ListWebhookEventsResponseSchema>;
