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
 *   nice -n 10 node --import tsx scripts/train/oversight/train.ts
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DT, writeModel } from '../../../infra/models/onnx-file.js';
import { chunkText } from '../../../processors/ocular/core/conversation.js';
import { contextVector, FEATURE_DIM, HEADS, type HeadName, writeFeatures } from '../../../processors/oversight/heads-spec.js';
import { categoryOf } from '../../../schemas/oversight/taxonomy.js';
import { auroc, fitPlattGd } from '../common/calibration.js';
import { trainingEmbeddings } from '../common/embed.js';
import { f32, writeTrainedModel } from '../common/export.js';
import { mulberry32 } from '../harmful-prompt/synth.js';
import { NEUTRAL, SCENARIOS, type Scenario } from './pairs.js';
import { MORE_NEUTRAL, MORE_SCENARIOS } from './pairs-more.js';
import { WAVE3_A_SCENARIOS } from './pairs-wave3-a.js';
import { WAVE3_B_SCENARIOS } from './pairs-wave3-b.js';
import { WAVE3_C_SCENARIOS } from './pairs-wave3-c.js';

const SEED = 20261125;
/** the shared training data (dev machines: /work/shared/data/training) */
const DATA = process.env.HAVEN_TRAINING_DATA ?? resolve(process.cwd(), '../shared/data/training');
const HOLDOUT = new Set(
  readFileSync(`${DATA}/HOLDOUT_HASHES.txt`, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#')),
);
const holdoutHash = (t: string) => createHash('sha256').update(t.trim().toLowerCase().replace(/\s+/g, ' '), 'utf8').digest('hex');
const heldOut = (...texts: string[]) => texts.some((t) => t && HOLDOUT.has(holdoutHash(t)));
const rng = mulberry32(SEED);
const EPOCHS = 160;
const LR = 0.01;
const L2 = 1e-3;
const FOLDS = 5;

interface Pair {
  user: string[];
  reply: string;
  /** harmful category of the reply (null: an appropriate or harmless reply, negative for every head) */
  cat: HeadName | null;
  code: string | null;
  group: string;
  source: string;
  weight: number;
  /** heads this pair is neither trained on nor judged by (its label does not speak to them) */
  notFor?: readonly HeadName[];
}
const pairs: Pair[] = [];
let dropped = 0;
const add = (p: Omit<Pair, 'weight'> & { weight?: number }) => {
  if (heldOut(...p.user, p.reply, `${p.user.join('\n')}\n${p.reply}`, `${p.user.join(' ')} ${p.reply}`)) {
    dropped++;
    return;
  }
  pairs.push({ weight: 1, ...p });
};

const addScenarios = (list: readonly Scenario[], file: string) =>
  list.forEach((s, i) => {
    const cat = categoryOf(s.code) as HeadName;
    if (!HEADS.includes(cat)) throw new Error(`${file}: ${s.code} is not a harmful code`);
    for (const r of s.bad) add({ user: s.user, reply: r, cat, code: s.code, group: `${file}:${s.group ?? i}`, source: 'haven', weight: 2 });
    for (const r of s.good) add({ user: s.user, reply: r, cat: null, code: null, group: `${file}:${s.group ?? i}`, source: 'haven', weight: 2 });
  });
addScenarios(SCENARIOS, 'pairs');
addScenarios(MORE_SCENARIOS, 'pairs-more');
// wave 3: written on 2026-11-27 by three writers from the taxonomy alone, in registers and situations the files above lack
addScenarios(WAVE3_A_SCENARIOS, 'pairs-wave3-a');
addScenarios(WAVE3_B_SCENARIOS, 'pairs-wave3-b');
addScenarios(WAVE3_C_SCENARIOS, 'pairs-wave3-c');
[...NEUTRAL, ...MORE_NEUTRAL].forEach(([u, r], i) => add({ user: [u], reply: r, cat: null, code: null, group: `neutral:${i}`, source: 'haven', weight: 2 }));

/**
 * DiaSafety rows of the categories that overlap the crisis, scope and manipulation heads do not train or judge those
 * heads. Its coarse Unsafe labels there (946 of those heads' 1,442 positives) taught the heads DiaSafety's register
 * rather than our codes, and its Safe label there means "not dangerous", not appropriate by this taxonomy: a suicidal
 * disclosure answered with "why can't you get it treated?" or a dosage tip without a disclaimer is Safe there and
 * `failed_redirection` / `medical_advice_without_disclaimer` here, so as those heads' negatives they outranked our
 * harmful replies and no threshold met the rule. The Unsafe rows are left out; the Safe rows stay negatives for the
 * other ten heads (where the label does speak to the reply) and are masked for the three.
 */
const DIASAFETY_OVERLAP: Record<string, HeadName> = {
  'Risk Ignorance': 'crisis_response',
  'Unauthorized Expertise': 'scope_violations',
  'Toxicity Agreement': 'psychological_manipulation',
};
const OVERLAPPED = Object.values(DIASAFETY_OVERLAP);
for (const l of readFileSync(`${DATA}/diasafety_train_val/diasafety_train_val.jsonl`, 'utf8').trim().split('\n')) {
  const d = JSON.parse(l) as { context: string; response: string; category: string; label: string };
  const overlap = DIASAFETY_OVERLAP[d.category];
  // the Unsafe draw is kept so that the later corpora's samples are the same as before
  if (d.label === 'Unsafe' && overlap) rng();
  else if (d.label === 'Safe' && rng() < 0.25)
    add({
      user: [d.context],
      reply: d.response,
      cat: null,
      code: null,
      group: `dia:${d.context}`,
      source: 'diasafety',
      ...(overlap ? { notFor: OVERLAPPED } : {}),
    });
}
// XSTest: compliance with an unsafe request aimed at someone else is third-party facilitation; self-directed ones are left
// out (the crisis heads learn those from our scenarios); compliance with safe look-risky prompts and refusals are negatives.
const SELF = /\b(myself|my own|i kill myself|hang myself|my arm|my wrists?)\b/i;
const VIOLENT = /\b(kill|murder|shoot|stab|strangle|poison|attack|hurt|smash|break .* legs|beat|execute|skull|bomb|slash)\b/i;
for (const l of readFileSync(`${DATA}/xstest/xstest_completions_human_labelled.jsonl`, 'utf8').trim().split('\n')) {
  const d = JSON.parse(l) as { prompt: string; completion: string; prompt_label: string; final_label: string; type: string };
  const g = `xstest:${d.prompt}`;
  if (d.prompt_label === 'unsafe' && d.final_label === '1_full_compliance') {
    if (SELF.test(d.prompt) || !VIOLENT.test(d.prompt)) continue;
    add({ user: [d.prompt], reply: d.completion, cat: 'third_party_facilitation', code: 'violence_planning_assistance', group: g, source: 'xstest' });
  } else if ((d.prompt_label === 'safe' && d.final_label === '1_full_compliance' && rng() < 0.4) || (d.final_label === '2_full_refusal' && rng() < 0.2))
    add({ user: [d.prompt], reply: d.completion, cat: null, code: null, group: g, source: 'xstest' });
}
for (const l of readFileSync(`${DATA}/counsel_chat/counsel_chat_20200325.jsonl`, 'utf8').trim().split('\n')) {
  const d = JSON.parse(l) as { question_id?: string | number; question_text?: string; answer_text?: string };
  if (!d.question_text || !d.answer_text || rng() > 0.2) continue;
  add({ user: [d.question_text], reply: d.answer_text, cat: null, code: null, group: `counsel:${d.question_id ?? d.question_text}`, source: 'counsel_chat' });
}
for (const l of readFileSync(`${DATA}/coconot/coconot_contrast_pref.jsonl`, 'utf8').trim().split('\n')) {
  const d = JSON.parse(l) as { prompt: string; chosen: string };
  if (rng() > 0.35) continue;
  add({ user: [d.prompt], reply: d.chosen, cat: null, code: null, group: `coconot:${d.prompt}`, source: 'coconot' });
}
const bySource = new Map<string, number>();
for (const p of pairs) bySource.set(`${p.source}${p.cat ? '+' : '-'}`, (bySource.get(`${p.source}${p.cat ? '+' : '-'}`) ?? 0) + 1);
console.log(`pairs ${pairs.length} (dropped by hold-out hashes: ${dropped})`, Object.fromEntries(bySource));

/** code outputs: every harmful code with at least one labelled example */
const CODES = [...new Set(pairs.flatMap((p) => (p.code ? [p.code] : [])))].sort();
const OUTPUTS = [...HEADS, ...CODES];
const K = OUTPUTS.length;

// embeddings: every text as its first classifier-core chunk (what the runtime finds in the embedder's cache), one text
// per forward pass so that a retrain from a clean checkout gives the same vectors (common/embed.ts)
const first = (t: string) => chunkText(t)[0] ?? t;
const vec = await trainingEmbeddings(
  pairs.flatMap((p) => [...p.user, p.reply].map(first)),
  'oversight-heads',
);
const N = pairs.length;
const X = new Float32Array(N * FEATURE_DIM);
pairs.forEach((p, i) => writeFeatures(X, i * FEATURE_DIM, contextVector(p.user.map((u) => vec.get(first(u))!)), vec.get(first(p.reply))!));

/**
 * Targets and masks per output: a category head sees every pair (positive when the reply is of its category); a code
 * output sees only the pairs of its category that carry a code (positive for its code).
 */
const Y = new Float32Array(N * K);
const M = new Float32Array(N * K);
pairs.forEach((p, i) => {
  HEADS.forEach((h, k) => {
    Y[i * K + k] = p.cat === h ? 1 : 0;
    M[i * K + k] = p.notFor?.includes(h) ? 0 : 1;
  });
  CODES.forEach((c, j) => {
    if (p.code && p.cat === categoryOf(c)) {
      Y[i * K + HEADS.length + j] = p.code === c ? 1 : 0;
      M[i * K + HEADS.length + j] = 1;
    }
  });
});
const fold = pairs.map((p) => createHash('sha256').update(`${SEED}:${p.group}`).digest()[0]! % FOLDS);

/**
 * Full-batch Adam on a weighted logistic loss for the outputs `outs` over `rows` (only rows where an output's mask is
 * set count for it); positives re-weighted to balance each output. Writes into W and B.
 */
function fitOutputs(W: Float32Array, B: Float32Array, rows: number[], outs: readonly number[]): void {
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
 * them together, without computing every code's logit on every coded row.
 */
function fitAll(rows: number[]): { W: Float32Array; B: Float32Array } {
  const W = new Float32Array(FEATURE_DIM * K);
  const B = new Float32Array(K);
  fitOutputs(
    W,
    B,
    rows,
    HEADS.map((_, k) => k),
  );
  for (const outs of CODE_OUTPUTS) fitOutputs(W, B, rows, outs);
  return { W, B };
}
const logitsOf = (m: { W: Float32Array; B: Float32Array }, i: number) => {
  const z = Float64Array.from(m.B);
  for (let d = 0; d < FEATURE_DIM; d++) {
    const xv = X[i * FEATURE_DIM + d]!;
    for (let k = 0; k < K; k++) z[k] = z[k]! + m.W[d * K + k]! * xv;
  }
  return z;
};

// out-of-fold logits (group-aware folds): calibration, thresholds and the validation figures come from these
const oof = pairs.map(() => new Float64Array(K));
for (let f = 0; f < FOLDS; f++) {
  const t1 = Date.now();
  const m = fitAll(pairs.map((_, i) => i).filter((i) => fold[i] !== f));
  pairs.forEach((_, i) => {
    if (fold[i] === f) oof[i] = logitsOf(m, i);
  });
  console.log(`fold ${f + 1}/${FOLDS} (${Math.round((Date.now() - t1) / 1000)} s)`);
}
const { W, B } = fitAll(pairs.map((_, i) => i));

const report: Record<string, unknown> = {};
const calib: Record<string, { a: number; b: number }> = {};
const thresholds: Record<string, number> = {};
const active: HeadName[] = [];
const sig = (z: number) => 1 / (1 + Math.exp(-z));
/**
 * Out-of-fold precision floor of a decision threshold, over the Haven-written harmful replies against every appropriate
 * or harmless reply (all sources). The other corpora's harmful labels (DiaSafety's coarse categories) train the heads
 * but are not the yardstick: they are not judged per code of this taxonomy.
 */
const MIN_PRECISION = 0.8;
/** the most of the Haven-written appropriate replies (the hard look-alikes) one head may flag out of fold */
const MAX_LOOKALIKE_ALARMS = 0.02;
/** activation: a head decides only where it ranks held-out scenarios well and its threshold finds a useful share */
const MIN_HAVEN_AUC = 0.85;
const MIN_HAVEN_RECALL = 0.15;
/**
 * The decision threshold of a head: the lowest calibrated score (≥ 0.5) at which, out of fold, the Haven-written
 * harmful replies above it make up ≥ 80 % of all replies above it that are not harmful-labelled by another corpus, and
 * at most 2 % of the Haven-written appropriate replies score at or above it (0.9, a head that is not activated, when no
 * score does).
 */
function decisionPoint(scored: (readonly [number, number])[], haven: boolean[], lookalike: boolean[]): number {
  const order = scored.map((_, i) => i).sort((x, y) => scored[y]![0] - scored[x]![0]);
  const lookalikes = lookalike.filter(Boolean).length;
  let tp = 0;
  let fp = 0;
  let alarms = 0;
  let best = 0.9;
  for (const i of order) {
    const [p, y] = scored[i]!;
    if (p < 0.5) break;
    if (y && haven[i]) tp++;
    if (!y) fp++;
    if (lookalike[i]) alarms++;
    if (y && haven[i] && tp / (tp + fp) >= MIN_PRECISION && alarms <= MAX_LOOKALIKE_ALARMS * lookalikes) best = p;
  }
  return best;
}
/** ROC AUC (ranking quality, independent of the threshold), 0 where a side is empty */
function auc(scored: (readonly [number, number])[]): number {
  const v = auroc(
    scored.map(([p]) => p),
    scored.map(([, y]) => y),
  );
  return Number.isNaN(v) ? 0 : +v.toFixed(3);
}
HEADS.forEach((h, k) => {
  // the pairs this head is judged on: those it was trained on (its mask)
  const judged = pairs.flatMap((p, i) => (M[i * K + k] ? [p] : []));
  const vz = pairs.flatMap((p, i) => (M[i * K + k] ? [[oof[i]![k]!, p.cat === h ? 1 : 0] as const] : []));
  // Platt scaling on the out-of-fold logits
  const { a, b } = fitPlattGd(
    vz.map(([z]) => z),
    vz.map(([, y]) => y),
    { iterations: 2000, rateA: 0.1, rateB: 0.1, b0: 0, smoothTargets: false },
  );
  calib[h] = { a, b };
  const scored = vz.map(([z, y]) => [sig(a * z + b), y] as const);
  const isHaven = judged.map((p) => p.source === 'haven');
  const haven = scored.filter((_, i) => isHaven[i]);
  thresholds[h] = decisionPoint(
    scored,
    isHaven,
    judged.map((p) => p.source === 'haven' && p.cat === null),
  );
  const at = (set: typeof scored, t: number) => {
    const sel = set.filter(([s]) => s >= t);
    const tp = sel.filter(([, y]) => y === 1).length;
    const P = set.filter(([, y]) => y === 1).length;
    return {
      precision: sel.length ? +(tp / sel.length).toFixed(3) : 0,
      recall: P ? +(tp / P).toFixed(3) : 0,
      positives: P,
      flagged: +(sel.length / Math.max(1, set.length)).toFixed(3),
    };
  };
  report[h] = {
    threshold: +thresholds[h]!.toFixed(3),
    all: at(scored, thresholds[h]!),
    haven: at(haven, thresholds[h]!),
    auc: auc(scored),
    haven_auc: auc(haven),
    lookalike_alarms: at(
      scored.filter((_, i) => isHaven[i] && judged[i]!.cat === null),
      thresholds[h]!,
    ).flagged,
  };
  const r = report[h] as { haven: { recall: number }; haven_auc: number };
  if (thresholds[h]! < 0.9 && r.haven_auc >= MIN_HAVEN_AUC && r.haven.recall >= MIN_HAVEN_RECALL) active.push(h);
  console.log(h.padEnd(28), JSON.stringify(report[h]));
});
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

const bytes = writeModel({
  producer: 'haven scripts/train/oversight/train.ts',
  producerVersion: '1',
  opset: 17,
  graphName: 'oversight_heads',
  doc: 'Oversight behaviour heads: Gemm over [e(context), e(reply), 10·e(context)⊙e(reply)] (all-MiniLM-L6-v2) → one logit per category head, then one per code output.',
  initializers: [
    { name: 'w', dataType: DT.FLOAT, dims: [FEATURE_DIM, K], raw: f32(W) },
    { name: 'b', dataType: DT.FLOAT, dims: [K], raw: f32(B) },
  ],
  nodes: [{ op: 'Gemm', name: 'heads', inputs: ['x', 'w', 'b'], outputs: ['logits'] }],
  inputs: [{ name: 'x', elemType: DT.FLOAT, shape: ['n', FEATURE_DIM] }],
  outputs: [{ name: 'logits', elemType: DT.FLOAT, shape: ['n', K] }],
  metadata: { 'haven.heads': HEADS.join(','), 'haven.codes': CODES.join(','), 'haven.seed': String(SEED) },
});
writeTrainedModel('seeds/models/oversight-heads.onnx', bytes, {
  path: 'seeds/models/oversight-heads.json',
  fields: {
    seed: SEED,
    heads: HEADS,
    codes: CODES,
    calibration: calib,
    thresholds,
    active,
    decision_thresholds: Object.fromEntries(active.map((h) => [h, thresholds[h]])),
    activation: { rule: { MIN_PRECISION, MAX_LOOKALIKE_ALARMS, MIN_HAVEN_AUC, MIN_HAVEN_RECALL, folds: FOLDS } },
    validation: report,
    trained_at: new Date().toISOString(),
  },
});
