/**
 * Which webhooks receive an event (pure).
 * - Only webhooks of the event's account that are not deleted.
 * - `test.ping` goes only to its target webhook (`target_webhook_id`), even when that webhook is disabled or not
 *   subscribed to `test.ping`: testing an endpoint is an explicit request for that endpoint.
 * - Any other event: enabled webhooks subscribed to the event type (and the target, when one is set) whose
 *   `min_severity` ≤ the event's severity. Events without a severity (`oversight.ingestion.complete`) pass the
 *   threshold; an alert whose severity is missing is treated as `none` (delivered only to `min_severity: none`).
 */
import { normalizeSeverity, severityRank, type WebhookEventRecord, type WebhookSeverity } from './events.js';

export interface MatchableWebhook {
  id: string;
  account_id: string;
  enabled: boolean;
  deleted_at: Date | string | null;
  min_severity: WebhookSeverity;
  events: string[];
}

type MatchEvent = Pick<WebhookEventRecord, 'account_id' | 'event' | 'severity' | 'target_webhook_id'>;

const ALERTS = new Set(['evaluate.alert', 'oversight.alert']);

export function webhookMatches(webhook: MatchableWebhook, event: MatchEvent): boolean {
  if (webhook.account_id !== event.account_id || webhook.deleted_at != null) return false;
  if (event.event === 'test.ping') return event.target_webhook_id != null && webhook.id === event.target_webhook_id;
  if (event.target_webhook_id != null && webhook.id !== event.target_webhook_id) return false;
  if (!webhook.enabled || !webhook.events.includes(event.event)) return false;
  const sev = normalizeSeverity(event.severity) ?? (ALERTS.has(event.event) ? 'none' : null);
  if (sev === null) return true;
  return severityRank(sev) >= severityRank(webhook.min_severity);
}

export function matchWebhooks<W extends MatchableWebhook>(webhooks: W[], event: MatchEvent): W[] {
  return webhooks.filter((w) => webhookMatches(w, event));
}
