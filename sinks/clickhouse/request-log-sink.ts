import type { Component, Runtime } from '../../infra/runtime.js';
import { TOPICS } from '../../infra/topics.js';
import type { RequestLogRecord } from '../../schemas/generated/records.js';
import { subscribeTableWriter } from './table-writer.js';

/**
 * Writes request logs to ClickHouse, one insert per batch before its offsets commit (at-least-once; table-writer.ts);
 * the table is a ReplacingMergeTree keyed by request id, so a redelivered record does not count twice after merges.
 */
export const requestLogSink: Component = {
  name: 'clickhouse',
  kind: 'sink',
  description: 'request logs (and later trends) into ClickHouse',
  async start(rt: Runtime) {
    const analytics = await rt.analytics();
    const sub = await subscribeTableWriter(rt, analytics, {
      group: 'sink-clickhouse',
      topics: [TOPICS.requestLog],
      rows: async (rec) => ({ request_log: [await rt.avro.decode<RequestLogRecord>('request-log', rec.value, rec.headers)] }),
    });
    return { stop: () => sub.close() };
  },
};
