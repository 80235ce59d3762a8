/**
 * Features of the jailbreak model (v3: as v2, with every chunk of a prompt up to 12, chunks.ts):
 *  - bag: the harmful-prompt featurizer's hashed word 1-2-grams and char 3-5-grams (what the prompt literally says);
 *  - dense: the MiniLM sentence embeddings of the prompt's chunks (chunks.ts), mean- and max-pooled (what it means,
 *    in wording the n-grams never saw), followed by the structural cue counts (cues.ts) scaled to 0..1.
 *  - chunk scores (v3): each chunk of a long prompt's own voice is also scored alone (chunkFeatures, model.ts).
 * Without embeddings (no embedder in this process) the embedding part is zeros: the model was trained with a copy of
 * every example in that form, so it still answers, less well (docs/steer.md gives both figures).
 * The spec is written into the ONNX metadata; the runtime refuses a model whose spec differs.
 */
import { EMBEDDING_DIMS } from '../../../../infra/models/embedder.js';
import { FEATURIZER_SPEC as BASE, type Features, featurize, featurizeOnce } from '../featurizer.js';
import { CHUNK_WORDS, MAX_CHUNKS, promptChunks } from './chunks.js';
import { CUE_NAMES, type CueName, dropsRestrictions, jailbreakCues, ownVoice } from './cues.js';

/** From this many chunks on, each chunk of the own voice is also scored alone (chunkFeatures). */
export const CHUNK_SCORE_MIN = 3;

export const JAILBREAK_FEATURIZER_SPEC = {
  name: 'haven-jailbreak-prompt',
  version: 3,
  base: `${BASE.name}@${BASE.version}`,
  buckets: BASE.buckets,
  embedding: {
    model: 'all-MiniLM-L6-v2-q',
    dims: EMBEDDING_DIMS,
    chunk_words: CHUNK_WORDS,
    max_chunks: MAX_CHUNKS,
    chunks: 'the first max_chunks - 1 and the last',
    pooling: ['mean', 'max'],
  },
  cues: CUE_NAMES,
  cue_scale: 'min(count, 3) / 3',
  dense: 'mean(384) ++ max(384) ++ cues(10)',
  chunk_scores: `a prompt whose own voice has >= ${CHUNK_SCORE_MIN} chunks: each own-voice chunk scored alone (its n-grams, its embedding as mean and max, its cues); the decision reads the max over the chunks that drop restrictions in so many words (cues.ts dropsRestrictions)`,
  heads: ['jailbreak'],
} as const;

export const DENSE_DIM = 2 * EMBEDDING_DIMS + CUE_NAMES.length;

export interface JailbreakFeatures {
  bag: Features;
  dense: Float32Array;
  /** false when some chunk had no embedding (the embedding part is zeros) */
  embedded: boolean;
  cues: Record<CueName, number>;
}

/** The dense part: pooled chunk embeddings (zeros when any is missing) and the cue counts. */
export function denseFeatures(
  chunks: string[],
  embeddings: Map<string, Float32Array> | undefined,
  cues: Record<CueName, number>,
): { dense: Float32Array; embedded: boolean } {
  const D = EMBEDDING_DIMS;
  const dense = new Float32Array(DENSE_DIM);
  const vs = chunks.map((c) => embeddings?.get(c));
  const embedded = vs.length > 0 && vs.every((v) => v && v.length === D);
  if (embedded) {
    for (let d = 0; d < D; d++) dense[D + d] = -Infinity;
    for (const v of vs as Float32Array[]) {
      for (let d = 0; d < D; d++) {
        const x = v[d] as number;
        dense[d] = (dense[d] as number) + x / vs.length;
        if (x > (dense[D + d] as number)) dense[D + d] = x;
      }
    }
  }
  CUE_NAMES.forEach((c, i) => {
    dense[2 * D + i] = Math.min(cues[c], 3) / 3;
  });
  return { dense, embedded };
}

export function jailbreakFeatures(text: string, embeddings?: Map<string, Float32Array>): JailbreakFeatures {
  const cues = jailbreakCues(text);
  const { dense, embedded } = denseFeatures(promptChunks(text), embeddings, cues);
  return { bag: featurize(text), dense, embedded, cues };
}

/** Every text the model may embed for a prompt: its chunks and those of its own voice (cues.ts ownVoice). */
export function jailbreakEmbeddingTexts(prompt: string): string[] {
  const own = ownVoice(prompt);
  return own === prompt ? promptChunks(prompt) : [...new Set([...promptChunks(prompt), ...promptChunks(own)])];
}

/**
 * A long prompt's own-voice chunks, each featurized alone (empty below CHUNK_SCORE_MIN chunks, or when a chunk has no
 * embedding): a clause that removes the limits, buried in a long ordinary operator prompt, is a small share of the
 * whole prompt's pooled features but most of its own chunk, which the model scores like a short prompt.
 */
export interface ChunkFeatures {
  bag: Features;
  dense: Float32Array;
  /** the chunk drops restrictions in so many words (cues.ts dropsRestrictions over its own cues) */
  drops: boolean;
}

export function chunkFeatures(ownText: string, embeddings: Map<string, Float32Array> | undefined): ChunkFeatures[] {
  const chunks = promptChunks(ownText);
  if (chunks.length < CHUNK_SCORE_MIN || !embeddings) return [];
  const out: ChunkFeatures[] = [];
  for (const c of chunks) {
    const cues = jailbreakCues(c);
    const { dense, embedded } = denseFeatures([c], embeddings, cues);
    if (!embedded) return [];
    const bag = featurizeOnce(c);
    if (bag.ids.length) out.push({ bag, dense, drops: dropsRestrictions(cues) });
  }
  return out;
}
