/**
 * The oversight category heads as a bagged MLP (features → ReLU hidden layer → one logit per head, common/heads-net.ts;
 * the bag's logits averaged), shared by the trainer, train.ts (`--heads=mlp`), and the capacity experiment,
 * capacity.ts. Same rows, per-row weights and masks as the linear fit; positives up-weighted by the square root of the
 * linear balance (negatives over positives, at most 30), as the risk trainer does: the net overfits a heavily
 * up-weighted minority faster than a linear head.
 */
import type { HeadsNet } from '../../../processors/ocular/core/net.js';
import { FEATURE_DIM, HEADS } from '../../../processors/oversight/heads-spec.js';
import { trainBaggedHeadsNet } from '../common/heads-net.js';
import { mulberry32 } from '../harmful-prompt/synth.js';
import { K, M, pairs, SEED, X, Y } from './data.js';

/** the recipe the trainer ships (out of fold on the wave-3 rows: docs/oversight.md, "Head capacity") */
export const MLP_RECIPE = { hidden: 32, epochs: 12, bag: 3, batch: 32, lr: 1e-3, l2: 1e-4 } as const;
export type MlpRecipe = { hidden: number; epochs: number; bag: number; batch: number; lr: number; l2: number };

const H = HEADS.length;
const N = pairs.length;
// the heads net's targets: the category heads only, the mask carrying the pair's weight (heads-net multiplies by it)
const YH = new Float32Array(N * H);
const MH = new Float32Array(N * H);
pairs.forEach((p, i) => {
  for (let k = 0; k < H; k++) {
    YH[i * H + k] = Y[i * K + k]!;
    MH[i * H + k] = M[i * K + k]! * p.weight;
  }
});

/** The bagged category-heads net over `rows` (fixed seed: the same rows give the same net). */
export function fitHeadsMlp(rows: number[], r: MlpRecipe = MLP_RECIPE): HeadsNet {
  const pos = new Float64Array(H);
  const neg = new Float64Array(H);
  for (const i of rows)
    for (let k = 0; k < H; k++) {
      if (YH[i * H + k]) pos[k]! += MH[i * H + k]!;
      else neg[k]! += MH[i * H + k]!;
    }
  const posW = Float32Array.from(pos, (p, k) => (p ? Math.sqrt(Math.min(30, neg[k]! / p)) : 1));
  return trainBaggedHeadsNet(r.bag, {
    inputs: FEATURE_DIM,
    hidden: r.hidden,
    heads: H,
    w1Std: Math.sqrt(2 / FEATURE_DIM),
    X,
    Y: YH,
    M: MH,
    posW,
    rows,
    epochs: r.epochs,
    batch: r.batch,
    lr: r.lr,
    l2: r.l2,
    rng: mulberry32(SEED),
  });
}

/** the net's head logits for training row i (the merged net's output: the bag's mean logit, what the ONNX graph gives) */
export function mlpLogitsOf(net: HeadsNet, i: number): Float64Array {
  const { hidden: D, heads: Hn } = net;
  const h = Float64Array.from(net.b1);
  for (let f = 0; f < FEATURE_DIM; f++) {
    const v = X[i * FEATURE_DIM + f]!;
    if (v === 0) continue;
    const o = f * D;
    for (let d = 0; d < D; d++) h[d]! += v * net.w1[o + d]!;
  }
  const z = Float64Array.from(net.b2);
  for (let d = 0; d < D; d++) {
    if (h[d]! <= 0) continue;
    for (let j = 0; j < Hn; j++) z[j]! += h[d]! * net.w2[d * Hn + j]!;
  }
  return z;
}
