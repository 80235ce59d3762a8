/**
 * The trained clause-type classifier (seeds/models/clause-type.onnx, scripts/train/clause-type/): which typed
 * instruction(s) a clause states. A linear head per type over hashed n-grams, and one over the clause's MiniLM
 * embedding when the async stage passed it in (processors/steer/embedding-inputs.ts); the forward pass is this file's
 * dot product over the weights read from the ONNX file's initializers (the engines are synchronous, onnxruntime's
 * run() is not). Scores are Platt-calibrated per head and compared with the per-head threshold stored in the model;
 * a clause states a type when either head reaches its threshold (the embedding heads only add types, at validation
 * precision ≥ 0.95), and only on clauses that read as English: MiniLM is an English model, and on the Spanish, French
 * and Japanese development prompts its heads confused majuscules/minuscules and typed clauses whose slots the readers
 * then misread (development F1 0.853 → 0.845 with them). Without an embedding the n-gram heads decide alone.
 * The loader refuses a model whose featurizer spec or type list differs from the code; extraction then runs on the
 * rule families alone (`clauseModelStatus()` says why).
 */
import { fileURLToPath } from 'node:url';
import { EMBEDDING_DIMS } from '../../../../infra/models/embedder.js';
import { DT } from '../../../../infra/models/onnx-file.js';
import { floatsOf, loadOnce, readModelWeights } from '../../../../infra/models/onnx-weights.js';
import { STOPWORDS } from '../../text.js';
import { CLAUSE_FEATURIZER_SPEC, clauseFeatures } from './featurizer.js';
import { CLAUSE_TYPES, type ClauseType, TYPE_ANCHOR } from './types.js';

export const CLAUSE_MODEL_PATH = fileURLToPath(new URL('../../../../seeds/models/clause-type.onnx', import.meta.url));

interface ClauseModel {
  table: Float32Array;
  bias: Float32Array;
  platt: { a: number; b: number }[];
  thresholds: number[];
  /** the embedding heads: EMBEDDING_DIMS × types (row-major), bias, calibration, thresholds */
  dense: Float32Array;
  denseBias: Float32Array;
  embPlatt: { a: number; b: number }[];
  embThresholds: number[];
}

function load(path = CLAUSE_MODEL_PATH): ClauseModel {
  const m = readModelWeights(path, 'clause');
  if (m.metadata['haven.featurizer'] !== JSON.stringify(CLAUSE_FEATURIZER_SPEC)) throw new Error('clause model: featurizer spec differs from featurizer.ts');
  if (m.metadata['haven.types'] !== JSON.stringify(CLAUSE_TYPES)) throw new Error('clause model: type list differs from types.ts');
  const dw = m.tensor('dense_w', DT.FLOAT);
  if (dw.dims[0] !== EMBEDDING_DIMS || dw.dims[1] !== CLAUSE_TYPES.length) throw new Error('clause model: embedding heads of another shape');
  const table = m.halves('weights_table').values;
  const bias = m.floats('bias');
  const platt = JSON.parse(m.metadata['haven.calibration'] ?? '[]') as { a: number; b: number }[];
  const thresholds = JSON.parse(m.metadata['haven.thresholds'] ?? '[]') as number[];
  const embPlatt = JSON.parse(m.metadata['haven.calibration_embedding'] ?? '[]') as { a: number; b: number }[];
  const embThresholds = JSON.parse(m.metadata['haven.thresholds_embedding'] ?? '[]') as number[];
  if ([platt, thresholds, embPlatt, embThresholds].some((x) => x.length !== CLAUSE_TYPES.length))
    throw new Error('clause model: calibration or thresholds missing');
  return { table, bias, platt, thresholds, dense: floatsOf(dw.raw), denseBias: m.floats('dense_b'), embPlatt, embThresholds };
}

// HAVEN_CLAUSE_MODEL: `off`, or a path to another .onnx file (an evaluation swaps in a model trained without the part
// it measures on)
const shipped = loadOnce('HAVEN_CLAUSE_MODEL', () => {
  const alt = process.env.HAVEN_CLAUSE_MODEL;
  return load(alt?.endsWith('.onnx') ? alt : undefined);
});
const clauseModel = shipped.get;
export const clauseModelStatus = shipped.status;

