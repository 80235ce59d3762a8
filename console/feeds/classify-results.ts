/**
 * The stream feed: consumes the classifier's streaming output topic `classify.results` (schemas/classify-result.avsc),
 * so a platform that streams conversations through Kafka gets console sessions and watchlist matches without an HTTP
 * call. Each record that carries a session_id and user_id and a classify result of the spec's shape is stored the way
 * the storage stage stores an ingest (source `stream`, no re-scoring; announced on console.stored) before its offset
 * is committed; others are skipped with a warning (never retried: they will not get better).
 */
import { randomUUID } from 'node:crypto';
import { type Component, consume, type Runtime } from '../../infra/runtime.js';
import { IngestItemSchema } from '../../schemas/http/console.js';
import { storeIngest } from '../ingest/store-stage.js';
import { CONSOLE_TOPICS } from '../topics.js';

interface ClassifyResultRecord {
  request_id: string;
  session_id: string | null;
  user_id: string | null;
  agent_id: string | null;
  messages_json: string | null;
  result_json: string;
  scored_at: number;
}

function parseJson(s: string | null): unknown {
  if (s === null) return undefined;
  try {
    return JSON.parse(s);
  } catch {
    return Symbol.for('bad-json');
  }
}

export const classifyResultsFeed: Component = {
  name: 'console-classify-feed',
  kind: 'sink',
  description: 'stores the classifier stream (classify.results) as console sessions',
  async start(rt: Runtime) {
    const sub = await consume(rt, {
      component: 'console-classify-feed',
      topics: [CONSOLE_TOPICS.classifyResults],
      handler: async (rec) => {
        let r: ClassifyResultRecord;
        try {
          r = await rt.avro.decode<ClassifyResultRecord>('classify-result', rec.value, rec.headers);
        } catch (err) {
          rt.logger.warn({ offset: rec.offset, err: (err as Error).message }, 'classify.results record undecodable; skipped');
          return;
        }
        const item = IngestItemSchema.safeParse({
          session_id: r.session_id ?? undefined,
          user_id: r.user_id ?? undefined,
          agent_id: r.agent_id,
          messages: parseJson(r.messages_json),
          classifier: parseJson(r.result_json),
          scored_at: r.scored_at / 1000,
        });
        if (!item.success) {
          const i = item.error.issues[0];
          rt.logger.warn({ request_id: r.request_id, reason: `${i?.path.join('.')}: ${i?.message}` }, 'classify.results record not storable; skipped');
          return;
        }
        // stored here, before this record's offset is committed: a crash in between redelivers it (same revision id)
        await storeIngest(
          rt,
          undefined,
          {
            ingest_id: `str_${r.request_id || randomUUID()}`,
            source: 'stream',
            items_json: JSON.stringify([{ index: 0, item: item.data }]),
            received_at: rt.clock.now().getTime(),
          },
          item.data.session_id,
        );
      },
    });
    return { stop: () => sub.close() };
  },
};
