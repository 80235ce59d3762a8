/**
 * What an analysis announces: the `oversight.completed` record (codes and concern, no content) and, for concern
 * high or critical, an `oversight.alert` webhook event (spec doc 2 payload; no transcript).
 */

import { createHash } from 'node:crypto';
import type { Runtime } from '../../infra/runtime.js';
import { TOPICS } from '../../infra/topics.js';
import type * as gen from '../../schemas/generated/records.js';
import { BEHAVIOR_BY_CODE, categoryOf, raisesConcern } from '../../schemas/oversight/taxonomy.js';
import { newEventRecord } from '../../sinks/webhooks/events.js';
import type { OvConversation } from './conversation.js';
import type { OversightResult } from './result.js';

/** A record of topic oversight.completed (type generated from schemas/oversight-completed.avsc), its source narrowed. */
export type CompletedRecord = Omit<gen.OversightCompletedRecord, 'source'> & { source: 'analyze' | 'ingest' };

export function agentIdsOf(conv: OvConversation): string[] {
  return [...new Set(conv.messages.map((m) => m.agent_id).filter((a): a is string => !!a))];
}

export function isMinor(conv: OvConversation): boolean {
  const md = conv.metadata ?? {};
  return md.user_is_minor === true || md.user_age_bracket === 'child' || md.user_age_bracket === 'teen';
}

export function completedRecord(o: {
  analysisId: string;
  accountId: string;
  source: 'analyze' | 'ingest';
  ingestionId?: string;
  conv: OvConversation;
  result: OversightResult;
}): CompletedRecord {
  const md = o.conv.metadata ?? {};
  const r = o.result;
  const turnsOf = new Map<string, number[]>();
  for (const t of r.turn_analysis) for (const b of t.behaviors) turnsOf.set(b.code, [...(turnsOf.get(b.code) ?? []), t.turn_number]);
  return {
    analysis_id: o.analysisId,
    account_id: o.accountId,
    conversation_id: r.conversation_id,
    source: o.source,
    ingestion_id: o.ingestionId ?? null,
    user_id_hash: typeof md.user_id_hash === 'string' ? md.user_id_hash : null,
    session_number: typeof md.session_number === 'number' ? md.session_number : null,
    platform: typeof md.platform === 'string' ? md.platform : null,
    agent_ids: agentIdsOf(o.conv),
    user_is_minor: isMinor(o.conv) || /minor/.test(r.summary ?? ''),
    overall_concern: r.overall_concern,
    trajectory: r.trajectory,
    mode: r.mode_used,
    message_count: o.conv.messages.length,
    behaviors_json: JSON.stringify(
      r.detected_behaviors.map((d) => ({
        code: d.code,
        category: categoryOf(d.code),
        severity: d.severity,
        turn_count: d.turn_count,
        turns: turnsOf.get(d.code) ?? [],
      })),
    ),
    missed_interventions: r.turn_analysis.filter((t) => t.missed_intervention).length,
    analyzed_at: Date.parse(r.analyzed_at),
    latency_ms: r.latency_ms,
  };
}

export async function publishCompleted(rt: Runtime, rec: CompletedRecord): Promise<void> {
  await publishCompletedMany(rt, [rec]);
}

/** One bus call for many records (ingest announces a chunk of conversations at once). */
export async function publishCompletedMany(rt: Runtime, recs: readonly CompletedRecord[]): Promise<void> {
  if (!recs.length) return;
  await rt.bus.publish(
    TOPICS.oversightCompleted,
    recs.map((rec) => {
      const enc = rt.avro.encode('oversight-completed', rec as unknown as Record<string, unknown>);
      return { key: rec.user_id_hash ?? rec.conversation_id, value: enc.value, headers: enc.headers };
    }),
  );
}

/** A stable event id per (analysis, event) so a redelivered record does not alert twice. */
export function eventIdFor(...parts: string[]): string {
  return 'evt_' + createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);
}

export interface AlertInput {
  accountId: string;
  analysisId: string;
  conv: OvConversation;
  result: OversightResult;
}

export async function publishAlert(rt: Runtime, o: AlertInput): Promise<boolean> {
  return (await publishAlerts(rt, [o])) > 0;
}

/** The `oversight.alert` events of the analyses whose concern is high or critical, in one bus call; returns how many. */
export async function publishAlerts(rt: Runtime, list: readonly AlertInput[]): Promise<number> {
  const events = list.flatMap((o) => {
    const ev = alertEvent(o);
    if (!ev) return [];
    const enc = rt.avro.encode('webhook-event', ev as unknown as Record<string, unknown>);
    return [{ key: o.accountId, value: enc.value, headers: enc.headers }];
  });
  if (events.length) await rt.bus.publish(TOPICS.webhookEvents, events);
  return events.length;
}

function alertEvent(o: AlertInput) {
  const r = o.result;
  if (r.overall_concern !== 'high' && r.overall_concern !== 'critical') return null;
  const md = o.conv.metadata ?? {};
  const fields = {
    conversation_id: r.conversation_id,
    concern: r.overall_concern,
    trajectory: r.trajectory,
    summary: r.summary ?? r.conversation_summary,
    behaviors: r.detected_behaviors
      .filter((d) => raisesConcern(d.code))
      .map((d) => ({ code: d.code, name: BEHAVIOR_BY_CODE.get(d.code)?.name ?? d.code, severity: d.severity, category: categoryOf(d.code) })),
    agent_ids: agentIdsOf(o.conv),
    platform: typeof md.platform === 'string' ? md.platform : null,
    user_is_minor: isMinor(o.conv),
    conversation: { included: true, message_count: o.conv.messages.length },
  };
  const ev = newEventRecord({
    accountId: o.accountId,
    event: 'oversight.alert',
    severity: r.overall_concern,
    fields,
    eventId: eventIdFor(o.analysisId, 'oversight.alert'),
  });
  return ev;
}
