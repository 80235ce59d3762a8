/**
 * Trains the oversight behaviour heads (fixed seed, deterministic full-batch Adam on a logistic loss), calibrates them
 * (Platt on out-of-fold scores of a group-aware 5-fold split) and writes `seeds/models/oversight-heads.onnx`
 * (Gemm → logits) plus its pin (`seeds/models/oversight-heads.json`: sha256, calibration, thresholds, code outputs,
 * out-of-fold validation figures).
 *
 * Outputs: one head per harmful category (HEADS) and one code output per harmful code seen in the data (which code of
 * a category that fired). Features: heads-spec.ts (`contextVector` over the exchange's user messages, `writeFeatures`).
 *
 * Data (read from ../shared at training time only; nothing copied into the repo; hold-out hashes dropped on each field
 * and the joined forms):
 *  - Haven-written scenarios (pairs.ts): harmful replies per code and appropriate replies to the same user context,
 *    everyday persona turns (negatives for every head).
 *  - DiaSafety train/val (Apache-2.0): safe replies (sampled) → negatives; the unsafe ones are not used, and the safe
 *    replies of Risk Ignorance, Unauthorized Expertise and Toxicity Agreement neither train nor judge the crisis,
 *    scope and manipulation heads (see below).
 *  - XSTest completions (prompts CC BY 4.0; completions under the model makers' terms, used as training signal only):
 *    full compliance with an unsafe request to harm someone else → third_party_facilitation; compliance with safe
 *    look-risky prompts and refusals → negatives.
 *  - counsel-chat (MIT): therapists' answers → negatives (appropriate support look-alikes).
 *  - CoCoNot contrast pairs (MIT): chosen replies to benign look-risky prompts → negatives.
 * No research-only or non-commercial corpus (ESConv, Dreaddit, PAN12, …) is used.
 *
 * Modules: the rows, features, targets and folds in data.ts, the linear fit in linear.ts, calibration and the activation
 * rule in rule.ts (shared with the head-capacity experiment, capacity.ts).
 *
 * Category heads: `--heads=linear` (one Gemm) or `--heads=mlp` (mlp.ts: a bagged ReLU MLP, its logits averaged, the
 * code outputs still linear; the graph concatenates both into the same `logits` layout).
 *
 *   nice -n 10 node --import tsx scripts/train/oversight/train.ts [--heads=linear|mlp] [--waves=3,4,5] [--own-cap[=on|off]]
 *       [--written[=on|off]] [--written-out=SET] [--written6[=on|off]] [--written7[=on|off]] [--more-ordinary[=on|off]]
 *
 * Without flags it writes the shipped model (recipe.ts: SHIPPED). The fits are cached in `.scratch/` by rows and recipe
 * (fit-cache.ts), so a rerun with another activation rule takes seconds and writes what a full run would.
 */
import { DT, writeModel } from '../../../infra/models/onnx-file.js';
import type { HeadsNet } from '../../../processors/ocular/core/net.js';
import { FEATURE_DIM, HEADS } from '../../../processors/oversight/heads-spec.js';
import { categoryOf } from '../../../schemas/oversight/taxonomy.js';
import { f32, writeTrainedModel } from '../common/export.js';
import { bySource, CODES, FOLDS, fold, K, M, pairs, SEED, WITH_WAVE3, WITH_WAVE4, WITH_WAVE5, WITH_WAVE6, WITH_WRITTEN } from './data.js';
import { type Fit, fitFileOf, loadFit, saveFit } from './fit-cache.js';
import { fitAll, logitsOf } from './linear.js';
import { fitHeadsMlp, MLP_RECIPE, mlpLogitsOf } from './mlp.js';
import { HEADS_KIND, MORE_ORDINARY, ORDINARY_CAP, OWN_CAP, WRITTEN_OUT } from './recipe.js';
import { judgeHeads, MAX_LOOKALIKE_ALARMS, MAX_ORDINARY_ALARMS, MAX_OWN_LOOKALIKE_ALARMS, MIN_HAVEN_AUC, MIN_HAVEN_RECALL, MIN_PRECISION } from './rule.js';
import { WRITTEN_SETS } from './written.js';

