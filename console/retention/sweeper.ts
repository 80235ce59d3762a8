/**
 * Retention (spec 3, "Limits"): every hour, sessions, audit entries, matches and finished outbox rows (delivered, or
 * failed for good) older than `retentionDays` are deleted; every 60 s, when the stored sessions exceed
 * `retentionMaxGB`, the oldest sessions (by ingest time) are evicted until they fit. Whichever evicts first wins.
 * Pending and in-flight deliveries are never swept: at-least-once outlives retention.
 *
 * Size is the bytes of what a session stores (transcript and classifier JSON, `size_bytes`), not the database's file
 * overhead, so the cap is exact and the same on PGlite and PostgreSQL.
 * Both sweeps take the clock as a parameter; tests run them with a fake clock.
 */
import type { Db } from '../../infra/db/types.js';
import type { Clock } from '../../infra/runtime.js';
import type { ConsoleConfig } from '../config.js';
import { audit, readRetention } from '../settings.js';
import { MAX_TIME_WINDOW } from '../watchlists/rule.js';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
export const SIZE_CHECK_INTERVAL_MS = 60 * 1000;
const GB = 1024 ** 3;

export interface SweepResult {
  sessions: number;
  matches: number;
  outbox: number;
  audit: number;
}

export async function sweepByAge(db: Db, now: Date, days: number): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  return db.tx(async (q) => {
    const s = await q.query('DELETE FROM console_sessions WHERE ingested_ms < $1', [cutoff.getTime()]);
    const m = await q.query('DELETE FROM console_matches WHERE matched_at < $1', [cutoff]);
    const o = await q.query(`DELETE FROM console_outbox WHERE status IN ('delivered', 'failed') AND created_at < $1`, [cutoff]);
    const a = await q.query('DELETE FROM console_audit WHERE at < $1', [cutoff]);
    // user-scope windows: those of deleted rules, and those older than the longest window a rule may have
    await q.query('DELETE FROM console_user_windows WHERE window_start < $1 OR rule_id NOT IN (SELECT id FROM console_watchlists)', [
      new Date(now.getTime() - MAX_TIME_WINDOW * 1000),
    ]);
    // staged ingest payloads no storage stage took (their bus record was lost): the client got an error long ago
    await q.query('DELETE FROM console_ingest_payloads WHERE created_at < $1', [cutoff]);
    const r = { sessions: s.rowCount, matches: m.rowCount, outbox: o.rowCount, audit: a.rowCount };
    if (r.sessions + r.matches + r.outbox + r.audit > 0) await audit(q, now, 'retention.age', null, { days, ...r });
    return r;
  });
}

/** evicts the oldest sessions until the stored bytes fit under the cap; returns how many were evicted */
export async function enforceSizeCap(db: Db, now: Date, maxGB: number | null): Promise<number> {
  if (maxGB === null) return 0;
  const cap = Math.floor(maxGB * GB);
  return db.tx(async (q) => {
    const r = await q.query(
      `DELETE FROM console_sessions WHERE session_id IN (
         SELECT session_id FROM (
           SELECT session_id, sum(size_bytes) OVER (ORDER BY ingested_ms DESC, session_id DESC) AS kept FROM console_sessions
         ) t WHERE kept > $1
       )`,
      [cap],
    );
    if (r.rowCount > 0) await audit(q, now, 'retention.size', null, { max_gb: maxGB, evicted: r.rowCount });
    return r.rowCount;
  });
}

export async function storedBytes(db: Db): Promise<number> {
  const r = await db.query<{ n: string | number | null }>('SELECT coalesce(sum(size_bytes), 0) AS n FROM console_sessions');
  return Number(r.rows[0]?.n ?? 0);
}

/** runs both sweeps on their intervals (first pass at start); settings are re-read each time, so an override applies at once */
export function startRetention(o: {
  db: Db;
  clock: Clock;
  cfg: ConsoleConfig;
  logger?: { warn(o: object, m?: string): void; info(o: object, m?: string): void };
}) {
  const age = async () => {
    const r = await readRetention(o.db, o.cfg);
    const res = await sweepByAge(o.db, o.clock.now(), r.retentionDays);
    if (res.sessions + res.matches + res.outbox + res.audit) o.logger?.info({ ...res }, 'retention sweep');
  };
  const size = async () => {
    const r = await readRetention(o.db, o.cfg);
    const n = await enforceSizeCap(o.db, o.clock.now(), r.retentionMaxGB);
    if (n) o.logger?.info({ evicted: n }, 'retention size cap');
  };
  const guard = (f: () => Promise<void>) => () => void f().catch((err) => o.logger?.warn({ err: String(err) }, 'retention pass failed'));
  guard(age)();
  guard(size)();
  const t1 = setInterval(guard(age), SWEEP_INTERVAL_MS);
  const t2 = setInterval(guard(size), SIZE_CHECK_INTERVAL_MS);
  t1.unref();
  t2.unref();
  return {
    stop() {
      clearInterval(t1);
      clearInterval(t2);
    },
    runNow: async () => {
      await age();
      await size();
    },
  };
}
