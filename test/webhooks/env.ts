/** Test environments for the webhook integration tests: real PostgreSQL (127.0.0.1:5432) and PGlite. */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AvroCodec } from '../../infra/avro.js';
import { migrate, openDb } from '../../infra/db/index.js';
import type { Db } from '../../infra/db/types.js';
import { freshPgDb } from '../helpers/db.js';

export type RuntimeKind = 'pg' | 'pglite';

export interface Env {
  kind: RuntimeKind;
  db: Db;
  /** another handle on the same database: a second pool (pg), or the same instance (PGlite is single-process) */
  another(): Promise<Db>;
  /** close every handle and open the database again, as a restarted process would */
  restart(): Promise<Db>;
  close(): Promise<void>;
}

function noClose(db: Db): Db {
  return { kind: db.kind, query: db.query.bind(db), tx: db.tx.bind(db), close: async () => undefined };
}

export async function makeEnv(kind: RuntimeKind): Promise<Env> {
  if (kind === 'pg') {
    const base = await freshPgDb();
    const extra: Db[] = [];
    let current: Db = base;
    const env: Env = {
      kind,
      db: base,
      async another() {
        const d = await openDb({ databaseUrl: base.url, poolSize: 4 });
        extra.push(d);
        return d;
      },
      async restart() {
        for (const d of extra.splice(0)) await d.close();
        if (current !== base) await current.close();
        current = await openDb({ databaseUrl: base.url });
        await migrate(current);
        env.db = current;
        return current;
      },
      async close() {
        for (const d of extra.splice(0)) await d.close();
        if (current !== base) await current.close();
        await base.close(); // drops the database
      },
    };
    return env;
  }
  const dir = mkdtempSync(join(tmpdir(), 'haven-wh-'));
  const first = await openDb({ dataDir: dir });
  await migrate(first);
  const env: Env = {
    kind,
    db: first,
    async another() {
      return noClose(env.db);
    },
    async restart() {
      await env.db.close();
      env.db = await openDb({ dataDir: dir });
      await migrate(env.db);
      return env.db;
    },
    async close() {
      await env.db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return env;
}

export async function newAccount(db: Db): Promise<string> {
  const id = 'acc_' + randomBytes(6).toString('hex');
  // a funded account: creating a webhook needs a positive balance (docs/webhooks.md)
  await db.query('INSERT INTO accounts (id, balance_mills) VALUES ($1, 1000)', [id]);
  return id;
}

export const codec = new AvroCodec();
