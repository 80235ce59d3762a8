/**
 * The heads trainers' MLP (features → ReLU hidden layer → one sigmoid per head, `HeadsNet`), trained with a weighted
 * sigmoid cross-entropy over the heads each row is labelled for and Adam (`trainAdam`). The risk and ocular trainers
 * had this function inline, alike but for the first layer's initial spread, which features a pass drops and whether
 * idle weights are skipped; it keeps their arithmetic to the operation (`test/models/train-heads.test.ts` pins both).
 */
import type { HeadsNet } from '../../../processors/ocular/core/net.js';
import { type AdamEpochs, trainAdam } from './adam.js';
import { mergeHeadsNets } from './export.js';

export interface HeadsNetTraining extends Omit<AdamEpochs, 'accumulate'> {
  inputs: number;
  hidden: number;
  heads: number;
  /** the standard deviation of the first layer's initial weights */
  w1Std: number;
  /** features [rows × inputs], labels and the mask of labelled heads [rows × heads], row-major */
  X: Float32Array;
  Y: Float32Array;
  M: Float32Array;
  /** each head's weight on its positive rows */
  posW: Float32Array;
  /** called once per row and pass (it may draw from `rng`): the features this pass leaves out of the row, if any */
  dropped?: () => ((k: number) => boolean) | undefined;
}

/** One net from its own initialisation (drawn from `rng`) and shuffle order. */
export function trainHeadsNet(o: HeadsNetTraining): HeadsNet {
  const { inputs: F, hidden: HID, heads: H, X, Y, M, posW, rng } = o;
  const randn = () => Math.sqrt(-2 * Math.log(rng() + 1e-12)) * Math.cos(2 * Math.PI * rng());
  const net: HeadsNet = {
    inputs: F,
    hidden: HID,
    heads: H,
    w1: new Float32Array(F * HID).map(() => randn() * o.w1Std),
    b1: new Float32Array(HID).fill(0.01),
    w2: new Float32Array(HID * H).map(() => randn() * Math.sqrt(1 / HID)),
    b2: new Float32Array(H).fill(-1),
  };
  const hid = new Float32Array(HID);
  const dh = new Float32Array(HID);
  function accumulate(i: number, grads: Float32Array[]): number {
    const xo = i * F;
    const drop = o.dropped?.();
    hid.set(net.b1);
    const nz: number[] = [];
    for (let k = 0; k < F; k++) {
      const v = X[xo + k]!;
      if (v === 0 || drop?.(k)) continue;
      nz.push(k);
      const wo = k * HID;
      for (let d = 0; d < HID; d++) hid[d]! += v * net.w1[wo + d]!;
    }
    for (let d = 0; d < HID; d++) if (hid[d]! < 0) hid[d] = 0;
    let loss = 0;
    dh.fill(0);
    for (let j = 0; j < H; j++) {
      const m = M[i * H + j]!;
      if (!m) continue;
      let z = net.b2[j]!;
      for (let d = 0; d < HID; d++) z += hid[d]! * net.w2[d * H + j]!;
      const p = 1 / (1 + Math.exp(-z));
      const y = Y[i * H + j]!;
      const w = m * (y ? posW[j]! : 1);
      const g = w * (p - y);
      loss -= w * (y * Math.log(p + 1e-9) + (1 - y) * Math.log(1 - p + 1e-9));
      grads[3]![j]! += g;
      for (let d = 0; d < HID; d++) {
        if (hid[d]! <= 0) continue;
        grads[2]![d * H + j]! += g * hid[d]!;
        dh[d]! += g * net.w2[d * H + j]!;
      }
    }
    for (let d = 0; d < HID; d++) if (hid[d]! <= 0) dh[d] = 0;
    for (let d = 0; d < HID; d++) grads[1]![d]! += dh[d]!;
    for (const k of nz) {
      const v = X[xo + k]!;
      const wo = k * HID;
      for (let d = 0; d < HID; d++) grads[0]![wo + d]! += v * dh[d]!;
    }
    return loss;
  }
  trainAdam([net.w1, net.b1, net.w2, net.b2], { ...o, accumulate });
  return net;
}

/** `bag` nets trained one after the other (each from its own draw of `rng`), merged into one (logits averaged). */
export function trainBaggedHeadsNet(bag: number, o: HeadsNetTraining): HeadsNet {
  const nets: HeadsNet[] = [];
  for (let b = 0; b < bag; b++) {
    console.log(`net ${b + 1}/${bag}`);
    nets.push(trainHeadsNet(o));
  }
  return nets.length === 1 ? nets[0]! : mergeHeadsNets(nets);
}
