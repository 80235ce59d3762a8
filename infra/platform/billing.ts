/**
 * Reads of an account's money for the billing routes: balance and top-ups, spend per route over a period, the
 * ledger page by page. Always scoped by account id. Periods are [start 00:00 UTC, end 24:00 UTC).
 */
import type { Queryable } from '../db/types.js';

export interface Period {
  start: Date;
  endExclusive: Date;
}

/** default period: the current calendar month (UTC) up to today */
export function periodOf(startDate: string | undefined, endDate: string | undefined, now: Date): Period {
  const today = now.toISOString().slice(0, 10);
  const start = new Date(`${startDate ?? today.slice(0, 8) + '01'}T00:00:00Z`);
  const end = new Date(`${endDate ?? today}T00:00:00Z`);
  return { start, endExclusive: new Date(end.getTime() + 86_400_000) };
}

export async function topups(db: Queryable, accountId: string, limit = 20) {
  const r = await db.query<{ amount_mills: string; created_at: Date | string }>(
    'SELECT amount_mills, created_at FROM balance_topups WHERE account_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
    [accountId, limit],
  );
  return r.rows.map((x) => ({ amountMills: Number(x.amount_mills), createdAt: new Date(x.created_at) }));
}

export async function spendByRoute(db: Queryable, accountId: string, p: Period) {
  const r = await db.query<{ route: string; calls: string | number; mills: string }>(
    `SELECT route, count(*) AS calls, sum(amount_mills) AS mills FROM usage_ledger
      WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 GROUP BY route ORDER BY route`,
    [accountId, p.start, p.endExclusive],
  );
  return r.rows.map((x) => ({ route: x.route, calls: Number(x.calls), mills: Number(x.mills) }));
}

export async function ledgerPage(db: Queryable, accountId: string, p: Period, o: { limit: number; offset: number; route?: string }) {
  const params: unknown[] = [accountId, p.start, p.endExclusive];
  let where = 'account_id = $1 AND created_at >= $2 AND created_at < $3';
  if (o.route) {
    params.push(o.route);
    where += ` AND route = $${params.length}`;
  }
  const total = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM usage_ledger WHERE ${where}`, params);
  const rows = await db.query<{ request_id: string; route: string; amount_mills: string; balance_after_mills: string; created_at: Date | string }>(
    `SELECT request_id, route, amount_mills, balance_after_mills, created_at FROM usage_ledger WHERE ${where}
      ORDER BY created_at DESC, id DESC LIMIT ${o.limit} OFFSET ${o.offset}`,
    params,
  );
  return {
    total: Number(total.rows[0]?.n ?? 0),
    rows: rows.rows.map((x) => ({
      requestId: x.request_id,
      route: x.route,
      mills: Number(x.amount_mills),
      balanceAfter: Number(x.balance_after_mills),
      createdAt: new Date(x.created_at),
    })),
  };
}
