/**
 * The forbidden-act reader (seeds/models/rule-act.onnx, trained by scripts/train/rule-act/train.ts): does this reply
 * sentence do what this prompt clause forbids? Topic bans and forbidding semantic rules were judged by what a sentence
 * is *about* (cue words, or its cosine to the topic), which misses a forecast written as "tomorrow looks calm until
 * lunch" and flags a redirect that names the topic. The head reads the pair — the clause's MiniLM vector r and the
 * sentence's s, as [r, s, r⊙s, |r−s|] — through a small MLP trained on Haven-written (rule, sentence) pairs, so it
 * learns the act (advising, diagnosing, forecasting, promising, giving an opinion, disclosing …) rather than the words.
 *
 * It only adds findings (a sentence at or above the pinned threshold breaks the rule); it never clears one. Without
 * embeddings in the process, or with HAVEN_RULE_ACT_MODEL=off, nothing changes.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DT } from '../../../infra/models/onnx-file.js';
import { loadOnce, readModelWeights } from '../../../infra/models/onnx-weights.js';
import { forwardNet, type HeadsNet } from '../../ocular/core/net.js';
import { fnv1a32, normaliseWords } from '../cannot-comply/featurizer.js';

export const RULE_ACT_MODEL_PATH = fileURLToPath(new URL('../../../seeds/models/rule-act.onnx', import.meta.url));
export const RULE_ACT_PIN_PATH = fileURLToPath(new URL('../../../seeds/models/rule-act.json', import.meta.url));
export const EMBEDDING_DIM = 384;
/** The dense part: [r, s, r⊙s, |r−s|]. */
export const RULE_ACT_DENSE = 4 * EMBEDDING_DIM;
/**
 * The sentence's own words, hashed (word 1- and 2-grams, L2-normalised): MiniLM's mean-pooled vectors barely tell
 * "you'll be reimbursed" from "an adjuster decides whether you're covered", while the grams of certainty, advice and
 * address ("will", "you should", "i'd", "most likely") are plain in the words.
 */
export const RULE_ACT_NGRAM_BUCKETS = 2048;
export const RULE_ACT_FEATURES_WITH_NGRAMS = RULE_ACT_DENSE + RULE_ACT_NGRAM_BUCKETS;
/** The featurizer as written into the model's metadata (`haven.features`); a model of another layout is refused. */
export const ruleActSpec = (ngrams: boolean) =>
  JSON.stringify({
    embedding: 'all-MiniLM-L6-v2-q',
    dense: 'r,s,r*s,|r-s|',
    ...(ngrams ? { ngrams: { words: [1, 2], buckets: RULE_ACT_NGRAM_BUCKETS, hash: 'fnv1a32 a:', norm: 'l2' } } : {}),
  });

/** The features of a clause vector, a sentence vector (both L2-normalised by the embedder) and, with n-grams, the sentence's text. */
export function ruleActFeatures(r: Float32Array, s: Float32Array, sentence: string | undefined, out: Float32Array, at = 0): Float32Array {
  const d = EMBEDDING_DIM;
  for (let k = 0; k < d; k++) {
    out[at + k] = r[k]!;
    out[at + d + k] = s[k]!;
    out[at + 2 * d + k] = r[k]! * s[k]!;
    out[at + 3 * d + k] = Math.abs(r[k]! - s[k]!);
  }
  if (sentence !== undefined) {
    const w = normaliseWords(sentence);
    const grams = [...w, ...w.slice(1).map((x, i) => `${w[i]} ${x}`)];
    const counts = new Map<number, number>();
    for (const g of grams) {
      const b = fnv1a32(`a:${g}`) % RULE_ACT_NGRAM_BUCKETS;
      counts.set(b, (counts.get(b) ?? 0) + 1);
    }
    const norm = Math.sqrt([...counts.values()].reduce((a, c) => a + c * c, 0)) || 1;
    for (const [b, c] of counts) out[at + RULE_ACT_DENSE + b] = c / norm;
  }
  return out;
}

export interface RuleActModel {
  net: HeadsNet;
  /** the sentence's hashed words are features too */
  ngrams: boolean;
  /** Platt scaling of the net's logit */
  calibration: { a: number; c: number };
  /** a calibrated score at or above it breaks the rule */
  threshold: number;
}

