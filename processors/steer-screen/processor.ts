import { performance } from 'node:perf_hooks';
import { type Component, consumeRecords, type Runtime } from '../../infra/runtime.js';
import { TOPICS } from '../../infra/topics.js';
import { acquireSteerEngines } from '../steer/engine-pool.js';
import { withinBudget } from '../steer/engine-timeout.js';
import { inputOf, parsePre, type SteerPreprocessedRecord, type SteerScreenedRecord } from '../steer/records.js';

/** Stage 2: the deterministic checks and evasion detectors. */
export const steerScreenProcessor: Component = {
  name: 'steer-screen',
  kind: 'processor',
  description: 'steer stage 2: deterministic checks and evasion detection',
  async start(rt: Runtime) {
    const engines = await acquireSteerEngines(rt);
    const sub = await consumeRecords<SteerPreprocessedRecord>(rt, {
      component: 'steer-screen',
      topic: TOPICS.steerPreprocessed,
      schema: 'steer-preprocessed',
      handle: async (r, rec) => {
        const t0 = performance.now();
        const result = await withinBudget(rt, rec, r.request_id, () => engines.screen(parsePre(r), inputOf(r)));
        if (!result) return;
        const out: SteerScreenedRecord = { ...r, screen_json: JSON.stringify(result), screen_ms: performance.now() - t0 };
        const enc = rt.avro.encode('steer-screened', out);
        await rt.bus.publish(TOPICS.steerScreened, [{ key: rec.key, value: enc.value, headers: { ...rec.headers, ...enc.headers } }]);
      },
    });
    return {
      async stop() {
        await sub.close();
        await engines.release();
      },
    };
  },
};
