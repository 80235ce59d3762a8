import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { HeadsNet } from '../../processors/ocular/core/net.js';
import { trainHeadsNet } from '../../scripts/train/common/heads-net.js';
import { mulberry32 } from '../../scripts/train/harmful-prompt/synth.js';

/**
 * The heads trainers' MLP training (initialisation, feature dropout, weighted sigmoid loss, backward pass, Adam) on a
 * small fixed data set, as the risk trainer (dense rows, one block dropped) and the ocular trainer (sparse rows, two
 * blocks dropped, idle weights skipped) run it (`trainHeadsNet`): the weights' hashes were pinned from each trainer's
 * own trainNet before the two became this one function (copies of both: commit d573e16), so it must train the same
 * bytes.
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
/** what both trainers' calls set alike here: the data, the shape and the Adam settings */
const shared = () => ({ ...dataset(), inputs: F, hidden: HID, heads: H, epochs: 6, batch: 8, lr: 0.01, l2: 1e-3 });

/** as scripts/train/risk/train.ts calls it (its vocabulary block → BLOCK_A) */
function riskTrainNet(): HeadsNet {
  const rng = mulberry32(20261125);
  return trainHeadsNet({
    ...shared(),
    w1Std: Math.sqrt(2 / F),
    dropped: () => (rng() < 0.4 ? (k) => k >= BLOCK_A[0] && k < BLOCK_A[1] : undefined),
    rng,
  });
}

/** as scripts/train/ocular/train.ts calls it (its context blocks → BLOCK_A, its n-grams → from BLOCK_B) */
function ocularTrainNet(): HeadsNet {
  const rng = mulberry32(20261124);
  return trainHeadsNet({
    ...shared(),
    w1Std: Math.sqrt(2 / 800),
    dropped: () => {
      const dropCtx = rng() < 0.15;
      const dropNgram = rng() < 0.3;
      return (k) => (dropCtx && k >= BLOCK_A[0] && k < BLOCK_A[1]) || (dropNgram && k >= BLOCK_B);
    },
    skipIdle: true,
    rng,
  });
}

/**
 * The Adam epochs alone (`trainAdam`, commit fbf4bb0 pinned them from the loop as the trainers had it inline): a
 * smaller set whose last head is labelled only in the last two epochs, so its bias has neither gradient nor momentum
 * before — the entries the ocular trainer skips. Skipping them changes the speed, not the weights (an entry with no
 * gradient and no momentum steps by zero, and a float32 momentum once set decays to the smallest subnormal, never to
 * zero), so the two variants pin the same hash; both are pinned so that neither path can drift.
 */
function lateHeadNet(skipIdle: boolean): HeadsNet {
  const [f, hidden, heads, n, epochs] = [12, 6, 3, 40, 12];
  const data = mulberry32(11);
  const X = new Float32Array(n * f).map(() => (data() < 0.5 ? 0 : data() * 2 - 1));
  const Y = new Float32Array(n * heads).map(() => (data() < 0.35 ? 1 : 0));
  const labelled = new Float32Array(n * heads).map(() => (data() < 0.9 ? 1 : 0));
  const M = labelled.map((m, i) => (i % heads === heads - 1 ? 0 : m));
  let calls = 0;
  const rng = mulberry32(5);
  return trainHeadsNet({
    inputs: f,
    hidden,
    heads,
    w1Std: Math.sqrt(2 / f),
    X,
    Y,
    M,
    posW: new Float32Array(heads).fill(1),
    // called once per row before its heads are read: the last head's labels arrive with the last two epochs
    dropped: () => {
      if (++calls === (epochs - 2) * n + 1) M.set(labelled);
      return undefined;
    },
    skipIdle,
    rows: Array.from({ length: n }, (_, i) => i),
    epochs,
    batch: 8,
    lr: 0.01,
    l2: 1e-3,
    rng,
  });
}

const hashOf = (net: HeadsNet) => {
  const h = createHash('sha256');
  for (const p of [net.w1, net.b1, net.w2, net.b2]) h.update(Buffer.from(p.buffer, p.byteOffset, p.byteLength));
  return h.digest('hex');
};

describe('trainer Adam epochs', () => {
  it('dense (risk): every weight steps every batch', () => {
    expect(hashOf(lateHeadNet(false))).toBe('1291c05c8f04a306a3b771978812d3cac917857a9395a028c7506dd831d50383');
  });
  it('skipping idle weights (ocular): a weight with no gradient and no momentum stays as it is', () => {
    expect(hashOf(lateHeadNet(true))).toBe('1291c05c8f04a306a3b771978812d3cac917857a9395a028c7506dd831d50383');
  });
});

describe('trainer heads nets', () => {
  it('as the risk trainer trains them (dense rows, one block dropped)', () => {
    expect(hashOf(riskTrainNet())).toBe('a42c8cbe4ed3d006ff6992e54b4fa123e6cc1dc4f32c0905306cb6f39f4a9a6f');
  });
  it('as the ocular trainer trains them (sparse rows, two blocks dropped, idle weights skipped)', () => {
    expect(hashOf(ocularTrainNet())).toBe('0d39bc6b75e5676fb6295cfcc0bd5d1f54e649d50d33d6f528ff105f53779677');
  });
});
