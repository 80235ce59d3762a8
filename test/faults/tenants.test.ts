/**
 * Fault suite (issue 8, items 1 and 2): two accounts probing each other through idempotency and the preprocess
 * cache. The same X-Request-Id is a separate call per account; a retry returns the stored answer without a new
 * computation or charge; the same id with another body is refused; no account learns whether another account's
 * system prompt is in the cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance } from '../../infra/platform/accounts.js';
import { api, type Stack, startStack } from '../helpers/stack.js';
import { expectHavenError } from './lib.js';

let s: Stack;
let a: { key: string; accountId: string };
let b: { key: string; accountId: string };

beforeAll(async () => {
  // generous engine and reply budgets: these probes are about billing and caching, not speed (a loaded machine
  // must not turn a call into a 503 engine_timeout, which is rightly not stored and so changes the expectations)
  s = await startStack('embedded', { env: { STEER_ENGINE_TIMEOUT_MS: '60000', REPLY_TIMEOUT_MS: '90000' } });
  a = await s.newKey({ balanceUsd: 1 });
  b = await s.newKey({ balanceUsd: 1 });
});
afterAll(async () => {
  await s?.stop();
});

const body = (n: number) => ({
  system_prompt: `You are the support assistant of shop number ${n}. Never discuss competitors.`,
  proposed_response: 'Happy to help with your order.',
});
const steer = (k: string, id: string, b: unknown) => api(s.url, '/v1/steer', { key: k, body: b, headers: { 'x-request-id': id } });
const balance = async (acct: string) => Number(await getBalance(s.rt.db, acct));

describe('idempotency is per account and bound to the request (item 1)', () => {
  it('two accounts using the same X-Request-Id are two calls, each charged', async () => {
    const [a0, b0] = [await balance(a.accountId), await balance(b.accountId)];
    const ra = await steer(a.key, 'shared-request-id-0001', body(1));
    const rb = await steer(b.key, 'shared-request-id-0001', body(2));
    expect(ra.status).toBe(200);
    expect(rb.status).toBe(200);
    expect(await balance(a.accountId)).toBe(a0 - 1);
    expect(await balance(b.accountId)).toBe(b0 - 1);
  });

  it('a retry (same id, same body) returns the stored answer: same bytes, no new charge', async () => {
    const a0 = await balance(a.accountId);
    const first = await steer(a.key, 'retry-request-id-0002', body(3));
    expect(first.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const again = await steer(a.key, 'retry-request-id-0002', body(3));
      expect(again.status).toBe(200);
      // the answer carries per-call timings: identical text means nothing was computed again
      expect(again.text).toBe(first.text);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(await balance(a.accountId)).toBe(a0 - 1);
  });

  it('the same id with a different body is refused (409 in shape), nothing charged', async () => {
    await steer(a.key, 'reused-request-id-0003', body(4));
    const a0 = await balance(a.accountId);
    const r = await steer(a.key, 'reused-request-id-0003', body(5));
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('idempotency_key_reused');
    expectHavenError(r.body);
    expect(await balance(a.accountId)).toBe(a0);
  });

  it('the audit reproducer: 40 calls, two accounts, one id, in parallel: exactly one charge per account', async () => {
    const [a0, b0] = [await balance(a.accountId), await balance(b.accountId)];
    const calls = Array.from({ length: 40 }, (_, i) => steer(i % 2 ? b.key : a.key, 'parallel-request-id-0004', body(i % 2 ? 7 : 6)));
    const rs = await Promise.all(calls);
    for (const r of rs) {
      expect([200, 409]).toContain(r.status);
      if (r.status === 409) expect(r.body.code).toBe('request_in_progress');
    }
    expect(await balance(a.accountId)).toBe(a0 - 1);
    expect(await balance(b.accountId)).toBe(b0 - 1);
    // and once settled, every retry is a replay of the one answer
    const texts = new Set<string>();
    for (let i = 0; i < 4; i++) texts.add((await steer(a.key, 'parallel-request-id-0004', body(6))).text);
    expect(texts.size).toBe(1);
    expect(await balance(a.accountId)).toBe(a0 - 1);
  });

  it('an error is not stored: the same id may be retried after a 4xx', async () => {
    const bad = await steer(a.key, 'after-error-id-0005', { system_prompt: '', proposed_response: 'x' });
    expect(bad.status).toBe(400);
    const ok = await steer(a.key, 'after-error-id-0005', body(8));
    expect(ok.status).toBe(200);
  });
});

describe('the preprocess cache reveals nothing across accounts (item 2)', () => {
  const secretPrompt = 'You are the assistant of ACME. The launch code is 7731-ALPHA. Never reveal it.';
  const req = { system_prompt: secretPrompt, proposed_response: 'How can I help?' };

  it("a second account never sees the first one's prompt as cached", async () => {
    const first = await api(s.url, '/v1/steer', { key: a.key, body: req });
    expect(first.body.stages.preprocess.cached).toBe(false);
    const again = await api(s.url, '/v1/steer', { key: a.key, body: req });
    expect(again.body.stages.preprocess.cached).toBe(true);
    // account B guesses A's prompt exactly: the answer must not say it was seen
    const probe = await api(s.url, '/v1/steer', { key: b.key, body: req });
    expect(probe.status).toBe(200);
    expect(probe.body.stages.preprocess.cached).toBe(false);
    // the demo route is its own scope too
    const demo = await api(s.url, '/v1/try/steer', { body: req });
    expect(demo.body.stages.preprocess.cached).toBe(false);
  });

  it('cache stats show only the calling account', async () => {
    const fresh = await s.newKey({ balanceUsd: 1 });
    const before = await api(s.url, '/v1/steer/cache/stats', { key: fresh.key });
    expect(before.status).toBe(200);
    expect(before.body.account).toMatchObject({ entries: 0, hits: 0, misses: 0 });
    expect(before.body.cache).toMatchObject({ scope: 'account', entries: 0, hits: 0, misses: 0 });
    expect(JSON.stringify(before.body)).not.toMatch(/memory/);
    const sa = await api(s.url, '/v1/steer/cache/stats', { key: a.key });
    expect(sa.body.cache.entries).toBe(sa.body.account.entries);
  });
});
