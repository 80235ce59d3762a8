/**
 * The feature vector every head reads, for one message in its context:
 *
 *   [ emb(message) 384 | emb(context) 384 | lexicon+cues(message) | lexicon+cues(context) | is_assistant 1 | hashed n-grams(message) ]
 *
 * `context` is the turn before the message from the other speaker (for an assistant reply: the user turn it answers;
 * for a user turn: the assistant turn before it), or a wider window in ensemble variants. The spec below is written
 * into the model's pin file by the training script; the runtime refuses a model whose spec differs.
 */
import { fnv1a32 } from '../../steer/cannot-comply/featurizer.js';
import { LEXICON_FEATURES, lexiconFeatures, words } from './lexicon.js';

export const EMB_DIMS = 384;
export const NGRAM_BUCKETS = 1024;
export const FEATURE_SPEC = {
  name: 'haven-ocular-features',
  version: 1,
  layout: ['emb_message', 'emb_context', 'lex_message', 'lex_context', 'is_assistant', 'ngrams_message'],
  embedding: 'all-MiniLM-L6-v2-q, mean-pooled, L2-normalised, 256 tokens',
  lexicon: LEXICON_FEATURES,
  ngrams: { buckets: NGRAM_BUCKETS, word_ngrams: [1, 2], hash: 'fnv1a32 of "w:" + gram modulo buckets', weight: 'count, L2-normalised' },
} as const;
export const LEX_DIMS = LEXICON_FEATURES.length;
export const FEATURE_DIMS = EMB_DIMS * 2 + LEX_DIMS * 2 + 1 + NGRAM_BUCKETS;

/** Where each block starts in a feature row. */
export const FEATURE_OFFSETS = {
  emb: 0,
  ctx: EMB_DIMS,
  lex: EMB_DIMS * 2,
  lexCtx: EMB_DIMS * 2 + LEX_DIMS,
  role: EMB_DIMS * 2 + LEX_DIMS * 2,
  ngram: EMB_DIMS * 2 + LEX_DIMS * 2 + 1,
};

/** Hashed word uni/bi-grams, L2-normalised counts: [bucket ids, values]. */
export function ngramFeatures(text: string): { ids: number[]; values: number[] } {
  const w = words(text);
  const counts = new Map<number, number>();
  const add = (g: string) => {
    const id = fnv1a32(`w:${g}`) % NGRAM_BUCKETS;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  };
  for (let i = 0; i < w.length; i++) {
    add(w[i]!);
    if (i + 1 < w.length) add(`${w[i]} ${w[i + 1]}`);
  }
  let norm = 0;
  for (const c of counts.values()) norm += c * c;
  norm = Math.sqrt(norm) || 1;
  return { ids: [...counts.keys()], values: [...counts.values()].map((c) => c / norm) };
}

/** Per-text parts that do not depend on the context (computed once per text and reused). */
export interface TextParts {
  emb: Float32Array;
  lex: Float32Array;
  ngrams: { ids: number[]; values: number[] };
}

export function textParts(text: string, emb: Float32Array): TextParts {
  return { emb, lex: lexiconFeatures(text).vector, ngrams: ngramFeatures(text) };
}

/** Context parts: an embedding and lexicon vector (zeros when there is no context). */
export interface ContextParts {
  emb: Float32Array;
  lex: Float32Array;
}

export const NO_CONTEXT: ContextParts = { emb: new Float32Array(EMB_DIMS), lex: new Float32Array(LEX_DIMS) };

/** Mean of several contexts' parts (the embedding re-normalised): the "wider window" variant. */
export function meanContext(parts: ContextParts[]): ContextParts {
  if (!parts.length) return NO_CONTEXT;
  const emb = new Float32Array(EMB_DIMS);
  const lex = new Float32Array(LEX_DIMS);
  for (const p of parts) {
    for (let d = 0; d < EMB_DIMS; d++) emb[d]! += p.emb[d]!;
    for (let d = 0; d < LEX_DIMS; d++) lex[d] = Math.max(lex[d]!, p.lex[d]!);
  }
  let n = 0;
  for (let d = 0; d < EMB_DIMS; d++) n += emb[d]! * emb[d]!;
  n = Math.sqrt(n) || 1;
  for (let d = 0; d < EMB_DIMS; d++) emb[d]! /= n;
  return { emb, lex };
}

/**
 * Writes one feature row into `out` at row `row`. `ngrams: false` leaves the n-gram block empty (the `dense` ensemble
 * variant; the training script drops the block on a share of rows so the heads are trained for it).
 */
export function writeFeatures(out: Float32Array, row: number, msg: TextParts, ctx: ContextParts, isAssistant: boolean, ngrams = true): void {
  const o = row * FEATURE_DIMS;
  out.set(msg.emb, o + FEATURE_OFFSETS.emb);
  out.set(ctx.emb, o + FEATURE_OFFSETS.ctx);
  out.set(msg.lex, o + FEATURE_OFFSETS.lex);
  out.set(ctx.lex, o + FEATURE_OFFSETS.lexCtx);
  out[o + FEATURE_OFFSETS.role] = isAssistant ? 1 : 0;
  if (!ngrams) return;
  const { ids, values } = msg.ngrams;
  for (let k = 0; k < ids.length; k++) out[o + FEATURE_OFFSETS.ngram + ids[k]!] = values[k]!;
}
