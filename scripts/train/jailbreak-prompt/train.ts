/**
 * Trains the jailbreak system-prompt model (v5) and writes seeds/models/jailbreak-prompt.onnx.
 *
 *   nice -n 10 npx tsx scripts/train/jailbreak-prompt/train.ts [--out seeds/models/jailbreak-prompt.onnx] [--epochs 8] [--dim 16] [--wild]
 *       [--no-written] [--written-weight 2] [--fr 0.01] [--fr-written] [--wave3] [--blind67]
 *   nice -n 10 npx tsx scripts/train/jailbreak-prompt/train.ts --family-out [--folds 0,1] [--wild]   (grouped evaluation, writes nothing)
 *   nice -n 10 npx tsx scripts/train/jailbreak-prompt/train.ts --writer-out [--writers wave1-a,blind4] [--dump scores.json]
 *       (leave one hand-written set out at a time, written.ts; writes no model)
 *
 * Features: processors/steer/cannot-comply/jailbreak/featurizer.ts — hashed n-grams (bag) + MiniLM embeddings of the
 * prompt's chunks (every chunk up to 12 since v5), mean- and max-pooled, + structural cue counts (dense); the decision
 * also scores each chunk of a long prompt's own voice alone (those that drop restrictions themselves; model.ts). Net and loop: scripts/train/steer-net/
 * (EmbeddingBag + dense layer → ReLU (--dim, 16) → one sigmoid head; epochs and width chosen by validation recall at the
 * false-refusal threshold, SOURCES.md), fixed seed, AdaGrad, class-balanced BCE, feature
 * dropout (0.3). Every example also appears once without its embeddings (weight 0.3), so the model answers when a
 * process has no embedder, and once without its n-grams (weight 0.5), so the meaning features decide on their own. Calibration: Platt scaling fitted on the validation split, folded into the output layer.
 * Thresholds (with / without embeddings): the lowest at which the shipped decision (model.ts: own voice, defensive
 * exemption, boundary guard) refuses at most 1 % of the validation negatives (the false-refusal target), never below
 * 0.5. Group-aware split (whole templates, wordings, tasks, goals and corpus prompts held out; hand-written prompts one
 * by one). Every text is checked against HOLDOUT_HASHES.txt first.
 * Hand-written prompts (written.ts, on by default since v4): the spent jailbreak sets of test/eval/steer/own/ and
 * test/steer/dev/ and the training waves — their eval:steer figures are training fit from v4 on (blind5 from v5 on); blind6 and later are never read.
 * Embeddings are cached in $TMPDIR/haven-jailbreak-embeddings.json between runs.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { fromHalf, readModel } from '../../../infra/models/onnx-file.js';
import { type Features, featurize, fnv1a32 } from '../../../processors/steer/cannot-comply/featurizer.js';
import { keepsRestrictions } from '../../../processors/steer/cannot-comply/jailbreak/boundary.js';
import { promptChunks } from '../../../processors/steer/cannot-comply/jailbreak/chunks.js';
import { type CueName, jailbreakCues, ownVoice } from '../../../processors/steer/cannot-comply/jailbreak/cues.js';
import {
  type ChunkFeatures,
  chunkFeatures,
  DENSE_DIM,
  denseFeatures,
  JAILBREAK_FEATURIZER_SPEC,
  jailbreakEmbeddingTexts,
} from '../../../processors/steer/cannot-comply/jailbreak/featurizer.js';
import { type JailbreakScore, jailbreakDecision, loadJailbreakModel } from '../../../processors/steer/cannot-comply/jailbreak/model.js';
import { classifyHarmfulPrompt } from '../../../processors/steer/cannot-comply/model.js';
import { logits, type NetWeights } from '../../../processors/steer/cannot-comply/net.js';
import { fitPlatt } from '../common/calibration.js';
import { batchEmbeddingCache } from '../common/embed.js';
import { writeTrainedModel } from '../common/export.js';
import { dropHeldOutAndRepeats } from '../common/rows.js';
import { heldOut, holdoutHash, loadCorpora } from '../harmful-prompt/corpora.js';
import { synthesize } from '../harmful-prompt/synth.js';
import { type BagExample, type BagNet, bagNetOnnx, exportedWeights, foldCalibration, trainBagNet, unfoldCalibration } from '../steer-net/bag-net.js';
import { FAMILY_FOLDS, familyKind } from './families.js';
import { type JbRow, mulberry32, synthesizeBenign, synthesizeJailbreaks } from './synth.js';
import { synthesizeFramings } from './synth-framings.js';
import { synthesizeVaried } from './synth-varied.js';
import { synthesizeWild } from './synth-wild.js';
import { BLIND67_SETS, loadWritten, WAVE3_SETS, WRITTEN_SETS, writerOf } from './written.js';

const SEED = 20261125;
const arg = (name: string, def: string) => (process.argv.includes(name) ? (process.argv[process.argv.indexOf(name) + 1] ?? def) : def);
const OUT = arg('--out', 'seeds/models/jailbreak-prompt.onnx');
const EPOCHS = Number(arg('--epochs', '8'));
const DIM = Number(arg('--dim', '16'));
const NO_EMBEDDING_WEIGHT = 0.3;
/** --written is on unless --no-written (see SOURCES.md for the leave-one-writer-out figures that decided it) */
const WRITTEN_DEFAULT = true;
/** the false-refusal target on validation negatives; --fr-written also holds it on the written negatives alone */
const FR_TARGET = Number(arg('--fr', '0.01'));
const FR_WRITTEN = process.argv.includes('--fr-written');
const NO_BAG_WEIGHT = 0.5;
const NO_BAG: Features = { ids: new Int32Array(0), weights: new Float32Array(0) };
const B = JAILBREAK_FEATURIZER_SPEC.buckets;
/** The shipped recipe: every net this script trains (the model, the leave-one-family-out folds) uses it. */
const RECIPE = { buckets: B, dim: DIM, heads: 1, denseDim: DENSE_DIM, epochs: EPOCHS, lr: 0.3, denseLr: 0.05, l2: 1e-5, featureDropout: 0.3 };
const rng = mulberry32(SEED);