/** The model's own (uncalibrated) sigmoid scores, as the ONNX graph computes them; undefined when the model is off. */
export function rawClauseScores(text: string): Float64Array | undefined {
  const m = clauseModel();
  if (!m) return undefined;
  const H = CLAUSE_TYPES.length;
  const f = clauseFeatures(text);
  const z = Float64Array.from(m.bias);
  for (let k = 0; k < f.ids.length; k++) {
    const x = f.weights[k]!;
    const row = f.ids[k]! * H;
    for (let j = 0; j < H; j++) z[j]! += x * m.table[row + j]!;
  }
  for (let j = 0; j < H; j++) z[j] = 1 / (1 + Math.exp(-z[j]!));
  return z;
}

/**
 * Whether a clause reads as English (the embedding heads' domain): Latin letters only, at least four words, and at
 * least a quarter of them English function words (seeds/lexicons/en/stopwords.json).
 */
export function readsAsEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 4 || words.some((w) => !/^[a-z]+$/.test(w))) return false;
  return words.filter((w) => STOPWORDS.has(w)).length >= Math.max(2, words.length / 4);
}

/**
 * Whether a whole prompt is written in English: no Japanese/Chinese script, and English function words make up a
 * sixth of its words (fewer than six words: taken as English); a Spanish or French prompt with an English name or keyword in it does not.
 */
export function promptReadsAsEnglish(text: string): boolean {
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return false;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  // too short to tell: the families' own reading (English) stands
  if (words.length < 6) return true;
  return words.filter((w) => STOPWORDS.has(w)).length >= words.length / 6;
}

/** The embedding heads' own (uncalibrated) sigmoid scores for a clause's MiniLM vector; undefined when the model is off or the vector is not one. */
export function rawEmbeddingScores(embedding: Float32Array | undefined): Float64Array | undefined {
  const m = clauseModel();
  if (!m || !embedding || embedding.length !== EMBEDDING_DIMS) return undefined;
  const H = CLAUSE_TYPES.length;
  const z = Float64Array.from(m.denseBias);
  for (let d = 0; d < EMBEDDING_DIMS; d++) {
    const x = embedding[d]!;
    const row = d * H;
    for (let j = 0; j < H; j++) z[j]! += x * m.dense[row + j]!;
  }
  for (let j = 0; j < H; j++) z[j] = 1 / (1 + Math.exp(-z[j]!));
  return z;
}

const calibrated = (p: number, { a, b }: { a: number; b: number }) => 1 / (1 + Math.exp(-(a * Math.log(Math.max(1e-9, p) / Math.max(1e-9, 1 - p)) + b)));

/** Calibrated probability of every type for one clause (empty when the model is off or failed to load). */
export function clauseScores(text: string): Map<ClauseType, number> {
  const m = clauseModel();
  const out = new Map<ClauseType, number>();
  const raw = rawClauseScores(text);
  if (!m || !raw) return out;
  for (let j = 0; j < CLAUSE_TYPES.length; j++) {
    const p = raw[j]!;
    const logit = Math.log(Math.max(1e-9, p) / Math.max(1e-9, 1 - p));
    const { a, b } = m.platt[j]!;
    out.set(CLAUSE_TYPES[j]!, 1 / (1 + Math.exp(-(a * logit + b))));
  }
  return out;
}

const memo = new Map<string, ClauseType[]>();
/**
 * The types a clause states, most likely first: the n-gram head's calibrated score at or above its threshold, or —
 * given the clause's MiniLM vector — the embedding head's at or above its own.
 */
export function clauseTypes(text: string, embedding?: Float32Array): ClauseType[] {
  const emb = readsAsEnglish(text) ? rawEmbeddingScores(embedding) : undefined;
  const key = `${emb ? 'e' : 'b'}${text}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const m = clauseModel();
  const s = clauseScores(text);
  const out = m
    ? CLAUSE_TYPES.map((t, j) => {
        const p = s.get(t) ?? 0;
        const q = emb ? calibrated(emb[j]!, m.embPlatt[j]!) : 0;
        return { t, p: Math.max(p, q), yes: p >= m.thresholds[j]! || (!!emb && q >= m.embThresholds[j]!) };
      })
        .filter((x) => x.yes)
        .sort((a, b) => b.p - a.p)
        .map((x) => x.t)
    : [];
  if (memo.size > 5000) memo.clear();
  memo.set(key, out);
  return out;
}

/** The types a clause states that it also carries the anchor words of (what extraction acts on). */
export function anchoredClauseTypes(text: string, embedding?: Float32Array): ClauseType[] {
  return clauseTypes(text, embedding).filter((t) => TYPE_ANCHOR[t].test(text));
}
