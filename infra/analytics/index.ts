import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ClickHouseClient, createClient } from '@clickhouse/client';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** ClickHouse for trends: chDB in-process by default, a server when CLICKHOUSE_URL is set. Same SQL on both. */
export interface Analytics {
  readonly kind: 'chdb' | 'clickhouse';
  readonly client: ClickHouseClient;
  insert(table: string, rows: readonly object[]): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: Record<string, unknown>): Promise<T[]>;
  health(): Promise<{ ok: boolean; detail: string }>;
  close(): Promise<void>;
}

export async function openAnalytics(opts: { clickhouseUrl?: string; dataDir?: string }): Promise<Analytics> {
  let client: ClickHouseClient;
  let kind: Analytics['kind'];
  if (opts.clickhouseUrl) {
    client = createClient({ url: opts.clickhouseUrl });
    kind = 'clickhouse';
  } else {
    const { createChdbConnection } = await import('chdb/connection');
    const path = opts.dataDir ? join(opts.dataDir, 'chdb') : ':memory:';
    if (opts.dataDir) mkdirSync(path, { recursive: true });
    // chDB's Connection type is structurally @clickhouse/client's but typed against its own copy of client-common.
    client = createClient({ connection: createChdbConnection({ path }) as never } as never);
    kind = 'chdb';
  }
  return {
    kind,
    client,
    async insert(table, rows) {
      if (!rows.length) return;
      await client.insert({ table, values: rows as object[], format: 'JSONEachRow' });
    },
    async query<T>(sql: string, params?: Record<string, unknown>) {
      const rs = await client.query({ query: sql, query_params: params, format: 'JSONEachRow' });
      return (await rs.json()) as T[];
    },
    async health() {
      try {
        await client.query({ query: 'SELECT 1', format: 'JSONEachRow' }).then((r) => r.json());
        return { ok: true, detail: kind };
      } catch (err) {
        return { ok: false, detail: `${kind}: ${(err as Error).message}` };
      }
    },
    async close() {
      await client.close();
    },
  };
}

export async function migrateAnalytics(a: Analytics, dir = MIGRATIONS_DIR): Promise<string[]> {
  await a.client.command({
    query: `CREATE TABLE IF NOT EXISTS haven_migrations (name String, applied_at DateTime DEFAULT now()) ENGINE = MergeTree ORDER BY name`,
  });
  const done = new Set((await a.query<{ name: string }>('SELECT name FROM haven_migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const f of readdirSync(dir)
    .filter((x) => /^\d{3}_.+\.sql$/.test(x))
    .sort()) {
    if (done.has(f)) continue;
    const sql = readFileSync(join(dir, f), 'utf8');
    for (const stmt of sql
      .split(/;\s*$/m)
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter(Boolean)) {
      await a.client.command({ query: stmt });
    }
    await a.insert('haven_migrations', [{ name: f }]);
    applied.push(f);
  }
  return applied;
}
