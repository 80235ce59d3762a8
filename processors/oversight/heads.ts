/**
 * Runtime of the trained oversight behaviour heads (seeds/models/oversight-heads.onnx, pinned by sha256 in
 * oversight-heads.json): one head per harmful category and one code output per harmful code, over MiniLM embeddings of
 * (user context, assistant reply) (features: heads-spec.ts). Every assistant turn with user messages before it is
 * scored: the texts of a conversation are embedded in one batched call, each as its first classifier-core chunk, so
 * where the core ran first they all come from the embedder's cache; one onnxruntime run then scores every turn. The
 * session is opened by the shared loader (`infra/models/onnx.ts`), which checks the pinned sha256.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Embedder, loadEmbedder } from '../../infra/models/embedder.js';
import { openOnnxSession, ort } from '../../infra/models/onnx.js';
import { categoryOf } from '../../schemas/oversight/taxonomy.js';
import { type Calibration, calibrate } from '../kernel/index.js';
import { chunkText } from '../ocular/core/conversation.js';
import type { OvMessage } from './conversation.js';
import { contextVector, FEATURE_DIM, HEADS, HEADS_MODEL_FILE, type HeadName, writeFeatures } from './heads-spec.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export interface HeadsPin {
  file: string;
  sha256: string;
  heads: HeadName[];
  /** the code outputs after the category heads, in output order */
  codes: string[];
  calibration: Record<HeadName, { a: number; b: number }>;
  /** the trainer's thresholds (out-of-fold precision ≥ 0.8, ≤ 2 % of the Haven-written look-alikes flagged) */
  thresholds: Record<HeadName, number>;
  /** the thresholds active heads decide at (the trainer's, for the active heads) */
  decision_thresholds?: Partial<Record<HeadName, number>>;
  /** heads that decide (the trainer's out-of-fold activation rule, the pin's `activation`); the others are scored only */
  active?: HeadName[];
}
export const HEADS_PIN: HeadsPin = JSON.parse(readFileSync(resolve(ROOT, 'seeds/models/oversight-heads.json'), 'utf8'));
export const headCalibration = (h: HeadName): Calibration => ({ kind: 'platt', a: HEADS_PIN.calibration[h].a, b: HEADS_PIN.calibration[h].b });

/** Calibrated category scores of one assistant turn, and per category the code its code outputs rank first. */
export type HeadScores = Partial<Record<HeadName, number>> & { codes?: Partial<Record<HeadName, string>> };

export interface BehaviourHeads {
  readonly id: string;
  /** calibrated scores per assistant message index (turns with user messages before them) */
  score(messages: readonly OvMessage[]): Promise<Map<number, HeadScores>>;
  close(): Promise<void>;
}

/** The text a message is embedded as: its first core chunk (the core embeds the same, so the cache serves both). */
export const headText = (content: string): string => chunkText(content)[0] ?? content;

/** code outputs grouped by category: [category index, output index][] */
function codeOutputs(pin: HeadsPin): Map<HeadName, { code: string; out: number }[]> {
  const by = new Map<HeadName, { code: string; out: number }[]>();
  pin.codes.forEach((code, j) => {
    const cat = categoryOf(code) as HeadName;
    const list = by.get(cat) ?? [];
    list.push({ code, out: pin.heads.length + j });
    by.set(cat, list);
  });
  return by;
}

export async function loadBehaviourHeads(o: { embedder?: Embedder } = {}): Promise<BehaviourHeads> {
  const session = await openOnnxSession(resolve(ROOT, HEADS_MODEL_FILE), { threads: 1, sha256: HEADS_PIN.sha256 });
  const embedder = o.embedder ?? (await loadEmbedder({ intraOpThreads: 1 }));
  const own = !o.embedder;
  const outputs = HEADS_PIN.heads.length + HEADS_PIN.codes.length;
  const codes = codeOutputs(HEADS_PIN);
  return {
    id: `oversight-heads@${HEADS_PIN.sha256.slice(0, 12)}`,
    async score(messages) {
      const jobs: { index: number; users: string[]; reply: string }[] = [];
      let users: string[] = [];
      messages.forEach((m, i) => {
        if (m.role === 'user') users.push(headText(m.content));
        else if (m.role === 'assistant') {
          if (users.length) jobs.push({ index: i, users, reply: headText(m.content) });
          users = [];
        }
      });
      const out = new Map<number, HeadScores>();
      if (!jobs.length) return out;
      const texts = [...new Set(jobs.flatMap((j) => [...j.users, j.reply]))];
      const vecs = await embedder.embed(texts);
      const vec = new Map(texts.map((t, i) => [t, vecs[i]!]));
      const x = new Float32Array(jobs.length * FEATURE_DIM);
      jobs.forEach((j, k) => writeFeatures(x, k * FEATURE_DIM, contextVector(j.users.map((u) => vec.get(u)!)), vec.get(j.reply)!));
      const res = await session.run({ x: new ort.Tensor('float32', x, [jobs.length, FEATURE_DIM]) });
      const logits = res.logits!.data as Float32Array;
      jobs.forEach((j, k) => {
        const row = logits.subarray(k * outputs, (k + 1) * outputs);
        const s: HeadScores = { codes: {} };
        HEADS.forEach((h, hi) => {
          s[h] = calibrate(row[hi]!, headCalibration(h));
          const cands = codes.get(h);
          if (cands?.length) s.codes![h] = cands.reduce((a, b) => (row[b.out]! > row[a.out]! ? b : a)).code;
        });
        out.set(j.index, s);
      });
      return out;
    },
    async close() {
      await session.release();
      if (own) await embedder.close();
    },
  };
}
