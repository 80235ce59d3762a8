/**
 * Forward pass of the steer models in plain TypeScript, mirroring the ONNX graph written by
 * scripts/train/steer-net/bag-net.ts: EmbeddingBag (Gather · Mul · ReduceSum) [+ dense · Wd] + b1 → ReLU → Gemm →
 * Sigmoid. The steer engines are synchronous (worker pool) and onnxruntime-node's run() is async only.
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
  /** [denseDim, dim], row-major: the dense input's layer (models that take sentence embeddings) */
  wd?: Float32Array;
  denseDim?: number;
}

const at = (a: ArrayLike<number>, i: number) => a[i] as number;

/** Hidden layer (before ReLU) for a bag of features and, when the net has one, a dense input. */
export function hidden(net: NetWeights, f: Features, dense?: Float32Array, out = new Float64Array(net.dim)): Float64Array {
  const D = net.dim;
  for (let d = 0; d < D; d++) out[d] = 0;
  for (let k = 0; k < f.ids.length; k++) {
    const w = at(f.weights, k);
    const row = at(f.ids, k) * D;
    for (let d = 0; d < D; d++) out[d] = at(out, d) + w * at(net.embedding, row + d);
  }
  if (net.wd && dense) {
    for (let i = 0; i < dense.length; i++) {
      const x = at(dense, i);
      if (x === 0) continue;
      for (let d = 0; d < D; d++) out[d] = at(out, d) + x * at(net.wd, i * D + d);
    }
  }
  for (let d = 0; d < D; d++) out[d] = at(out, d) + at(net.b1, d);
  return out;
}

/** Logits (before the sigmoid), one per head. */
export function logits(net: NetWeights, f: Features, dense?: Float32Array): Float64Array {
  const D = net.dim;
  const H = net.heads;
  const h = hidden(net, f, dense);
  const out = new Float64Array(H);
  for (let j = 0; j < H; j++) {
    let z = at(net.b2, j);
    for (let d = 0; d < D; d++) if (at(h, d) > 0) z += at(h, d) * at(net.w2, d * H + j);
    out[j] = z;
  }
  return out;
}

/** Sigmoid scores, one per head. */
export function forward(net: NetWeights, f: Features, dense?: Float32Array): Float64Array {
  const z = logits(net, f, dense);
  for (let j = 0; j < z.length; j++) z[j] = 1 / (1 + Math.exp(-at(z, j)));
  return z;
}
