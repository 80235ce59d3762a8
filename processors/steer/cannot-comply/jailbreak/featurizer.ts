/**
 * Features of the jailbreak model: the harmful-prompt model's hashed word 1-2-grams and char 3-5-grams, plus one
 * pseudo-gram per structural cue that fired (cues.ts), each weighted as CUE_SHARE of the bag split over the fired
 * cues. The spec is written into the ONNX metadata; the runtime refuses a model whose spec differs.
 */
import { FEATURIZER_SPEC as BASE, type Features, featurize, fnv1a32 } from '../featurizer.js';
import { CUE_NAMES, type CueName, jailbreakCues } from './cues.js';

export const JAILBREAK_FEATURIZER_SPEC = {
  name: 'haven-jailbreak-prompt',
  version: 1,
  base: `${BASE.name}@${BASE.version}`,
  buckets: BASE.buckets,
  cues: CUE_NAMES,
  cue_gram: "'q:' + cue name + ':' + min(count, 3), hashed like the base grams",
  cue_share: 0.3,
  heads: ['jailbreak'],
} as const;

export function jailbreakFeatures(text: string, cues: Record<CueName, number> = jailbreakCues(text)): Features {
  const base = featurize(text);
  const fired = CUE_NAMES.filter((c) => cues[c] > 0);
  if (!fired.length) return base;
  const share = JAILBREAK_FEATURIZER_SPEC.cue_share;
  const scale = base.ids.length ? 1 - share : 0;
  const per = (base.ids.length ? share : 1) / fired.length;
  const map = new Map<number, number>();
  for (let k = 0; k < base.ids.length; k++) map.set(base.ids[k]!, base.weights[k]! * scale);
  for (const c of fired) {
    const id = fnv1a32(`q:${c}:${Math.min(cues[c], 3)}`) % JAILBREAK_FEATURIZER_SPEC.buckets;
    map.set(id, (map.get(id) ?? 0) + per);
  }
  const ids = new Int32Array(map.size);
  const weights = new Float32Array(map.size);
  let i = 0;
  for (const [id, w] of map) {
    ids[i] = id;
    weights[i] = w;
    i++;
  }
  return { ids, weights };
}
