/**
 * Trains the oversight user-side head (fixed seed, deterministic full-batch Adam on a logistic loss per output),
 * calibrates it (Platt on out-of-fold scores of a group-aware 5-fold split) and writes
 * `seeds/models/oversight-user-heads.onnx` plus its pin (`oversight-user-heads.json`).
 *
 * What it reads: one user message, as the MiniLM embedding of its first classifier-core chunk (the core embeds the same
 * text, so at run time it comes from the embedder's cache). Outputs (user-lines.ts): crisis, distress, vulnerable,
 * trauma, minor. The detectors use them beside the user lexicon (context.ts): a user who shows a crisis or a
 * vulnerability in words the lexicon lacks still opens the gates of the heads and rules that need one.
 *
 * Data (read from ../shared at training time only; nothing copied into the repo; hold-out hashes dropped):
 *  - Haven-written user messages (user-lines.ts): every output, hard negatives (idioms, fiction, a parent or a
 *    professional asking); one validation group per message.
 *  - counsel-chat questions (MIT), labelled by the site's topic: depression, anxiety, stress, self-esteem, grief,
 *    trauma, domestic violence, self-harm, eating disorders, substance abuse, addiction → distress (trauma and domestic
 *    violence → trauma; eating disorders, substance abuse, addiction → vulnerable; self-harm → crisis). The other
 *    topics (relationships, parenting, …) leave distress and vulnerability unlabelled (many of them are distressed).
 *  - DiaSafety contexts (Apache-2.0): Risk Ignorance contexts (users who disclose a mental-health risk) → distress;
 *    the offensive, biased and toxic contexts → negatives for crisis, distress, vulnerable and trauma (a sample);
 *    Unauthorized Expertise (health questions) → negatives for crisis and trauma only.
 *  - XSTest safe prompts (CC BY 4.0) and CoCoNot contrast prompts (MIT): everyday look-risky requests → negatives.
 * No research-only or non-commercial corpus (Dreaddit, CAMS, SuicideWatch, ESConv, PAN12) is used.
 *
 *   nice -n 10 node --import tsx scripts/train/oversight/train-user.ts
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DT, writeModel } from '../../../infra/models/onnx-file.js';
import { chunkText } from '../../../processors/ocular/core/conversation.js';
import { userSignals } from '../../../processors/oversight/context.js';
import { EMBED_DIM } from '../../../processors/oversight/heads-spec.js';
import { auroc, fitPlattGd } from '../common/calibration.js';
import { trainingEmbeddings } from '../common/embed.js';
import { f32, writeTrainedModel } from '../common/export.js';
import { mulberry32 } from '../harmful-prompt/synth.js';
import { USER_LINES, USER_OUTPUTS, type UserOutput } from './user-lines.js';

const SEED = 20261127;
const DATA = process.env.HAVEN_TRAINING_DATA ?? resolve(process.cwd(), '../shared/data/training');
const HOLDOUT = new Set(
  readFileSync(`${DATA}/HOLDOUT_HASHES.txt`, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#')),
);
const holdoutHash = (t: string) => createHash('sha256').update(t.trim().toLowerCase().replace(/\s+/g, ' '), 'utf8').digest('hex');
const rng = mulberry32(SEED);
const EPOCHS = 300;
const LR = 0.01;
const L2 = 1e-3;
const FOLDS = 5;
const K = USER_OUTPUTS.length;

interface Row {
  text: string;
  /** per output: 1, 0, or null (unlabelled: neither trained on nor judged) */
  y: (0 | 1 | null)[];
  group: string;
  source: string;
  weight: number;
}
const rows: Row[] = [];
const seen = new Set<string>();
let dropped = 0;
function add(text: string, labels: Partial<Record<UserOutput, 0 | 1 | null>>, group: string, source: string, weight = 1) {
  const t = text.trim();
  if (!t) return;
  if (HOLDOUT.has(holdoutHash(t))) {
    dropped++;
    return;
  }
  if (seen.has(t)) return;
  seen.add(t);
  rows.push({ text: t, y: USER_OUTPUTS.map((o) => (o in labels ? labels[o]! : null)), group, source, weight });
}
const all = (v: 0 | 1 | null): Record<UserOutput, 0 | 1 | null> => Object.fromEntries(USER_OUTPUTS.map((o) => [o, v])) as Record<UserOutput, 0 | 1 | null>;

// Haven-written lines: every output labelled (an absent label is a 0), weight 3
USER_LINES.forEach((g, gi) =>
  g.lines.forEach((l, li) => {
    const y = all(0);
    for (const o of g.labels) y[o] = 1;
    add(l, y, `haven:${gi}:${li}`, 'haven', 5);
  }),
);

