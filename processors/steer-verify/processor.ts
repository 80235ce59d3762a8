import { performance } from 'node:perf_hooks';
import { sendReply } from '../../infra/bus/request-reply.js';
import { type Component, consumeRecords, type Runtime } from '../../infra/runtime.js';
import { TOPICS } from '../../infra/topics.js';
import { acquireSteerEngines } from '../steer/engine-pool.js';
import { withinBudget } from '../steer/engine-timeout.js';
import { stageJudgment } from '../steer/judgment.js';
import { inputOf, parsePre, parseScreen, type SteerScreenedRecord } from '../steer/records.js';
import { buildSteerResponse } from '../steer/response.js';

/** Stage 3: triage, analysis when needed, redemption; answers the request. */
export const steerVerifyProcessor: Component = {
  name: 'steer-verify',
  kind: 'processor',
  description: 'steer stage 3: triage, analysis and redemption; replies to the ingress',
  async start(rt: Runtime) {
    const engines = await acquireSteerEngines(rt);
    const judgment = stageJudgment(rt, engines);
    const sub = await consumeRecords<SteerScreenedRecord>(rt, {
      component: 'steer-verify',
      topic: TOPICS.steerScreened,
      schema: 'steer-screened',
      handle: async (r, rec) => {
        const pre = parsePre(r);
        const sr = parseScreen(r);
        const t0 = performance.now();
        const v = await withinBudget(rt, rec, r.request_id, () => judgment.verify(pre, sr, inputOf(r)));
        if (!v) return;
        const verifyMs = performance.now() - t0;
        const body = buildSteerResponse({
          requestId: r.request_id,
          receivedAt: r.received_at,
          now: Date.now(),
          pre,
          cached: r.cached,
          screen: sr,
          verify: v,
          times: { preprocess_ms: r.preprocess_ms, screen_ms: r.screen_ms, verify_ms: verifyMs },
          warnings: JSON.parse(r.warnings_json),
          turnCount: r.turn_count ?? undefined,
          triggeringUserMessage: r.triggering_user_message ?? undefined,
          demo: r.demo,
        });
        await sendReply(rt.bus, rt.avro, rec, { status: 200, body }, rt.instanceId);
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
