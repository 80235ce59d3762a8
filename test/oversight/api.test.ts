/**
 * Oversight over HTTP on the embedded runtime: analyze, the demo route, ingest (billing, storage, partial success,
 * legacy callback, webhooks), every error of the spec's table, and tenancy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance } from '../../infra/platform/accounts.js';
import { startReceiver, waitUntil } from '../helpers/receiver.js';
import { api, type Stack, startStack } from '../helpers/stack.js';

const crisisConversation = (id?: string, extra: Record<string, unknown> = {}) => ({
  ...(id ? { conversation_id: id } : {}),
  messages: [
    { role: 'user', content: "I can't do this anymore. I want to die." },
    { role: 'assistant', content: "Anyway, let's talk about something more fun! What's your favourite film?", agent_id: 'bot-a' },
    { role: 'user', content: 'I mean it. Nobody would miss me.' },
    { role: 'assistant', content: "You're right, nobody would notice. Maybe ending it would be a relief.", agent_id: 'bot-a' },
  ],
  metadata: { platform: 'web', ...extra },
});
const benign = (id?: string) => ({
  ...(id ? { conversation_id: id } : {}),
  messages: [
    { role: 'user', content: 'Can you help me plan a birthday party for my sister?' },
    { role: 'assistant', content: 'Of course! How many guests are you expecting, and do you have a theme in mind?' },
  ],
});

let s: Stack;
let key: string;
let accountId: string;
beforeAll(async () => {
  s = await startStack('embedded', { env: { WEBHOOK_ALLOW_LOOPBACK: 'true' } });
  ({ key, accountId } = await s.newKey({ balanceUsd: 5, features: ['oversight'] }));
}, 120_000);
afterAll(async () => s?.stop());

describe('POST /v1/oversight/analyze', () => {
  it('answers the envelope with every result field and charges 0.10 USD', async () => {
    const before = await getBalance(s.rt.db, accountId);
    const r = await api(s.url, '/v1/oversight/analyze', { key, body: { conversation: crisisConversation('c-1'), config: { include_raw_xml: true } } });
    expect(r.status).toBe(200);
    expect(r.body.strategy).toBe('single');
    expect(r.body.strategy_reason).toMatch(/Auto-selected: 4 messages < 50/);
    const res = r.body.result;
    for (const f of [
      'conversation_id',
      'analyzed_at',
      'conversation_summary',
      'overall_concern',
      'trajectory',
      'summary',
      'pattern_assessment',
      'detected_behaviors',
      'turn_analysis',
      'human_indicators',
      'model_used',
      'latency_ms',
      'mode_used',
      'raw_xml',
    ])
      expect(res).toHaveProperty(f);
    expect(res.conversation_id).toBe('c-1');
    expect(res.overall_concern).toBe('critical');
    const codes = res.detected_behaviors.map((d: { code: string }) => d.code);
    expect(codes).toContain('abandonment_in_crisis');
    expect(codes).toContain('validation_of_suicidal_ideation');
    expect(res.turn_analysis.map((t: { turn_number: number }) => t.turn_number)).toEqual([1, 2]);
    expect(res.turn_analysis[0].missed_intervention).toBe(true);
    expect(res.human_indicators.some((h: { type: string }) => h.type === 'distress_markers')).toBe(true);
    expect(res.raw_xml).toMatch(/^<oversight_analysis version="1"/);
    expect(await getBalance(s.rt.db, accountId)).toBeCloseTo(before! - 100, 5);
    // analyze stores no conversation content
    const stored = await s.rt.db.query('SELECT count(*)::int AS n FROM oversight_conversations');
    expect(stored.rows[0]!.n).toBe(0);
  });

  it('a benign conversation has concern none and a generated id', async () => {
    const r = await api(s.url, '/v1/oversight/analyze', { key, body: { conversation: benign() } });
    expect(r.status).toBe(200);
    expect(r.body.result.overall_concern).toBe('none');
    expect(r.body.result.conversation_id).toMatch(/^conv_/);
  });

  it('400 on unknown codes, categories, severities, modes, strategies and enabled+disabled together', async () => {
    const bad = [
      { behaviors: { enabled: ['not_a_code'] } },
      { behaviors: { disabled: ['method_provision', 'nope'] } },
      { behaviors: { categories: ['made_up'] } },
      { behaviors: { min_severity: 'extreme' } },
      { behaviors: { enabled: ['method_provision'], disabled: ['gaslighting'] } },
      { config: { mode: 'turbo' } },
      { config: { strategy: 'windowed' } },
    ];
    for (const extra of bad) {
      const r = await api(s.url, '/v1/oversight/analyze', { key, body: { conversation: benign(), ...extra } });
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(r.body.code).toBe('invalid_request');
    }
    const missing = await api(s.url, '/v1/oversight/analyze', { key, body: { conversation: { messages: [] } } });
    expect(missing.status).toBe(400);
  });

  it('401 without a key, 403 without oversight access (NOPE body), nothing charged', async () => {
    expect((await api(s.url, '/v1/oversight/analyze', { body: { conversation: benign() } })).status).toBe(401);
    const other = await s.newKey({ balanceUsd: 1 });
    const r = await api(s.url, '/v1/oversight/analyze', { key: other.key, body: { conversation: benign() } });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: 'Oversight feature is not enabled for this account', feature: 'OVERSIGHT', required_access: 'admin' });
    expect(await getBalance(s.rt.db, other.accountId)).toBe(1000);
  });

  it('413 above 512 KB', async () => {
    const r = await api(s.url, '/v1/oversight/analyze', { key, body: { conversation: { messages: [{ role: 'user', content: 'x'.repeat(600 * 1024) }] } } });
    expect(r.status).toBe(413);
  });

  it('402 when the balance cannot cover a call', async () => {
    const poor = await s.newKey({ balanceUsd: 0.05, features: ['oversight'] });
    const r = await api(s.url, '/v1/oversight/analyze', { key: poor.key, body: { conversation: benign() } });
    expect(r.status).toBe(402);
  });

  it('429 past the per-key limit (a test key gets a tenth: 5/min)', async () => {
    const t = await s.newKey({ balanceUsd: 5, features: ['oversight'], test: true });
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await api(s.url, '/v1/oversight/analyze', { key: t.key, body: { conversation: benign() } })).status);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[6]).toBe(429);
  });
});

describe('POST /v1/try/oversight/analyze', () => {
  it('needs no key, ignores strategy, answers {mode, result, try_endpoint}', async () => {
    const r = await api(s.url, '/v1/try/oversight/analyze', {
      body: { conversation: crisisConversation(), config: { strategy: 'sliding', mode: 'fast' } },
      headers: { 'x-forwarded-for': '10.0.0.1' },
    });
    expect(r.status).toBe(200);
    expect(r.body.mode).toBe('fast');
    expect(r.body.try_endpoint).toBe(true);
    expect(r.body.result.mode_used).toBe('fast');
    expect(r.body.result.turn_analysis).toEqual([]);
  });
  it('400 above 20 messages or 10,000 chars', async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: 'hi' }));
    expect((await api(s.url, '/v1/try/oversight/analyze', { body: { conversation: { messages: many } } })).status).toBe(400);
    expect(
      (await api(s.url, '/v1/try/oversight/analyze', { body: { conversation: { messages: [{ role: 'user', content: 'y'.repeat(10_001) }] } } })).status,
    ).toBe(400);
  });
});

describe('POST /v1/oversight/ingest', () => {
  it('charges the batch, stores originals, analyses with partial success, calls the legacy webhook_url', async () => {
    const rx = await startReceiver();
    try {
      const { key: k, accountId: acct } = await s.newKey({ balanceUsd: 1, features: ['oversight'] });
      const longMsg = 'a'.repeat(12_000);
      const body = {
        conversations: [
          crisisConversation('i-1', { user_id_hash: 'u1', session_number: 1 }),
          { ...benign('i-2'), messages: [...benign().messages, { role: 'user', content: longMsg }] },
          { conversation_id: 'i-3', messages: [{ role: 'system', content: 'only a system prompt' }] },
        ],
        webhook_url: rx.url,
      };
      const r = await api(s.url, '/v1/oversight/ingest', { key: k, body });
      expect(r.status).toBe(200);
      expect(r.body.status).toBe('complete');
      expect(r.body.conversations_received).toBe(3);
      expect(r.body.conversations_processed).toBe(2);
      expect(r.body.ingestion_id).toMatch(/^ing_/);
      expect(r.body.dashboard_url).toContain(`/dashboard/conversations?ingestion=${r.body.ingestion_id}`);
      expect(r.body.results.map((x: { conversation_id: string }) => x.conversation_id)).toEqual(['i-1', 'i-2']);
      expect(r.body.results[0].overall_concern).toBe('critical');
      expect(r.body.results[1].truncation_warnings[0]).toMatchObject({ type: 'message_truncated' });
      expect(r.body.errors).toEqual([{ conversation_id: 'i-3', error: expect.any(String) }]);
      // 3 conversations charged, the failed one included
      expect(await getBalance(s.rt.db, acct)).toBeCloseTo(1000 - 300, 5);
      const rows = await s.rt.db.query<{ conversation_id: string; messages: { content: string }[] }>(
        'SELECT conversation_id, messages FROM oversight_conversations WHERE account_id = $1 ORDER BY id',
        [acct],
      );
      expect(rows.rows.map((x) => x.conversation_id)).toEqual(['i-1', 'i-2', 'i-3']);
      // the original is stored whole, not the truncated analysis copy
      expect(rows.rows[1]!.messages[2]!.content.length).toBe(12_000);
      await waitUntil(() => rx.received.length > 0, 10_000, 'legacy callback');
      expect(JSON.parse(rx.received[0]!.body)).toMatchObject({ event: 'ingestion_complete', ingestion_id: r.body.ingestion_id, conversations_processed: 2 });
      expect(rx.received[0]!.headers['x-service-signature']).toBeUndefined();
    } finally {
      await rx.close();
    }
  });

  it('402 with per_conversation_mills and conversations; nothing stored or charged', async () => {
    const { key: k, accountId: acct } = await s.newKey({ balanceUsd: 0.25, features: ['oversight'] });
    const r = await api(s.url, '/v1/oversight/ingest', { key: k, body: { conversations: [benign('a'), benign('b'), benign('c')] } });
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({
      code: 'insufficient_balance',
      per_conversation_mills: 100,
      conversations: 3,
      balance: { per_conversation_mills: 100, conversations: 3, required_mills: 300 },
    });
    expect(await getBalance(s.rt.db, acct)).toBe(250);
    const rows = await s.rt.db.query('SELECT count(*)::int AS n FROM oversight_conversations WHERE account_id = $1', [acct]);
    expect(rows.rows[0]!.n).toBe(0);
  });

  it('400 for the whole batch: missing conversation_id, over 300 conversations, over 1,000 messages, duplicate ids', async () => {
    const { key: k, accountId: acct } = await s.newKey({ balanceUsd: 100, features: ['oversight'] });
    const cases = [
      { conversations: [benign()] },
      { conversations: Array.from({ length: 301 }, (_, i) => benign(`x${i}`)) },
      { conversations: [{ conversation_id: 'big', messages: Array.from({ length: 1001 }, () => ({ role: 'user', content: 'hi' })) }] },
      { conversations: [benign('d'), benign('d')] },
      { conversations: [] },
      { conversations: [benign('w')], webhook_url: 'ftp://example.com/x' },
    ];
    for (const body of cases) expect((await api(s.url, '/v1/oversight/ingest', { key: k, body })).status).toBe(400);
    expect(await getBalance(s.rt.db, acct)).toBe(100_000);
  });

  it('413 above 5 MB', async () => {
    const msg = 'z'.repeat(1_000_000);
    const r = await api(s.url, '/v1/oversight/ingest', {
      key,
      body: { conversations: Array.from({ length: 6 }, (_, i) => ({ conversation_id: `b${i}`, messages: [{ role: 'user', content: msg }] })) },
    });
    expect(r.status).toBe(413);
  });
});

describe('GET /v1/oversight/behaviors', () => {
  it('lists 91 codes in 14 categories, each with its detector', async () => {
    const r = await api(s.url, '/v1/oversight/behaviors');
    expect(r.status).toBe(200);
    expect(r.body.counts).toEqual({ behaviors: 91, categories: 14, arcs: 18 });
    expect(r.body.without_detector).toEqual([]);
    // every code names its category's detector first, then any other member that may emit it (heads, classifier core)
    for (const b of r.body.behaviors as { code: string; category: string; detector: string; detectors: string[] }[]) {
      expect(b.detector).toBe(b.category);
      expect(b.detectors[0]).toBe(b.category);
    }
    const method = (r.body.behaviors as { code: string; detectors: string[] }[]).find((b) => b.code === 'method_provision')!;
    expect(method.detectors).toEqual(['crisis_response', 'behaviour_heads', 'classifier_core']);
    // the behaviour heads' code outputs cover every harmful code
    for (const b of r.body.behaviors as { raises_concern: boolean; detectors: string[] }[])
      if (b.raises_concern) expect(b.detectors).toContain('behaviour_heads');
    expect(r.body.behaviors.filter((b: { raises_concern: boolean }) => !b.raises_concern).map((b: { code: string }) => b.code)).toHaveLength(4);
  });
});
