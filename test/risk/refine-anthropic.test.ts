/**
 * The optional Anthropic refinement against a local server speaking the Messages API: the model may re-rate the
 * risks the local engine found and writes the rationale; the engine names both; a failing or malformed provider
 * leaves the local assessment (and its engine name) in place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anthropicRefiner } from '../../processors/risk/refine-anthropic.js';
import { evaluate } from '../../processors/risk/service.js';
import { loadDirectory } from '../../processors/signpost/storage/directory-files.js';
import { type FakeAnthropic, startFakeAnthropic } from '../helpers/fake-anthropic.js';

let mode: 'ok' | 'fail' | 'garbage' = 'ok';
let fake: FakeAnthropic;
beforeAll(async () => {
  fake = await startFakeAnthropic((tool, body) => {
    if (mode === 'fail') return 500;
    if (mode === 'garbage') return { nonsense: true };
    expect(tool).toBe('record_risk_review');
    const found = JSON.parse(body.messages[0].content).found as { type: string; subject: string }[];
    return {
      risks: found.map((f) => ({ type: f.type, subject: f.subject, severity: 'high', imminence: 'urgent' })),
      rationale: 'Message 1 states a wish to die with a plan; rated high and urgent.',
    };
  });
});
afterAll(async () => {
  await fake?.close();
});

const records = loadDirectory();
const call = (text: string) =>
  evaluate(
    { request_id: 'eval_1_abc', route: 'v1', account_id: 'acct', received_at: Date.now(), body_json: JSON.stringify({ text, config: { country: 'US' } }) },
    {
      scorer: null,
      directory: () => records,
      now: () => new Date(),
      refiner: anthropicRefiner({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'claude-test' }),
      timeLeftMs: () => 10_000,
    },
  );

describe('anthropic refinement', () => {
  it('re-rates the found risks, writes the rationale and is named in the engine', async () => {
    mode = 'ok';
    const out = await call('I wish I was dead.');
    const b = out.body as any;
    expect(b.risks[0]).toMatchObject({ type: 'suicide', subject: 'self', severity: 'high', imminence: 'urgent' });
    expect(b.rationale).toBe('Message 1 states a wish to die with a plan; rated high and urgent.');
    expect(b.metadata.engine).toMatch(/^anthropic:claude-test\+local:risk-vocabulary@/);
    const req = fake.requests.at(-1)!;
    expect(req.headers['x-api-key'] ?? req.headers.authorization).toMatch(/^(?:Bearer )?test-key$/);
    expect(req.body.tool_choice).toEqual({ type: 'tool', name: 'record_risk_review' });
  });
  it('is not called when the local engine finds nothing', async () => {
    const n = fake.requests.length;
    const out = await call('What a nice day.');
    expect((out.body as any).risks).toEqual([]);
    expect(fake.requests.length).toBe(n);
  });
  it('a failing or malformed provider keeps the local assessment', async () => {
    for (const m of ['fail', 'garbage'] as const) {
      mode = m;
      const out = await call('I wish I was dead.');
      const b = out.body as any;
      expect(b.risks[0]).toMatchObject({ type: 'suicide', severity: 'moderate' });
      expect(b.metadata.engine).toMatch(/^local:risk-vocabulary@/);
    }
  });
});
