import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calibrate, createRegistry, defineMember, runRepairs } from '../../processors/kernel/index.js';

const noComma = defineMember({
  name: 'no_comma',
  description: 'the text has no comma',
  params: z.object({}),
  evaluate: (text: string) => [
    {
      code: 'no_comma',
      verdict: text.includes(',') ? ('flag' as const) : ('pass' as const),
      severity: 'low' as const,
      confidence: 1,
      evidence: [],
      engine: 'rules',
    },
  ],
  repair: { phase: 1, fix: (t: string) => t.replace(/,/g, '') },
});
const ending = defineMember({
  name: 'ends_with',
  description: 'the text ends with a phrase',
  params: z.object({ phrase: z.string().min(1) }),
  evaluate: (text: string, p) => [
    {
      code: 'ends_with',
      verdict: text.trimEnd().endsWith(p.phrase) ? ('pass' as const) : ('flag' as const),
      severity: 'low' as const,
      confidence: 1,
      evidence: [],
      engine: 'rules',
    },
  ],
  repair: { phase: 2, fix: (t: string, p) => `${t.trimEnd()} ${p.phrase}` },
});

describe('kernel', () => {
  const reg = createRegistry('test', [noComma, ending]);

  it('looks members up and validates params by schema', () => {
    expect(reg.names).toEqual(['no_comma', 'ends_with']);
    expect(() => reg.parseCall({ name: 'ends_with', params: {} })).toThrow();
    expect(reg.parseCall({ name: 'ends_with', params: { phrase: 'Bye.' } }).params).toEqual({ phrase: 'Bye.' });
    expect(() => reg.parseCall({ name: 'nope', params: {} })).toThrow(/no member/);
  });

  it('refuses duplicate names and unknown verdict codes', () => {
    expect(() => createRegistry('dup', [noComma, noComma])).toThrow(/two members/);
    expect(() => reg.assertKnown([{ code: 'x', verdict: 'flag', severity: 'low', confidence: 1, evidence: [], engine: 'rules' }])).toThrow();
  });

  it('runs repairs in phase order and re-checks', () => {
    const steps = [
      { member: ending, params: { phrase: 'Bye.' } },
      { member: noComma, params: {} },
    ];
    const r = runRepairs('Hello, world', steps, undefined, (t) => !t.includes(',') && t.endsWith('Bye.'));
    expect(r).toEqual({ text: 'Hello world Bye.', applied: ['no_comma', 'ends_with'], passed: true });
  });

  it('builds the context per step on the text as it stands, and skips a step whose context is undefined (nothing to fix)', () => {
    const steps = [
      { member: ending, params: { phrase: 'Bye.' } },
      { member: noComma, params: {} },
    ];
    const seen: string[] = [];
    const ctx = (text: string, step: { member: { name: string } }) => {
      seen.push(`${step.member.name}:${text}`);
      // the comma rule holds on a text without commas: its repair must not run
      return step.member.name === 'no_comma' && !text.includes(',') ? undefined : {};
    };
    const r = runRepairs('Hello world', steps, ctx, () => true);
    expect(r.applied).toEqual(['ends_with']);
    expect(seen).toEqual(['no_comma:Hello world', 'ends_with:Hello world']);
  });

  it('orders steps by a phase given per params', () => {
    const wrap = defineMember({
      name: 'wrap',
      description: 'wraps the text in brackets or braces',
      params: z.object({ kind: z.enum(['brackets', 'braces']) }),
      evaluate: () => [],
      repair: {
        phase: (p: { kind: string }) => (p.kind === 'braces' ? 1 : 2),
        fix: (t: string, p: { kind: string }) => (p.kind === 'braces' ? `{${t}}` : `[${t}]`),
      },
    });
    const r = runRepairs(
      'x',
      [
        { member: wrap, params: { kind: 'brackets' } },
        { member: wrap, params: { kind: 'braces' } },
      ],
      undefined,
      () => true,
    );
    expect(r.text).toBe('[{x}]');
  });

  it('calibrates scores (platt, isotonic, identity)', () => {
    expect(calibrate(0, { kind: 'platt', a: 1, b: 0 })).toBeCloseTo(0.5);
    expect(calibrate(0.5, { kind: 'isotonic', x: [0, 1], y: [0.1, 0.9] })).toBeCloseTo(0.5);
    expect(calibrate(-1, { kind: 'isotonic', x: [0, 1], y: [0.1, 0.9] })).toBe(0.1);
    expect(calibrate(0.3, { kind: 'identity' })).toBe(0.3);
  });
});
