import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMBEDDING_MODEL_ID, modelFilesPresent } from '../../infra/models/embedder.js';
import { deserializeIndex, serializeIndex } from '../../processors/signpost/ranking/embedding-index.js';
import { DEFAULT_DIRECTORY_FILE, indexId, NO_INDEX_MODEL, readDirectoryFile, reembedIfStale } from '../../processors/signpost/storage/seed.js';
import { currentVersion, loadVersion, writeVersion } from '../../processors/signpost/storage/store.js';
import { freshPgliteDb } from '../helpers/db.js';

const CACHE = join(tmpdir(), 'haven-index-cache');

describe.skipIf(!modelFilesPresent())('re-embedding a stale stored index', () => {
  it('writes a new version with the current index id for a version embedded from older views, once', async () => {
    const db = await freshPgliteDb();
    try {
      const { records, sha256 } = readDirectoryFile(DEFAULT_DIRECTORY_FILE);
      // a version as the format-1 code stored it: model id without views, centroid rows only
      const ids = records.map((r) => r.id);
      const old = serializeIndex({ ids, dims: 384, vectors: new Float32Array(ids.length * 384), model: EMBEDDING_MODEL_ID });
      await writeVersion(db, { records, sha256, source: 'test', model: EMBEDDING_MODEL_ID, index: old });
      const r = await reembedIfStale({ db }, { indexCacheDir: CACHE });
      expect(r).toEqual({ version: 2, from: EMBEDDING_MODEL_ID });
      const cur = (await currentVersion(db))!;
      expect(cur.model).toBe(indexId());
      expect(cur.resources_sha256).toBe(sha256);
      const v = (await loadVersion(db, 2))!;
      const idx = deserializeIndex(v.index);
      expect(idx.ids).toEqual(ids);
      expect(idx.views!.owner.length).toBeGreaterThan(ids.length);
      expect(idx.scopes!.scopeIds).toHaveLength(93);
      // up to date now: nothing to do
      expect(await reembedIfStale({ db }, { indexCacheDir: CACHE })).toBeUndefined();
    } finally {
      await db.close();
    }
  }, 120_000);

  it('leaves a version stored without embeddings alone, and never overwrites a newer version', async () => {
    const db = await freshPgliteDb();
    try {
      const { records, sha256 } = readDirectoryFile(DEFAULT_DIRECTORY_FILE);
      const empty = serializeIndex({ ids: [], dims: 384, vectors: new Float32Array(0) });
      await writeVersion(db, { records, sha256, source: 'test', model: NO_INDEX_MODEL, index: empty });
      expect(await reembedIfStale({ db }, { indexCacheDir: CACHE })).toBeUndefined();
      expect(await writeVersion(db, { records, sha256, source: 'test', model: 'x', index: empty, onlyIfCurrent: 7 })).toBeUndefined();
      expect((await currentVersion(db))!.version).toBe(1);
    } finally {
      await db.close();
    }
  }, 60_000);
});
