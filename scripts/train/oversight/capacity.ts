/**
 * Does a head with more capacity than the linear one use the varied training material? Out of fold, on the trainer's
 * own rows, features and group-aware folds (data.ts), under the trainer's calibration and activation rule (rule.ts),
 * it compares three scorers of the category heads:
 *  - linear: the trainer's heads (linear.ts),
 *  - mlp: the risk/ocular heads net (features → ReLU hidden layer → one sigmoid per head, common/heads-net.ts), trained
 *    on the same rows with the same per-row weights (positives up-weighted by the square root of the linear balance),
 *  - knn: a similarity-weighted vote of the k nearest Haven-written training pairs (cosine on the feature vector).
 * It writes nothing; the figures it printed on 2026-11-27 are in docs/oversight.md.
 *
 *   nice -n 10 node --import tsx scripts/train/oversight/capacity.ts [--only=linear,mlp,knn] [--hidden=32] [--epochs=12] [--bag=1] [--k=3,7,15]
 */
import { forwardNet } from '../../../processors/ocular/core/net.js';
import { FEATURE_DIM, HEADS } from '../../../processors/oversight/heads-spec.js';
import { trainBaggedHeadsNet } from '../common/heads-net.js';
import { mulberry32 } from '../harmful-prompt/synth.js';
import { FOLDS, fold, K, M, pairs, SEED, X, Y } from './data.js';
import { fitOutputs } from './linear.js';
import { judgeHeads } from './rule.js';

