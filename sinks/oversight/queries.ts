/**
 * The oversight trend queries over ClickHouse, always scoped to one account (the account id is a bound parameter,
 * never spliced). Used by GET /v1/oversight/trends and the dashboard's charts.
 */
import type { Analytics } from '../../infra/analytics/index.js';

export interface TrendsParams {
  group_by: 'day' | 'behavior' | 'category' | 'agent';
  from?: string;
  to?: string;
}

const SEVERITY = `['none','low','medium','high','critical']`;

function range(p: TrendsParams): { where: string; params: Record<string, unknown> } {
  const params: Record<string, unknown> = {};
  let where = '';
  if (p.from) {
    where += " AND analyzed_at >= toDateTime64({from:String}, 3, 'UTC')";
    params.from = `${p.from} 00:00:00`;
  }
  if (p.to) {
    where += " AND analyzed_at < toDateTime64({to:String}, 3, 'UTC') + INTERVAL 1 DAY";
    params.to = `${p.to} 00:00:00`;
  }
  return { where, params };
}

export async function trends(a: Analytics, accountId: string, p: TrendsParams): Promise<Record<string, unknown>> {
  const { where, params } = range(p);
  const bind = { ...params, account: accountId };
  let rows: Record<string, unknown>[];
  switch (p.group_by) {
    case 'day':
      rows = await a.query(
        `SELECT toString(toDate(analyzed_at)) AS day, count() AS analyses, countIf(concern_rank >= 3) AS high_or_critical,
                round(avg(concern_rank), 3) AS mean_concern_rank, sum(missed_interventions) AS missed_interventions, countIf(user_is_minor = 1) AS minor_conversations
           FROM oversight_analyses FINAL WHERE account_id = {account:String}${where} GROUP BY day ORDER BY day`,
        bind,
      );
      break;
    case 'behavior':
    case 'category': {
      const key = p.group_by === 'behavior' ? 'code' : 'category';
      rows = await a.query(
        `SELECT ${key} AS ${p.group_by}, count() AS occurrences, uniqExact(conversation_id) AS conversations, sum(turn_count) AS turns,
                ${SEVERITY}[max(severity_rank) + 1] AS max_severity
           FROM oversight_behaviors FINAL WHERE account_id = {account:String}${where} AND severity_rank > 0 AND category != 'appropriate_behaviors'
          GROUP BY ${key} ORDER BY occurrences DESC, ${key}`,
        bind,
      );
      break;
    }
    case 'agent':
      rows = await a.query(
        `SELECT agent, count() AS analyses, countIf(concern_rank >= 3) AS high_or_critical, round(avg(concern_rank), 3) AS mean_concern_rank
           FROM oversight_analyses FINAL ARRAY JOIN if(empty(agent_ids), ['(none)'], agent_ids) AS agent
          WHERE account_id = {account:String}${where} GROUP BY agent ORDER BY analyses DESC, agent`,
        bind,
      );
      break;
  }
  const num = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v);
  return {
    group_by: p.group_by,
    from: p.from ?? null,
    to: p.to ?? null,
    series: rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, num(v)]))),
  };
}

/** Latest arc summary per user (dashboard trends view). */
export async function arcSummary(a: Analytics, accountId: string): Promise<Record<string, unknown>[]> {
  return a.query(
    `SELECT user_id_hash, sessions_analyzed, arc_severity, risk_trend, primary_arc, toString(analyzed_at) AS analyzed_at FROM oversight_arcs FINAL WHERE account_id = {account:String} ORDER BY analyzed_at DESC LIMIT 200`,
    { account: accountId },
  );
}
