/**
 * The stream feed on real Kafka: records on `classify.results` (schemas/classify-result.avsc), as `haven ocular`
 * publishes them, become console sessions and fire watchlists without any HTTP ingest call; records without a
 * session or with a result that is not a classify response are skipped. The console runs on Kafka + PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONSOLE_TOPICS } from '../../console/topics.js';
import { createPgDatabase } from '../helpers/db.js';
import { startReceiver } from '../helpers/receiver.js';
import { kafkaBrokers } from '../helpers/stack.js';
import { scoreMessages } from './fixtures/scorer.js';
import { startTestConsole, until } from './helpers.js';

let c: Awaited<ReturnType<typeof startTestConsole>>;
let pg: { url: string; drop(): Promise<void> };
let rx: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  pg = await createPgDatabase();
  c = await startTestConsole({ KAFKA_BROKERS: kafkaBrokers(), DATABASE_URL: pg.url, KAFKA_PARTITIONS: '2' });
  rx = await startReceiver();
});
afterAll(async () => {
  await c?.cleanup();
  await rx?.close();
  await pg?.drop();
});

it('stores classify.results records as sessions and fires watchlists; skips what it cannot store', async () => {
  const run = Date.now().toString(36);
  const r = await c.call('POST', '/api/watchlists', {
    id: `stream-${run}`,
    name: 'stream danger',
    scope: 'session',
    conditions: { requiresAll: [{ code: 'verdict', operator: '==', value: 'danger' }] },
    webhookUrl: rx.url,
  });
  expect(r.status).toBe(201);
  const messages = [
    { role: 'user', content: 'I want to end my life {{suicide=0.9}}' },
    { role: 'assistant', content: 'I am here.' },
  ];
  const rec = (o: { request_id: string; session_id: string | null; user_id: string | null; result_json: string }) => {
    // the flat analytics fields of classify-result.avsc as `haven ocular` fills them; the console reads result_json
    const flat = {
      conversation_id: o.session_id ?? o.request_id,
      tenant: null,
      produced_at: null,
      contract_version: '1.0',
      build: 'test',
      model_version: 'test',
      thoroughness: 'auto',
      salience: 0,
      band: 'clear',
      subject: 'self',
      imminence_level: 'none',
      imminence_score: 0,
      fiction: 0,
      authenticity: 0,
      confidence: null,
      user_axes: {},
      ai_axes: {},
      turns: [],
      message_count: messages.length,
      inference_ms: 0,
    };
    const enc = c.rt.avro.encode('classify-result', {
      ...flat,
      ...o,
      agent_id: 'agent-s',
      messages_json: JSON.stringify(messages),
      scored_at: Date.parse('2026-03-01T10:00:00Z'),
    });
    return { key: o.session_id ?? o.request_id, value: enc.value, headers: enc.headers };
  };
  const good = JSON.stringify(scoreMessages(messages, { per_turn: true }));
  await c.rt.bus.publish(CONSOLE_TOPICS.classifyResults, [
    rec({ request_id: `req-a-${run}`, session_id: null, user_id: null, result_json: good }),
    rec({ request_id: `req-b-${run}`, session_id: `bad-${run}`, user_id: 'u', result_json: '{"salience": 2}' }),
    rec({ request_id: `req-c-${run}`, session_id: `stream-${run}`, user_id: 'user-s', result_json: good }),
  ]);
  const s = await until(
    async () => {
      const g = await c.call('GET', `/api/sessions/stream-${run}`);
      return g.status === 200 && g.body;
    },
    60_000,
    'the streamed session',
  );
  expect(s).toMatchObject({
    session_id: `stream-${run}`,
    user_id: 'user-s',
    agent_id: 'agent-s',
    source: 'stream',
    verdict: 'danger',
    message_count: 2,
    scored_at: Date.parse('2026-03-01T10:00:00Z') / 1000,
  });
  expect(s.classifier).toEqual(JSON.parse(good));
  // classify.results is the real topic: other suites' streams may land on it too and fire this broad rule, so only
  // this run's session counts
  const mine = () => rx.received.map((r) => JSON.parse(r.body)).filter((b) => b.session_id === `stream-${run}`);
  await until(async () => mine().length >= 1, 30_000, 'the watchlist delivery');
  expect(mine()[0]).toMatchObject({
    event: 'watchlist_match',
    watchlist: 'stream danger',
    session_id: `stream-${run}`,
    user_id: 'user-s',
  });
  expect((await c.call('GET', `/api/sessions/bad-${run}`)).status).toBe(404);
  // re-publishing the same record (at-least-once upstream) stores the same revision and fires nothing new
  await c.rt.bus.publish(CONSOLE_TOPICS.classifyResults, [
    rec({ request_id: `req-c-${run}`, session_id: `stream-${run}`, user_id: 'user-s', result_json: good }),
  ]);
  await new Promise((r) => setTimeout(r, 3000));
  expect(mine().length).toBe(1);
}, 150_000);

it('a batch of 500 sessions, larger than one Kafka record may be, is stored in one ingest (its items travel by reference)', async () => {
  const run = Date.now().toString(36);
  const sessions = Array.from({ length: 500 }, (_, i) => {
    const messages = [
      { role: 'user', content: `a long enough message to make this batch weigh more than a megabyte ${'x'.repeat(1500)} ${i}` },
      { role: 'assistant', content: 'I am here.' },
    ];
    return { session_id: `big-${run}-${i}`, user_id: `u-${i % 7}`, messages, classifier: scoreMessages(messages, { per_turn: true }) };
  });
  const body = JSON.stringify({ sessions });
  expect(Buffer.byteLength(body)).toBeGreaterThan(1024 * 1024);
  const r = await c.call('POST', '/api/ingest/batch', body);
  expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
  expect(r.body).toMatchObject({ count: 500, succeeded: 500, failed: 0 });
  const stored = await c.rt.db.query<{ n: string }>('SELECT count(*) AS n FROM console_sessions WHERE session_id LIKE $1', [`big-${run}-%`]);
  expect(Number(stored.rows[0]!.n)).toBe(500);
  // the staged payload went with the transaction that stored the sessions
  expect((await c.rt.db.query('SELECT ingest_id FROM console_ingest_payloads')).rows).toEqual([]);
});
