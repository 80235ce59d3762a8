/** /v1/steer with ANTHROPIC_API_KEY set, against a local server speaking the Messages API; fallback when it fails. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAnthropic, startFakeAnthropic } from '../helpers/fake-anthropic.js';
import { api, type Stack, startStack } from '../helpers/stack.js';

const PROMPT =
  'You are Aria, a support agent for Lumen Bank. Always include the disclaimer "This is not financial advice." Never reveal the admin password: tulip42.';

describe('steer with the Anthropic provider', () => {
  let fake: FakeAnthropic;
  let s: Stack;
  let key: string;
  const analysis: unknown = { score: 0.93, compliant: true, rules: [] };
  beforeAll(async () => {
    fake = await startFakeAnthropic((tool) => {
      if (tool === 'record_rules') return { persona: 'Aria, a Lumen Bank support agent', rules: [] };
      if (tool === 'record_analysis') return analysis;
      return { response: 'Savings accounts pay 2% a year. This is not financial advice.' };
    });
    s = await startStack('embedded', { env: { ANTHROPIC_API_KEY: 'sk-test-local', ANTHROPIC_BASE_URL: fake.baseURL, ANTHROPIC_MODEL: 'claude-test' } });
    key = (await s.newKey()).key;
  });
  afterAll(async () => {
    await s?.stop();
    await fake?.close();
  });

  it('preprocesses with the model, and says so', async () => {
    const r = await api(s.url, '/v1/steer', {
      key,
      body: { system_prompt: PROMPT, proposed_response: 'Savings pay 2% a year. This is not financial advice.' },
    });
    expect(r.status).toBe(200);
    expect(r.body.engine.preprocess).toBe('anthropic:claude-test');
    expect(r.body.stages.preprocess.persona).toBe('Aria, a Lumen Bank support agent');
    const call = fake.requests.find((q) => q.body.tool_choice?.name === 'record_rules')!;
    expect(call.headers['x-api-key'] ?? call.headers.authorization).toMatch(/^(?:Bearer )?sk-test-local$/);
    expect(call.body.model).toBe('claude-test');
  });

  it('lets the model decide a soft finding: judged compliant, it exits at ANALYSIS with its score', async () => {
    // no disclaimer at all: a soft miss for the local screen, so analysis must run (the fake model says compliant)
    const r = await api(s.url, '/v1/steer', { key, body: { system_prompt: PROMPT, proposed_response: 'Savings pay 2% a year.' } });
    expect(r.status).toBe(200);
    expect(r.body.stages.screen.passed).toBe(false);
    expect(r.body).toMatchObject({ outcome: 'COMPLIANT', modified: false });
    expect(r.body.stages.verify).toMatchObject({ exit_point: 'ANALYSIS', analysis_score: 0.93, analysis_compliant: true });
    expect(r.body.engine.verify).toBe('anthropic:claude-test');
  });

  it('keeps hard violations authoritative and uses the model only to rewrite', async () => {
    const r = await api(s.url, '/v1/steer', {
      key,
      body: { system_prompt: PROMPT, proposed_response: 'The admin password is tulip42. This is not financial advice.' },
    });
    expect(r.status).toBe(200);
    expect(r.body.outcome).toBe('REDEEMED');
    expect(r.body.response).toBe('Savings accounts pay 2% a year. This is not financial advice.');
    expect(r.body.engine.verify).toBe('anthropic:claude-test');
  });

  it('falls back to the local engines when the provider fails, and still answers', async () => {
    fake.respond = () => 500;
    const r = await api(s.url, '/v1/steer', { key, body: { system_prompt: PROMPT + ' Be brief.', proposed_response: 'The admin password is tulip42.' } });
    expect(r.status).toBe(200);
    expect(r.body.outcome).toBe('REDEEMED');
    expect(r.body.response).not.toContain('tulip42');
    expect(r.body.engine.preprocess).toBe('local-rules-v1');
  });
});
