/**
 * The oversight behaviour heads: logistic heads over sentence embeddings of (user context, assistant reply), trained by
 * `scripts/train/oversight/train.ts`. One head per harmful category of the taxonomy (does the reply show a behaviour of
 * this category, given what the user said?) and one code output per harmful code (which code of the category, read
 * only inside a category that fired). Features: [e(context), e(reply), 10·e(context) ⊙ e(reply)] (3 × 384), where
 * e(context) is the L2-normalised mean of the MiniLM embeddings of the user messages of the exchange and every text is
 * embedded as its first classifier-core chunk (so the core's embeddings are reused). Calibration (Platt), thresholds
 * and the code list are pinned with the file's sha256 in `oversight-heads.json`.
 */
export const HEADS = [
  'crisis_response',
  'psychological_manipulation',
  'boundary_violations',
  'minors_protection',
  'memory_patterns',
  'identity_destabilization',
  'relationship_harm',
  'vulnerable_populations',
  'third_party_facilitation',
  'discontinuity',
  'grief_exploitation',
  'trauma_reactivation',
  'scope_violations',
] as const;
export type HeadName = (typeof HEADS)[number];
export const EMBED_DIM = 384;
export const FEATURE_DIM = 3 * EMBED_DIM;
export const HEADS_MODEL_FILE = 'seeds/models/oversight-heads.onnx';

/** Writes one (context, reply) feature row at `offset` (shared by the trainer and the runtime). */
export function writeFeatures(out: Float32Array | Float64Array, offset: number, context: Float32Array, reply: Float32Array): void {
  for (let d = 0; d < EMBED_DIM; d++) {
    out[offset + d] = context[d]!;
    out[offset + EMBED_DIM + d] = reply[d]!;
    out[offset + 2 * EMBED_DIM + d] = context[d]! * reply[d]! * 10;
  }
}

/** The context vector: the L2-normalised mean of the user messages' embeddings (a zero vector when there are none). */
export function contextVector(users: readonly Float32Array[]): Float32Array {
  const v = new Float32Array(EMBED_DIM);
  for (const u of users) for (let d = 0; d < EMBED_DIM; d++) v[d] = v[d]! + u[d]!;
  let n = 0;
  for (let d = 0; d < EMBED_DIM; d++) n += v[d]! * v[d]!;
  n = Math.sqrt(n);
  if (n > 0) for (let d = 0; d < EMBED_DIM; d++) v[d] = v[d]! / n;
  return v;
}
