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
import type { AvroCodec } from '../../../infra/avro.js';
import type { Bus } from '../../../infra/bus/types.js';
import type { Db } from '../../../infra/db/types.js';
import { EMBEDDING_DIMS, EMBEDDING_MODEL_ID, loadEmbedder, ModelFilesMissingError } from '../../../infra/models/embedder.js';
import { TOPICS } from '../../../infra/topics.js';
import type { DirectoryRecord } from '../../../schemas/http/crisis-resource.js';
import { buildIndex, buildResourceText, deserializeIndex, resourceViews, type ScopeTexts, scopeViews, serializeIndex } from '../ranking/embedding-index.js';
import { type RegisterEntry, validateDirectory } from '../records/validate.js';
import { DIRECTORY_DIR, loadNumberRegister, loadScopeTexts } from './directory-files.js';
import { currentVersion, loadVersion, writeVersion } from './store.js';

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
  /** called at each phase and every embedded chunk (the CLI and the first start print it) */
  onProgress?: SeedProgress;
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

/**
 * What an index is made of, changed by any change to the texts embedded: bumped by hand when the index layout
 * changes (2: multi-vector views + scope rows, index format 2).
 */
export const VIEWS_VERSION = 2;

/**
 * The id stored with an index (in the blob and in directory_versions.model): the model and a hash of the code that
 * turns a record into texts and of the scope texts. A stored version whose id differs was embedded from other texts
 * (or by another model), and the processor re-embeds it at start (processor.ts).
 */
export function indexId(scopes: readonly ScopeTexts[] = loadScopeTexts()): string {
  const h = createHash('sha256')
    .update(`${VIEWS_VERSION}\n${buildResourceText.toString()}\n${resourceViews.toString()}\n${scopeViews.toString()}\n${JSON.stringify(scopes)}`)
    .digest('hex')
    .slice(0, 12);
  return `${EMBEDDING_MODEL_ID} views:${h}`;
}

/** Cache key: the records' bytes and the index id (model + views). */
export function indexCacheKey(sha256: string, id = indexId()): string {
  return createHash('sha256').update(`${sha256}\n${id}`).digest('hex').slice(0, 32);
}

/** Progress of a long seeding step: a phase, and for embedding the records done out of the total. */
export type SeedProgress = (p: { phase: 'validating' | 'embedding' | 'writing'; done?: number; total?: number }) => void;

export async function computeIndex(
  records: DirectoryRecord[],
  sha256: string,
  cacheDir?: string,
  onProgress?: SeedProgress,
): Promise<{ blob: Uint8Array; cached: boolean; ms: number; id: string }> {
  const t = performance.now();
  const scopes = loadScopeTexts();
  const id = indexId(scopes);
  const cacheFile = cacheDir ? join(cacheDir, `directory-index-${indexCacheKey(sha256, id)}.hvei`) : undefined;
  if (cacheFile && existsSync(cacheFile)) {
    try {
      const blob = new Uint8Array(readFileSync(cacheFile));
      const idx = deserializeIndex(blob); // validates the file
      if (idx.model === id && idx.ids.length === records.length && idx.ids.every((x, i) => x === records[i]!.id)) {
        return { blob, cached: true, ms: performance.now() - t, id };
      }
    } catch {
      /* a corrupt cache file is recomputed and replaced */
    }
  }
  // Seeding is a one-off batch: use every core (the request-path embedder leaves one to the event loop).
  const embedder = await loadEmbedder({ intraOpThreads: Math.min(8, availableParallelism()), batchSize: 64, cacheSize: 0 });
  try {
    const index = await buildIndex(embedder, records, { model: id, scopes, onProgress: (done, total) => onProgress?.({ phase: 'embedding', done, total }) });
    const blob = serializeIndex(index);
    if (cacheFile) {
      mkdirSync(dirname(cacheFile), { recursive: true });
      const tmp = `${cacheFile}.${process.pid}.${Date.now()}.tmp`;
      writeFileSync(tmp, blob);
      renameSync(tmp, cacheFile); // atomic: concurrent test files never read half a file
    }
    return { blob, cached: false, ms: performance.now() - t, id };
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
  opts.onProgress?.({ phase: 'validating' });
  const { records, sha256, validateMs } = readDirectoryFile(file);
  let idx: { blob: Uint8Array; cached: boolean; ms: number };
  let model: string;
  try {
    const c = await computeIndex(records, sha256, opts.indexCacheDir, opts.onProgress);
    idx = c;
    model = c.id;
  } catch (e) {
    if (!(opts.allowWithoutIndex && e instanceof ModelFilesMissingError)) throw e;
    idx = { blob: serializeIndex({ ids: [], dims: EMBEDDING_DIMS, vectors: new Float32Array(0) }), cached: false, ms: 0 };
    model = NO_INDEX_MODEL;
  }
  opts.onProgress?.({ phase: 'writing', total: records.length });
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

/**
 * Re-embeds the newest version when its index was built from other texts or by another model (its stored id is not
 * `indexId()`): same records, new index, written as a new version (only if it is still the newest) and announced.
 * A version stored without embeddings is left alone (that needs `haven directory seed`). Returns the new version,
 * or undefined when nothing was done.
 */
export async function reembedIfStale(deps: SeedDeps, opts: { indexCacheDir?: string } = {}): Promise<{ version: number; from: string } | undefined> {
  const cur = await currentVersion(deps.db);
  if (!cur || cur.model === NO_INDEX_MODEL || cur.model === indexId()) return undefined;
  const v = await loadVersion(deps.db, cur.version);
  if (!v) return undefined;
  // Keep the stored row order (the old index's), so ranking ties stay where they were.
  let records = v.records;
  try {
    const old = deserializeIndex(v.index);
    const byId = new Map(records.map((r) => [r.id, r]));
    if (old.ids.length === records.length && old.ids.every((id) => byId.has(id))) records = old.ids.map((id) => byId.get(id)!);
  } catch {
    /* an unreadable old index: keep the records as read */
  }
  const idx = await computeIndex(records, cur.resources_sha256, opts.indexCacheDir);
  const version = await writeVersion(deps.db, {
    records,
    sha256: cur.resources_sha256,
    source: cur.source,
    model: idx.id,
    index: idx.blob,
    onlyIfCurrent: cur.version,
  });
  if (version === undefined) return undefined;
  if (deps.bus && deps.avro)
    await announce(deps.bus, deps.avro, { version, resource_count: records.length, resources_sha256: cur.resources_sha256, model: idx.id });
  return { version, from: cur.model };
}
