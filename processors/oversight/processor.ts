/**
 * `oversight`: answers POST /v1/oversight/analyze and the demo route. Analyze stores no conversation content: the
 * result goes back to the caller, the content-free `oversight.completed` record to ClickHouse, and an alert to the
 * account's webhooks when concern is high or critical.
 */

import { DEADLINE } from '../../infra/bus/request-reply.js';
import { TOPICS } from '../../infra/topics.js';
import { OversightAnalyzeRequestSchema } from '../../schemas/http/oversight.js';
import { defineStage, FinalError } from '../kernel/index.js';
import { analyzeReviewed } from './analyze-reviewed.js';
import { completedRecord, publishAlert, publishCompleted } from './events.js';
import { openJudgment } from './judgment.js';

interface OversightRequestRecord {
  request_id: string;
  account_id: string | null;
  demo: boolean;
  received_at: number;
  body_json: string;
}

/** time kept back from the reply deadline for building, announcing and answering after a review */
const REVIEW_MARGIN_MS = 1500;

export const oversightProcessor = defineStage<OversightRequestRecord>({
  name: 'oversight',
  description: 'oversight analyze (single, sliding, fast, filters) and the demo route; announces results and alerts',
  input: { topic: TOPICS.oversightRequested, schema: 'oversight-request' },
  async open(rt) {
    const judgment = await openJudgment(rt);
    return {
      async run(r, { rec }) {
        const parsed = OversightAnalyzeRequestSchema.safeParse(JSON.parse(r.body_json));
        if (!parsed.success) throw new FinalError(400, 'invalid_request', parsed.error.issues[0]?.message ?? 'invalid request');
        const input = parsed.data;
        const deadline = Number(rec.headers[DEADLINE]) || Date.now() + rt.config.REPLY_TIMEOUT_MS;
        const deps = { ...(await judgment.depsFor(input.conversation, input.config?.mode ?? 'full')), demo: r.demo, now: () => rt.clock.now() };
        // the reviewer gets what is left of the caller's deadline, less a margin for building and announcing the result
        const out = await analyzeReviewed(input, deps, {
          reviewer: judgment.reviewer,
          timeoutMs: deadline - Date.now() - REVIEW_MARGIN_MS,
          onError: (err) => rt.logger.warn({ component: 'oversight', err: { message: err.message } }, 'anthropic review failed; the local result stands'),
        });
        if (r.demo)
          return { kind: 'reply', status: 200, body: { mode: input.config?.mode === 'fast' ? 'fast' : 'single', result: out.result, try_endpoint: true } };
        const body: Record<string, unknown> = { result: out.result, strategy: out.strategy, strategy_reason: out.strategy_reason };
        if (out.truncation_warnings.length) body.truncation_warnings = out.truncation_warnings;
        if (r.account_id) {
          const conv = { ...input.conversation, conversation_id: out.result.conversation_id };
          const rec = completedRecord({ analysisId: r.request_id, accountId: r.account_id, source: 'analyze', conv, result: out.result });
          // both announced before the reply (a crash after the reply must not lose the ClickHouse record), in parallel
          await Promise.all([publishCompleted(rt, rec), publishAlert(rt, { accountId: r.account_id, analysisId: r.request_id, conv, result: out.result })]);
        }
        return { kind: 'reply', status: 200, body };
      },
      close: () => judgment.close(),
    };
  },
});
