/**
 * Training-time sentence embeddings that a clean checkout reproduces exactly. The quantised MiniLM quantises each
 * forward pass's activations with one scale over the whole batch, so a text's vector depends on the texts it is
 * batched with (measured: up to 0.026 on one dimension of a normalised vector). A trainer that embeds what its cache
 * lacks in batches therefore trains on vectors that depend on the cache's history, and a retrain from a clean checkout
 * gives another model. Here every text gets a pass of its own: its vector is a function of the text alone, and the
 * on-disk cache (`.scratch/`) is exact in whatever order texts were added.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEmbedder } from '../../../infra/models/embedder.js';

const keyOf = (t: string) => createHash('sha1').update(t).digest('base64');

/** The MiniLM vector of each distinct text, one text per forward pass, cached in `.scratch/<cacheName>.json`. */
export async function trainingEmbeddings(texts: readonly string[], cacheName: string): Promise<Map<string, Float32Array>> {
  const file = `.scratch/${cacheName}.json`;
  mkdirSync('.scratch', { recursive: true });
  const cache = new Map<string, Float32Array>();
  if (existsSync(file)) {
    for (const [k, v] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
      const b = Buffer.from(v, 'base64');
      cache.set(k, new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength)));
    }
  }
  const distinct = [...new Set(texts)];
  const missing = distinct.filter((t) => !cache.has(keyOf(t)));
  console.log(`embeddings: ${distinct.length} distinct texts, ${missing.length} to embed (one per pass)`);
  if (missing.length) {
    const emb = await loadEmbedder({ intraOpThreads: 2, batchSize: 1, cacheSize: 0 });
    const t0 = Date.now();
    for (let i = 0; i < missing.length; i++) {
      const t = missing[i]!;
      cache.set(keyOf(t), (await emb.embed([t]))[0]!);
      if ((i + 1) % 1000 === 0 || i + 1 === missing.length) console.log(`  embedded ${i + 1}/${missing.length} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    }
    await emb.close();
    writeFileSync(
      file,
      JSON.stringify(Object.fromEntries([...cache].map(([k, v]) => [k, Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64')]))),
    );
  }
  return new Map(distinct.map((t) => [t, cache.get(keyOf(t))!]));
}

/**
 * The batch-embedding cache of the clause-type and jailbreak-prompt trainers, kept as they had it because their
 * shipped files were trained through it: what `$TMPDIR/<fileName>` lacks is embedded in slices of 256 distinct texts
 * (the embedder's passes of 32), each vector rounded to 5 decimals and stored under `key(text)`. Its vectors depend on
 * which texts shared a pass (see above), so a retrain may not reproduce a shipped file from an empty cache.
 * Returns the whole cache, keyed by `key`.
 */
export async function batchEmbeddingCache(
  texts: readonly string[],
  fileName: string,
  key: (text: string) => string = (t) => t,
): Promise<Record<string, number[]>> {
  const file = join(tmpdir(), fileName);
  const cache: Record<string, number[]> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const todo = [...new Set(texts)].filter((t) => !cache[key(t)]);
  console.log(`embeddings: ${texts.length} texts, ${todo.length} to embed (batches of 256, cache ${file})`);
  if (todo.length) {
    const embedder = await loadEmbedder({ intraOpThreads: 2, batchSize: 32, cacheSize: 0 });
    for (let i = 0; i < todo.length; i += 256) {
      const batch = todo.slice(i, i + 256);
      const vs = await embedder.embed(batch);
      batch.forEach((t, k) => {
        cache[key(t)] = Array.from(vs[k]!, (x) => Math.round(x * 1e5) / 1e5);
      });
      process.stdout.write(`\rembedded ${Math.min(i + 256, todo.length)}/${todo.length}`);
    }
    process.stdout.write('\n');
    await embedder.close();
    writeFileSync(file, JSON.stringify(cache));
  }
  return cache;
}
