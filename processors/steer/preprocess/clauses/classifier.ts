/**
 * The trained clause-type classifier (seeds/models/clause-type.onnx, scripts/train/clause-type/): which typed
 * instruction(s) a clause states. A linear head per type over hashed n-grams; the forward pass is this file's
 * dot product over the weights read from the ONNX file's initializers (the engines are synchronous, onnxruntime's
 * run() is not). Scores are Platt-calibrated per head and compared with the per-head threshold stored in the model.
 * The loader refuses a model whose featurizer spec or type list differs from the code; extraction then runs on the
 * rule families alone (`clauseModelStatus()` says why).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DT, fromHalf, readModel } from '../../../../infra/models/onnx-file.js';
import { CLAUSE_FEATURIZER_SPEC, clauseFeatures } from './featurizer.js';
import { CLAUSE_TYPES, type ClauseType, TYPE_ANCHOR } from './types.js';

export const CLAUSE_MODEL_PATH = fileURLToPath(new URL('../../../../seeds/models/clause-type.onnx', import.meta.url));

interface ClauseModel {
  table: Float32Array;
  bias: Float32Array;
  platt: { a: number; b: number }[];
  thresholds: number[];
}

function load(path = CLAUSE_MODEL_PATH): ClauseModel {
  const m = readModel(readFileSync(path));
  if (m.metadata['haven.featurizer'] !== JSON.stringify(CLAUSE_FEATURIZER_SPEC)) throw new Error('clause model: featurizer spec differs from featurizer.ts');
  if (m.metadata['haven.types'] !== JSON.stringify(CLAUSE_TYPES)) throw new Error('clause model: type list differs from types.ts');
  const t = m.initializers.get('weights_table');
  const b = m.initializers.get('bias');
  if (!t || t.dataType !== DT.FLOAT16 || !b || b.dataType !== DT.FLOAT) throw new Error('clause model: initializers missing');
  const halves = new Uint16Array(t.raw.buffer.slice(t.raw.byteOffset, t.raw.byteOffset + t.raw.byteLength));
  // widen through a lookup table of every half value (one pass over 65,536 codes, not 786,432 conversions)
  const lut = new Float32Array(65536);
  for (let h = 0; h < 65536; h++) lut[h] = fromHalf(h);
  const table = new Float32Array(halves.length);
  for (let i = 0; i < halves.length; i++) table[i] = lut[halves[i]!]!;
  const bias = new Float32Array(b.raw.buffer.slice(b.raw.byteOffset, b.raw.byteOffset + b.raw.byteLength));
  const platt = JSON.parse(m.metadata['haven.calibration'] ?? '[]') as { a: number; b: number }[];
  const thresholds = JSON.parse(m.metadata['haven.thresholds'] ?? '[]') as number[];
  if (platt.length !== CLAUSE_TYPES.length || thresholds.length !== CLAUSE_TYPES.length) throw new Error('clause model: calibration or thresholds missing');
  return { table, bias, platt, thresholds };
}

let model: ClauseModel | undefined;
let loadError: Error | undefined;
function clauseModel(): ClauseModel | undefined {
  if (process.env.HAVEN_CLAUSE_MODEL === 'off') return undefined;
  if (!model && !loadError) {
    try {
      model = load();
    } catch (e) {
      loadError = e as Error;
    }
  }
  return model;
}

export function clauseModelStatus(): { loaded: boolean; error?: string } {
  clauseModel();
  return { loaded: !!model, ...(loadError ? { error: loadError.message } : {}) };
}

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
/** The types a clause states (calibrated score at or above the type's threshold), most likely first. */
export function clauseTypes(text: string): ClauseType[] {
  const hit = memo.get(text);
  if (hit) return hit;
  const m = clauseModel();
  const s = clauseScores(text);
  const out = m
    ? [...s.entries()]
        .filter(([t, p]) => p >= m.thresholds[CLAUSE_TYPES.indexOf(t)]!)
        .sort((a, b) => b[1] - a[1])
        .map(([t]) => t)
    : [];
  if (memo.size > 5000) memo.clear();
  memo.set(text, out);
  return out;
}

/** The types a clause states that it also carries the anchor words of (what extraction acts on). */
export function anchoredClauseTypes(text: string): ClauseType[] {
  return clauseTypes(text).filter((t) => TYPE_ANCHOR[t].test(text));
}
