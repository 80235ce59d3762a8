import { createHash, randomBytes } from 'node:crypto';
import { type Db, onlyRow, type Queryable } from '../db/types.js';

export interface KeyIdentity {
  keyId: string;
  accountId: string;
  isTest: boolean;
  features: string[];
  balanceMills: number;
}

/** API keys are stored as SHA-256 of the whole key: high-entropy secrets need no slow hash, and lookup stays O(1). */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const KEY_RE = /^service_(live|test)_[A-Za-z0-9]{32}$/;

export function looksLikeKey(key: string): boolean {
  return KEY_RE.test(key);
}

function randomToken(bytes: number): string {
  // base62 without bias worth worrying about for 32 chars of 190 random bits
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const buf = randomBytes(bytes);
  let out = '';
  for (const b of buf) out += alphabet[b % 62];
  return out;
}

export async function createAccount(db: Queryable, opts: { name?: string; balanceMills?: number; features?: string[] } = {}): Promise<string> {
  const id = `acct_${randomToken(16)}`;
  await db.query('INSERT INTO accounts(id, name, balance_mills, features) VALUES ($1,$2,$3,$4)', [
    id,
    opts.name ?? null,
    opts.balanceMills ?? 0,
    opts.features ?? [],
  ]);
  if (opts.balanceMills) {
    await db.query('INSERT INTO balance_topups(account_id, amount_mills) VALUES ($1,$2)', [id, opts.balanceMills]);
  }
  return id;
}

/** Creates a key (and an account unless one is given). The plaintext key is returned once and never stored. */
export async function createKey(
  db: Db,
  opts: { accountId?: string; balanceMills?: number; test?: boolean; features?: string[]; name?: string },
): Promise<{ key: string; keyId: string; accountId: string }> {
  return db.tx(async (q) => {
    const accountId = opts.accountId ?? (await createAccount(q, { balanceMills: opts.balanceMills, features: opts.features, name: opts.name }));
    if (opts.accountId) {
      const exists = await q.query('SELECT 1 FROM accounts WHERE id = $1', [opts.accountId]);
      if (!exists.rowCount) throw new NotFoundError(`account ${opts.accountId} not found`);
    }
    const key = `service_${opts.test ? 'test' : 'live'}_${randomToken(32)}`;
    const keyId = `key_${randomToken(12)}`;
    await q.query('INSERT INTO api_keys(id, account_id, key_hash, prefix, is_test) VALUES ($1,$2,$3,$4,$5)', [
      keyId,
      accountId,
      hashKey(key),
      key.slice(0, 17),
      !!opts.test,
    ]);
    return { key, keyId, accountId };
  });
}

export async function authenticate(db: Queryable, key: string): Promise<KeyIdentity | undefined> {
  if (!looksLikeKey(key)) return undefined;
  const r = await db.query<{ id: string; account_id: string; is_test: boolean; features: string[]; balance_mills: string }>(
    `SELECT k.id, k.account_id, k.is_test, a.features, a.balance_mills
       FROM api_keys k JOIN accounts a ON a.id = k.account_id
      WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
    [hashKey(key)],
  );
  const row = r.rows[0];
  if (!row) return undefined;
  return { keyId: row.id, accountId: row.account_id, isTest: row.is_test, features: row.features ?? [], balanceMills: Number(row.balance_mills) };
}

export async function addBalance(db: Db, accountId: string, mills: number): Promise<number> {
  if (!(mills > 0)) throw new RangeError('amount must be positive');
  return db.tx(async (q) => {
    const r = await q.query<{ balance_mills: string }>('UPDATE accounts SET balance_mills = balance_mills + $2 WHERE id = $1 RETURNING balance_mills', [
      accountId,
      mills,
    ]);
    if (!r.rowCount) throw new NotFoundError(`account ${accountId} not found`);
    await q.query('INSERT INTO balance_topups(account_id, amount_mills) VALUES ($1,$2)', [accountId, mills]);
    return Number(onlyRow(r, 'top up').balance_mills);
  });
}

export async function getBalance(db: Queryable, accountId: string): Promise<number | undefined> {
  const r = await db.query<{ balance_mills: string }>('SELECT balance_mills FROM accounts WHERE id = $1', [accountId]);
  return r.rows[0] ? Number(r.rows[0].balance_mills) : undefined;
}

export type ChargeResult = { ok: true; balanceMills: number; duplicate: boolean } | { ok: false; balanceMills: number };

/**
 * Charges a successful call once: the ledger's unique (account_id, request_id) makes a repeated charge (a retried hook,
 * a redelivered record) a no-op, and the conditional update never lets the balance go below zero.
 */
export async function charge(
  db: Db,
  accountId: string,
  requestId: string,
  route: string,
  mills: number,
  /** runs in the charge's transaction once the charge succeeded (stores the idempotent answer) */
  alongside?: (q: Queryable) => Promise<void>,
): Promise<ChargeResult> {
  return db.tx(async (q) => {
    // The ledger's key is (account, request id): another account's use of the same id is a different call.
    const seen = await q.query<{ balance_after_mills: string }>('SELECT balance_after_mills FROM usage_ledger WHERE account_id = $1 AND request_id = $2', [
      accountId,
      requestId,
    ]);
    if (seen.rowCount) {
      await alongside?.(q);
      return { ok: true, balanceMills: Number(onlyRow(seen, 'charged request').balance_after_mills), duplicate: true };
    }
    const r = await q.query<{ balance_mills: string }>(
      'UPDATE accounts SET balance_mills = balance_mills - $2 WHERE id = $1 AND balance_mills >= $2 RETURNING balance_mills',
      [accountId, mills],
    );
    if (!r.rowCount) return { ok: false, balanceMills: (await getBalance(q, accountId)) ?? 0 };
    const after = Number(onlyRow(r, 'charge').balance_mills);
    await q.query('INSERT INTO usage_ledger(account_id, request_id, route, amount_mills, balance_after_mills) VALUES ($1,$2,$3,$4,$5)', [
      accountId,
      requestId,
      route,
      mills,
      after,
    ]);
    await alongside?.(q);
    return { ok: true, balanceMills: after, duplicate: false };
  });
}

export class NotFoundError extends Error {}

/** Turns an account feature on or off (e.g. `oversight`); returns the account's features after the change. */
export async function setFeature(db: Queryable, accountId: string, feature: string, on: boolean): Promise<string[]> {
  const r = await db.query<{ features: string[] }>(
    on
      ? `UPDATE accounts SET features = CASE WHEN $2 = ANY(features) THEN features ELSE array_append(features, $2) END WHERE id = $1 RETURNING features`
      : `UPDATE accounts SET features = array_remove(features, $2) WHERE id = $1 RETURNING features`,
    [accountId, feature],
  );
  if (!r.rowCount) throw new NotFoundError(`account ${accountId} not found`);
  return onlyRow(r, 'set feature').features;
}