// ---------- data ----------
const raw: JbRow[] = [...synthesizeJailbreaks(rng), ...synthesizeBenign(rng), ...synthesizeFramings(rng)];
// the broader Haven-written set (its own stream, so the rows above stay the same draws as before)
raw.push(...synthesizeVaried(mulberry32(SEED + 2)));
// the fourth set (synth-wild.ts): story/role-play/in-character framings and their look-alikes, assembled from slots.
// Opt-in (--wild): the four models trained with it (2026-11-27) were not shipped — they refused fewer benign
// look-alikes but no more jailbreaks, and 2.5-11 % of Tensor Trust defences (SOURCES.md); the default reproduces v3.
const WILD = process.argv.includes('--wild');
if (WILD) raw.push(...synthesizeWild(mulberry32(SEED + 3)));
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
// XSTest's safe prompts (train on them; never report XSTest's own scores as ours): alarming words in harmless asks
const TRAINING = process.env.HAVEN_TRAINING_DATA
  ? pathToFileURL(`${process.env.HAVEN_TRAINING_DATA.replace(/\/$/, '')}/`)
  : new URL('../../../../shared/data/training/', import.meta.url);
for (const l of readFileSync(new URL('xstest/xstest_prompts.jsonl', TRAINING), 'utf8').split('\n')) {
  if (!l.trim()) continue;
  const r = JSON.parse(l) as { id: string; prompt: string; label: string; type: string };
  if (r.label === 'safe') raw.push({ text: r.prompt, label: 0, group: `xstest:${r.type}`, weight: 0.5, source: 'xstest:safe' });
}
// hand-written prompts of independent writers (written.ts): one group per prompt, so validation holds some of every
// writer; `--writer-out` holds out whole writers
const WRITTEN = !process.argv.includes('--no-written') && (WRITTEN_DEFAULT || process.argv.includes('--written'));
const WRITTEN_WEIGHT = Number(arg('--written-weight', '2'));
if (WRITTEN)
  raw.push(
    ...loadWritten(WRITTEN_WEIGHT, {
      ...WRITTEN_SETS,
      ...(process.argv.includes('--wave3') ? WAVE3_SETS : {}),
      ...(process.argv.includes('--blind67') ? BLIND67_SETS : {}),
    }),
  );
