/**
 * Request/reply across instances, timeouts, crashes and distributed limits, on Kafka + PostgreSQL + chDB
 * (and the timeout on the embedded runtime too).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cycle } from '../helpers/at.js';
import { startReceiver, waitUntil } from '../helpers/receiver.js';
import { api, type Stack, startStack } from '../helpers/stack.js';

describe('two ingress and two processor instances on Kafka', () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack('kafka', { ingresses: 2, processors: 2 });
  });
  afterAll(async () => s?.stop());

  it('answers every request on the ingress instance that holds it', async () => {
    const keys = await Promise.all(Array.from({ length: 4 }, () => s.newKey()));
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) => api(cycle(s.urls, i), '/v1/webhooks', { key: cycle(keys, i).key, body: { url: `https://example.com/hook/${i}` } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(24).fill(200));
    // each account sees its own six, whichever ingress it asks
    for (const [i, k] of keys.entries()) {
      const list = await api(cycle(s.urls, i + 1), '/v1/webhooks', { key: k.key });
      expect(list.body.webhooks).toHaveLength(6);
    }
    // both processor instances were in the group (the request topic has several partitions)
    expect(s.processorRuntimes).toHaveLength(2);
  });

  it('health names Kafka and PostgreSQL and checks them; metrics answer on every ingress', async () => {
    for (const url of s.urls) {
      const h = await api(url, '/health');
      expect(h.status).toBe(200);
      expect(h.body.runtime).toMatchObject({ bus: expect.stringMatching(/^kafka\(/), state: 'postgres' });
      expect(h.body.checks).toMatchObject({ bus: { ok: true }, database: { ok: true } });
      const m = await fetch(url + '/metrics');
      expect(await m.text()).toContain('haven_http_requests_total');
    }
  });

  it("holds a key's rate limit across ingress instances", async () => {
    const { key } = await s.newKey();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await api(cycle(s.urls, i), '/v1/webhooks', { key })).status);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('a processor killed mid-stream', () => {
  let s: Stack;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    s = await startStack('kafka', { ingresses: 1, processors: 2, env: { REPLY_TIMEOUT_MS: '20000', WEBHOOK_ALLOW_LOOPBACK: 'true' } });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await s?.stop();
  });

  it('answers or cleanly fails every request, and loses no webhook event', async () => {
    const keys = await Promise.all(Array.from({ length: 3 }, () => s.newKey()));
    const hooks = await Promise.all(keys.map((k) => api(s.url, '/v1/webhooks', { key: k.key, body: { url: receiver.url } })));
    expect(hooks.map((h) => h.status)).toEqual([200, 200, 200]);
    const pings = Array.from({ length: 27 }, (_, i) => api(s.url, `/v1/webhooks/${cycle(hooks, i).body.id}/test`, { key: cycle(keys, i).key, method: 'POST' }));
    // kill one processor+sink instance while the requests are in flight
    await new Promise((r) => setTimeout(r, 30));
    await s.stopProcessor(0);
    const results = await Promise.all(pings);
    for (const r of results) {
      expect([200, 503]).toContain(r.status);
      if (r.status === 503) expect(r.body.error).toBe('service_unavailable');
    }
    const accepted = results.filter((r) => r.status === 200).map((r) => r.body.event_id as string);
    expect(accepted.length).toBeGreaterThan(0);
    // every accepted event reaches the receiver (the surviving sink takes over the partitions)
    await waitUntil(() => accepted.every((id) => receiver.received.some((d) => d.body.includes(id))), 90_000, 'all accepted events delivered');
    // receivers deduplicate by delivery id; a redelivered bus record must not create a second delivery
    const deliveryIds = receiver.received.map((d) => d.headers['x-service-delivery-id']);
    const perEvent = new Map<string, Set<unknown>>();
    for (const d of receiver.received) {
      const id = JSON.parse(d.body).event_id as string;
      perEvent.set(id, (perEvent.get(id) ?? new Set()).add(d.headers['x-service-delivery-id']));
    }
    for (const ids of perEvent.values()) expect(ids.size).toBe(1);
    expect(deliveryIds.length).toBeGreaterThanOrEqual(accepted.length);
  });
});

describe.each(['embedded', 'kafka'] as const)('a reply that never comes (%s)', (kind) => {
  let s: Stack;
  beforeAll(async () => {
    // no processors at all: requests are published and nobody answers
    s = await startStack(kind, { processorNames: [], sinkNames: [], env: { REPLY_TIMEOUT_MS: '400' } });
  });
  afterAll(async () => s?.stop());

  it('gives 503 after the configured timeout and nothing hangs; nothing is charged', async () => {
    const { key } = await s.newKey();
    const r = await api(s.url, '/v1/webhooks', { key });
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ error: 'service_unavailable' });
    expect(r.headers.get('retry-after')).toBe('1');
  });
});
