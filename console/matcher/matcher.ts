/**
 * The watchlist matcher's storage step: for one stored session, evaluate every enabled rule (engine.ts) and record
 * each match with its outcome, queueing a `watchlist_match` delivery in the durable outbox when it should notify.
 * One transaction per ingest, idempotent per (rule, session revision): a redelivered record adds nothing.
 *
 * Outcomes (spec 3, "Watchlist scope evaluation" and "Webhook delivery from the console"):
 * - `user_window`: user scope, and this user already matched the rule less than `timeWindow` seconds ago;
 * - `deduplicated`: the same session and rule matched (and notified) less than 60 s ago;
 * - `notified`: a delivery was queued; `no_webhook`: the rule has no webhookUrl (recorded only).
 */
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../infra/db/types.js';
import type { ClassifierResult, DerivedColumns } from '../classifier/result.js';
import { pageOf } from '../page.js';
import { type CompiledRule, compileRule, evaluateRule, type RuleOutcome, sessionView } from '../watchlists/engine.js';
import type { WatchlistRule } from '../watchlists/rule.js';

export const DEDUPE_WINDOW_MS = 60_000;

export interface StoredEvent {
  revision_id: string;
  session_id: string;
  user_id: string;
  agent_id: string | null;
  classifier: ClassifierResult;
  derived?: DerivedColumns;
}

export type MatchOutcome = 'notified' | 'no_webhook' | 'deduplicated' | 'user_window';

export interface MatchRecord {
  id: string;
  rule_id: string;
  outcome: MatchOutcome;
  delivery_id: string | null;
}

/** the delivery body (spec 3, "Events" 2), plus the rule's id and scope, the match id and matching turns */
export function matchBody(o: {
  rule: WatchlistRule;
  ev: StoredEvent;
  matchId: string;
  at: Date;
  crisisScore: number;
  matchedScores: Record<string, unknown>;
  turns: number[];
}) {
  return {
    event: 'watchlist_match',
    timestamp: o.at.toISOString(),
    watchlist: o.rule.name,
    watchlist_id: o.rule.id,
    scope: o.rule.scope,
    match_id: o.matchId,
    session_id: o.ev.session_id,
    user_id: o.ev.user_id,
    agent_id: o.ev.agent_id,
    crisis_score: o.crisisScore,
    matched_scores: o.matchedScores,
    ...(o.rule.scope === 'message' ? { turns: o.turns } : {}),
  };
}

/**
 * Claims user-scope windows for a batch of hits in one statement per distinct `timeWindow` (usually one): a pair
 * (rule, user) wins when it has no window yet or its window expired. Within one batch only the first hit of a pair
 * can win (a window of 0 s lets every hit win). Returns, per hit index, whether it won.
 */
async function claimUserWindows(q: Queryable, hits: readonly { rule: WatchlistRule; userId: string }[], now: Date): Promise<boolean[]> {
  const won = hits.map(() => false);
  const firstOf = new Map<string, number>();
  const byWindow = new Map<number, { ruleIds: string[]; userIds: string[] }>();
  hits.forEach((h, i) => {
    const key = `${h.rule.id}\u0000${h.userId}`;
    if (firstOf.has(key)) return;
    firstOf.set(key, i);
    let g = byWindow.get(h.rule.timeWindow);
    if (!g) byWindow.set(h.rule.timeWindow, (g = { ruleIds: [], userIds: [] }));
    g.ruleIds.push(h.rule.id);
    g.userIds.push(h.userId);
  });
  const claimed = new Set<string>();
  for (const [windowS, g] of byWindow) {
    // a new window, or the old one once expired; no row back = inside the window (atomic across partitions)
    const r = await q.query<{ rule_id: string; user_id: string }>(
      `INSERT INTO console_user_windows (rule_id, user_id, window_start) SELECT r, u, $3 FROM unnest($1::text[], $2::text[]) AS t(r, u)
       ON CONFLICT (rule_id, user_id) DO UPDATE SET window_start = EXCLUDED.window_start WHERE console_user_windows.window_start <= $4
       RETURNING rule_id, user_id`,
      [g.ruleIds, g.userIds, now, new Date(now.getTime() - windowS * 1000)],
    );
    for (const row of r.rows) claimed.add(`${row.rule_id}\u0000${row.user_id}`);
  }
  hits.forEach((h, i) => {
    const key = `${h.rule.id}\u0000${h.userId}`;
    won[i] = claimed.has(key) && (firstOf.get(key) === i || h.rule.timeWindow === 0);
  });
  return won;
}

