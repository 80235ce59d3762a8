/**
 * One page of a console list (sessions, watchlist matches, deliveries): how many rows match `where` in all, and the
 * rows of the page, newest or otherwise ordered by `orderBy`. `params` are `where`'s bound values ($1 … $n); the
 * page's limit and offset are bound after them.
 */
import type { Queryable } from '../infra/db/types.js';

export interface PageQuery {
  /** the table counted and listed, with its alias if `where` uses one (`console_matches m`) */
  table: string;
  /** joined for the listed rows only (the count is of `table`'s rows) */
  join?: string;
  /** the listed columns (default `*`) */
  select?: string;
  where: string;
  params: readonly unknown[];
  orderBy: string;
  limit: number;
  offset: number;
}

export async function pageOf(q: Queryable, p: PageQuery): Promise<{ total: number; rows: Record<string, unknown>[] }> {
  const total = await q.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${p.table} WHERE ${p.where}`, [...p.params]);
  const params = [...p.params, p.limit, p.offset];
  const r = await q.query(
    `SELECT ${p.select ?? '*'} FROM ${p.table}${p.join ? ` ${p.join}` : ''} WHERE ${p.where} ORDER BY ${p.orderBy} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { total: Number(total.rows[0]?.n ?? 0), rows: r.rows };
}
