import type { BusRecord } from '../../infra/bus/types.js';
import type { Component, Runtime } from '../../infra/runtime.js';
import { consume } from '../../infra/runtime.js';
import { TOPICS } from '../../infra/topics.js';
import type { ClassifyResultRecord as ResultRecord } from '../../schemas/generated/records.js';
import { classificationRows } from './rows.js';

/**
 * Writes streamed conversation scores (classify.results) to the ClickHouse table `classifications`: one row per
 * conversation and one per scored turn. Rows are inserted before the offset commits (at-least-once); the table
 * deduplicates a redelivered record by its request id.
 */
export const classificationsSink: Component = {
  name: 'classifications',
  kind: 'sink',
  description: 'streamed classifier results (classify.results) into the ClickHouse table classifications',
  async start(rt: Runtime) {
    const analytics = await rt.analytics();
    const sub = await consume(rt, {
      component: 'sink-classifications',
      group: 'sink-classifications',
      topics: [TOPICS.classifyResults],
      handler: async (rec: BusRecord) => {
        const r = await rt.avro.decode<ResultRecord>('classify-result', rec.value, rec.headers);
        await analytics.insert('classifications', classificationRows(r));
      },
    });
    return { stop: () => sub.close() };
  },
};
