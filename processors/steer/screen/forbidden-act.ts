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

export const RULE_ACT_MODEL_PATH = fileURLToPath(new URL('../../../seeds/models/rule-act.onnx', import.meta.url));
export const RULE_ACT_PIN_PATH = fileURLToPath(new URL('../../../seeds/models/rule-act.json', import.meta.url));
export const EMBEDDING_DIM = 384;
export const RULE_ACT_FEATURES = 4 * EMBEDDING_DIM;

/** [r, s, r⊙s, |r−s|] of a clause vector and a sentence vector (both L2-normalised by the embedder). */
export function ruleActFeatures(r: Float32Array, s: Float32Array, out = new Float32Array(RULE_ACT_FEATURES), at = 0): Float32Array {
  const d = EMBEDDING_DIM;
  for (let k = 0; k < d; k++) {
    out[at + k] = r[k]!;
    out[at + d + k] = s[k]!;
    out[at + 2 * d + k] = r[k]! * s[k]!;
    out[at + 3 * d + k] = Math.abs(r[k]! - s[k]!);
  }
  return out;
}

export interface RuleActModel {
  net: HeadsNet;
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
  if (w1.length !== RULE_ACT_FEATURES * hidden) throw new Error('rule-act model: first layer shape differs from the featurizer');
  const pin = JSON.parse(readFileSync(process.env.HAVEN_RULE_ACT_PIN_FILE ?? pinPath, 'utf8')) as { calibration: { a: number; c: number }; threshold: number };
  return {
    net: { inputs: RULE_ACT_FEATURES, hidden, heads: 1, w1, b1: m.floats('b1'), w2, b2: m.floats('b2') },
    calibration: pin.calibration,
    threshold: pin.threshold,
  };
}

const shipped = loadOnce('HAVEN_RULE_ACT_MODEL', () => loadRuleActModel());
export const ruleActModel = shipped.get;
export const ruleActModelStatus = shipped.status;

/** The calibrated probability that each sentence breaks the clause (one per sentence vector). */
export function ruleActScores(model: RuleActModel, rule: Float32Array, sentences: readonly Float32Array[]): number[] {
  if (!sentences.length) return [];
  const x = new Float32Array(sentences.length * RULE_ACT_FEATURES);
  sentences.forEach((s, i) => ruleActFeatures(rule, s, x, i * RULE_ACT_FEATURES));
  const p = forwardNet(model.net, x, sentences.length);
  return Array.from(p, (q) => {
    const z = Math.log(Math.max(1e-7, q) / Math.max(1e-7, 1 - q));
    return 1 / (1 + Math.exp(-(model.calibration.a * z + model.calibration.c)));
  });
}

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
  const have = sentences.filter((s) => s.text.trim() && vectors.has(s.text.trim()));
  const scores = ruleActScores(
    model,
    r,
    have.map((s) => vectors.get(s.text.trim())!),
  );
  let best: { sentence: S; score: number } | undefined;
  scores.forEach((score, i) => {
    if (score >= model.threshold && (!best || score > best.score)) best = { sentence: have[i]!, score };
  });
  return best;
}
