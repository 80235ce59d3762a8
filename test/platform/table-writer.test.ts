/**
 * The ClickHouse sinks' shared writer (sinks/clickhouse/table-writer.ts), through the request-log sink on the
 * embedded runtime (in-process bus, chDB): a batch with a record that can never decode writes the good records'
 * rows and sends the bad one, whole, to the dead-letter topic, where before it would have been retried for ever.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusRecord } from '../../infra/bus/types.js';
import { loadConfig } from '../../infra/config.js';
import { openRuntime, type Runtime } from '../../infra/runtime.js';
import { TOPICS } from '../../infra/topics.js';
import { requestLogSink } from '../../sinks/clickhouse/request-log-sink.js';
import { waitUntil } from '../helpers/receiver.js';

let dir: string;
let rt: Runtime;
let stop: () => Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'haven-table-writer-'));
  rt = await openRuntime(loadConfig({ HAVEN_DATA_DIR: dir, LOG_LEVEL: 'silent', PORT: '0' }), { role: 'test' });
  stop = (await requestLogSink.start(rt)).stop;
});
afterAll(async () => {
  await stop?.();
  await rt?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('ClickHouse table writer', () => {
  it('writes the decodable records of a batch and dead-letters the one that never decodes', async () => {
    const dead: BusRecord[] = [];
    const sub = await rt.bus.subscribe({ groupId: 'test-dead', topics: [TOPICS.deadLetter], fromBeginning: true, handler: async (r) => void dead.push(r) });
    try {
      const row = (id: string) =>
        rt.avro.encode('request-log', {
          request_id: id,
          ts: Date.now(),
          route: '/v1/steer',
          method: 'POST',
          status: 200,
          latency_ms: 3.5,
          account_id: null,
          charged_mills: 1,
          instance: 'i',
        });
      const a = row('req_tw_a');
      const b = row('req_tw_b');
      await rt.bus.publish(TOPICS.requestLog, [
        { key: 'req_tw_a', value: a.value, headers: a.headers },
        { key: 'req_tw_bad', value: Buffer.from('not a request-log record') },
        { key: 'req_tw_b', value: b.value, headers: b.headers },
      ]);
      const analytics = await rt.analytics();
      await waitUntil(
        async () => (await analytics.query(`SELECT request_id FROM request_log WHERE request_id IN ('req_tw_a', 'req_tw_b')`)).length === 2,
        30_000,
        'both good rows',
      );
      await waitUntil(() => dead.some((r) => r.key === 'req_tw_bad'), 30_000, 'the dead-lettered record');
      const d = dead.find((r) => r.key === 'req_tw_bad')!;
      expect(d.value.toString()).toBe('not a request-log record');
      expect(d.headers['dlq-component']).toBe('sink-clickhouse');
      expect(d.headers['dlq-topic']).toBe(TOPICS.requestLog);
      expect(d.headers['dlq-kind']).toBe('undecodable');
      expect(d.headers['dlq-status']).toBe('422');
      expect(d.headers['dlq-reason']).toBeTruthy();
      expect(dead.filter((r) => r.key.startsWith('req_tw_') && r.key !== 'req_tw_bad')).toEqual([]);
    } finally {
      await sub.close();
    }
  });
});
