/**
 * Trains the forbidden-act head (processors/steer/screen/forbidden-act.ts) on the Haven-written (rule, sentence) pairs
 * of data.ts and writes seeds/models/rule-act.onnx with its pin seeds/models/rule-act.json.
 *
 *   nice -n 10 node --import tsx scripts/train/rule-act/train.ts [--out seeds/models/rule-act.onnx] [--writer-out] [--no-ngrams]
 *
 * Features [r, s, r⊙s, |r−s|] of the MiniLM vectors (one text per pass, cached in .scratch/rule-act.json) and the
 * sentence's hashed word 1-2-grams (`--no-ngrams` leaves them out); a bag of
 * three MLPs (hidden 32, Adam, weighted cross-entropy); seed 20261129 (mulberry32: cross pairs, folds, init, order).
 * Calibration: Platt on out-of-fold logits of a 5-fold split by rule. Validation threshold: the lowest calibrated score
 * ≥ 0.5 at which out-of-fold false alarms stay ≤ MAX_FALSE_ALARMS of the allowed sentences (cross and generic pairs
 * not counted); the shipped threshold is SHIPPED_THRESHOLD, higher, for the reason given there. `--writer-out` also trains with each writer's file held out and prints how
 * the head does on a writer it never saw — the figure that says whether it generalises.
 */

import { forwardNet, type HeadsNet } from '../../../processors/ocular/core/net.js';
import { RULE_ACT_DENSE, RULE_ACT_FEATURES_WITH_NGRAMS, ruleActFeatures, ruleActSpec } from '../../../processors/steer/screen/forbidden-act.js';
import { fitPlatt } from '../common/calibration.js';
import { trainingEmbeddings } from '../common/embed.js';
import { mlpHeadsOnnx, writeTrainedModel } from '../common/export.js';
import { trainBaggedHeadsNet } from '../common/heads-net.js';
import { mulberry32 } from '../harmful-prompt/synth.js';
import { type ActRow, actRows, loadLines } from './data.js';

const SEED = 20261129;
const HIDDEN = 32;
const BAG = 3;
const EPOCHS = 25;
const MAX_FALSE_ALARMS = 0.01;
/**
 * The threshold the runtime uses. The validation rule above (≤ 1 % of the written allowed sentences, out of fold) gave
 * 0.789, which on the development operator sets (blind sets 2-7, with embeddings) changed 20 of 230 compliant replies
 * where the engine without the head changes 11: a writer's allowed sentences are easier than another writer's compliant
 * replies. At 0.95 it changed 13 and caught 3 more breaks; chosen there, before blind set 8 was read with the head
 * (docs/steer.md, "The forbidden-act head").
 */
const SHIPPED_THRESHOLD = 0.95;
const FOLDS = 5;
const argv = process.argv;
const arg = (name: string, dflt: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1]! : dflt;
};
const OUT = arg('--out', 'seeds/models/rule-act.onnx');
/** the sentence's hashed word grams as features too (forbidden-act.ts) */
const NGRAMS = !argv.includes('--no-ngrams');
const RULE_ACT_FEATURES = NGRAMS ? RULE_ACT_FEATURES_WITH_NGRAMS : RULE_ACT_DENSE;
const PIN = OUT.replace(/\.onnx$/, '.json');

const rng = mulberry32(SEED);
const lines = loadLines();
const rows = actRows(lines, rng);
const writers = [...new Set(rows.map((r) => r.writer))];
console.log(`rules ${lines.length} (${writers.join(', ')}), rows ${rows.length}: ${rows.filter((r) => r.label).length} breaking`);
const vec = await trainingEmbeddings(
  rows.flatMap((r) => [r.rule, r.sentence]),
  'rule-act',
);
const X = new Float32Array(rows.length * RULE_ACT_FEATURES);
rows.forEach((r, i) => ruleActFeatures(vec.get(r.rule)!, vec.get(r.sentence)!, NGRAMS ? r.sentence : undefined, X, i * RULE_ACT_FEATURES));
const Y = new Float32Array(rows.map((r) => r.label));

function train(idx: readonly number[]): HeadsNet {
  const M = new Float32Array(rows.length);
  for (const i of idx) M[i] = rows[i]!.weight;
  const pos = idx.filter((i) => rows[i]!.label).length;
  const neg = idx.length - pos;
  return trainBaggedHeadsNet(BAG, {
    inputs: RULE_ACT_FEATURES,
    hidden: HIDDEN,
    heads: 1,
    w1Std: Math.sqrt(2 / RULE_ACT_FEATURES),
    X,
    Y,
    M,
    posW: new Float32Array([Math.min(5, neg / Math.max(1, pos))]),
    rows: idx,
    epochs: EPOCHS,
    batch: 32,
    lr: 1e-3,
    l2: 1e-4,
    rng,
  });
}

const logitsOf = (net: HeadsNet, idx: readonly number[]) => {
  const x = new Float32Array(idx.length * RULE_ACT_FEATURES);
  idx.forEach((i, k) => x.set(X.subarray(i * RULE_ACT_FEATURES, (i + 1) * RULE_ACT_FEATURES), k * RULE_ACT_FEATURES));
  return Array.from(forwardNet(net, x, idx.length), (p) => Math.log(Math.max(1e-7, p) / Math.max(1e-7, 1 - p)));
};

