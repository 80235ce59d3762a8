/**
 * The evaluate.alert event fields (spec document 2, "Payloads"; NOPE's wire notes): built from an assessment and
 * published to webhook.events through the existing webhook event path (sinks/webhooks/events.ts). The webhook sink
 * decides which of the account's webhooks receive it (their threshold) and keeps the message text only for webhooks
 * with include_conversation.
 */
import { newEventRecord, type WebhookEventRecord } from '../../sinks/webhooks/events.js';
import type { Assessment } from './engine.js';
import type { ResourceMatch } from './resources.js';
import type { InputMessage } from './types.js';
import { childUrgency, concernOf, domainOf, domains, ipvLevel, overall, thirdPartyThreat } from './wire.js';

export function alertFields(
  a: Assessment,
  messages: readonly InputMessage[],
  res: ResourceMatch | undefined,
  o: { country: string; conversation_id?: string; end_user_id?: string },
) {
  const ov = overall(a.risks);
  const lead = a.risks[0];
  const latest = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  return {
    ...(o.conversation_id ? { conversation_id: o.conversation_id } : {}),
    ...(o.end_user_id ? { user_id: o.end_user_id } : {}),
    risk_summary: {
      overall_severity: ov.severity,
      overall_imminence: ov.imminence,
      primary_domain: lead ? domainOf(lead) : null,
      confidence: lead ? Math.round(lead.confidence * 100) / 100 : 0,
      // the spec's table types this as a string (NOPE's wire sends an array): one readable line, most serious first
      primary_concerns: a.risks.slice(0, 3).map(concernOf).join(', '),
    },
    domains: domains(a.risks).map((d) => ({ domain: d.domain, severity: d.severity, imminence: d.imminence })),
    flags: {
      intimate_partner_violence: ipvLevel(a.risks),
      child_safeguarding: childUrgency(a.risks),
      third_party_threat: thirdPartyThreat(a.risks),
    },
    resources_provided:
      res && a.show_resources ? [res.primary, ...res.secondary].map((r) => ({ name: r.name, type: r.type, country: r.country_codes[0] ?? o.country })) : [],
    conversation: {
      included: false,
      message_count: messages.length,
      latest_user_message: latest,
      truncated: Array.from(latest).length > 1000,
    },
  };
}

/** The webhook.events record for an assessment, or undefined when no risk was found (nothing to alert on). */
export function alertRecord(
  accountId: string,
  a: Assessment,
  messages: readonly InputMessage[],
  res: ResourceMatch | undefined,
  o: { country: string; conversation_id?: string; end_user_id?: string; requestId: string; now: Date },
): WebhookEventRecord | undefined {
  if (!a.risks.length) return undefined;
  return newEventRecord({
    accountId,
    event: 'evaluate.alert',
    severity: overall(a.risks).severity,
    fields: alertFields(a, messages, res, o),
    createdAt: o.now,
    // one event per evaluation: a redelivered request record publishes the same event id (the sink deduplicates)
    eventId: `evt_${o.requestId.replace(/[^A-Za-z0-9]/g, '')}`,
  });
}
