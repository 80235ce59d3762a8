import { createHash } from 'node:crypto';
import type * as gen from '../../../schemas/generated/records.js';
import { CLASSIFY_ROLES, type ClassifyMessage, THOROUGHNESS } from '../../../schemas/http/ocular.js';
import type { ScorerInfo } from '../core/types.js';
import type { ScoreRequest } from './backend.js';

/** A record of topic classify.conversations (type generated from schemas/classify-conversation.avsc). */
export type ConversationRecord = gen.ClassifyConversationRecord;

/** A record of topic classify.results (type generated from schemas/classify-result.avsc). */
export type ResultRecord = gen.ClassifyResultRecord;

/** A streamed conversation the classifier will never score; the reason goes to classify.rejected. */
export class RejectedRecord extends Error {}

/** The same limits the HTTP routes hold a conversation to (self-hosted body cap aside). */
export const STREAM_MAX_MESSAGES = 1000;
export const STREAM_MAX_CHARS = 1_000_000;

/** Checks a streamed record and turns it into a scoring request; throws RejectedRecord for input that can never score. */
export function toStreamRequest(r: ConversationRecord): ScoreRequest {
  if (!r.conversation_id || r.conversation_id.length > 256) throw new RejectedRecord('conversation_id must be 1..256 characters');
  if (!r.messages.length) throw new RejectedRecord('messages must not be empty');
  if (r.messages.length > STREAM_MAX_MESSAGES) throw new RejectedRecord(`at most ${STREAM_MAX_MESSAGES} messages per conversation`);
  let chars = 0;
  for (const m of r.messages) {
    if (!(CLASSIFY_ROLES as readonly string[]).includes(m.role))
      throw new RejectedRecord(`role must be user, assistant or system, not ${JSON.stringify(m.role.slice(0, 40))}`);
    chars += m.content.length;
  }
  if (chars > STREAM_MAX_CHARS) throw new RejectedRecord(`at most ${STREAM_MAX_CHARS} characters per conversation`);
  if (!r.messages.some((m) => m.role !== 'system' && m.content.trim())) throw new RejectedRecord('no user or assistant message to score');
  if (!(THOROUGHNESS as readonly string[]).includes(r.thoroughness)) throw new RejectedRecord('thoroughness must be fast, auto or thorough');
  if (!Number.isInteger(r.trajectory_stride) || r.trajectory_stride < 1 || r.trajectory_stride > 64)
    throw new RejectedRecord('trajectory_stride must be 1..64');
  return {
    messages: r.messages.map((m) => ({ role: m.role as ClassifyMessage['role'], content: m.content })),
    per_turn: r.per_turn,
    trajectory_stride: r.trajectory_stride,
    thoroughness: r.thoroughness as ScoreRequest['thoroughness'],
    detail: false,
  };
}

/** One id per input record: a redelivered record scores to the same id, so its rows deduplicate downstream. */
export function streamRequestId(topic: string, partition: number, offset: string): string {
  return `cls_${createHash('sha256').update(`${topic}/${partition}/${offset}`).digest('hex').slice(0, 24)}`;
}

/** Identifies the exact models behind a score: the embedder and every head's pinned file hash. */
const modelVersions = new WeakMap<ScorerInfo, string>();
export function modelVersion(info: ScorerInfo): string {
  const hit = modelVersions.get(info);
  if (hit) return hit;
  const h = createHash('sha256').update(info.embedder);
  for (const head of [...info.heads].sort((a, b) => a.code.localeCompare(b.code))) h.update(`\n${head.code}:${head.model.sha256}`);
  const v = `m_${h.digest('hex').slice(0, 12)}`;
  modelVersions.set(info, v);
  return v;
}

export function bandOf(salience: number): 'clear' | 'watch' | 'danger' {
  return salience >= 0.6 ? 'danger' : salience >= 0.3 ? 'watch' : 'clear';
}

interface ResultShape {
  salience: number;
  subject: string;
  imminence: { level: string; score: number };
  fiction: number;
  authenticity: number;
  confidence: number | null;
  thoroughness: string;
  signals: { user: Record<string, { score: number }>; ai: Record<string, { score: number }> };
  meta: { version: string; build: string; inference_ms: number };
  trajectory?: Array<{ role: string; turn: number; salience: number; signals_by_axis: Record<string, number> }>;
  trajectory_shape?: { phases: string[] };
}

export function toResultRecord(
  conv: ConversationRecord,
  result: Record<string, unknown>,
  o: { requestId: string; scoredAt: number; modelVersion: string },
): ResultRecord {
  const r = result as unknown as ResultShape;
  const scores = (axes: Record<string, { score: number }>) => Object.fromEntries(Object.entries(axes).map(([k, v]) => [k, v.score]));
  return {
    request_id: o.requestId,
    session_id: conv.session_id,
    user_id: conv.user_id,
    agent_id: conv.agent_id,
    // The console's stream feed stores sessions from these (a transcript, and the response verbatim).
    messages_json: JSON.stringify(conv.messages.map((m) => ({ role: m.role, content: m.content }))),
    result_json: JSON.stringify(result),
    scored_at: o.scoredAt,
    conversation_id: conv.conversation_id,
    tenant: conv.tenant,
    produced_at: conv.produced_at,
    contract_version: r.meta.version,
    build: r.meta.build,
    model_version: o.modelVersion,
    thoroughness: r.thoroughness,
    salience: r.salience,
    band: bandOf(r.salience),
    subject: r.subject,
    imminence_level: r.imminence.level,
    imminence_score: r.imminence.score,
    fiction: r.fiction,
    authenticity: r.authenticity,
    confidence: r.confidence ?? null,
    user_axes: scores(r.signals.user),
    ai_axes: scores(r.signals.ai),
    turns: (r.trajectory ?? []).map((t, i) => ({
      index: i,
      role: t.role,
      turn: t.turn,
      salience: t.salience,
      phase: r.trajectory_shape?.phases[i] ?? 'baseline',
      signals: t.signals_by_axis,
    })),
    message_count: conv.messages.length,
    inference_ms: r.meta.inference_ms,
  };
}