function auc(scores: readonly number[], ys: readonly number[]): number {
  const o = scores.map((s, i) => [s, ys[i]!] as const).sort((a, b) => a[0] - b[0]);
  let rank = 0;
  let sumPos = 0;
  let pos = 0;
  for (const [, y] of o) {
    rank++;
    if (y) (sumPos += rank), pos++;
  }
  const neg = o.length - pos;
  return pos && neg ? (sumPos - (pos * (pos + 1)) / 2) / (pos * neg) : Number.NaN;
}

/** recall and false alarms (per kind) at a threshold over scored rows */
function report(scored: { row: ActRow; p: number }[], th: number): string {
  const by = (k: ActRow['kind']) => scored.filter((s) => s.row.kind === k);
  const hit = (ss: { p: number }[]) => ss.filter((s) => s.p >= th).length;
  const v = by('violating');
  const a = [...by('allowed'), ...by('allowed-hard')];
  return `recall ${hit(v)}/${v.length} (${((100 * hit(v)) / v.length).toFixed(1)} %), false alarms allowed ${hit(a)}/${a.length} (hard ${hit(by('allowed-hard'))}/${by('allowed-hard').length}), cross ${hit(by('cross'))}/${by('cross').length}, generic ${hit(by('generic'))}/${by('generic').length}`;
}

/** the lowest threshold ≥ 0.5 keeping false alarms on written allowed sentences ≤ MAX_FALSE_ALARMS */
function pickThreshold(scored: { row: ActRow; p: number }[]): number {
  const allowed = scored.filter((s) => s.row.kind === 'allowed' || s.row.kind === 'allowed-hard').map((s) => s.p);
  const cands = [...new Set(scored.map((s) => s.p).filter((p) => p >= 0.5))].sort((a, b) => a - b);
  for (const t of [0.5, ...cands]) if (allowed.filter((p) => p >= t).length <= MAX_FALSE_ALARMS * allowed.length) return Math.round(t * 1000) / 1000;
  return 0.99;
}

// out-of-fold logits, split by rule
const groups = [...new Set(rows.map((r) => r.group))];
const foldOf = new Map(groups.map((g) => [g, Math.floor(rng() * FOLDS)]));
const oof = new Array<number>(rows.length).fill(0);
for (let f = 0; f < FOLDS; f++) {
  const tr = rows.flatMap((r, i) => (foldOf.get(r.group) === f ? [] : [i]));
  const te = rows.flatMap((r, i) => (foldOf.get(r.group) === f ? [i] : []));
  console.log(`fold ${f + 1}/${FOLDS}: ${tr.length} train, ${te.length} held out`);
  const net = train(tr);
  logitsOf(net, te).forEach((z, k) => {
    oof[te[k]!] = z;
  });
}
const calibration = fitPlatt(oof, Array.from(Y));
const cal = (z: number) => 1 / (1 + Math.exp(-(calibration.a * z + calibration.c)));
const scoredOof = rows.map((row, i) => ({ row, p: cal(oof[i]!) }));
const threshold = pickThreshold(scoredOof);
const written = rows.map((_, i) => i).filter((i) => rows[i]!.kind !== 'cross' && rows[i]!.kind !== 'generic');
const validation = {
  auc_written: auc(
    written.map((i) => oof[i]!),
    written.map((i) => Y[i]!),
  ),
  at_validation_threshold: report(scoredOof, threshold),
  at_0_5: report(scoredOof, 0.5),
};
console.log(
  `out of fold: AUC ${validation.auc_written.toFixed(3)}; calibration a ${calibration.a.toFixed(3)} c ${calibration.c.toFixed(3)}; threshold ${threshold}`,
);
console.log(`  at ${threshold}: ${validation.at_validation_threshold}`);

const writerOut: Record<string, string> = {};
if (argv.includes('--writer-out')) {
  for (const w of writers) {
    const tr = rows.flatMap((r, i) => (r.writer === w ? [] : [i]));
    const te = rows.flatMap((r, i) => (r.writer === w ? [i] : []));
    const net = train(tr);
    const scored = logitsOf(net, te).map((z, k) => ({ row: rows[te[k]!]!, p: cal(z) }));
    writerOut[w] = `${report(scored, threshold)}; AUC ${auc(
      scored.filter((s) => s.row.kind !== 'cross' && s.row.kind !== 'generic').map((s) => s.p),
      scored.filter((s) => s.row.kind !== 'cross' && s.row.kind !== 'generic').map((s) => s.row.label),
    ).toFixed(3)}`;
    console.log(`writer ${w} held out: ${writerOut[w]}`);
  }
}

const net = train(rows.map((_, i) => i));
const bytes = mlpHeadsOnnx(net, {
  producer: 'haven-rule-act',
  version: '1',
  graphName: 'rule_act',
  doc: 'Forbidden-act head: [r, s, r*s, |r-s|] of MiniLM vectors of a prompt clause and a reply sentence -> P(sentence breaks clause)',
  metadata: { 'haven.seed': String(SEED), 'haven.features': ruleActSpec(NGRAMS) },
});
writeTrainedModel(OUT, bytes, {
  path: PIN,
  fields: {
    seed: SEED,
    recipe: { hidden: HIDDEN, bag: BAG, epochs: EPOCHS, folds: FOLDS, max_false_alarms: MAX_FALSE_ALARMS, cross_weight: 0.5 },
    writers,
    rules: lines.length,
    rows: rows.length,
    calibration,
    threshold: SHIPPED_THRESHOLD,
    validation_threshold: threshold,
    validation,
    ...(Object.keys(writerOut).length ? { writer_out: writerOut } : {}),
  },
});
