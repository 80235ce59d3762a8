/** The functions behind the webhook routes, on PostgreSQL and PGlite: validation, tenancy, secrets, history. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedBus } from '../../infra/bus/embedded.js';
import type { BusRecord } from '../../infra/bus/types.js';
import { onlyRow } from '../../infra/db/types.js';
import { createSecretCipher } from '../../infra/secret-cipher.js';
import { ListWebhookEventsResponseSchema, WebhookSchema, WebhookWithSecretSchema } from '../../schemas/http/webhooks.js';
import { WebhookNotFoundError, WebhookValidationError } from '../../sinks/webhooks/errors.js';
import { newEventRecord, WEBHOOK_EVENT_SCHEMA, WEBHOOK_TOPIC, type WebhookEventRecord } from '../../sinks/webhooks/events.js';
import { createWebhookService, type WebhookService } from '../../sinks/webhooks/service.js';
import { WebhookSink } from '../../sinks/webhooks/sink.js';
import { at } from '../helpers/at.js';
import { FakeClock } from '../helpers/clock.js';
import { codec, type Env, makeEnv, newAccount, type RuntimeKind } from './env.js';

describe.each<RuntimeKind>(['pg', 'pglite'])('webhook service on %s', (kind) => {
  let env: Env;
  let service: WebhookService;
  const bus = new EmbeddedBus();
  const clock = new FakeClock(Date.parse('2025-06-01T12:00:00Z'));
  const cipher = createSecretCipher('0123456789abcdef'.repeat(4));
  const published: BusRecord[] = [];

  beforeAll(async () => {
    env = await makeEnv(kind);
    await bus.ensureTopics([{ name: WEBHOOK_TOPIC }]);
    await bus.subscribe({ groupId: 'test-observer', topics: [WEBHOOK_TOPIC], fromBeginning: true, handler: async (r) => void published.push(r) });
    service = createWebhookService({ db: env.db, bus, codec, clock, cipher, maxWebhooksPerAccount: 3, urlPolicy: { allowLoopback: true } });
  });
  afterAll(async () => {
    await bus.close();
    await env?.close();
  });

  const rowCount = async () => Number(onlyRow(await env.db.query<{ n: string }>('SELECT count(*) AS n FROM webhooks'), 'count').n);
  const expectInvalid = async (p: Promise<unknown>, path?: string) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(WebhookValidationError);
    expect((err as WebhookValidationError).statusCode).toBe(400);
    if (path) expect((err as WebhookValidationError).issues.map((i) => i.path)).toContain(path);
  };
  const expectNotFound = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(WebhookNotFoundError);
    expect((err as WebhookNotFoundError).statusCode).toBe(404);
  };

  it('creates with documented defaults and returns the secret once', async () => {
    const acc = await newAccount(env.db);
    const created = await service.create(acc, { url: 'https://example.com/hooks' });
    expect(WebhookWithSecretSchema.parse(created)).toEqual(created);
    expect(created).toMatchObject({
      id: expect.stringMatching(/^wh_[0-9a-f]{24}$/),
      url: 'https://example.com/hooks',
      min_severity: 'high',
      include_conversation: false,
      events: ['evaluate.alert', 'oversight.alert', 'oversight.ingestion.complete', 'test.ping'],
      enabled: true,
      description: null,
      created_at: '2025-06-01T12:00:00.000Z',
      secret: expect.stringMatching(/^whsec_/),
    });
    const got = await service.get(acc, created.id);
    expect(got).not.toHaveProperty('secret');
    expect(JSON.stringify(got)).not.toContain(created.secret);
    const list = await service.list(acc);
    expect(JSON.stringify(list)).not.toContain(created.secret);
    expect(list.webhooks.map((w) => WebhookSchema.parse(w).id)).toEqual([created.id]);
    // sealed at rest
    const stored = await env.db.query<{ secret_sealed: string }>('SELECT secret_sealed FROM webhooks WHERE id = $1', [created.id]);
    expect(at(stored.rows, 0).secret_sealed.startsWith('v1:')).toBe(true);
    expect(at(stored.rows, 0).secret_sealed).not.toContain(created.secret.slice(6));
  });

  it('accepts every field, normalising the events list', async () => {
    const acc = await newAccount(env.db);
    const w = await service.create(acc, {
      url: 'http://localhost:4000/in',
      min_severity: 'none',
      include_conversation: true,
      events: ['test.ping', 'evaluate.alert', 'evaluate.alert'],
      description: '  on-call pager ',
      enabled: false,
    });
    expect(w).toMatchObject({
      min_severity: 'none',
      include_conversation: true,
      events: ['evaluate.alert', 'test.ping'],
      description: 'on-call pager',
      enabled: false,
    });
  });

  it('rejects bad bodies with 400 and writes nothing', async () => {
    const acc = await newAccount(env.db);
    const before = await rowCount();
    await expectInvalid(service.create(acc, {}), 'url');
    await expectInvalid(service.create(acc, null), 'url');
    await expectInvalid(service.create(acc, 'https://example.com'));
    await expectInvalid(service.create(acc, { url: 42 }), 'url');
    await expectInvalid(service.create(acc, { url: 'http://example.com/x' }), 'url');
    await expectInvalid(service.create(acc, { url: 'https://10.0.0.1/x' }), 'url');
    await expectInvalid(service.create(acc, { url: 'https://169.254.169.254/latest' }), 'url');
    await expectInvalid(service.create(acc, { url: 'ftp://example.com/x' }), 'url');
    await expectInvalid(service.create(acc, { url: 'https://a:b@example.com/x' }), 'url');
    await expectInvalid(service.create(acc, { url: 'https://example.com', min_severity: 'severe' }), 'min_severity');
    await expectInvalid(service.create(acc, { url: 'https://example.com', min_severity: 'moderate' }), 'min_severity');
    await expectInvalid(service.create(acc, { url: 'https://example.com', include_conversation: 'yes' }), 'include_conversation');
    await expectInvalid(service.create(acc, { url: 'https://example.com', events: [] }), 'events');
    await expectInvalid(service.create(acc, { url: 'https://example.com', events: ['evaluate.done'] }));
    await expectInvalid(service.create(acc, { url: 'https://example.com', severity: 'high' }));
    await expectInvalid(service.create(acc, { url: 'https://example.com', description: 'x'.repeat(501) }), 'description');
    expect(await rowCount()).toBe(before);
  });

  it('caps the number of webhooks per account', async () => {
    const acc = await newAccount(env.db);
    for (let i = 0; i < 3; i++) await service.create(acc, { url: `https://example.com/${i}` });
    const err = await service.create(acc, { url: 'https://example.com/4' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ statusCode: 400, code: 'webhook_limit_reached' });
    const first = at((await service.list(acc)).webhooks, 0);
    await service.remove(acc, first.id);
    await expect(service.create(acc, { url: 'https://example.com/5' })).resolves.toBeTruthy();
  });

  it('updates partially, re-validating the URL', async () => {
    const acc = await newAccount(env.db);
    const w = await service.create(acc, { url: 'https://example.com/a', description: 'd' });
    clock.advance(1000);
    const u = await service.update(acc, w.id, { min_severity: 'critical', events: ['oversight.alert'] });
    expect(u).toMatchObject({
      url: 'https://example.com/a',
      description: 'd',
      min_severity: 'critical',
      events: ['oversight.alert'],
      include_conversation: false,
    });
    expect(u.updated_at).not.toBe(u.created_at);
    expect(u).not.toHaveProperty('secret');
    expect(await service.update(acc, w.id, { description: null, url: 'https://hooks.example.org/b' })).toMatchObject({
      description: null,
      url: 'https://hooks.example.org/b',
    });
    await expectInvalid(service.update(acc, w.id, { url: 'http://example.org/b' }), 'url');
    await expectInvalid(service.update(acc, w.id, { url: 'https://[fd00::1]/b' }), 'url');
    await expectInvalid(service.update(acc, w.id, {}));
    await expectInvalid(service.update(acc, w.id, { secret: 'whsec_mine' }));
    await expectInvalid(service.update(acc, w.id, { enabled: 'no' }), 'enabled');
    expect((await service.get(acc, w.id)).url).toBe('https://hooks.example.org/b');
  });

  it('unknown, deleted and other accounts’ ids are 404 for every operation, and change nothing', async () => {
    const mine = await newAccount(env.db);
    const theirs = await newAccount(env.db);
    const w = await service.create(theirs, { url: 'https://example.com/t' });
    for (const id of [w.id, 'wh_doesnotexist', 'not-an-id', "wh_1' OR '1'='1", '']) {
      await expectNotFound(service.get(mine, id));
      await expectNotFound(service.update(mine, id, { enabled: false }));
      await expectNotFound(service.remove(mine, id));
      await expectNotFound(service.regenerateSecret(mine, id));
      await expectNotFound(service.test(mine, id));
      await expectNotFound(service.listEvents(mine, id, {}));
    }
    expect((await service.list(mine)).webhooks).toEqual([]);
    const still = await service.get(theirs, w.id);
    expect(still).toMatchObject({ enabled: true, url: 'https://example.com/t' });

    await service.remove(theirs, w.id);
    await expectNotFound(service.get(theirs, w.id));
    await expectNotFound(service.remove(theirs, w.id));
    expect((await service.list(theirs)).webhooks).toEqual([]);
  });

  it('regenerating returns a new secret once', async () => {
    const acc = await newAccount(env.db);
    const w = await service.create(acc, { url: 'https://example.com/r' });
    const r = await service.regenerateSecret(acc, w.id);
    expect(r.id).toBe(w.id);
    expect(r.secret).toMatch(/^whsec_/);
    expect(r.secret).not.toBe(w.secret);
    expect(JSON.stringify(await service.get(acc, w.id))).not.toContain('whsec_');
  });

  it('test publishes one test.ping record targeted at the webhook', async () => {
    const acc = await newAccount(env.db);
    const w = await service.create(acc, { url: 'https://example.com/p' });
    const before = published.length;
    const res = await service.test(acc, w.id);
    for (let i = 0; i < 50 && published.length === before; i++) await new Promise((r) => setTimeout(r, 10));
    const rec = at(published, -1, 'published record');
    expect(rec.key).toBe(acc);
    const ev = await codec.decode<WebhookEventRecord>(WEBHOOK_EVENT_SCHEMA, rec.value, rec.headers);
    expect(ev).toMatchObject({
      event_id: res.event_id,
      account_id: acc,
      event: 'test.ping',
      severity: null,
      target_webhook_id: w.id,
      created_at: clock.now().getTime(),
    });
    expect(JSON.parse(ev.payload_json)).toEqual({ message: expect.any(String) });
  });

  it('lists delivery history newest first with a cursor, scoped to the webhook and account', async () => {
    const acc = await newAccount(env.db);
    const w = await service.create(acc, { url: 'https://example.com/h', min_severity: 'none' });
    const other = await service.create(acc, { url: 'https://example.com/o', events: ['oversight.alert'] });
    const sink = new WebhookSink({ db: env.db, codec, clock, urlPolicy: { allowLoopback: true } });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const ev = newEventRecord({ accountId: acc, event: 'evaluate.alert', severity: 'low', fields: {}, createdAt: clock.now() });
      ids.push(ev.event_id);
      await sink.ingest(ev);
      clock.advance(1000);
    }
    await sink.close();
    const p1 = await service.listEvents(acc, w.id, { limit: '2' });
    expect(ListWebhookEventsResponseSchema.parse(p1)).toEqual(p1);
    expect(p1.events.map((e) => e.event_id)).toEqual([ids[4], ids[3]]);
    expect(p1.events[0]).toMatchObject({ status: 'pending', attempts: 0, event: 'evaluate.alert', last_status_code: null, delivered_at: null });
    expect(p1.next_cursor).toEqual(expect.any(String));
    const p2 = await service.listEvents(acc, w.id, { limit: 2, cursor: p1.next_cursor });
    expect(p2.events.map((e) => e.event_id)).toEqual([ids[2], ids[1]]);
    const p3 = await service.listEvents(acc, w.id, { limit: 2, cursor: p2.next_cursor });
    expect(p3.events.map((e) => e.event_id)).toEqual([ids[0]]);
    expect(p3.next_cursor).toBeNull();
    expect((await service.listEvents(acc, w.id, { status: 'delivered' })).events).toEqual([]);
    expect((await service.listEvents(acc, other.id, {})).events).toEqual([]);
    await expectInvalid(service.listEvents(acc, w.id, { limit: 0 }), 'limit');
    await expectInvalid(service.listEvents(acc, w.id, { limit: 101 }), 'limit');
    await expectInvalid(service.listEvents(acc, w.id, { limit: 'ten' }), 'limit');
    await expectInvalid(service.listEvents(acc, w.id, { cursor: 'garbage' }), 'cursor');
    await expectInvalid(service.listEvents(acc, w.id, { status: 'lost' }), 'status');
    await expectInvalid(service.listEvents(acc, w.id, { page: 2 }));
    // the history of a webhook is another account's 404
    await expectNotFound(service.listEvents(await newAccount(env.db), w.id, {}));
    void kind;
  });
});
