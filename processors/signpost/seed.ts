/**
 * Seeding the directory: validate the records (validate.ts), compute the embedding index ONCE (all-MiniLM-L6-v2 over
 * resourceViews of every record), write a new version in one transaction (store.ts) and announce it on
 * `directory.updated` so running signpost processors swap to it without downtime.
 *
 * `indexCacheDir` (config HAVEN_INDEX_CACHE_DIR; the test harness sets it under the OS temp dir) keeps computed
 * indexes as files named by a hash of (resources file, model id, the text views code), so repeated seeds of the same
 * file (every test stack) skip the ~5 s of embedding.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { AvroCodec } from '../../infra/avro.js';
import type { Bus } from '../../infra/bus/types.js';
import type { Db } from '../../infra/db/types.js';
import { EMBEDDING_DIMS, EMBEDDING_MODEL_ID, loadEmbedder, ModelFilesMissingError } from '../../infra/models/embedder.js';
import { TOPICS } from '../../infra/topics.js';
import type { DirectoryRecord } from '../../schemas/http/crisis-resource.js';
import { DIRECTORY_DIR, loadNumberRegister } from './directory.js';
import { buildIndex, deserializeIndex, resourceViews, serializeIndex } from './search-engine.js';
import { currentVersion, writeVersion } from './store.js';
import { validateDirectory, type RegisterEntry } from './validate.js';

/** the model id of a version stored without embeddings (no model files at first start) */
export const NO_INDEX_MODEL = 'none';

export const DEFAULT_DIRECTORY_FILE = join(DIRECTORY_DIR, 'resources.json');

export class DirectorySeedError extends Error {
  constructor(
    message: string,
    readonly problems: { id: string; name: string; problems: string[] }[] = [],
  ) {
    super(message);
    this.name = 'DirectorySeedError';
  }
}

export interface SeedDeps {
  db: Db;
  /** when given, a `directory.updated` record announces the new version */
  bus?: Bus;
  avro?: AvroCodec;
}

export interface SeedOptions {
  /** a resources.json (`{records: [...]}` or a bare array); default: the shipped seeds/directory/resources.json */
  file?: string;
  indexCacheDir?: string;
  /** first start: do nothing when a version exists */
  onlyIfEmpty?: boolean;
  /**
   * first start without the model files: store the records with an empty index (search answers 503 until
   * `npm run models:fetch` and `haven directory seed`), so every other route works
   */
  allowWithoutIndex?: boolean;
}

