/**
 * The training loop and ONNX export shared by the steer models (harmful-prompt, jailbreak-prompt): an EmbeddingBag
 * over hashed n-gram features (float16 in the file), optionally plus a dense input (sentence embeddings, cue
 * counts) through a linear layer, + bias → ReLU → Gemm → Sigmoid heads. AdaGrad, per-example and per-head loss
 * weights, feature dropout on the bag, L2 on the bag rows. Every random draw comes from the caller's seeded rng, in a
 * fixed order (init of the bag, of the output layer, of the dense layer; then per epoch one shuffle and one dropout
 * draw per feature), so a run is reproducible. The runtime mirror of the forward pass is
 * processors/steer/cannot-comply/net.ts.
 */
import { DT, fromHalf, toHalf } from '../../../infra/models/onnx-file.js';
import type { Features } from '../../../processors/steer/cannot-comply/featurizer.js';
import type { NetWeights } from '../../../processors/steer/cannot-comply/net.js';
import { f32, type TrainedModelMeta, trainedModel } from '../common/export.js';

export type Rng = () => number;

export interface BagExample {
  f: Features;
  /** target per head (0..1; label smoothing is the caller's) */
  y: ArrayLike<number>;
  /** example weight (class balance included) */
  weight: number;
  /** loss weight per head (default 1 each) */
  headWeights?: ArrayLike<number>;
  /** dense input, length = denseDim */
  dense?: Float32Array;
}

export interface BagNetOptions {
  buckets: number;
  dim: number;
  heads: number;
  denseDim?: number;
  epochs: number;
  lr: number;
  l2: number;
  featureDropout: number;
  /** learning rate of the dense layer (default lr) */
  denseLr?: number;
  rng: Rng;
  log?: (line: string) => void;
}

export interface BagNet {
  E: Float32Array;
  b1: Float32Array;
  W2: Float32Array;
  b2: Float32Array;
  Wd?: Float32Array;
  dim: number;
  heads: number;
  buckets: number;
  denseDim: number;
}

