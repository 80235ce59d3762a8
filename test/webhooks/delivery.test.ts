/**
 * The webhook sink end to end against real databases (PostgreSQL on 127.0.0.1:5432 and PGlite) and a real
 * HTTP receiver on 127.0.0.1. The retry schedule is driven by an injected clock and tick(), never by waiting.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedBus } from '../../infra/bus/embedded.js';
import type { BusRecord } from '../../infra/bus/types.js';
import type { Db } from '../../infra/db/types.js';
import { newEventRecord, WEBHOOK_EVENT_SCHEMA, WEBHOOK_TOPIC, type WebhookEventRecord } from '../../sinks/webhooks/events.js';
import * as repo from '../../sinks/webhooks/repository.js';
import { createWebhookService } from '../../sinks/webhooks/service.js';
import { verifySignature } from '../../sinks/webhooks/sign.js';
import { WebhookSink, type WebhookSinkOptions } from '../../sinks/webhooks/sink.js';
import { at, first } from '../helpers/at.js';
import { FakeClock } from '../helpers/clock.js';
import { closedPort, type Received, type Receiver, type Reply, startReceiver } from '../helpers/receiver.js';
import { codec, type Env, makeEnv, newAccount, type RuntimeKind } from './env.js';

/** What a receiver checks: the delivery's signature over its body, with its timestamp (at `nowSeconds`, default now). */
const signatureOf = (secret: string, r: Received, nowSeconds?: number) =>
  verifySignature({
    secret,
    rawBody: r.body,
    signature: String(r.headers['x-service-signature']),
    timestamp: String(r.headers['x-service-timestamp']),
    ...(nowSeconds === undefined ? {} : { nowSeconds }),
  });

const MIN = 60_000;

function busRecord(ev: WebhookEventRecord, offset = 0): BusRecord {
  const { value, headers } = codec.encode(WEBHOOK_EVENT_SCHEMA, ev);
  return { topic: WEBHOOK_TOPIC, partition: 0, offset: String(offset), key: ev.account_id, value, headers, timestamp: Date.now() };
}

function alert(accountId: string, severity = 'high', clock?: FakeClock): WebhookEventRecord {
  return newEventRecord({
    accountId,
    event: 'evaluate.alert',
    severity,
    createdAt: clock?.now(),
    fields: {
      conversation_id: 'conv-1',
      risk_summary: { overall_severity: severity, overall_imminence: 'urgent', primary_domain: 'suicide', confidence: 0.8, primary_concerns: 'ideation' },
      conversation: { included: true, message_count: 2, latest_user_message: 'private words' },
    },
  });
}

