/**
 * CANNOT_COMPLY for jailbreak system prompts: the trained jailbreak model (seeds/models/jailbreak-prompt.onnx,
 * scripts/train/jailbreak-prompt/) scores the whole prompt from hashed n-grams and structural cues; the prompt is
 * refused when the calibrated score reaches the model's threshold AND the prompt itself drops restrictions
 * (a `drop`, `no_refusal` or `override` cue) AND it is not defensive phrasing about jailbreaks. Personas, fiction,
 * security work and blunt business prompts without those clauses stay COMPLIANT. The forward pass is the
 * TypeScript mirror of the ONNX graph (net.ts), as for the harmful-prompt model.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CannotComply } from '../../types.js';
import { forward, type NetWeights } from '../net.js';
import { DT, fromHalf, readModel } from '../../../../infra/models/onnx-file.js';
import { type CueName, dropsRestrictions, jailbreakCues } from './cues.js';
import { JAILBREAK_FEATURIZER_SPEC, jailbreakFeatures } from './featurizer.js';

export const JAILBREAK_MODEL_PATH = fileURLToPath(new URL('../../../../seeds/models/jailbreak-prompt.onnx', import.meta.url));

export interface JailbreakModel {
  net: NetWeights;
  threshold: number;
  metadata: Record<string, string>;
}

export function loadJailbreakModel(path = JAILBREAK_MODEL_PATH): JailbreakModel {
  const m = readModel(readFileSync(path));
  if (m.metadata['haven.featurizer'] !== JSON.stringify(JAILBREAK_FEATURIZER_SPEC))
    throw new Error(`jailbreak model ${path}: featurizer spec differs from featurizer.ts`);
  const get = (name: string, dataType: number) => {
    const t = m.initializers.get(name);
    if (!t || t.dataType !== dataType) throw new Error(`jailbreak model: initializer ${name} missing or of another type`);
    return t;
  };
  const f32 = (raw: Uint8Array) => new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength));
  const e = get('embedding', DT.FLOAT16);
  const [buckets, dim] = e.dims as [number, number];
  const halves = new Uint16Array(e.raw.buffer.slice(e.raw.byteOffset, e.raw.byteOffset + e.raw.byteLength));
  const embedding = new Float32Array(halves.length);
  for (let i = 0; i < halves.length; i++) embedding[i] = fromHalf(halves[i]!);
  const threshold = Number(m.metadata['haven.threshold']);
  if (!(threshold > 0 && threshold < 1)) throw new Error('jailbreak model: no threshold in metadata');
  return {
    net: { buckets, dim, heads: 1, embedding, b1: f32(get('b1', DT.FLOAT).raw), w2: f32(get('w2', DT.FLOAT).raw), b2: f32(get('b2', DT.FLOAT).raw) },
    threshold,
    metadata: m.metadata,
  };
}

let loaded: JailbreakModel | undefined;
let loadError: Error | undefined;
export function jailbreakModel(): JailbreakModel | undefined {
  if (process.env.HAVEN_JAILBREAK_MODEL === 'off') return undefined;
  if (!loaded && !loadError) {
    try {
      loaded = loadJailbreakModel();
    } catch (e) {
      loadError = e as Error;
    }
  }
  return loaded;
}
export function jailbreakModelStatus(): { loaded: boolean; error?: string } {
  jailbreakModel();
  return loadError ? { loaded: false, error: loadError.message } : { loaded: !!loaded };
}

export function scoreJailbreak(prompt: string, model = jailbreakModel()): { score: number; cues: Record<CueName, number> } | undefined {
  if (!model) return undefined;
  const cues = jailbreakCues(prompt);
  const f = jailbreakFeatures(prompt, cues);
  if (!f.ids.length) return undefined;
  return { score: forward(model.net, f)[0]!, cues };
}

/** The decision, given a score and the cues (pure: the training script picks the threshold with it). */
export function jailbreakDecision(score: number, cues: Record<CueName, number>, threshold: number): boolean {
  // a defensive prompt names jailbreaks to resist them ("users will try 'developer mode'"): it is not one unless it also drops restrictions itself
  return score >= threshold && dropsRestrictions(cues) && !(cues.defensive > 0 && cues.drop === 0);
}

export function classifyJailbreak(prompt: string): CannotComply | undefined {
  const model = jailbreakModel();
  const s = scoreJailbreak(prompt, model);
  if (!s || !model || !jailbreakDecision(s.score, s.cues, model.threshold)) return undefined;
  return {
    category: 'safety_circumvention',
    reason: `The system prompt is a jailbreak: it sets up a persona, mode or framing that drops the assistant's restrictions (jailbreak model, score ${s.score.toFixed(3)}).`,
  };
}
