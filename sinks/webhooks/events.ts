/**
 * Webhook event vocabulary and the `webhook.events` topic record (schemas/webhook-event.avsc).
 *
 * A record is one event for one account. Producers (evaluate, oversight, the webhook test route) publish it with
 * key = account_id; the webhook sink fans it out to the account's matching webhooks. Event-specific fields
 * differ per event type, so they travel as one JSON string (`payload_json`) rather than an Avro union; the
 * common fields that routing needs (account, type, severity, target) are typed Avro fields.
 */

import { randomUUID } from 'node:crypto';
import type * as gen from '../../schemas/generated/records.js';
import { WEBHOOK_EVENT_NAMES, WEBHOOK_SEVERITY_NAMES } from '../../schemas/http/webhooks.js';

export const WEBHOOK_TOPIC = 'webhook.events';
export const WEBHOOK_SINK_GROUP = 'sink-webhooks';
export const WEBHOOK_EVENT_SCHEMA = 'webhook-event';

/** the vocabularies are defined once, with the HTTP schemas (schemas/http/webhooks.ts) */
export const WEBHOOK_EVENT_TYPES = WEBHOOK_EVENT_NAMES;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** the webhook threshold scale (spec 2: `none`, `low`, `medium`, `high`, `critical`) */
export const WEBHOOK_SEVERITIES = WEBHOOK_SEVERITY_NAMES;
export type WebhookSeverity = (typeof WEBHOOK_SEVERITIES)[number];

export function severityRank(s: WebhookSeverity): number {
  return WEBHOOK_SEVERITIES.indexOf(s);
}

/**
 * Maps a producer's severity onto the threshold scale. Evaluate speaks `none|mild|moderate|high|critical`;
 * oversight speaks `none|low|medium|high|critical`. `mild`→`low`, `moderate`→`medium`. Unknown → null.
 */
export function normalizeSeverity(s: string | null | undefined): WebhookSeverity | null {
  if (s == null) return null;
  const v = s.toLowerCase();
  if (v === 'mild') return 'low';
  if (v === 'moderate') return 'medium';
  return (WEBHOOK_SEVERITIES as readonly string[]).includes(v) ? (v as WebhookSeverity) : null;
}

export function isWebhookEventType(s: string): s is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(s);
}

/** the Avro record on `webhook.events` (type generated from schemas/webhook-event.avsc) */
export type WebhookEventRecord = gen.WebhookEventRecord;

export function newEventId(): string {
  return 'evt_' + randomUUID().replace(/-/g, '');
}

export function newEventRecord(input: {
  accountId: string;
  event: WebhookEventType;
  severity?: string | null;
  targetWebhookId?: string | null;
  fields: Record<string, unknown>;
  createdAt?: Date;
  eventId?: string;
}): WebhookEventRecord {
  return {
    event_id: input.eventId ?? newEventId(),
    account_id: input.accountId,
    event: input.event,
    severity: normalizeSeverity(input.severity ?? null),
    target_webhook_id: input.targetWebhookId ?? null,
    payload_json: JSON.stringify(input.fields),
    created_at: (input.createdAt ?? new Date()).getTime(),
  };
}