describe.each<RuntimeKind>(['pg', 'pglite'])('webhook delivery on %s', (kind) => {
  let env: Env;
  const bus = new EmbeddedBus();
  const receivers: Receiver[] = [];
  const sinks: WebhookSink[] = [];

  beforeAll(async () => {
    env = await makeEnv(kind);
    await bus.ensureTopics([{ name: WEBHOOK_TOPIC }]);
  });
  afterEach(async () => {
    for (const s of sinks.splice(0)) await s.close();
    for (const r of receivers.splice(0)) await r.close();
    // leave nothing due for the next test (each test has its own clock)
    await env.db.query(`UPDATE webhook_deliveries SET status = 'failed' WHERE status IN ('pending', 'delivering')`);
  });
  afterAll(async () => {
    await bus.close();
    await env?.close();
  });

  async function receiver(reply: Reply = 200, delayMs = 0) {
    const r = await startReceiver(reply, delayMs);
    receivers.push(r);
    return r;
  }
  function sink(clock: FakeClock, extra: Partial<WebhookSinkOptions> = {}, db: Db = env.db) {
    const s = new WebhookSink({ db, codec, clock, timeoutMs: 30_000, urlPolicy: { allowLoopback: true }, ...extra });
    sinks.push(s);
    return s;
  }
  async function setup(url: string, clock: FakeClock, body: Record<string, unknown> = {}) {
    const account = await newAccount(env.db);
    const service = createWebhookService({ db: env.db, bus, codec, clock, urlPolicy: { allowLoopback: true } });
    const created = await service.create(account, { url, min_severity: 'medium', ...body });
    return { account, service, webhook: created };
  }
  async function deliveries(account: string): Promise<repo.DeliveryRow[]> {
    const r = await env.db.query<{ id: string }>('SELECT id FROM webhook_deliveries WHERE account_id = $1 ORDER BY created_at, id', [account]);
    return Promise.all(r.rows.map(async (x) => (await repo.getDelivery(env.db, account, x.id))!));
  }

  it('delivers a signed flat JSON body with the seven headers', async () => {
    const rcv = await receiver(200);
    const clock = new FakeClock();
    const { account, webhook, service } = await setup(rcv.url, clock, { include_conversation: false });
    const s = sink(clock);
    await s.handleRecord(busRecord(alert(account, 'high', clock)));
    const t = await s.tick();
    expect(t).toMatchObject({ claimed: 1, delivered: 1 });
    expect(rcv.received).toHaveLength(1);
    const req = at(rcv.received, 0);
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/hook');
    const h = req.headers;
    expect(h['content-type']).toBe('application/json');
    expect(h['user-agent']).toBe('SERVICE-Webhooks/1.0');
    expect(h['x-service-event']).toBe('evaluate.alert');
    expect(h['x-service-webhook-id']).toBe(webhook.id);
    expect(h['x-service-delivery-id']).toMatch(/^dlv_/);
    expect(h['x-service-timestamp']).toBe(String(clock.seconds()));
    expect(signatureOf(webhook.secret, req, clock.seconds())).toEqual({ ok: true });
    const body = JSON.parse(req.body);
    expect(body).toMatchObject({
      event: 'evaluate.alert',
      api_version: '2025-01',
      conversation_id: 'conv-1',
      conversation: { included: false, message_count: 2 },
    });
    expect(body.event_id).toMatch(/^evt_/);
    expect(req.body).not.toContain('private words');
    const [d] = first(await deliveries(account), 1);
    expect(d).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200, id: h['x-service-delivery-id'] });
    const hist = await service.listEvents(account, webhook.id, {});
    expect(hist.events[0]).toMatchObject({
      delivery_id: d.id,
      status: 'delivered',
      attempts: 1,
      last_status_code: 200,
      next_retry_at: null,
      event: 'evaluate.alert',
    });
    expect(at(hist.events, 0).delivered_at).toBe(clock.now().toISOString());
  });

  it('does not deliver below the threshold, and includes the message when include_conversation', async () => {
    const rcv = await receiver(200);
    const clock = new FakeClock();
    const { account } = await setup(rcv.url, clock, { include_conversation: true, min_severity: 'high' });
    const s = sink(clock);
    expect(await s.ingest(alert(account, 'moderate', clock))).toBe(0);
    expect(await s.ingest(alert(account, 'critical', clock))).toBe(1);
    await s.tick();
    expect(rcv.received).toHaveLength(1);
    expect(JSON.parse(at(rcv.received, 0).body).conversation).toEqual({
      included: true,
      message_count: 2,
      latest_user_message: 'private words',
      truncated: false,
    });
  });

  for (const failure of [500, 503, 429, 408, 'network', 'timeout'] as const) {
    it(`retries ${failure} at +1 min, +10 min, +1 h, then marks the delivery failed`, async () => {
      const rcv = await receiver(failure === 'timeout' ? 'hang' : typeof failure === 'number' ? failure : 200);
      const url = failure === 'network' ? `http://127.0.0.1:${await closedPort()}/hook` : rcv.url;
      const clock = new FakeClock();
      const { account, webhook, service } = await setup(url, clock);
      const s = sink(clock, failure === 'timeout' ? { timeoutMs: 300 } : {});
      await s.ingest(alert(account, 'high', clock));
      const start = clock.now().getTime();

      expect((await s.tick()).retried).toBe(1); // attempt 1, immediately
      let [d] = first(await deliveries(account), 1);
      expect(d).toMatchObject({ status: 'pending', attempts: 1 });
      expect(d.next_attempt_at!.getTime()).toBe(start + 1 * MIN);
      const body = d.body;

      for (const [wait, attempt, next] of [
        [1 * MIN, 2, 10 * MIN],
        [10 * MIN, 3, 60 * MIN],
      ] as const) {
        clock.advance(wait - 1_000);
        expect((await s.tick()).claimed, 'not due yet').toBe(0);
        clock.advance(1_000);
        expect((await s.tick()).claimed).toBe(1);
        [d] = first(await deliveries(account), 1);
        expect(d).toMatchObject({ status: 'pending', attempts: attempt });
        expect(d.next_attempt_at!.getTime()).toBe(clock.now().getTime() + next);
      }
      clock.advance(60 * MIN);
      expect(await s.tick()).toMatchObject({ claimed: 1, failed: 1 });
      [d] = first(await deliveries(account), 1);
      expect(d).toMatchObject({ status: 'failed', attempts: 4, next_attempt_at: null });
      expect(d.body).toBe(body);
      clock.advance(24 * 60 * MIN);
      expect((await s.tick()).claimed).toBe(0);

      const attempts = await repo.listAttempts(env.db, account, d.id);
      expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4]);
      expect(attempts.map((a) => a.started_at.getTime() - start)).toEqual([0, 1 * MIN, 11 * MIN, 71 * MIN]);
      if (typeof failure === 'number') {
        expect(attempts.every((a) => a.status_code === failure)).toBe(true);
        expect(rcv.received).toHaveLength(4);
        // identical bytes and delivery id on every retry
        expect(new Set(rcv.received.map((r) => r.body)).size).toBe(1);
        expect(new Set(rcv.received.map((r) => r.headers['x-service-delivery-id'])).size).toBe(1);
      } else {
        expect(attempts.every((a) => a.status_code === null && a.error)).toBe(true);
      }
      if (failure === 'timeout') expect(d.last_error).toBe('timeout');
      if (failure === 'network') expect(d.last_error).toBe('connection_refused');
      const hist = await service.listEvents(account, webhook.id, {});
      expect(hist.events[0]).toMatchObject({ status: 'failed', attempts: 4, next_retry_at: null });
    });
  }

  it('shows the next retry in the history', async () => {
    const rcv = await receiver(502);
    const clock = new FakeClock();
    const { account, webhook, service } = await setup(rcv.url, clock);
    const s = sink(clock);
    await s.ingest(alert(account, 'high', clock));
    await s.tick();
    const [e] = first((await service.listEvents(account, webhook.id, {})).events, 1);
    expect(e).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 502, last_error: 'http_5xx' });
    expect(e.next_retry_at).toBe(new Date(clock.now().getTime() + MIN).toISOString());
  });

  for (const code of [400, 401, 404, 410, 301]) {
    it(`does not retry ${code}`, async () => {
      const rcv = await receiver(code);
      const clock = new FakeClock();
      const { account } = await setup(rcv.url, clock);
      const s = sink(clock);
      await s.ingest(alert(account, 'high', clock));
      expect(await s.tick()).toMatchObject({ claimed: 1, failed: 1 });
      const [d] = first(await deliveries(account), 1);
      expect(d).toMatchObject({ status: 'failed', attempts: 1, last_status_code: code });
      clock.advance(2 * 60 * MIN);
      expect((await s.tick()).claimed).toBe(0);
      expect(rcv.received).toHaveLength(1);
    });
  }

  it('a retry that succeeds is delivered, signed with a fresh timestamp over the same bytes', async () => {
    const rcv = await receiver((_r, n) => (n === 1 ? 503 : 200));
    const clock = new FakeClock();
    const { account, webhook } = await setup(rcv.url, clock);
    const s = sink(clock);
    await s.ingest(alert(account, 'high', clock));
    await s.tick();
    clock.advance(MIN);
    expect((await s.tick()).delivered).toBe(1);
    const [a, b] = first(rcv.received, 2);
    expect(b.body).toBe(a.body);
    expect(Number(b.headers['x-service-timestamp'])).toBe(Number(a.headers['x-service-timestamp']) + 60);
    expect(signatureOf(webhook.secret, b, clock.seconds()).ok).toBe(true);
    const [d] = first(await deliveries(account), 1);
    expect(d).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('handling the same bus record twice stores one delivery per webhook', async () => {
    const rcv = await receiver(200);
    const clock = new FakeClock();
    const { account, service } = await setup(rcv.url, clock);
    await service.create(account, { url: rcv.url.replace('/hook', '/second'), min_severity: 'low' });
    const s = sink(clock);
    const record = busRecord(alert(account, 'high', clock));
    await s.handleRecord(record);
    await s.handleRecord(record);
    expect(await deliveries(account)).toHaveLength(2);
    await s.tick();
    await s.handleRecord(record); // redelivered after the delivery went out
    expect((await s.tick()).claimed).toBe(0);
    expect(rcv.received).toHaveLength(2);
    expect(new Set(rcv.received.map((r) => r.path))).toEqual(new Set(['/hook', '/second']));
  });

  it('pending retries survive a restart: a new sink over the same database delivers them', async () => {
    const rcv = await receiver(500);
    const clock = new FakeClock();
    const { account, webhook } = await setup(rcv.url, clock);
    const a = sink(clock);
    await a.ingest(alert(account, 'high', clock));
    await a.ingest(alert(account, 'critical', clock));
    expect((await a.tick()).retried).toBe(2);
    await a.close();
    sinks.splice(sinks.indexOf(a), 1);

    const db = await env.restart();
    rcv.reply = 200;
    const b = sink(clock, {}, db);
    expect((await b.tick()).claimed).toBe(0);
    clock.advance(MIN);
    expect((await b.tick()).delivered).toBe(2);
    const r = await db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM webhook_deliveries WHERE account_id = $1', [account]);
    expect(r.rows.map((x) => [x.status, Number(x.attempts)])).toEqual([
      ['delivered', 2],
      ['delivered', 2],
    ]);
    expect(rcv.received.filter((x) => x.headers['x-service-webhook-id'] === webhook.id)).toHaveLength(4);
  });

  it('a delivery whose worker died mid-attempt is recovered and sent again', async () => {
    const rcv = await receiver(200);
    const clock = new FakeClock();
    const { account } = await setup(rcv.url, clock);
    const a = sink(clock);
    await a.ingest(alert(account, 'high', clock));
    // the worker claims the row and dies before sending or recording anything
    const [claimed] = first(await repo.claimDueDeliveries(env.db, clock.now(), 10), 1);
    expect(claimed).toMatchObject({ status: 'delivering', attempts: 1 });

    const b = sink(clock, { timeoutMs: 30_000, staleGraceMs: 30_000 });
    clock.advance(59_000);
    expect(await b.tick()).toMatchObject({ recovered: 0, claimed: 0 }); // might still be in flight
    clock.advance(1_000);
    expect(await b.tick()).toMatchObject({ recovered: 1, claimed: 1, delivered: 1 });
    const [d] = first(await deliveries(account), 1);
    expect(d).toMatchObject({ status: 'delivered', attempts: 2 });
    const attempts = await repo.listAttempts(env.db, account, d.id);
    expect(attempts.map((x) => [x.attempt, x.status_code])).toEqual([
      [1, null],
      [2, 200],
    ]);
    expect(at(attempts, 0).error).toMatch(/interrupted/);
    // the presumed-dead worker coming back late cannot overwrite the newer state
    const late = await repo.finishAttempt(
      env.db,
      { id: d.id, account_id: account, attempt: 1 },
      { status: 'failed', next_attempt_at: null, last_status_code: 500, last_error: 'late', delivered_at: null },
    );
    expect(late).toBe(false);
    expect(at(await deliveries(account), 0).status).toBe('delivered');
  });

  it('two workers over one database never send the same attempt twice', async () => {
    const rcv = await receiver(200, 15);
    const clock = new FakeClock();
    const { account } = await setup(rcv.url, clock);
    const db2 = await env.another();
    const w1 = sink(clock, { batchSize: 5 });
    const w2 = sink(clock, { batchSize: 5 }, db2);
    const n = 40;
    for (let i = 0; i < n; i++) await w1.ingest(alert(account, 'high', clock));
    const totals = { w1: 0, w2: 0 };
    for (let round = 0; round < 20; round++) {
      const [r1, r2] = await Promise.all([w1.tick(), w2.tick()]);
      totals.w1 += r1.delivered;
      totals.w2 += r2.delivered;
      if (r1.claimed + r2.claimed === 0) break;
    }
    expect(totals.w1 + totals.w2).toBe(n);
    if (kind === 'pg') expect(totals.w1 > 0 && totals.w2 > 0).toBe(true);
    const ids = rcv.received.map((r) => r.headers['x-service-delivery-id']);
    expect(ids).toHaveLength(n);
    expect(new Set(ids).size).toBe(n);
    const attempts = await env.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.account_id = $1',
      [account],
    );
    expect(Number(at(attempts.rows, 0).n)).toBe(n);
  });

  it('signs with the regenerated secret; the old one stops validating', async () => {
    const rcv = await receiver(200);
    const clock = new FakeClock();
    const { account, webhook, service } = await setup(rcv.url, clock);
    const s = sink(clock);
    const fresh = await service.regenerateSecret(account, webhook.id);
    expect(fresh.secret).not.toBe(webhook.secret);
    await s.ingest(alert(account, 'high', clock));
    await s.tick();
    const r = at(rcv.received, 0);
    expect(signatureOf(fresh.secret, r, clock.seconds()).ok).toBe(true);
    expect(signatureOf(webhook.secret, r, clock.seconds()).ok).toBe(false);
  });

  it('refuses at send time a hostname that resolves to a private address', async () => {
    const clock = new FakeClock();
    const { account } = await setup('https://hooks.example.test/in', clock);
    const s = sink(clock, { resolver: async () => [{ address: '10.1.2.3', family: 4 }] });
    await s.ingest(alert(account, 'high', clock));
    expect(await s.tick()).toMatchObject({ claimed: 1, failed: 1 });
    const [d] = first(await deliveries(account), 1);
    expect(d.status).toBe('failed');
    expect(d.last_error).toBe('blocked_address');
  });

  it('stops retrying a webhook that was disabled or deleted', async () => {
    const rcv = await receiver(500);
    const clock = new FakeClock();
    const { account, webhook, service } = await setup(rcv.url, clock);
    const other = await service.create(account, { url: rcv.url });
    const s = sink(clock);
    await s.ingest(alert(account, 'critical', clock));
    expect((await s.tick()).retried).toBe(2);
    await service.update(account, webhook.id, { enabled: false });
    await service.remove(account, other.id);
    clock.advance(MIN);
    expect(await s.tick()).toMatchObject({ claimed: 2, failed: 2 });
    expect(rcv.received).toHaveLength(2);
    const errors = (await deliveries(account)).map((d) => d.last_error).sort();
    expect(errors).toEqual(['webhook_deleted', 'webhook_disabled']);
  });

  it('test.ping through the bus: published by the service, consumed and delivered by a running sink', async () => {
    const rcv = await receiver(200);
    const { account, webhook, service } = await setup(rcv.url, new FakeClock());
    const another = await service.create(account, { url: rcv.url.replace('/hook', '/other') });
    const s = new WebhookSink({ db: env.db, bus, codec, pollIntervalMs: 50, urlPolicy: { allowLoopback: true } });
    sinks.push(s);
    await s.start();
    const res = await service.test(account, webhook.id);
    // the service waits for the first attempt and reports it (NOPE's {success, http_status})
    expect(res).toMatchObject({
      success: true,
      http_status: 200,
      status: 'delivered',
      event_id: expect.stringMatching(/^evt_/),
      delivery_id: expect.stringMatching(/^dlv_/),
    });
    await rcv.waitFor(1);
    const req = at(rcv.received, 0);
    expect(req.path).toBe('/hook');
    expect(req.headers['x-service-event']).toBe('test.ping');
    const body = JSON.parse(req.body);
    expect(body).toMatchObject({ event: 'test.ping', event_id: res.event_id, api_version: '2025-01', message: expect.any(String) });
    expect(Object.keys(body).sort()).toEqual(['api_version', 'event', 'event_id', 'message', 'timestamp']);
    expect(signatureOf(webhook.secret, req).ok).toBe(true);
    // the ping went to the targeted webhook only
    await new Promise((r) => setTimeout(r, 150));
    expect(rcv.received).toHaveLength(1);
    expect((await service.listEvents(account, another.id, {})).events).toHaveLength(0);
  });
});
