import { performance } from 'node:perf_hooks';
import { TOPICS } from '../../infra/topics.js';
import { defineStage } from '../kernel/index.js';
import { acquireSteerEngines, STEER_OVER_BUDGET } from '../steer/engine-pool.js';
import { stageJudgment } from '../steer/judgment.js';
import { inputOf, parsePre, parseScreen, type SteerScreenedRecord } from '../steer/records.js';
import { buildSteerResponse } from '../steer/response.js';

/** Stage 3: triage, analysis when needed, redemption; answers the request. */
export const steerVerifyProcessor = defineStage<SteerScreenedRecord>({
  name: 'steer-verify',
  description: 'steer stage 3: triage, analysis and redemption; replies to the ingress',
  input: { topic: TOPICS.steerScreened, schema: 'steer-screened' },
  overBudget: STEER_OVER_BUDGET,
  async open(rt) {
    const engines = await acquireSteerEngines(rt);
    const judgment = stageJudgment(rt, engines);
    return {
      async run(r, { rec }) {
        const pre = parsePre(r);
        const sr = parseScreen(r);
        const t0 = performance.now();
        const v = await judgment.verify(pre, sr, inputOf(r));
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
        return { kind: 'reply', status: 200, body };
      },
      close: () => engines.release(),
    };
  },
});
