/**
 * Starting images for new embedded (PGlite) databases. PGlite's initdb — WebAssembly PostgreSQL creating its cluster —
 * is the slowest step of a first start (seconds on a quiet machine, over a minute on a busy one). A new database is
 * instead unpacked from a tarball made by PGlite's own `dumpDataDir` (`loadDataDir` on create), in this order:
 *
 * 1. a cached image already migrated with the caller's migrations (key: PGlite version + the migration files);
 * 2. the initdb image shipped in `seeds/db/` for the installed PGlite version (`npm run db:image` makes it);
 * 3. a cached initdb image made on this machine before;
 * 4. nothing: PGlite runs initdb, and the result is cached for next time.
 *
 * After (2)–(4) and the migrations, the migrated database is dumped into the cache, so each later new data directory
 * (a second HAVEN_DATA_DIR, every test's temporary one) starts from (1). Cache: HAVEN_CACHE_DIR, by default
 * `$XDG_CACHE_HOME/haven` or `~/.cache/haven`; `off` turns it off. Images are written to a temporary name and renamed,
 * so concurrent processes never read half a file.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** where the shipped initdb images live */
export const SHIPPED_IMAGE_DIR = join(ROOT, 'seeds', 'db');

/** The installed PGlite's version: an image is only ever loaded by the version that made it. */
export function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const pkg = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** HAVEN_CACHE_DIR, or the user's cache directory; undefined when turned off. */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const v = env.HAVEN_CACHE_DIR;
  if (v === 'off') return undefined;
  if (v) return v;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'haven');
}

/** The migration files a migrated image was made with (names and contents): any change makes a new key. */
export function migrationsKey(dir: string): string {
  const h = createHash('sha256');
  for (const f of readdirSync(dir)
    .filter((n) => /^\d{3}_.+\.sql$/.test(n))
    .sort()) {
    h.update(f)
      .update('\0')
      .update(readFileSync(join(dir, f)))
      .update('\0');
  }
  return h.digest('hex').slice(0, 16);
}

export const shippedImagePath = (version = pgliteVersion()) => join(SHIPPED_IMAGE_DIR, `pglite-${version}-initdb.tar.gz`);
const initdbCachePath = (cache: string, version: string) => join(cache, `pglite-${version}-initdb.tar.gz`);
const migratedCachePath = (cache: string, version: string, migrations: string) => join(cache, `pglite-${version}-migrated-${migrationsKey(migrations)}.tar.gz`);

export type ImageSource = 'migrated-image' | 'shipped-image' | 'cached-initdb-image' | 'initdb';
export interface StartingImage {
  source: ImageSource;
  /** the tarball to hand to loadDataDir (absent for initdb) */
  blob?: Blob;
}

function read(path: string): Blob | undefined {
  try {
    return existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
  } catch {
    return undefined; // unreadable: fall through to the next source
  }
}

/** The best starting image for a new database that will be migrated with `migrations` (when given). */
export function startingImage(o: { migrations?: string; cache?: string }): StartingImage {
  const version = pgliteVersion();
  const migrated = o.cache && o.migrations ? read(migratedCachePath(o.cache, version, o.migrations)) : undefined;
  if (migrated) return { source: 'migrated-image', blob: migrated };
  const shipped = read(shippedImagePath(version));
  if (shipped) return { source: 'shipped-image', blob: shipped };
  const cached = o.cache ? read(initdbCachePath(o.cache, version)) : undefined;
  if (cached) return { source: 'cached-initdb-image', blob: cached };
  return { source: 'initdb' };
}

/** Writes `data` to `path` atomically (temporary name, then rename). */
export function writeAtomic(path: string, data: Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, path);
}

interface Dumpable {
  dumpDataDir(compression?: 'gzip' | 'none' | 'auto'): Promise<Blob>;
}

/** Caches a freshly initdb'd database (before any migration) when no shipped image covers this PGlite version. */
export async function cacheInitdbImage(pg: Dumpable, cache: string): Promise<void> {
  const version = pgliteVersion();
  const path = initdbCachePath(cache, version);
  if (existsSync(path) || existsSync(shippedImagePath(version))) return;
  writeAtomic(path, new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer()));
}

/** Caches a database just migrated with `migrations` (and holding nothing else) as the image of later new ones. */
export async function cacheMigratedImage(pg: Dumpable, cache: string, migrations: string): Promise<void> {
  const path = migratedCachePath(cache, pgliteVersion(), migrations);
  if (existsSync(path)) return;
  writeAtomic(path, new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer()));
}
