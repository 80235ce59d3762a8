/**
 * The oversight heads' linear fit (full-batch Adam on a weighted logistic loss per output; shared by the trainer,
 * train.ts, and the capacity experiment, capacity.ts).
 */
import { FEATURE_DIM, HEADS } from '../../../processors/oversight/heads-spec.js';
import { categoryOf } from '../../../schemas/oversight/taxonomy.js';
import { CODES, K, M, pairs, X, Y } from './data.js';

const EPOCHS = 160;
const LR = 0.01;
const L2 = 1e-3;

/**
 * Full-batch Adam on a weighted logistic loss for the outputs `outs` over `rows` (only rows where an output's mask is
 * set count for it); positives re-weighted to balance each output. Writes into W and B.
 */
export function fitOutputs(W: Float32Array, B: Float32Array, rows: number[], outs: readonly number[]): void {
  const n = outs.length;
  rows = rows.filter((i) => outs.some((o) => M[i * K + o]! > 0));
  const pos = new Float64Array(n);
  const neg = new Float64Array(n);
  for (const i of rows)
    for (let k = 0; k < n; k++) {
      if (!M[i * K + outs[k]!]) continue;
      if (Y[i * K + outs[k]!]) pos[k] = pos[k]! + pairs[i]!.weight;
      else neg[k] = neg[k]! + pairs[i]!.weight;
    }
  const wPos = Array.from(pos, (p, k) => (p ? Math.min(30, neg[k]! / p) : 1));
  const w = new Float32Array(FEATURE_DIM * n);
  const b = new Float64Array(n);
  const mW = new Float32Array(w.length);
  const vW = new Float32Array(w.length);
  const mB = new Float64Array(n);
  const vB = new Float64Array(n);
  const z = new Float64Array(n);
  const err = new Float64Array(n);
  const b1 = 0.9;
  const b2 = 0.999;
  for (let e = 1; e <= EPOCHS; e++) {
    const gW = new Float32Array(w.length);
    const gB = new Float64Array(n);
    const total = new Float64Array(n);
    for (const i of rows) {
      const x = i * FEATURE_DIM;
      z.set(b);
      for (let d = 0; d < FEATURE_DIM; d++) {
        const xv = X[x + d]!;
        const o = d * n;
        for (let k = 0; k < n; k++) z[k]! += w[o + k]! * xv;
      }
      const sw = pairs[i]!.weight;
      for (let k = 0; k < n; k++) {
        if (!M[i * K + outs[k]!]) {
          err[k] = 0;
          continue;
        }
        const y = Y[i * K + outs[k]!]!;
        const cw = sw * (y ? wPos[k]! : 1);
        err[k] = (1 / (1 + Math.exp(-z[k]!)) - y) * cw;
        gB[k]! += err[k]!;
        total[k]! += cw;
      }
      for (let d = 0; d < FEATURE_DIM; d++) {
        const xv = X[x + d]!;
        const o = d * n;
        for (let k = 0; k < n; k++) gW[o + k]! += err[k]! * xv;
      }
    }
    const c1 = 1 - b1 ** e;
    const c2 = 1 - b2 ** e;
    for (let j = 0; j < w.length; j++) {
      const g = gW[j]! / Math.max(1e-9, total[j % n]!) + L2 * w[j]!;
      mW[j] = b1 * mW[j]! + (1 - b1) * g;
      vW[j] = b2 * vW[j]! + (1 - b2) * g * g;
      w[j] = w[j]! - (LR * (mW[j]! / c1)) / (Math.sqrt(vW[j]! / c2) + 1e-8);
    }
    for (let k = 0; k < n; k++) {
      const g = gB[k]! / Math.max(1e-9, total[k]!);
      mB[k] = b1 * mB[k]! + (1 - b1) * g;
      vB[k] = b2 * vB[k]! + (1 - b2) * g * g;
      b[k] = b[k]! - (LR * (mB[k]! / c1)) / (Math.sqrt(vB[k]! / c2) + 1e-8);
    }
  }
  for (let d = 0; d < FEATURE_DIM; d++) for (let k = 0; k < n; k++) W[d * K + outs[k]!] = w[d * n + k]!;
  for (let k = 0; k < n; k++) B[outs[k]!] = b[k]!;
}
/** output indexes of the code outputs, per category (each category's codes are fitted over that category's rows only) */
const CODE_OUTPUTS = HEADS.map((h) => CODES.flatMap((c, j) => (categoryOf(c) === h ? [HEADS.length + j] : []))).filter((o) => o.length);
/**
 * Category heads over every pair, code outputs over the coded pairs of their category. The outputs are independent (own
 * weights, loss and Adam state), so fitting the code outputs category by category gives the same weights as fitting
 * them together, without computing every code's logit on every coded row. `heads: false`: the code outputs only (the
 * category heads' weights left 0, for a trainer whose heads are the MLP, mlp.ts).
 */
export function fitAll(rows: number[], o: { heads?: boolean } = {}): { W: Float32Array; B: Float32Array } {
  const W = new Float32Array(FEATURE_DIM * K);
  const B = new Float32Array(K);
  if (o.heads !== false)
    fitOutputs(
      W,
      B,
      rows,
      HEADS.map((_, k) => k),
    );
  for (const outs of CODE_OUTPUTS) fitOutputs(W, B, rows, outs);
  return { W, B };
}
export const logitsOf = (m: { W: Float32Array; B: Float32Array }, i: number) => {
  const z = Float64Array.from(m.B);
  for (let d = 0; d < FEATURE_DIM; d++) {
    const xv = X[i * FEATURE_DIM + d]!;
    for (let k = 0; k < K; k++) z[k] = z[k]! + m.W[d * K + k]! * xv;
  }
  return z;
};
