/**
 * Stored sessions (spec 3, "Console objects"): the verbatim classifier response and transcript as JSON text, plus
 * the derived columns lists filter and sort on. Same SQL on PGlite and pg.
 */
import type { Queryable } from '../../infra/db/types.js';
import type { SessionSortKey } from '../../schemas/http/console.js';
import { type ClassifierResult, type DerivedColumns, deriveColumns } from '../classifier/result.js';
import { pageOf } from '../page.js';

export interface Turn {
  turn: number;
  role: string;
  content: string;
}

export interface SessionInput {
  session_id: string;
  user_id: string;
  agent_id: string | null;
  revision_id: string;
  source: 'api' | 'batch' | 'push' | 'stream';
  scored_ms: number;
  turns: Turn[];
  classifier: ClassifierResult;
}

export interface StoredSummary extends DerivedColumns {
  session_id: string;
  user_id: string;
  agent_id: string | null;
  scored_at: number;
  ingested_at: number;
  message_count: number;
}

export interface StoredSession extends StoredSummary {
  revision_id: string;
  source: string;
  turns: Turn[];
  classifier: ClassifierResult;
}

/** the column behind each sort key of the API (`SESSION_SORT_KEYS`) */
export const SORT_COLUMNS: Readonly<Record<SessionSortKey, string>> = {
  crisis_score: 'crisis_score',
  scored_at: 'scored_ms',
  ingested_at: 'ingested_ms',
  salience: 'salience',
  suicide_risk: 'suicide_risk',
  max_user_risk: 'max_user_risk',
  max_ai_concern: 'max_ai_concern',
  fiction_strength: 'fiction_strength',
  imminence_score: 'imminence_score',
  message_count: 'message_count',
};
export type SortKey = SessionSortKey;

const COLS = [
  'session_id',
  'user_id',
  'agent_id',
  'revision_id',
  'source',
  'scored_ms',
  'ingested_ms',
  'message_count',
  'turns_json',
  'classifier_json',
  'salience',
  'verdict',
  'subject',
  'crisis_score',
  'suicide_risk',
  'max_user_risk',
  'max_ai_concern',
  'fiction_strength',
  'imminence_score',
  'size_bytes',
] as const;
const SUMMARY_COLS = `session_id, user_id, agent_id, scored_ms::float8 AS scored_ms, ingested_ms::float8 AS ingested_ms, message_count, salience, verdict, subject,
  crisis_score, suicide_risk, max_user_risk, max_ai_concern, fiction_strength, imminence_score`;

/** Upserts sessions (a newer ingest of a session replaces it). Rows are written in chunks inside the caller's transaction. */
export async function upsertSessions(q: Queryable, items: SessionInput[], nowMs: number): Promise<Map<string, DerivedColumns>> {
  const derived = new Map<string, DerivedColumns>();
  for (let start = 0; start < items.length; start += 200) {
    const chunk = items.slice(start, start + 200);
    const params: unknown[] = [];
    const values: string[] = [];
    for (const it of chunk) {
      const d = deriveColumns(it.classifier);
      derived.set(it.session_id, d);
      const turnsJson = JSON.stringify(it.turns);
      const classifierJson = JSON.stringify(it.classifier);
      const row = [
        it.session_id,
        it.user_id,
        it.agent_id,
        it.revision_id,
        it.source,
        Math.round(it.scored_ms),
        Math.round(nowMs),
        it.turns.length,
        turnsJson,
        classifierJson,
        d.salience,
        d.verdict,
        d.subject,
        d.crisis_score,
        d.suicide_risk,
        d.max_user_risk,
        d.max_ai_concern,
        d.fiction_strength,
        d.imminence_score,
        Buffer.byteLength(turnsJson) + Buffer.byteLength(classifierJson),
      ];
      const base = params.length;
      params.push(...row);
      values.push(`(${row.map((_, i) => `$${base + i + 1}`).join(',')})`);
    }
    const updates = COLS.filter((c) => c !== 'session_id')
      .map((c) => `${c} = EXCLUDED.${c}`)
      .join(', ');
    await q.query(`INSERT INTO console_sessions (${COLS.join(', ')}) VALUES ${values.join(',')} ON CONFLICT (session_id) DO UPDATE SET ${updates}`, params);
  }
  return derived;
}

