/** An engine call over its time budget answers 503 (nothing charged) and the service keeps serving. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance } from '../../infra/platform/accounts.js';
import { api, type Stack, startStack } from '../helpers/stack.js';

describe('steer engine time budget', () => {
  let s: Stack;
  beforeAll(async () => {
    // a 1 ms budget: analysing a 40,000-character system prompt cannot fit in it
    s = await startStack('embedded', { env: { STEER_ENGINE_TIMEOUT_MS: '1', STEER_ENGINE_WORKERS: '1' } });
  });
  afterAll(async () => s?.stop());

  it('answers 503 engine_timeout, charges nothing, and still answers other requests', async () => {
    const { key, accountId } = await s.newKey({ balanceUsd: 1 });
    const before = await getBalance(s.rt.db, accountId);
    const prompt = Array.from({ length: 800 }, (_, i) => `Rule ${i}: never mention the word zebra${i} and always be polite.`).join(' ');
    const r = await api(s.url, '/v1/steer', { key, body: { system_prompt: prompt, proposed_response: 'Hello there.' } });
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ error: 'engine_timeout', message: expect.any(String) });
    expect(await getBalance(s.rt.db, accountId)).toBe(before);
    expect((await api(s.url, '/health')).status).toBe(200);
    expect((await api(s.url, '/v1/webhooks', { key })).status).toBe(200);
  });
});
