/**
 * Fault suite (issue 8, item 9): kill -9 of a processor process on Kafka under load. The killed member's
 * partitions move to the survivor after the consumer session timeout (KAFKA_SESSION_TIMEOUT_MS, default 6 s),
 * well inside the 15 s reply timeout: every request is answered, none with 503. The recovery time is printed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, cycle } from '../helpers/at.js';
import { waitUntil } from '../helpers/receiver.js';
import { api, type Stack, startStack } from '../helpers/stack.js';

let s: Stack;
const children: { proc: ChildProcess; log: string }[] = [];

function startProcessor(i: number) {
  const env = { ...process.env, ...s.env, HAVEN_INSTANCE_ID: `failover-proc${i}-${Date.now().toString(36)}`, LOG_LEVEL: 'info' };
  const proc = spawn(process.execPath, ['bin/haven.mjs', 'processor', 'webhooks-api'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const c = { proc, log: '' };
  proc.stdout!.on('data', (d) => (c.log += d));
  proc.stderr!.on('data', (d) => (c.log += d));
  children.push(c);
  return c;
}

beforeAll(async () => {
  // the ingress runs here; the processors are separate processes that can be killed with SIGKILL
  // one load generator stands for many clients: no per-IP connection cap here
  s = await startStack('kafka', { processors: 0, env: { HTTP_MAX_CONNECTIONS_PER_IP: '0' } });
  const a = startProcessor(0);
  const b = startProcessor(1);
  await waitUntil(() => a.log.includes('component started') && b.log.includes('component started'), 120_000, 'both processors joined');
});
afterAll(async () => {
  for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
  await s?.stop();
});

describe('kill -9 of a processor under load (item 9)', () => {
  it('every request is answered; the slowest stays well under the reply timeout', async () => {
    // 12 keys × 25 requests stays under the webhooks route's 30/min per key
    const keys = await Promise.all(Array.from({ length: 12 }, () => s.newKey()));
    // warm up: both members own partitions and answer
    await waitUntil(
      async () => (await Promise.all(keys.map((k) => api(s.url, '/v1/webhooks', { key: k.key })))).every((r) => r.status === 200),
      60_000,
      'warm',
    );
    const results: { at: number; ms: number; status: number; error?: string }[] = [];
    const t0 = Date.now();
    let killedAt = 0;
    const load: Promise<void>[] = [];
    for (let i = 0; i < 300; i++) {
      const sentAt = Date.now();
      load.push(
        api(s.url, '/v1/webhooks', { key: cycle(keys, i).key }).then(
          (r) => void results.push({ at: sentAt, ms: Date.now() - sentAt, status: r.status, error: r.body?.error }),
        ),
      );
      if (i === 60) {
        at(children, 0).proc.kill('SIGKILL');
        killedAt = Date.now();
      }
      await new Promise((r) => setTimeout(r, 40));
    }
    await Promise.all(load);
    const after = results.filter((r) => r.at >= killedAt - 1000);
    const slowest = Math.max(...after.map((r) => r.ms));
    const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
    console.log(
      `[faults] kill -9 of 1 of 2 processors on Kafka: ${results.length} requests over ${Date.now() - t0} ms, ` +
        `503s ${results.filter((r) => r.status === 503).length}, slowest ${slowest} ms (reply timeout 15000 ms), p50 ${sorted[Math.floor(sorted.length / 2)]} ms, ` +
        `p99 ${sorted[Math.floor(sorted.length * 0.99)]} ms (KAFKA_SESSION_TIMEOUT_MS ${s.rt.config.KAFKA_SESSION_TIMEOUT_MS})`,
    );
    expect(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.error} after ${r.at - killedAt} ms`)).toEqual([]);
  });
});
