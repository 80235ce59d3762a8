/**
 * The self-hosted server's code in-process, against real HTTP upstreams: relay failures (502, and a warming
 * upstream's 503 passed through), 429 when the in-flight queue saturates, and `log: true` without a console.
 * (The role as its own process is service-role.test.ts.)
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOcularServer, type OcularServer } from '../../ingress/ocular/server.js';
import { loadOcularConfig } from '../../processors/ocular/service/config.js';
import { sharedScorer } from '../../processors/ocular/service/local.js';
import { waitUntil } from '../helpers/receiver.js';
import { closedPort, post, startSlowServer } from './helpers.js';

const logger = pino({ level: 'silent' });

async function serve(env: Record<string, string>): Promise<OcularServer & { url: string }> {
  const s = buildOcularServer(loadOcularConfig({ OCULAR_VERSION: '1.0.0', ...env }), { logger });
  const url = await s.app.listen({ port: 0, host: '127.0.0.1' });
  await s.ready;
  return Object.assign(s, { url: url.replace('localhost', '127.0.0.1') });
}

describe('self-hosted server (in-process)', () => {
  let local: OcularServer & { url: string };
  let result: string;
  const servers: Array<{ close(): Promise<void> }> = [];
  beforeAll(async () => {
    local = await serve({});
    servers.push(local);
    result = (await post(local.url + '/classify', { text: 'User: hello there', thoroughness: 'fast' })).text;
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  it('answers 400 console_not_configured for log: true without OCULAR_CONSOLE_URL', async () => {
    const r = await post(local.url + '/classify', { text: 'hi', log: true, session_id: 's', user_id: 'u' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'console_not_configured', request_id: expect.any(String) });
  });

  it('relay: 502 when the upstream is down, errs, or answers something that is not a classify result; a warming 503 and a 4xx pass through', async () => {
    const down = await serve({ SCORING_URL: `http://127.0.0.1:${await closedPort()}` });
    servers.push(down);
    const r = await post(down.url + '/classify', { text: 'hello' });
    expect(r.status).toBe(502);
    expect(r.body).toMatchObject({ code: 'upstream_failed', request_id: expect.any(String) });
    const cases = [
      { up: { status: 500, body: '{"error":"boom"}' }, status: 502 },
      { up: { status: 200, body: '<html>not json</html>' }, status: 502 },
      { up: { status: 200, body: '{"ok":true}' }, status: 502 },
      { up: { status: 503, body: '{"error":"service_unavailable","message":"warming up"}' }, status: 503 },
      { up: { status: 413, body: '{"error":"payload_too_large","message":"too big"}' }, status: 413 },
    ];
    for (const c of cases) {
      const up = await startSlowServer({ delayMs: 0, ...c.up });
      const relay = await serve({ SCORING_URL: up.url });
      try {
        const res = await post(relay.url + '/classify', { text: 'hello' });
        expect(res.status, c.up.body).toBe(c.status);
        if (c.status !== 502) expect(res.body.code ?? res.body.error).toBe(JSON.parse(c.up.body).code ?? JSON.parse(c.up.body).error);
      } finally {
        await relay.close();
        await up.close();
      }
    }
    const slow = await startSlowServer({ delayMs: 3000, body: result });
    const impatient = await serve({ SCORING_URL: slow.url, OCULAR_UPSTREAM_TIMEOUT_MS: '300' });
    try {
      const res = await post(impatient.url + '/classify', { text: 'hello' });
      expect(res.status).toBe(502);
      expect(res.body.message).toMatch(/no answer within 300 ms/);
    } finally {
      await impatient.close();
      await slow.close();
    }
  });

  it('answers 429 with Retry-After when the in-flight queue saturates, and drains to 0', async () => {
    const slow = await startSlowServer({ delayMs: 600, body: result });
    const p = await serve({ SCORING_URL: slow.url, OCULAR_CONCURRENCY: '1', OCULAR_MAX_QUEUE: '1' });
    try {
      const depth = async () => ((await (await fetch(p.url + '/health')).json()) as { queue_depth: number }).queue_depth;
      const first = post(p.url + '/classify', { text: 'a' });
      await waitUntil(() => slow.hits() === 1, 5000, 'the first call upstream');
      const second = post(p.url + '/classify', { text: 'b' });
      await waitUntil(async () => (await depth()) === 2, 5000, 'queue depth 2');
      const third = await post(p.url + '/classify', { text: 'c' });
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ code: 'queue_saturated', retry_after_seconds: 1, queue_depth: 2 });
      expect(third.headers.get('retry-after')).toBe('1');
      expect((await first).status).toBe(200);
      expect((await second).status).toBe(200);
      expect(await depth()).toBe(0);
    } finally {
      await p.close();
      await slow.close();
    }
  });

  it('scores with the shared core (one load per process)', async () => {
    expect(await sharedScorer()).toBe(await sharedScorer());
  });
});
