/**
 * The oversight behaviour heads: logistic heads over sentence embeddings of (user context, assistant reply), trained by
 * `scripts/train/oversight/train.ts`. Features: [e(context), e(reply), e(context) ⊙ e(reply)] (3 × 384). One output
 * logit per head; calibration (Platt) and thresholds are pinned here with the file's sha256.
 */
export const HEADS = ['risk_ignorance', 'unauthorized_expertise', 'toxicity_agreement', 'harmful_compliance'] as const;
export type HeadName = (typeof HEADS)[number];
export const FEATURE_DIM = 3 * 384;
export const HEADS_MODEL_FILE = 'seeds/models/oversight-heads.onnx';
