/**
 * Trains evaluate's risk-type heads and writes seeds/models/risk-heads.onnx + seeds/models/risk-heads.json (pins).
 *
 *   nice -n 10 npx tsx scripts/train/risk/train.ts [--epochs 30] [--hidden 32] [--bag 3]
 *
 * Rows: our written cases (cases.ts, cases-more.ts) and, from ../shared/data/training (read at training time only;
 * see its README and licences): counsel-chat questions by topic (MIT), XSTest safe look-alike prompts (CC BY 4.0),
 * CoCoNot prompts that should be answered (MIT) and FollowBench instructions (Apache-2.0, benign); with
 * `--licence research` only, also r/SuicideWatch vs r/teenagers posts and Dreaddit segments by subreddit. Every
 * text is checked against HOLDOUT_HASHES.txt and dropped on a match; duplicates dropped. A corpus row is labelled only
 * for the types its source speaks to (a SuicideWatch post is a suicide positive and says nothing about stalking).
 *
 * Features: processors/risk/head-features.ts (MiniLM embedding + evaluate's vocabulary as features; the vocabulary
 * block is dropped on VOCAB_DROP of the training rows). One MLP, ten sigmoid outputs (the nine types, then `other`:
 * someone else is at risk, learned from rows whose subject is labelled). Split by group: 1 in 5 groups is the
 * calibration split, where each output gets a Platt calibration on its logit and a detection threshold (the lowest
 * calibrated score whose precision on that split is at least TARGET_PRECISION). Fixed seed; BAG nets averaged.
 */
import { forwardNet } from '../../../processors/ocular/core/net.js';
import { EMB, HEAD_FEATURE_DIMS, HEAD_FEATURE_SPEC, HEAD_OUTPUTS, VOCAB_DIMS, VOCAB_OFFSET, vocabFeatures } from '../../../processors/risk/head-features.js';
import { RISK_TYPES, type RiskType } from '../../../processors/risk/types.js';
import { fnv1a32 } from '../../../processors/steer/cannot-comply/featurizer.js';
import { auroc, calibrateHead, countsAt } from '../common/calibration.js';
import { trainingEmbeddings } from '../common/embed.js';
import { mlpHeadsOnnx, writeTrainedModel } from '../common/export.js';
import { trainBaggedHeadsNet } from '../common/heads-net.js';
import { dropHeldOutAndRepeats } from '../common/rows.js';
import { mulberry32 } from '../harmful-prompt/synth.js';
import { heldOut, holdoutHash, jsonl } from '../ocular/corpora.js';
import { type RiskRow, riskCases } from './cases.js';

const SEED = 20261125;
const arg = (name: string, def: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1]! : def);
const EPOCHS = Number(arg('--epochs', '30'));
const HID = Number(arg('--hidden', '32'));
const BAG = Number(arg('--bag', '3'));
const LR = Number(arg('--lr', '0.002'));
const L2 = Number(arg('--l2', '1e-4'));
const VOCAB_DROP = Number(arg('--vocab-drop', '0.4'));
// `--licence commercial` (the default, which reproduces the shipped file) trains on our written cases and the
// permissively licensed corpora only: Haven is open and self-hostable, and people run it commercially.
// `--licence research` adds the two research-only corpora (r/SuicideWatch vs r/teenagers, Dreaddit) for comparison;
// weights trained that way must not ship (seeds/models/risk-heads.SOURCES.md).
const LICENCE = arg('--licence', 'commercial');
if (LICENCE !== 'commercial' && LICENCE !== 'research') throw new Error('--licence must be commercial or research');
const TARGET_PRECISION = 0.9;
const BATCH = 32;
const MAX_CHARS = 700;
const OUT_ONNX = 'seeds/models/risk-heads.onnx';
const OUT_PINS = 'seeds/models/risk-heads.json';
const rng = mulberry32(SEED);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const cut = (t: string) => (t.length > MAX_CHARS ? t.slice(0, MAX_CHARS) : t);

