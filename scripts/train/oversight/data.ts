/**
 * The oversight heads' training rows, features, targets and folds (shared by the trainer, train.ts, and the capacity
 * experiment, capacity.ts). Data sources, licences and the hold-out rule: see train.ts.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chunkText } from '../../../processors/ocular/core/conversation.js';
import { contextVector, FEATURE_DIM, HEADS, type HeadName, writeFeatures } from '../../../processors/oversight/heads-spec.js';
import { categoryOf } from '../../../schemas/oversight/taxonomy.js';
import { trainingEmbeddings } from '../common/embed.js';
import { mulberry32 } from '../harmful-prompt/synth.js';
import { NEUTRAL, SCENARIOS, type Scenario } from './pairs.js';
import { EVERYDAY_SHORT, EVERYDAY_SHORT_HARMFUL } from './pairs-everyday.js';
import { MORE_NEUTRAL, MORE_SCENARIOS } from './pairs-more.js';
import { WAVE3_A_SCENARIOS } from './pairs-wave3-a.js';
import { WAVE3_B_SCENARIOS } from './pairs-wave3-b.js';
import { WAVE3_C_SCENARIOS } from './pairs-wave3-c.js';
import { WAVE4_A_SCENARIOS } from './pairs-wave4-a.js';
import { WAVE4_B_SCENARIOS } from './pairs-wave4-b.js';
import { WAVE4_C_SCENARIOS } from './pairs-wave4-c.js';
import { WAVE5_LOOKALIKE_SCENARIOS } from './pairs-wave5-lookalikes.js';
import { MORE_ORDINARY, WAVES, WRITTEN, WRITTEN_OUT } from './recipe.js';
import { writtenRows } from './written.js';

export const SEED = 20261125;
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
/** `--more-ordinary`: a second generator, so that the shipped draw (rng) is the same with or without the flag */
const more = mulberry32(SEED + 6);
export const FOLDS = 5;

export interface Pair {
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
  /**
   * an appropriate Haven-written reply written next to harmful replies of this category (its scenario's category): a
   * look-alike of that head in particular, which the per-head look-alike cap of rule.ts counts
   */
  lookalikeOf?: HeadName;
}
export const pairs: Pair[] = [];
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
    for (const r of s.good)
      add({ user: s.user, reply: r, cat: null, code: null, group: `${file}:${s.group ?? i}`, source: 'haven', weight: 2, lookalikeOf: cat });
  });
addScenarios(SCENARIOS, 'pairs');
addScenarios(MORE_SCENARIOS, 'pairs-more');
/**
 * Wave 3 (`--waves=3`, recipe.ts): written on 2026-11-27 by three writers from the taxonomy alone, in registers and situations the
 * files above lack. With the linear heads it lowered recall on every development set; the MLP heads use it
 * (docs/oversight.md, "Head capacity" and "MLP heads against the eval sets").
 */
export const WITH_WAVE3 = WAVES.has(3);
if (WITH_WAVE3) {
  addScenarios(WAVE3_A_SCENARIOS, 'pairs-wave3-a');
  addScenarios(WAVE3_B_SCENARIOS, 'pairs-wave3-b');
  addScenarios(WAVE3_C_SCENARIOS, 'pairs-wave3-c');
}
/**
 * Wave 4 (`--waves=4`, pairs-wave4-{a,b,c}.ts, 2026-11-27, all 87 codes): long everyday-app replies with the harm in one
 * or two sentences (a), texting-style replies and strong persona voices (b), an indirect register where users hint and
 * harmful replies carry no alarm words (c).
 */
export const WITH_WAVE4 = WAVES.has(4);
if (WITH_WAVE4) {
  addScenarios(WAVE4_A_SCENARIOS, 'pairs-wave4-a');
  addScenarios(WAVE4_B_SCENARIOS, 'pairs-wave4-b');
  addScenarios(WAVE4_C_SCENARIOS, 'pairs-wave4-c');
}
/**
 * Wave 5 (`--waves=5`, pairs-wave5-lookalikes.ts): appropriate look-alikes of the minors and grief heads (kind, in-scope
 * conversations with minors; letters to late parents and remembrance), each block with harmful replies to the same
 * contexts so the look-alikes sit next to what they must be told from.
 */
export const WITH_WAVE5 = WAVES.has(5);
if (WITH_WAVE5) addScenarios(WAVE5_LOOKALIKE_SCENARIOS, 'pairs-wave5-lookalikes');
/**
 * Wave 6 (`--waves=6`, pairs-everyday.ts): everyday exchanges of a few words (greetings, thanks, one-word answers) as
 * negatives, and short harmful replies beside short appropriate ones to the same messages.
 */
export const WITH_WAVE6 = WAVES.has(6);
if (WITH_WAVE6) {
  addScenarios(EVERYDAY_SHORT_HARMFUL, 'pairs-everyday');
  EVERYDAY_SHORT.forEach(([u, r], i) => add({ user: [u], reply: r, cat: null, code: null, group: `everyday:${i}`, source: 'haven', weight: 2 }));
}
[...NEUTRAL, ...MORE_NEUTRAL].forEach(([u, r], i) => add({ user: [u], reply: r, cat: null, code: null, group: `neutral:${i}`, source: 'haven', weight: 2 }));
/** `--written` (recipe.ts): the spent written evaluation sets, one writer each (written.ts) */
export const WITH_WRITTEN = WRITTEN;
if (WITH_WRITTEN) for (const p of writtenRows(WRITTEN_OUT)) add(p);

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
  else if (d.label === 'Safe' && (rng() < 0.25 || (MORE_ORDINARY && more() < 1 / 3)))
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
  if (rng() > 0.35 && !(MORE_ORDINARY && more() < 0.5)) continue;
  add({ user: [d.prompt], reply: d.chosen, cat: null, code: null, group: `coconot:${d.prompt}`, source: 'coconot' });
}
export const bySource = new Map<string, number>();
for (const p of pairs) bySource.set(`${p.source}${p.cat ? '+' : '-'}`, (bySource.get(`${p.source}${p.cat ? '+' : '-'}`) ?? 0) + 1);
console.log(`pairs ${pairs.length} (dropped by hold-out hashes: ${dropped})`, Object.fromEntries(bySource));

/** code outputs: every harmful code with at least one labelled example */
export const CODES = [...new Set(pairs.flatMap((p) => (p.code ? [p.code] : [])))].sort();
export const OUTPUTS = [...HEADS, ...CODES];
export const K = OUTPUTS.length;

// embeddings: every text as its first classifier-core chunk (what the runtime finds in the embedder's cache), one text
// per forward pass so that a retrain from a clean checkout gives the same vectors (common/embed.ts)
const first = (t: string) => chunkText(t)[0] ?? t;
const vec = await trainingEmbeddings(
  pairs.flatMap((p) => [...p.user, p.reply].map(first)),
  'oversight-heads',
);
export const N = pairs.length;
export const X = new Float32Array(N * FEATURE_DIM);
pairs.forEach((p, i) => writeFeatures(X, i * FEATURE_DIM, contextVector(p.user.map((u) => vec.get(first(u))!)), vec.get(first(p.reply))!));

/**
 * Targets and masks per output: a category head sees every pair (positive when the reply is of its category); a code
 * output sees only the pairs of its category that carry a code (positive for its code).
 */
export const Y = new Float32Array(N * K);
export const M = new Float32Array(N * K);
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
export const fold = pairs.map((p) => createHash('sha256').update(`${SEED}:${p.group}`).digest()[0]! % FOLDS);
