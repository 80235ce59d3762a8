/**
 * The console with the real classifier, both as their own processes: `haven ocular` scores, `haven console` stores.
 * - an unscored `POST /api/ingest` is scored by the console through OCULAR_URL (the real scoring core) and a watchlist
 *   on the stored result fires a signed `watchlist_match` at a local receiver;
 * - `POST /classify` with `log: true` on `haven ocular` pushes the scored result to the console (OCULAR_CONSOLE_URL),
 *   which stores it without scoring again.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { caller, until } from './helpers.js';

const ROOT = resolve(import.meta.dirname, '../..');
const procs: ChildProcess[] = [];
let dataDir: string;
let hook: { received: { body: string; headers: Record<string, unknown> }[]; server: Server; url: string };

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const p = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return p;
}

async function startRole(role: 'ocular' | 'console', env: Record<string, string>, healthUrl: string): Promise<ChildProcess> {
  const p = spawn('node', ['bin/haven.mjs', role], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  procs.push(p);
  let out = '';
  p.stdout!.on('data', (d) => (out += d));
  p.stderr!.on('data', (d) => (out += d));
  await until(
    async () => {
      if (p.exitCode !== null) throw new Error(`haven ${role} exited ${p.exitCode}: ${out}`);
      return (await fetch(healthUrl).catch(() => null))?.status === 200;
    },
    180_000,
    `haven ${role} to be healthy`,
  );
  return p;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'haven-console-ocular-'));
  const received: { body: string; headers: Record<string, unknown> }[] = [];
  const server = createServer((req, res) => {
    let b = '';
    req.on('data', (d) => (b += d));
    req.on('end', () => {
      received.push({ body: b, headers: req.headers });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  hook = { received, server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hook` };
}, 30_000);

afterAll(async () => {
  for (const p of procs) if (p.exitCode === null) p.kill('SIGTERM');
  await Promise.all(procs.map((p) => (p.exitCode === null ? new Promise((r) => p.once('exit', r)) : undefined)));
  await new Promise((r) => hook?.server.close(r));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('scores through the real haven ocular, fires a watchlist, and stores what the classifier pushes with log: true', async () => {
  const ocularPort = await freePort();
  const consolePort = await freePort();
  const consoleUrl = `http://127.0.0.1:${consolePort}`;
  const ocularUrl = `http://127.0.0.1:${ocularPort}`;
  await startRole(
    'ocular',
    { OCULAR_PORT: String(ocularPort), OCULAR_VERSION: '1.0.0', OCULAR_CONSOLE_URL: consoleUrl, LOG_LEVEL: 'warn' },
    `${ocularUrl}/health`,
  );
  await startRole(
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
