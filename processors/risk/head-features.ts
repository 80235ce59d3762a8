/**
 * The input row of the risk-type heads (seeds/models/risk-heads.onnx), shared by the training script
 * (scripts/train/risk/train.ts) and the run time (heads.ts): the MiniLM sentence embedding of one user message, then
 * what evaluate's vocabulary found in it, as features rather than as the decision:
 *
 *   [0, 384)    embedding (L2-normalised)
 *   per type    strongest signal weight (mild .25 … critical 1), distinct signals (capped at 3, /3), an escalator
 *               of the type present → 27
 *   framing     one per style (fiction, lyrics, clinical, news, hypothetical, distanced, humor, minimized, adversarial) → 9
 *   persons     share of hits whose actor is someone else, whose victim is someone else, a child named, an idiom mask
 *               matched → 4
 *
 * Training drops the vocabulary block on a share of rows, so a phrasing no cue covers is still read from the
 * embedding.
 */
import { detectFeatures, detectFrames, maskedMessages } from './detect.js';
import { type FrameStyle, RISK_TYPES, type RiskType, sevRank } from './types.js';
import { vocabulary } from './vocabulary.js';

export const EMB = 384;
export const FRAME_STYLES: readonly FrameStyle[] = ['fiction', 'lyrics', 'clinical', 'news', 'hypothetical', 'distanced', 'humor', 'minimized', 'adversarial'];
export const VOCAB_OFFSET = EMB;
export const VOCAB_DIMS = RISK_TYPES.length * 3 + FRAME_STYLES.length + 4;
export const HEAD_FEATURE_DIMS = EMB + VOCAB_DIMS;
/** Outputs of the model, in order: one per risk type, then `other` (someone else is the one at risk). */
export const HEAD_OUTPUTS = [...RISK_TYPES, 'other'] as const;
export type HeadOutput = (typeof HEAD_OUTPUTS)[number];
/** Identifies the feature layout (pinned with the model; a change needs retraining). */
export const HEAD_FEATURE_SPEC = { version: 1, emb: EMB, vocab: VOCAB_DIMS, types: RISK_TYPES, frames: FRAME_STYLES } as const;

/** The vocabulary block of one user message. */
export function vocabFeatures(text: string): Float32Array {
  const v = vocabulary();
  const msgs = [{ role: 'user' as const, content: text }];
  const hits = detectFeatures(msgs, v);
  const frames = detectFrames(msgs, v);
  const out = new Float32Array(VOCAB_DIMS);
  RISK_TYPES.forEach((t: RiskType, k) => {
    const mine = hits.filter((h) => v.byName.get(h.feature)?.types.includes(t));
    const signals = mine.filter((h) => v.byName.get(h.feature)?.role === 'signal');
    let strongest = 0;
    for (const h of signals) strongest = Math.max(strongest, sevRank(v.byName.get(h.feature)!.weight ?? 'mild') / 4);
    out[k * 3] = strongest;
    out[k * 3 + 1] = Math.min(3, new Set(signals.map((h) => h.feature)).size) / 3;
    out[k * 3 + 2] = mine.some((h) => v.byName.get(h.feature)?.role === 'escalator') ? 1 : 0;
  });
  const f = RISK_TYPES.length * 3;
  for (const fr of frames) for (const s of fr.styles) out[f + FRAME_STYLES.indexOf(s)] = 1;
  const p = f + FRAME_STYLES.length;
  if (hits.length) {
    out[p] = hits.filter((h) => h.actor === 'other').length / hits.length;
    out[p + 1] = hits.filter((h) => h.victim === 'other').length / hits.length;
    out[p + 2] = hits.some((h) => h.child) ? 1 : 0;
  }
  out[p + 3] = maskedMessages(msgs, v).length ? 1 : 0;
  return out;
}

/** Writes one row (embedding + vocabulary block) at `row` of `x`. */
export function writeHeadFeatures(x: Float32Array, row: number, emb: Float32Array, vocab: Float32Array) {
  const o = row * HEAD_FEATURE_DIMS;
  x.set(emb.subarray(0, EMB), o);
  x.set(vocab, o + VOCAB_OFFSET);
}
