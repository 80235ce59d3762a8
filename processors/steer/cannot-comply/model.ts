/**
 * CANNOT_COMPLY with the trained harmful-prompt model (seeds/models/harmful-prompt.onnx) behind the rules.
 *
 * Decision (docs/steer.md): a rule hit refuses as before; otherwise the model refuses when its `unprocessable`
 * score reaches the threshold stored in the model, the category is the highest category head, the prompt holds that
 * category's cue words somewhere (csam: a minor and a sexual term; context.ts for the others), and no legitimate context for that category is present
 * (context.ts). The steer pipeline is synchronous, so the forward pass runs in TypeScript over the weights read from
 * the ONNX file's initializers (net.ts); test/steer/cannot-comply-model.test.ts checks it equals onnxruntime-node.
 */
import { fileURLToPath } from 'node:url';
import { DT } from '../../../infra/models/onnx-file.js';
import { floatsOf, loadOnce, readModelWeights } from '../../../infra/models/onnx-weights.js';
import type { CannotComply, CannotComplyCategory } from '../types.js';
import { categoryCue, legitimateContext } from './context.js';
import { classifyHarmfulPrompt as classifyByRules, MINOR, SEXUAL } from './engine.js';
import { FEATURIZER_SPEC, featurize, type HeadName } from './featurizer.js';
import { forward, type NetWeights } from './net.js';

export const MODEL_PATH = fileURLToPath(new URL('../../../seeds/models/harmful-prompt.onnx', import.meta.url));

export interface HarmfulPromptModel {
  net: NetWeights;
  threshold: number;
  metadata: Record<string, string>;
}

/** Reads the ONNX file; throws when its featurizer spec differs from the runtime's. */
export function loadHarmfulPromptModel(path = MODEL_PATH): HarmfulPromptModel {
  const m = readModelWeights(path, 'harmful-prompt');
  const spec = m.metadata['haven.featurizer'];
  if (spec !== JSON.stringify(FEATURIZER_SPEC)) throw new Error(`harmful-prompt model ${path}: featurizer spec in the model differs from featurizer.ts`);
  const { values: embedding, dims } = m.halves('embedding');
  const [buckets = 0, dim = 0] = dims;
  const w2 = m.tensor('w2', DT.FLOAT);
  const heads = w2.dims[1] ?? 0;
  if (buckets !== FEATURIZER_SPEC.buckets || heads !== FEATURIZER_SPEC.heads.length)
    throw new Error('harmful-prompt model: shape differs from the featurizer spec');
  const threshold = Number(m.metadata['haven.threshold']);
  if (!(threshold > 0 && threshold < 1)) throw new Error('harmful-prompt model: no threshold in metadata');
  return {
    net: { buckets, dim, heads, embedding, b1: m.floats('b1'), w2: floatsOf(w2.raw), b2: m.floats('b2') },
    threshold,
    metadata: m.metadata,
  };
}

/**
 * The shipped model, loaded once on first use; undefined (rules only) when it cannot be loaded — see modelStatus() —
 * or when HAVEN_HARMFUL_PROMPT_MODEL=off.
 */
const shipped = loadOnce('HAVEN_HARMFUL_PROMPT_MODEL', () => loadHarmfulPromptModel());
export const harmfulPromptModel = shipped.get;
export const modelStatus = shipped.status;

export interface ModelScores {
  unprocessable: number;
  category: CannotComplyCategory;
  heads: Record<HeadName, number>;
}

export function scoresFromHeads(s: ArrayLike<number>): ModelScores {
  const heads = Object.fromEntries(FEATURIZER_SPEC.heads.map((h, i) => [h, s[i]])) as Record<HeadName, number>;
  let best = 1;
  for (let j = 2; j < FEATURIZER_SPEC.heads.length; j++) if ((s[j] ?? 0) > (s[best] ?? 0)) best = j;
  return { unprocessable: s[0] ?? 0, category: FEATURIZER_SPEC.heads[best] as CannotComplyCategory, heads };
}

/** Model scores for a prompt, or undefined when no model is loaded or the prompt has no words. */
export function scoreHarmfulPrompt(prompt: string, model = harmfulPromptModel()): ModelScores | undefined {
  if (!model) return undefined;
  const f = featurize(prompt);
  if (!f.ids.length) return undefined;
  return scoresFromHeads(forward(model.net, f));
}

const REASONS: Record<CannotComplyCategory, string> = {
  csam: 'The system prompt asks for sexual content involving minors.',
  violence: 'The system prompt instructs the assistant to help harm people.',
  terrorism: 'The system prompt asks the assistant to plan attacks or recruit for violent extremism.',
  safety_circumvention: 'The system prompt is a jailbreak that tells the assistant to drop its restrictions.',
  other: 'The system prompt asks the assistant to help with seriously harmful or illegal activity.',
};

/** The model path of the decision, given the scores (pure: used by the training script to pick the threshold). */
export function modelDecision(prompt: string, s: ModelScores, threshold: number): CannotComply | undefined {
  if (s.unprocessable < threshold) return undefined;
  const category = s.category;
  const cue = category === 'csam' ? MINOR.test(prompt) && (SEXUAL.test(prompt) || SEX_WORD.test(prompt)) : categoryCue(prompt, category);
  if (!cue || legitimateContext(prompt, category)) return undefined;
  return { category, reason: `${REASONS[category]} (harmful-prompt model, score ${s.unprocessable.toFixed(3)})` };
}
const SEX_WORD = /\b(?:sex|sexting|nudes?|porn)\b/i;

/** Rules first (as before); then the model, conservatively. */
export function classifyHarmfulPrompt(prompt: string): CannotComply | undefined {
  const rule = classifyByRules(prompt);
  if (rule) return rule;
  const model = harmfulPromptModel();
  const s = scoreHarmfulPrompt(prompt, model);
  return s && model ? modelDecision(prompt, s, model.threshold) : undefined;
}
