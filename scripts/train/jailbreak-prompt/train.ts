/**
 * Trains the jailbreak system-prompt model and writes seeds/models/jailbreak-prompt.onnx.
 *
 *   npx tsx scripts/train/jailbreak-prompt/train.ts [--out seeds/models/jailbreak-prompt.onnx] [--epochs 15]
 *
 * Features: processors/steer/cannot-comply/jailbreak/featurizer.ts (hashed n-grams + structural cue pseudo-grams).
 * Net: EmbeddingBag (float16) + bias → ReLU (16) → Gemm → Sigmoid, one head `jailbreak`; the same graph and the
 * same TypeScript forward pass as the harmful-prompt model. Fixed seed (mulberry32), AdaGrad, class-balanced BCE,
 * 10% feature dropout. Group-aware split: whole restriction-dropping wordings (positives), tasks (benign),
 * JailbreakBench goals and corpus prompts go to validation together. Threshold: the lowest one at which the
 * shipped decision (score, restriction-dropping cue, not defensive) has validation precision ≥ 0.99 and refuses no
 * Haven-written benign look-alike, never below 0.5. Every text is checked against HOLDOUT_HASHES.txt first.
 * Not used: anything under test/eval (the evaluation prompts in test/eval/steer/own/ were written separately).
 */
import { writeFileSync } from 'node:fs';
import type { Features } from '../../../processors/steer/cannot-comply/featurizer.js';
import { fnv1a32 } from '../../../processors/steer/cannot-comply/featurizer.js';
import { type CueName, jailbreakCues } from '../../../processors/steer/cannot-comply/jailbreak/cues.js';
import { JAILBREAK_FEATURIZER_SPEC, jailbreakFeatures } from '../../../processors/steer/cannot-comply/jailbreak/featurizer.js';
import { jailbreakDecision } from '../../../processors/steer/cannot-comply/jailbreak/model.js';
import { forward, type NetWeights } from '../../../processors/steer/cannot-comply/net.js';
import { DT, fromHalf, toHalf, writeModel } from '../../../infra/models/onnx-file.js';
import { heldOut, holdoutHash, loadCorpora } from '../harmful-prompt/corpora.js';
import { synthesize } from '../harmful-prompt/synth.js';
import { type JbRow, mulberry32, synthesizeBenign, synthesizeJailbreaks } from './synth.js';

const SEED = 20261124;
const arg = (name: string, def: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1]! : def);
const OUT = arg('--out', 'seeds/models/jailbreak-prompt.onnx');
const EPOCHS = Number(arg('--epochs', '15'));
const DIM = 16;
const LR = 0.3;
const L2 = 1e-5;
const FEATURE_DROPOUT = 0.1;
const B = JAILBREAK_FEATURIZER_SPEC.buckets;
const rng = mulberry32(SEED);

// ---------- data ----------
const raw: JbRow[] = [...synthesizeJailbreaks(rng), ...synthesizeBenign(rng)];
// the harmful-prompt model's Haven-written rows: its jailbreak prompts are positives, its legitimate look-alikes negatives
for (const r of synthesize(mulberry32(SEED + 1), 6)) {
  if (r.label === 0) raw.push({ text: r.text, label: 0, group: `hp:${r.group}`, weight: 0.5, source: 'haven-harmful-synth-legit' });
  else if (r.cats.includes('safety_circumvention'))
    raw.push({ text: r.text, label: 1, group: `hp:${r.group}`, weight: 1, source: 'haven-harmful-synth-jailbreak' });
}
for (const r of loadCorpora()) {
  if (r.source === 'jailbreakbench:adaptive_random_search') raw.push({ text: r.text, label: 1, group: r.group, weight: 0.5, source: r.source });
  else if (r.source === 'jailbreakbench:PAIR') raw.push({ text: r.text, label: 1, group: r.group, weight: 0.3, source: r.source });
  else if (!r.label) raw.push({ text: r.text, label: 0, group: r.group, weight: r.source === 'fabric' ? 1 : 0.3, source: r.source });
}
let dropped = 0;
let dupes = 0;
const seen = new Set<string>();
const rows: JbRow[] = [];
for (const r of raw) {
  if (heldOut(r.text)) {
    dropped++;
    continue;
  }
  const h = holdoutHash(r.text);
  if (seen.has(h)) {
    dupes++;
    continue;
  }
  seen.add(h);
  rows.push(r);
}
const isVal = (g: string) => fnv1a32(`${SEED}:${g}`) % 5 === 0;
interface Ex {
  row: JbRow;
  f: Features;
  cues: Record<CueName, number>;
}
const toEx = (row: JbRow): Ex => {
  const cues = jailbreakCues(row.text);
  return { row, f: jailbreakFeatures(row.text, cues), cues };
};
const train = rows.filter((r) => !isVal(r.group)).map(toEx);
const val = rows.filter((r) => isVal(r.group)).map(toEx);
console.log(`rows ${rows.length} (hold-out matches dropped ${dropped}, duplicates ${dupes}); train ${train.length}, validation ${val.length}`);

