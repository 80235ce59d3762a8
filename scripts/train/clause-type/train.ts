/**
 * Trains the clause-type classifier (seeds/models/clause-type.onnx): which typed instruction(s) a clause of a system
 * prompt states. Two sets of logistic heads, one per clause type each (linear models; the forward pass at run time is
 * the TypeScript mirror, preprocess/clauses/classifier.ts):
 *  - over hashed word/char n-grams (processors/steer/preprocess/clauses/featurizer.ts): what the clause literally says;
 *  - over the clause's MiniLM sentence embedding: what it means, in wording the n-grams never saw. Trained after the
 *    n-gram heads on their final clause labels, calibrated on its own, with its own thresholds (precision ≥ 0.95:
 *    it only adds types). A process without an embedder runs the n-gram heads alone, exactly as before.
 * Clause embeddings: one text per forward pass (common/embed.ts trainingEmbeddings), cached in .scratch/, so a retrain
 * from a clean checkout gives the same file.
 *
 *   nice -n 10 npx tsx scripts/train/clause-type/train.ts [--out seeds/models/clause-type.onnx] [--epochs 12]
 *
 * Data: M-IFEval prompts (es/fr/ja, Apache-2.0) with their instruction ids — only prompts on the `dev` side of the
 * development evaluation's split (test/eval/steer/ifeval/run.ts `splitOf`), so the `test` side never reaches the
 * model; IFBench is not trained on (its prompts are its test split). Labels are per prompt, not per clause, so clause
 * labels are found by multiple-instance learning (hard EM): first every clause of a prompt carries all its types,
 * then each type is given to the prompt's clause the model scores highest for it, and the model is retrained (3
 * rounds); a type only goes to a clause carrying its anchor words (types.ts TYPE_ANCHOR) when one does, and among
 * those to one whose slots the type's reader reads when one does; the prompt's other anchored clauses are left out of
 * that head. Negatives: clauses that received no type, Fabric system-prompt clauses (MIT), Haven-written look-alikes.
 * Haven-written English phrasings per type (synth.ts) are added, and operator-style clauses with clause-level labels
 * (phrasings/*.jsonl: {text, types, lang, slots}; `types: []` rows are negatives), no MIL needed for them. Hold-out
 * hashes dropped. Fixed seed; validation on 20 % of the prompts by group (a phrasing row's group is its file and a
 * bucket of its wording with numbers and quoted words masked, so two rows of one template land on the same side);
 * per-head Platt calibration and a threshold per head stored in the metadata.
 *
 * Cross-writer check: `--leave-out wave2-b --out /tmp/x.onnx` trains without that phrasing file, and
 * `HAVEN_CLAUSE_MODEL=/tmp/x.onnx npx tsx scripts/train/clause-type/phrasings-check.ts wave2-b` measures on it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { EMBEDDING_DIMS } from '../../../infra/models/embedder.js';
import { DT, fromHalf, toHalf, writeModel } from '../../../infra/models/onnx-file.js';
import { CLAUSE_FEATURIZER_SPEC, type ClauseFeatures, clauseFeatures } from '../../../processors/steer/preprocess/clauses/featurizer.js';
import { CLAUSE_TYPES, type ClauseType, instructionBase, TYPE_ANCHOR, TYPE_OF_INSTRUCTION } from '../../../processors/steer/preprocess/clauses/types.js';
import { BANS, bans } from '../../../processors/steer/preprocess/families/typed-clauses.js';
import { readSlots } from '../../../processors/steer/preprocess/families/typed-slots.js';
import { parsePrompt } from '../../../processors/steer/preprocess/family.js';
import { DATA_DIR, devPartOf, splitOf } from '../../../test/eval/steer/ifeval/run.js';
import { fitPlattGd } from '../common/calibration.js';
import { trainingEmbeddings } from '../common/embed.js';
import { f32, writeTrainedModel } from '../common/export.js';
import { heldOut } from '../harmful-prompt/corpora.js';
import { mulberry32 } from '../harmful-prompt/synth.js';
import { readPhrasings } from './phrasings.js';
import { synthesizeClauses } from './synth.js';

const SEED = 20261125;
const arg = (name: string, def: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1]! : def);
const OUT = arg('--out', 'seeds/models/clause-type.onnx');
const EPOCHS = Number(arg('--epochs', '12'));
// `--dev-part dev-a`: train on the dev-a part only, so dev-b measures wording the model never saw (a measurement model,
// written with --out elsewhere and loaded with HAVEN_CLAUSE_MODEL=<path>; the shipped model trains on all of dev)
const DEV_PART = arg('--dev-part', 'dev');
// `--leave-out wave2-b`: train without that phrasing file (a cross-writer measurement model; never the shipped one)
const LEAVE_OUT = arg('--leave-out', '');
const H = CLAUSE_TYPES.length;
const LR = 0.4;
const L2 = 1e-6;
const B = CLAUSE_FEATURIZER_SPEC.buckets;
const rng = mulberry32(SEED);
const HEAD = new Map(CLAUSE_TYPES.map((t, i) => [t, i]));
const D = EMBEDDING_DIMS;
const EMB_EPOCHS = 30;
const EMB_LR = 0.2;
const EMB_PRECISION = 0.95;

interface Bag {
  group: string;
  /** `skip[j]`: the clause is ambiguous for head j (see assign) and left out of that head's loss */
  clauses: { text: string; f: ClauseFeatures; y: Float32Array; e?: Float32Array; skip?: Uint8Array }[];
  /** the prompt's types (MIL); empty for negatives and for Haven-written single clauses whose labels are fixed */
  types: ClauseType[];
  fixed: boolean;
  weight: number;
}

