/**
 * Trains the classifier heads and writes seeds/models/ocular-heads.onnx + seeds/models/ocular-heads.json (pins).
 *
 *   nice -n 10 npx tsx scripts/train/ocular/train.ts [--epochs 14] [--hidden 48]
 *
 * Rows: our written cases (synth.ts) + the corpora in corpora.ts; every text (and pair) checked against
 * HOLDOUT_HASHES.txt; duplicates dropped. Features: processors/ocular/core/features.ts (MiniLM embedding of the
 * message and of its context turn, lexicon + cue features of both, hashed n-grams). One MLP with a shared hidden layer
 * and one sigmoid output per head (the order of processors/ocular/heads/index.ts); a head's loss only counts rows of
 * its side whose source is labelled for its tags. Split by group: 1 in 5 groups is the calibration split, on which each
 * head gets a Platt calibration and a screening threshold (max F1 of the calibrated score). Fixed seed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadEmbedder } from '../../../infra/models/embedder.js';
import {
  EMB_DIMS,
  FEATURE_DIMS,
  FEATURE_OFFSETS,
  FEATURE_SPEC,
  LEX_DIMS,
  NO_CONTEXT,
  type TextParts,
  textParts,
  writeFeatures,
} from '../../../processors/ocular/core/features.js';
import { lexiconFeatures } from '../../../processors/ocular/core/lexicon.js';
import { forwardNet } from '../../../processors/ocular/core/net.js';
import { OCULAR_HEADS } from '../../../processors/ocular/heads/index.js';
import { fnv1a32 } from '../../../processors/steer/cannot-comply/featurizer.js';
import { auroc, calibrateHead, countsAt } from '../common/calibration.js';
import { mlpHeadsOnnx, writeTrainedModel } from '../common/export.js';
import { trainBaggedHeadsNet } from '../common/heads-net.js';
import { dropHeldOutAndRepeats } from '../common/rows.js';
import { mulberry32 } from '../harmful-prompt/synth.js';
import { corpusRows, heldOut, holdoutHash } from './corpora.js';
import { ownLongForm } from './posts.js';
import { synthesize, type TrainRow } from './synth.js';

const SEED = 20261124;
const arg = (name: string, def: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1]! : def);
const EPOCHS = Number(arg('--epochs', '14'));
const HID = Number(arg('--hidden', '32'));
const BAG = Number(arg('--bag', '3'));
const LR = Number(arg('--lr', '0.002'));
const L2 = Number(arg('--l2', '1e-4'));
const BATCH = 32;
/** Share of training rows whose context block (embedding + lexicon) or n-gram block is dropped (the solo and dense variants). */
const CTX_DROP = 0.15;
const NGRAM_DROP = 0.15;
/**
 * Experiments with another sentence embedder (same 384 dimensions, mean pooling): `--embedder-model <onnx>
 * --embedder-tokenizer <json> --out-dir <dir>` trains on its embeddings and writes the model and pins to <dir>, never
 * over the shipped files (to evaluate, put them in seeds/models/ for the run and give eval:classifier the same
 * embedder: docs/classifier.md "Embedding model").
 */
const EMB_MODEL = arg('--embedder-model', '');
const EMB_TOKENIZER = arg('--embedder-tokenizer', '');
const OUT_DIR = arg('--out-dir', 'seeds/models');
if (EMB_MODEL && OUT_DIR === 'seeds/models') throw new Error('--embedder-model needs --out-dir (an experiment never replaces the shipped heads)');
const OUT_ONNX = 'seeds/models/ocular-heads.onnx';
const OUT_PINS = 'seeds/models/ocular-heads.json';
const rng = mulberry32(SEED);
/**
 * `commercial` (default, the shipped model): no research-only corpus (corpora.ts RESEARCH_ONLY); our long-form posts
 * and chats (posts.ts) take their place. `research`: the first model's data, for before/after comparisons only.
 */
const LICENCE = arg('--licence', 'commercial') as 'commercial' | 'research';
if (LICENCE !== 'commercial' && LICENCE !== 'research') throw new Error('--licence must be commercial or research');

