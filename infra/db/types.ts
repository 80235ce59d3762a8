/** One repository layer over PostgreSQL: `pg` against a server, PGlite embedded. Same SQL and migrations on both. */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/**
 * The one row a query always returns (INSERT/UPDATE … RETURNING of a row known to exist, count(*), an upsert): a
 * missing row there is a broken invariant, not an answer, so it throws naming the query's purpose.
 */
export function onlyRow<T>(r: QueryResult<T>, what: string): T {
  const row = r.rows[0];
  if (row === undefined) throw new Error(`${what}: the query returned no row`);
  return row;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** runs fn in one transaction; rolls back when it throws */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
