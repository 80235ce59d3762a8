import type { BusRecord } from '../../infra/bus/types.js';
import type { Component, Runtime } from '../../infra/runtime.js';
import { TOPICS } from '../../infra/topics.js';
import type { RequestLogRecord } from '../../schemas/generated/records.js';

/**
 * Writes request logs to ClickHouse. Each record is inserted before its offset commits (at-least-once);
 * the table is a ReplacingMergeTree keyed by request id, so a redelivered record does not count twice after merges.
 */
export const requestLogSink: Component = {
  name: 'clickhouse',
  kind: 'sink',
  description: 'request logs (and later trends) into ClickHouse',
  async start(rt: Runtime) {
    const analytics = await rt.analytics();
    const sub = await rt.bus.subscribe({
      groupId: 'sink-clickhouse',
      topics: [TOPICS.requestLog],
      fromBeginning: true,
      handler: async (rec: BusRecord) => {
        const row = await rt.avro.decode<RequestLogRecord>('request-log', rec.value, rec.headers);
        await analytics.insert('request_log', [row]);
      },
    });
    return { stop: () => sub.close() };
  },
};
