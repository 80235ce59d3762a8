/**
 * Forward pass of the harmful-prompt model in plain TypeScript, mirroring the ONNX graph written by
 * scripts/train/harmful-prompt/train.ts: EmbeddingBag (Gather · Mul · ReduceSum) + b1 → ReLU → Gemm → Sigmoid.
 */
import type { Features } from './featurizer.js';

export interface NetWeights {
  buckets: number;
  dim: number;
  heads: number;
  /** [buckets, dim], row-major (float16 values in the file, widened here) */
  embedding: Float32Array;
  b1: Float32Array;
  /** [dim, heads], row-major */
  w2: Float32Array;
  b2: Float32Array;
}

/** Hidden layer (before ReLU) for a bag of features. */
export function hidden(net: NetWeights, f: Features, out = new Float64Array(net.dim)): Float64Array {
  const D = net.dim;
  for (let d = 0; d < D; d++) out[d] = 0;
  for (let k = 0; k < f.ids.length; k++) {
    const w = f.weights[k];
    const row = f.ids[k] * D;
    for (let d = 0; d < D; d++) out[d] += w * net.embedding[row + d];
  }
  for (let d = 0; d < D; d++) out[d] += net.b1[d];
  return out;
}

/** Sigmoid scores, one per head. */
export function forward(net: NetWeights, f: Features): Float64Array {
  const D = net.dim;
  const H = net.heads;
  const h = hidden(net, f);
  const out = new Float64Array(H);
  for (let j = 0; j < H; j++) {
    let z = net.b2[j];
    for (let d = 0; d < D; d++) if (h[d] > 0) z += h[d] * net.w2[d * H + j];
    out[j] = 1 / (1 + Math.exp(-z));
  }
  return out;
}
