/**
 * Oversight on both runtimes: analyze and ingest end to end with `oversight.alert` and `oversight.ingestion.complete`
 * through the signed webhook sink; and on Kafka, an ingest whose processor dies mid-batch loses nothing and charges once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, startRoles } from '../../app/roles.js';
import { loadConfig } from '../../infra/config.js';
import { getBalance } from '../../infra/platform/accounts.js';
import { openRuntime, type Runtime } from '../../infra/runtime.js';
import { oversightIngestProcessor } from '../../processors/oversight-ingest/processor.js';
import { verifySignature } from '../../sinks/webhooks/sign.js';
import { startReceiver, waitUntil } from '../helpers/receiver.js';
import { api, RUNTIMES, type Stack, startStack } from '../helpers/stack.js';

const crisis = (id: string, n = 4) => ({
  conversation_id: id,
  messages: Array.from({ length: n }, (_, i) =>
    i % 2 === 0
      ? { role: 'user', content: i === n - 2 ? 'I want to die. I have the pills here.' : 'Can you help me with my week plan?' }
      : {
          role: 'assistant',
          content: i === n - 1 ? "Anyway, let's talk about something more fun!" : 'Sure, let us plan your week together.',
          agent_id: 'agent-7',
        },
  ),
  metadata: { platform: 'ios', user_is_minor: false },
});

describe.each(RUNTIMES)('oversight webhooks (%s)', (kind) => {
  let s: Stack;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    s = await startStack(kind, { env: { WEBHOOK_ALLOW_LOOPBACK: 'true' } });
    rx = await startReceiver();
  }, 120_000);
  afterAll(async () => {
    await rx?.close();
    await s?.stop();
  });

  it('alert from analyze and from ingest, ingestion.complete per batch, signed, no transcript', async () => {
    const { key } = await s.newKey({ balanceUsd: 5, features: ['oversight'] });
    const hook = await api(s.url, '/v1/webhooks', { key, body: { url: rx.url, min_severity: 'high', include_conversation: true } });
    expect(hook.status).toBe(200);
    const a = await api(s.url, '/v1/oversight/analyze', { key, body: { conversation: crisis('an-1') } });
    expect(a.status).toBe(200);
    expect(a.body.result.overall_concern).toBe('high');
    const ing = await api(s.url, '/v1/oversight/ingest', {
      key,
      body: {
        conversations: [
          crisis('in-1'),
          {
            conversation_id: 'in-2',
            messages: [
              { role: 'user', content: 'hello' },
              { role: 'assistant', content: 'Hi! How can I help?' },
            ],
          },
        ],
      },
    });
    expect(ing.status).toBe(200);
    expect(ing.body.conversations_processed).toBe(2);
    const events = () => rx.received.map((d) => JSON.parse(d.body));
    await waitUntil(
      () => events().filter((e) => e.event === 'oversight.alert').length >= 2 && events().some((e) => e.event === 'oversight.ingestion.complete'),
      60_000,
      'oversight events',
    );
    const alert = events().find((e) => e.event === 'oversight.alert' && e.conversation_id === 'an-1');
    expect(alert).toMatchObject({
      concern: 'high',
      trajectory: expect.any(String),
      platform: 'ios',
      user_is_minor: false,
      agent_ids: ['agent-7'],
      conversation: { included: true, message_count: 4 },
      api_version: '2025-01',
    });
    expect(alert.behaviors[0]).toMatchObject({ code: expect.any(String), name: expect.any(String), severity: expect.any(String), category: 'crisis_response' });
    expect(JSON.stringify(alert)).not.toContain('pills');
    const done = events().find((e) => e.event === 'oversight.ingestion.complete');
    expect(done).toMatchObject({
      ingestion_id: ing.body.ingestion_id,
      conversations_total: 2,
      conversations_processed: 2,
      conversations_failed: 0,
      concerns: { none: 1, low: 0, medium: 0, high: 1, critical: 0 },
    });
    expect(done.top_behaviors[0]).toMatchObject({ code: expect.any(String), name: expect.any(String), occurrence_count: 1 });
    expect(done.processing_time_ms).toEqual(expect.any(Number));
    for (const d of rx.received) {
      const v = verifySignature({
        secret: hook.body.secret,
        rawBody: d.body,
        signature: String(d.headers['x-service-signature']),
        timestamp: String(d.headers['x-service-timestamp']),
      });
      expect(v.ok).toBe(true);
    }
  }, 120_000);
});

describe('ingest survives a processor dying mid-batch (kafka)', () => {
  let s: Stack;
  let spare: { rt: Runtime; running: Running } | undefined;
  beforeAll(async () => {
    s = await startStack('kafka', { processors: 1, processorNames: ['oversight-ingest'], sinkNames: [], env: { REPLY_TIMEOUT_MS: '60000' } });
  }, 120_000);
  afterAll(async () => {
    await spare?.running.stop().catch(() => undefined);
    await spare?.rt.close().catch(() => undefined);
    await s?.stop();
  });

  it('every conversation is stored and analysed once, the batch is charged once', async () => {
    const { key, accountId } = await s.newKey({ balanceUsd: 100, features: ['oversight'] });
    const N = 120;
    const conversations = Array.from({ length: N }, (_, i) => crisis(`k-${i}`, 40));
    const pending = api(s.url, '/v1/oversight/ingest', { key, body: { conversations } });
    const analysed = async () =>
      (
        await s.rt.db.query<{ n: number }>('SELECT count(*)::int AS n FROM oversight_conversations WHERE account_id = $1 AND analyzed_at IS NOT NULL', [
          accountId,
        ])
      ).rows[0]!.n;
    // the first chunk (25 conversations) is saved once the judgment has loaded (in the background, slow on a loaded box)
    await waitUntil(async () => (await analysed()) >= 3, 200_000, 'batch under way');
    // the processor loses its database mid-batch (its handler fails without committing), then goes away
    await s.processorRuntimes[0]!.db.close();
    await s.stopProcessor(0).catch(() => undefined);
    const partial = await analysed();
    expect(partial).toBeLessThan(N);
    // a fresh instance joins the group and gets the uncommitted record again
    const rt = await openRuntime({ ...loadConfig(s.env), HAVEN_INSTANCE_ID: `spare-${Date.now().toString(36)}` }, { role: 'processor' });
    spare = { rt, running: await startRoles(rt, { ingress: false, processors: [oversightIngestProcessor], sinks: [] }) };
    const r = await pending;
    expect([200, 503]).toContain(r.status);
    await waitUntil(async () => (await analysed()) === N, 90_000, 'batch resumed and finished');
    const rows = await s.rt.db.query<{ n: number; with_result: number }>(
      'SELECT count(*)::int AS n, count(result)::int AS with_result FROM oversight_conversations WHERE account_id = $1',
      [accountId],
    );
    expect(rows.rows[0]).toEqual({ n: N, with_result: N });
    const ledger = await s.rt.db.query<{ n: number }>("SELECT count(*)::int AS n FROM usage_ledger WHERE account_id = $1 AND route = '/v1/oversight/ingest'", [
      accountId,
    ]);
    expect(ledger.rows[0]!.n).toBe(1);
    expect(await getBalance(s.rt.db, accountId)).toBeCloseTo(100_000 - N * 100, 5);
    const ing = await s.rt.db.query<{ status: string; conversations_processed: number }>(
      'SELECT status, conversations_processed FROM oversight_ingestions WHERE account_id = $1',
      [accountId],
    );
    expect(ing.rows).toEqual([{ status: 'complete', conversations_processed: N }]);
  }, 420_000);
});