/**
 * Matches the sessions one ingest stored against the enabled rules (compiled once by the caller's cache); one
 * transaction for all of them (none when nothing matched), with the lookups, window claims and inserts batched.
 */
export async function matchSessions(
  db: Db,
  events: readonly StoredEvent[],
  rules: readonly (WatchlistRule | CompiledRule)[],
  now: Date,
): Promise<MatchRecord[]> {
  const enabled = rules.map((r) => ('all' in r ? r : compileRule(r))).filter((r) => r.rule.enabled);
  const hits: { ev: StoredEvent; crisis: number; rule: WatchlistRule; o: RuleOutcome }[] = [];
  for (const ev of events) {
    const view = sessionView(ev.classifier, ev.derived);
    for (const c of enabled) {
      const o = evaluateRule(c, view);
      if (o.matched) hits.push({ ev, crisis: view.derived.crisis_score, rule: c.rule, o });
    }
  }
  if (!hits.length) return [];
  return db.tx(async (q) => {
    const revisions = [...new Set(hits.map((h) => h.ev.revision_id))];
    const seen = new Set(
      (
        await q.query<{ rule_id: string; revision_id: string }>('SELECT rule_id, revision_id FROM console_matches WHERE revision_id = ANY($1)', [revisions])
      ).rows.map((r) => `${r.rule_id} ${r.revision_id}`),
    );
    const todo = hits.filter((h) => !seen.has(`${h.rule.id} ${h.ev.revision_id}`));
    if (!todo.length) return [];
    const sessions = [...new Set(todo.map((h) => h.ev.session_id))];
    const recent = new Set(
      (
        await q.query<{ rule_id: string; session_id: string }>(
          `SELECT DISTINCT rule_id, session_id FROM console_matches WHERE session_id = ANY($1) AND matched_at > $2 AND outcome IN ('notified', 'no_webhook')`,
          [sessions, new Date(now.getTime() - DEDUPE_WINDOW_MS)],
        )
      ).rows.map((r) => `${r.rule_id} ${r.session_id}`),
    );
    const userHits = todo.filter((h) => h.rule.scope === 'user');
    const userWon = await claimUserWindows(
      q,
      userHits.map((h) => ({ rule: h.rule, userId: h.ev.user_id })),
      now,
    );
    const wonByHit = new Map(userHits.map((h, i) => [h, userWon[i]!]));
    const out: MatchRecord[] = [];
    const matchRows: unknown[][] = [];
    const outboxRows: unknown[][] = [];
    for (const h of todo) {
      const { ev, crisis, rule, o } = h;
      let outcome: MatchOutcome = rule.webhookUrl ? 'notified' : 'no_webhook';
      const key = `${rule.id} ${ev.session_id}`;
      if (rule.scope === 'user' && !wonByHit.get(h)) outcome = 'user_window';
      if (outcome !== 'user_window' && recent.has(key)) outcome = 'deduplicated';
      // a later session version in the same ingest dedupes against this one
      if (outcome === 'notified' || outcome === 'no_webhook') recent.add(key);
      const id = 'mt_' + randomUUID().replace(/-/g, '');
      const deliveryId = outcome === 'notified' ? 'dlv_' + randomUUID().replace(/-/g, '') : null;
      matchRows.push([
        id,
        rule.id,
        rule.name,
        rule.scope,
        ev.session_id,
        ev.revision_id,
        ev.user_id,
        ev.agent_id,
        JSON.stringify(o.turns),
        JSON.stringify(o.matched_scores),
        crisis,
        outcome,
        deliveryId,
        now,
      ]);
      if (deliveryId) {
        const body = JSON.stringify(matchBody({ rule, ev, matchId: id, at: now, crisisScore: crisis, matchedScores: o.matched_scores, turns: o.turns }));
        outboxRows.push([deliveryId, id, rule.id, rule.webhookUrl, body, now, 'pending', 0, now]);
      }
      out.push({ id, rule_id: rule.id, outcome, delivery_id: deliveryId });
    }
    for (let i = 0; i < matchRows.length; i += 500) {
      await insertRows(
        q,
        'console_matches (id, rule_id, rule_name, scope, session_id, revision_id, user_id, agent_id, turns_json, matched_scores_json, crisis_score, outcome, delivery_id, matched_at)',
        matchRows.slice(i, i + 500),
      );
    }
    for (let i = 0; i < outboxRows.length; i += 500) {
      await insertRows(q, 'console_outbox (id, match_id, rule_id, url, body, next_attempt_at, status, attempts, created_at)', outboxRows.slice(i, i + 500));
    }
    return out;
  });
}

