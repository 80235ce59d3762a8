/**
 * `oversight`: answers POST /v1/oversight/analyze and the demo route. Analyze stores no conversation content: the
 * result goes back to the caller, the content-free `oversight.completed` record to ClickHouse, and an alert to the
 * account's webhooks when concern is high or critical.
 */
import { TOPICS } from '../../infra/topics.js';
import { OversightAnalyzeRequestSchema } from '../../schemas/http/oversight.js';
import { defineStage, FinalError } from '../kernel/index.js';
import { analyze } from './engine.js';
import { completedRecord, publishAlert, publishCompleted } from './events.js';
import { openJudgment } from './judgment.js';

interface OversightRequestRecord {
  request_id: string;
  account_id: string | null;
  demo: boolean;
  received_at: number;
  body_json: string;
}

export const oversightProcessor = defineStage<OversightRequestRecord>({
  name: 'oversight',
  description: 'oversight analyze (single, sliding, fast, filters) and the demo route; announces results and alerts',
  input: { topic: TOPICS.oversightRequested, schema: 'oversight-request' },
  async open(rt) {
    const judgment = await openJudgment(rt);
    return {
      async run(r) {
        const parsed = OversightAnalyzeRequestSchema.safeParse(JSON.parse(r.body_json));
        if (!parsed.success) throw new FinalError(400, 'invalid_request', parsed.error.issues[0]?.message ?? 'invalid request');
        const input = parsed.data;
        const out = analyze(input, { ...(await judgment.depsFor(input.conversation, input.config?.mode ?? 'full')), demo: r.demo, now: () => rt.clock.now() });
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