/** Trains the net on the examples (in place of the two copies the training scripts had). */
export function trainBagNet(train: BagExample[], o: BagNetOptions): BagNet {
  const { buckets: B, dim: DIM, heads: H, rng, lr: LR, l2: L2 } = o;
  const DD = o.denseDim ?? 0;
  const DLR = o.denseLr ?? LR;
  const E = new Float32Array(B * DIM).map(() => (rng() * 2 - 1) / DIM);
  const b1 = new Float32Array(DIM).fill(0.05);
  const W2 = new Float32Array(DIM * H).map(() => (rng() * 2 - 1) / Math.sqrt(DIM));
  const b2 = new Float32Array(H);
  const Wd = DD ? new Float32Array(DD * DIM).map(() => (rng() * 2 - 1) / Math.sqrt(DD)) : undefined;
  const gE = new Float32Array(B * DIM).fill(1e-6);
  const gb1 = new Float32Array(DIM).fill(1e-6);
  const gW2 = new Float32Array(DIM * H).fill(1e-6);
  const gb2 = new Float32Array(H).fill(1e-6);
  const gWd = DD ? new Float32Array(DD * DIM).fill(1e-6) : undefined;
  const h = new Float64Array(DIM);
  const dz = new Float64Array(H);
  const dh = new Float64Array(DIM);
  const at = (a: ArrayLike<number>, i: number) => a[i] as number;

  function step(e: BagExample): number {
    const { ids, weights } = e.f;
    const keep: number[] = [];
    for (let k = 0; k < ids.length; k++) if (rng() >= o.featureDropout) keep.push(k);
    let wsum = 0;
    for (const k of keep) wsum += at(weights, k);
    const norm = wsum > 0 ? 1 / wsum : 0;
    h.fill(0);
    for (const k of keep) {
      const w = at(weights, k) * norm;
      const row = at(ids, k) * DIM;
      for (let d = 0; d < DIM; d++) h[d] = at(h, d) + w * at(E, row + d);
    }
    if (Wd && e.dense) {
      for (let i = 0; i < DD; i++) {
        const x = at(e.dense, i);
        if (x === 0) continue;
        for (let d = 0; d < DIM; d++) h[d] = at(h, d) + x * at(Wd, i * DIM + d);
      }
    }
    for (let d = 0; d < DIM; d++) h[d] = at(h, d) + at(b1, d);
    const sw = e.weight;
    let loss = 0;
    for (let j = 0; j < H; j++) {
      let z = at(b2, j);
      for (let d = 0; d < DIM; d++) if (at(h, d) > 0) z += at(h, d) * at(W2, d * H + j);
      const p = 1 / (1 + Math.exp(-z));
      const hw = e.headWeights ? at(e.headWeights, j) : 1;
      const y = at(e.y, j);
      dz[j] = sw * hw * (p - y);
      loss -= sw * hw * (y * Math.log(p + 1e-12) + (1 - y) * Math.log(1 - p + 1e-12));
    }
    dh.fill(0);
    for (let d = 0; d < DIM; d++) {
      if (at(h, d) <= 0) continue;
      for (let j = 0; j < H; j++) {
        const g = at(h, d) * at(dz, j);
        const i = d * H + j;
        dh[d] = at(dh, d) + at(W2, i) * at(dz, j);
        gW2[i] = at(gW2, i) + g * g;
        W2[i] = at(W2, i) - (LR * g) / Math.sqrt(at(gW2, i));
      }
    }
    for (let j = 0; j < H; j++) {
      gb2[j] = at(gb2, j) + at(dz, j) * at(dz, j);
      b2[j] = at(b2, j) - (LR * at(dz, j)) / Math.sqrt(at(gb2, j));
    }
    for (let d = 0; d < DIM; d++) {
      gb1[d] = at(gb1, d) + at(dh, d) * at(dh, d);
      b1[d] = at(b1, d) - (LR * at(dh, d)) / Math.sqrt(at(gb1, d));
    }
    for (const k of keep) {
      const w = at(weights, k) * norm;
      const row = at(ids, k) * DIM;
      for (let d = 0; d < DIM; d++) {
        const g = w * at(dh, d) + L2 * at(E, row + d);
        gE[row + d] = at(gE, row + d) + g * g;
        E[row + d] = at(E, row + d) - (LR * g) / Math.sqrt(at(gE, row + d));
      }
    }
    if (Wd && gWd && e.dense) {
      for (let i = 0; i < DD; i++) {
        const x = at(e.dense, i);
        if (x === 0) continue;
        for (let d = 0; d < DIM; d++) {
          const g = x * at(dh, d) + L2 * at(Wd, i * DIM + d);
          gWd[i * DIM + d] = at(gWd, i * DIM + d) + g * g;
          Wd[i * DIM + d] = at(Wd, i * DIM + d) - (DLR * g) / Math.sqrt(at(gWd, i * DIM + d));
        }
      }
    }
    return loss;
  }

  const order = train.map((_, i) => i);
  for (let ep = 1; ep <= o.epochs; ep++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [order[i], order[j]] = [at(order, j), at(order, i)];
    }
    let loss = 0;
    for (const i of order) loss += step(train[i] as BagExample);
    o.log?.(`epoch ${ep}: loss ${(loss / order.length).toFixed(4)}`);
  }
  return { E, b1, W2, b2, Wd, dim: DIM, heads: H, buckets: B, denseDim: DD };
}

/** The bag rounded to float16 as the file stores it, and the runtime weights over it (metrics use these). */
export function exportedWeights(net: BagNet): { E16: Uint16Array; weights: NetWeights } {
  const E16 = new Uint16Array(net.E.length);
  const wide = new Float32Array(net.E.length);
  for (let i = 0; i < net.E.length; i++) {
    E16[i] = toHalf(net.E[i] as number);
    wide[i] = fromHalf(E16[i] as number);
  }
  return {
    E16,
    weights: {
      buckets: net.buckets,
      dim: net.dim,
      heads: net.heads,
      embedding: wide,
      b1: net.b1,
      w2: net.W2,
      b2: net.b2,
      ...(net.Wd ? { wd: net.Wd, denseDim: net.denseDim } : {}),
    },
  };
}