const arg = (name: string, dflt: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? dflt;
const ONLY = arg('only', 'linear,mlp,knn').split(',');
const HIDDEN = Number(arg('hidden', '32'));
const NET_EPOCHS = Number(arg('epochs', '12'));
const BAG = Number(arg('bag', '1'));
const KNN = arg('k', '3,7,15').split(',').map(Number);
const H = HEADS.length;
const N = pairs.length;
const heads = HEADS.map((_, k) => k);
const logit = (p: number) => Math.log(Math.max(1e-6, p) / Math.max(1e-6, 1 - p));

/** out-of-fold category-head logits of one scorer, laid out as the trainer's rows (K outputs, codes left 0) */
function outOfFold(fitFold: (train: number[], test: number[]) => Float64Array[]): Float64Array[] {
  const oof = pairs.map(() => new Float64Array(K));
  for (let f = 0; f < FOLDS; f++) {
    const t0 = Date.now();
    const test = pairs.flatMap((_, i) => (fold[i] === f ? [i] : []));
    const z = fitFold(
      pairs.flatMap((_, i) => (fold[i] !== f ? [i] : [])),
      test,
    );
    test.forEach((i, r) => oof[i]!.set(z[r]!));
    console.log(`  fold ${f + 1}/${FOLDS} (${Math.round((Date.now() - t0) / 1000)} s)`);
  }
  return oof;
}

const linear = (train: number[], test: number[]) => {
  const W = new Float32Array(FEATURE_DIM * K);
  const B = new Float32Array(K);
  fitOutputs(W, B, train, heads);
  return test.map((i) => {
    const z = new Float64Array(H);
    for (let k = 0; k < H; k++) {
      let s = B[k]!;
      for (let d = 0; d < FEATURE_DIM; d++) s += W[d * K + k]! * X[i * FEATURE_DIM + d]!;
      z[k] = s;
    }
    return z;
  });
};

// the heads net's targets: the category heads only, the mask carrying the pair's weight (heads-net multiplies by it)
const YH = new Float32Array(N * H);
const MH = new Float32Array(N * H);
pairs.forEach((p, i) => {
  for (let k = 0; k < H; k++) {
    YH[i * H + k] = Y[i * K + k]!;
    MH[i * H + k] = M[i * K + k]! * p.weight;
  }
});
const mlp = (train: number[], test: number[]) => {
  const pos = new Float64Array(H);
  const neg = new Float64Array(H);
  for (const i of train)
    for (let k = 0; k < H; k++) {
      if (YH[i * H + k]) pos[k]! += MH[i * H + k]!;
      else neg[k]! += MH[i * H + k]!;
    }
  // the linear fit's balance (negatives over positives, at most 30), square-rooted as the risk trainer does: the net
  // overfits a heavily up-weighted minority faster than a linear head
  const posW = Float32Array.from(pos, (p, k) => (p ? Math.sqrt(Math.min(30, neg[k]! / p)) : 1));
  const rng = mulberry32(SEED);
  const net = trainBaggedHeadsNet(BAG, {
    inputs: FEATURE_DIM,
    hidden: HIDDEN,
    heads: H,
    w1Std: Math.sqrt(2 / FEATURE_DIM),
    X,
    Y: YH,
    M: MH,
    posW,
    rows: train,
    epochs: NET_EPOCHS,
    batch: 32,
    lr: 1e-3,
    l2: 1e-4,
    rng,
  });
  const xs = new Float32Array(test.length * FEATURE_DIM);
  test.forEach((i, r) => xs.set(X.subarray(i * FEATURE_DIM, (i + 1) * FEATURE_DIM), r * FEATURE_DIM));
  const s = forwardNet(net, xs, test.length);
  return test.map((_, r) => Float64Array.from(s.subarray(r * H, (r + 1) * H), logit));
};

// cosine on the feature vector: unit-normalised rows
const U = new Float32Array(X.length);
for (let i = 0; i < N; i++) {
  let n = 0;
  for (let d = 0; d < FEATURE_DIM; d++) n += X[i * FEATURE_DIM + d]! ** 2;
  n = Math.sqrt(n) || 1;
  for (let d = 0; d < FEATURE_DIM; d++) U[i * FEATURE_DIM + d] = X[i * FEATURE_DIM + d]! / n;
}
/** the nearest Haven-written pairs of row i among `ref` (the same for every k: a row's reference set is its fold's) */
const nearest = new Map<number, (readonly [number, number])[]>();
const neighbours = (i: number, ref: readonly number[]) => {
  let got = nearest.get(i);
  if (!got) {
    got = ref.map((j) => {
      let s = 0;
      for (let d = 0; d < FEATURE_DIM; d++) s += U[i * FEATURE_DIM + d]! * U[j * FEATURE_DIM + d]!;
      return [s, j] as const;
    });
    got = got.sort((a, b) => b[0] - a[0]).slice(0, Math.max(...KNN));
    nearest.set(i, got);
  }
  return got;
};
/** per k: the similarity-weighted share of each category among the k nearest Haven-written training pairs (smoothed) */
const knn = (k: number) => (train: number[], test: number[]) => {
  const ref = train.filter((i) => pairs[i]!.source === 'haven');
  return test.map((i) => {
    const votes = new Float64Array(H);
    let total = 0;
    for (const [s, j] of neighbours(i, ref).slice(0, k)) {
      const w = Math.max(0, s);
      total += w;
      const c = pairs[j]!.cat;
      if (c) votes[HEADS.indexOf(c)]! += w;
    }
    return Float64Array.from(votes, (v) => logit((v + 0.1) / (total + 0.2)));
  });
};

const scorers: [string, (train: number[], test: number[]) => Float64Array[]][] = [];
if (ONLY.includes('linear')) scorers.push(['linear', linear]);
if (ONLY.includes('mlp')) scorers.push([`mlp(h${HIDDEN},e${NET_EPOCHS},bag${BAG})`, mlp]);
if (ONLY.includes('knn')) for (const k of KNN) scorers.push([`knn(k${k})`, knn(k)]);

console.log(`rows ${N}, heads ${H}, folds ${FOLDS}`);
const table: Record<string, Record<string, string>> = {};
for (const [name, fit] of scorers) {
  console.log(name);
  const { report, active } = judgeHeads(pairs, M, K, outOfFold(fit), false);
  for (const h of HEADS) {
    const r = report[h] as { haven_auc: number; auc: number; threshold: number; haven: { recall: number; precision: number }; lookalike_alarms: number };
    (table[h] ??= {})[name] = `${r.haven_auc.toFixed(2)}/${(100 * r.haven.recall).toFixed(0)}%${active.includes(h) ? '*' : ' '}`;
  }
  (table['active heads'] ??= {})[name] = String(active.length);
  console.log(`  active: ${active.join(', ')}`);
  // after every scorer, so that a long run shows what it has
  console.log('per head: Haven-written AUC / Haven-written recall at the rule threshold (* active)');
  console.table(table);
}
