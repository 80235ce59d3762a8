import { TOPICS } from '../../infra/topics.js';
import type { RequestLogRecord } from '../../schemas/generated/records.js';
import { defineTableSink } from './table-writer.js';

/**
 * Writes request logs to ClickHouse, one insert per batch before its offsets commit (at-least-once; table-writer.ts);
 * the table is a ReplacingMergeTree keyed by request id, so a redelivered record does not count twice after merges.
 */
export const requestLogSink = defineTableSink({
  name: 'clickhouse',
  description: 'request logs (and later trends) into ClickHouse',
  group: 'sink-clickhouse',
  topics: [TOPICS.requestLog],
  rows: async (rec, rt) => ({ request_log: [await rt.avro.decode<RequestLogRecord>('request-log', rec.value, rec.headers)] }),
});
