import { performance } from 'node:perf_hooks';
import { consumeRecords, type Component, type Runtime } from '../../infra/runtime.js';
import { TOPICS } from '../../infra/topics.js';
import { inputOf, parsePre, type SteerPreprocessedRecord, type SteerScreenedRecord } from '../steer/records.js';
import { screen } from '../steer/screen/engine.js';

/** Stage 2: the deterministic checks and evasion detectors. */
export const steerScreenProcessor: Component = {
  name: 'steer-screen',
  kind: 'processor',
  description: 'steer stage 2: deterministic checks and evasion detection',
  async start(rt: Runtime) {
    const sub = await consumeRecords<SteerPreprocessedRecord>(rt, {
      component: 'steer-screen',
      topic: TOPICS.steerPreprocessed,
      schema: 'steer-preprocessed',
      handle: async (r, rec) => {
        const t0 = performance.now();
        const result = screen(parsePre(r), inputOf(r));
        const out: SteerScreenedRecord = { ...r, screen_json: JSON.stringify(result), screen_ms: performance.now() - t0 };
        const enc = rt.avro.encode('steer-screened', out);
        await rt.bus.publish(TOPICS.steerScreened, [{ key: rec.key, value: enc.value, headers: { ...rec.headers, ...enc.headers } }]);
      },
    });
    return { stop: () => sub.close() };
  },
};
