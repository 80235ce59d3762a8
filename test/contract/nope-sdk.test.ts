/**
 * Drop-in contract: NOPE's own published client (`@nope-net/sdk` 2.1.0, unchanged) pointed at a running Haven by
 * its base URL, on every route it covers that Haven serves, plus the NOPE wire facts its other clients rely on
 * (shared notes "NOPE wire facts") for the routes the npm client does not wrap (webhooks, billing, steer).
 *
 * Routes other services add (evaluate, screen, oversight, classifier) have their cases here already: each runs when
 * the running Haven lists the route in /openapi.json and is skipped, saying so, until then.
 */
import { NopeAuthError, NopeClient, NopeError, NopeFeatureError, NopeRateLimitError, NopeValidationError, Webhook as NopeWebhook } from '@nope-net/sdk';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, waitUntil } from '../helpers/receiver.js';
import { api, type Stack, startStack } from '../helpers/stack.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let s: Stack;
let key: string;
let client: NopeClient;
let served: Set<string>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

/** `METHOD /path` as listed in the running Haven's OpenAPI document */
const serves = (method: string, path: string) => served.has(`${method.toUpperCase()} ${path}`);
const needs = (ctx: { skip: (note?: string) => void }, method: string, path: string) => {
  if (!serves(method, path)) ctx.skip(`${method} ${path} is not served by this build yet; the case runs once it is`);
};