const { rows, dropped, dupes } = dropHeldOutAndRepeats<JbRow>(raw, { heldOut: (r) => heldOut(r.text), key: (r) => holdoutHash(r.text) });
const isVal = (g: string) => fnv1a32(`${SEED}:${g}`) % 5 === 0;

// ---------- embeddings (cached) ----------
const key = (t: string) => createHash('sha1').update(t).digest('hex');
const chunksOf = new Map(rows.map((r) => [r.text, promptChunks(r.text)]));
console.log(`rows ${rows.length} (hold-out matches dropped ${dropped}, duplicates ${dupes})`);
// the chunks of every prompt, and those of its own voice (quotes and example inputs left out: the decision scores it)
const cache = await batchEmbeddingCache(
  rows.flatMap((r) => jailbreakEmbeddingTexts(r.text)),
  'haven-jailbreak-embeddings.json',
  key,
);
const embeddingsOf = (text: string) => new Map(jailbreakEmbeddingTexts(text).map((c) => [c, Float32Array.from(cache[key(c)] ?? [])]));

// ---------- examples ----------
interface Ex {
  row: JbRow;
  f: Features;
  dense: Float32Array;
  bare: Float32Array;
  cues: Record<CueName, number>;
  /** the own voice's cues, whether it keeps limits (boundary.ts), and its features when it differs from the prompt */
  own: Record<CueName, number>;
  keeps: boolean;
  ownF?: Features;
  ownDense?: Float32Array;
  ownBare?: Float32Array;
  /** the own voice's chunks featurized alone, for the chunk scores (long prompts; featurizer.ts chunkFeatures) */
  chunks: ChunkFeatures[];
}
const toEx = (row: JbRow): Ex => {
  const cues = jailbreakCues(row.text);
  const chunks = chunksOf.get(row.text) ?? [];
  const emb = embeddingsOf(row.text);
  const ownText = ownVoice(row.text);
  const ownCues = ownText === row.text ? cues : jailbreakCues(ownText);
  const ownChunks = promptChunks(ownText);
  return {
    row,
    f: featurize(row.text),
    dense: denseFeatures(chunks, emb, cues).dense,
    bare: denseFeatures(chunks, undefined, cues).dense,
    cues,
    own: ownCues,
    keeps: keepsRestrictions(ownText, ownCues),
    chunks: chunkFeatures(ownText, emb),
    ...(ownText !== row.text && ownChunks.length
      ? {
          ownF: featurize(ownText),
          ownDense: denseFeatures(ownChunks, emb, ownCues).dense,
          ownBare: denseFeatures(ownChunks, undefined, ownCues).dense,
        }
      : {}),
  };
};
const train = rows.filter((r) => !isVal(r.group)).map(toEx);
const val = rows.filter((r) => isVal(r.group)).map(toEx);
console.log(`train ${train.length}, validation ${val.length}`);
/** Every example three times: as is, without its embeddings, without its n-grams; positives weighted to balance. */
function toExamples(exs: Ex[]): BagExample[] {
  const pos = exs.filter((e) => e.row.label).reduce((s, e) => s + e.row.weight, 0);
  const neg = exs.filter((e) => !e.row.label).reduce((s, e) => s + e.row.weight, 0);
  const posScale = neg / pos;
  return exs.flatMap((e) => {
    const w = e.row.weight * (e.row.label ? posScale : 1);
    const y = [e.row.label];
    return [
      { f: e.f, y, weight: w, dense: e.dense },
      { f: e.f, y, weight: w * NO_EMBEDDING_WEIGHT, dense: e.bare },
      // without its n-grams, so the meaning features learn to decide on their own (the n-grams memorise templates)
      { f: NO_BAG, y, weight: w * NO_BAG_WEIGHT, dense: e.dense },
    ];
  });
}
const examples = toExamples(train);
const sig = (z: number) => 1 / (1 + Math.exp(-z));
let chunkMode: 'shipped' | 'none' | 'all' = 'shipped';
/** The shipped decision's inputs (model.ts scoreJailbreak) for an example, given the net's weights, with embeddings. */
function fullScore(w: NetWeights, e: Ex, embedded = true): JailbreakScore {
  const score = sig(logits(w, e.f, embedded ? e.dense : e.bare)[0] as number);
  const ownDense = embedded ? e.ownDense : e.ownBare;
  const ownScore = e.ownF && ownDense ? sig(logits(w, e.ownF, ownDense)[0] as number) : undefined;
  let chunkScore: number | undefined;
  // the shipped decision (model.ts maxChunkScore) reads the chunks that drop restrictions themselves; --writer-out
  // also reports the decision without chunk scores ('none') and with every chunk's ('all')
  if (embedded && chunkMode !== 'none')
    for (const c of e.chunks) if (c.drops || chunkMode === 'all') chunkScore = Math.max(chunkScore ?? 0, sig(logits(w, c.bag, c.dense)[0] as number));
  return {
    score,
    embedded,
    cues: e.cues,
    own: e.own,
    keeps: e.keeps,
    ...(ownScore === undefined ? {} : { ownScore }),
    ...(chunkScore === undefined ? {} : { chunkScore }),
  };
}
const decideFull = (s: JailbreakScore, t: number) => jailbreakDecision(s, { threshold: t, thresholdNoEmbeddings: t });
/** The highest threshold at which the shipped decision still refuses (0 when it never does): refused at t ⇔ t ≤ this. */
function effective(s: JailbreakScore): number {
  if (!decideFull(s, 1e-9)) return 0;
  let lo = 1e-9;
  let hi = 1;
  for (let k = 0; k < 40; k++) {
    const mid = (lo + hi) / 2;
    if (decideFull(s, mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}
/**
 * The lowest threshold (0.5..0.99, steps of 0.01) at which the shipped decision refuses at most FR_TARGET of the
 * validation negatives (and, with --fr-written, of the hand-written validation negatives alone).
 */
function lowestThreshold(vs: readonly { label: number; eff: number; written: boolean }[]): number {
  const neg = vs.filter((v) => !v.label);
  const wneg = neg.filter((v) => v.written);
  for (let x = 0.5; x <= 0.99 + 1e-9; x += 0.01) {
    const t = Number(x.toFixed(2));
    const fp = neg.filter((v) => v.eff >= t).length;
    const wfp = wneg.filter((v) => v.eff >= t).length;
    if (fp <= FR_TARGET * neg.length && (!FR_WRITTEN || wfp <= FR_TARGET * wneg.length)) return t;
  }
  return 0.99;
}

/** A held-out fold's model: trained on `trainF` with the shipped recipe, Platt-calibrated on `valF`, calibration folded in. */
function foldModel(trainF: Ex[], valF: Ex[], seed: number): { weights: NetWeights; platt: { a: number; c: number } } {
  const netF = trainBagNet(toExamples(trainF), { ...RECIPE, rng: mulberry32(seed) });
  const w0 = exportedWeights(netF).weights;
  const plattF = fitPlatt(
    valF.map((e) => logits(w0, e.f, e.dense)[0] as number),
    valF.map((e) => e.row.label),
  );
  foldCalibration(netF, plattF.a, plattF.c);
  return { weights: exportedWeights(netF).weights, platt: plattF };
}

// ---------- grouped evaluation: leave one template family out (--family-out) ----------
// Each fold holds out one kind of Haven-written jailbreak and one kind of Haven-written benign prompt from *every*
// Haven source (all their templates, in train and validation alike), trains on the rest with the same recipe, picks
// the threshold on the rest of the validation split (≤ 1 % false refusals) and reports recall on the held-out
// jailbreak kind and false refusals on the held-out benign kind: how the model does on a family it never saw.
// `old` counts only rows of the sources before synth-wild.ts, so figures before and after that set compare.
if (process.argv.includes('--family-out')) {
  const only = arg('--folds', '');
  const folds = FAMILY_FOLDS.filter((_, k) => !only || only.split(',').includes(String(k)));
  const tot = { pos: 0, posHit: 0, neg: 0, negHit: 0, oldPos: 0, oldPosHit: 0, oldNeg: 0, oldNegHit: 0 };
  for (const [k, fold] of folds.entries()) {
    const inFold = (r: JbRow) => {
      const kind = familyKind(r.group);
      return kind !== undefined && (kind === `pos:${fold[0]}` || kind === `neg:${fold[1]}`);
    };
    const held = [...train, ...val].filter((e) => inFold(e.row));
    const trainF = train.filter((e) => !inFold(e.row));
    const valF = val.filter((e) => !inFold(e.row));
    const wF = foldModel(trainF, valF, SEED + 100 + k).weights;
    const effOf = (e: Ex) => effective(fullScore(wF, e));
    const t = lowestThreshold(valF.map((e) => ({ label: e.row.label, eff: effOf(e), written: writerOf(e.row.source) !== undefined })));
    const c = { pos: 0, posHit: 0, neg: 0, negHit: 0, oldPos: 0, oldPosHit: 0, oldNeg: 0, oldNegHit: 0 };
    const misses: string[] = [];
    for (const e of held) {
      const yes = effOf(e) >= t;
      const old = !e.row.group.startsWith('wd-');
      const hit = yes ? 1 : 0;
      if (e.row.label) {
        c.pos++;
        c.posHit += hit;
        if (old) c.oldPos++;
        if (old) c.oldPosHit += hit;
        if (!yes && misses.length < 3) misses.push(`miss: ${e.row.text.slice(0, 110)}`);
      } else {
        c.neg++;
        c.negHit += hit;
        if (old) c.oldNeg++;
        if (old) c.oldNegHit += hit;
        if (yes && misses.length < 6) misses.push(`fp: ${e.row.text.slice(0, 110)}`);
      }
    }
    for (const key of Object.keys(tot) as (keyof typeof tot)[]) tot[key] += c[key];
    console.log(
      `family-out ${fold[0]} / ${fold[1]} (t ${t}): jailbreaks refused ${c.posHit}/${c.pos} (old sources ${c.oldPosHit}/${c.oldPos}), benign refused ${c.negHit}/${c.neg} (old sources ${c.oldNegHit}/${c.oldNeg})`,
    );
    for (const m of misses) console.log(`   ${m}`);
  }
  const pc = (a: number, b: number) => `${a}/${b} = ${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
  console.log(
    `family-out total: jailbreaks refused ${pc(tot.posHit, tot.pos)} (old sources ${pc(tot.oldPosHit, tot.oldPos)}); benign refused ${pc(tot.negHit, tot.neg)} (old sources ${pc(tot.oldNegHit, tot.oldNeg)})`,
  );
  process.exit(0);
}

// ---------- grouped evaluation: leave one writer out (--writer-out) ----------
// Each fold holds out one hand-written set (one writer, written.ts) from training and validation, trains on the rest
// (templates, corpora, the other writers) with the same recipe, calibrates and picks the threshold on the rest of the
// validation split, and reports what the shipped decision (model.ts: own voice, defensive exemption, boundary guard)
// refuses of the held-out writer's jailbreaks and benign prompts — alone, and with the harmful-prompt rules and model
// that run before it (the service's CANNOT_COMPLY). The shipped file's figures on the same rows come first: it never
// saw any of them. --dump <file> writes every score, so other threshold rules can be compared without retraining.
if (process.argv.includes('--writer-out')) {
  const all = [...train, ...val];
  const writers = [...new Set(all.map((e) => writerOf(e.row.source)).filter((w): w is string => w !== undefined))];
  const only = arg('--writers', '');
  // in the order given (the hardest writers first, so a partial run already says the most); `a+b` holds out two
  // sets in one fold (sets by the same writer, or several at once when time is short: stricter, less training data)
  const chosen = only ? only.split(',').filter((f) => f.split('+').every((w) => writers.includes(w))) : writers;
  const others = new Map(all.filter((e) => writerOf(e.row.source)).map((e) => [e.row.text, classifyHarmfulPrompt(e.row.text) !== undefined]));
  // the shipped file's figures come first; a file written for another featurizer version cannot score these rows
  const shipped = (() => {
    try {
      return loadJailbreakModel();
    } catch (e) {
      console.log(`shipped model not scored: ${(e as Error).message}`);
      return undefined;
    }
  })();
  const pc = (a: number, b: number) => `${a}/${b} = ${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
  interface Held {
    id: string;
    label: number;
    eff: number;
    others: boolean;
  }
  const heldOf = (w: NetWeights, exs: Ex[]): Held[] =>
    exs.map((e) => ({ id: e.row.group, label: e.row.label, eff: effective(fullScore(w, e)), others: others.get(e.row.text) ?? false }));
  const tally = (hs: Held[], t: number) => {
    const pos = hs.filter((h) => h.label);
    const neg = hs.filter((h) => !h.label);
    return {
      pos: pos.length,
      neg: neg.length,
      posModel: pos.filter((h) => h.eff >= t).length,
      negModel: neg.filter((h) => h.eff >= t).length,
      posAll: pos.filter((h) => h.eff >= t || h.others).length,
      negAll: neg.filter((h) => h.eff >= t || h.others).length,
    };
  };
  const line = (name: string, t: number, c: ReturnType<typeof tally>) =>
    `${name.padEnd(9)} t ${t.toFixed(2)}  jailbreaks refused: model ${pc(c.posModel, c.pos)}, with rules ${pc(c.posAll, c.pos)};  benign refused: model ${pc(c.negModel, c.neg)}, with rules ${pc(c.negAll, c.neg)}`;
  const sum = (cs: ReturnType<typeof tally>[]) =>
    cs.reduce((a, c) => ({
      pos: a.pos + c.pos,
      neg: a.neg + c.neg,
      posModel: a.posModel + c.posModel,
      negModel: a.negModel + c.negModel,
      posAll: a.posAll + c.posAll,
      negAll: a.negAll + c.negAll,
    }));
  const dump: { config: Record<string, unknown>; shipped: { threshold: number; held: Record<string, Held[]> }; folds: unknown[] } = {
    config: { epochs: EPOCHS, dim: DIM, writtenWeight: WRITTEN_WEIGHT, fr: FR_TARGET, frWritten: FR_WRITTEN, wild: WILD },
    shipped: { threshold: shipped?.threshold ?? Number.NaN, held: {} },
    folds: [],
  };
  if (shipped) console.log(`shipped model (never saw these sets), threshold ${shipped.threshold}:`);
  const before: ReturnType<typeof tally>[] = [];
  if (shipped)
    for (const w of chosen) {
      const hs = heldOf(
        shipped.net,
        all.filter((e) => w.split('+').includes(writerOf(e.row.source) ?? '')),
      );
      dump.shipped.held[w] = hs;
      before.push(tally(hs, shipped.threshold));
      console.log(`  ${line(w, shipped.threshold, before.at(-1) as ReturnType<typeof tally>)}`);
    }
  if (shipped) console.log(`  ${line('total', shipped.threshold, sum(before))}`);
  console.log(`leave one writer out (epochs ${EPOCHS}, dim ${DIM}, written weight ${WRITTEN_WEIGHT}, fr ${FR_TARGET}${FR_WRITTEN ? ' also on written' : ''}):`);
  const after: ReturnType<typeof tally>[] = [];
  const out = arg('--dump', '');
  for (const [k, w] of chosen.entries()) {
    const inFold = (r: JbRow) => w.split('+').includes(writerOf(r.source) ?? '');
    const trainF = train.filter((e) => !inFold(e.row));
    const valF = val.filter((e) => !inFold(e.row));
    const { weights: wF, platt: plattF } = foldModel(trainF, valF, SEED + 200 + k);
    for (const mode of ['none', 'all', 'shipped'] as const) {
      chunkMode = mode;
      const valEff = valF.map((e) => ({
        label: e.row.label,
        eff: effective(fullScore(wF, e)),
        written: writerOf(e.row.source) !== undefined,
        source: e.row.source,
      }));
      const t = lowestThreshold(valEff);
      const hs = heldOf(
        wF,
        all.filter((e) => inFold(e.row)),
      );
      if (mode === 'shipped') after.push(tally(hs, t));
      dump.folds.push({ writer: w, chunkScores: mode, t, platt: plattF, val: valEff, held: hs });
      console.log(`  ${line(w, t, tally(hs, t))}  [chunk scores: ${mode}]`);
    }
    if (out) writeFileSync(out, JSON.stringify(dump));
  }
  console.log(`  ${line('total', Number.NaN, sum(after))}`);
  process.exit(0);
}

// ---------- train (or take the trained weights back from an earlier run's file), calibrate ----------
// --resume-from <onnx>: the weights of a finished run of this script (same seed and data), un-calibrated, so only the
// calibration and thresholds are computed again (the training itself is deterministic: a full run gives the same net)
const RESUME = arg('--resume-from', '');
const net = RESUME
  ? resumeNet(RESUME)
  : trainBagNet(examples, {
      ...RECIPE,
      rng,
      log: (l) => console.log(l),
    });
function resumeNet(path: string): BagNet {
  const m = readModel(readFileSync(path));
  const t = (name: string) => {
    const x = m.initializers.get(name);
    if (!x) throw new Error(`${path}: no ${name}`);
    return x.raw;
  };
  const f32 = (raw: Uint8Array) => new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength));
  const halves = new Uint16Array(t('embedding').buffer.slice(t('embedding').byteOffset, t('embedding').byteOffset + t('embedding').byteLength));
  const E = Float32Array.from(halves, (h) => fromHalf(h));
  const W2 = f32(t('w2'));
  const b2 = f32(t('b2'));
  const old = JSON.parse(m.metadata['haven.training'] ?? '{}') as { platt?: { a: number; c: number } };
  if (old.platt) unfoldCalibration(W2, b2, old.platt.a, old.platt.c);
  return { E, b1: f32(t('b1')), W2, b2, Wd: f32(t('wd')), dim: DIM, heads: 1, buckets: B, denseDim: DENSE_DIM };
}
const raw0 = exportedWeights(net).weights;
const valLogits = val.map((e) => logits(raw0, e.f, e.dense)[0] as number);
const platt = fitPlatt(
  valLogits,
  val.map((e) => e.row.label),
);
foldCalibration(net, platt.a, platt.c);
const { E16, weights } = exportedWeights(net);
console.log(`Platt scaling: a ${platt.a.toFixed(3)}, c ${platt.c.toFixed(3)}`);

// ---------- thresholds and metrics on the exported, calibrated weights ----------
// the shipped decision's inputs (own voice, boundary guard) with and without the embeddings
const withEmb = val.map((e) => fullScore(weights, e, true));
const without = val.map((e) => fullScore(weights, e, false));
function metrics(vs: JailbreakScore[], t: number) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let lookalikeFp = 0;
  const fps: string[] = [];
  val.forEach((e, i) => {
    const yes = decideFull(vs[i] as JailbreakScore, t);
    if (yes && e.row.label) tp++;
    else if (yes) {
      fp++;
      if (e.row.source.startsWith('haven') || e.row.source.startsWith('written')) lookalikeFp++;
      fps.push(`${e.row.source}: ${e.row.text.slice(0, 100)}`);
    } else if (e.row.label) fn++;
  });
  return { t, tp, fp, fn, lookalikeFp, precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn), fps: fps.slice(0, 5) };
}
/** The threshold rule (lowestThreshold: ≤ FR_TARGET of the validation negatives refused by the shipped decision). */
const pickThreshold = (vs: JailbreakScore[]) =>
  lowestThreshold(val.map((e, i) => ({ label: e.row.label, eff: effective(vs[i] as JailbreakScore), written: writerOf(e.row.source) !== undefined })));
