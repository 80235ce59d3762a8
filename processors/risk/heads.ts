/**
 * Evaluate's risk-type heads at run time: seeds/models/risk-heads.onnx (trained by scripts/train/risk/train.ts, checked
 * against the sha256 pinned in seeds/models/risk-heads.json), run with onnxruntime-node on the features of
 * head-features.ts. Per user message: a calibrated score per risk type and the score that someone else is the one at
 * risk. Each message is scored once (a bounded cache keyed by tenant and content: the heads read the message alone).
 *
 * The heads read the message's MiniLM embedding from the classifier core's embedder (`Scorer.embed`): one MiniLM
 * session per process, and its per-text cache holds each vector once. The risk processor scores with the core first, so
 * a new message (≤ 700 characters, one chunk for the core) is already in that cache when the heads ask for it; the heads'
 * own cache keeps only the calibrated scores (ten numbers a message), never vectors.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openOnnxSession, ort } from '../../infra/models/onnx.js';
import { calibrate } from '../kernel/index.js';
import type { Scorer } from '../ocular/core/types.js';
import { HEAD_FEATURE_DIMS, HEAD_FEATURE_SPEC, HEAD_OUTPUTS, vocabFeatures, writeHeadFeatures } from './head-features.js';
import { type InputMessage, RISK_TYPES, type RiskType } from './types.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const RISK_HEADS_PINS = resolve(ROOT, 'seeds/models/risk-heads.json');
const CACHE_ENTRIES = 4096;

export interface RiskHeadsPins {
  file: string;
  sha256: string;
  feature_spec: unknown;
  outputs: Record<string, { output: number; threshold: number; calibration: { kind: 'platt'; a: number; b: number } }>;
}

/** One user message's head scores (calibrated, 0..1). */
export interface RiskHeadSignal {
  message_index: number;
  types: Record<RiskType, number>;
  /** someone else is the one at risk */
  other: number;
}

export interface RiskHeads {
  /** detection threshold per type (precision ≥ 0.9 on the training script's calibration split) */
  thresholds: Record<RiskType, number>;
  version: string;
  /** scores the user messages (only those in `only`, when given) */
  score(messages: readonly InputMessage[], tenant: string, only?: ReadonlySet<number>): Promise<RiskHeadSignal[]>;
  close(): Promise<void>;
}

export class RiskHeadsError extends Error {}

const logit = (p: number) => {
  const q = Math.min(1 - 1e-7, Math.max(1e-7, p));
  return Math.log(q / (1 - q));
};

/** Sentence embeddings for the heads: the core's (`Scorer.embed`), or any function giving the same MiniLM vectors. */
export type EmbedTexts = (texts: string[]) => Promise<Float32Array[]>;

export async function loadRiskHeads(o: { embed: EmbedTexts }): Promise<RiskHeads> {
  if (!existsSync(RISK_HEADS_PINS)) throw new RiskHeadsError('seeds/models/risk-heads.json is missing: run scripts/train/risk/train.ts');
  const pins = JSON.parse(readFileSync(RISK_HEADS_PINS, 'utf8')) as RiskHeadsPins;
  if (JSON.stringify(pins.feature_spec) !== JSON.stringify(HEAD_FEATURE_SPEC))
    throw new RiskHeadsError('risk heads model: feature spec differs from processors/risk/head-features.ts (retrain)');
  const session = await openOnnxSession(resolve(ROOT, pins.file), { threads: 1, sha256: pins.sha256 });
  const embed = o.embed;
  const outs = HEAD_OUTPUTS.map((h) => {
    const p = pins.outputs[h];
    if (!p) throw new RiskHeadsError(`risk heads model has no output ${h}`);
    return p;
  });
  const width = HEAD_OUTPUTS.length;
  const cache = new Map<string, Omit<RiskHeadSignal, 'message_index'>>();
  const keyOf = (tenant: string, text: string) => createHash('sha256').update(tenant).update('\0').update(text).digest('base64');
  return {
    thresholds: Object.fromEntries(RISK_TYPES.map((t, j) => [t, outs[j]!.threshold])) as Record<RiskType, number>,
    version: pins.sha256.slice(0, 8),
    async score(messages, tenant, only) {
      const users = messages.flatMap((m, i) => (m.role === 'user' && (!only || only.has(i)) ? [i] : []));
      const keys = new Map(users.map((i) => [i, keyOf(tenant, messages[i]!.content)]));
      const todo = [...new Set(users.filter((i) => !cache.has(keys.get(i)!)).map((i) => messages[i]!.content))];
      if (todo.length) {
        const vecs = await embed(todo);
        const x = new Float32Array(todo.length * HEAD_FEATURE_DIMS);
        todo.forEach((t, r) => writeHeadFeatures(x, r, vecs[r]!, vocabFeatures(t)));
        const res = await session.run({ features: new ort.Tensor('float32', x, [todo.length, HEAD_FEATURE_DIMS]) });
        const y = res.scores!.data as Float32Array;
        todo.forEach((t, r) => {
          const cal = outs.map((p) => calibrate(logit(y[r * width + p.output]!), p.calibration));
          const entry = { types: Object.fromEntries(RISK_TYPES.map((ty, j) => [ty, cal[j]!])) as Record<RiskType, number>, other: cal[width - 1]! };
          const k = keyOf(tenant, t);
          cache.delete(k);
          cache.set(k, entry);
          if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
        });
      }
      return users.map((i) => ({ message_index: i, ...cache.get(keys.get(i)!)! }));
    },
    async close() {
      // the embedder is the core's: it closes with the core
      await session.release();
    },
  };
}

/** The heads on a loaded core's embedder; a core without `embed` (another Scorer implementation) cannot feed them. */
export function loadRiskHeadsOn(scorer: Scorer): Promise<RiskHeads> {
  const embed = scorer.embed?.bind(scorer);
  if (!embed) return Promise.reject(new RiskHeadsError('this classifier core does not expose its embeddings (Scorer.embed)'));
  return loadRiskHeads({ embed });
}

let shared: Promise<RiskHeads> | undefined;
/** The process's risk heads, on the process's shared core (loaded once; a failed load may be retried later). */
export function sharedRiskHeads(scorer: Scorer): Promise<RiskHeads> {
  shared ??= loadRiskHeadsOn(scorer).catch((err) => {
    shared = undefined;
    throw err;
  });
  return shared;
}
