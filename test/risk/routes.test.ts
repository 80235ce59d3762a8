/**
 * The evaluate routes on both runtimes through the real pipeline (ingress → evaluate.requested → risk processor →
 * reply; alerts → webhook.events → webhook sink → a real receiver): the v1 shape, benign input, the demo route, the
 * legacy /v0/screen and /v0/evaluate with their deprecation headers and prices, NOPE client aliases, bad input (400,
 * nothing charged), and evaluate.alert delivered signed, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance } from '../../infra/platform/accounts.js';
import { verifySignature } from '../../sinks/webhooks/sign.js';
import { type FakeAnthropic, startFakeAnthropic } from '../helpers/fake-anthropic.js';
import { startReceiver, waitUntil } from '../helpers/receiver.js';
import { api, RUNTIMES, type Stack, startStack } from '../helpers/stack.js';

let ipSeq = 0;
const freshIp = () => `198.51.100.${(++ipSeq % 250) + 1}`;

const CRISIS = [
  { role: 'user', content: 'I have been feeling awful for weeks.' },
  { role: 'assistant', content: 'I am sorry to hear that. Do you want to tell me more?' },
  { role: 'user', content: "I want to kill myself tonight. I've saved up my pills and I know how I'll do it." },
];

describe.each(RUNTIMES)('evaluate routes on %s', (kind) => {
  let s: Stack;
  let key: string;
  let accountId: string;

  beforeAll(async () => {
    // only what evaluate needs: the risk processor, the webhook API and the webhook sink
    s = await startStack(kind, {
      env: { TRUST_PROXY: 'true', WEBHOOK_ALLOW_LOOPBACK: 'true' },
      processorNames: ['risk', 'webhooks-api'],
      sinkNames: ['webhooks'],
    });
    ({ key, accountId } = await s.newKey({ balanceUsd: 5 }));
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('evaluates a crisis: suicide/self critical emergency, resources with why, request id, engine, charged 0.003 USD', async () => {
    const before = await getBalance(s.rt.db, accountId);
    const r = await api(s.url, '/v1/evaluate', { key, body: { messages: CRISIS, config: { user_country: 'GB' } } });
    expect(r.status).toBe(200);
    const b = r.body;
    expect(b.request_id).toMatch(/^eval_\d{13}_[0-9a-f]+$/);
    expect(b.risks[0]).toMatchObject({ type: 'suicide', subject: 'self', severity: 'critical', imminence: 'emergency' });
    expect(b.risks[0].features).toEqual(expect.arrayContaining(['active_ideation', 'medication_access', 'timeline_immediate']));
    expect(b.risks[0].evidence[0]).toMatchObject({ message_index: 2 });
    const ev = b.risks[0].evidence.find((e: { feature: string }) => e.feature === 'active_ideation');
    expect(CRISIS[ev.message_index]!.content.slice(ev.start, ev.end)).toBe('kill myself');
    expect(b.speaker_severity).toBe('critical');
    expect(b.speaker_imminence).toBe('emergency');
    expect(b.show_resources).toBe(true);
    expect(b.resources.primary.why).toMatch(/\S/);
    expect(b.resources.primary.country_codes).toContain('GB');
    expect(b.resources.secondary.length).toBeGreaterThan(0);
    for (const x of b.resources.secondary) expect(x.why).toMatch(/\S/);
    expect(b.rationale).toMatch(/message 3/);
    expect(b.metadata).toMatchObject({ api_version: 'v1', input_format: 'structured' });
    expect(b.metadata.engine).toMatch(/^local:/);
    // the key route never truncates, so it does not carry the demo's flag
    expect('messages_truncated' in b.metadata).toBe(false);
    expect(Date.parse(b.timestamp)).toBeGreaterThan(0);
    expect(before! - (await getBalance(s.rt.db, accountId))!).toBeCloseTo(3, 5);
  });

  it('benign text: risks [], speaker fields none/not_applicable, no resources key; include_resources false omits them', async () => {
    const r = await api(s.url, '/v1/evaluate', { key, body: { text: 'Can you help me plan a birthday party for my daughter?' } });
    expect(r.status).toBe(200);
    expect(r.body.risks).toEqual([]);
    expect(r.body.speaker_severity).toBe('none');
    expect(r.body.speaker_imminence).toBe('not_applicable');
    expect(r.body.show_resources).toBe(false);
    expect('resources' in r.body).toBe(false);
    expect(r.body.metadata.input_format).toBe('text_blob');
    const off = await api(s.url, '/v1/evaluate', { key, body: { messages: CRISIS, config: { include_resources: false } } });
    expect(off.body.show_resources).toBe(true);
    expect('resources' in off.body).toBe(false);
  });

  it('a worried bystander: other-subject risk, speaker none, resources for helping', async () => {
    const r = await api(s.url, '/v1/evaluate', {
      key,
      body: { text: 'My best friend told me she wants to kill herself and she has a plan. What should I do?', config: { country: 'US' } },
    });
    expect(r.body.risks[0]).toMatchObject({ type: 'suicide', subject: 'other' });
    expect(r.body.speaker_severity).toBe('none');
    expect(r.body.show_resources).toBe(true);
    expect(r.body.resources.primary.why).toMatch(/support/);
  });

  it('demo route: no key, last 10 messages, try_endpoint and model, never charged', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `message ${i}` }));
    many.push({ role: 'user', content: 'I keep cutting my arms when things get bad.' });
    const r = await api(s.url, '/v1/try/evaluate', { body: { messages: many }, headers: { 'x-forwarded-for': freshIp() } });
    expect(r.status).toBe(200);
    expect(r.body.metadata).toMatchObject({ try_endpoint: true, messages_truncated: true });
    expect(typeof r.body.metadata.model).toBe('string');
    expect(r.body.risks[0]).toMatchObject({ type: 'self_harm', subject: 'self' });
    expect(r.body.risks[0].evidence[0].message_index).toBe(9);
    const short = await api(s.url, '/v1/try/evaluate', { body: { text: 'I keep cutting my arms.' }, headers: { 'x-forwarded-for': freshIp() } });
    expect(short.body.metadata).toMatchObject({ try_endpoint: true, messages_truncated: false });
  });

  it('limits: 100 messages, a 50 KB message and a 50 KB text are accepted; an unnamed subject is self on v1 and unknown on /v0/screen', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `turn ${i}` }));
    expect((await api(s.url, '/v1/evaluate', { key, body: { messages: hundred } })).status).toBe(200);
    const big = 'a'.repeat(50 * 1024);
    expect((await api(s.url, '/v1/evaluate', { key, body: { messages: [{ role: 'user', content: big }] } })).status).toBe(200);
    expect((await api(s.url, '/v1/evaluate', { key, body: { text: big } })).status).toBe(200);
    const v1 = await api(s.url, '/v1/evaluate', { key, body: { text: 'Thinking about ending it all.' } });
    expect(v1.body.risks[0]).toMatchObject({ type: 'suicide', subject: 'self' });
    const screen = await api(s.url, '/v0/screen', { key, body: { text: 'Thinking about ending it all.' } });
    expect(screen.body.risks[0]).toMatchObject({ type: 'suicide', subject: 'unknown' });
  });

  it('/v0/screen: legacy shape, deprecation headers, debug, template reply; 0.001 + 0.0005 USD', async () => {
    const before = (await getBalance(s.rt.db, accountId))!;
    const r = await api(s.url, '/v0/screen', { key, body: { messages: CRISIS, config: { country: 'US', debug: true, include_recommended_reply: true } } });
    expect(r.status).toBe(200);
    expect(r.headers.get('deprecation')).toBe('true');
    expect(r.headers.get('sunset')).toBe('Fri, 01 Jan 2027 00:00:00 GMT');
    expect(r.headers.get('link')).toContain('/v1/evaluate');
    expect(r.body.risks[0]).toMatchObject({ type: 'suicide', subject: 'self', severity: 'critical' });
    expect(typeof r.body.risks[0].confidence).toBe('number');
    expect(r.body.suicidal_ideation).toBe(true);
    expect(r.body.self_harm).toBe(false);
    expect(r.body.resources.primary.why).toBeUndefined();
    expect(r.body.resources.primary.name).toMatch(/\S/);
    expect(r.body.debug).toMatchObject({ model: expect.any(String), latency_ms: expect.any(Number) });
    expect(r.body.engine).toMatch(/^local:/);
    expect(r.body.recommended_reply.source).toBe('template');
    expect(r.body.recommended_reply.content).toMatch(/emergency/);
    expect(before - (await getBalance(s.rt.db, accountId))!).toBeCloseTo(1.5, 5);
    const plain = await api(s.url, '/v0/screen', { key, body: { text: 'What a lovely day for a walk.' } });
    expect(plain.body.risks).toEqual([]);
    expect(plain.body.recommended_reply).toBeUndefined();
    expect(plain.body.debug).toBeUndefined();
  });

  it('/v0/evaluate: NOPE v0 domain shape with deprecation headers; 0.003 USD', async () => {
    const before = (await getBalance(s.rt.db, accountId))!;
    const r = await api(s.url, '/v0/evaluate', {
      key,
      body: { text: 'My husband choked me last night and said he will kill me if I leave. I am scared of him.' },
    });
    expect(r.status).toBe(200);
    expect(before - (await getBalance(s.rt.db, accountId))!).toBeCloseTo(3, 5);
    expect(r.headers.get('deprecation')).toBe('true');
    expect(r.headers.get('sunset')).toBe('Fri, 01 Jan 2027 00:00:00 GMT');
    expect(r.headers.get('link')).toBe('</v1/evaluate>; rel="successor-version"');
    expect((await api(s.url, '/v1/evaluate', { key, body: { text: 'hi' } })).headers.get('deprecation')).toBeNull();
    expect(r.body.domains[0]).toMatchObject({ domain: 'victimisation', victimisation_subtype: 'IPV_intimate_partner' });
    expect(r.body.global.overall_severity).toBe('critical');
    expect(r.body.legal_flags.intimate_partner_violence.strangulation_history).toBe(true);
    expect(r.body.crisis_resources.length).toBeGreaterThan(0);
    expect(r.body.metadata.engine).toMatch(/^local:/);
  });

  it('bad input: 400 in the error shape, nothing charged', async () => {
    const before = await getBalance(s.rt.db, accountId);
    const bad = [
      {},
      { messages: [] },
      { messages: Array.from({ length: 101 }, () => ({ role: 'user', content: 'hi' })) },
      { messages: [{ role: 'system', content: 'x' }] },
      { messages: [{ role: 'user', content: 'x'.repeat(50 * 1024 + 1) }] },
      { text: 'é'.repeat(26 * 1024) },
      { text: 'hi', config: { country: 'ZZ' } },
      { text: 'hi', config: { user_country: 'USA' } },
      { text: 42 },
    ];
    for (const body of bad) {
      for (const path of ['/v1/evaluate', '/v0/screen', '/v0/evaluate', '/v1/try/evaluate']) {
        const r = await api(s.url, path, { key: path.includes('/try/') ? undefined : key, body, headers: { 'x-forwarded-for': freshIp() } });
        expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(r.body.code).toBe('invalid_request');
        expect(typeof r.body.message).toBe('string');
        // a deprecated route says so on every answer, errors included
        if (path.startsWith('/v0/')) expect(r.headers.get('sunset')).toBe('Fri, 01 Jan 2027 00:00:00 GMT');
      }
    }
    const none = await api(s.url, '/v1/evaluate', { key, body: {} });
    expect(none.body.message).toContain('Either "messages" (array) or "text" (string) is required');
    expect(await getBalance(s.rt.db, accountId)).toBe(before);
    const unauth = await api(s.url, '/v1/evaluate', { body: { text: 'hi' } });
    expect(unauth.status).toBe(401);
  });

  it('evaluate.alert: delivered once, signed, with every payload field; another tenant gets nothing', async () => {
    const rx = await startReceiver();
    const other = await startReceiver();
    try {
      const hook = await api(s.url, '/v1/webhooks', { key, body: { url: rx.url, min_severity: 'high', include_conversation: true } });
      expect(hook.status, JSON.stringify(hook.body)).toBe(200);
      const otherKey = (await s.newKey({ balanceUsd: 5 })).key;
      const otherHook = await api(s.url, '/v1/webhooks', { key: otherKey, body: { url: other.url, min_severity: 'none' } });
      expect(otherHook.status, JSON.stringify(otherHook.body)).toBe(200);
      // below the threshold: no delivery
      await api(s.url, '/v1/evaluate', { key, body: { text: 'I feel a bit hopeless lately.' } });
      const r = await api(s.url, '/v1/evaluate', {
        key,
        body: { messages: CRISIS, config: { country: 'GB', conversation_id: 'conv-42', end_user_id: 'user-7' } },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      await waitUntil(() => rx.received.length >= 1, 30_000, 'alert delivery');
      await new Promise((res) => setTimeout(res, 1500));
      expect(rx.received).toHaveLength(1);
      expect(other.received).toHaveLength(0);
      const d = rx.received[0]!;
      expect(d.headers['x-service-event']).toBe('evaluate.alert');
      const ok = verifySignature({
        secret: hook.body.secret,
        rawBody: d.body,
        signature: String(d.headers['x-service-signature']),
        timestamp: String(d.headers['x-service-timestamp']),
      });
      expect(ok.ok).toBe(true);
      const p = JSON.parse(d.body);
      expect(p).toMatchObject({ event: 'evaluate.alert', api_version: '2025-01', conversation_id: 'conv-42', user_id: 'user-7' });
      expect(p.event_id).toMatch(/^evt_/);
      expect(p.risk_summary).toMatchObject({ overall_severity: 'critical', overall_imminence: 'emergency', primary_domain: 'self' });
      expect(typeof p.risk_summary.confidence).toBe('number');
      expect(typeof p.risk_summary.primary_concerns).toBe('string');
      expect(p.domains[0]).toEqual({ domain: 'self', severity: 'critical', imminence: 'emergency' });
      expect(p.flags).toEqual({ intimate_partner_violence: null, child_safeguarding: null, third_party_threat: false });
      expect(p.resources_provided[0]).toMatchObject({ name: r.body.resources.primary.name, type: expect.any(String), country: 'GB' });
      expect(p.conversation).toEqual({ included: true, message_count: 3, latest_user_message: CRISIS[2]!.content, truncated: false });
      // the outcome record on evaluate.completed carries no conversation text
      expect(JSON.stringify(p.domains)).not.toContain('pills');
    } finally {
      await rx.close();
      await other.close();
    }
  });
});

describe.each(RUNTIMES)('evaluate with the Anthropic provider configured, on %s', (kind) => {
  let s: Stack;
  let key: string;
  let fake: FakeAnthropic;

  beforeAll(async () => {
    // a local server speaking the Messages API; the risk processor reads ANTHROPIC_* from its config
    fake = await startFakeAnthropic((_tool, body) => {
      const found = JSON.parse(body.messages[0].content).found as { type: string; subject: string }[];
      return { risks: found.map((f) => ({ ...f, severity: 'high', imminence: 'urgent' })), rationale: 'Reviewed: a stated wish to die.' };
    });
    s = await startStack(kind, {
      env: { TRUST_PROXY: 'true', ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake.baseURL, ANTHROPIC_MODEL: 'claude-test' },
      processorNames: ['risk'],
    });
    ({ key } = await s.newKey({ balanceUsd: 5 }));
  });
  afterAll(async () => {
    await s?.stop();
    await fake?.close();
  });

  it('the key routes name the provider when it decided; the demo and benign input never call it', async () => {
    const r = await api(s.url, '/v1/evaluate', { key, body: { text: 'I wish I was dead.' } });
    expect(r.status).toBe(200);
    expect(r.body.metadata.engine).toMatch(/^anthropic:claude-test\+local:/);
    expect(r.body.risks[0]).toMatchObject({ type: 'suicide', severity: 'high', imminence: 'urgent' });
    expect(r.body.rationale).toBe('Reviewed: a stated wish to die.');
    const screen = await api(s.url, '/v0/screen', { key, body: { text: 'I wish I was dead.', config: { debug: true } } });
    expect(screen.body.engine).toMatch(/^anthropic:claude-test\+local:/);
    expect(screen.body.debug.model).toBe(screen.body.engine);
    const n = fake.requests.length;
    const demo = await api(s.url, '/v1/try/evaluate', { body: { text: 'I wish I was dead.' }, headers: { 'x-forwarded-for': freshIp() } });
    expect(demo.status).toBe(200);
    expect(demo.body.metadata.engine).toMatch(/^local:/);
    const benign = await api(s.url, '/v1/evaluate', { key, body: { text: 'What a nice day for a walk.' } });
    expect(benign.body.metadata.engine).toMatch(/^local:/);
    expect(fake.requests.length).toBe(n);
  });
});
