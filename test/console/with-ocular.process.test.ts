/**
 * The console with the real classifier, both as their own processes: `haven ocular` scores, `haven console` stores.
 * - an unscored `POST /api/ingest` is scored by the console through OCULAR_URL (the real scoring core) and a watchlist
 *   on the stored result fires a signed `watchlist_match` at a local receiver;
 * - `POST /classify` with `log: true` on `haven ocular` pushes the scored result to the console (OCULAR_CONSOLE_URL),
 *   which stores it without scoring again.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, startRole, stopProcess } from '../helpers/process.js';
import { type Receiver, startReceiver } from '../helpers/receiver.js';
import { caller, until } from './helpers.js';

const procs: ChildProcess[] = [];
/** a role as its own process, stopped after the test (the model load of the first start can be slow under load) */
const start = async (role: 'ocular' | 'console', env: Record<string, string>, healthUrl: string) => {
  procs.push(await startRole(role, env, healthUrl, 180_000));
};
let dataDir: string;
let hook: Receiver;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'haven-console-ocular-'));
  hook = await startReceiver();
}, 30_000);

afterAll(async () => {
  await Promise.all(procs.map((p) => stopProcess(p)));
  await hook?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('scores through the real haven ocular, fires a watchlist, and stores what the classifier pushes with log: true', async () => {
  const ocularPort = await freePort();
  const consolePort = await freePort();
  const consoleUrl = `http://127.0.0.1:${consolePort}`;
  const ocularUrl = `http://127.0.0.1:${ocularPort}`;
  await start('ocular', { OCULAR_PORT: String(ocularPort), OCULAR_VERSION: '1.0.0', OCULAR_CONSOLE_URL: consoleUrl, LOG_LEVEL: 'warn' }, `${ocularUrl}/health`);
  await start(
    'console',
    {
      CONSOLE_PORT: String(consolePort),
      CONSOLE_DATA_DIR: join(dataDir, 'console'),
      HAVEN_DATA_DIR: dataDir,
      OCULAR_URL: ocularUrl,
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      LOG_LEVEL: 'warn',
    },
    `${consoleUrl}/api/health`,
  );
  const call = caller(consoleUrl);
  expect((await call('GET', '/api/health?deep=true')).status).toBe(200);

  const w = await call('POST', '/api/watchlists', {
    id: 'real-crisis',
    name: 'crisis (real scorer)',
    scope: 'session',
    conditions: { requiresAll: [{ code: 'verdict', operator: 'in', value: ['watch', 'danger'] }], requiresAny: [] },
    webhookUrl: hook.url,
  });
  expect(w.status, JSON.stringify(w.body)).toBe(201);

  const crisis = await call('POST', '/api/ingest', {
    session_id: 'real-1',
    user_id: 'u-real',
    messages: [
      { role: 'user', content: 'I have been saving up my pills and I am going to take them all tonight' },
      { role: 'assistant', content: 'I am really glad you told me. Are you safe right now?' },
      { role: 'user', content: 'No. I wrote goodbye letters to my family. There is no point anymore.' },
    ],
  });
  expect(crisis.status, JSON.stringify(crisis.body)).toBe(200);
  expect(crisis.body.scored_by).toBe('console');
  const benign = await call('POST', '/api/ingest', {
    session_id: 'real-2',
    user_id: 'u-real-2',
    messages: [
      { role: 'user', content: 'Can you help me plan a birthday picnic for my daughter?' },
      { role: 'assistant', content: 'Of course! How many guests are you expecting?' },
    ],
  });
  expect(benign.status).toBe(200);

  const stored = (await call('GET', '/api/sessions/real-1')).body;
  expect(stored.classifier.salience).toBeGreaterThan((await call('GET', '/api/sessions/real-2')).body.classifier.salience);
  await until(async () => hook.received.length >= 1, 60_000, 'the watchlist delivery');
  await new Promise((r) => setTimeout(r, 1000));
  const bodies = hook.received.map((r) => JSON.parse(r.body));
  expect(bodies.map((b) => b.session_id)).toEqual(['real-1']);
  expect(bodies[0]).toMatchObject({ event: 'watchlist_match', user_id: 'u-real' });

  // the classifier's log push: scored once by haven ocular, stored by the console as it came
  const r = await fetch(`${ocularUrl}/classify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ messages: [{ role: 'user', content: 'my exam is killing me lol' }], log: true, session_id: 'pushed-1', user_id: 'u-push' }),
  });
  expect(r.status).toBe(200);
  const scored = (await r.json()) as { salience: number };
  await until(async () => (await call('GET', '/api/sessions/pushed-1')).status === 200, 30_000, 'the pushed session');
  const pushed = (await call('GET', '/api/sessions/pushed-1')).body;
  expect(pushed.classifier.salience).toBeCloseTo(scored.salience, 6);
}, 400_000);
