/**
 * Fault suite (issue 8, items 6 and 7): webhooks as a weapon and as a bottleneck.
 * - Loopback receivers are refused unless the operator allows them; `last_error` is a short category, never raw
 *   library text (OpenSSL output, paths, addresses).
 * - One receiver that answers after 25 s does not hold up other webhooks: deliveries proceed independently with
 *   bounded concurrency and a per-webhook quota.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedBus } from '../../infra/bus/embedded.js';
import type { Bus } from '../../infra/bus/types.js';
import { newEventRecord, WEBHOOK_EVENT_SCHEMA, WEBHOOK_TOPIC } from '../../sinks/webhooks/events.js';
import * as repo from '../../sinks/webhooks/repository.js';
import { createWebhookService } from '../../sinks/webhooks/service.js';
import { WebhookSink } from '../../sinks/webhooks/sink.js';
import { at, cycle } from '../helpers/at.js';
import { closedPort, startReceiver as startPlainReceiver, startReceiver, waitUntil } from '../helpers/receiver.js';
import { api, type Stack, startStack } from '../helpers/stack.js';
import { codec, type Env, makeEnv, newAccount } from '../webhooks/env.js';
import { expectHavenError } from './lib.js';

describe('loopback receivers are refused by default (item 6)', () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack('embedded');
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('no tenant can point a webhook at the host (PostgreSQL, Kafka, Haven itself)', async () => {
    const { key } = await s.newKey();
    const own = new URL(s.url).port;
    for (const url of ['http://127.0.0.1:5432/', 'http://localhost:9092/', `http://127.0.0.1:${own}/admin/keys`, 'https://[::1]/x', 'http://0x7f.0.0.1:22/']) {
      const r = await api(s.url, '/v1/webhooks', { key, body: { url } });
      expect(r.status, url).toBe(400);
      expectHavenError(r.body);
    }
    expect((await api(s.url, '/v1/webhooks', { key })).body.webhooks).toHaveLength(0);
  });
});

describe('with WEBHOOK_ALLOW_LOOPBACK=true (local testing)', () => {
  let env: Env;
  const bus = createEmbeddedBus();
  beforeAll(async () => {
    env = await makeEnv('pg');
    await bus.ensureTopics([{ name: WEBHOOK_TOPIC }]);
  });
  afterAll(async () => {
    await bus.close();
    await env?.close();
  });

  it('a loopback receiver works, and failures read back as short categories', async () => {
    const account = await newAccount(env.db);
    const svc = createWebhookService({ db: env.db, bus, codec, urlPolicy: { allowLoopback: true } });
    const refused = createWebhookService({ db: env.db, bus, codec });
    const good = await startPlainReceiver();
    const port = await closedPort();
    // an https URL at a plain-HTTP port: the TLS handshake fails with OpenSSL's text
    await expect(refused.create(account, { url: good.url })).rejects.toMatchObject({ statusCode: 400 });
    const ok = await svc.create(account, { url: good.url });
    const closed = await svc.create(account, { url: `http://127.0.0.1:${port}/x` });
    const tls = await svc.create(account, { url: good.url.replace('http://', 'https://') });
    const sink = new WebhookSink({ db: env.db, codec, urlPolicy: { allowLoopback: true }, timeoutMs: 5_000 });
    for (const w of [ok, closed, tls]) await svc.test(account, w.id);
    // test() publishes to the bus; hand the records to the sink's fan-out directly
    const events: Parameters<WebhookSink['ingest']>[0][] = [];
    const sub = await bus.subscribe({
      groupId: 'probe',
      topics: [WEBHOOK_TOPIC],
      fromBeginning: true,
      handler: async (r) => void events.push(await codec.decode(WEBHOOK_EVENT_SCHEMA, r.value, r.headers)),
    });
    await waitUntil(() => events.length >= 3, 5000, 'test events');
    await sub.close();
    for (const e of events) await sink.ingest(e);
    await sink.tick();
    const errors: Record<string, string | null> = {};
    for (const w of [ok, closed, tls]) {
      const h = await svc.listEvents(account, w.id, {});
      errors[w.id] = at(h.events, 0).last_error;
    }
    expect(errors[ok.id]).toBeNull();
    expect(errors[closed.id]).toBe('connection_refused');
    expect(errors[tls.id]).toBe('tls_error');
    for (const e of Object.values(errors)) if (e) expect(e).toMatch(/^[a-z_0-9]{3,32}$/);
    // and the delivery-time check refuses loopback when the sink is not allowed it
    const strict = new WebhookSink({ db: env.db, codec });
    await sink.ingest(newEventRecord({ accountId: account, event: 'test.ping', targetWebhookId: ok.id, fields: { message: 'x' } }));
    await strict.tick();
    const latest = (await svc.listEvents(account, ok.id, {})).events[0];
    expect(latest).toMatchObject({ status: 'failed', last_error: 'url_refused' });
    await sink.close();
    await strict.close();
    await good.close();
  });
});

describe('a hanging receiver does not delay other webhooks (item 7)', () => {
  let env: Env;
  let bus: Bus;
  let dir: string;
  beforeAll(async () => {
    env = await makeEnv('pg');
    dir = mkdtempSync(join(tmpdir(), 'haven-wh-fault-'));
    bus = createEmbeddedBus({ dataDir: dir });
  });
  afterAll(async () => {
    await bus.close();
    await env?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('30 deliveries to three fast receivers all land while one receiver takes 25 s', async () => {
    const slow = await startReceiver(200, 25_000);
    const fast = await Promise.all([startReceiver(200), startReceiver(200), startReceiver(200)]);
    const svc = createWebhookService({ db: env.db, bus, codec, urlPolicy: { allowLoopback: true } });
    const slowAccount = await newAccount(env.db);
    await svc.create(slowAccount, { url: slow.url, min_severity: 'low' });
    const fastAccounts = await Promise.all(
      fast.map(async (r) => {
        const a = await newAccount(env.db);
        await svc.create(a, { url: r.url, min_severity: 'low' });
        return a;
      }),
    );
    const sink = new WebhookSink({
      db: env.db,
      bus,
      codec,
      urlPolicy: { allowLoopback: true },
      timeoutMs: 30_000,
      pollIntervalMs: 200,
      concurrency: 8,
      perWebhookConcurrency: 2,
    });
    await sink.start();
    const alert = (accountId: string) =>
      newEventRecord({ accountId, event: 'evaluate.alert', severity: 'high', fields: { conversation_id: 'c', risk_summary: { overall_severity: 'high' } } });
    // the slow receiver's backlog comes first, so a batch-and-wait worker would be stuck behind it
    const t0 = Date.now();
    for (let i = 0; i < 10; i++) await sink.ingest(alert(slowAccount));
    const sentAt: number[] = [];
    for (let i = 0; i < 30; i++) {
      sentAt.push(Date.now());
      await sink.ingest(alert(cycle(fastAccounts, i)));
    }
    await Promise.all(fast.map((r) => r.waitFor(10, 20_000)));
    const landed = fast.flatMap((r) => r.received.map((x) => x.at));
    // every fast delivery landed before the slow receiver answered even once
    expect(Math.max(...landed)).toBeLessThan(t0 + 25_000);
    // the slow webhook holds at most its quota of slots
    expect(slow.received.length).toBeLessThanOrEqual(2);
    const lags = landed.map((at, i) => at - cycle(sentAt, i)).sort((a, b) => a - b);
    console.log(
      `[faults] webhook lag beside a 25 s receiver: p50 ${lags[Math.floor(lags.length / 2)]} ms, max ${lags[lags.length - 1]} ms over ${lags.length} deliveries (in flight: ${sink.inFlightCount})`,
    );
    await sink.close();
    const rows = await env.db.query<{ status: string }>(`SELECT status FROM webhook_deliveries WHERE account_id = $1`, [slowAccount]);
    // the interrupted slow attempts are pending again (retried later), nothing lost
    expect(rows.rows.every((r) => r.status === 'pending')).toBe(true);
    void repo;
    await slow.close();
    for (const r of fast) await r.close();
  });
});