const DISTRESS_TOPICS = new Set([
  'depression',
  'anxiety',
  'stress',
  'self-esteem',
  'grief-and-loss',
  'trauma',
  'domestic-violence',
  'self-harm',
  'eating-disorders',
  'substance-abuse',
  'addiction',
]);
const TRAUMA_TOPICS = new Set(['trauma', 'domestic-violence']);
const VULNERABLE_TOPICS = new Set(['eating-disorders', 'substance-abuse', 'addiction', 'self-harm']);
const counsel = new Map<string, { text: string; topic: string }>();
for (const l of readFileSync(`${DATA}/counsel_chat/counsel_chat_20200325.jsonl`, 'utf8').trim().split('\n')) {
  const d = JSON.parse(l) as { question_id?: string | number; question_text?: string; topic?: string };
  if (d.question_text && !counsel.has(String(d.question_id))) counsel.set(String(d.question_id), { text: d.question_text, topic: d.topic ?? '' });
}
for (const [id, { text, topic }] of counsel) {
  const distress = DISTRESS_TOPICS.has(topic);
  add(
    text,
    {
      crisis: topic === 'self-harm' ? 1 : null,
      distress: distress ? 1 : null,
      vulnerable: VULNERABLE_TOPICS.has(topic) ? 1 : null,
      trauma: TRAUMA_TOPICS.has(topic) ? 1 : distress ? 0 : null,
      minor: null,
    },
    `counsel:${id}`,
    'counsel_chat',
  );
}

const dia = new Map<string, string>();
for (const l of readFileSync(`${DATA}/diasafety_train_val/diasafety_train_val.jsonl`, 'utf8').trim().split('\n')) {
  const d = JSON.parse(l) as { context: string; category: string };
  if (!dia.has(d.context)) dia.set(d.context, d.category);
}
for (const [context, category] of dia) {
  if (category === 'Risk Ignorance') add(context, { distress: 1 }, `dia:${context}`, 'diasafety');
  else if (category === 'Unauthorized Expertise') add(context, { crisis: 0, trauma: 0 }, `dia:${context}`, 'diasafety');
  else if (rng() < 0.35) add(context, { crisis: 0, distress: 0, vulnerable: 0, trauma: 0 }, `dia:${context}`, 'diasafety');
}
for (const l of readFileSync(`${DATA}/xstest/xstest_prompts.jsonl`, 'utf8').trim().split('\n')) {
  const d = JSON.parse(l) as { prompt: string; label: string };
  if (d.label === 'safe') add(d.prompt, { ...all(0), minor: null }, `xstest:${d.prompt}`, 'xstest');
}
for (const l of readFileSync(`${DATA}/coconot/coconot_contrast_pref.jsonl`, 'utf8').trim().split('\n')) {
  const d = JSON.parse(l) as { prompt: string };
  add(d.prompt, { ...all(0), minor: null }, `coconot:${d.prompt}`, 'coconot');
}
const counts: Record<string, string> = {};
USER_OUTPUTS.forEach((o, k) => {
  const pos = rows.filter((r) => r.y[k] === 1).length;
  const neg = rows.filter((r) => r.y[k] === 0).length;
  counts[o] = `${pos}+ / ${neg}-`;
});
console.log(`rows ${rows.length} (dropped by hold-out hashes: ${dropped})`, counts);

const first = (t: string) => chunkText(t)[0] ?? t;
const vec = await trainingEmbeddings(
  rows.map((r) => first(r.text)),
  'oversight-user-heads',
);
const N = rows.length;
const D = EMBED_DIM;
const X = new Float32Array(N * D);
rows.forEach((r, i) => X.set(vec.get(first(r.text))!, i * D));
const fold = rows.map((r) => createHash('sha256').update(`${SEED}:${r.group}`).digest()[0]! % FOLDS);

