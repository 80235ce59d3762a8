/**
 * Trains the harmful-system-prompt model and writes seeds/models/harmful-prompt.onnx.
 *
 *   npx tsx scripts/train/harmful-prompt/train.ts [--out seeds/models/harmful-prompt.onnx] [--epochs 12]
 *
 * Hashed word uni/bi-grams + char 3-5-grams (processors/steer/cannot-comply/featurizer.ts) → EmbeddingBag (mean) +
 * bias → ReLU → Gemm → Sigmoid heads: `unprocessable` and one per category. Fixed seed; group-aware split (whole
 * acts / goals / prompts go to validation); the threshold is the lowest one at which the shipped model-path decision
 * (score, cue words, legitimate-context check) has validation precision ≥ 0.99 and refuses no validation look-alike,
 * plus a margin of 0.05 and never below 0.9 (the context check is hand-written). Every text is checked against
 * HOLDOUT_HASHES.txt first.
 */
import { FEATURIZER_SPEC, type Features, featurize, fnv1a32 } from '../../../processors/steer/cannot-comply/featurizer.js';
import { modelDecision, scoresFromHeads } from '../../../processors/steer/cannot-comply/model.js';
import { forward } from '../../../processors/steer/cannot-comply/net.js';
import { writeTrainedModel } from '../common/export.js';
import { dropHeldOutAndRepeats } from '../common/rows.js';
import { type BagExample, bagNetOnnx, exportedWeights, trainBagNet } from '../steer-net/bag-net.js';
import { heldOut, holdoutHash, loadCorpora } from './corpora.js';
import { mulberry32, type Row, SYNTH_COUNTS, synthesize } from './synth.js';

const SEED = 20250611;
const arg = (name: string, def: string) => (process.argv.includes(name) ? (process.argv[process.argv.indexOf(name) + 1] ?? def) : def);
const OUT = arg('--out', 'seeds/models/harmful-prompt.onnx');
const EPOCHS = Number(arg('--epochs', '25'));
const DIM = Number(arg('--dim', '16'));
const LR = Number(arg('--lr', '0.3'));
const JBB_WEIGHT = Number(arg('--jbb-weight', '0.3'));
const JBB_METHODS = arg('--jbb-methods', 'PAIR,adaptive_random_search').split(',');
const L2 = Number(arg('--l2', '1e-5'));
const CAT_WEIGHT = Number(arg('--cat-weight', '1'));
const FLOOR = Number(arg('--floor', '0.9'));
const MARGIN = Number(arg('--margin', '0.05'));
const SMOOTH = Number(arg('--smooth', '0'));
const FEATURE_DROPOUT = 0.1;
const HEADS = FEATURIZER_SPEC.heads;
const H = HEADS.length;
const B = FEATURIZER_SPEC.buckets;

const rng = mulberry32(SEED);

// ---------- data ----------
const raw = [
  ...synthesize(rng),
  ...loadCorpora()
    .filter((r) => !r.source.startsWith('jailbreakbench') || (JBB_WEIGHT > 0 && JBB_METHODS.includes(r.source.split(':')[1] ?? '')))
    .map((r) => (r.source.startsWith('jailbreakbench') ? { ...r, weight: JBB_WEIGHT } : r)),
];
const { rows, dropped, dupes } = dropHeldOutAndRepeats<Row>(raw, { heldOut: (r) => heldOut(r.text), key: (r) => holdoutHash(r.text) });
const isVal = (g: string) => fnv1a32(`${SEED}:${g}`) % 5 === 0;
interface Ex {
  row: Row;
  f: Features;
  y: Float64Array;
}
const toEx = (row: Row): Ex => {
  const y = new Float64Array(H);
  if (row.label) {
    y[0] = 1;
    for (const c of row.cats) y[HEADS.indexOf(c)] = 1;
  }
  return { row, f: featurize(row.text), y };
};
const train = rows.filter((r) => !isVal(r.group)).map(toEx);
const val = rows.filter((r) => isVal(r.group)).map(toEx);
console.log(`rows ${rows.length} (held-out hash matches dropped ${dropped}, duplicates ${dupes}); train ${train.length}, validation ${val.length}`);
const bySource = (xs: Ex[]) => xs.reduce<Record<string, number>>((m, e) => ((m[e.row.source] = (m[e.row.source] ?? 0) + 1), m), {});
console.log('train by source', bySource(train));
console.log('validation by source', bySource(val));

/** Indexing arrays the loop built itself (never out of range). */
const at = <T>(a: ArrayLike<T>, i: number): T => a[i] as T;

