import type { BusRecord, OutgoingRecord } from '../../infra/bus/types.js';
import type { Component, Runtime } from '../../infra/runtime.js';
import { TOPICS } from '../../infra/topics.js';
import type { ClassifyResultRecord as ResultRecord } from '../../schemas/generated/records.js';
import { classificationRows } from './rows.js';

/** Most classify.results records written with one insert. */
export const SINK_BATCH = 512;

/**
 * Writes streamed conversation scores (classify.results) to the ClickHouse table `classifications`: one row per
 * conversation and one per scored turn. One insert per batch of records, before the batch's offsets commit
 * (at-least-once); the table deduplicates a redelivered record by its request id. A record that does not decode
 * never will: it goes whole to the dead-letter topic and the rest of the batch is written.
 */
export const classificationsSink: Component = {
  name: 'classifications',
  kind: 'sink',
  description: 'streamed classifier results (classify.results) into the ClickHouse table classifications',
  async start(rt: Runtime) {
    const analytics = await rt.analytics();
    const sub = await rt.bus.subscribeBatch({
      groupId: 'sink-classifications',
      topics: [TOPICS.classifyResults],
      fromBeginning: true,
      maxBatchSize: SINK_BATCH,
      eachBatch: async (recs: BusRecord[]) => {
        const rows: ReturnType<typeof classificationRows> = [];
        const poison: OutgoingRecord[] = [];
        for (const rec of recs) {
          let r: ResultRecord;
          try {
            r = await rt.avro.decode<ResultRecord>('classify-result', rec.value, rec.headers);
          } catch (err) {
            // A database failure while fetching a writer schema is transient (the batch is retried); bad bytes are not.
            if ((err as { code?: unknown }).code !== undefined && !(err instanceof RangeError)) throw err;
            rt.logger.error(
              { component: 'sink-classifications', topic: rec.topic, partition: rec.partition, offset: rec.offset },
              'undecodable result dead-lettered',
            );
            poison.push(deadLetterOf(rec, (err as Error).message));
            continue;
          }
          rows.push(...classificationRows(r));
        }
        if (rows.length) await analytics.insert('classifications', rows);
        if (poison.length) await rt.bus.publish(TOPICS.deadLetter, poison);
        rt.metrics.busRecords.inc({ component: 'sink-classifications', outcome: 'ok' }, recs.length - poison.length);
        if (poison.length) rt.metrics.busRecords.inc({ component: 'sink-classifications', outcome: 'dead_letter' }, poison.length);
      },
    });
    return { stop: () => sub.close() };
  },
};

function deadLetterOf(rec: BusRecord, reason: string): OutgoingRecord {
  return {
    key: rec.key,
    value: rec.value,
    headers: {
      ...rec.headers,
      'dlq-topic': rec.topic,
      'dlq-partition': String(rec.partition),
      'dlq-offset': rec.offset,
      'dlq-component': 'sink-classifications',
      'dlq-kind': 'undecodable',
      'dlq-status': '422',
      'dlq-reason': reason.slice(0, 200),
      'dlq-at': new Date().toISOString(),
    },
  };
}
