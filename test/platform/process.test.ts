/**
 * `haven` as a user runs it: the CLI, a real `haven start` process, health and metrics, logs without secrets
 * or message text, and a SIGKILL followed by a restart that keeps every acknowledged write.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../bench/lib.js';
import { startReceiver, waitUntil } from '../helpers/receiver.js';
import { api } from '../helpers/stack.js';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'haven-proc-'));
let port: number;
let proc: ChildProcess;
let logs = '';
const base = () => `http://127.0.0.1:${port}`;
// The embedded runtime: nothing inherited from the test environment may point it at Kafka or PostgreSQL.
const { KAFKA_BROKERS: _k, DATABASE_URL: _d, CLICKHOUSE_URL: _c, ...cleanEnv } = process.env;
const childEnv = (extra: Record<string, string>) => ({ ...cleanEnv, HAVEN_DATA_DIR: dataDir, WEBHOOK_ALLOW_LOOPBACK: 'true', ...extra });

async function startHaven() {
  proc = spawn('node', ['bin/haven.mjs', 'start'], { env: childEnv({ PORT: String(port), LOG_LEVEL: 'info' }), stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout!.on('data', (d) => (logs += d));
  proc.stderr!.on('data', (d) => (logs += d));
  await waitUntil(async () => (await fetch(base() + '/health').catch(() => undefined))?.status === 200, 120_000, 'haven start healthy');
}

const cli = async (...args: string[]) => (await run('node', ['bin/haven.mjs', ...args], { env: childEnv({ LOG_LEVEL: 'silent' }) })).stdout;

beforeAll(async () => {
  port = await freePort();
  await startHaven();
});
afterAll(async () => {
  proc?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('haven start (embedded) as a process', () => {
  let key: string;
  let account: string;

  it('keys create and balance add work against the running server', async () => {
    const k = JSON.parse(await cli('keys', 'create', '--balance', '0.002', '--json'));
    expect(k.key).toMatch(/^service_live_[A-Za-z0-9]{32}$/);
    expect(k.account_id).toMatch(/^acct_/);
    key = k.key;
    account = k.account_id;
    const t = JSON.parse(await cli('keys', 'create', '--test', '--json'));
    expect(t.key).toMatch(/^service_test_/);
    const b = JSON.parse(await cli('balance', 'add', account, '1.5', '--json'));
    expect(b.balance_mills).toBe(1502);
    await expect(cli('balance', 'add', 'acct_unknown', '1')).rejects.toThrow(/not found/);
    await expect(cli('balance', 'add', account, '-3')).rejects.toThrow();
  });

  it('health reports each part; metrics are Prometheus text; every response has a request id and limit headers', async () => {
    const h = await api(base(), '/health');
    expect(h.status).toBe(200);
    expect(h.body).toMatchObject({ status: 'ok', runtime: { bus: 'embedded', state: 'pglite', analytics: 'chdb' } });
    expect(h.body.checks).toMatchObject({ bus: { ok: true }, database: { ok: true }, analytics: { ok: true } });
    const m = await fetch(base() + '/metrics');
    const text = await m.text();
    expect(m.headers.get('content-type')).toMatch(/text\/plain/);
    expect(text).toMatch(/haven_http_requests_total\{method="GET",route="\/health",status="200"\}/);
    const nf = await api(base(), '/v1/nope');
    expect(nf.status).toBe(404);
    expect(nf.body).toMatchObject({ code: 'not_found', request_id: nf.headers.get('x-request-id') });
    for (const r of [h, nf]) {
      expect(r.headers.get('x-request-id')).toMatch(/^req_/);
      expect(r.headers.get('x-ratelimit-limit')).toBeTruthy();
      expect(r.headers.get('x-ratelimit-remaining')).toBeTruthy();
      expect(Number(r.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() - 1000);
    }
    const echoed = await api(base(), '/health', { headers: { 'x-request-id': 'client-trace-12345' } });
    expect(echoed.headers.get('x-request-id')).toBe('client-trace-12345');
  });

  it('logs carry no API key, secret or message text', async () => {
    const secretText = 'my-very-private-message-text-91827';
    await api(base(), '/v1/steer', {
      key,
      body: { system_prompt: `Never say ${secretText}.`, proposed_response: `Here: ${secretText}`, messages: [{ role: 'user', content: secretText }] },
    });
    const hook = await api(base(), '/v1/webhooks', { key, body: { url: 'https://example.com/h' } });
    expect(hook.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(logs).toContain('"route":"/v1/steer"');
    expect(logs).not.toContain(key);
    expect(logs).not.toContain(key.slice(13));
    expect(logs).not.toContain(secretText);
    expect(logs).not.toContain(hook.body.secret);
  });

  it('SIGKILL loses nothing acknowledged: keys, balances and webhooks survive a restart, and deliveries resume', async () => {
    const receiver = await startReceiver();
    try {
      const hook = await api(base(), '/v1/webhooks', { key, body: { url: receiver.url } });
      const balance = (await cli('balance', 'add', account, '1', '--json')).trim();
      proc.kill('SIGKILL');
      await new Promise((r) => proc.once('exit', r));
      await startHaven();
      const list = await api(base(), '/v1/webhooks', { key });
      expect(list.status).toBe(200);
      expect(list.body.webhooks.map((w: { id: string }) => w.id)).toContain(hook.body.id);
      const after = JSON.parse(await cli('balance', 'add', account, '1', '--json'));
      expect(after.balance_mills).toBe(JSON.parse(balance).balance_mills + 1000);
      const ping = await api(base(), `/v1/webhooks/${hook.body.id}/test`, { key, method: 'POST' });
      expect(ping.status).toBe(200);
      await waitUntil(() => receiver.received.some((r) => r.body.includes(ping.body.event_id)), 30_000, 'delivery after restart');
    } finally {
      await receiver.close();
    }
  });
});