export interface SeedResult {
  /** the new version, or the existing one when skipped */
  version: number;
  skipped: boolean;
  resources: number;
  resources_sha256: string;
  model: string;
  index_from_cache: boolean;
  validate_ms: number;
  embed_ms: number;
  total_ms: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Reads and validates a directory file; throws DirectorySeedError listing the invalid records. */
export function readDirectoryFile(file: string): { records: DirectoryRecord[]; sha256: string; validateMs: number } {
  const path = resolve(file);
  if (!existsSync(path)) throw new DirectorySeedError(`directory file not found: ${path}`);
  const bytes = readFileSync(path);
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch (e) {
    throw new DirectorySeedError(`${path} is not JSON: ${(e as Error).message}`);
  }
  const raw = Array.isArray(parsed) ? parsed : (parsed as { records?: unknown })?.records;
  if (!Array.isArray(raw)) throw new DirectorySeedError(`${path} must hold an array of records or {"records": [...]}`);
  if (!raw.length) throw new DirectorySeedError(`${path} holds no records`);
  // Numbers libphonenumber does not know are accepted when listed in a number register next to the file
  // (or the shipped one).
  const registerDir = existsSync(join(dirname(path), 'number-register.json')) ? dirname(path) : DIRECTORY_DIR;
  const register: RegisterEntry[] = loadNumberRegister(registerDir);
  const t = performance.now();
  const report = validateDirectory(raw, register);
  const validateMs = performance.now() - t;
  if (report.invalid.length) {
    const first = report.invalid.slice(0, 5).map((p) => `${p.name} (${p.id}): ${p.problems.join('; ')}`);
    throw new DirectorySeedError(`${report.invalid.length} invalid record(s) in ${path}: ${first.join(' | ')}`, report.invalid);
  }
  return { records: raw as DirectoryRecord[], sha256: createHash('sha256').update(bytes).digest('hex'), validateMs };
}

/** Cache key: the records' bytes, the model, and the code that turns a record into embedded texts. */
export function indexCacheKey(sha256: string, model = EMBEDDING_MODEL_ID): string {
  return createHash('sha256').update(`${sha256}\n${model}\n${resourceViews.toString()}`).digest('hex').slice(0, 32);
}

export async function computeIndex(records: DirectoryRecord[], sha256: string, cacheDir?: string): Promise<{ blob: Uint8Array; cached: boolean; ms: number }> {
  const t = performance.now();
  const cacheFile = cacheDir ? join(cacheDir, `directory-index-${indexCacheKey(sha256)}.hvei`) : undefined;
  if (cacheFile && existsSync(cacheFile)) {
    try {
      const blob = new Uint8Array(readFileSync(cacheFile));
      const idx = deserializeIndex(blob); // validates the file
      if (idx.model === EMBEDDING_MODEL_ID && idx.ids.length === records.length && idx.ids.every((id, i) => id === records[i]!.id)) {
        return { blob, cached: true, ms: performance.now() - t };
      }
    } catch {
      /* a corrupt cache file is recomputed and replaced */
    }
  }
  // Seeding is a one-off batch: use every core (the request-path embedder leaves one to the event loop).
  const embedder = await loadEmbedder({ intraOpThreads: Math.min(8, availableParallelism()), batchSize: 64, cacheSize: 0 });
  try {
    const index = await buildIndex(embedder, records, { model: embedder.model });
    const blob = serializeIndex(index);
    if (cacheFile) {
      mkdirSync(dirname(cacheFile), { recursive: true });
      const tmp = `${cacheFile}.${process.pid}.${Date.now()}.tmp`;
      writeFileSync(tmp, blob);
      renameSync(tmp, cacheFile); // atomic: concurrent test files never read half a file
    }
    return { blob, cached: false, ms: performance.now() - t };
  } finally {
    await embedder.close();
  }
}

export async function seedDirectory(deps: SeedDeps, opts: SeedOptions = {}): Promise<SeedResult> {
  const t0 = performance.now();
  if (opts.onlyIfEmpty) {
    const cur = await currentVersion(deps.db);
    if (cur) return skipped(cur, t0);
  }
  const file = opts.file ?? DEFAULT_DIRECTORY_FILE;
  const { records, sha256, validateMs } = readDirectoryFile(file);
  let idx: { blob: Uint8Array; cached: boolean; ms: number };
  let model = EMBEDDING_MODEL_ID;
  try {
    idx = await computeIndex(records, sha256, opts.indexCacheDir);
  } catch (e) {
    if (!(opts.allowWithoutIndex && e instanceof ModelFilesMissingError)) throw e;
    idx = { blob: serializeIndex({ ids: [], dims: EMBEDDING_DIMS, vectors: new Float32Array(0) }), cached: false, ms: 0 };
    model = NO_INDEX_MODEL;
  }
  const version = await writeVersion(deps.db, {
    records,
    sha256,
    source: resolve(file),
    model,
    index: idx.blob,
    onlyIfEmpty: opts.onlyIfEmpty,
  });
  if (version === undefined) return skipped((await currentVersion(deps.db))!, t0);
  if (deps.bus && deps.avro) await announce(deps.bus, deps.avro, { version, resource_count: records.length, resources_sha256: sha256, model });
  return {
    version,
    skipped: false,
    resources: records.length,
    resources_sha256: sha256,
    model,
    index_from_cache: idx.cached,
    validate_ms: round(validateMs),
    embed_ms: round(idx.ms),
    total_ms: round(performance.now() - t0),
  };
}

function skipped(cur: { version: number; resource_count: number; resources_sha256: string; model: string }, t0: number): SeedResult {
  return {
    version: cur.version,
    skipped: true,
    resources: cur.resource_count,
    resources_sha256: cur.resources_sha256,
    model: cur.model,
    index_from_cache: false,
    validate_ms: 0,
    embed_ms: 0,
    total_ms: round(performance.now() - t0),
  };
}

export async function announce(bus: Bus, avro: AvroCodec, v: { version: number; resource_count: number; resources_sha256: string; model: string }) {
  const enc = avro.encode('directory-updated', { ...v, seeded_at: new Date().toISOString() });
  await bus.publish(TOPICS.directoryUpdated, [{ key: 'directory', value: enc.value, headers: enc.headers }]);
}
