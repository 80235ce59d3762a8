/**
 * Every webhook route on both runtimes, through the real pipeline (ingress → bus → webhooks-api processor →
 * reply; webhook sink → signed delivery to a real receiver), with bad input for each route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../../sinks/webhooks/sign.js';
import { startReceiver, waitUntil } from '../helpers/receiver.js';
import { api, RUNTIMES, type Stack, startStack } from '../helpers/stack.js';

describe.each(RUNTIMES)('webhook routes on %s', (kind) => {
  let s: Stack;
  let key: string;
  let otherKey: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    // the receiver is a local server: loopback receivers must be allowed explicitly
    s = await startStack(kind, { env: { WEBHOOK_ALLOW_LOOPBACK: 'true' } });
    key = (await s.newKey({ balanceUsd: 5 })).key;
    otherKey = (await s.newKey({ balanceUsd: 5 })).key;
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await s?.stop();
  });

  const count = async (k = key) => (await api(s.url, '/v1/webhooks', { key: k })).body.webhooks.length;

  it('creates, lists, gets, updates, regenerates, tests, reads events and deletes', async () => {
    const created = await api(s.url, '/v1/webhooks', { key, body: { url: receiver.url, min_severity: 'medium', include_conversation: true } });
    expect(created.status).toBe(200);
    expect(created.body.secret).toMatch(/^whsec_/);
    expect(created.headers.get('x-request-id')).toBeTruthy();
    const id = created.body.id as string;

    const list = await api(s.url, '/v1/webhooks', { key });
    expect(list.status).toBe(200);
    expect(list.body.webhooks.map((w: { id: string }) => w.id)).toContain(id);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');

    const got = await api(s.url, `/v1/webhooks/${id}`, { key });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id, url: receiver.url, min_severity: 'medium', include_conversation: true });
    expect(got.body.secret).toBeUndefined();

    const upd = await api(s.url, `/v1/webhooks/${id}`, { key, method: 'PUT', body: { min_severity: 'critical' } });
    expect(upd.status).toBe(200);
    expect(upd.body.min_severity).toBe('critical');

    const regen = await api(s.url, `/v1/webhooks/${id}/regenerate-secret`, { key, method: 'POST' });
    expect(regen.status).toBe(200);
    expect(regen.body.secret).toMatch(/^whsec_/);
    expect(regen.body.secret).not.toBe(created.body.secret);

    const ping = await api(s.url, `/v1/webhooks/${id}/test`, { key, method: 'POST' });
    expect(ping.status).toBe(200);
    await waitUntil(() => receiver.received.some((r) => r.body.includes(ping.body.event_id)), 30_000, 'test.ping delivery');
    const delivery = receiver.received.find((r) => r.body.includes(ping.body.event_id))!;
    expect(delivery.headers['x-service-event']).toBe('test.ping');
    expect(delivery.headers['x-service-webhook-id']).toBe(id);
    expect(delivery.headers['user-agent']).toBe('SERVICE-Webhooks/1.0');
    const sig = (secret: string) =>
      verifySignature({
        secret,
        timestamp: String(delivery.headers['x-service-timestamp']),
        rawBody: delivery.body,
        signature: String(delivery.headers['x-service-signature']),
      });
    expect(sig(regen.body.secret).ok).toBe(true);
    expect(sig(created.body.secret).ok).toBe(false);
    expect(JSON.parse(delivery.body)).toMatchObject({ event: 'test.ping', api_version: '2025-01' });

    await waitUntil(async () => (await api(s.url, `/v1/webhooks/${id}/events`, { key })).body.events?.[0]?.status === 'delivered', 15_000, 'delivered status');
    const events = await api(s.url, `/v1/webhooks/${id}/events`, { key });
    expect(events.body.events[0]).toMatchObject({ event: 'test.ping', status: 'delivered', attempts: 1, last_status_code: 200 });

    const del = await api(s.url, `/v1/webhooks/${id}`, { key, method: 'DELETE' });
    expect(del.status).toBe(200);
    expect((await api(s.url, `/v1/webhooks/${id}`, { key })).status).toBe(404);
  });

  it('rejects bad input with a 4xx in the error shape and changes nothing', async () => {
    // fresh keys: this test makes more calls than one key's 30/min on /v1/webhooks
    const key = (await s.newKey()).key;
    const key2 = (await s.newKey()).key;
    const before = await count(key);
    const cases: { path: string; method?: string; body?: unknown; raw?: string; status: number; code?: string }[] = [
      { path: '/v1/webhooks', body: {}, status: 400, code: 'invalid_request' },
      { path: '/v1/webhooks', body: { url: 42 }, status: 400 },
      { path: '/v1/webhooks', body: { url: receiver.url, min_severity: 'extreme' }, status: 400 },
      { path: '/v1/webhooks', body: { url: receiver.url, include_conversation: 'yes' }, status: 400 },
      { path: '/v1/webhooks', body: { url: 'ftp://example.com/x' }, status: 400 },
      { path: '/v1/webhooks', body: { url: 'http://example.com/x' }, status: 400 },
      { path: '/v1/webhooks', body: { url: 'https://10.1.2.3/x' }, status: 400 },
      { path: '/v1/webhooks', body: { url: 'https://192.168.0.10/x' }, status: 400 },
      { path: '/v1/webhooks', body: { url: 'https://[fd00::1]/x' }, status: 400 },
      { path: '/v1/webhooks', body: ['not', 'an', 'object'], status: 400 },
      { path: '/v1/webhooks', raw: '{"url": ', status: 400, code: 'invalid_json' },
      { path: '/v1/webhooks', raw: JSON.stringify({ url: receiver.url, pad: 'x'.repeat(600 * 1024) }), status: 413, code: 'payload_too_large' },
      { path: '/v1/webhooks/wh_doesnotexist', status: 404, code: 'not_found' },
      { path: '/v1/webhooks/not-an-id', status: 400, code: 'invalid_request' },
      { path: '/v1/webhooks/wh_doesnotexist', method: 'PUT', body: { min_severity: 'low' }, status: 404 },
      { path: '/v1/webhooks/wh_doesnotexist', method: 'DELETE', status: 404 },
      { path: '/v1/webhooks/wh_doesnotexist/test', method: 'POST', status: 404 },
      { path: '/v1/webhooks/wh_doesnotexist/regenerate-secret', method: 'POST', status: 404 },
      { path: '/v1/webhooks/wh_doesnotexist/events', status: 404 },
    ];
    for (const c of cases) {
      const r = await api(s.url, c.path, { key, method: c.method, body: c.body, raw: c.raw });
      expect(r.status, `${c.method ?? 'POST/GET'} ${c.path} ${JSON.stringify(c.body ?? c.raw)?.slice(0, 60)}`).toBe(c.status);
      expect(typeof r.body.error).toBe('string');
      expect(typeof r.body.message).toBe('string');
      expect(r.body.request_id).toBe(r.headers.get('x-request-id'));
      if (c.code) expect(r.body.code).toBe(c.code);
      if (c.status === 413) expect(r.body.max_bytes).toBe(524288);
    }
    expect(await count(key)).toBe(before);
    const existing = await api(s.url, '/v1/webhooks', { key: key2, body: { url: receiver.url } });
    const id = existing.body.id;
    const badUpdates = [{ url: 'http://8.8.8.8/x' }, { min_severity: 3 }, { events: ['nope'] }];
    for (const b of badUpdates) expect((await api(s.url, `/v1/webhooks/${id}`, { key: key2, method: 'PUT', body: b })).status).toBe(400);
    expect((await api(s.url, `/v1/webhooks/${id}`, { key: key2 })).body).toMatchObject({
      url: receiver.url,
      min_severity: existing.body.min_severity,
      events: existing.body.events,
    });
    expect((await api(s.url, `/v1/webhooks/${id}/events?limit=abc`, { key: key2 })).status).toBe(400);
    expect(await count(key2)).toBe(1);
  });

  it("never shows or changes another account's webhooks", async () => {
    const mine = await api(s.url, '/v1/webhooks', { key, body: { url: receiver.url } });
    const id = mine.body.id;
    const theirsBefore = await count(otherKey);
    for (const [method, path, body] of [
      ['GET', `/v1/webhooks/${id}`, undefined],
      ['PUT', `/v1/webhooks/${id}`, { min_severity: 'low' }],
      ['DELETE', `/v1/webhooks/${id}`, undefined],
      ['POST', `/v1/webhooks/${id}/test`, undefined],
      ['POST', `/v1/webhooks/${id}/regenerate-secret`, undefined],
      ['GET', `/v1/webhooks/${id}/events`, undefined],
    ] as const) {
      const r = await api(s.url, path, { key: otherKey, method, body });
      expect(r.status, `${method} ${path}`).toBe(404);
    }
    expect((await api(s.url, `/v1/webhooks/${id}`, { key })).body.min_severity).toBe(mine.body.min_severity);
    expect(await count(otherKey)).toBe(theirsBefore);
  });

  it('requires a key on every webhook route', async () => {
    for (const [method, path] of [
      ['POST', '/v1/webhooks'],
      ['GET', '/v1/webhooks'],
      ['GET', '/v1/webhooks/wh_x'],
      ['PUT', '/v1/webhooks/wh_x'],
      ['DELETE', '/v1/webhooks/wh_x'],
      ['POST', '/v1/webhooks/wh_x/test'],
      ['POST', '/v1/webhooks/wh_x/regenerate-secret'],
      ['GET', '/v1/webhooks/wh_x/events'],
    ] as const) {
      const r = await api(s.url, path, { method, body: method === 'POST' || method === 'PUT' ? {} : undefined });
      expect(r.status).toBe(401);
      expect(r.headers.get('x-ratelimit-limit')).toBeTruthy();
    }
  });
});
