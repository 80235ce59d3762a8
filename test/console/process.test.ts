/**
 * `haven console` as its own process (spawned from bin/haven.mjs) on PostgreSQL (DATABASE_URL) with its own data
 * directory for the bus, the fixture scorer as OCULAR_URL, and a real receiver that is down at first:
 * an unscored ingest is scored by the scorer, each scope rule fires once, and the deliveries survive the receiver's
 * outage and a restart of the console (the durable outbox; the receiver sees each delivery id once it is up), and a
 * settings override survives the restart.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPgDatabase } from '../helpers/db.js';
import { freePort, startRole, stopProcess } from '../helpers/process.js';
import { startReceiver } from '../helpers/receiver.js';
import { type FixtureScorer, startFixtureScorer } from './fixtures/scorer.js';
import { caller, until } from './helpers.js';

let pg: { url: string; drop(): Promise<void> };
let scorer: FixtureScorer;
let dataDir: string;
let port: number;
let proc: ChildProcess | undefined;

const startConsoleProcess = (env: Record<string, string>) => startRole('console', env, `http://127.0.0.1:${env.CONSOLE_PORT}/api/health`);

beforeAll(async () => {
  pg = await createPgDatabase();
  scorer = await startFixtureScorer();
  dataDir = mkdtempSync(join(tmpdir(), 'haven-console-proc-'));
  port = await freePort();
});
afterAll(async () => {
  await stopProcess(proc);
  await scorer?.close();
  await pg?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('fires once per scope rule, and deliveries survive a receiver outage and a console restart', async () => {
  const hookPort = await freePort();
  const env = {
    CONSOLE_DATA_DIR: dataDir,
    CONSOLE_PORT: String(port),
    DATABASE_URL: pg.url,
    OCULAR_URL: scorer.url,
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    CONSOLE_RETRY_FIRST_DELAY_MS: '400',
    WEBHOOK_TIMEOUT_MS: '2000',
    LOG_LEVEL: 'warn',
  };
  proc = await startConsoleProcess(env);
  const call = caller(`http://127.0.0.1:${port}`);
  const hook = `http://127.0.0.1:${hookPort}/hook`;
  for (const scope of ['session', 'message', 'user']) {
    const r = await call('POST', '/api/watchlists', {
      id: `p-${scope}`,
      name: `${scope} watch`,
      scope,
      conditions: {
        requiresAll: [{ code: 'risks.suicide.score', operator: '>=', value: 0.3 }],
        requiresAny: [{ code: 'subject', operator: 'in', value: ['self', 'unknown'] }],
      },
      webhookUrl: hook,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  // unscored: the console scores it through OCULAR_URL (two user turns above the threshold)
  const ing = await call('POST', '/api/ingest', {
    session_id: 'proc-1',
    user_id: 'u-proc',
    messages: [
      { role: 'user', content: 'I want to end my life' },
      { role: 'assistant', content: 'I am glad you told me.' },
      { role: 'user', content: 'I really want to die' },
    ],
  });
  expect(ing.status, JSON.stringify(ing.body)).toBe(200);
  expect(ing.body.scored_by).toBe('console');

  // receiver down: attempts fail and are rescheduled
  await until(
    async () => {
      const d = (await call('GET', '/api/deliveries')).body.deliveries as { attempts: number; status: string }[];
      return d.length === 3 && d.every((x) => x.attempts >= 1 && x.status === 'pending');
    },
    30_000,
    'three failed first attempts',
  );

  // a settings override, to see it survive the restart
  expect((await call('PATCH', '/api/settings', { retentionDays: 30, retentionMaxGB: 5 })).status).toBe(200);

  // restart the console while the receiver is still down, then bring the receiver up
  await stopProcess(proc);
  proc = await startConsoleProcess(env);
  expect((await call('GET', '/api/settings')).body).toMatchObject({
    retentionDays: 30,
    retentionMaxGB: 5,
    source: { retentionDays: 'override', retentionMaxGB: 'override' },
  });
  expect((await call('GET', '/api/sessions/proc-1')).body.classifier.trajectory).toHaveLength(3);
  const rx = await startReceiver(200, 0, hookPort);
  try {
    await until(async () => rx.received.length >= 3, 60_000, 'three deliveries after the outage');
    await new Promise((r) => setTimeout(r, 1500));
    expect(rx.received.length).toBe(3);
    const bodies = rx.received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.watchlist).sort()).toEqual(['message watch', 'session watch', 'user watch']);
    expect(new Set(rx.received.map((r) => r.headers['x-service-delivery-id'])).size).toBe(3);
    for (const b of bodies) expect(b).toMatchObject({ event: 'watchlist_match', session_id: 'proc-1', user_id: 'u-proc', crisis_score: expect.any(Number) });
    const d = (await call('GET', '/api/deliveries?status=delivered')).body;
    expect(d.total).toBe(3);
  } finally {
    await rx.close();
  }
}, 240_000); // two process starts; ~30 s on a quiet machine
