import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, migrate, openDb } from '../../infra/db/index.js';

export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates a throw-away database on the local PostgreSQL and returns its URL. */
export async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `haven_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A migrated database on the local PostgreSQL; `close` drops it. */
export async function freshPgDb(): Promise<Db & { url: string }> {
  const { url, drop } = await createPgDatabase();
  const db = await openDb({ databaseUrl: url });
  await migrate(db);
  const close = db.close.bind(db);
  return Object.assign(db, {
    url,
    async close() {
      await close();
      await drop();
    },
  });
}

/** A migrated in-memory PGlite (or in `dataDir` when given). */
export async function freshPgliteDb(dataDir?: string): Promise<Db> {
  const db = await openDb({ dataDir });
  await migrate(db);
  return db;
}