// ---------- model ----------
const E = new Float32Array(B * DIM).map(() => (rng() * 2 - 1) / DIM);
const b1 = new Float32Array(DIM).fill(0.05);
const W2 = new Float32Array(DIM).map(() => (rng() * 2 - 1) / Math.sqrt(DIM));
const b2 = new Float32Array(1);
const gE = new Float32Array(B * DIM).fill(1e-6);
const gb1 = new Float32Array(DIM).fill(1e-6);
const gW2 = new Float32Array(DIM).fill(1e-6);
const gb2 = new Float32Array(1).fill(1e-6);
const pos = train.filter((e) => e.row.label).reduce((s, e) => s + e.row.weight, 0);
const neg = train.filter((e) => !e.row.label).reduce((s, e) => s + e.row.weight, 0);
const posScale = neg / pos;
const h = new Float64Array(DIM);
const dh = new Float64Array(DIM);
function step(e: Ex): number {
  const { ids, weights } = e.f;
  const keep: number[] = [];
  for (let k = 0; k < ids.length; k++) if (rng() >= FEATURE_DROPOUT) keep.push(k);
  let wsum = 0;
  for (const k of keep) wsum += weights[k]!;
  const norm = wsum > 0 ? 1 / wsum : 0;
  h.fill(0);
  for (const k of keep) {
    const w = weights[k]! * norm;
    const row = ids[k]! * DIM;
    for (let d = 0; d < DIM; d++) h[d]! += w * E[row + d]!;
  }
  for (let d = 0; d < DIM; d++) h[d]! += b1[d]!;
  const sw = e.row.weight * (e.row.label ? posScale : 1);
  let z = b2[0]!;
  for (let d = 0; d < DIM; d++) if (h[d]! > 0) z += h[d]! * W2[d]!;
  const p = 1 / (1 + Math.exp(-z));
  const y = e.row.label;
  const dz = sw * (p - y);
  const loss = -sw * (y * Math.log(p + 1e-12) + (1 - y) * Math.log(1 - p + 1e-12));
  dh.fill(0);
  for (let d = 0; d < DIM; d++) {
    if (h[d]! <= 0) continue;
    const g = h[d]! * dz;
    dh[d] = W2[d]! * dz;
    gW2[d]! += g * g;
    W2[d]! -= (LR * g) / Math.sqrt(gW2[d]!);
  }
  gb2[0]! += dz * dz;
  b2[0]! -= (LR * dz) / Math.sqrt(gb2[0]!);
  for (let d = 0; d < DIM; d++) {
    gb1[d]! += dh[d]! * dh[d]!;
    b1[d]! -= (LR * dh[d]!) / Math.sqrt(gb1[d]!);
  }
  for (const k of keep) {
    const w = weights[k]! * norm;
    const row = ids[k]! * DIM;
    for (let d = 0; d < DIM; d++) {
      const g = w * dh[d]! + L2 * E[row + d]!;
      gE[row + d]! += g * g;
      E[row + d]! -= (LR * g) / Math.sqrt(gE[row + d]!);
    }
  }
  return loss;
}
const order = train.map((_, i) => i);
for (let ep = 1; ep <= EPOCHS; ep++) {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  let loss = 0;
  for (const i of order) loss += step(train[i]!);
  console.log(`epoch ${ep}: loss ${(loss / order.length).toFixed(4)}`);
}

