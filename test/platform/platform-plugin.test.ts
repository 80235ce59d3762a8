/**
 * The platform rules on a real fastify app and a real PostgreSQL: auth (401), features (403), balance (402),
 * exactly-once charging (never for a 4xx), per-key and per-IP limits with their headers and the 429 body.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, getBalance } from '../../infra/platform/accounts.js';
import { memoryRateLimitStore } from '../../infra/platform/rate-limit.js';
import { HttpError } from '../../ingress/errors.js';
import { registerErrorHandling } from '../../ingress/plugins/errors.js';
import { registerPlatform } from '../../ingress/plugins/platform.js';
import { genRequestId } from '../../ingress/plugins/request-id.js';
import { freshPgDb } from '../helpers/db.js';

let db: Awaited<ReturnType<typeof freshPgDb>>;
let app: FastifyInstance;
let now = Date.UTC(2026, 10, 21, 12, 0, 30);

beforeAll(async () => {
  db = await freshPgDb();
  app = Fastify({ genReqId: genRequestId });
  registerErrorHandling(app);
  registerPlatform(app, { db, rateLimits: memoryRateLimitStore(), now: () => now });
  app.post('/priced', { config: { platform: { auth: 'key', priceMills: 3, limit: { bucket: 'priced', perMinute: 100, by: 'key' } } } }, async (req) => {
    if ((req.body as { fail?: boolean } | undefined)?.fail) throw new HttpError(400, 'invalid_request', 'asked to fail');
    return { ok: true };
  });
  app.post('/feature', { config: { platform: { auth: 'key', feature: 'oversight', limit: { bucket: 'feature', perMinute: 100, by: 'key' } } } }, async () => ({
    ok: true,
  }));
  app.get('/limited', { config: { platform: { auth: 'key', limit: { bucket: 'limited', perMinute: 30, by: 'key' } } } }, async () => ({ ok: true }));
  app.get('/v1/try/demo', { config: { platform: { auth: 'none', limit: { bucket: 'try', perMinute: 10, by: 'ip' } } } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const post = (url: string, key?: string, body: unknown = {}) =>
  app.inject({ method: 'POST', url, payload: body as object, headers: key ? { authorization: `Bearer ${key}` } : {} });

describe('authentication', () => {
  it('401 without a key, with a bad scheme, with an unknown key; error shape and rate-limit headers present', async () => {
    for (const headers of [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer service_live_' + 'x'.repeat(32) },
      { authorization: 'Bearer nonsense' },
    ]) {
      const r = await app.inject({ method: 'POST', url: '/priced', payload: {}, headers });
      expect(r.statusCode).toBe(401);
      const b = r.json();
      expect(b.code).toMatch(/api_key/);
      expect(b.error).toBe(b.message); // NOPE's clients show `error` to people: a sentence, not a code
      expect(typeof b.message).toBe('string');
      expect(b.request_id).toBe(r.headers['x-request-id'] ?? b.request_id);
      expect(r.headers['x-ratelimit-limit']).toBeDefined();
    }
  });

  it('403 when the account lacks the feature, 200 when it has it', async () => {
    const plain = await createKey(db, { balanceMills: 1000 });
    expect((await post('/feature', plain.key)).statusCode).toBe(403);
    expect((await post('/feature', plain.key)).json().code).toBe('feature_not_enabled');
    const withFeature = await createKey(db, { balanceMills: 1000, features: ['oversight'] });
    expect((await post('/feature', withFeature.key)).statusCode).toBe(200);
  });

  it('a revoked key is refused', async () => {
    const k = await createKey(db, { balanceMills: 1000 });
    await db.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1', [k.keyId]);
    expect((await post('/priced', k.key)).statusCode).toBe(401);
  });
});

describe('billing', () => {
  it('charges the price once per successful call, writes one ledger row each, never charges a 4xx', async () => {
    const k = await createKey(db, { balanceMills: 10 });
    expect((await post('/priced', k.key)).statusCode).toBe(200);
    expect((await post('/priced', k.key, { fail: true })).statusCode).toBe(400);
    expect((await post('/priced', k.key)).statusCode).toBe(200);
    expect(await getBalance(db, k.accountId)).toBe(4);
    const ledger = await db.query<{ amount_mills: string }>('SELECT amount_mills FROM usage_ledger WHERE account_id = $1', [k.accountId]);
    expect(ledger.rows.map((r) => Number(r.amount_mills))).toEqual([3, 3]);
  });

  it('402 with the balance fields when the balance cannot cover the price, and nothing charged', async () => {
    const k = await createKey(db, { balanceMills: 2 });
    const r = await post('/priced', k.key);
    expect(r.statusCode).toBe(402);
    expect(r.json()).toMatchObject({ error: 'insufficient_balance', balance_mills: 2, required_mills: 3 });
    expect(await getBalance(db, k.accountId)).toBe(2);
  });

  it('concurrent calls never overdraw: each served call is paid, the rest get 402', async () => {
    const k = await createKey(db, { balanceMills: 9 });
    const rs = await Promise.all(Array.from({ length: 6 }, () => post('/priced', k.key)));
    const ok = rs.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(3);
    expect(rs.filter((r) => r.statusCode === 402).length).toBe(3);
    expect(await getBalance(db, k.accountId)).toBe(0);
  });
});

describe('rate limits', () => {
  it('per key and route: headers count down, then 429 with Retry-After and the documented body', async () => {
    const k = await createKey(db, { balanceMills: 0 });
    now = Date.UTC(2026, 10, 21, 13, 0, 10);
    for (let i = 1; i <= 30; i++) {
      const r = await app.inject({ method: 'GET', url: '/limited', headers: { authorization: `Bearer ${k.key}` } });
      expect(r.statusCode).toBe(200);
      expect(r.headers['x-ratelimit-limit']).toBe('30');
      expect(r.headers['x-ratelimit-remaining']).toBe(String(30 - i));
      expect(r.headers['x-ratelimit-reset']).toBe(String(Date.UTC(2026, 10, 21, 13, 1, 0)));
    }
    const r = await app.inject({ method: 'GET', url: '/limited', headers: { authorization: `Bearer ${k.key}` } });
    expect(r.statusCode).toBe(429);
    expect(r.headers['retry-after']).toBe('50');
    expect(r.json()).toMatchObject({ error: 'rate_limit_exceeded', retry_after_seconds: 50, limit: 30, remaining: 0, reset: Date.UTC(2026, 10, 21, 13, 1, 0) });
    expect(typeof r.json().message).toBe('string');
    // another key is not affected; the next window is fresh
    const other = await createKey(db, { balanceMills: 0 });
    expect((await app.inject({ method: 'GET', url: '/limited', headers: { authorization: `Bearer ${other.key}` } })).statusCode).toBe(200);
    now = Date.UTC(2026, 10, 21, 13, 1, 0);
    expect((await app.inject({ method: 'GET', url: '/limited', headers: { authorization: `Bearer ${k.key}` } })).statusCode).toBe(200);
  });

  it('test keys get a tenth of the limit (at least 5)', async () => {
    const k = await createKey(db, { balanceMills: 0, test: true });
    expect(k.key.startsWith('service_test_')).toBe(true);
    now = Date.UTC(2026, 10, 21, 14, 0, 0);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await app.inject({ method: 'GET', url: '/limited', headers: { authorization: `Bearer ${k.key}` } })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('demo routes are limited per IP', async () => {
    now = Date.UTC(2026, 10, 21, 15, 0, 0);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await app.inject({ method: 'GET', url: '/v1/try/demo', remoteAddress: '203.0.113.7' })).statusCode);
    expect(codes.filter((c) => c === 200).length).toBe(10);
    expect(codes[10]).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/v1/try/demo', remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
  });
});
