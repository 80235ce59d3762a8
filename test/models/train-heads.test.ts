import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { HeadsNet } from '../../processors/ocular/core/net.js';
import { trainAdam } from '../../scripts/train/common/adam.js';
import { mulberry32 } from '../../scripts/train/harmful-prompt/synth.js';

/**
 * The heads trainers' MLP training (initialisation, feature dropout, weighted sigmoid loss, backward pass, Adam) on a
 * small fixed data set, as the risk trainer (dense rows, one block dropped) and the ocular trainer (sparse rows, two
 * blocks dropped, idle weights skipped) run it: the weights' hashes were pinned from each trainer's own trainNet,
 * copied here, so the shared function must train the same bytes.
 */
const F = 24;
const HID = 8;
const H = 4;
const N = 60;
const BLOCK_A = [4, 10] as const;
const BLOCK_B = 16;

function dataset() {
  const rng = mulberry32(13);
  const X = new Float32Array(N * F).map(() => (rng() < 0.6 ? 0 : rng() * 2 - 1));
  const Y = new Float32Array(N * H).map(() => (rng() < 0.3 ? 1 : 0));
  const M = new Float32Array(N * H).map((_, i) => (i % H === H - 1 ? (rng() < 0.2 ? 1 : 0) : rng() < 0.9 ? 1 : 0));
  const posW = Float32Array.from([1, 2.5, 1.7, 6]);
  return { X, Y, M, posW, rows: Array.from({ length: N }, (_, i) => i) };
}
const EPOCHS = 6;
const BATCH = 8;
const LR = 0.01;
const L2 = 1e-3;

/** scripts/train/risk/train.ts's trainNet as it was (VOCAB block → BLOCK_A) */
function riskTrainNet(): HeadsNet {
  const { X, Y, M, posW, rows: trainIdx } = dataset();
  const rng = mulberry32(20261125);
  const VOCAB_DROP = 0.4;
  const VOCAB_OFFSET = BLOCK_A[0];
  const VOCAB_DIMS = BLOCK_A[1] - BLOCK_A[0];
  const randn = () => Math.sqrt(-2 * Math.log(rng() + 1e-12)) * Math.cos(2 * Math.PI * rng());
  const net: HeadsNet = {
    inputs: F,
    hidden: HID,
    heads: H,
    w1: new Float32Array(F * HID).map(() => randn() * Math.sqrt(2 / F)),
    b1: new Float32Array(HID).fill(0.01),
    w2: new Float32Array(HID * H).map(() => randn() * Math.sqrt(1 / HID)),
    b2: new Float32Array(H).fill(-1),
  };
  const hid = new Float32Array(HID);
  const dh = new Float32Array(HID);
  const x = new Float32Array(F);
  function accumulate(i: number, grads: Float32Array[]): number {
    x.set(X.subarray(i * F, (i + 1) * F));
    if (rng() < VOCAB_DROP) x.fill(0, VOCAB_OFFSET, VOCAB_OFFSET + VOCAB_DIMS);
    hid.set(net.b1);
    for (let k = 0; k < F; k++) {
      const v = x[k]!;
      if (v === 0) continue;
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
    for (let k = 0; k < F; k++) {
      const v = x[k]!;
      if (v === 0) continue;
      const wo = k * HID;
      for (let d = 0; d < HID; d++) grads[0]![wo + d]! += v * dh[d]!;
    }
    return loss;
  }
  trainAdam([net.w1, net.b1, net.w2, net.b2], { rows: trainIdx, epochs: EPOCHS, batch: BATCH, lr: LR, l2: L2, rng, accumulate });
  return net;
}

/** scripts/train/ocular/train.ts's trainNet as it was (context blocks → BLOCK_A, n-grams → from BLOCK_B) */
function ocularTrainNet(): HeadsNet {
  const { X, Y, M, posW, rows: trainIdx } = dataset();
  const rng = mulberry32(20261124);
  const CTX_DROP = 0.15;
  const NGRAM_DROP = 0.3;
  const randn = () => Math.sqrt(-2 * Math.log(rng() + 1e-12)) * Math.cos(2 * Math.PI * rng());
  const net: HeadsNet = {
    inputs: F,
    hidden: HID,
    heads: H,
    w1: new Float32Array(F * HID).map(() => randn() * Math.sqrt(2 / 800)),
    b1: new Float32Array(HID).fill(0.01),
    w2: new Float32Array(HID * H).map(() => randn() * Math.sqrt(1 / HID)),
    b2: new Float32Array(H).fill(-1),
  };
  const hid = new Float32Array(HID);
  const out = new Float32Array(H);
  const dh = new Float32Array(HID);
  const inContext = (k: number) => k >= BLOCK_A[0] && k < BLOCK_A[1];
  function accumulate(i: number, grads: Float32Array[]): number {
    const xo = i * F;
    hid.set(net.b1);
    const nz: number[] = [];
    const dropCtx = rng() < CTX_DROP;
    const dropNgram = rng() < NGRAM_DROP;
    for (let k = 0; k < F; k++) {
      const v = X[xo + k]!;
      if (v === 0) continue;
      if ((dropCtx && inContext(k)) || (dropNgram && k >= BLOCK_B)) continue;
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
      out[j] = p;
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
  trainAdam([net.w1, net.b1, net.w2, net.b2], { rows: trainIdx, epochs: EPOCHS, batch: BATCH, lr: LR, l2: L2, skipIdle: true, rng, accumulate });
  return net;
}

const hashOf = (net: HeadsNet) => {
  const h = createHash('sha256');
  for (const p of [net.w1, net.b1, net.w2, net.b2]) h.update(Buffer.from(p.buffer, p.byteOffset, p.byteLength));
  return h.digest('hex');
};

describe('trainer heads nets', () => {
  it('as the risk trainer trains them (dense rows, one block dropped)', () => {
    expect(hashOf(riskTrainNet())).toBe('a42c8cbe4ed3d006ff6992e54b4fa123e6cc1dc4f32c0905306cb6f39f4a9a6f');
  });
  it('as the ocular trainer trains them (sparse rows, two blocks dropped, idle weights skipped)', () => {
    expect(hashOf(ocularTrainNet())).toBe('0d39bc6b75e5676fb6295cfcc0bd5d1f54e649d50d33d6f528ff105f53779677');
  });
});
