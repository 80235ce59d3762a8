import { performance } from 'node:perf_hooks';
import { pastDeadline } from '../../infra/bus/request-reply.js';
import { consume, type Component, type Runtime } from '../../infra/runtime.js';
import { TOPICS } from '../../infra/topics.js';
import { inputOf, parsePre, type SteerPreprocessedRecord, type SteerScreenedRecord } from '../steer/records.js';
import { screen } from '../steer/screen/engine.js';

/** Stage 2: the deterministic checks and evasion detectors. */
export const steerScreenProcessor: Component = {
  name: 'steer-screen',
  kind: 'processor',
  description: 'steer stage 2: deterministic checks and evasion detection',
  async start(rt: Runtime) {
    const sub = await consume(rt, {
      component: 'steer-screen',
      topics: [TOPICS.steerPreprocessed],
      handler: async (rec) => {
        if (pastDeadline(rec, rt.clock.now().getTime())) return;
        const r = await rt.avro.decode<SteerPreprocessedRecord>('steer-preprocessed', rec.value, rec.headers);
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