// ---------- model: the shared loop (scripts/train/steer-net/bag-net.ts) ----------
const pos = train.filter((e) => e.row.label).reduce((s, e) => s + e.row.weight, 0);
const neg = train.filter((e) => !e.row.label).reduce((s, e) => s + e.row.weight, 0);
const posScale = neg / pos; // balance the classes by weight
console.log(`weight: positives ${pos.toFixed(0)}, negatives ${neg.toFixed(0)} → positive scale ${posScale.toFixed(2)}`);
// the category heads learn from positives at CAT_WEIGHT and from negatives at 0.3; `unprocessable` at 1
const examples: BagExample[] = train.map((e) => ({
  f: e.f,
  y: Array.from(e.y, (v) => (v ? 1 - SMOOTH : SMOOTH)),
  weight: e.row.weight * (e.row.label ? posScale : 1),
  headWeights: HEADS.map((_, j) => (j === 0 ? 1 : e.row.label ? CAT_WEIGHT : 0.3)),
}));
const trained = trainBagNet(examples, {
  buckets: B,
  dim: DIM,
  heads: H,
  epochs: EPOCHS,
  lr: LR,
  l2: L2,
  featureDropout: FEATURE_DROPOUT,
  rng,
  log: console.log,
});
const { E16, weights: net } = exportedWeights(trained);

// ---------- metrics ----------
const score = (xs: Ex[]) => xs.map((e) => forward(net, e.f));
const valScores = score(val);
const trainScores = score(train);
function prf(xs: Ex[], s: Float64Array[], t: number) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (let i = 0; i < xs.length; i++) {
    const p = (at(s, i)[0] ?? 0) >= t;
    if (p && at(xs, i).row.label) tp++;
    else if (p) fp++;
    else if (at(xs, i).row.label) fn++;
  }
  return { tp, fp, fn, precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn) };
}
const lookalike = (e: Ex) => e.row.source.startsWith('haven-') && !e.row.label;
/** The shipped decision on the model path: score ≥ t, csam gate, legitimate-context check (model.ts). */
const decide = (xs: Ex[], sc: Float64Array[], t: number) => xs.map((e, i) => modelDecision(e.row.text, scoresFromHeads(at(sc, i)), t));
function prfDecided(xs: Ex[], d: ReturnType<typeof decide>) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  xs.forEach((e, i) => {
    if (d[i] && e.row.label) tp++;
    else if (d[i]) fp++;
    else if (e.row.label) fn++;
  });
  return { tp, fp, fn, precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn) };
}
let threshold = 0.995;
for (let t = 0.5; t <= 0.995; t += 0.005) {
  const d = decide(val, valScores, t);
  const m = prfDecided(val, d);
  if (m.precision >= 0.99 && !val.some((e, i) => lookalike(e) && d[i])) {
    threshold = Math.min(0.99, Math.round((t + MARGIN) * 1000) / 1000);
    break;
  }
}
threshold = Math.max(threshold, FLOOR);
console.log('threshold table (validation): t, model-path precision/recall/fp, score-only precision/recall');
for (const t of [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.98]) {
  const a = prfDecided(val, decide(val, valScores, t));
  const b = prf(val, valScores, t);
  if (t === 0.5)
    console.log(
      val
        .filter((e, i) => !e.row.label && decide([e], [at(valScores, i)], t)[0])
        .map((e) => `${e.row.source} ${(at(valScores, val.indexOf(e))[0] ?? 0).toFixed(3)}: ${e.row.text.slice(0, 140)}`),
    );
  console.log(`  ${t}: ${a.precision.toFixed(3)}/${a.recall.toFixed(3)}/${a.fp}  ${b.precision.toFixed(3)}/${b.recall.toFixed(3)}`);
}
const dVal = decide(val, valScores, threshold);
const mDec = prfDecided(val, dVal);
console.log(
  `combined (model path) validation @${threshold}: precision ${mDec.precision.toFixed(3)} recall ${mDec.recall.toFixed(3)} (tp ${mDec.tp}, fp ${mDec.fp}, fn ${mDec.fn})`,
);
const decPerSource: Record<string, string> = {};
for (const src of [...new Set(val.map((e) => `${e.row.label ? 'pos' : 'neg'} ${e.row.source}`))]) {
  const idx = val.map((e, i) => i).filter((i) => `${at(val, i).row.label ? 'pos' : 'neg'} ${at(val, i).row.source}` === src);
  decPerSource[src] = `${idx.filter((i) => dVal[i]).length}/${idx.length}`;
}
console.log('combined (model path) refused per source', decPerSource);
const perCat: Record<string, string> = {};
for (const c of HEADS.slice(1)) {
  const idx = val.map((_, i) => i).filter((i) => at(val, i).row.label && at(val, i).row.cats[0] === c);
  perCat[c] = `${idx.filter((i) => dVal[i]).length}/${idx.length} refused, ${idx.filter((i) => dVal[i]?.category === c).length} with this category`;
}
console.log('combined (model path) validation positives per category', perCat);
const nearMiss = val
  .map((e, i) => ({ e, s: at(valScores, i)[0] ?? 0, d: modelDecision(e.row.text, scoresFromHeads(at(valScores, i)), 0.0001) }))
  .filter((x) => !x.e.row.label && x.d)
  .sort((a, b) => b.s - a.s)
  .slice(0, 5);
