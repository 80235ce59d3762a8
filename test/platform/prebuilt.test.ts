/**
 * The prebuilt index of the shipped directory (seeds/prebuilt/, `npm run prebuilt:index`) is the one seeding the
 * shipped directory looks up today, so a first start reads it instead of embedding every record. Checked in a
 * process run as `haven` runs (node with tsx): the index id hashes the source text of the view functions, which
 * another transpiler (vitest's) prints differently.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { primeIndexCache } from '../../app/prebuilt.js';

const dir = mkdtempSync(join(tmpdir(), 'haven-prebuilt-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CHECK = `
import { readdirSync } from 'node:fs';
import { PREBUILT_DIR, primeIndexCache } from './app/prebuilt.ts';
import { computeIndex, DEFAULT_DIRECTORY_FILE, indexCacheKey, readDirectoryFile } from './processors/signpost/storage/seed.ts';
const { records, sha256 } = readDirectoryFile(DEFAULT_DIRECTORY_FILE);
const cache = process.env.CACHE;
const copied = primeIndexCache(cache);
const again = primeIndexCache(cache);
// embedding is not allowed here: a stale prebuilt file must fail, not be recomputed
const r = await computeIndex(records, sha256, cache, () => { throw new Error('embedding: the prebuilt index was not used'); });
console.log(JSON.stringify({ want: 'directory-index-' + indexCacheKey(sha256) + '.hvei', shipped: readdirSync(PREBUILT_DIR).filter((f) => f.endsWith('.hvei')), copied, again, cached: r.cached }));
`;

describe('prebuilt directory index', () => {
  it('matches the shipped directory and the running index id, and seeding reads it (else: npm run prebuilt:index)', async () => {
    const { stdout } = await promisify(execFile)('node', ['--import', 'tsx', '--input-type=module', '-e', CHECK], {
      env: { ...process.env, CACHE: join(dir, 'cache') },
    });
    const r = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(r.shipped, 'stale prebuilt index: run npm run prebuilt:index').toEqual([r.want]);
    expect(r).toMatchObject({ copied: [r.want], again: [], cached: true });
  }, 120_000);

  it('no index cache: nothing copied', () => {
    expect(primeIndexCache(undefined)).toEqual([]);
  });
});