/** Full-batch Adam on a weighted logistic loss per output (positives re-weighted to balance, ≤ 20×). */
function fitHeads(idx: number[]): { W: Float32Array; B: Float64Array } {
  const pos = new Float64Array(K);
  const neg = new Float64Array(K);
  for (const i of idx)
    rows[i]!.y.forEach((y, k) => {
      if (y === 1) pos[k] = pos[k]! + rows[i]!.weight;
      else if (y === 0) neg[k] = neg[k]! + rows[i]!.weight;
    });
  const wPos = Array.from(pos, (p, k) => (p ? Math.min(20, neg[k]! / p) : 1));
  const W = new Float32Array(D * K);
  const B = new Float64Array(K);
  const mW = new Float64Array(W.length);
  const vW = new Float64Array(W.length);
  const mB = new Float64Array(K);
  const vB = new Float64Array(K);
  for (let e = 1; e <= EPOCHS; e++) {
    const gW = new Float64Array(W.length);
    const gB = new Float64Array(K);
    const total = new Float64Array(K);
    for (const i of idx) {
      const r = rows[i]!;
      const x = i * D;
      for (let k = 0; k < K; k++) {
        const y = r.y[k];
        if (y === null || y === undefined) continue;
        let z = B[k]!;
        for (let d = 0; d < D; d++) z += W[d * K + k]! * X[x + d]!;
        const cw = r.weight * (y ? wPos[k]! : 1);
        const err = (1 / (1 + Math.exp(-z)) - y) * cw;
        gB[k]! += err;
        total[k]! += cw;
        for (let d = 0; d < D; d++) gW[d * K + k]! += err * X[x + d]!;
      }
    }
    const c1 = 1 - 0.9 ** e;
    const c2 = 1 - 0.999 ** e;
    for (let j = 0; j < W.length; j++) {
      const g = gW[j]! / Math.max(1e-9, total[j % K]!) + L2 * W[j]!;
      mW[j] = 0.9 * mW[j]! + 0.1 * g;
      vW[j] = 0.999 * vW[j]! + 0.001 * g * g;
      W[j] = W[j]! - (LR * (mW[j]! / c1)) / (Math.sqrt(vW[j]! / c2) + 1e-8);
    }
    for (let k = 0; k < K; k++) {
      const g = gB[k]! / Math.max(1e-9, total[k]!);
      mB[k] = 0.9 * mB[k]! + 0.1 * g;
      vB[k] = 0.999 * vB[k]! + 0.001 * g * g;
      B[k] = B[k]! - (LR * (mB[k]! / c1)) / (Math.sqrt(vB[k]! / c2) + 1e-8);
    }
  }
  return { W, B };
}
const logits = (m: { W: Float32Array; B: Float64Array }, i: number) =>
  Array.from({ length: K }, (_, k) => {
    let z = m.B[k]!;
    for (let d = 0; d < D; d++) z += m.W[d * K + k]! * X[i * D + d]!;
    return z;
  });

const oof: number[][] = rows.map(() => []);
for (let f = 0; f < FOLDS; f++) {
  const m = fitHeads(rows.map((_, i) => i).filter((i) => fold[i] !== f));
  rows.forEach((_, i) => {
    if (fold[i] === f) oof[i] = logits(m, i);
  });
  console.log(`fold ${f + 1}/${FOLDS}`);
}
const model = fitHeads(rows.map((_, i) => i));

/**
 * Decision threshold of an output: the lowest calibrated score (≥ 0.5) at which, out of fold, at most 5 % of the
 * Haven-written negatives of that output (hard look-alikes: idioms, fiction, a parent asking) and at most 3 % of all its
 * negatives score at or above it, and ≥ 80 % of what scores above it is positive. 0.95 when none does.
 */
const MAX_HAVEN_NEG = 0.05;
const MAX_ALL_NEG = 0.03;
const MIN_PRECISION = 0.8;
const sig = (z: number) => 1 / (1 + Math.exp(-z));
const calibration: Record<string, { a: number; b: number }> = {};
const thresholds: Record<string, number> = {};
const validation: Record<string, unknown> = {};
USER_OUTPUTS.forEach((o, k) => {
  const idx = rows.map((_, i) => i).filter((i) => rows[i]!.y[k] !== null);
  const { a, b } = fitPlattGd(
    idx.map((i) => oof[i]![k]!),
    idx.map((i) => rows[i]!.y[k]!),
    { iterations: 2000, rateA: 0.1, rateB: 0.1, b0: 0, smoothTargets: false },
  );
  calibration[o] = { a, b };
  const s = (i: number) => sig(a * oof[i]![k]! + b);
  const order = [...idx].sort((x, y) => s(y) - s(x));
  const havenNeg = idx.filter((i) => rows[i]!.source === 'haven' && rows[i]!.y[k] === 0).length;
  const allNeg = idx.filter((i) => rows[i]!.y[k] === 0).length;
  let tp = 0;
  let fp = 0;
  let hfp = 0;
  let best = 1;
  for (const i of order) {
    if (s(i) < 0.5) break;
    if (rows[i]!.y[k] === 1) tp++;
    else {
      fp++;
      if (rows[i]!.source === 'haven') hfp++;
    }
    if (rows[i]!.y[k] === 1 && hfp <= MAX_HAVEN_NEG * havenNeg && fp <= MAX_ALL_NEG * allNeg && tp / (tp + fp) >= MIN_PRECISION) best = s(i);
  }
  thresholds[o] = best;
  const at = (sel: number[]) => {
    const P = sel.filter((i) => rows[i]!.y[k] === 1);
    const Nn = sel.filter((i) => rows[i]!.y[k] === 0);
    return {
      recall: P.length ? +(P.filter((i) => s(i) >= best).length / P.length).toFixed(3) : 0,
      false_positive_rate: Nn.length ? +(Nn.filter((i) => s(i) >= best).length / Nn.length).toFixed(3) : 0,
      positives: P.length,
      negatives: Nn.length,
      auc:
        P.length && Nn.length
          ? +auroc(
              sel.map(s),
              sel.map((i) => rows[i]!.y[k]!),
            ).toFixed(3)
          : 0,
    };
  };
  validation[o] = {
    threshold: +best.toFixed(3),
    all: at(idx),
    haven: at(idx.filter((i) => rows[i]!.source === 'haven')),
    corpora: at(idx.filter((i) => rows[i]!.source !== 'haven')),
  };
  console.log(o.padEnd(12), JSON.stringify(validation[o]));
});

