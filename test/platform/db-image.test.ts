/**
 * New embedded databases start from images (infra/db/image.ts) instead of PGlite's initdb: the shipped initdb image,
 * then a cached migrated image; an existing data directory opens as it is; a database from an image is a working,
 * migrated, empty database.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheDir, migrationsKey, pgliteVersion, shippedImagePath } from '../../infra/db/image.js';
import { MIGRATIONS_DIR, migrate, openDb } from '../../infra/db/index.js';

const root = mkdtempSync(join(tmpdir(), 'haven-db-image-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const migrationFiles = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_.+\.sql$/.test(f));

async function open(dataDir: string | undefined, cache: string | null, migrations: string | null = MIGRATIONS_DIR) {
  const steps: { step: string; source?: string }[] = [];
  const db = await openDb({ dataDir, cacheDir: cache, migrations: migrations ?? undefined, onStep: (_m, f) => steps.push(f) });
  return { db, steps };
}

describe('starting images of new embedded databases', () => {
  it('ships an initdb image for the installed PGlite version (npm run db:image makes it after an upgrade)', () => {
    expect(existsSync(shippedImagePath()), `missing ${shippedImagePath()}: run npm run db:image`).toBe(true);
  });

  it('first database: the shipped image, migrated, cached; the next one: the cached migrated image; a reopen: neither', async () => {
    const cache = join(root, 'cache');
    const a = await open(join(root, 'a'), cache);
    expect(a.steps.map((s) => s.step)).toEqual(['create', 'created', 'cached']);
    expect(a.steps[0]!.source).toBe('shipped-image');
    expect(readdirSync(cache)).toEqual([`pglite-${pgliteVersion()}-migrated-${migrationsKey(MIGRATIONS_DIR)}.tar.gz`]);
    await a.db.query('CREATE TABLE only_in_a (x int)');
    await a.db.query('INSERT INTO only_in_a VALUES (1)');
    await a.db.close();

    const b = await open(join(root, 'b'), cache);
    expect(b.steps.map((s) => [s.step, s.source])).toEqual([
      ['create', 'migrated-image'],
      ['created', 'migrated-image'],
    ]);
    // migrated, and holds nothing written to another database
    expect(await migrate(b.db)).toEqual([]);
    const done = (await b.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map((r) => r.name);
    expect(done).toEqual([...migrationFiles].sort());
    expect((await b.db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'only_in_a'`)).rows).toEqual([]);
    await b.db.query('CREATE TABLE only_in_b (x int)');
    await b.db.close();

    const again = await open(join(root, 'a'), cache);
    expect(again.steps).toEqual([]);
    expect((await again.db.query<{ x: number }>('SELECT x FROM only_in_a')).rows).toEqual([{ x: 1 }]);
    await again.db.close();
  });

  it('without migrations a new database is unmigrated', async () => {
    const cache = join(root, 'cache2');
    const plain = await open(undefined, cache, null); // in memory, no migrations
    expect(plain.steps.map((s) => s.source)).toEqual(['shipped-image', 'shipped-image']);
    expect((await plain.db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'schema_migrations'`)).rows).toEqual([]);
    await plain.db.close();
    expect(existsSync(cache)).toBe(false); // nothing worth caching: the shipped image covers it
  });

  it('no cache (HAVEN_CACHE_DIR=off): the shipped image every time, nothing written', async () => {
    expect(cacheDir({ HAVEN_CACHE_DIR: 'off' })).toBeUndefined();
    expect(cacheDir({ XDG_CACHE_HOME: '/x' })).toBe('/x/haven');
    const c = await open(join(root, 'c'), null);
    expect(c.steps.map((s) => s.step)).toEqual(['create', 'created']);
    expect(await migrate(c.db)).toEqual([...migrationFiles].sort());
    await c.db.close();
  });
});
