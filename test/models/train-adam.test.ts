import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { HeadsNet } from '../../processors/ocular/core/net.js';
import { trainAdam } from '../../scripts/train/common/adam.js';
import { mulberry32 } from '../../scripts/train/harmful-prompt/synth.js';

/**
 * The trainers' Adam epochs (`trainAdam`) on a small fixed data set: the weights' hash was pinned from the loop as the
 * risk and ocular trainers had it inline (commit fbf4bb0), so a change to the shared loop that would change a trained
 * model fails here.
 */
const F = 12;
const HID = 6;
const H = 3;
const N = 40;

function dataset() {
  const rng = mulberry32(11);
  const X = new Float32Array(N * F).map(() => (rng() < 0.5 ? 0 : rng() * 2 - 1));
  const Y = Array.from({ length: N * H }, () => (rng() < 0.35 ? 1 : 0));
  const M = Array.from({ length: N * H }, () => (rng() < 0.9 ? 1 : 0));
  return { X, Y, M };
}

/**
 * The last head is labelled only in the last two epochs, so its bias has neither gradient nor momentum before: the
 * entries the ocular trainer skips. Skipping them changes the speed, not the weights (an entry with no gradient and
 * no momentum steps by zero, and a float32 momentum once set decays to the smallest subnormal, never to zero), so the
 * two variants pin the same hash; both are pinned so that neither path can drift.
 */
const LATE_HEAD = H - 1;
const lateHeadLabelled = (calls: number, epochs: number) => calls > (epochs - 2) * N;

/** A net as the heads trainers initialise it, and a dense accumulate as in scripts/train/risk/train.ts. */
function train(skipIdle: boolean, LR: number, EPOCHS: number): HeadsNet {
  const { X, Y, M } = dataset();
  const rng = mulberry32(5);
  const L2 = 1e-3;
  const BATCH = 8;
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
  let calls = 0;
  function accumulate(i: number, grads: Float32Array[]): number {
    calls++;
    hid.set(net.b1);
    for (let k = 0; k < F; k++) {
      const v = X[i * F + k]!;
      if (v === 0) continue;
      for (let d = 0; d < HID; d++) hid[d]! += v * net.w1[k * HID + d]!;
    }
    for (let d = 0; d < HID; d++) if (hid[d]! < 0) hid[d] = 0;
    let loss = 0;
    dh.fill(0);
    for (let j = 0; j < H; j++) {
      if (!M[i * H + j] || (j === LATE_HEAD && !lateHeadLabelled(calls, EPOCHS))) continue;
      let z = net.b2[j]!;
      for (let d = 0; d < HID; d++) z += hid[d]! * net.w2[d * H + j]!;
      const p = 1 / (1 + Math.exp(-z));
      const y = Y[i * H + j]!;
      const g = p - y;
      loss -= y * Math.log(p + 1e-9) + (1 - y) * Math.log(1 - p + 1e-9);
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
      const v = X[i * F + k]!;
      if (v === 0) continue;
      for (let d = 0; d < HID; d++) grads[0]![k * HID + d]! += v * dh[d]!;
    }
    return loss;
  }
  trainAdam([net.w1, net.b1, net.w2, net.b2], {
    rows: Array.from({ length: N }, (_, i) => i),
    epochs: EPOCHS,
    batch: BATCH,
    lr: LR,
    l2: L2,
    skipIdle,
    rng,
    accumulate,
  });
  return net;
}

const hashOf = (net: HeadsNet) => {
  const h = createHash('sha256');
  for (const p of [net.w1, net.b1, net.w2, net.b2]) h.update(Buffer.from(p.buffer, p.byteOffset, p.byteLength));
  return h.digest('hex');
};

describe('trainer Adam epochs', () => {
  it('dense (risk): every weight steps every batch', () => {
    expect(hashOf(train(false, 0.01, 12))).toBe('1291c05c8f04a306a3b771978812d3cac917857a9395a028c7506dd831d50383');
  });
  it('skipping idle weights (ocular): a weight with no gradient and no momentum stays as it is', () => {
    expect(hashOf(train(true, 0.01, 12))).toBe('1291c05c8f04a306a3b771978812d3cac917857a9395a028c7506dd831d50383');
  });
});
