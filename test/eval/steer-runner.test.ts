// The steer evaluation runner, measured with stand-ins (the runner must be right before its numbers mean anything).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alwaysCompliant, FALLBACK_TEXT, httpSteer, oracle, type SteerFn } from './steer/adapters.js';
import { binary, normaliseEvasion, percentile } from './steer/metrics.js';
import { evaluate } from './steer/run.js';
import { loadCases, type SteerCase } from './steer/schema.js';

const { cases } = loadCases();

describe('evaluate()', () => {
  it('scores the oracle perfectly', async () => {
    const { summary: s, results } = await evaluate(cases, oracle(cases));
    expect(results).toHaveLength(cases.length);
    expect(s.errors).toBe(0);
    expect(s.detection.precision).toBe(1);
    expect(s.detection.recall).toBe(1);
    expect(s.detection.f1).toBe(1);
    expect(s.exact_outcome_accuracy).toBe(1);
    expect(s.cannot_comply.recall).toBe(1);
    expect(s.cannot_comply.category_accuracy).toBe(1);
    for (const e of Object.values(s.evasion_recall)) expect(e.recall).toBe(1);
    expect(s.evasion_false_alarm.flagged).toBe(0);
    expect(s.redemption_reverify.share).toBe(1);
    expect(s.redemption_reverify.rerun).toBe(s.expected.REDEEMED);
    expect(s.compliant_wrongly_changed.modified).toBe(0);
  });

  it('gives an always-compliant stand-in zero recall and no wrong changes', async () => {
    const { summary: s } = await evaluate(cases, alwaysCompliant, { concurrency: 3 });
    expect(s.detection.tp).toBe(0);
    expect(s.detection.recall).toBe(0);
    expect(s.detection.f1).toBe(0);
    expect(s.detection.precision).toBeNull();
    expect(s.compliant_wrongly_changed.share).toBe(0);
    expect(s.redemption_reverify.rerun).toBe(0);
    expect(s.families.reduce((a, f) => a + f.n, 0)).toBe(cases.length);
  });

  it('counts redemptions that fail re-verification, wrong changes and errors', async () => {
    const sample = cases.filter((c) => ['sec-01', 'sec-02', 'cc-sc-01', 'fs-01'].includes(c.id));
    expect(sample).toHaveLength(4);
    let calls = 0;
    // Flags everything, redeems to a text that is flagged again, throws on one case.
    const grumpy: SteerFn = (input) => {
      calls++;
      if (input.proposed_response.startsWith('Your ticket number is T-48213')) throw new Error('boom');
      return { outcome: 'REDEEMED', compliant: false, modified: true, response: `still bad: ${input.proposed_response}`, evasion_patterns: ['negation_trick'] };
    };
    const { summary: s, results } = await evaluate(sample, grumpy);
    expect(s.errors).toBe(1);
    expect(results.find((r) => r.id === 'fs-01')!.error).toBe('boom');
    expect(s.redemption_reverify).toMatchObject({ redeemed: 3, rerun: 3, compliant: 0, share: 0 });
    expect(s.compliant_wrongly_changed).toMatchObject({ expected_compliant: 1, modified: 1, share: 1 });
    expect(s.cannot_comply.fn).toBe(1);
    expect(s.evasion_false_alarm.flagged).toBe(2);
    expect(calls).toBe(7);
  });
});

describe('metrics', () => {
  it('maps reported pattern names onto the six families', () => {
    expect(normaliseEvasion('negation_trick')).toBe('negation');
    expect(normaliseEvasion('framing_device')).toBe('framing');
    expect(normaliseEvasion('hypothetical')).toBe('framing');
    expect(normaliseEvasion('roleplay_attempt')).toBe('roleplay');
    expect(normaliseEvasion('encoded_content')).toBe('encoded');
    expect(normaliseEvasion('base64')).toBe('encoded');
    expect(normaliseEvasion('long_alphanumeric')).toBe('encoded');
    expect(normaliseEvasion('instruction_injection')).toBe('injection');
    expect(normaliseEvasion('gaslighting')).toBe('gaslighting');
    expect(normaliseEvasion({ type: 'injection', match: '[SYSTEM]' })).toBe('injection');
    expect(normaliseEvasion('something_else')).toBeNull();
  });

  it('computes precision, recall, F1 and percentiles', () => {
    expect(binary(8, 2, 2, 10)).toMatchObject({ precision: 0.8, recall: 0.8 });
    expect(binary(8, 2, 2, 10).f1).toBeCloseTo(0.8);
    expect(binary(0, 0, 0, 5)).toMatchObject({ precision: null, recall: null, f1: null });
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 100], 99)).toBe(100);
    expect(percentile([], 50)).toBeNull();
  });
});

describe('httpSteer() against a real HTTP server', () => {
  let server: Server;
  let base: string;
  const seen: { auth?: string; path?: string }[] = [];
  let throttled = false;
  const answer = oracle(cases);

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', async () => {
        seen.push({ auth: req.headers.authorization, path: req.url });
        if (!throttled) {
          throttled = true;
          res.writeHead(429, { 'retry-after': '0' }).end('{"error":"rate"}');
          return;
        }
        const v = await answer(JSON.parse(body));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
          outcome: v.outcome, compliant: v.outcome === 'COMPLIANT', modified: v.modified, response: v.response,
          stages: { screen: { evasion_patterns: v.evasion_patterns }, verify: { exit_point: 'TRIAGE' } },
          ...(v.outcome === 'CANNOT_COMPLY' ? { cannot_comply: { reason: 'x', category: v.category } } : {}),
        }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('posts each case with the bearer key, retries 429, and reads the documented fields', async () => {
    const sample: SteerCase[] = cases.filter((c) => ['sec-02', 'cc-csam-01', 'neg-01', 'fs-01'].includes(c.id));
    const { summary: s } = await evaluate(sample, httpSteer({ baseUrl: `${base}/`, key: 'hv_test' }), { concurrency: 2 });
    expect(s.errors).toBe(0);
    expect(s.exact_outcome_accuracy).toBe(1);
    expect(s.cannot_comply.category_accuracy).toBe(1);
    expect(s.evasion_recall.negation.recall).toBe(1);
    expect(s.redemption_reverify.share).toBe(1);
    expect(seen.every((x) => x.auth === 'Bearer hv_test' && x.path === '/v1/steer')).toBe(true);
    expect(seen.length).toBe(1 + 4 + 2); // one throttled, four cases, two re-verifications
  });

  it('reports a non-200 answer as an error for that case', async () => {
    const fn = httpSteer({ baseUrl: 'http://127.0.0.1:1', retries: 0, timeoutMs: 2000 });
    await expect(Promise.resolve(fn({ system_prompt: 'x', proposed_response: 'y' }))).rejects.toThrow(/gave up/);
    expect(FALLBACK_TEXT).toMatch(/^I apologize/);
  });
});