// ---------- rows ----------
function corpusRows(): RiskRow[] {
  const rows: RiskRow[] = [];
  const push = (r: RiskRow) => {
    const text = cut(r.text.trim());
    if (text.length >= 3) rows.push({ ...r, text });
  };
  // r/SuicideWatch vs r/teenagers (research use): suicide positives; teen posts are negatives for suicide and self-harm
  let sw = 0;
  let teen = 0;
  for (const r of LICENCE === 'research' ? jsonl('suicidewatch_vs_teenagers/suicide_detection_first5000.jsonl.gz') : []) {
    const pos = r.label === 'suicide';
    if (pos ? sw++ >= 1500 : teen++ >= 1500) continue;
    push({
      text: str(r.text),
      types: pos ? ['suicide'] : [],
      known: pos ? ['suicide'] : ['suicide', 'self_harm'],
      other: pos ? 0 : undefined,
      group: `sw:${str(r.id)}`,
      source: `suicidewatch:${pos ? 'suicide' : 'teen'}`,
      weight: 0.5,
    });
  }
  // counsel-chat (MIT) questions, first-hand help-seeking, by topic
  const topicTypes: Record<string, RiskType> = {
    'self-harm': 'self_harm',
    'eating-disorders': 'self_neglect',
    'substance-abuse': 'self_neglect',
    addiction: 'self_neglect',
    'domestic-violence': 'abuse',
  };
  const calm = [
    'anxiety',
    'counseling-fundamentals',
    'intimacy',
    'self-esteem',
    'spirituality',
    'sleep-improvement',
    'workplace-relationships',
    'lgbtq',
    'diagnosis',
  ];
  const seenQ = new Set<number>();
  for (const r of jsonl('counsel_chat/counsel_chat_20200325.jsonl')) {
    const qid = Number(r.question_id);
    if (seenQ.has(qid)) continue;
    seenQ.add(qid);
    const topic = str(r.topic);
    const t = topicTypes[topic];
    const text = `${str(r.question_title)}. ${str(r.question_text)}`;
    if (t) push({ text, types: [t], known: [t], group: `cc:${qid}`, source: `counsel_chat:${topic}`, weight: 1 });
    else if (calm.includes(topic))
      push({
        text,
        types: [],
        known: ['violence', 'exploitation', 'stalking', 'neglect', 'sexual_violence'],
        group: `cc:${qid}`,
        source: 'counsel_chat:other',
        weight: 0.5,
      });
  }
  // Dreaddit (research): domestic-violence posts are abuse positives; everyday stress subreddits are negatives for types they do not discuss
  for (const r of LICENCE === 'research' ? jsonl('dreaddit_train/dreaddit_train.jsonl') : []) {
    const sub = str(r.subreddit);
    const group = `dr:${str(r.post_id)}`;
    if (sub === 'domesticviolence') push({ text: str(r.text), types: ['abuse'], known: ['abuse'], group, source: 'dreaddit:domesticviolence', weight: 0.5 });
    else if (['anxiety', 'stress', 'assistance', 'homeless', 'almosthomeless'].includes(sub))
      push({ text: str(r.text), types: [], known: ['violence', 'exploitation', 'stalking', 'suicide'], group, source: `dreaddit:${sub}`, weight: 0.3 });
  }
  // XSTest (CC BY 4.0) safe prompts: look-alikes (homonyms, figurative language, fiction, definitions, history)
  for (const r of jsonl('xstest/xstest_prompts.jsonl'))
    if (r.label === 'safe') push({ text: str(r.prompt), types: [], known: '*', group: `xs:${str(r.id)}`, source: `xstest:${str(r.type)}`, weight: 1 });
  // CoCoNot (MIT) prompts that should be answered, and FollowBench (Apache-2.0) instructions: benign
  let n = 0;
  for (const r of jsonl('coconot/coconot_eval_prompts.jsonl')) {
    if (r.expected !== 'should_comply' || n++ >= 600) continue;
    push({ text: str(r.prompt), types: [], known: '*', group: `coco:${str(r.id)}`, source: 'coconot:should_comply', weight: 0.7 });
  }
  n = 0;
  for (const r of jsonl('followbench/followbench_constraints.jsonl')) {
    if (r.lang !== 'en' || n++ >= 600) continue;
    push({ text: str(r.instruction), types: [], known: '*', group: `fb:${str(r.example_id)}`, source: 'followbench', weight: 0.7 });
  }
  return rows;
}

const raw = [...riskCases(rng), ...corpusRows()];
const { rows, dropped, dupes } = dropHeldOutAndRepeats<RiskRow>(raw, { heldOut: (r) => heldOut(r.text), key: (r) => holdoutHash(r.text) });
const isCal = (g: string) => fnv1a32(`${SEED}:${g}`) % 5 === 0;
console.log(`rows ${rows.length} (hold-out matches dropped ${dropped}, duplicates ${dupes})`);

// ---------- embeddings (one text per pass, cached in .scratch/: scripts/train/common/embed.ts) ----------
const vectors = await trainingEmbeddings(
  rows.map((r) => r.text),
  'risk-train-embeddings-b1',
);

// ---------- features, labels, masks ----------
const F = HEAD_FEATURE_DIMS;
const H = HEAD_OUTPUTS.length;
const N = rows.length;
const X = new Float32Array(N * F);
const Y = new Float32Array(N * H);
const M = new Float32Array(N * H);
rows.forEach((r, i) => {
  X.set(vectors.get(r.text)!.subarray(0, EMB), i * F);
  X.set(vocabFeatures(r.text), i * F + VOCAB_OFFSET);
  RISK_TYPES.forEach((t, j) => {
    if (r.known !== '*' && !r.known.includes(t)) return;
    M[i * H + j] = r.weight;
    Y[i * H + j] = r.types.includes(t) ? 1 : 0;
  });
  if (r.other !== undefined && r.types.length) {
    M[i * H + H - 1] = r.weight;
    Y[i * H + H - 1] = r.other;
  }
});
const trainIdx = rows.map((_, i) => i).filter((i) => !isCal(rows[i]!.group));
const calIdx = rows.map((_, i) => i).filter((i) => isCal(rows[i]!.group));
console.log(`train ${trainIdx.length}, calibration ${calIdx.length}`);
const posW = new Float32Array(H);
HEAD_OUTPUTS.forEach((h, j) => {
  let p = 0;
  let q = 0;
  for (const i of trainIdx) if (M[i * H + j]) Y[i * H + j] ? p++ : q++;
  posW[j] = Math.min(6, Math.max(1, Math.sqrt(q / Math.max(1, p))));
  console.log(`  ${h}: train pos ${p} neg ${q} → pos weight ${posW[j]!.toFixed(2)}`);
});