console.log(
  'highest-scoring validation negatives that pass the gates:',
  nearMiss.map((x) => `${x.s.toFixed(3)} ${x.e.row.text.slice(0, 100)}`),
);
console.log(
  'combined false refusals:',
  val.filter((e, i) => !e.row.label && dVal[i]).map((e) => e.row.text.slice(0, 120)),
);
const mVal = prf(val, valScores, threshold);
const mTrain = prf(train, trainScores, threshold);
const m05 = prf(val, valScores, 0.5);
console.log(`threshold ${threshold}`);
console.log(`validation @${threshold}: precision ${mVal.precision.toFixed(3)} recall ${mVal.recall.toFixed(3)} (tp ${mVal.tp}, fp ${mVal.fp}, fn ${mVal.fn})`);
console.log(`validation @0.5: precision ${m05.precision.toFixed(3)} recall ${m05.recall.toFixed(3)} (tp ${m05.tp}, fp ${m05.fp}, fn ${m05.fn})`);
console.log(`train @${threshold}: precision ${mTrain.precision.toFixed(3)} recall ${mTrain.recall.toFixed(3)}`);
const perSource: Record<string, { n: number; flagged: number }> = {};
val.forEach((e, i) => {
  const k = `${e.row.label ? 'pos' : 'neg'} ${e.row.source}`;
  perSource[k] ??= { n: 0, flagged: 0 };
  perSource[k]!.n++;
  if ((at(valScores, i)[0] ?? 0) >= threshold) perSource[k]!.flagged++;
});
console.log('validation flagged per source', perSource);
let catOk = 0;
let catN = 0;
val.forEach((e, i) => {
  if (!e.row.label || (at(valScores, i)[0] ?? 0) < threshold) return;
  catN++;
  let best = 1;
  for (let j = 2; j < H; j++) if ((at(valScores, i)[j] ?? 0) > (at(valScores, i)[best] ?? 0)) best = j;
  if (e.row.cats.includes(HEADS[best] as never)) catOk++;
});
console.log(`validation category accuracy on caught positives: ${catOk}/${catN}`);
const missed = val.filter((e, i) => e.row.label && (at(valScores, i)[0] ?? 0) < threshold && e.row.source.startsWith('haven'));
console.log(
  'validation misses (haven-written, first 8):',
  missed.slice(0, 8).map((e) => e.row.text.slice(0, 120)),
);
const fps = val.filter((e, i) => !e.row.label && (at(valScores, i)[0] ?? 0) >= 0.5);
console.log(
  'validation negatives ≥ 0.5 (first 8):',
  fps.slice(0, 8).map((e) => `${e.row.source}: ${e.row.text.slice(0, 120)}`),
);

if (process.argv.includes('--diag')) {
  const g: Record<string, { n: number; hit: number; ex: string }> = {};
  val.forEach((e, i) => {
    if (!e.row.source.startsWith('haven-template')) return;
    const k = e.row.group;
    g[k] ??= { n: 0, hit: 0, ex: e.row.text.slice(0, 110).replace(/\n/g, ' ') };
    g[k]!.n++;
    if ((at(valScores, i)[0] ?? 0) >= 0.9) g[k]!.hit++;
  });
  for (const [k, v] of Object.entries(g)) console.log(`${k}\t${v.hit}/${v.n}\t${v.ex}`);
}

// ---------- ONNX ----------
const metrics = {
  seed: SEED,
  epochs: EPOCHS,
  dim: DIM,
  rows: { train: train.length, validation: val.length, holdout_dropped: dropped, duplicates: dupes },
  synth: SYNTH_COUNTS,
  threshold,
  validation_score_only: { precision: +mVal.precision.toFixed(4), recall: +mVal.recall.toFixed(4), tp: mVal.tp, fp: mVal.fp, fn: mVal.fn },
  validation_model_path: { precision: +mDec.precision.toFixed(4), recall: +mDec.recall.toFixed(4), tp: mDec.tp, fp: mDec.fp, fn: mDec.fn },
};
const bytes = bagNetOnnx(trained, E16, {
  producer: 'haven scripts/train/harmful-prompt/train.ts',
  version: String(FEATURIZER_SPEC.version),
  graphName: 'harmful_prompt',
  doc: 'Harmful system prompt classifier: hashed n-gram EmbeddingBag → ReLU → Gemm → Sigmoid heads. Featurizer spec in metadata haven.featurizer.',
  metadata: {
    'haven.featurizer': JSON.stringify(FEATURIZER_SPEC),
    'haven.threshold': String(threshold),
    'haven.training': JSON.stringify(metrics),
  },
});
writeTrainedModel(OUT, bytes);
console.log(JSON.stringify(metrics));
