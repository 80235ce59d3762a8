import { performance } from 'node:perf_hooks';
import { TOPICS } from '../../infra/topics.js';
import { defineStage } from '../kernel/index.js';
import { cacheStats, DEMO_SCOPE, PreprocessCache, scopedPromptHash } from '../steer/cache.js';
import { acquireSteerEngines, STEER_OVER_BUDGET } from '../steer/engine-pool.js';
import { AUTH_LIMITS, DEMO_LIMITS, intake } from '../steer/intake.js';
import { stageJudgment } from '../steer/judgment.js';
import { runSteerEngines } from '../steer/pipeline.js';
import { preToRecord, type SteerPreprocessedRecord, type SteerRequestRecord } from '../steer/records.js';
import { buildSteerResponse } from '../steer/response.js';

/** Stage 1: the spec's limits, then the system prompt's rules from the cache or the engine. */
export const steerPreprocessProcessor = defineStage<SteerRequestRecord, SteerPreprocessedRecord>({
  name: 'steer-preprocess',
  description: 'steer stage 1: limits and truncation, rule extraction with a shared cache',
  input: { topic: TOPICS.steerRequested, schema: 'steer-request' },
  // the request's reply-to, correlation id and deadline travel along with the record (the stage kernel carries headers)
  forward: { topic: TOPICS.steerPreprocessed, schema: 'steer-preprocessed' },
  overBudget: STEER_OVER_BUDGET,
  async open(rt) {
    const cache = new PreprocessCache(rt.db);
    const engines = await acquireSteerEngines(rt);
    const judgment = stageJudgment(rt, engines);
    return {
      async run(req, { rec }) {
        if (req.op === 'stats') {
          await cache.flush();
          const body = await cacheStats(rt.db, req.account_id ?? '');
          return { kind: 'reply', status: 200, body: { ...body, generated_at: new Date().toISOString() } };
        }
        const t0 = performance.now();
        const i = intake(
          { system_prompt: req.system_prompt, proposed_response: req.proposed_response, messages: req.messages ?? undefined },
          req.demo ? DEMO_LIMITS : AUTH_LIMITS,
        );
        const { pre, cached } = await cache.get(
          scopedPromptHash(req.demo ? DEMO_SCOPE : (req.account_id ?? DEMO_SCOPE), i.input.system_prompt),
          judgment.preprocessEngine,
          () => judgment.preprocess(i.input.system_prompt),
          req.account_id,
        );
        const preprocessMs = performance.now() - t0;
        if (pre.cannot_comply) {
          // Nothing to screen or verify: answer from here.
          const run = runSteerEngines(i.input, { preprocessed: pre });
          const body = buildSteerResponse({
            requestId: req.request_id,
            receivedAt: req.received_at,
            now: Date.now(),
            pre,
            cached,
            screen: run.screen,
            verify: run.verify,
            times: { preprocess_ms: preprocessMs, screen_ms: 0, verify_ms: 0 },
            warnings: i.warnings,
            turnCount: i.turnCount,
            triggeringUserMessage: i.triggeringUserMessage,
            demo: req.demo,
          });
          return { kind: 'reply', status: 200, body };
        }
        return {
          kind: 'forward',
          record: {
            request_id: req.request_id,
            account_id: req.account_id,
            demo: req.demo,
            received_at: req.received_at,
            system_prompt: i.input.system_prompt,
            proposed_response: i.input.proposed_response,
            messages: i.input.messages ?? null,
            turn_count: i.turnCount ?? null,
            triggering_user_message: i.triggeringUserMessage ?? null,
            warnings_json: JSON.stringify(i.warnings),
            preprocessed: preToRecord(pre),
            cached,
            preprocess_ms: preprocessMs,
          },
        };
      },
      async close() {
        await cache.close();
        await engines.release();
      },
    };
  },
});
