/**
 * The dashboard's reads over PostgreSQL, every one scoped to one account (bound parameter). Ingested conversations
 * only: analyze stores no content. A reused conversation id shows its most recently analysed record.
 */
import type { Queryable } from '../../infra/db/types.js';
import { CATEGORIES } from '../../schemas/oversight/taxonomy.js';
import type { CrossSessionNarrative } from '../oversight-arcs/arcs.js';
import type { OversightResult } from './result.js';

export interface ConversationFilter {
  concern?: string;
  trajectory?: string;
  from?: string;
  to?: string;
  agent?: string;
  ingestion?: string;
}

export interface ConversationRow {
  conversation_id: string;
  ingestion_id: string;
  overall_concern: string | null;
  trajectory: string | null;
  message_count: number;
  agent_ids: string[];
  platform: string | null;
  user_is_minor: boolean | null;
  analyzed_at: string | null;
  error: string | null;
  behaviors: number;
}

/** latest row per conversation id */
const LATEST = `SELECT DISTINCT ON (conversation_id) * FROM oversight_conversations WHERE account_id = $1 ORDER BY conversation_id, stored_at DESC, id DESC`;

export async function overview(db: Queryable, accountId: string) {
  const r = await db.query<{
    total: number;
    none: number;
    low: number;
    medium: number;
    high: number;
    critical: number;
    failed: number;
    minors: number;
    missed: number;
  }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE overall_concern = 'none')::int AS none, count(*) FILTER (WHERE overall_concern = 'low')::int AS low,
            count(*) FILTER (WHERE overall_concern = 'medium')::int AS medium, count(*) FILTER (WHERE overall_concern = 'high')::int AS high,
            count(*) FILTER (WHERE overall_concern = 'critical')::int AS critical, count(*) FILTER (WHERE result IS NULL)::int AS failed,
            count(*) FILTER (WHERE user_is_minor)::int AS minors,
            coalesce(sum((SELECT count(*) FROM jsonb_array_elements(result->'turn_analysis') t WHERE (t->>'missed_intervention')::boolean)), 0)::int AS missed
       FROM (${LATEST}) c`,
    [accountId],
  );
  const ing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM oversight_ingestions WHERE account_id = $1', [accountId]);
  return { ...r.rows[0]!, ingestions: ing.rows[0]!.n };
}

export async function listConversations(db: Queryable, accountId: string, f: ConversationFilter, limit = 200): Promise<ConversationRow[]> {
  const where: string[] = [];
  const params: unknown[] = [accountId];
  const add = (sql: string, v: unknown) => {
    params.push(v);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.concern) add('overall_concern = ?', f.concern);
  if (f.trajectory) add('trajectory = ?', f.trajectory);
  if (f.from) add('analyzed_at >= ?::date', f.from);
  if (f.to) add("analyzed_at < (?::date + interval '1 day')", f.to);
  if (f.agent) add('? = ANY(agent_ids)', f.agent);
  if (f.ingestion) add('ingestion_id = ?', f.ingestion);
  params.push(limit);
  const r = await db.query<ConversationRow>(
    `SELECT conversation_id, ingestion_id, overall_concern, trajectory, message_count, agent_ids, platform, user_is_minor, analyzed_at::text AS analyzed_at, error,
            coalesce(jsonb_array_length(result->'detected_behaviors'), 0)::int AS behaviors
       FROM (${LATEST}) c ${where.length ? 'WHERE ' + where.join(' AND ') : ''}
      ORDER BY analyzed_at DESC NULLS LAST, conversation_id LIMIT $${params.length}`,
    params,
  );
  return r.rows;
}

export async function conversation(db: Queryable, accountId: string, conversationId: string) {
  const r = await db.query<{
    conversation_id: string;
    ingestion_id: string;
    messages: unknown;
    metadata: unknown;
    result: OversightResult | null;
    error: string | null;
    analyzed_at: string | null;
    versions: number;
  }>(
    `SELECT conversation_id, ingestion_id, messages, metadata, result, error, analyzed_at::text AS analyzed_at,
            (SELECT count(*)::int FROM oversight_conversations x WHERE x.account_id = $1 AND x.conversation_id = $2) AS versions
       FROM oversight_conversations WHERE account_id = $1 AND conversation_id = $2 ORDER BY stored_at DESC, id DESC LIMIT 1`,
    [accountId, conversationId],
  );
  return r.rows[0];
}

export async function behaviorCounts(db: Queryable, accountId: string) {
  const r = await db.query<{ code: string; conversations: number; max_severity: string; turns: number }>(
    `SELECT b->>'code' AS code, count(*)::int AS conversations, sum((b->>'turn_count')::int)::int AS turns,
            (ARRAY['low','medium','high','critical'])[max(array_position(ARRAY['low','medium','high','critical'], b->>'severity'))] AS max_severity
       FROM (${LATEST}) c, jsonb_array_elements(c.result->'detected_behaviors') b
      GROUP BY 1 ORDER BY 2 DESC, 1`,
    [accountId],
  );
  return r.rows;
}

export async function agentStats(db: Queryable, accountId: string) {
  const r = await db.query<{ agent: string; conversations: number; high_or_critical: number; behaviors: number }>(
    `SELECT a AS agent, count(*)::int AS conversations, count(*) FILTER (WHERE overall_concern IN ('high','critical'))::int AS high_or_critical,
            coalesce(sum(jsonb_array_length(result->'detected_behaviors')), 0)::int AS behaviors
       FROM (${LATEST}) c, unnest(CASE WHEN cardinality(agent_ids) = 0 THEN ARRAY['(none)'] ELSE agent_ids END) a
      GROUP BY a ORDER BY 2 DESC, 1`,
    [accountId],
  );
  return r.rows;
}

export async function minorCompliance(db: Queryable, accountId: string) {
  const rows = await db.query<{
    conversation_id: string;
    overall_concern: string | null;
    analyzed_at: string | null;
    codes: string | null;
    platform: string | null;
    agent_ids: string[];
  }>(
    `SELECT conversation_id, overall_concern, analyzed_at::text AS analyzed_at, platform, agent_ids,
            (SELECT string_agg(b->>'code', ' ') FROM jsonb_array_elements(result->'detected_behaviors') b WHERE b->>'code' IN (SELECT unnest($2::text[]))) AS codes
       FROM (${LATEST}) c WHERE user_is_minor ORDER BY analyzed_at DESC NULLS LAST`,
    [accountId, MINOR_CODES],
  );
  const withFindings = rows.rows.filter((r) => r.codes);
  return {
    minors: rows.rows.length,
    withMinorFindings: withFindings.length,
    highOrCritical: rows.rows.filter((r) => r.overall_concern === 'high' || r.overall_concern === 'critical').length,
    rows: rows.rows,
  };
}

export const MINOR_CODES: readonly string[] = CATEGORIES.find((c) => c.category === 'minors_protection')!.codes;

export async function userArcs(db: Queryable, accountId: string) {
  const r = await db.query<{ user_id_hash: string; narrative: CrossSessionNarrative; sessions_analyzed: number; updated_at: string }>(
    'SELECT user_id_hash, narrative, sessions_analyzed, updated_at::text AS updated_at FROM oversight_user_arcs WHERE account_id = $1 ORDER BY updated_at DESC LIMIT 200',
    [accountId],
  );
  return r.rows.map((x) => ({ ...x, narrative: typeof x.narrative === 'string' ? (JSON.parse(x.narrative) as CrossSessionNarrative) : x.narrative }));
}
