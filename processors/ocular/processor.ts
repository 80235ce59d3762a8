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
import type { OutgoingRecord } from '../../infra/bus/types.js';
import type { Component, Runtime, Stoppable } from '../../infra/runtime.js';
import { TOPICS } from '../../infra/topics.js';
import { defineStage, FinalError } from '../kernel/index.js';
import type { ClassifyOutcome, Scorer } from './core/types.js';
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

/** Most streamed conversations scored in one core call (one embedding call, one heads run, one publish). */
export const STREAM_BATCH = 128;

type StreamRecord = { topic: string; partition: number; offset: string; key: string; value: Buffer; headers: Record<string, string> };

/**
 * The streaming consumer of classify.conversations, in batches of one partition: decode and check every record,
 * score the batch with one core call, publish every result (and every rejection) with one call each; only then does
 * the bus commit the batch. A kill at any point before that loses nothing: the batch is delivered again and scores
 * to the same request ids (derived from topic/partition/offset), so the sink's table deduplicates it.
 */
async function startStream(rt: Runtime): Promise<Stoppable> {
  const rejection = (rec: StreamRecord, reason: string) => {
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
    return { key: rec.key, value: enc.value, headers: enc.headers };
  };
  let mv: string | undefined;
  const sub = await rt.bus.subscribeBatch({
    groupId: 'ocular-stream',
    topics: [TOPICS.classifyConversations],
    fromBeginning: true,
    maxBatchSize: STREAM_BATCH,
    eachBatch: async (recs) => {
      const now = rt.clock.now().getTime();
      const rejected: OutgoingRecord[] = [];
      const items: { rec: StreamRecord; conv: ConversationRecord; req: ScoreRequest; requestId: string }[] = [];
      for (const rec of recs) {
        if (pastDeadline(rec, now)) continue;
        try {
          const conv = await rt.avro.decode<ConversationRecord>('classify-conversation', rec.value, rec.headers);
          items.push({ rec, conv, req: toStreamRequest(conv), requestId: streamRequestId(rec.topic, rec.partition, rec.offset) });
        } catch (err) {
          // Undecodable or unscorable input never gets better: keep it whole and move on.
          rejected.push(rejection(rec, err instanceof RejectedRecord ? err.message : `not a classify-conversation record: ${(err as Error).message}`));
        }
      }
      const results: OutgoingRecord[] = [];
      if (items.length) {
        const scorer = await sharedScorer();
        const outcomes = await scoreBatch(
          scorer,
          items.map((i) => i.req),
        );
        const scoredAt = rt.clock.now().getTime();
        mv ??= modelVersion(scorer.info());
        outcomes.forEach((o, k) => {
          const { rec, conv, requestId } = items[k]!;
          if (o.error) {
            rejected.push(rejection(rec, o.error.message));
            return;
          }
          const result = o.result as unknown as Record<string, unknown>;
          result.meta = { ...(result.meta as object), request_id: requestId };
          const enc = rt.avro.encode('classify-result', toResultRecord(conv, result, { requestId, scoredAt, modelVersion: mv! }));
          results.push({ key: conv.conversation_id, value: enc.value, headers: { ...enc.headers, 'request-id': requestId } });
        });
      }
      // Both publishes resolve before the batch resolves, so the bus commits only what has its output on a topic.
      if (results.length) await rt.bus.publish(TOPICS.classifyResults, results);
      if (rejected.length) await rt.bus.publish(TOPICS.classifyRejected, rejected);
      if (results.length) rt.metrics.busRecords.inc({ component: 'ocular-stream', outcome: 'ok' }, results.length);
      if (rejected.length) rt.metrics.busRecords.inc({ component: 'ocular-stream', outcome: 'rejected' }, rejected.length);
    },
  });
  return { stop: () => sub.close() };
}

/** One core call for the batch where the core offers it; one call per request otherwise (other Scorer implementations). */
async function scoreBatch(scorer: Scorer, reqs: ScoreRequest[]): Promise<ClassifyOutcome[]> {
  if (scorer.classifyMany) return scorer.classifyMany(reqs);
  const out: ClassifyOutcome[] = [];
  for (const req of reqs) {
    try {
      out.push({ result: await scorer.classify(req) });
    } catch (err) {
      if (err instanceof RangeError || err instanceof TypeError) out.push({ error: err });
      else throw err;
    }
  }
  return out;
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