export function loadRuleActModel(path = process.env.HAVEN_RULE_ACT_MODEL_FILE ?? RULE_ACT_MODEL_PATH, pinPath = RULE_ACT_PIN_PATH): RuleActModel {
  const m = readModelWeights(path, 'rule-act');
  const w1 = m.floats('w1');
  const w2 = m.floats('w2');
  const hidden = m.tensor('b1', DT.FLOAT).dims[0]!;
  const ngrams = m.metadata['haven.features'] === ruleActSpec(true);
  if (!ngrams && m.metadata['haven.features'] !== ruleActSpec(false)) throw new Error('rule-act model: featurizer spec differs from forbidden-act.ts');
  const inputs = ngrams ? RULE_ACT_FEATURES_WITH_NGRAMS : RULE_ACT_DENSE;
  if (w1.length !== inputs * hidden) throw new Error('rule-act model: first layer shape differs from the featurizer');
  const pin = JSON.parse(readFileSync(process.env.HAVEN_RULE_ACT_PIN_FILE ?? pinPath, 'utf8')) as { calibration: { a: number; c: number }; threshold: number };
  return {
    net: { inputs, hidden, heads: 1, w1, b1: m.floats('b1'), w2, b2: m.floats('b2') },
    ngrams,
    calibration: pin.calibration,
    threshold: pin.threshold,
  };
}

const shipped = loadOnce('HAVEN_RULE_ACT_MODEL', () => loadRuleActModel());
export const ruleActModel = shipped.get;
export const ruleActModelStatus = shipped.status;

/** The calibrated probability that each sentence breaks the clause (one per sentence: its vector and its text). */
export function ruleActScores(model: RuleActModel, rule: Float32Array, sentences: readonly { vector: Float32Array; text: string }[]): number[] {
  if (!sentences.length) return [];
  const F = model.net.inputs;
  const x = new Float32Array(sentences.length * F);
  sentences.forEach((s, i) => ruleActFeatures(rule, s.vector, model.ngrams ? s.text : undefined, x, i * F));
  const p = forwardNet(model.net, x, sentences.length);
  return Array.from(p, (q) => {
    const z = Math.log(Math.max(1e-7, q) / Math.max(1e-7, 1 - q));
    return 1 / (1 + Math.exp(-(model.calibration.a * z + model.calibration.c)));
  });
}

/**
 * A sentence shorter than this is not read: a greeting, a sign-off or a heading does nothing a rule forbids, and the
 * head, trained on sentences of 8-45 words, is least sure far from them.
 */
export const RULE_ACT_MIN_WORDS = 5;
const words = (t: string) => t.trim().split(/\s+/).filter(Boolean).length;

/** The texts the head needs from the embedder: each forbidding clause it reads and the reply's sentences. */
export function ruleActEmbeddingTexts(clauses: readonly string[], replySentences: readonly string[]): string[] {
  if (!clauses.length || !ruleActModel()) return [];
  return [...clauses, ...replySentences.map((s) => s.trim())];
}

/**
 * The sentence (of those given, which the caller has already cleared of refusals, required and prescribed text) that
 * the head says breaks `clause`, with its score; undefined when none reaches the threshold, or without the model or
 * the vectors.
 */
export function breakingSentence<S extends { text: string; start: number; end: number }>(
  clause: string,
  sentences: readonly S[],
  vectors: Map<string, Float32Array> | undefined,
): { sentence: S; score: number } | undefined {
  const model = ruleActModel();
  const r = vectors?.get(clause);
  if (!model || !r || !vectors) return undefined;
  const have = sentences.filter((s) => words(s.text) >= RULE_ACT_MIN_WORDS && vectors.has(s.text.trim()));
  const scores = ruleActScores(
    model,
    r,
    have.map((s) => ({ vector: vectors.get(s.text.trim())!, text: s.text })),
  );
  let best: { sentence: S; score: number } | undefined;
  scores.forEach((score, i) => {
    if (score >= model.threshold && (!best || score > best.score)) best = { sentence: have[i]!, score };
  });
  return best;
}
