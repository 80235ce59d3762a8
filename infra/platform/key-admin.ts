/** Listing and revoking API keys (the CLI's `haven keys list|revoke`). Keys are never shown: only ids and prefixes. */
import type { Queryable } from '../db/types.js';

export interface KeyRow {
  key_id: string;
  account_id: string;
  /** the first characters of the key (service_live_abcd…), enough to recognise it */
  prefix: string;
  test: boolean;
  created_at: string;
  revoked_at: string | null;
  balance_mills: number;
}

export async function listKeys(db: Queryable, o: { accountId?: string; includeRevoked?: boolean } = {}): Promise<KeyRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (o.accountId) {
    params.push(o.accountId);
    where.push(`k.account_id = $${params.length}`);
  }
  if (!o.includeRevoked) where.push('k.revoked_at IS NULL');
  const r = await db.query<{
    id: string;
    account_id: string;
    prefix: string;
    is_test: boolean;
    created_at: Date | string;
    revoked_at: Date | string | null;
    balance_mills: string;
  }>(
    `SELECT k.id, k.account_id, k.prefix, k.is_test, k.created_at, k.revoked_at, a.balance_mills
       FROM api_keys k JOIN accounts a ON a.id = k.account_id ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY k.created_at, k.id`,
    params,
  );
  return r.rows.map((x) => ({
    key_id: x.id,
    account_id: x.account_id,
    prefix: `${x.prefix}…`,
    test: x.is_test,
    created_at: new Date(x.created_at).toISOString(),
    revoked_at: x.revoked_at ? new Date(x.revoked_at).toISOString() : null,
    balance_mills: Number(x.balance_mills),
  }));
}

/** Revokes a key by id; false when no such unrevoked key. Ingresses stop accepting it within their 2 s identity cache. */
export async function revokeKey(db: Queryable, keyId: string): Promise<boolean> {
  const r = await db.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [keyId]);
  return r.rowCount > 0;
}
