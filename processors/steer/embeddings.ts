/**
 * Sentence embeddings for the steer engines. The engines are synchronous (worker pool) and the MiniLM embedder
 * (infra/models/embedder.ts) is async, so the async stage collects the vectors of the texts an engine will need and
 * passes them in; an engine that finds a text missing falls back to its embedding-free path. One embedder per
 * process, loaded on first use with a cache (system-prompt chunks and protected sentences repeat across requests).
 * When the model files are absent the map is empty and every engine takes its fallback.
 */
import { type Embedder, loadEmbedder, modelFilesPresent } from '../../infra/models/embedder.js';

let embedder: Promise<Embedder> | undefined;
let unavailable = false;

function shared(): Promise<Embedder> | undefined {
  if (unavailable || process.env.HAVEN_STEER_EMBEDDINGS === 'off') return undefined;
  if (!embedder) {
    if (!modelFilesPresent()) {
      unavailable = true;
      return undefined;
    }
    embedder = loadEmbedder({ intraOpThreads: 1, cacheSize: 4096 });
  }
  return embedder;
}

/** The L2-normalised MiniLM vector of each distinct text (empty when no embedder is available). */
export async function collectEmbeddings(texts: string[]): Promise<Map<string, Float32Array>> {
  const out = new Map<string, Float32Array>();
  const distinct = [...new Set(texts.filter((t) => t.trim()))];
  const e = shared();
  if (!e || !distinct.length) return out;
  const vs = await (await e).embed(distinct);
  distinct.forEach((t, i) => {
    const v = vs[i];
    if (v) out.set(t, v);
  });
  return out;
}
