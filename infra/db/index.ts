import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheInitdbImage, cacheMigratedImage, cacheDir as defaultCacheDir, type ImageSource, startingImage } from './image.js';
import type { Db, Queryable, QueryResult } from './types.js';

export type { Db, Queryable, QueryResult } from './types.js';
export { onlyRow } from './types.js';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDbOptions {
  databaseUrl?: string;
  /** embedded: the database lives in `<dataDir>/pg`; in memory when absent */
  dataDir?: string;
  poolSize?: number;
  /**
   * embedded: the migrations this database is run with. A new database is then created already migrated, from a cached
   * image when there is one (infra/db/image.ts); without it a new database starts from an initdb image, unmigrated.
   */
  migrations?: string;
  /** where starting images are cached (default: HAVEN_CACHE_DIR or ~/.cache/haven; null: no cache) */
  cacheDir?: string | null;
  /** progress of creating a new embedded database (a line a step) */
  onStep?: (message: string, fields: { step: string; source?: ImageSource; ms?: number }) => void;
}

/** pg (a server, `DATABASE_URL`) or PGlite (embedded, in `<dataDir>/pg`; in memory when dataDir is absent). */
export async function openDb(opts: OpenDbOptions): Promise<Db> {
  if (opts.databaseUrl) return openPg(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.dataDir ? join(opts.dataDir, 'pg') : undefined, opts);
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

async function openPglite(path: string | undefined, opts: OpenDbOptions): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const fresh = !path || !existsSync(join(path, 'PG_VERSION'));
  if (!fresh) return wrapPglite(await PGlite.create({ dataDir: path }));
  // A new database: unpack the best starting image instead of running initdb (infra/db/image.ts).
  if (path) mkdirSync(path, { recursive: true });
  const cache = opts.cacheDir === null ? undefined : (opts.cacheDir ?? defaultCacheDir());
  const image = startingImage({ migrations: opts.migrations, cache });
  const step = opts.onStep ?? (() => undefined);
  const t0 = performance.now();
  const ms = () => Math.round(performance.now() - t0);
  step(
    image.blob
      ? `new embedded database: unpacking ${image.source === 'migrated-image' ? 'the cached migrated' : 'the initdb'} image (${image.source})`
      : 'new embedded database: running initdb (once per machine and PGlite version; seconds to a minute on a busy machine)',
    { step: 'create', source: image.source },
  );
  const pg = await PGlite.create({ ...(path ? { dataDir: path } : {}), ...(image.blob ? { loadDataDir: image.blob } : {}) });
  step(`new embedded database: created in ${ms()} ms`, { step: 'created', source: image.source, ms: ms() });
  const db = wrapPglite(pg);
  if (!cache) return db;
  try {
    if (image.source === 'initdb') await cacheInitdbImage(pg, cache);
    if (opts.migrations && image.source !== 'migrated-image') {
      await migrate(db, opts.migrations);
      await cacheMigratedImage(pg, cache, opts.migrations);
      step(`new embedded database: migrated and cached as the image of later new ones (${ms()} ms in all)`, { step: 'cached', ms: ms() });
    }
  } catch (err) {
    // a cache that cannot be written costs the next new database its speed, nothing else
    step(`new embedded database: could not cache its image (${(err as Error).message})`, { step: 'cache-failed' });
  }
  return db;
}

function wrapPglite(pg: import('@electric-sql/pglite').PGlite): Db {
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