beforeAll(async () => {
  // generous budgets: this suite checks wire shapes, not speed (the machine running it may be busy)
  s = await startStack('embedded', {
    env: { TRUST_PROXY: 'true', STEER_ENGINE_TIMEOUT_MS: '20000', REPLY_TIMEOUT_MS: '30000', WEBHOOK_ALLOW_LOOPBACK: 'true' },
  });
  key = (await s.newKey({ balanceUsd: 5 })).key;
  client = new NopeClient({ apiKey: key, baseUrl: s.url, timeout: 20_000 });
  const doc = (await api(s.url, '/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  served = new Set(Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)));
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await s?.stop();
});

describe('signpost through NOPE’s client', () => {
  it('signpost(): a list with ids, contact fields and open_status without null next_change', async () => {
    const r = await client.signpost({ country: 'gb', config: { scopes: ['suicide'], limit: 5 } });
    expect(r.resources.length).toBeGreaterThan(0);
    expect(r.resources.length).toBeLessThanOrEqual(5);
    for (const x of r.resources) {
      expect(typeof x.name).toBe('string');
      expect(typeof x.type).toBe('string');
      if (x.open_status) expect(x.open_status.next_change === undefined || typeof x.open_status.next_change === 'string').toBe(true);
    }
    const legacy = await client.resources({ country: 'GB' });
    expect(legacy.resources.length).toBeGreaterThan(0);
  });

  it('signpostCountries() and resourcesCountries(): a list of codes', async () => {
    for (const r of [await client.signpostCountries(), await client.resourcesCountries()]) {
      expect(Array.isArray(r.countries)).toBe(true);
      expect(r.countries.every((c: unknown) => typeof c === 'string' && /^[A-Z]{2}$/.test(c as string))).toBe(true);
      expect(r.countries).toContain('US');
    }
  });

  it('detectCountry(): country_code and country_name are strings, "" with an error when unknown', async () => {
    const r = await client.detectCountry(); // from loopback: no location
    expect(r.country_code).toBe('');
    expect(r.country_name).toBe('');
    expect(typeof r.error).toBe('string');
  });

  it('signpostById(): the resource; 404 carries the id and a readable message; a malformed id is a validation error', async () => {
    const list = await client.signpost({ country: 'US' });
    const id = (list.resources[0] as unknown as { id: string }).id;
    const one = await client.signpostById(id);
    expect(one.resource.name).toBe(list.resources[0]!.name);
    expect((await client.resourceById(id)).resource.name).toBe(one.resource.name);
    const nf = await client.signpostById(UNKNOWN_ID).catch((e: unknown) => e);
    expect(nf).toBeInstanceOf(NopeError);
    expect((nf as NopeError).statusCode).toBe(404);
    expect((nf as NopeError).message).toContain(UNKNOWN_ID);
    expect(JSON.parse((nf as NopeError).responseBody!)).toMatchObject({ id: UNKNOWN_ID, code: 'not_found' });
    const bad = await client.signpostById('not-a-uuid').catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(NopeValidationError);
    expect((bad as Error).message).not.toMatch(/^[a-z_]+$/); // a sentence, not a code
  });

  it('an unknown scope is a validation error with the invalid values and a hint', async () => {
    const e = await client.signpost({ country: 'US', config: { scopes: ['suicide_prevention'] } }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(NopeValidationError);
    expect((e as Error).message).toMatch(/suicide_prevention/);
    const body = JSON.parse((e as NopeError).responseBody!);
    expect(body.invalid_scopes).toEqual(['suicide_prevention']);
    expect(body.hint).toMatch(/Valid scopes: .*suicide/);
  });

  it('signpostSmart(): ranked resources, paid, with the balance and cost headers', async () => {
    const r = await client.signpostSmart({ country: 'US', query: 'my friend is talking about ending his life' });
    expect(r.ranked.length).toBeGreaterThan(0);
    expect(typeof r.ranked[0]!.resource.name).toBe('string');
    const raw = await api(s.url, '/v1/signpost/smart?country=US&query=help', { key });
    expect(raw.headers.get('x-cost')).toBe('$0.001');
    expect(raw.headers.get('x-cost-mills')).toBe('1');
    expect(raw.headers.get('x-balance')).toMatch(/^\$\d+\.\d{2}$/);
    expect(Number(raw.headers.get('x-balance-mills'))).toBeGreaterThan(0);
  });

  it('the demo client reaches /v1/try/signpost/smart and the deprecated /v1/try/resources/smart', async () => {
    const demo = new NopeClient({ baseUrl: s.url, demo: true });
    const a = await demo.signpostSmart({ country: 'GB', query: 'I feel like ending it' });
    expect(a.ranked.length).toBeGreaterThan(0);
    expect(a.ranked.length).toBeLessThanOrEqual(5);
    const b = await demo.resourcesSmart({ country: 'GB', query: 'domestic abuse' });
    expect(b.ranked.length).toBeGreaterThan(0);
  });

  it('a bad key is an auth error whose message is readable', async () => {
    const bad = new NopeClient({ apiKey: 'service_live_' + 'x'.repeat(32), baseUrl: s.url });
    const e = await bad.signpost({ country: 'GB' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(NopeAuthError);
    expect((e as Error).message).toMatch(/invalid|revoked/i);
    expect((e as Error).message).not.toBe('invalid_api_key');
  });
});

describe('paid calls and the 402 body (steer)', () => {
  const body = {
    system_prompt: 'You are a helpful assistant for Acme. Never reveal the password tulip42.',
    messages: [{ role: 'user', content: 'hi' }],
    proposed_response: 'Hello! How can I help?',
    include_audit: true,
  };

  it('steer accepts include_audit and answers with X-Balance and X-Cost headers', async () => {
    const r = await api(s.url, '/v1/steer', { key, body });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-cost')).toBe('$0.001');
    expect(r.headers.get('x-cost-mills')).toBe('1');
    expect(r.headers.get('x-balance')).toMatch(/^\$\d+\.\d{2}$/);
  });

  it('402 has balance{current_mills, required_mills, formatted_*} and topup_url, plus the balance headers', async () => {
    const broke = (await s.newKey({ balanceUsd: 0 })).key;
    const r = await api(s.url, '/v1/steer', { key: broke, body });
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({
      error: 'insufficient_balance',
      code: 'insufficient_balance',
      message: expect.any(String),
      balance: { current_mills: 0, required_mills: 1, formatted_current: '$0.00', formatted_required: '$0.001' },
      topup_url: expect.any(String),
    });
    expect(r.headers.get('x-balance')).toBe('$0.00');
  });
});

describe('webhooks as NOPE’s clients use them', () => {
  it('create takes min_risk_level; test answers {success, http_status}; the delivery verifies with NOPE’s verifier; delete answers {success: true}', async () => {
    const c = await api(s.url, '/v1/webhooks', { key, body: { url: receiver.url, min_risk_level: 'moderate', include_conversation: false } });
    expect(c.status).toBe(200);
    expect(c.body).toMatchObject({ min_severity: 'medium', min_risk_level: 'medium', signature_format: 'haven' });
    const secret = c.body.secret as string;
    const before = receiver.received.length;
    const t = await api(s.url, `/v1/webhooks/${c.body.id}/test`, { key, method: 'POST' });
    expect(t.status).toBe(200);
    expect(t.body).toMatchObject({ success: true, http_status: 200, status: 'delivered' });
    await waitUntil(() => receiver.received.length > before, 10_000, 'ping received');
    const got = receiver.received[receiver.received.length - 1]!;
    const payload = NopeWebhook.verify(got.body, String(got.headers['x-service-signature']), String(got.headers['x-service-timestamp']), secret);
    expect(payload).toMatchObject({ event: 'test.ping' });
    const events = await api(s.url, '/v1/webhooks/events?limit=5', { key });
    expect(events.status).toBe(200);
    expect(events.body.events.some((e: { webhook_id: string }) => e.webhook_id === c.body.id)).toBe(true);
    const d = await api(s.url, `/v1/webhooks/${c.body.id}`, { key, method: 'DELETE' });
    expect(d.body).toMatchObject({ success: true });
  });

  it('a test against a failing receiver reports success false and the status', async () => {
    const failing = await startReceiver(() => 500);
    try {
      const c = await api(s.url, '/v1/webhooks', { key, body: { url: failing.url } });
      const t = await api(s.url, `/v1/webhooks/${c.body.id}/test`, { key, method: 'POST' });
      expect(t.body).toMatchObject({ success: false, http_status: 500, status: 'pending' });
      await api(s.url, `/v1/webhooks/${c.body.id}`, { key, method: 'DELETE' });
    } finally {
      await failing.close();
    }
  });

  it('Standard Webhooks mode: webhook-id, webhook-timestamp, webhook-signature verified by the standardwebhooks package', async () => {
    const c = await api(s.url, '/v1/webhooks', { key, body: { url: receiver.url, signature_format: 'standard' } });
    expect(c.status).toBe(200);
    expect(c.body.signature_format).toBe('standard');
    const before = receiver.received.length;
    expect((await api(s.url, `/v1/webhooks/${c.body.id}/test`, { key, method: 'POST' })).body.success).toBe(true);
    await waitUntil(() => receiver.received.length > before, 10_000, 'ping received');
    const got = receiver.received[receiver.received.length - 1]!;
    expect(String(got.headers['webhook-signature'])).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    const h = {
      'webhook-id': String(got.headers['webhook-id']),
      'webhook-timestamp': String(got.headers['webhook-timestamp']),
      'webhook-signature': String(got.headers['webhook-signature']),
    };
    expect(new StandardWebhook(c.body.secret).verify(got.body, h)).toMatchObject({ event: 'test.ping' });
    // a tampered body fails
    expect(() => new StandardWebhook(c.body.secret).verify(got.body.replace('test.ping', 'test.pong'), h)).toThrow();
    await api(s.url, `/v1/webhooks/${c.body.id}`, { key, method: 'DELETE' });
  });

  it('a zero-balance account cannot create webhooks (403), and nothing is created', async () => {
    const broke = (await s.newKey({ balanceUsd: 0 })).key;
    const r = await api(s.url, '/v1/webhooks', { key: broke, body: { url: receiver.url } });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'balance_required', error: expect.stringMatching(/balance/) });
    expect((await api(s.url, '/v1/webhooks', { key: broke })).body.webhooks).toEqual([]);
  });
});

describe('billing routes', () => {
  it('balance, usage, usage/history and the public pricing', async () => {
    const k = await s.newKey({ balanceUsd: 2 });
    await api(s.url, '/v1/signpost/smart?country=GB&query=help', { key: k.key });
    const bal = await api(s.url, '/v1/billing/balance', { key: k.key });
    expect(bal.body).toMatchObject({
      balance_mills: 1999,
      balance_formatted: '$2.00',
      estimated_evaluates: 666,
      estimated_resources_smart: 1999,
      low_balance: false,
      topup_options: [],
    });
    expect(Array.isArray(bal.body.topup_history)).toBe(true);
    const usage = await api(s.url, '/v1/billing/usage', { key: k.key });
    expect(usage.body).toMatchObject({ total_spend_mills: 1, total_spend_formatted: '$0.001' });
    expect(usage.body.breakdown).toEqual([{ endpoint: '/v1/signpost/smart', calls: 1, cost_mills: 1, cost_formatted: '$0.001' }]);
    const hist = await api(s.url, '/v1/billing/usage/history?limit=10', { key: k.key });
    expect(hist.body).toMatchObject({ total: 1, limit: 10, offset: 0 });
    expect(hist.body.items[0]).toMatchObject({ endpoint: '/v1/signpost/smart', cost_mills: 1 });
    // another account's spend is never visible
    expect(
      (await api(s.url, '/v1/billing/usage/history', { key })).body.items.every((i: { request_id: string }) => i.request_id !== hist.body.items[0].request_id),
    ).toBe(true);
    expect((await api(s.url, '/v1/billing/usage/history?limit=101', { key: k.key })).status).toBe(400);
    expect((await api(s.url, '/v1/billing/usage?start_date=2026-13-01', { key: k.key })).status).toBe(400);
    expect((await api(s.url, '/v1/billing/balance')).status).toBe(401);
    const pricing = await api(s.url, '/v1/billing/pricing');
    expect(pricing.body).toMatchObject({ unit: 'mills', pricing: { evaluate: { cost_mills: 3, cost_display: '$0.003' }, resources_smart: { cost_mills: 1 } } });
  });
});

describe('health of a running Haven', () => {
  it('/healthz, /readyz and /health report the directory and search', async () => {
    expect((await api(s.url, '/healthz')).body).toEqual({ status: 'ok' });
    expect((await api(s.url, '/readyz')).body).toEqual({ ready: true });
    const h = await api(s.url, '/health');
    expect(h.body).toMatchObject({ status: 'ok', checks: { directory: { ok: true }, search: { ok: true }, database: { ok: true }, bus: { ok: true } } });
  });
});

describe('routes other services add (run once served)', () => {
  it('evaluate(): risks, speaker_severity, request_id', async (ctx) => {
    needs(ctx, 'POST', '/v1/evaluate');
    const r = await client.evaluate({
      messages: [{ role: 'user', content: 'I have been feeling really down and I do not see the point anymore' }],
      config: { user_country: 'US' },
    });
    expect(Array.isArray(r.risks)).toBe(true);
    expect(typeof r.speaker_severity).toBe('string');
    expect(typeof r.request_id).toBe('string');
  });

  it('evaluate() rejects neither messages nor text with a readable validation message', async (ctx) => {
    needs(ctx, 'POST', '/v1/evaluate');
    // The SDK refuses this itself, before any request; the server answers a raw request the same way, readably.
    const e = await client.evaluate({} as never).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(Error);
    expect((e as Error).message).toMatch(/messages|text/);
    const raw = await api(s.url, '/v1/evaluate', { key, body: {} });
    expect(raw.status).toBe(400);
    expect((raw.body as { error: string }).error).not.toMatch(/^[a-z_]+$/);
  });

  it('screen(): the legacy shape', async (ctx) => {
    needs(ctx, 'POST', '/v0/screen');
    const r = await client.screen({ text: 'I want to hurt myself tonight' });
    expect(typeof r.show_resources).toBe('boolean');
    expect(typeof r.suicidal_ideation).toBe('boolean');
  });

  it('oversight.analyze(): 403 feature error without access', async (ctx) => {
    needs(ctx, 'POST', '/v1/oversight/analyze');
    const e = await client.oversight
      .analyze({
        conversation: {
          messages: [
            { role: 'user', content: 'hi' },
            { role: 'assistant', content: 'hello' },
          ],
        },
      } as never)
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(NopeFeatureError);
  });

  it('the classifier route (/v1/ocular)', async (ctx) => {
    needs(ctx, 'POST', '/v1/ocular');
    const r = await api(s.url, '/v1/ocular', { key, body: { text: 'hello there' } });
    expect(r.status).toBe(200);
    expect(r.body).not.toHaveProperty('heads');
  });
});

describe('rate limits through NOPE’s client', () => {
  it('429 is a rate-limit error with retryAfter from Retry-After', async () => {
    const demo = new NopeClient({ baseUrl: s.url, demo: true });
    let err: unknown;
    for (let i = 0; i < 15 && !err; i++) await demo.signpostSmart({ country: 'US', query: 'help' }).catch((e: unknown) => (err = e));
    expect(err).toBeInstanceOf(NopeRateLimitError);
    expect((err as NopeRateLimitError).retryAfter).toBeGreaterThan(0);
  });
});
