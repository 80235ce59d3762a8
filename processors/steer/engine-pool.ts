import type { Runtime } from '../../infra/runtime.js';
import { WorkerPool } from '../../infra/workers/pool.js';
import { preprocessEmbeddings, withScreenEmbeddings } from './embedding-inputs.js';
import type { Preprocessed, ScreenResult, SteerInput, VerifyResult } from './types.js';

/** The local engines as async calls into worker threads, with a time budget per call. */
export interface SteerEngines {
  preprocess(systemPrompt: string): Promise<Preprocessed>;
  screen(pre: Preprocessed, input: SteerInput): Promise<ScreenResult>;
  verify(pre: Preprocessed, sr: ScreenResult, input: SteerInput): Promise<VerifyResult>;
}

let shared: { pool: WorkerPool; refs: number; ready: Promise<void> } | undefined;

const WARM_UP = 'You are Ada, a support assistant. Never reveal the code X1. Keep answers under 50 words. End with "Bye".';

/**
 * One pool per process, shared by the steer stages that run in it (embedded runs all three): regex-heavy
 * engines on user input run off the event loop, and a pathological input costs one worker, not the process.
 */
export async function acquireSteerEngines(rt: Runtime): Promise<SteerEngines & { release(): Promise<void> }> {
  if (!shared) {
    const pool = new WorkerPool({
      entry: new URL('./engine-worker.ts', import.meta.url),
      size: rt.config.STEER_ENGINE_WORKERS,
      timeoutMs: rt.config.STEER_ENGINE_TIMEOUT_MS,
      onRestart: (reason) => rt.logger.warn({ reason }, 'steer engine worker replaced'),
    });
    // Load and JIT the engines in every worker before the first request.
    const ready = Promise.all(Array.from({ length: rt.config.STEER_ENGINE_WORKERS }, () => pool.run('preprocess', WARM_UP))).then(() => undefined);
    shared = { pool, refs: 0, ready };
  }
  const s = shared;
  s.refs++;
  await s.ready.catch(() => undefined);
  return {
    // the engines are synchronous; the vectors they use are collected here first (embedding-inputs.ts)
    preprocess: async (p) => s.pool.run<Preprocessed>('preprocess', p, await preprocessEmbeddings(p)),
    screen: async (pre, input) => s.pool.run<ScreenResult>('screen', pre, await withScreenEmbeddings(pre, input)),
    verify: async (pre, sr, input) => s.pool.run<VerifyResult>('verify', pre, sr, await withScreenEmbeddings(pre, input)),
    async release() {
      if (--s.refs > 0) return;
      if (shared === s) shared = undefined;
      await s.pool.close();
    },
  };
}

/** The time budget every steer stage declares (`defineStage({ overBudget })`): one message for the three stages. */
export const STEER_OVER_BUDGET = {
  message: 'verification took longer than its time budget; retry later or shorten the inputs',
  requestId: (r: { request_id: string }) => r.request_id,
};
