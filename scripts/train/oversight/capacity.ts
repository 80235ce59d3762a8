/**
 * Does a head with more capacity than the linear one use the varied training material? Out of fold, on the trainer's
 * own rows, features and group-aware folds (data.ts), under the trainer's calibration and activation rule (rule.ts),
 * it compares three scorers of the category heads:
 *  - linear: the trainer's heads (linear.ts),
 *  - mlp: the risk/ocular heads net (features → ReLU hidden layer → one sigmoid per head, common/heads-net.ts), trained
 *    on the same rows with the same per-row weights (positives up-weighted by the square root of the linear balance;
 *    mlp.ts, which the trainer's `--heads=mlp` uses),
 *  - knn: a similarity-weighted vote of the k nearest Haven-written training pairs (cosine on the feature vector).
 * It writes nothing; the figures it printed on 2026-11-27 are in docs/oversight.md.
 *
 *   nice -n 10 node --import tsx scripts/train/oversight/capacity.ts [--only=linear,mlp,knn] [--hidden=32] [--epochs=12] [--bag=1] [--k=3,7,15]
 */
import { FEATURE_DIM, HEADS } from '../../../processors/oversight/heads-spec.js';
import { FOLDS, fold, K, M, pairs, X } from './data.js';
import { fitOutputs } from './linear.js';
import { fitHeadsMlp, MLP_RECIPE, mlpLogitsOf } from './mlp.js';
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

const mlp = (train: number[], test: number[]) => {
  const net = fitHeadsMlp(train, { ...MLP_RECIPE, hidden: HIDDEN, epochs: NET_EPOCHS, bag: BAG });
  return test.map((i) => mlpLogitsOf(net, i));
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
