import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable, QueryResult } from './types.js';

export type { Db, Queryable, QueryResult } from './types.js';
export { onlyRow } from './types.js';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** pg (a server, `DATABASE_URL`) or PGlite (embedded, in `<dataDir>/pg`; in memory when dataDir is absent). */
export async function openDb(opts: { databaseUrl?: string; dataDir?: string; poolSize?: number }): Promise<Db> {
  if (opts.databaseUrl) return openPg(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.dataDir ? join(opts.dataDir, 'pg') : undefined);
}

async function openPg(url: string, max: number): Promise<Db> {
  const pg = (await import('pg')).default;
  // NUMERIC and BIGINT come back as strings by default; balances are NUMERIC and read as strings on purpose.
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });
  const query = async <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> => {
    const r = await pool.query(sql, params as unknown[]);
    return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
  };
  return {
    kind: 'pg',
    query,
    async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const q: Queryable = {
          async query<R>(sql: string, params?: unknown[]) {
            const r = await client.query(sql, params as unknown[]);
            return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
          },
        };
        const out = await fn(q);
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(path: string | undefined): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (path) mkdirSync(path, { recursive: true });
  const pg = await PGlite.create(path ? { dataDir: path } : {});
  const wrap = (q: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[]; affectedRows?: number }> }): Queryable => ({
    async query<R>(sql: string, params?: unknown[]) {
      const r = await q.query(sql, params);
      return { rows: r.rows as R[], rowCount: r.affectedRows ?? r.rows.length };
    },
  });
  const base = wrap(pg as never);
  return {
    kind: 'pglite',
    query: base.query,
    tx: (fn) => pg.transaction((tx) => fn(wrap(tx as never))),
    async close() {
      await pg.close();
    },
  };
}

/** Applies every `migrations/NNN_*.sql` not yet recorded, each in its own transaction, in file order. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  // Serialise concurrent migrators (several roles starting against one server).
  const lock = db.kind === 'pg';
  const applied: string[] = [];
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort();
  await db.tx(async (q) => {
    if (lock) await q.query('SELECT pg_advisory_xact_lock(74201)');
    const done = new Set((await q.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    for (const f of files) {
      if (done.has(f)) continue;
      const sql = readFileSync(join(dir, f), 'utf8');
      for (const stmt of splitSql(sql)) await q.query(stmt);
      await q.query('INSERT INTO schema_migrations(name) VALUES ($1)', [f]);
      applied.push(f);
    }
  });
  return applied;
}

/** Splits a migration on `;` at line ends outside dollar-quoted bodies (PGlite's query takes one statement with params). */
export function splitSql(sql: string): string[] {
  const out: string[] = [];
  let cur = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line)) continue;
    const dollars = (line.match(/\$\$/g) ?? []).length;
    if (dollars % 2 === 1) inDollar = !inDollar;
    cur += line + '\n';
    if (!inDollar && /;\s*$/.test(line)) {
      out.push(cur.trim());
      cur = '';
    }
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}