console.log('validation table (with embeddings): t precision recall fp (Haven and written look-alikes)');
for (const t of [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95]) {
  const m = metrics(withEmb, t);
  console.log(`  ${t}: ${m.precision.toFixed(3)} ${m.recall.toFixed(3)} ${m.fp} (${m.lookalikeFp})`, m.fps.slice(0, 3));
}
const threshold = pickThreshold(withEmb);
const thresholdBare = pickThreshold(without);
const mEmb = metrics(withEmb, threshold);
const mBare = metrics(without, thresholdBare);
let brier = 0;
val.forEach((e, i) => {
  brier += ((withEmb[i] as JailbreakScore).score - e.row.label) ** 2;
});
brier /= val.length;
const perSource: Record<string, string> = {};
for (const src of [...new Set(val.map((e) => `${e.row.label ? 'pos' : 'neg'} ${e.row.source}`))]) {
  const idx = val.map((e, i) => (`${e.row.label ? 'pos' : 'neg'} ${e.row.source}` === src ? i : -1)).filter((i) => i >= 0);
  const hit = idx.filter((i) => decideFull(withEmb[i] as JailbreakScore, threshold)).length;
  perSource[src] = `${hit}/${idx.length} refused`;
}
console.log('with embeddings', { ...mEmb, brier: brier.toFixed(4) });
console.log('without embeddings', mBare);
console.log('validation by source', perSource);