// the category heads' scorer (`linear`: one Gemm, `mlp`: the bagged MLP of mlp.ts; the code outputs stay linear), the
// waves and the look-alike cap: recipe.ts
const mlp = HEADS_KIND === 'mlp';
const H = HEADS.length;
/** one fit over `rows`: the linear outputs (codes, and the heads unless mlp) and, with mlp, the heads net */
const fitRows = (rows: number[]): Fit => ({ lin: fitAll(rows, { heads: !mlp }), net: mlp ? fitHeadsMlp(rows) : undefined });
const logitsOfFit = (m: Fit, i: number) => {
  const z = logitsOf(m.lin, i);
  if (m.net) z.set(mlpLogitsOf(m.net, i));
  return z;
};

// out-of-fold logits (group-aware folds): calibration, thresholds and the validation figures come from these
// (cached in .scratch/ by rows and recipe, fit-cache.ts: a rerun with another rule reuses them)
const fitFile = fitFileOf(HEADS_KIND);
const cached = loadFit(fitFile);
let oof: Float64Array[] = pairs.map(() => new Float64Array(K));
let final: Fit;
if (cached) {
  ({ oof, fin: final } = cached);
  console.log(`fits reused from ${fitFile}`);
} else {
  for (let f = 0; f < FOLDS; f++) {
    const t1 = Date.now();
    const m = fitRows(pairs.map((_, i) => i).filter((i) => fold[i] !== f));
    pairs.forEach((_, i) => {
      if (fold[i] === f) oof[i] = logitsOfFit(m, i);
    });
    console.log(`fold ${f + 1}/${FOLDS} (${Math.round((Date.now() - t1) / 1000)} s)`);
  }
  final = fitRows(pairs.map((_, i) => i));
  saveFit(fitFile, oof, final);
}
const { W, B } = final.lin;

const { report, calib, thresholds, active } = judgeHeads(pairs, M, K, oof, true, OWN_CAP, ORDINARY_CAP);
// code outputs: out-of-fold top-1 accuracy among the codes of the category, over the Haven-written harmful replies
let codeHit = 0;
let codeN = 0;
const perCat: Record<string, [number, number]> = {};
pairs.forEach((p, i) => {
  if (!p.code || p.source !== 'haven') return;
  const cands = CODES.map((c, j) => [c, j] as const).filter(([c]) => categoryOf(c) === p.cat);
  const best = cands.reduce((x, y) => (oof[i]![HEADS.length + y[1]]! > oof[i]![HEADS.length + x[1]]! ? y : x));
  const c = (perCat[p.cat!] ??= [0, 0]);
  codeN++;
  c[1]++;
  if (best[0] === p.code) {
    codeHit++;
    c[0]++;
  }
});
report.code_top1 = {
  accuracy: +(codeHit / Math.max(1, codeN)).toFixed(3),
  n: codeN,
  per_category: Object.fromEntries(Object.entries(perCat).map(([k, [hit, n]]) => [k, `${hit}/${n}`])),
};
report.pairs = Object.fromEntries(bySource);
console.log('code top-1 (out of fold):', JSON.stringify(report.code_top1));
console.log(`active heads: ${active.join(', ') || 'none'}`);

