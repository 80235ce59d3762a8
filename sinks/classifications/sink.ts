import { TOPICS } from '../../infra/topics.js';
import type { ClassifyResultRecord as ResultRecord } from '../../schemas/generated/records.js';
import { defineTableSink } from '../clickhouse/table-writer.js';
import { classificationRows } from './rows.js';

/** Most classify.results records written with one insert. */
export const SINK_BATCH = 512;

/**
 * Writes streamed conversation scores (classify.results) to the ClickHouse table `classifications`: one row per
 * conversation and one per scored turn. One insert per batch of records, before the batch's offsets commit
 * (at-least-once); the table deduplicates a redelivered record by its request id. A record that does not decode
 * never will: it goes whole to the dead-letter topic and the rest of the batch is written (sinks/clickhouse/table-writer.ts).
 */
export const classificationsSink = defineTableSink({
  name: 'classifications',
  description: 'streamed classifier results (classify.results) into the ClickHouse table classifications',
  group: 'sink-classifications',
  topics: [TOPICS.classifyResults],
  maxBatchSize: SINK_BATCH,
  rows: async (rec, rt) => ({ classifications: classificationRows(await rt.avro.decode<ResultRecord>('classify-result', rec.value, rec.headers)) }),
});
