import type { ClassifyRequest, Scorer } from '../core/types.js';
import type { ScoreRequest, ScoreResult, ScoringBackend } from './backend.js';

/**
 * The scoring core, loaded once per process and shared: the self-hosted server, the bus processor and the
 * streaming consumer of one process all score with the same heads (and the same ONNX sessions).
 */
let shared: Promise<Scorer> | undefined;

export function sharedScorer(): Promise<Scorer> {
  shared ??= loadCore().catch((err) => {
    shared = undefined; // a later call may retry (e.g. after the model files were fetched)
    throw err;
  });
  return shared;
}

/**
 * A process that embeds Haven and already holds a loaded core (or another build of it) hands it over here; the
 * processor and the streaming consumer then score with it instead of loading their own.
 */
export function provideScorer(scorer: Scorer | Promise<Scorer>): void {
  shared = Promise.resolve(scorer);
}

async function loadCore(): Promise<Scorer> {
  // Imported on first use: a process that never classifies never loads the core's modules.
  const core = await import('../core/index.js');
  return core.loadScorer();
}

/** The local backend over a loaded core. */
export function localBackend(scorer: Scorer): ScoringBackend {
  const heads = scorer.info().heads.length;
  return {
    mode: 'local',
    heads: () => heads,
    async score(req: ScoreRequest, requestId: string): Promise<ScoreResult> {
      const r = (await scorer.classify(req as ClassifyRequest)) as unknown as ScoreResult;
      r.meta = { ...r.meta, request_id: requestId };
      return r;
    },
  };
}
