/**
 * The ocular processor: the scoring core behind the bus. One component, two inputs, one loaded core:
 * - `classify.requested` (request/reply, a kernel stage): the hosted and demo routes' calls; the reply carries the
 *   result in the view the route allows (customer: no heads or detail; demo: both);
 * - `classify.conversations` (streaming): conversations a platform produces directly; each score goes to
 *   `classify.results` (the classifications sink writes it to ClickHouse), and a record that can never score
 *   goes whole to `classify.rejected` instead of blocking its partition.
 * Instances of `haven processor ocular` share both topics' partitions as one consumer group each. The scoring core
 * is loaded once per process, on the first record.
 */

import { pastDeadline } from '../../infra/bus/request-reply.js';
import { type Component, consume, type Runtime, type Stoppable } from '../../infra/runtime.js';
import { TOPICS } from '../../infra/topics.js';
import { defineStage, FinalError } from '../kernel/index.js';
import type { Scorer } from './core/types.js';
import { type ScoreRequest, toScoreRequest } from './service/backend.js';
import { sharedScorer } from './service/local.js';
import { type ConversationRecord, modelVersion, RejectedRecord, streamRequestId, toResultRecord, toStreamRequest } from './service/stream-record.js';
import { type ResultView, shapeResult } from './service/views.js';

/** A record of topic classify.requested (schemas/classify-request.avsc). */
export interface ClassifyRequestRecord {
  request_id: string;
  account_id: string | null;
  view: ResultView;
  received_at: number;
  messages: Array<{ role: 'user' | 'assistant' | 'system'; content: string }> | null;
  text: string | null;
  per_turn: boolean;
  trajectory_stride: number;
  thoroughness: 'fast' | 'auto' | 'thorough';
  detail: boolean;
}

/** Scores with the core, turning input the core rejects into a final 400 (answered once, never redelivered). */
async function score(scorer: Scorer, req: ScoreRequest, requestId: string): Promise<Record<string, unknown>> {
  let r: Record<string, unknown>;
  try {
    r = (await scorer.classify(req)) as unknown as Record<string, unknown>;
  } catch (err) {
    if (err instanceof RangeError || err instanceof TypeError) throw new FinalError(400, 'invalid_request', err.message);
    throw err;
  }
  r.meta = { ...(r.meta as object), request_id: requestId };
  return r;
}

export const ocularRequestStage = defineStage<ClassifyRequestRecord>({
  name: 'ocular',
  description: 'the conversation classifier: scores classify.requested calls (request/reply)',
  input: { topic: TOPICS.classifyRequested, schema: 'classify-request' },
  async open() {
    return {
      async run(rec) {
        const scorer = await sharedScorer();
        const req = toScoreRequest({ ...rec, detail: rec.view === 'demo' ? true : rec.view === 'customer' ? false : rec.detail });
        const result = await score(scorer, req, rec.request_id);
        return { kind: 'reply', status: 200, body: shapeResult(result, rec.view) };
      },
    };
  },
});

/** The streaming consumer of classify.conversations. */
async function startStream(rt: Runtime): Promise<Stoppable> {
  const reject = async (rec: { topic: string; partition: number; offset: string; key: string; value: Buffer }, reason: string) => {
    rt.logger.warn({ component: 'ocular-stream', topic: rec.topic, partition: rec.partition, offset: rec.offset, reason }, 'streamed conversation rejected');
    const enc = rt.avro.encode('classify-rejected', {
      source_topic: rec.topic,
      partition: rec.partition,
      offset: rec.offset,
      key: rec.key,
      reason,
      rejected_at: Date.now(),
      payload: rec.value,
    });
    await rt.bus.publish(TOPICS.classifyRejected, [{ key: rec.key, value: enc.value, headers: enc.headers }]);
  };
  let mv: string | undefined;
  const sub = await consume(rt, {
    component: 'ocular-stream',
    topics: [TOPICS.classifyConversations],
    group: 'ocular-stream',
    handler: async (rec) => {
      if (pastDeadline(rec, rt.clock.now().getTime())) return;
      let conv: ConversationRecord;
      let req: ScoreRequest;
      try {
        conv = await rt.avro.decode<ConversationRecord>('classify-conversation', rec.value, rec.headers);
        req = toStreamRequest(conv);
      } catch (err) {
        // Undecodable or unscorable input never gets better: keep it whole and move on.
        await reject(rec, err instanceof RejectedRecord ? err.message : `not a classify-conversation record: ${(err as Error).message}`);
        return;
      }
      const requestId = streamRequestId(rec.topic, rec.partition, rec.offset);
      const scorer = await sharedScorer();
      let result: Record<string, unknown>;
      try {
        result = await score(scorer, req, requestId);
      } catch (err) {
        if (err instanceof FinalError) return reject(rec, err.message);
        throw err; // transient: redelivered
      }
      const out = toResultRecord(conv, result, { requestId, scoredAt: rt.clock.now().getTime(), modelVersion: (mv ??= modelVersion(scorer.info())) });
      const enc = rt.avro.encode('classify-result', out);
      await rt.bus.publish(TOPICS.classifyResults, [{ key: conv.conversation_id, value: enc.value, headers: { ...enc.headers, 'request-id': requestId } }]);
    },
  });
  return { stop: () => sub.close() };
}

export const ocularProcessor: Component = {
  name: 'ocular',
  kind: 'processor',
  description: 'the conversation classifier: classify.requested (request/reply) and classify.conversations (streaming → classify.results)',
  async start(rt: Runtime): Promise<Stoppable> {
    // The core loads on the first record, not here: a Haven that never classifies never pays for its models
    // (and a core that cannot load fails those calls with a 503, not the whole process).
    const stage = await ocularRequestStage.start(rt);
    const stream = await startStream(rt);
    return {
      async stop() {
        await stream.stop();
        await stage.stop();
      },
    };
  },
};