// ---------- rows ----------
// posts.ts draws from its own generator so that synth.ts's sample stays the same in both modes
const raw = [...synthesize(rng), ...corpusRows(undefined, { licence: LICENCE }), ...(LICENCE === 'commercial' ? ownLongForm(mulberry32(SEED + 1)) : [])];
const { rows, dropped, dupes } = dropHeldOutAndRepeats<TrainRow>(raw, {
  heldOut: (r) => heldOut(r.text, r.ctx) || heldOut(r.text),
  key: (r) => holdoutHash(`${r.side}|${r.ctx}|${r.text}`),
});
const isCal = (g: string) => fnv1a32(`${SEED}:${g}`) % 5 === 0;
console.log(`rows ${rows.length} (hold-out matches dropped ${dropped}, duplicates ${dupes})`);

// ---------- embeddings (cached in .scratch/) ----------
const CACHE = EMB_MODEL
  ? `.scratch/ocular-train-embeddings-${createHash('sha1').update(EMB_MODEL).digest('hex').slice(0, 8)}.json`
  : '.scratch/ocular-train-embeddings.json';
mkdirSync('.scratch', { recursive: true });
const cache = new Map<string, Float32Array>();
if (existsSync(CACHE)) {
  const j = JSON.parse(readFileSync(CACHE, 'utf8')) as Record<string, string>;
  for (const [k, v] of Object.entries(j)) {
    const b = Buffer.from(v, 'base64');
    cache.set(k, new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength)));
  }
}
const key = (t: string) => createHash('sha1').update(t).digest('base64');
const texts = [...new Set(rows.flatMap((r) => (r.ctx ? [r.text, r.ctx] : [r.text])))];
const missing = texts.filter((t) => !cache.has(key(t)));
console.log(`texts ${texts.length}, to embed ${missing.length}`);
if (missing.length) {
  const emb = await loadEmbedder({
    intraOpThreads: 2,
    batchSize: 32,
    cacheSize: 0,
    ...(EMB_MODEL ? { modelPath: EMB_MODEL, tokenizerPath: EMB_TOKENIZER } : {}),
  });
  const t0 = Date.now();
  for (let i = 0; i < missing.length; i += 256) {
    const chunk = missing.slice(i, i + 256);
    const v = await emb.embed(chunk);
    chunk.forEach((t, k) => cache.set(key(t), v[k]!));
    if ((i / 256) % 10 === 0) console.log(`  embedded ${i + chunk.length}/${missing.length} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }
  await emb.close();
  writeFileSync(
    CACHE,
    JSON.stringify(Object.fromEntries([...cache].map(([k, v]) => [k, Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64')]))),
  );
}
const partsCache = new Map<string, TextParts>();
const parts = (t: string) => {
  let p = partsCache.get(t);
  if (!p) partsCache.set(t, (p = textParts(t, cache.get(key(t))!)));
  return p;
};

// ---------- features and masks ----------
const HEADS = OCULAR_HEADS;
const H = HEADS.length;
const F = FEATURE_DIMS;
const N = rows.length;
const X = new Float32Array(N * F);
const Y = new Float32Array(N * H);
const M = new Float32Array(N * H);
rows.forEach((r, i) => {
  const ctx = r.ctx ? { emb: parts(r.ctx).emb, lex: lexiconFeatures(r.ctx).vector } : NO_CONTEXT;
  writeFeatures(X, i, parts(r.text), ctx, r.side === 'ai');
  HEADS.forEach((h, j) => {
    const known = r.known === '*' || h.learns.some((t) => (r.known as string[]).includes(t));
    if (h.side !== r.side || !known) return;
    M[i * H + j] = r.weight;
    Y[i * H + j] = h.learns.some((t) => r.tags.includes(t)) ? 1 : 0;
  });
});
const trainIdx = rows.map((_, i) => i).filter((i) => !isCal(rows[i]!.group));
const calIdx = rows.map((_, i) => i).filter((i) => isCal(rows[i]!.group));
console.log(`train ${trainIdx.length}, calibration ${calIdx.length}`);
const posW = new Float32Array(H);
HEADS.forEach((h, j) => {
  let p = 0;
  let q = 0;
  for (const i of trainIdx) if (M[i * H + j]) Y[i * H + j] ? p++ : q++;
  posW[j] = Math.min(8, Math.sqrt(q / Math.max(1, p)));
  console.log(`  ${h.code}: train pos ${p} neg ${q} → pos weight ${posW[j]!.toFixed(2)}`);
});

// ---------- model (Adam) ----------
const inContext = (k: number) =>
  (k >= FEATURE_OFFSETS.ctx && k < FEATURE_OFFSETS.ctx + EMB_DIMS) || (k >= FEATURE_OFFSETS.lexCtx && k < FEATURE_OFFSETS.lexCtx + LEX_DIMS);
const net = trainBaggedHeadsNet(BAG, {
  inputs: F,
  hidden: HID,
  heads: H,
  w1Std: Math.sqrt(2 / 800),
  X,
  Y,
  M,
  posW,
  // the context blocks and the n-grams each left out of a row now and then
  dropped: () => {
    const dropCtx = rng() < CTX_DROP;
    const dropNgram = rng() < NGRAM_DROP;
    return (k) => (dropCtx && inContext(k)) || (dropNgram && k >= FEATURE_OFFSETS.ngram);
  },
  skipIdle: true,
  rows: trainIdx,
  epochs: EPOCHS,
  batch: BATCH,
  lr: LR,
  l2: L2,
  rng,
  onEpoch: (ep, loss) => console.log(`epoch ${ep}: loss ${loss.toFixed(4)}`),
});

// ---------- calibration, thresholds, metrics ----------
const scores = (idx: number[]) => {
  const x = new Float32Array(idx.length * F);
  idx.forEach((i, r) => x.set(X.subarray(i * F, (i + 1) * F), r * F));
  return forwardNet(net, x, idx.length);
};
const calScores = scores(calIdx);
const pinHeads: Record<string, { output: number; threshold: number; calibration: { kind: 'platt'; a: number; b: number }; metrics: Record<string, number> }> =
  {};
HEADS.forEach((h, j) => {
  // Platt on the logit (processors/ocular/core/index.ts applies it the same way)
  const { ps, ys, cal, cps } = calibrateHead(calIdx, calScores, M, Y, H, j);
  let best = { t: 0.5, f1: 0 };
  for (let th = 0.05; th <= 0.95; th += 0.01) {
    const { tp, fp, fn } = countsAt(cps, ys, th);
    const f1 = (2 * tp) / Math.max(1, 2 * tp + fp + fn);
    if (f1 > best.f1) best = { t: Math.round(th * 100) / 100, f1 };
  }
  const a = auroc(ps, ys);
  pinHeads[h.code] = {
    output: j,
    threshold: best.t,
    calibration: { kind: 'platt', a: +cal.a.toFixed(5), b: +cal.b.toFixed(5) },
    metrics: { calibration_auroc: +a.toFixed(4), calibration_f1: +best.f1.toFixed(4), calibration_pos: ys.filter((y) => y).length, calibration_n: ys.length },
  };
  console.log(
    `${h.code.padEnd(32)} AUROC ${a.toFixed(3)}  F1 ${best.f1.toFixed(3)} @${best.t}  (pos ${ys.filter((y) => y).length}/${ys.length})  platt a=${cal.a.toFixed(2)} b=${cal.b.toFixed(2)}`,
  );
});

// ---------- ONNX + pins ----------
const bySource = rows.reduce<Record<string, number>>((m, r) => ((m[r.source.split(':')[0]!] = (m[r.source.split(':')[0]!] ?? 0) + 1), m), {});
const training = {
  seed: SEED,
  licence: LICENCE,
  epochs: EPOCHS,
  hidden: HID,
  bag: BAG,
  lr: LR,
  l2: L2,
  rows: { train: trainIdx.length, calibration: calIdx.length, holdout_dropped: dropped, duplicates: dupes },
  by_source: bySource,
};
const bytes = mlpHeadsOnnx(net, {
  producer: 'haven scripts/train/ocular/train.ts',
  version: String(FEATURE_SPEC.version),
  graphName: 'ocular_heads',
  doc: 'Ocular classifier heads: features [n, F] → Gemm → Relu → Gemm → Sigmoid → scores [n, heads]. Feature spec and head order in metadata.',
  metadata: {
    'haven.features': JSON.stringify(FEATURE_SPEC),
    'haven.heads': JSON.stringify(HEADS.map((h) => h.code)),
    'haven.training': JSON.stringify(training),
  },
});
writeTrainedModel(OUT_ONNX.replace('seeds/models', OUT_DIR), bytes, {
  path: OUT_PINS.replace('seeds/models', OUT_DIR),
  file: OUT_ONNX,
  fields: { feature_spec: FEATURE_SPEC, heads: pinHeads, training },
});
