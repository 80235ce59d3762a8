import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Prebuilt results shipped with the repository (scripts/prebuilt/): the shipped directory's embedding index. */
export const PREBUILT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'seeds', 'prebuilt');

/**
 * Copies the prebuilt directory index into the index cache when it is not there, so the first start (and
 * `haven directory seed` of the shipped file) reads it instead of embedding every record. Seeding only uses a cached
 * index whose name matches the records' hash and the running index id, so a stale prebuilt file is never used.
 */
export function primeIndexCache(indexCacheDir: string | undefined): string[] {
  if (!indexCacheDir || !existsSync(PREBUILT_DIR)) return [];
  const copied: string[] = [];
  for (const f of readdirSync(PREBUILT_DIR)) {
    if (!f.endsWith('.hvei') || existsSync(join(indexCacheDir, f))) continue;
    mkdirSync(indexCacheDir, { recursive: true });
    const tmp = join(indexCacheDir, `${f}.${process.pid}.tmp`);
    copyFileSync(join(PREBUILT_DIR, f), tmp);
    renameSync(tmp, join(indexCacheDir, f)); // atomic: a concurrent start never reads half a file
    copied.push(f);
  }
  return copied;
}