/** Folds Platt scaling (sigmoid(a·z + c)) into the output layer, so the file's scores are calibrated. */
export function foldCalibration(net: BagNet, a: number, c: number): void {
  for (let i = 0; i < net.W2.length; i++) net.W2[i] = (net.W2[i] as number) * a;
  for (let j = 0; j < net.b2.length; j++) net.b2[j] = (net.b2[j] as number) * a + c;
}

/** Undoes foldCalibration on weights read back from a file (to re-calibrate without retraining). */
export function unfoldCalibration(W2: Float32Array, b2: Float32Array, a: number, c: number): void {
  for (let i = 0; i < W2.length; i++) W2[i] = (W2[i] as number) / a;
  for (let j = 0; j < b2.length; j++) b2[j] = ((b2[j] as number) - c) / a;
}

/** The ONNX graph of the net (inputs ids [n], weights [n,1], and dense [1, denseDim] when the net has one). */
export function bagNetOnnx(net: BagNet, E16: Uint16Array, meta: TrainedModelMeta): Uint8Array {
  const { buckets: B, dim: DIM, heads: H } = net;
  const dense = net.Wd && net.denseDim > 0;
  return trainedModel(meta, {
    initializers: [
      { name: 'embedding', dataType: DT.FLOAT16, dims: [B, DIM], raw: new Uint8Array(E16.buffer) },
      { name: 'b1', dataType: DT.FLOAT, dims: [DIM], raw: f32(net.b1) },
      { name: 'w2', dataType: DT.FLOAT, dims: [DIM, H], raw: f32(net.W2) },
      { name: 'b2', dataType: DT.FLOAT, dims: [H], raw: f32(net.b2) },
      { name: 'axes0', dataType: DT.INT64, dims: [1], raw: new Uint8Array(8) },
      ...(dense && net.Wd ? [{ name: 'wd', dataType: DT.FLOAT, dims: [net.denseDim, DIM], raw: f32(net.Wd) }] : []),
    ],
    nodes: [
      { op: 'Gather', name: 'bag_gather', inputs: ['embedding', 'ids'], outputs: ['rows16'], attrs: [{ name: 'axis', int: 0 }] },
      { op: 'Cast', name: 'bag_cast', inputs: ['rows16'], outputs: ['rows'], attrs: [{ name: 'to', int: DT.FLOAT }] },
      { op: 'Mul', name: 'bag_mul', inputs: ['rows', 'weights'], outputs: ['weighted'] },
      { op: 'ReduceSum', name: 'bag_sum', inputs: ['weighted', 'axes0'], outputs: ['bag'], attrs: [{ name: 'keepdims', int: 1 }] },
      ...(dense
        ? [
            { op: 'MatMul', name: 'dense_matmul', inputs: ['dense', 'wd'], outputs: ['dense_h'] },
            { op: 'Add', name: 'dense_add', inputs: ['bag', 'dense_h'], outputs: ['bag_dense'] },
            { op: 'Add', name: 'hidden_bias', inputs: ['bag_dense', 'b1'], outputs: ['pre'] },
          ]
        : [{ op: 'Add', name: 'hidden_bias', inputs: ['bag', 'b1'], outputs: ['pre'] }]),
      { op: 'Relu', name: 'hidden_relu', inputs: ['pre'], outputs: ['hidden'] },
      { op: 'Gemm', name: 'heads_gemm', inputs: ['hidden', 'w2', 'b2'], outputs: ['logits'] },
      { op: 'Sigmoid', name: 'heads_sigmoid', inputs: ['logits'], outputs: ['scores'] },
    ],
    inputs: [
      { name: 'ids', elemType: DT.INT64, shape: ['n'] },
      { name: 'weights', elemType: DT.FLOAT, shape: ['n', 1] },
      ...(dense ? [{ name: 'dense', elemType: DT.FLOAT, shape: [1, net.denseDim] }] : []),
    ],
    outputs: [{ name: 'scores', elemType: DT.FLOAT, shape: [1, H] }],
  });
}
