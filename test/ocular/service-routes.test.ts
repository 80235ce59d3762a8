/**
 * The classifier on the platform, on both runtimes, with one stack each:
 * - the routes through the real pipeline (ingress → classify.requested → ocular processor → reply): the billed
 *   customer routes (no heads or detail), the demo (heads and detail, its limits and per-IP rate), body caps, and
 *   the errors table; nothing is charged for a 4xx;
 * - streaming: a platform produces conversations straight to `classify.conversations` (Avro,
 *   schemas/classify-conversation.avsc) — on Kafka with its own kafkajs producer and no Haven headers. The ocular
 *   processor scores them; results land on `classify.results` and in the ClickHouse table `classifications` (a
 *   row per conversation and per turn). A record that can never score goes whole to `classify.rejected` and does
 *   not block its partition.
 */
import { readFileSync } from 'node:fs';
import avro from 'avsc';
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '../../infra/analytics/index.js';
import type { BusRecord } from '../../infra/bus/types.js';
import { getBalance } from '../../infra/platform/accounts.js';
import { PRICES_MILLS } from '../../infra/platform/money.js';
import { TOPICS } from '../../infra/topics.js';
import { waitUntil } from '../helpers/receiver.js';
import { api, kafkaBrokers, RUNTIMES, type Stack, startStack } from '../helpers/stack.js';
import { TEN_TURNS } from './helpers.js';

const conversationType = avro.Type.forSchema(JSON.parse(readFileSync(new URL('../../schemas/classify-conversation.avsc', import.meta.url), 'utf8')));

const conversation = (id: string, messages: ReadonlyArray<{ role: string; content: string }>, tenant = 'acme') => ({
  conversation_id: id,
  tenant,
  session_id: `sess-${id}`,
  user_id: `user-${id}`,
  agent_id: null,
  messages: messages.map((m) => ({ ...m, timestamp: null })),
  thoroughness: 'fast',
  per_turn: true,
  trajectory_stride: 1,
  produced_at: Date.now(),
});