// ---------- export (float16 embedding) and metrics on the exported weights ----------
const E16 = new Uint16Array(B * DIM);
const Ewide = new Float32Array(B * DIM);
for (let i = 0; i < E.length; i++) {
  E16[i] = toHalf(E[i]!);
  Ewide[i] = fromHalf(E16[i]!);
}
const net: NetWeights = { buckets: B, dim: DIM, heads: 1, embedding: Ewide, b1, w2: W2, b2 };
const vs = val.map((e) => forward(net, e.f)[0]!);
function metrics(t: number, decided: boolean) {
  let tp = 0,
    fp = 0,
    fn = 0,
    lookalikeFp = 0;
  val.forEach((e, i) => {
    const yes = decided ? jailbreakDecision(vs[i]!, e.cues, t) : vs[i]! >= t;
    if (yes && e.row.label) tp++;
    else if (yes) {
      fp++;
      if (e.row.source.startsWith('haven')) lookalikeFp++;
    } else if (e.row.label) fn++;
  });
  return { t, tp, fp, fn, lookalikeFp, precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn) };
}
let threshold = 0.5;
for (let t = 0.5; t <= 0.99; t += 0.01) {
  const m = metrics(t, true);
  threshold = Number(t.toFixed(2));
  if (m.precision >= 0.99 && m.lookalikeFp === 0) break;
}
const mDec = metrics(threshold, true);
const mScore = metrics(threshold, false);
const perSource: Record<string, string> = {};
for (const src of [...new Set(val.map((e) => e.row.source))]) {
  const idx = val.map((e, i) => (e.row.source === src ? i : -1)).filter((i) => i >= 0);
  const hit = idx.filter((i) => jailbreakDecision(vs[i]!, val[i]!.cues, threshold)).length;
  perSource[src] = `${hit}/${idx.length} refused`;
}
console.log('threshold', threshold, 'decision', mDec, 'score only', mScore);
console.log('validation by source', perSource);

const f32 = (a: Float32Array) => new Uint8Array(a.buffer.slice(0));
const info = {
  seed: SEED,
  epochs: EPOCHS,
  dim: DIM,
  rows: { train: train.length, validation: val.length, holdout_dropped: dropped, duplicates: dupes },
  threshold,
  validation_decision: mDec,
  validation_score_only: mScore,
  validation_by_source: perSource,
};
const bytes = writeModel({
  producer: 'haven scripts/train/jailbreak-prompt/train.ts',
  producerVersion: String(JAILBREAK_FEATURIZER_SPEC.version),
  opset: 17,
  graphName: 'jailbreak_prompt',
  doc: 'Jailbreak system prompt classifier: hashed n-gram + structural cue EmbeddingBag → ReLU → Gemm → Sigmoid. Featurizer spec in metadata haven.featurizer.',
  initializers: [
    { name: 'embedding', dataType: DT.FLOAT16, dims: [B, DIM], raw: new Uint8Array(E16.buffer) },
    { name: 'b1', dataType: DT.FLOAT, dims: [DIM], raw: f32(b1) },
    { name: 'w2', dataType: DT.FLOAT, dims: [DIM, 1], raw: f32(W2) },
    { name: 'b2', dataType: DT.FLOAT, dims: [1], raw: f32(b2) },
    { name: 'axes0', dataType: DT.INT64, dims: [1], raw: new Uint8Array(8) },
  ],
  nodes: [
    { op: 'Gather', name: 'bag_gather', inputs: ['embedding', 'ids'], outputs: ['rows16'], attrs: [{ name: 'axis', int: 0 }] },
    { op: 'Cast', name: 'bag_cast', inputs: ['rows16'], outputs: ['rows'], attrs: [{ name: 'to', int: DT.FLOAT }] },
    { op: 'Mul', name: 'bag_mul', inputs: ['rows', 'weights'], outputs: ['weighted'] },
    { op: 'ReduceSum', name: 'bag_sum', inputs: ['weighted', 'axes0'], outputs: ['bag'], attrs: [{ name: 'keepdims', int: 1 }] },
    { op: 'Add', name: 'hidden_bias', inputs: ['bag', 'b1'], outputs: ['pre'] },
    { op: 'Relu', name: 'hidden_relu', inputs: ['pre'], outputs: ['hidden'] },
    { op: 'Gemm', name: 'heads_gemm', inputs: ['hidden', 'w2', 'b2'], outputs: ['logits'] },
    { op: 'Sigmoid', name: 'heads_sigmoid', inputs: ['logits'], outputs: ['scores'] },
  ],
  inputs: [
    { name: 'ids', elemType: DT.INT64, shape: ['n'] },
    { name: 'weights', elemType: DT.FLOAT, shape: ['n', 1] },
  ],
  outputs: [{ name: 'scores', elemType: DT.FLOAT, shape: [1, 1] }],
  metadata: { 'haven.featurizer': JSON.stringify(JAILBREAK_FEATURIZER_SPEC), 'haven.threshold': String(threshold), 'haven.training': JSON.stringify(info) },
});
writeFileSync(OUT, bytes);
console.log(`wrote ${OUT} (${bytes.length} bytes)`);