/**
 * What the head adds to the lexicon, out of fold, on the Haven-written messages (which the user lexicon was not written
 * from): the share of messages where a vulnerability gate opens (lexicon: distress, suicidal, self-harm, eating,
 * substance, delusion, mania, trauma, abuse; head: an output at or above its threshold), for the messages that show
 * one and for those that do not.
 */
const LEX_GATE = ['distress', 'suicidal', 'self_harm', 'eating', 'substance', 'delusion', 'mania', 'trauma', 'abuse'];
const haven = rows.map((_, i) => i).filter((i) => rows[i]!.source === 'haven');
const shows = (i: number) => [0, 1, 2, 3].some((k) => rows[i]!.y[k] === 1);
const lexOpen = (i: number) => {
  const sg = userSignals(rows[i]!.text);
  return LEX_GATE.some((g) => sg[g]);
};
const headOpen = (i: number) =>
  USER_OUTPUTS.some((o, k) => o !== 'minor' && thresholds[o]! < 1 && sig(calibration[o]!.a * oof[i]![k]! + calibration[o]!.b) >= thresholds[o]!);
const rate = (sel: number[], f: (i: number) => boolean) => +(sel.filter(f).length / Math.max(1, sel.length)).toFixed(3);
const pos = haven.filter(shows);
const neg = haven.filter((i) => !shows(i) && rows[i]!.y[4] === 0);
validation.gate_on_haven_messages = {
  shows_vulnerability: { n: pos.length, lexicon: rate(pos, lexOpen), lexicon_or_head: rate(pos, (i) => lexOpen(i) || headOpen(i)) },
  does_not: { n: neg.length, lexicon: rate(neg, lexOpen), lexicon_or_head: rate(neg, (i) => lexOpen(i) || headOpen(i)) },
};
console.log('gate on Haven messages (out of fold):', JSON.stringify(validation.gate_on_haven_messages));

const W32 = new Float32Array(D * K);
W32.set(model.W);
const bytes = writeModel({
  producer: 'haven scripts/train/oversight/train-user.ts',
  producerVersion: '1',
  opset: 17,
  graphName: 'oversight_user_heads',
  doc: 'Oversight user-side head: Gemm over e(user message) (all-MiniLM-L6-v2) → one logit per output (crisis, distress, vulnerable, trauma, minor).',
  initializers: [
    { name: 'w', dataType: DT.FLOAT, dims: [D, K], raw: f32(W32) },
    { name: 'b', dataType: DT.FLOAT, dims: [K], raw: f32(Float32Array.from(model.B)) },
  ],
  nodes: [{ op: 'Gemm', name: 'user_heads', inputs: ['x', 'w', 'b'], outputs: ['logits'] }],
  inputs: [{ name: 'x', elemType: DT.FLOAT, shape: ['n', D] }],
  outputs: [{ name: 'logits', elemType: DT.FLOAT, shape: ['n', K] }],
  metadata: { 'haven.outputs': USER_OUTPUTS.join(','), 'haven.seed': String(SEED) },
});
writeTrainedModel('seeds/models/oversight-user-heads.onnx', bytes, {
  path: 'seeds/models/oversight-user-heads.json',
  fields: {
    seed: SEED,
    outputs: USER_OUTPUTS,
    calibration,
    thresholds,
    active: USER_OUTPUTS.filter((o) => thresholds[o]! < 1),
    rule: { MAX_HAVEN_NEG, MAX_ALL_NEG, MIN_PRECISION, folds: FOLDS },
    validation,
    trained_at: new Date().toISOString(),
  },
});
if (process.env.USER_HEADS_DEBUG) {
  USER_OUTPUTS.forEach((o, k) => {
    const c = calibration[o]!;
    const list = rows
      .map((r, i) => [r, sig(c.a * oof[i]![k]! + c.b)] as const)
      .filter(([r]) => r.source === 'haven')
      .sort((x, y) => y[1] - x[1]);
    console.log(`== ${o}`);
    for (const [r, s] of list) console.log(`${s.toFixed(3)} ${r.y[k]} ${r.text.slice(0, 70)}`);
  });
}