// ---------- data ----------
const bags: Bag[] = [];
let dropped = 0;
let notDev = 0;
for (const line of readFileSync(`${DATA_DIR}/m_ifeval_multilingual/m_ifeval_prompts_es_fr_ja.jsonl`, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const d = JSON.parse(line) as { prompt: string; instruction_id_list: string[] };
  if (heldOut(d.prompt)) {
    dropped++;
    continue;
  }
  if (splitOf(d.prompt) !== 'dev' || (DEV_PART !== 'dev' && devPartOf(d.prompt) !== DEV_PART)) {
    notDev++;
    continue;
  }
  const types = [...new Set(d.instruction_id_list.map((id) => TYPE_OF_INSTRUCTION[instructionBase(id)]).filter((t): t is ClauseType => !!t))];
  const clauses = parsePrompt(d.prompt).sentences.map((s) => ({ text: s.text, f: clauseFeatures(s.text), y: new Float32Array(H) }));
  bags.push({ group: `mifeval:${createHash('sha1').update(d.prompt).digest('hex').slice(0, 12)}`, clauses, types, fixed: false, weight: 1 });
}
for (const line of readFileSync(`${DATA_DIR}/benign_system_prompts_fabric/fabric_pattern_system_prompts.jsonl`, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const d = JSON.parse(line) as { pattern: string; system_prompt: string };
  if (heldOut(d.system_prompt)) {
    dropped++;
    continue;
  }
  const clauses = parsePrompt(d.system_prompt)
    .sentences.filter((s) => /\p{L}{3}/u.test(s.text))
    .map((s) => ({ text: s.text, f: clauseFeatures(s.text), y: new Float32Array(H) }));
  bags.push({ group: `fabric:${d.pattern}`, clauses, types: [], fixed: true, weight: 0.3 });
}
for (const [i, c] of synthesizeClauses(mulberry32(SEED + 1)).entries()) {
  const y = new Float32Array(H);
  if (c.type) y[HEAD.get(c.type)!] = 1;
  bags.push({ group: `haven:${c.type ?? 'other'}:${i % 7}`, clauses: [{ text: c.text, f: clauseFeatures(c.text), y }], types: [], fixed: true, weight: 1 });
}
// operator-style clauses written for Haven (clause-level labels, so fixed like the synthesized ones)
let phrasingRows = 0;
for (const row of readPhrasings()) {
  if (row.file === LEAVE_OUT) continue;
  if (heldOut(row.text)) {
    dropped++;
    continue;
  }
  const y = new Float32Array(H);
  for (const t of row.types) y[HEAD.get(t)!] = 1;
  bags.push({ group: `phrasing:${row.file}:${row.bucket}`, clauses: [{ text: row.text, f: clauseFeatures(row.text), y }], types: [], fixed: true, weight: 1 });
  phrasingRows++;
}
console.log(`phrasing rows ${phrasingRows}${LEAVE_OUT ? ` (left out: ${LEAVE_OUT})` : ''}`);
// ---------- clause embeddings (MiniLM, one text per pass, cached) ----------
const allClauses = bags.flatMap((x) => x.clauses);
console.log(`clauses ${allClauses.length}`);
const vectors = await trainingEmbeddings(
  allClauses.map((c) => c.text),
  'clause-type-embeddings',
);
for (const c of allClauses) c.e = vectors.get(c.text)!;

const isVal = (g: string) => parseInt(createHash('sha1').update(`${SEED}:${g}`).digest('hex').slice(0, 8), 16) % 5 === 0;
const train = bags.filter((b) => !isVal(b.group));
const val = bags.filter((b) => isVal(b.group));
console.log(`bags ${bags.length} (hold-out dropped ${dropped}; test-side prompts left out ${notDev}); train ${train.length}, validation ${val.length}`);

// ---------- model: one linear (logistic) head per type over the hashed features ----------
let W!: Float32Array, b!: Float32Array, gW!: Float32Array, gb!: Float32Array;
function init() {
  W = new Float32Array(B * H);
  b = new Float32Array(H).fill(-3);
  gW = new Float32Array(B * H).fill(1e-6);
  gb = new Float32Array(H).fill(1e-6);
}
function scores(f: ClauseFeatures, w = W): Float64Array {
  const z = new Float64Array(H);
  for (let j = 0; j < H; j++) z[j] = b[j]!;
  for (let k = 0; k < f.ids.length; k++) {
    const x = f.weights[k]!;
    const row = f.ids[k]! * H;
    for (let j = 0; j < H; j++) z[j]! += x * w[row + j]!;
  }
  for (let j = 0; j < H; j++) z[j] = 1 / (1 + Math.exp(-z[j]!));
  return z;
}
function step(f: ClauseFeatures, y: Float32Array, sw: number, skip?: Uint8Array): number {
  const p = scores(f);
  let loss = 0;
  for (let j = 0; j < H; j++) {
    if (skip?.[j]) continue;
    const t = y[j]!;
    const wj = sw * (t ? 3 : 1); // positives are rare per head
    const dz = wj * (p[j]! - t);
    loss -= wj * (t * Math.log(p[j]! + 1e-12) + (1 - t) * Math.log(1 - p[j]! + 1e-12));
    gb[j]! += dz * dz;
    b[j]! -= (LR * dz) / Math.sqrt(gb[j]!);
    for (let k = 0; k < f.ids.length; k++) {
      const i = f.ids[k]! * H + j;
      const g = f.weights[k]! * dz + L2 * W[i]!;
      gW[i]! += g * g;
      W[i]! -= (LR * g) / Math.sqrt(gW[i]!);
    }
  }
  return loss;
}
function trainHeads(epochs: number) {
  init();
  const items = train.flatMap((x) => x.clauses.map((c) => ({ c, w: x.weight })));
  for (let ep = 1; ep <= epochs; ep++) {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    let loss = 0;
    for (const it of items) loss += step(it.c.f, it.c.y, it.w, it.c.skip);
    if (ep === epochs) console.log(`  epoch ${ep}: loss ${(loss / items.length).toFixed(4)}`);
  }
}
/**
 * MIL label assignment: every type of a prompt goes to the clause that scores highest for it. The prompt's other
 * clauses carrying the type's anchor words are ambiguous for it (a prompt often states one instruction in two clauses,
 * or shows an example of the format next to it) and are left out of that head's loss rather than taught as negatives:
 * taught as negatives, an example line that won the assignment once turned the instruction itself into a negative
 * for good (sections and placeholders scored 0.02 on M-IFEval instructions once the operator phrasings were added).
 */
function assign(all: Bag[], first: boolean) {
  for (const bag of all) {
    if (bag.fixed) continue;
    for (const c of bag.clauses) {
      c.y.fill(0);
      c.skip = new Uint8Array(H);
    }
    if (!bag.clauses.length) continue;
    const sc = first ? undefined : bag.clauses.map((c) => scores(c.f));
    for (const t of bag.types) {
      const j = HEAD.get(t)!;
      // candidates: the clauses carrying the type's anchor words whose slots the type's reader reads (a definition of
      // the placeholders, an example of the section markers carry the words but no count); else those carrying the
      // anchor words; else all clauses
      const anchored = bag.clauses.map((c, k) => (TYPE_ANCHOR[t].test(c.text) ? k : -1)).filter((k) => k >= 0);
      const readable = anchored.filter((k) => readSlots(t, bag.clauses[k]!.text) !== undefined);
      const cand = readable.length ? readable : anchored.length ? anchored : bag.clauses.map((_, k) => k);
      if (first) {
        for (const k of cand) bag.clauses[k]!.y[j] = 1;
        continue;
      }
      let best = cand[0]!;
      for (const k of cand) if (sc![k]![j]! > sc![best]![j]!) best = k;
      bag.clauses[best]!.y[j] = 1;
      if (anchored.length) for (const k of anchored) if (k !== best) bag.clauses[k]!.skip![j] = 1;
    }
  }
}
assign(bags, true);
console.log('round 0 (every clause carries its prompt types)');
trainHeads(4);
for (let round = 1; round <= 3; round++) {
  assign(bags, false);
  console.log(`round ${round}`);
  trainHeads(round === 3 ? EPOCHS : 6);
}
assign(val, false);

/**
 * Whether extraction can act on a clause typed t (typed-clauses.ts): it carries t's anchor words, a ban type reads as a
 * ban, and t's slot reader reads its slots. Thresholds are chosen on these clauses only: a look-alike the reader cannot
 * read ("No lowercase letters are allowed" for the lowercase head) never becomes a rule, so it must not hold a
 * threshold up, and a positive whose slots are unreadable is missed at any threshold.
 */
function actsOn(text: string): boolean[] {
  return CLAUSE_TYPES.map((t) => TYPE_ANCHOR[t].test(text) && (!BANS.has(t) || bans(t, text)) && readSlots(t, text) !== undefined);
}

/** Platt a,b on (logit, label) points: 300 steps of gradient descent from (1, 0); (1, 0) when the slope is not positive. */
function plattFit(pts: { x: number; y: number }[]): { a: number; b: number } {
  const fit = fitPlattGd(
    pts.map((p) => p.x),
    pts.map((p) => p.y),
    { iterations: 300, rateA: 0.5, rateB: 0.5, b0: 0, smoothTargets: false },
  );
  return fit.a > 0 ? fit : { a: 1, b: 0 };
}
/** The highest-F1 threshold on the grid 0.5, 0.52, … 0.98 among those `accept` allows (else `init`). */
function scanThreshold(
  cal: { q: number; y: number }[],
  init: { t: number; f1: number; p: number; r: number },
  accept: (tp: number, fn: number, precision: number) => boolean,
) {
  let best = init;
  for (let t = 0.5; t < 0.99; t += 0.02) {
    const tp = cal.filter((c) => c.q >= t && c.y).length;
    const fp = cal.filter((c) => c.q >= t && !c.y).length;
    const fn = cal.filter((c) => c.q < t && c.y).length;
    const p = tp / Math.max(1, tp + fp);
    const r = tp / Math.max(1, tp + fn);
    const f1 = (2 * p * r) / Math.max(1e-9, p + r);
    if (f1 > best.f1 && accept(tp, fn, p)) best = { t, f1, p, r };
  }
  return best;
}

// ---------- the embedding heads: logistic, one per type, over the clause's MiniLM vector, on the final MIL labels ----------
const V = new Float32Array(D * H);
const vb = new Float32Array(H).fill(-3);
{
  const gV = new Float32Array(D * H).fill(1e-6);
  const gvb = new Float32Array(H).fill(1e-6);
  const items = train.flatMap((x) => x.clauses.map((c) => ({ c, w: x.weight })));
  for (let ep = 1; ep <= EMB_EPOCHS; ep++) {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    let loss = 0;
    for (const { c, w } of items) {
      const p = embScores(c.e!);
      for (let j = 0; j < H; j++) {
        if (c.skip?.[j]) continue;
        const t = c.y[j]!;
        const wj = w * (t ? 3 : 1);
        const dz = wj * (p[j]! - t);
        loss -= wj * (t * Math.log(p[j]! + 1e-12) + (1 - t) * Math.log(1 - p[j]! + 1e-12));
        gvb[j]! += dz * dz;
        vb[j]! -= (EMB_LR * dz) / Math.sqrt(gvb[j]!);
        for (let d = 0; d < D; d++) {
          const i = d * H + j;
          const g = c.e![d]! * dz + L2 * V[i]!;
          gV[i]! += g * g;
          V[i]! -= (EMB_LR * g) / Math.sqrt(gV[i]!);
        }
      }
    }
    if (ep === EMB_EPOCHS) console.log(`embedding heads, epoch ${ep}: loss ${(loss / items.length).toFixed(4)}`);
  }
}
function embScores(e: Float32Array): Float64Array {
  const z = new Float64Array(H);
  for (let j = 0; j < H; j++) z[j] = vb[j]!;
  for (let d = 0; d < D; d++) {
    const x = e[d]!;
    for (let j = 0; j < H; j++) z[j]! += x * V[d * H + j]!;
  }
  for (let j = 0; j < H; j++) z[j] = 1 / (1 + Math.exp(-z[j]!));
  return z;
}
// Platt a,b and a threshold per embedding head on the validation clauses. A clause of a prompt that has type t and
// carries t's anchor words but did not get t in the MIL assignment is ambiguous for t (prompts often state one
// instruction in two clauses): it counts neither for nor against head t.
const embPlatt: { a: number; b: number }[] = [];
const embThresholds: number[] = [];
const embPerHead: Record<string, { n: number; precision: number; recall: number }> = {};
const embMicro = { tp: 0, fp: 0, fn: 0 };
{
  const vsE = val.flatMap((x) =>
    x.clauses.map((c) => ({
      p: embScores(c.e!),
      y: c.y,
      skip: CLAUSE_TYPES.map((t, j) => !c.y[j] && x.types.includes(t) && TYPE_ANCHOR[t].test(c.text)),
      acts: actsOn(c.text),
    })),
  );
  const lg = (p: number) => Math.log(Math.max(1e-9, p) / Math.max(1e-9, 1 - p));
  for (let j = 0; j < H; j++) {
    const kept = vsE.filter((v) => !v.skip[j]);
    const { a, b: c0 } = plattFit(kept.map((v) => ({ x: lg(v.p[j]!), y: v.y[j]! })));
    embPlatt.push({ a, b: c0 });
    const cal = kept.filter((v) => v.acts[j]).map((v) => ({ q: 1 / (1 + Math.exp(-(a * lg(v.p[j]!) + c0))), y: v.y[j]! }));
    // the highest-F1 threshold at precision ≥ EMB_PRECISION; a head without validation positives never fires (1.01)
    const best = scanThreshold(cal, { t: 1.01, f1: -1, p: 0, r: 0 }, (tp, _fn, p) => tp > 0 && p >= EMB_PRECISION);
    const tq = Number(best.t.toFixed(2));
    embThresholds.push(tq);
    embMicro.tp += cal.filter((c) => c.q >= tq && c.y).length;
    embMicro.fp += cal.filter((c) => c.q >= tq && !c.y).length;
    embMicro.fn += cal.filter((c) => c.q < tq && c.y).length;
    embPerHead[CLAUSE_TYPES[j]!] = { n: cal.filter((c) => c.y).length, precision: Number(best.p.toFixed(3)), recall: Number(best.r.toFixed(3)) };
  }
  console.log('validation per embedding head (clause level):', embPerHead, 'micro', embMicro);
}

// ---------- export (float16 weights), calibration and thresholds on the exported weights ----------
const W16 = new Uint16Array(B * H);
const Wwide = new Float32Array(B * H);
for (let i = 0; i < W.length; i++) {
  W16[i] = toHalf(W[i]!);
  Wwide[i] = fromHalf(W16[i]!);
}
// validation: per clause (labels from the MIL assignment on validation prompts) → Platt a,b per head on the logit. As
// for the embedding heads, a clause of a prompt that has type t and carries t's anchor words but was not given t is
// ambiguous for t (a prompt often states one instruction in two clauses) and left out of head t's calibration, as it
// is left out of head t's training (assign).
const vs = val.flatMap((x) =>
  x.clauses.map((c) => ({
    p: scores(c.f, Wwide),
    y: c.y,
    skip: CLAUSE_TYPES.map((t, j) => !c.y[j] && x.types.includes(t) && TYPE_ANCHOR[t].test(c.text)),
    acts: actsOn(c.text),
  })),
);
const logit = (p: number) => Math.log(Math.max(1e-9, p) / Math.max(1e-9, 1 - p));
const platt: { a: number; b: number }[] = [];
const thresholds: number[] = [];
const perHead: Record<string, { n: number; precision: number; recall: number; raw_recall_at_half: number }> = {};
for (let j = 0; j < H; j++) {
  const vj = vs.filter((v) => !v.skip[j]);
  const { a, b: c0 } = plattFit(vj.map((v) => ({ x: logit(v.p[j]!), y: v.y[j]! })));
  platt.push({ a, b: c0 });
  const cal = vj.filter((v) => v.acts[j]).map((v) => ({ q: 1 / (1 + Math.exp(-(a * logit(v.p[j]!) + c0))), y: v.y[j]! }));
  // threshold: the highest-F1 point that keeps precision ≥ 0.9 where the head has validation positives; never below 0.5
  const best = scanThreshold(cal, { t: 0.5, f1: -1, p: 0, r: 0 }, (tp, fn, p) => p >= 0.9 || tp + fn === 0);
  thresholds.push(Number(best.t.toFixed(2)));
  const raw = vj.filter((v) => v.y[j] && v.p[j]! >= 0.5).length / Math.max(1, vj.filter((v) => v.y[j]).length);
  perHead[CLAUSE_TYPES[j]!] = {
    n: cal.filter((c) => c.y).length,
    precision: Number(best.p.toFixed(3)),
    recall: Number(best.r.toFixed(3)),
    raw_recall_at_half: Number(raw.toFixed(3)),
  };
}
console.log('validation per head (clause level, after calibration):', perHead);

const info = {
  seed: SEED,
  epochs: EPOCHS,
  bags: { train: train.length, validation: val.length, holdout_dropped: dropped, test_side_left_out: notDev, phrasing_rows: phrasingRows },
  validation_per_head: perHead,
  embedding_heads: { epochs: EMB_EPOCHS, lr: EMB_LR, min_precision: EMB_PRECISION, validation_per_head: embPerHead, validation_micro: embMicro },
};
const bytes = writeModel({
  producer: 'haven scripts/train/clause-type/train.ts',
  producerVersion: String(CLAUSE_FEATURIZER_SPEC.version),
  opset: 17,
  graphName: 'clause_type',
  doc: 'Clause-type classifier: hashed n-gram bag (L2-normalised) → linear heads (EmbeddingBag sum + bias) → Sigmoid (scores), and the clause MiniLM embedding → linear heads (MatMul + bias) → Sigmoid (embedding_scores); one head per clause type in each. Featurizer spec, types, Platt calibration and thresholds of both in metadata.',
  initializers: [
    { name: 'weights_table', dataType: DT.FLOAT16, dims: [B, H], raw: new Uint8Array(W16.buffer) },
    { name: 'bias', dataType: DT.FLOAT, dims: [H], raw: f32(b) },
    { name: 'axes0', dataType: DT.INT64, dims: [1], raw: new Uint8Array(8) },
    { name: 'dense_w', dataType: DT.FLOAT, dims: [D, H], raw: f32(V) },
    { name: 'dense_b', dataType: DT.FLOAT, dims: [H], raw: f32(vb) },
  ],
  nodes: [
    { op: 'Gather', name: 'bag_gather', inputs: ['weights_table', 'ids'], outputs: ['rows16'], attrs: [{ name: 'axis', int: 0 }] },
    { op: 'Cast', name: 'bag_cast', inputs: ['rows16'], outputs: ['rows'], attrs: [{ name: 'to', int: DT.FLOAT }] },
    { op: 'Mul', name: 'bag_mul', inputs: ['rows', 'weights'], outputs: ['weighted'] },
    { op: 'ReduceSum', name: 'bag_sum', inputs: ['weighted', 'axes0'], outputs: ['bag'], attrs: [{ name: 'keepdims', int: 1 }] },
    { op: 'Add', name: 'heads_bias', inputs: ['bag', 'bias'], outputs: ['logits'] },
    { op: 'Sigmoid', name: 'heads_sigmoid', inputs: ['logits'], outputs: ['scores'] },
    { op: 'MatMul', name: 'emb_matmul', inputs: ['embedding', 'dense_w'], outputs: ['emb_z'] },
    { op: 'Add', name: 'emb_bias', inputs: ['emb_z', 'dense_b'], outputs: ['emb_logits'] },
    { op: 'Sigmoid', name: 'emb_sigmoid', inputs: ['emb_logits'], outputs: ['embedding_scores'] },
  ],
  inputs: [
    { name: 'ids', elemType: DT.INT64, shape: ['n'] },
    { name: 'weights', elemType: DT.FLOAT, shape: ['n', 1] },
    { name: 'embedding', elemType: DT.FLOAT, shape: [1, D] },
  ],
  outputs: [
    { name: 'scores', elemType: DT.FLOAT, shape: [1, H] },
    { name: 'embedding_scores', elemType: DT.FLOAT, shape: [1, H] },
  ],
  metadata: {
    'haven.featurizer': JSON.stringify(CLAUSE_FEATURIZER_SPEC),
    'haven.types': JSON.stringify(CLAUSE_TYPES),
    'haven.calibration': JSON.stringify(platt),
    'haven.thresholds': JSON.stringify(thresholds),
    'haven.calibration_embedding': JSON.stringify(embPlatt),
    'haven.thresholds_embedding': JSON.stringify(embThresholds),
    'haven.training': JSON.stringify(info),
  },
});
writeTrainedModel(OUT, bytes);