/** the code outputs' columns of the linear fit (the last K − H outputs) */
const codeCols = (A: Float32Array, rows: number) => {
  const out = new Float32Array(rows * (K - H));
  for (let r = 0; r < rows; r++) out.set(A.subarray(r * K + H, (r + 1) * K), r * (K - H));
  return out;
};
// mlp: x → Gemm → Relu → Gemm (the bag merged: hidden layers side by side, logits averaged) for the heads, Concat with
// the codes' Gemm, so the output `logits` keeps the linear layout [n, heads + codes] and the runtime is unchanged
const net = final.net as HeadsNet | undefined;
const bytes = writeModel({
  producer: 'haven scripts/train/oversight/train.ts',
  producerVersion: '1',
  opset: 17,
  graphName: 'oversight_heads',
  doc: net
    ? `Oversight behaviour heads over [e(context), e(reply), 10·e(context)⊙e(reply)] (all-MiniLM-L6-v2): category heads Gemm → Relu → Gemm (${MLP_RECIPE.bag} bagged nets of ${MLP_RECIPE.hidden} hidden units, logits averaged), code outputs Gemm; one logit per category head, then one per code output.`
    : 'Oversight behaviour heads: Gemm over [e(context), e(reply), 10·e(context)⊙e(reply)] (all-MiniLM-L6-v2) → one logit per category head, then one per code output.',
  initializers: net
    ? [
        { name: 'w1', dataType: DT.FLOAT, dims: [FEATURE_DIM, net.hidden], raw: f32(net.w1) },
        { name: 'b1', dataType: DT.FLOAT, dims: [net.hidden], raw: f32(net.b1) },
        { name: 'w2', dataType: DT.FLOAT, dims: [net.hidden, H], raw: f32(net.w2) },
        { name: 'b2', dataType: DT.FLOAT, dims: [H], raw: f32(net.b2) },
        { name: 'wc', dataType: DT.FLOAT, dims: [FEATURE_DIM, K - H], raw: f32(codeCols(W, FEATURE_DIM)) },
        { name: 'bc', dataType: DT.FLOAT, dims: [K - H], raw: f32(codeCols(B, 1)) },
      ]
    : [
        { name: 'w', dataType: DT.FLOAT, dims: [FEATURE_DIM, K], raw: f32(W) },
        { name: 'b', dataType: DT.FLOAT, dims: [K], raw: f32(B) },
      ],
  nodes: net
    ? [
        { op: 'Gemm', name: 'heads_hidden', inputs: ['x', 'w1', 'b1'], outputs: ['pre'] },
        { op: 'Relu', name: 'heads_relu', inputs: ['pre'], outputs: ['hidden'] },
        { op: 'Gemm', name: 'heads', inputs: ['hidden', 'w2', 'b2'], outputs: ['head_logits'] },
        { op: 'Gemm', name: 'codes', inputs: ['x', 'wc', 'bc'], outputs: ['code_logits'] },
        { op: 'Concat', name: 'logits', inputs: ['head_logits', 'code_logits'], outputs: ['logits'], attrs: [{ name: 'axis', int: 1 }] },
      ]
    : [{ op: 'Gemm', name: 'heads', inputs: ['x', 'w', 'b'], outputs: ['logits'] }],
  inputs: [{ name: 'x', elemType: DT.FLOAT, shape: ['n', FEATURE_DIM] }],
  outputs: [{ name: 'logits', elemType: DT.FLOAT, shape: ['n', K] }],
  metadata: { 'haven.heads': HEADS.join(','), 'haven.codes': CODES.join(','), 'haven.seed': String(SEED), ...(net ? { 'haven.head_model': 'mlp' } : {}) },
});
writeTrainedModel('seeds/models/oversight-heads.onnx', bytes, {
  path: 'seeds/models/oversight-heads.json',
  fields: {
    seed: SEED,
    // the linear pin keeps its fields (a linear retrain writes what it wrote before the flag)
    ...(mlp ? { head_model: { kind: 'mlp', ...MLP_RECIPE, logits: 'bag mean', pos_weight: 'sqrt(min(30, neg/pos))' } } : {}),
    heads: HEADS,
    codes: CODES,
    calibration: calib,
    thresholds,
    active,
    decision_thresholds: Object.fromEntries(active.map((h) => [h, thresholds[h]])),
    activation: {
      rule: {
        MIN_PRECISION,
        MAX_LOOKALIKE_ALARMS,
        ...(OWN_CAP ? { MAX_OWN_LOOKALIKE_ALARMS } : {}),
        ...(ORDINARY_CAP ? { MAX_ORDINARY_ALARMS } : {}),
        MIN_HAVEN_AUC,
        MIN_HAVEN_RECALL,
        folds: FOLDS,
      },
    },
    ...(WITH_WAVE3 || WITH_WAVE4 || WITH_WAVE5 || WITH_WAVE6
      ? { waves: [WITH_WAVE3 && 3, WITH_WAVE4 && 4, WITH_WAVE5 && 5, WITH_WAVE6 && 6].filter(Boolean) }
      : {}),
    ...(WITH_WRITTEN ? { written_sets: Object.keys(WRITTEN_SETS).filter((n) => !WRITTEN_OUT.has(n)) } : {}),
    ...(MORE_ORDINARY ? { more_ordinary: true } : {}),
    validation: report,
    trained_at: new Date().toISOString(),
  },
});
