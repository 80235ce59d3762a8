/**
 * The delivery body (spec 2, "Events" / "Payloads"): a flat JSON object — `event`, `event_id`, `timestamp`
 * (ISO 8601 UTC), `api_version` (`2025-01`) followed by the event's own fields. The body is rendered once per
 * (event, webhook) and stored, so every retry sends the identical bytes that were signed.
 *
 * Content rules:
 * - `evaluate.alert`: `conversation.latest_user_message` is kept only when the webhook has include_conversation
 *   on, cut to 1000 chars with `truncated: true` when longer; otherwise `conversation` is
 *   `{included: false, message_count}`.
 * - `oversight.alert`: `conversation` is reduced to `{included: true, message_count}` (never a transcript).
 * - `oversight.ingestion.complete`, `test.ping`: no `conversation` at all.
 */
import type { WebhookEventRecord } from './events.js';

export const API_VERSION = '2025-01';
export const MAX_MESSAGE_CHARS = 1000;
export const DEFAULT_PING_MESSAGE = 'Test webhook from Haven. If you can read this, your endpoint works.';

const RESERVED = new Set(['event', 'event_id', 'timestamp', 'api_version']);

export interface PayloadOptions {
  include_conversation: boolean;
}

function parseFields(json: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(json);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function asObject(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function messageCount(conv: Record<string, unknown>): number {
  const n = conv.message_count;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

export function buildPayload(record: WebhookEventRecord, opts: PayloadOptions): Record<string, unknown> {
  const fields = parseFields(record.payload_json);
  const body: Record<string, unknown> = {
    event: record.event,
    event_id: record.event_id,
    timestamp: new Date(record.created_at).toISOString(),
    api_version: API_VERSION,
  };
  for (const [k, v] of Object.entries(fields)) if (!RESERVED.has(k)) body[k] = v;

  switch (record.event) {
    case 'evaluate.alert': {
      const conv = asObject(body.conversation);
      const text = conv.latest_user_message;
      if (opts.include_conversation && typeof text === 'string') {
        const chars = Array.from(text); // code points, so a surrogate pair is never split
        const cut = chars.length > MAX_MESSAGE_CHARS;
        body.conversation = {
          included: true,
          message_count: messageCount(conv),
          latest_user_message: cut ? chars.slice(0, MAX_MESSAGE_CHARS).join('') : text,
          truncated: cut || conv.truncated === true,
        };
      } else {
        body.conversation = { included: false, message_count: messageCount(conv) };
      }
      break;
    }
    case 'oversight.alert':
      body.conversation = { included: true, message_count: messageCount(asObject(body.conversation)) };
      break;
    case 'test.ping':
      delete body.conversation;
      if (typeof body.message !== 'string') body.message = DEFAULT_PING_MESSAGE;
      break;
    default:
      delete body.conversation;
  }
  return body;
}

/** the exact raw body bytes (as text) that are signed and sent */
export function renderBody(record: WebhookEventRecord, opts: PayloadOptions): string {
  return JSON.stringify(buildPayload(record, opts));
}
