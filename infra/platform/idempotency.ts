import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/types.js';

/**
 * Idempotency of priced calls, keyed by (account, caller's X-Request-Id) and bound to a hash of the request
 * (method, path and query, body). See docs/platform.md "Idempotency".
 */
export function requestHash(method: string, url: string, body: string): string {
  return createHash('sha256').update(method).update('\n').update(url).update('\n').update(body).digest('hex');
}

export type Claim =
  /** first use (or an abandoned claim taken over): compute, then `remember` or `release` */
  | { kind: 'new' }
  /** the same request was answered before: send this answer again */
  | { kind: 'replay'; status: number; contentType: string; body: string }
  /** the id was first used for a different request */
  | { kind: 'mismatch' }
  /** the same request is being computed right now (a concurrent retry) */
  | { kind: 'in_progress' };

export async function claimRequest(db: Db, o: { accountId: string; key: string; hash: string; now: number; lockMs: number }): Promise<Claim> {
  const ins = await db.query(
    `INSERT INTO idempotent_requests(account_id, request_key, request_hash, state, locked_until) VALUES ($1,$2,$3,'pending',$4)
     ON CONFLICT (account_id, request_key) DO NOTHING`,
    [o.accountId, o.key, o.hash, o.now + o.lockMs],
  );
  if (ins.rowCount) return { kind: 'new' };
  const r = await db.query<{
    request_hash: string;
    state: string;
    locked_until: string;
    status: number | null;
    content_type: string | null;
    body: string | null;
  }>('SELECT request_hash, state, locked_until, status, content_type, body FROM idempotent_requests WHERE account_id = $1 AND request_key = $2', [
    o.accountId,
    o.key,
  ]);
  const row = r.rows[0];
  if (!row) return claimRequest(db, o); // released meanwhile: try again
  if (row.request_hash !== o.hash) return { kind: 'mismatch' };
  if (row.state === 'done')
    return { kind: 'replay', status: row.status ?? 200, contentType: row.content_type ?? 'application/json; charset=utf-8', body: row.body ?? '' };
  // A pending claim whose holder is gone: take it over (conditional, so only one taker wins).
  const took = await db.query(
    `UPDATE idempotent_requests SET locked_until = $3 WHERE account_id = $1 AND request_key = $2 AND state = 'pending' AND locked_until < $4`,
    [o.accountId, o.key, o.now + o.lockMs, o.now],
  );
  return took.rowCount ? { kind: 'new' } : { kind: 'in_progress' };
}

/** Stores the answer of a claimed request (inside the charge's transaction, so charge and answer go together). */
export async function rememberAnswer(q: Queryable, o: { accountId: string; key: string; status: number; contentType: string; body: string }) {
  await q.query(`UPDATE idempotent_requests SET state = 'done', status = $3, content_type = $4, body = $5 WHERE account_id = $1 AND request_key = $2`, [
    o.accountId,
    o.key,
    o.status,
    o.contentType,
    o.body,
  ]);
}

/** A claimed request that was not answered 200 (errors are not charged): the id may be retried. */
export async function releaseClaim(db: Queryable, accountId: string, key: string) {
  await db.query(`DELETE FROM idempotent_requests WHERE account_id = $1 AND request_key = $2 AND state = 'pending'`, [accountId, key]);
}
