/**
 * CANNOT_COMPLY for jailbreak system prompts: the trained jailbreak model (seeds/models/jailbreak-prompt.onnx,
 * scripts/train/jailbreak-prompt/) scores the whole prompt from its chunks' sentence embeddings, hashed n-grams and
 * structural cues (featurizer.ts); its output is calibrated (Platt scaling folded into the file), and the prompt is
 * refused when the score reaches the threshold stored in the model, unless the prompt is defensive phrasing that
 * names jailbreaks to resist them and drops nothing itself. The forward pass is the TypeScript mirror of the ONNX
 * graph (net.ts): the engines are synchronous; the embeddings come in from the async stage (processors/steer/embeddings.ts).
 */
import { fileURLToPath } from 'node:url';
import { DT } from '../../../../infra/models/onnx-file.js';
import { floatsOf, loadOnce, readModelWeights } from '../../../../infra/models/onnx-weights.js';
import type { CannotComply } from '../../types.js';
import { forward, type NetWeights } from '../net.js';
import { keepsRestrictions } from './boundary.js';
import { type CueName, dropsRestrictions, ownVoice } from './cues.js';
import { chunkFeatures, DENSE_DIM, JAILBREAK_FEATURIZER_SPEC, jailbreakFeatures } from './featurizer.js';

export const JAILBREAK_MODEL_PATH = fileURLToPath(new URL('../../../../seeds/models/jailbreak-prompt.onnx', import.meta.url));

export interface JailbreakModel {
  net: NetWeights;
  /** refusal threshold with embeddings, and without (the embedding-free fallback) */
  threshold: number;
  thresholdNoEmbeddings: number;
  metadata: Record<string, string>;
}

export function loadJailbreakModel(path = JAILBREAK_MODEL_PATH): JailbreakModel {
  const m = readModelWeights(path, 'jailbreak');
  if (m.metadata['haven.featurizer'] !== JSON.stringify(JAILBREAK_FEATURIZER_SPEC))
    throw new Error(`jailbreak model ${path}: featurizer spec differs from featurizer.ts`);
  const { values: embedding, dims } = m.halves('embedding');
  const [buckets, dim] = dims as [number, number];
  const wd = m.tensor('wd', DT.FLOAT);
  if (wd.dims[0] !== DENSE_DIM || wd.dims[1] !== dim) throw new Error('jailbreak model: dense layer shape differs from the featurizer');
  const threshold = Number(m.metadata['haven.threshold']);
  const thresholdNoEmbeddings = Number(m.metadata['haven.threshold_no_embeddings']);
  if (!(threshold > 0 && threshold < 1) || !(thresholdNoEmbeddings > 0 && thresholdNoEmbeddings < 1))
    throw new Error('jailbreak model: no thresholds in metadata');
  return {
    net: { buckets, dim, heads: 1, embedding, b1: m.floats('b1'), w2: m.floats('w2'), b2: m.floats('b2'), wd: floatsOf(wd.raw), denseDim: DENSE_DIM },
    threshold,
    thresholdNoEmbeddings,
    metadata: m.metadata,
  };
}

const shipped = loadOnce('HAVEN_JAILBREAK_MODEL', () => loadJailbreakModel());
export const jailbreakModel = shipped.get;
export const jailbreakModelStatus = shipped.status;

export interface JailbreakScore {
  score: number;
  embedded: boolean;
  cues: Record<CueName, number>;
  /** the cues of the prompt's own voice (quoted text and example inputs left out): the defensive exemption reads these */
  own?: Record<CueName, number>;
  /** the score of the prompt's own voice, when it differs from the prompt (quotes or example inputs left out) */
  ownScore?: number;
  /** the own voice keeps restrictions (boundary.ts): a content boundary stated and nothing dropped wholesale, or a
   * game that scores ordinary outcomes and never speaks of refusing */
  keeps?: boolean;
  /** the highest score of a chunk of the own voice scored alone that drops restrictions itself (maxChunkScore) */
  chunkScore?: number;
}

