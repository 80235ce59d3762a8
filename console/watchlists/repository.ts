/** Watchlist rules in the console database. Writes take already-validated rules (rule.ts). */
import type { Queryable } from '../../infra/db/types.js';
import type { WatchlistRule } from './rule.js';

function ruleFrom(r: Record<string, unknown>): WatchlistRule {
  return {
    id: String(r.id),
    name: String(r.name),
    scope: r.scope as WatchlistRule['scope'],
    conditions: JSON.parse(String(r.conditions_json)) as WatchlistRule['conditions'],
    webhookUrl: (r.webhook_url as string | null) ?? null,
    timeWindow: Number(r.time_window),
    enabled: Boolean(r.enabled),
  };
}

export async function listRules(q: Queryable, o: { enabledOnly?: boolean } = {}): Promise<WatchlistRule[]> {
  const r = await q.query(`SELECT * FROM console_watchlists ${o.enabledOnly ? 'WHERE enabled' : ''} ORDER BY created_at, id`);
  return r.rows.map(ruleFrom);
}

export async function getRule(q: Queryable, id: string): Promise<WatchlistRule | null> {
  const r = await q.query('SELECT * FROM console_watchlists WHERE id = $1', [id]);
  return r.rows[0] ? ruleFrom(r.rows[0]) : null;
}

export async function countRules(q: Queryable): Promise<number> {
  const r = await q.query<{ n: string | number }>('SELECT count(*) AS n FROM console_watchlists');
  return Number(r.rows[0]?.n ?? 0);
}

/** insert or replace by id; returns true when the rule is new */
export async function upsertRule(q: Queryable, rule: WatchlistRule, now: Date): Promise<boolean> {
  const r = await q.query<{ created: boolean }>(
    `INSERT INTO console_watchlists (id, name, scope, conditions_json, webhook_url, time_window, enabled, created_at, updated_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$8)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, scope = EXCLUDED.scope, conditions_json = EXCLUDED.conditions_json,
       webhook_url = EXCLUDED.webhook_url, time_window = EXCLUDED.time_window, enabled = EXCLUDED.enabled, updated_at = EXCLUDED.updated_at
     RETURNING (xmax = 0) AS created`,
    [rule.id, rule.name, rule.scope, JSON.stringify(rule.conditions), rule.webhookUrl, rule.timeWindow, rule.enabled, now],
  );
  return Boolean(r.rows[0]?.created);
}

export async function setEnabled(q: Queryable, id: string, enabled: boolean, now: Date): Promise<WatchlistRule | null> {
  const r = await q.query('UPDATE console_watchlists SET enabled = $2, updated_at = $3 WHERE id = $1 RETURNING *', [id, enabled, now]);
  return r.rows[0] ? ruleFrom(r.rows[0]) : null;
}

export async function deleteRule(q: Queryable, id: string): Promise<boolean> {
  const r = await q.query('DELETE FROM console_watchlists WHERE id = $1', [id]);
  return r.rowCount > 0;
}
