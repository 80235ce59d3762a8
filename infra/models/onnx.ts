/**
 * The one place an ONNX model is opened: every model-backed member (embeddings, classifier heads, steer and
 * oversight models) gets its onnxruntime session here, with the same CPU settings, and optionally its file checked
 * against the sha256 its member pins.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import * as ort from 'onnxruntime-node';

export interface OnnxOptions {
  /** intra-op threads (default: cores − 1, at most 4; 1 for tiny heads) */
  threads?: number;
  allowSpinning?: boolean;
  /** refuse to open a file whose sha256 differs */
  sha256?: string;
}

export class ModelPinMismatchError extends Error {
  constructor(
    readonly file: string,
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`model ${file}: sha256 ${actual} does not match the pinned ${expected}`);
  }
}

export function sha256File(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

export async function openOnnxSession(path: string, opts: OnnxOptions = {}): Promise<ort.InferenceSession> {
  if (opts.sha256) {
    const actual = sha256File(path);
    if (actual !== opts.sha256) throw new ModelPinMismatchError(path, opts.sha256, actual);
  }
  const threads = Math.max(1, opts.threads ?? Math.min(availableParallelism() - 1, 4));
  return ort.InferenceSession.create(path, {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    extra: { session: { intra_op: { allow_spinning: opts.allowSpinning ? '1' : '0' }, inter_op: { allow_spinning: '0' } } },
  });
}

export { ort };
