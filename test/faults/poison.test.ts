/**
 * Fault suite (issue 8, item 3): poison records. A request whose processing fails the same way every time (NUL in
 * a webhook description — PostgreSQL refuses 0x00 —, bytes that do not decode, a forged cursor with an extreme
 * date) is answered at once with an error, copied to the dead-letter topic and never redelivered, while other
 * accounts' requests on the same partition (one partition here) are answered as usual.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FinalError, finalFailure } from '../../infra/bus/poison.js';
import { ReplyRouter, ReplyTimeoutError } from '../../infra/bus/request-reply.js';
import type { BusRecord } from '../../infra/bus/types.js';
import { TOPICS } from '../../infra/topics.js';
import { cycle } from '../helpers/at.js';
import { api, type Stack, startStack } from '../helpers/stack.js';
import { expectHavenError } from './lib.js';

let s: Stack;
let probe: ReplyRouter;
const deadLetters: BusRecord[] = [];
let dlqSub: { close(): Promise<void> };

beforeAll(async () => {
  s = await startStack('embedded', { env: { KAFKA_PARTITIONS: '1', REPLY_TIMEOUT_MS: '8000' } });
  probe = new ReplyRouter(s.rt.bus, s.rt.avro, 'poison-probe', 8000);
  await probe.start();
  dlqSub = await s.rt.bus.subscribe({ groupId: 'dlq-watch', topics: [TOPICS.deadLetter], fromBeginning: true, handler: async (r) => void deadLetters.push(r) });
});
afterAll(async () => {
  await dlqSub?.close();
  await probe?.stop();
  await s?.stop();
});

/** Publishes a webhooks-api request the way the ingress does, but without the ingress's validation. */
function rawWebhooksCall(accountId: string, body: unknown) {
  const enc = s.rt.avro.encode('webhooks-api-request', {
    op: 'create',
    account_id: accountId,
    webhook_id: null,
    body_json: JSON.stringify(body),
    query_json: null,
  });
  return probe.request(TOPICS.webhooksRequested, accountId, { value: enc.value, headers: { ...enc.headers, 'request-id': 'req_poison_probe_1' } });
}

describe('deterministic failures are final (item 3)', () => {
  it('classifies: data errors, undecodable input and FinalError are final; connection errors are not', () => {
    expect(finalFailure(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }))).toMatchObject({ status: 422 });
    expect(finalFailure(Object.assign(new Error('date/time field value out of range'), { code: '22008' }))).toBeTruthy();
    expect(finalFailure(new RangeError('Maximum call stack size exceeded'))).toBeTruthy();
    expect(finalFailure(new FinalError(400, 'bad', 'bad'))).toMatchObject({ status: 400, code: 'bad' });
    expect(finalFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(finalFailure(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBeUndefined();
    expect(finalFailure(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeUndefined();
  });

  it('poison records are answered at once and dead-lettered while 30 requests of other accounts all succeed', async () => {
    const victim = await s.newKey();
    const others = await Promise.all(Array.from({ length: 3 }, () => s.newKey()));
    const poisons = [
      // NUL in a description: PostgreSQL refuses 0x00 (the ingress refuses it too; this bypasses the ingress)
      () => rawWebhooksCall(victim.accountId, { url: 'https://example.com/h', description: 'a\u0000b' }),
      // bytes that are no Avro record of the schema
      () => probe.request(TOPICS.steerRequested, 'k', { value: Buffer.from([0xff, 0xff, 0xff, 0x01]), headers: { 'request-id': 'req_poison_probe_2' } }),
      () =>
        probe.request(TOPICS.webhooksRequested, victim.accountId, { value: Buffer.from('not avro at all'), headers: { 'request-id': 'req_poison_probe_3' } }),
    ];
    const before = deadLetters.length;
    const t0 = Date.now();
    const poisoned = Promise.all(
      poisons.map((p) =>
        p().then(
          (r) => ({ r, ms: Date.now() - t0 }),
          (e: Error) => ({ e }),
        ),
      ),
    );
    const traffic = Promise.all(Array.from({ length: 30 }, (_, i) => api(s.url, '/v1/webhooks', { key: cycle(others, i).key })));
    const [ps, ts] = await Promise.all([poisoned, traffic]);
    for (const p of ps) {
      expect('e' in p ? (p.e instanceof ReplyTimeoutError ? 'timed out' : p.e.message) : 'answered').toBe('answered');
      if ('r' in p) {
        expect(p.r.status).toBeGreaterThanOrEqual(400);
        expect(p.r.status).toBeLessThan(500);
        expectHavenError(p.r.body);
      }
    }
    expect(ts.map((r) => r.status)).toEqual(Array(30).fill(200));
    await new Promise((r) => setTimeout(r, 300));
    const mine = deadLetters.slice(before);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.every((d) => d.headers['dlq-topic'] && d.headers['dlq-kind'] && d.headers['dlq-offset'] !== undefined)).toBe(true);
    expect(mine.map((d) => d.headers['dlq-kind'])).toEqual(expect.arrayContaining(['sqlstate:22021', 'undecodable']));
    // nothing of the victim's poisoned create was stored
    expect((await api(s.url, '/v1/webhooks', { key: victim.key })).body.webhooks).toHaveLength(0);
  });

  it('a forged events cursor with an extreme date: 400 in shape, at once', async () => {
    const k = await s.newKey();
    const created = await api(s.url, '/v1/webhooks', { key: k.key, body: { url: 'https://example.com/hook' } });
    expect(created.status).toBe(200);
    for (const iso of ['+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '+100000-01-01T00:00:00.000Z']) {
      const cursor = Buffer.from(`${iso}|dlv_abc`).toString('base64url');
      const r = await api(s.url, `/v1/webhooks/${created.body.id}/events?cursor=${cursor}`, { key: k.key });
      expect(r.status, iso).toBe(400);
      expectHavenError(r.body);
    }
  });
});
