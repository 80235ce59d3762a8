/**
 * The watchlist matcher's storage step: for one stored session, evaluate every enabled rule (engine.ts) and record
 * each match with its outcome, queueing a `watchlist_match` delivery in the durable outbox when it should notify.
 * One transaction per match, idempotent per (rule, ingest revision): a redelivered record adds nothing.
 *
 * Outcomes (spec 3, "Watchlist scope evaluation" and "Webhook delivery from the console"):
 * - `user_window`: user scope, and this user already matched the rule less than `timeWindow` seconds ago;
 * - `deduplicated`: the same session and rule matched (and notified) less than 60 s ago;
 * - `notified`: a delivery was queued; `no_webhook`: the rule has no webhookUrl (recorded only).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../infra/db/types.js';
import type { ClassifierResult, DerivedColumns } from '../classifier/result.js';
import { evaluateRule, sessionView } from '../watchlists/engine.js';
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
export function matchBody(o: { rule: WatchlistRule; ev: StoredEvent; matchId: string; at: Date; crisisScore: number; matchedScores: Record<string, unknown>; turns: number[] }) {
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

export async function matchSession(db: Db, ev: StoredEvent, rules: readonly WatchlistRule[], now: Date): Promise<MatchRecord[]> {
  const view = sessionView(ev.classifier, ev.derived);
  const out: MatchRecord[] = [];
  for (const rule of rules) {
    if (!rule.enabled) continue;
    const o = evaluateRule(rule, view);
    if (!o.matched) continue;
    const rec = await db.tx(async (q) => {
      const seen = await q.query('SELECT 1 FROM console_matches WHERE rule_id = $1 AND revision_id = $2', [rule.id, ev.revision_id]);
      if (seen.rows.length) return null;
      let outcome: MatchOutcome = rule.webhookUrl ? 'notified' : 'no_webhook';
      if (rule.scope === 'user') {
        const w = await q.query<{ window_start: Date }>('SELECT window_start FROM console_user_windows WHERE rule_id = $1 AND user_id = $2 FOR UPDATE', [rule.id, ev.user_id]);
        const start = w.rows[0]?.window_start;
        if (start && now.getTime() - new Date(start).getTime() < rule.timeWindow * 1000) outcome = 'user_window';
        else
          await q.query(
            'INSERT INTO console_user_windows (rule_id, user_id, window_start) VALUES ($1,$2,$3) ON CONFLICT (rule_id, user_id) DO UPDATE SET window_start = EXCLUDED.window_start',
            [rule.id, ev.user_id, now],
          );
      }
      if (outcome === 'notified' || outcome === 'no_webhook') {
        const recent = await q.query(
          `SELECT 1 FROM console_matches WHERE session_id = $1 AND rule_id = $2 AND matched_at > $3 AND outcome IN ('notified', 'no_webhook') LIMIT 1`,
          [ev.session_id, rule.id, new Date(now.getTime() - DEDUPE_WINDOW_MS)],
        );
        if (recent.rows.length) outcome = 'deduplicated';
      }
      const id = 'mt_' + randomUUID().replace(/-/g, '');
      const deliveryId = outcome === 'notified' ? 'dlv_' + randomUUID().replace(/-/g, '') : null;
      const crisis = view.derived.crisis_score;
      await q.query(
        `INSERT INTO console_matches (id, rule_id, rule_name, scope, session_id, revision_id, user_id, agent_id, turns_json, matched_scores_json, crisis_score, outcome, delivery_id, matched_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14)`,
        [id, rule.id, rule.name, rule.scope, ev.session_id, ev.revision_id, ev.user_id, ev.agent_id, JSON.stringify(o.turns), JSON.stringify(o.matched_scores), crisis, outcome, deliveryId, now],
      );
      if (deliveryId) {
        const body = JSON.stringify(matchBody({ rule, ev, matchId: id, at: now, crisisScore: crisis, matchedScores: o.matched_scores, turns: o.turns }));
        await q.query(
          `INSERT INTO console_outbox (id, match_id, rule_id, url, body, status, attempts, next_attempt_at, created_at) VALUES ($1,$2,$3,$4,$5,'pending',0,$6,$6)`,
          [deliveryId, id, rule.id, rule.webhookUrl, body, now],
        );
      }
      return { id, rule_id: rule.id, outcome, delivery_id: deliveryId };
    });
    if (rec) out.push(rec);
  }
  return out;
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

export async function listMatches(db: Db, o: { limit: number; offset: number; rule_id?: string; session_id?: string }): Promise<{ total: number; matches: MatchRow[] }> {
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
  const total = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM console_matches m WHERE ${w}`, params);
  params.push(o.limit, o.offset);
  const r = await db.query(
    `SELECT m.*, d.status AS delivery_status, d.attempts AS delivery_attempts, d.last_error AS delivery_last_error
       FROM console_matches m LEFT JOIN console_outbox d ON d.id = m.delivery_id
      WHERE ${w} ORDER BY m.matched_at DESC, m.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return {
    total: Number(total.rows[0]?.n ?? 0),
    matches: r.rows.map((x) => ({
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