describe.each(RUNTIMES)('classifier on the platform (%s)', (kind) => {
  let s: Stack;
  let key: string;
  let accountId: string;
  let analytics: Analytics;
  const rejected: BusRecord[] = [];
  const completed: BusRecord[] = [];
  /** what a platform does: plain Avro binary of the documented schema, keyed by conversation id */
  let produce: (records: Array<{ key: string; value: Buffer }>) => Promise<void>;
  let closeProducer = async () => {};

  beforeAll(async () => {
    s = await startStack(kind, { env: { REPLY_TIMEOUT_MS: '60000' } });
    ({ key, accountId } = await s.newKey({ balanceUsd: 1 }));
    analytics = await (kind === 'kafka' ? s.processorRuntimes[0]! : s.rt).analytics();
    await s.rt.bus.subscribe({
      groupId: `test-rejected-${Date.now()}`,
      topics: [TOPICS.classifyRejected],
      fromBeginning: true,
      handler: async (r) => void rejected.push(r),
    });
    await s.rt.bus.subscribe({
      groupId: `test-completed-${Date.now()}`,
      topics: [TOPICS.classifyResults],
      fromBeginning: true,
      handler: async (r) => void completed.push(r),
    });
    if (kind === 'kafka') {
      // the stack's topics carry its prefix (HAVEN_TOPIC_PREFIX): a platform on a shared broker names them so too
      const kafka = new Kafka({ clientId: 'a-platform', brokers: kafkaBrokers().split(','), logLevel: logLevel.NOTHING });
      const producer = kafka.producer();
      await producer.connect();
      produce = async (records) => void (await producer.send({ topic: `${s.env.HAVEN_TOPIC_PREFIX}${TOPICS.classifyConversations}`, messages: records }));
      closeProducer = () => producer.disconnect();
    } else {
      produce = (records) => s.rt.bus.publish(TOPICS.classifyConversations, records);
    }
  });
  afterAll(async () => {
    await closeProducer();
    await s?.stop();
  });

  it('POST /v1/ocular scores, charges the documented price, and carries no heads or detail', async () => {
    const before = await getBalance(s.rt.db, accountId);
    const r = await api(s.url, '/v1/ocular', {
      key,
      body: { messages: TEN_TURNS, per_turn: true, trajectory_stride: 1, detail: true, user_id: 'u1', session_id: 's1', agent_id: 'a1' },
    });
    expect(r.status).toBe(200);
    expect(r.body.salience).toBeGreaterThanOrEqual(0.3);
    expect(r.body.heads).toBeUndefined();
    expect(r.body.detail).toBeUndefined();
    expect(r.body.trajectory.length).toBe(TEN_TURNS.length);
    for (const t of r.body.trajectory) {
      expect(t.heads).toBeUndefined();
      expect(t.raw_scores).toBeUndefined();
    }
    expect(r.body.trajectory_shape.phases).toHaveLength(TEN_TURNS.length);
    expect(r.body.meta.request_id).toBe(r.headers.get('x-request-id'));
    await new Promise((res) => setTimeout(res, 50));
    expect(await getBalance(s.rt.db, accountId)).toBeCloseTo(before! - PRICES_MILLS.ocular_classify, 6);
  });

  it('POST /v1/ocular/classify is the same route', async () => {
    const r = await api(s.url, '/v1/ocular/classify', {
      key,
      body: { text: 'User: what a great day at the beach\n\nAssistant: Sounds lovely!', thoroughness: 'fast' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ thoroughness: 'fast', confidence: null, stability: null });
    expect(r.body.salience).toBeLessThan(0.3);
    expect(r.body.heads).toBeUndefined();
  });

  it('answers 401 without a key, 400 for bad input and 413 above 1 MiB, charging nothing', async () => {
    const before = await getBalance(s.rt.db, accountId);
    expect((await api(s.url, '/v1/ocular', { body: { text: 'hi' } })).status).toBe(401);
    const neither = await api(s.url, '/v1/ocular', { key, body: { per_turn: true } });
    expect(neither.status).toBe(400);
    expect(neither.body).toMatchObject({ code: 'invalid_request', message: 'Either "messages" (array) or "text" (string) is required' });
    expect((await api(s.url, '/v1/ocular', { key, raw: '{"text": ' })).body.code).toBe('invalid_json');
    expect((await api(s.url, '/v1/ocular', { key, body: { messages: [{ role: 'user' }] } })).status).toBe(400);
    expect((await api(s.url, '/v1/ocular', { key, body: { text: 'hi', trajectory_stride: 65 } })).status).toBe(400);
    expect((await api(s.url, '/v1/ocular', { key, body: { text: 'hi', session_id: 'x'.repeat(300) } })).status).toBe(400);
    const big = await api(s.url, '/v1/ocular', { key, body: { text: 'x'.repeat(1024 * 1024 + 10) } });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'payload_too_large', max_bytes: 1024 * 1024 });
    expect(await getBalance(s.rt.db, accountId)).toBe(before);
  });

  it('POST /v1/try/ocular adds heads and detail and needs no key', async () => {
    const r = await api(s.url, '/v1/try/ocular', { body: { messages: TEN_TURNS, per_turn: true, thoroughness: 'fast', detail: false } });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body.heads)).toBe(true);
    expect(r.body.heads.length).toBeGreaterThan(0);
    for (const h of r.body.heads) expect(h.code).toMatch(/^[A-Z][A-Z_]*_[A-Z]$/);
    expect(Object.keys(r.body.detail.scores).length).toBeGreaterThan(0);
    expect(r.body.detail.calibrated).toBeTruthy();
    // the demo keeps only messages/text, per_turn and trajectory_stride
    expect(r.body.thoroughness).toBe('auto');
    expect(r.body.trajectory.length).toBeGreaterThan(0);
  });

  it('holds the demo to 12 messages or 4,000 characters', async () => {
    const msgs = (n: number, len: number) => Array.from({ length: n }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: 'y'.repeat(len) }));
    const many = await api(s.url, '/v1/try/ocular', { body: { messages: msgs(13, 5) } });
    expect(many.status).toBe(400);
    expect(many.body.message).toMatch(/12 messages/);
    expect((await api(s.url, '/v1/try/ocular', { body: { messages: msgs(4, 1001) } })).status).toBe(400);
    expect((await api(s.url, '/v1/try/ocular', { body: { text: 'z'.repeat(4001) } })).status).toBe(400);
    expect((await api(s.url, '/v1/try/ocular', { raw: JSON.stringify({ text: 'z'.repeat(70_000) }) })).status).toBe(413);
    expect((await api(s.url, '/v1/try/ocular', { body: { messages: msgs(12, 300) } })).status).toBe(200);
  });

  it('limits the demo to 60 requests a minute per IP', async () => {
    // Cheap requests (400s) still count: the limit is applied before the body is read. Fixed one-minute windows:
    // 121 requests put at least 61 into one window, whenever the minute turns.
    let limited: Awaited<ReturnType<typeof api>> | undefined;
    for (let i = 0; i < 121 && !limited; i++) {
      const r = await api(s.url, '/v1/try/ocular', { body: {} });
      if (r.status === 429) limited = r;
      else expect(r.status).toBe(400);
    }
    expect(limited).toBeDefined();
    expect(limited!.body.code).toBe('rate_limit_exceeded');
    expect(limited!.headers.get('x-ratelimit-limit')).toBe('60');
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    // the customer route is unaffected
    expect((await api(s.url, '/v1/ocular', { key, body: { text: 'hi', thoroughness: 'fast' } })).status).toBe(200);
  });

  it('scores streamed conversations into classify.results and ClickHouse, per conversation and per turn', async () => {
    const tag = `${kind}-${Date.now()}`;
    const crisis = conversation(`crisis-${tag}`, TEN_TURNS);
    const calm = conversation(`calm-${tag}`, [
      { role: 'user', content: 'can you help me plan a birthday party for my daughter' },
      { role: 'assistant', content: 'Happy to! How old is she turning and what does she love?' },
      { role: 'user', content: 'she is turning seven and loves dinosaurs' },
    ]);
    await produce([
      { key: crisis.conversation_id, value: conversationType.toBuffer(crisis) },
      { key: 'garbage', value: Buffer.from('this is not avro at all \u0000\u0001') },
      { key: calm.conversation_id, value: conversationType.toBuffer(calm) },
      { key: `empty-${tag}`, value: conversationType.toBuffer(conversation(`empty-${tag}`, [])) },
    ]);
    const rows = async () =>
      analytics.query<Record<string, any>>(
        `SELECT * FROM classifications FINAL WHERE conversation_id IN ({a:String}, {b:String}) ORDER BY conversation_id, kind, turn_index`,
        { a: crisis.conversation_id, b: calm.conversation_id },
      );
    await waitUntil(async () => (await rows()).length >= 2 + TEN_TURNS.length + 3, 90_000, 'classification rows');
    const all = await rows();
    const conv = (id: string) => all.find((r) => r.conversation_id === id && r.kind === 'conversation')!;
    const turns = (id: string) => all.filter((r) => r.conversation_id === id && r.kind === 'turn');
    expect(turns(crisis.conversation_id)).toHaveLength(TEN_TURNS.length);
    expect(turns(calm.conversation_id)).toHaveLength(3);
    const c = conv(crisis.conversation_id);
    expect(c).toMatchObject({
      tenant: 'acme',
      session_id: `sess-${crisis.conversation_id}`,
      user_id: `user-${crisis.conversation_id}`,
      message_count: 10,
      thoroughness: 'fast',
      contract_version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    expect(c.model_version).toMatch(/^m_[0-9a-f]{12}$/);
    expect(['self', 'other', 'unknown']).toContain(c.subject);
    expect(['minimal', 'low', 'moderate', 'high', 'critical']).toContain(c.imminence_level);
    expect(c.salience).toBeGreaterThan(conv(calm.conversation_id).salience);
    expect(c.suicide).toBeGreaterThan(conv(calm.conversation_id).suicide);
    expect(turns(crisis.conversation_id).map((t) => t.role)).toEqual(TEN_TURNS.map((m) => m.role));
    // per-turn rows carry the trajectory's axes; the conversation-only ones stay NULL
    expect(turns(crisis.conversation_id)[0]!.sexual_violence).toBeNull();

    // the two bad records were set aside whole, with a reason, and did not block the good ones
    await waitUntil(() => rejected.length >= 2, 30_000, 'rejected records');
    const reasons = await Promise.all(
      rejected.map((r) => s.rt.avro.decode<{ reason: string; key: string; payload: Buffer }>('classify-rejected', r.value, r.headers)),
    );
    expect(reasons.find((r) => r.key === 'garbage')!.reason).toMatch(/not a classify-conversation record/);
    expect(reasons.find((r) => r.key === 'garbage')!.payload.toString()).toContain('this is not avro');
    expect(reasons.find((r) => r.key === `empty-${tag}`)!.reason).toMatch(/messages must not be empty/);

    // the result topic carries the same score, keyed by conversation
    await waitUntil(() => completed.some((r) => r.key === crisis.conversation_id), 10_000, 'the completed record');
    const rec = completed.find((r) => r.key === crisis.conversation_id)!;
    const out = await s.rt.avro.decode<{
      salience: number;
      turns: unknown[];
      result_json: string;
      messages_json: string;
      session_id: string;
      request_id: string;
    }>('classify-result', rec.value, rec.headers);
    expect(out.salience).toBeCloseTo(c.salience, 5);
    expect(out.turns).toHaveLength(10);
    // the console's stream-feed fields: the verbatim response and the transcript
    expect(JSON.parse(out.result_json).salience).toBeCloseTo(c.salience, 5);
    expect(JSON.parse(out.result_json).meta.request_id).toBe(out.request_id);
    expect(JSON.parse(out.messages_json)).toEqual(TEN_TURNS.map((m) => ({ role: m.role, content: m.content })));
    expect(out.session_id).toBe(`sess-${crisis.conversation_id}`);
  });

  it('scores a burst of streamed conversations in batches: every one once on classify.results and in ClickHouse', async () => {
    const tag = `burst-${kind}-${Date.now()}`;
    const n = 60;
    // the same assistant turns in every conversation: one embedding each for the whole batch
    const convs = Array.from({ length: n }, (_, i) =>
      conversation(`${tag}-${i}`, [
        { role: 'user', content: i % 3 === 0 ? `i don't want to be here anymore, it's all too much (${i})` : `what should i cook tonight? (${i})` },
        { role: 'assistant', content: 'I’m here with you. Can you tell me more?' },
      ]),
    );
    await produce(convs.map((c) => ({ key: c.conversation_id, value: conversationType.toBuffer(c) })));
    const count = async () =>
      (
        await analytics.query<{ n: string }>(
          `SELECT count() AS n FROM classifications FINAL WHERE kind = 'conversation' AND startsWith(conversation_id, {p:String})`,
          { p: `${tag}-` },
        )
      )[0]!.n;
    await waitUntil(async () => Number(await count()) >= n, 120_000, `${n} conversation rows`);
    await waitUntil(() => completed.filter((r) => r.key.startsWith(`${tag}-`)).length >= n, 30_000, `${n} results`);
    const mine = completed.filter((r) => r.key.startsWith(`${tag}-`));
    expect(new Set(mine.map((r) => r.key)).size).toBe(n);
    expect(new Set(mine.map((r) => r.headers['request-id'])).size).toBe(n);
    const rows = await analytics.query<{ conversation_id: string; salience: number }>(
      `SELECT conversation_id, salience FROM classifications FINAL WHERE kind = 'conversation' AND startsWith(conversation_id, {p:String})`,
      { p: `${tag}-` },
    );
    expect(rows).toHaveLength(n);
    const sal = (i: number) => rows.find((r) => r.conversation_id === `${tag}-${i}`)!.salience;
    // a distress turn outscores a cooking question in the same batch
    expect(sal(0)).toBeGreaterThan(sal(1));
    expect(sal(3)).toBeGreaterThan(sal(4));
  });

  it('the classifications sink dead-letters a result record that does not decode and goes on writing', async () => {
    const tag = `sinkpoison-${kind}-${Date.now()}`;
    const dead: BusRecord[] = [];
    const sub = await s.rt.bus.subscribe({
      groupId: `test-dead-${tag}`,
      topics: [TOPICS.deadLetter],
      fromBeginning: true,
      handler: async (r) => void dead.push(r),
    });
    try {
      await s.rt.bus.publish(TOPICS.classifyResults, [{ key: `bad-${tag}`, value: Buffer.from('not a classify-result record') }]);
      const good = conversation(`${tag}-ok`, [{ role: 'user', content: 'what is the capital of peru?' }]);
      await produce([{ key: good.conversation_id, value: conversationType.toBuffer(good) }]);
      await waitUntil(
        async () =>
          (
            await analytics.query(`SELECT 1 FROM classifications FINAL WHERE conversation_id = {c:String} AND kind = 'conversation'`, {
              c: good.conversation_id,
            })
          ).length === 1,
        90_000,
        'the good conversation row',
      );
      await waitUntil(() => dead.some((r) => r.key === `bad-${tag}`), 30_000, 'the dead-lettered result');
      const d = dead.find((r) => r.key === `bad-${tag}`)!;
      expect(d.headers['dlq-component']).toBe('sink-classifications');
      expect(d.headers['dlq-topic']).toBe(TOPICS.classifyResults);
      expect(d.value.toString()).toBe('not a classify-result record');
    } finally {
      await sub.close();
    }
  });
});
