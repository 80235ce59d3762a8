import { performance } from 'node:perf_hooks';
import { TOPICS } from '../../infra/topics.js';
import { defineStage } from '../kernel/index.js';
import { acquireSteerEngines, STEER_OVER_BUDGET } from '../steer/engine-pool.js';
import { inputOf, parsePre, type SteerPreprocessedRecord, type SteerScreenedRecord, screenToRecord } from '../steer/records.js';

/** Stage 2: the deterministic checks and evasion detectors. */
export const steerScreenProcessor = defineStage<SteerPreprocessedRecord, SteerScreenedRecord>({
  name: 'steer-screen',
  description: 'steer stage 2: deterministic checks and evasion detection',
  input: { topic: TOPICS.steerPreprocessed, schema: 'steer-preprocessed' },
  forward: { topic: TOPICS.steerScreened, schema: 'steer-screened' },
  overBudget: STEER_OVER_BUDGET,
  async open(rt) {
    const engines = await acquireSteerEngines(rt);
    return {
      async run(r, { rec }) {
        const t0 = performance.now();
        const result = await engines.screen(parsePre(r), inputOf(r));
        const record = { ...r, screen: screenToRecord(result), screen_ms: performance.now() - t0 };
        return { kind: 'forward', record };
      },
      close: () => engines.release(),
    };
  },
});