function summaryFrom(r: Record<string, unknown>): StoredSummary {
  return {
    session_id: String(r.session_id),
    user_id: String(r.user_id),
    agent_id: (r.agent_id as string | null) ?? null,
    scored_at: Math.floor(Number(r.scored_ms) / 1000),
    ingested_at: Math.floor(Number(r.ingested_ms) / 1000),
    message_count: Number(r.message_count),
    salience: Number(r.salience),
    verdict: r.verdict as StoredSummary['verdict'],
    subject: r.subject as StoredSummary['subject'],
    crisis_score: Number(r.crisis_score),
    suicide_risk: Number(r.suicide_risk),
    max_user_risk: Number(r.max_user_risk),
    max_ai_concern: Number(r.max_ai_concern),
    fiction_strength: Number(r.fiction_strength),
    imminence_score: Number(r.imminence_score),
  };
}

export interface ListQuery {
  verdict?: 'clear' | 'watch' | 'danger';
  min_crisis: number;
  sort: SortKey;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  user_id?: string;
  agent_id?: string;
  /** case-insensitive substring of session, user or agent id */
  q?: string;
}

export async function listSessions(q: Queryable, l: ListQuery): Promise<{ total: number; sessions: StoredSummary[] }> {
  const where: string[] = ['crisis_score >= $1'];
  const params: unknown[] = [l.min_crisis];
  if (l.verdict) {
    params.push(l.verdict);
    where.push(`verdict = $${params.length}`);
  }
  if (l.user_id) {
    params.push(l.user_id);
    where.push(`user_id = $${params.length}`);
  }
  if (l.agent_id) {
    params.push(l.agent_id);
    where.push(`agent_id = $${params.length}`);
  }
  if (l.q) {
    params.push(`%${l.q.replace(/[\\%_]/g, (c) => '\\' + c).toLowerCase()}%`);
    const p = `$${params.length}`;
    where.push(`(lower(session_id) LIKE ${p} OR lower(user_id) LIKE ${p} OR lower(coalesce(agent_id, '')) LIKE ${p})`);
  }
  const w = where.join(' AND ');
  const col = SORT_COLUMNS[l.sort];
  const dir = l.order === 'asc' ? 'ASC' : 'DESC';
  const page = await pageOf(q, {
    table: 'console_sessions',
    select: SUMMARY_COLS,
    where: w,
    params,
    orderBy: `${col} ${dir}, session_id ${dir}`,
    limit: l.limit,
    offset: l.offset,
  });
  return { total: page.total, sessions: page.rows.map(summaryFrom) };
}

export async function getSession(q: Queryable, id: string): Promise<StoredSession | null> {
  const r = await q.query(`SELECT ${SUMMARY_COLS}, revision_id, source, turns_json, classifier_json FROM console_sessions WHERE session_id = $1`, [id]);
  const row = r.rows[0];
  if (!row) return null;
  return {
    ...summaryFrom(row),
    revision_id: String(row.revision_id),
    source: String(row.source),
    turns: JSON.parse(String(row.turns_json)) as Turn[],
    classifier: JSON.parse(String(row.classifier_json)) as ClassifierResult,
  };
}

export async function deleteSession(q: Queryable, id: string): Promise<boolean> {
  const r = await q.query('DELETE FROM console_sessions WHERE session_id = $1', [id]);
  return r.rowCount > 0;
}

export async function countSessions(q: Queryable): Promise<number> {
  const r = await q.query<{ n: string | number }>('SELECT count(*) AS n FROM console_sessions');
  return Number(r.rows[0]?.n ?? 0);
}

/** turns of a transcript: every message in order, numbered from 0 */
export function turnsFrom(messages: { role: string; content: string }[] | undefined): Turn[] {
  return (messages ?? []).map((m, i) => ({ turn: i, role: m.role, content: m.content }));
}