// ---------- model (Adam, dense inputs) ----------
const net = trainBaggedHeadsNet(BAG, {
  inputs: F,
  hidden: HID,
  heads: H,
  w1Std: Math.sqrt(2 / F),
  X,
  Y,
  M,
  posW,
  // the vocabulary block left out of a row now and then, so the embedding alone must carry each head
  dropped: () => (rng() < VOCAB_DROP ? (k) => k >= VOCAB_OFFSET && k < VOCAB_OFFSET + VOCAB_DIMS : undefined),
  rows: trainIdx,
  epochs: EPOCHS,
  batch: BATCH,
  lr: LR,
  l2: L2,
  rng,
  onEpoch: (ep, loss) => {
    if (ep % 5 === 0 || ep === 1) console.log(`epoch ${ep}: loss ${loss.toFixed(4)}`);
  },
});

// ---------- calibration and thresholds ----------
const xs = new Float32Array(calIdx.length * F);
calIdx.forEach((i, r) => xs.set(X.subarray(i * F, (i + 1) * F), r * F));
const calScores = forwardNet(net, xs, calIdx.length);
const pinOutputs: Record<string, { output: number; threshold: number; calibration: { kind: 'platt'; a: number; b: number }; metrics: Record<string, number> }> =
  {};
HEAD_OUTPUTS.forEach((h, j) => {
  const { ps, ys, cal, cps } = calibrateHead(calIdx, calScores, M, Y, H, j);
  // the lowest threshold (≥ 0.5) whose precision on the calibration split reaches TARGET_PRECISION
  let chosen = { t: 0.95, precision: 0, recall: 0 };
  for (let th = 0.95; th >= 0.5 - 1e-9; th -= 0.01) {
    const { tp, fp, fn } = countsAt(cps, ys, th);
    const precision = tp + fp ? tp / (tp + fp) : 1;
    if (precision >= TARGET_PRECISION) chosen = { t: Math.round(th * 100) / 100, precision, recall: tp / Math.max(1, tp + fn) };
  }
  const a = auroc(ps, ys);
  pinOutputs[h] = {
    output: j,
    threshold: chosen.t,
    calibration: { kind: 'platt', a: +cal.a.toFixed(5), b: +cal.b.toFixed(5) },
    metrics: {
      calibration_auroc: +a.toFixed(4),
      precision_at_threshold: +chosen.precision.toFixed(4),
      recall_at_threshold: +chosen.recall.toFixed(4),
      calibration_pos: ys.filter((y) => y).length,
      calibration_n: ys.length,
    },
  };
  console.log(
    `${h.padEnd(16)} AUROC ${a.toFixed(3)}  @${chosen.t}: precision ${chosen.precision.toFixed(3)} recall ${chosen.recall.toFixed(3)}  (pos ${ys.filter((y) => y).length}/${ys.length})`,
  );
});

// ---------- ONNX + pins ----------
const bySource: Record<string, number> = {};
for (const r of rows) bySource[r.source] = (bySource[r.source] ?? 0) + 1;
const training = {
  seed: SEED,
  licence: LICENCE,
  epochs: EPOCHS,
  hidden: HID,
  bag: BAG,
  lr: LR,
  l2: L2,
  vocab_drop: VOCAB_DROP,
  target_precision: TARGET_PRECISION,
  rows: { train: trainIdx.length, calibration: calIdx.length, holdout_dropped: dropped, duplicates: dupes },
  by_source: bySource,
};
const bytes = mlpHeadsOnnx(net, {
  producer: 'haven scripts/train/risk/train.ts',
  version: String(HEAD_FEATURE_SPEC.version),
  graphName: 'risk_heads',
  doc: 'Evaluate risk-type heads: features [n, F] (MiniLM embedding + vocabulary block) → Gemm → Relu → Gemm → Sigmoid → scores [n, 10].',
  metadata: {
    'haven.features': JSON.stringify(HEAD_FEATURE_SPEC),
    'haven.outputs': JSON.stringify(HEAD_OUTPUTS),
    'haven.training': JSON.stringify(training),
  },
});
writeTrainedModel(OUT_ONNX, bytes, { path: OUT_PINS, fields: { feature_spec: HEAD_FEATURE_SPEC, outputs: pinOutputs, training } });