const round = (m: ReturnType<typeof metrics>) => ({ t: m.t, tp: m.tp, fp: m.fp, fn: m.fn, precision: +m.precision.toFixed(4), recall: +m.recall.toFixed(4) });
const info = {
  seed: SEED,
  epochs: EPOCHS,
  dim: DIM,
  rows: { train: train.length, validation: val.length, holdout_dropped: dropped, duplicates: dupes },
  platt,
  threshold,
  threshold_no_embeddings: thresholdBare,
  validation_with_embeddings: round(mEmb),
  validation_without_embeddings: round(mBare),
  validation_brier: +brier.toFixed(4),
  validation_by_source: perSource,
};
const bytes = bagNetOnnx(net, E16, {
  producer: 'haven scripts/train/jailbreak-prompt/train.ts',
  version: String(JAILBREAK_FEATURIZER_SPEC.version),
  graphName: 'jailbreak_prompt',
  doc: 'Jailbreak system prompt classifier: hashed n-gram EmbeddingBag + (chunk embeddings, cues) dense layer → ReLU → Gemm → Sigmoid (calibrated). Featurizer spec in metadata haven.featurizer.',
  metadata: {
    'haven.featurizer': JSON.stringify(JAILBREAK_FEATURIZER_SPEC),
    'haven.threshold': String(threshold),
    'haven.threshold_no_embeddings': String(thresholdBare),
    'haven.training': JSON.stringify(info),
  },
});
writeTrainedModel(OUT, bytes);
console.log(JSON.stringify(info));
