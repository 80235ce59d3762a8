/**
 * The risk processor: answers evaluate.requested (request/reply) with the route's wire shape, publishes an
 * evaluate.alert candidate to webhook.events (before replying, so a crash never loses it; the event id is derived from
 * the request id, so a redelivered request publishes the same event and the sink delivers it once), and records the
 * outcome on evaluate.completed. The classifier core is the process's shared scorer (processors/ocular/service/local.ts);
 * the directory is the signpost processor's holder (same state-store version, reloaded when a newer one appears).
 */
import { DEADLINE } from '../../infra/bus/request-reply.js';
import { llmConfigOf } from '../../infra/models/llm.js';
import { TOPICS } from '../../infra/topics.js';
import type { EvaluateRequestRecord } from '../../schemas/http/evaluate.js';
import { WEBHOOK_EVENT_SCHEMA } from '../../sinks/webhooks/events.js';
import { defineStage } from '../kernel/index.js';
import type { Scorer } from '../ocular/core/types.js';
import { sharedScorer } from '../ocular/service/local.js';
import { DirectoryHolder, RELOAD_POLL_MS } from '../signpost/service/processor.js';
import { type RiskHeads, sharedRiskHeads } from './heads.js';
import { anthropicRefiner } from './refine-anthropic.js';
import { evaluate } from './service.js';

export const riskProcessor = defineStage<EvaluateRequestRecord>({
  name: 'risk',
  description: 'risk evaluation: /v1/evaluate, /v1/try/evaluate, /v0/screen, /v0/evaluate, evaluate.alert',
  input: { topic: TOPICS.evaluateRequested, schema: 'evaluate-request' },
  async open(rt) {
    const log = rt.logger.child({ component: 'risk' });
    const holder = new DirectoryHolder(rt);
    await holder.init();
    const poll = setInterval(
      () => holder.refresh().catch((err) => log.warn({ err: { message: (err as Error).message } }, 'directory check failed')),
      RELOAD_POLL_MS,
    );
    poll.unref();
    let scorer: Scorer | null = null;
    if (rt.config.HAVEN_RISK_CORE !== 'off') {
      try {
        scorer = await sharedScorer();
      } catch (err) {
        log.warn(
          { err: { message: (err as Error).message } },
          'classifier core unavailable: evaluate decides from its vocabulary alone (engine local:risk-vocabulary)',
        );
      }
    }
    // the heads embed with the core's MiniLM (one session per process), so they need the core
    let heads: RiskHeads | null = null;
    if (scorer) {
      try {
        heads = await sharedRiskHeads(scorer);
      } catch (err) {
        log.warn({ err: { message: (err as Error).message } }, 'risk heads unavailable: evaluate decides without them (the engine name says so)');
      }
    }
    const llm = llmConfigOf(rt.config);
    const refiner = llm ? anthropicRefiner(llm) : undefined;
    return {
      async run(record, { rec }) {
        const t0 = performance.now();
        const deadline = Number(rec.headers[DEADLINE]) || Date.now() + rt.config.REPLY_TIMEOUT_MS;
        const out = await evaluate(record, {
          scorer,
          heads,
          directory: () => holder.current.resources,
          now: () => rt.clock.now(),
          refiner,
          timeLeftMs: () => deadline - Date.now(),
          onRefinerError: (err) => log.warn({ err: { message: err.message } }, 'anthropic refinement failed; the local assessment stands'),
          onCoreError: (err) => log.warn({ err: { message: err.message } }, 'classifier core failed on this request; vocabulary only'),
        });
        // both records are written before the reply (a crash never loses the alert), in parallel (one broker round trip)
        const writes: Promise<unknown>[] = [];
        if (out.alert) {
          const enc = rt.avro.encode(WEBHOOK_EVENT_SCHEMA, out.alert as unknown as Record<string, unknown>);
          writes.push(rt.bus.publish(TOPICS.webhookEvents, [{ key: out.alert.account_id, value: enc.value, headers: enc.headers }]));
        }
        if (out.assessment) {
          const a = out.assessment;
          const enc = rt.avro.encode('evaluate-completed', {
            request_id: record.request_id,
            route: record.route,
            account_id: record.account_id,
            speaker_severity: a.speaker_severity,
            speaker_imminence: a.speaker_imminence,
            show_resources: a.show_resources,
            risk_types: a.risks.map((r) => `${r.code}:${r.subject}:${r.risk_severity}`),
            engine: a.engine,
            latency_ms: Math.round((performance.now() - t0) * 100) / 100,
            completed_at: Date.now(),
          });
          writes.push(rt.bus.publish(TOPICS.evaluateCompleted, [{ key: record.account_id ?? record.request_id, value: enc.value, headers: enc.headers }]));
        }
        await Promise.all(writes);
        return { kind: 'reply', status: out.status, body: out.body };
      },
      async close() {
        clearInterval(poll);
      },
    };
  },
});