/** one session (tests and tools) */
export function matchSession(db: Db, ev: StoredEvent, rules: readonly WatchlistRule[], now: Date): Promise<MatchRecord[]> {
  return matchSessions(db, [ev], rules, now);
}

async function insertRows(q: Queryable, target: string, rows: unknown[][]): Promise<void> {
  if (!rows.length) return;
  const params: unknown[] = [];
  const values = rows.map((r) => {
    const at = params.length;
    params.push(...r);
    return `(${r.map((_, i) => `$${at + i + 1}`).join(',')})`;
  });
  await q.query(`INSERT INTO ${target} VALUES ${values.join(',')}`, params);
}

export interface MatchRow {
  id: string;
  rule_id: string;
  rule_name: string;
  scope: string;
  session_id: string;
  user_id: string;
  agent_id: string | null;
  turns: number[];
  matched_scores: Record<string, unknown>;
  crisis_score: number;
  outcome: MatchOutcome;
  delivery_id: string | null;
  matched_at: string;
  delivery_status: string | null;
  delivery_attempts: number | null;
  delivery_last_error: string | null;
}

export async function listMatches(
  db: Db,
  o: { limit: number; offset: number; rule_id?: string; session_id?: string },
): Promise<{ total: number; matches: MatchRow[] }> {
  const where: string[] = ['TRUE'];
  const params: unknown[] = [];
  if (o.rule_id) {
    params.push(o.rule_id);
    where.push(`m.rule_id = $${params.length}`);
  }
  if (o.session_id) {
    params.push(o.session_id);
    where.push(`m.session_id = $${params.length}`);
  }
  const w = where.join(' AND ');
  const page = await pageOf(db, {
    table: 'console_matches m',
    join: 'LEFT JOIN console_outbox d ON d.id = m.delivery_id',
    select: 'm.*, d.status AS delivery_status, d.attempts AS delivery_attempts, d.last_error AS delivery_last_error',
    where: w,
    params,
    orderBy: 'm.matched_at DESC, m.id DESC',
    limit: o.limit,
    offset: o.offset,
  });
  return {
    total: page.total,
    matches: page.rows.map((x) => ({
      id: String(x.id),
      rule_id: String(x.rule_id),
      rule_name: String(x.rule_name),
      scope: String(x.scope),
      session_id: String(x.session_id),
      user_id: String(x.user_id),
      agent_id: (x.agent_id as string | null) ?? null,
      turns: JSON.parse(String(x.turns_json)) as number[],
      matched_scores: JSON.parse(String(x.matched_scores_json)) as Record<string, unknown>,
      crisis_score: Number(x.crisis_score),
      outcome: x.outcome as MatchOutcome,
      delivery_id: (x.delivery_id as string | null) ?? null,
      matched_at: new Date(x.matched_at as string).toISOString(),
      delivery_status: (x.delivery_status as string | null) ?? null,
      delivery_attempts: x.delivery_attempts == null ? null : Number(x.delivery_attempts),
      delivery_last_error: (x.delivery_last_error as string | null) ?? null,
    })),
  };
}
