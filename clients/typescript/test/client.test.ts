/**
 * The typed client against a running Haven (embedded stack, only the parts these calls need): every method,
 * typed answers, the error classes and the billing headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../../../test/helpers/receiver.js';
import { type Stack, startStack } from '../../../test/helpers/stack.js';
import { HavenClient, HavenError, HavenRateLimitError } from '../src/index.js';

let s: Stack;
let haven: HavenClient;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  s = await startStack('embedded', { processorNames: ['signpost', 'webhooks-api'], sinkNames: ['webhooks'], env: { WEBHOOK_ALLOW_LOOPBACK: 'true' } });
  haven = new HavenClient({ baseUrl: s.url, apiKey: (await s.newKey({ balanceUsd: 1 })).key });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await s?.stop();
});

describe('HavenClient', () => {
  it('signpost: list, get, countries, detect-country, smart with billing headers', async () => {
    const list = await haven.signpost.list({ country: 'GB', scopes: ['suicide'], limit: 3 });
    expect(list.country).toBe('GB');
    expect(list.resources.length).toBeGreaterThan(0);
    const one = await haven.signpost.get(list.resources[0]!.id);
    expect(one.resource.id).toBe(list.resources[0]!.id);
    const countries = await haven.signpost.countries();
    expect(countries.countries).toContain('GB');
    expect(countries.details.find((d) => d.code === 'GB')?.has_emergency).toBe(true);
    const here = await haven.signpost.detectCountry();
    expect(here.country_code).toBe('');
    const smart = await haven.signpost.smart({ country: 'US', query: 'someone is hurting me at home' });
    expect(smart.ranked[0]!.rank).toBe(1);
    expect(haven.lastBilling).toMatchObject({ costMills: 1, cost: '$0.001', balanceMills: 999 });
  });

  it('errors: HavenError with code, readable message, details and request id; 429 as HavenRateLimitError', async () => {
    const e = await haven.signpost.list({ country: 'GB', scopes: ['nope'] }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(HavenError);
    expect(e).toMatchObject({ status: 400, code: 'invalid_request', requestId: expect.stringMatching(/^req_/) });
    expect((e as HavenError).details![0]).toMatchObject({ path: 'query.scopes' });
    expect((e as HavenError).body).toMatchObject({ invalid_scopes: ['nope'] });
    const nf = await haven.signpost.get('00000000-0000-4000-8000-000000000000').catch((x: unknown) => x);
    expect(nf).toMatchObject({ status: 404, code: 'not_found' });
    const anon = new HavenClient({ baseUrl: s.url });
    expect(await anon.billing.balance().catch((x: unknown) => x)).toMatchObject({ status: 401, code: 'missing_api_key' });
    let limited: unknown;
    for (let i = 0; i < 15 && !limited; i++) await anon.signpost.trySmart({ country: 'GB', query: 'help' }).catch((x: unknown) => (limited = x));
    expect(limited).toBeInstanceOf(HavenRateLimitError);
    expect((limited as HavenRateLimitError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('webhooks: create, get, update, test, events, regenerate, delete', async () => {
    const w = await haven.webhooks.create({ url: receiver.url, min_risk_level: 'high' });
    expect(w.secret).toMatch(/^whsec_/);
    expect((await haven.webhooks.get(w.id)).min_severity).toBe('high');
    expect((await haven.webhooks.update(w.id, { min_severity: 'critical' })).min_risk_level).toBe('critical');
    expect(await haven.webhooks.test(w.id)).toMatchObject({ success: true, http_status: 200 });
    expect((await haven.webhooks.events(w.id)).events[0]).toMatchObject({ event: 'test.ping', status: 'delivered' });
    expect((await haven.webhooks.allEvents({ limit: 5 })).events.length).toBeGreaterThan(0);
    expect((await haven.webhooks.regenerateSecret(w.id)).secret).not.toBe(w.secret);
    expect((await haven.webhooks.list()).webhooks.map((x) => x.id)).toContain(w.id);
    expect(await haven.webhooks.delete(w.id)).toMatchObject({ success: true });
  });

  it('billing and the OpenAPI document', async () => {
    const b = await haven.billing.balance();
    expect(b.balance_mills).toBeGreaterThan(0);
    expect((await haven.billing.usage()).breakdown.map((x) => x.endpoint)).toContain('/v1/signpost/smart');
    expect((await haven.billing.history({ limit: 5 })).items.length).toBeGreaterThan(0);
    expect((await haven.billing.pricing()).pricing.steer?.cost_mills).toBe(1);
    expect((await haven.openapi()).openapi).toBe('3.1.0');
  });
});