/** The calibrated score of a prompt (undefined without a model or words). */
export function scoreJailbreak(prompt: string, embeddings?: Map<string, Float32Array>, model = jailbreakModel()): JailbreakScore | undefined {
  if (!model) return undefined;
  const f = jailbreakFeatures(prompt, embeddings);
  if (!f.bag.ids.length) return undefined;
  const score = forward(model.net, f.bag, f.dense)[0] as number;
  const own = ownVoice(prompt);
  const chunkScore = maxChunkScore(model.net, own, f.embedded ? embeddings : undefined);
  const withChunks = chunkScore === undefined ? {} : { chunkScore };
  if (own === prompt) return { score, embedded: f.embedded, cues: f.cues, own: f.cues, keeps: keepsRestrictions(own, f.cues), ...withChunks };
  const o = jailbreakFeatures(own, embeddings);
  // the own voice is scored on the same footing as the whole prompt (both embedded, or neither)
  const ownScore = o.bag.ids.length && o.embedded === f.embedded ? (forward(model.net, o.bag, o.dense)[0] as number) : undefined;
  return { score, embedded: f.embedded, cues: f.cues, own: o.cues, ownScore, keeps: keepsRestrictions(own, o.cues), ...withChunks };
}

/**
 * The highest score of the own voice's chunks scored alone, among those that drop restrictions in so many words
 * (undefined for short prompts, without embeddings, or when no chunk does): a short text scored alone is over-read the
 * way the n-grams alone over-read short prompts, so a chunk needs the structural guard of the embedding-free path.
 */
export function maxChunkScore(net: NetWeights, ownText: string, embeddings: Map<string, Float32Array> | undefined): number | undefined {
  let best: number | undefined;
  for (const c of chunkFeatures(ownText, embeddings)) if (c.drops) best = Math.max(best ?? 0, forward(net, c.bag, c.dense)[0] as number);
  return best;
}

/** The decision, given a score (pure: the training script picks the thresholds with it). */
export function jailbreakDecision(s: JailbreakScore, model: Pick<JailbreakModel, 'threshold' | 'thresholdNoEmbeddings'>): boolean {
  const t = s.embedded ? model.threshold : model.thresholdNoEmbeddings;
  // a defensive prompt names jailbreaks to resist them ("users will try 'developer mode'"), often quoting the attacks
  // as example inputs: it is not one unless it also drops restrictions in its own voice
  const own = s.own ?? s.cues;
  // a long prompt is read whole and chunk by chunk: one chunk that reads as a jailbreak on its own (a clause that
  // removes the limits, buried in an ordinary operator prompt) is enough; the guards below still read the whole prompt
  const top = Math.max(s.score, s.chunkScore ?? 0);
  if (!(top >= t) || (own.defensive > 0 && own.drop === 0 && own.no_refusal === 0)) return false;
  // a prompt whose restriction-dropping words are all in the attacks it quotes or shows as example inputs, and whose
  // own voice does not read as a jailbreak, is a defence
  const quotedDrop = s.cues.drop + s.cues.no_refusal + s.cues.override > 0 && own.drop + own.no_refusal + own.override === 0;
  if (quotedDrop && s.ownScore !== undefined && !(Math.max(s.ownScore, s.chunkScore ?? 0) >= t)) return false;
  // a prompt that licenses one thing and keeps limits on the rest in its own voice ("explicit scenes between adults;
  // never sexualise minors", "be menacing, but never describe real hacking") is an edgy product, not a jailbreak: the
  // score reads the edgy topic, a jailbreak drops restrictions wholesale; so is a kids' quiz whose points reward right
  // answers rather than punish refusals (docs/steer.md, "Edgy prompts that keep limits")
  if (s.keeps) return false;
  // without the meaning features (no embedder in this process) the n-grams alone over-read short prompts: the prompt
  // must then also drop restrictions in so many words (the structural guard of the first model)
  return s.embedded || dropsRestrictions(s.cues);
}

export function classifyJailbreak(prompt: string, embeddings?: Map<string, Float32Array>): CannotComply | undefined {
  const model = jailbreakModel();
  const s = scoreJailbreak(prompt, embeddings, model);
  if (!s || !model || !jailbreakDecision(s, model)) return undefined;
  return {
    category: 'safety_circumvention',
    reason: `The system prompt is a jailbreak: it sets up a persona, mode, game or story that drops the assistant's restrictions (jailbreak model, score ${Math.max(s.score, s.chunkScore ?? 0).toFixed(3)}${s.chunkScore !== undefined && s.chunkScore > s.score ? ' in one chunk' : ''}${s.embedded ? '' : ', without embeddings'}).`,
  };
}
