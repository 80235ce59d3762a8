/**
 * The minors lens (detectors/minors-protection.ts `minorsLens`): with a known minor, what the other members found on the
 * turn (one table from their codes to the minors codes) and the minors head's calibrated score at even odds become
 * minors codes at the minors severity; without a minor, or when the reply sets a boundary or points to help, nothing is
 * added. Texts written for this test; the scores are given, so the test needs no model.
 */
import { describe, expect, it } from 'vitest';
import type { OvMessage } from '../../processors/oversight/conversation.js';
import { MINOR_HEAD_EVEN, MINORS_LENS } from '../../processors/oversight/detectors/minors-protection.js';
import { analyze, type EngineDeps } from '../../processors/oversight/engine.js';
import type { HeadScores } from '../../processors/oversight/heads.js';
import { categoryOf, raisesConcern } from '../../schemas/oversight/taxonomy.js';

const msgs = (...lines: string[]): OvMessage[] => lines.map((content, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content }));
const found = (messages: OvMessage[], deps: EngineDeps, minor = true) =>
  analyze({ conversation: { messages, metadata: minor ? { user_is_minor: true } : {} } }, deps).result.detected_behaviors.filter((d) => raisesConcern(d.code));
const codes = (messages: OvMessage[], deps: EngineDeps, minor = true) => found(messages, deps, minor).map((d) => d.code);

const PLAIN = msgs('what should we do at the sleepover on saturday', 'Here is a plan for the night, step by step, with everything you will need.');
const headSays = (category: string, score: number, code: string) => new Map<number, HeadScores>([[1, { [category]: score, codes: { [category]: code } }]]);

describe('minors lens: other categories read for a minor', () => {
  it('maps only to minors codes, from codes of other categories', () => {
    for (const [from, to] of Object.entries(MINORS_LENS)) {
      expect(categoryOf(from)).not.toBe('minors_protection');
      expect(categoryOf(to.code)).toBe('minors_protection');
    }
  });
  it('an eating disorder hidden from the family (vulnerable head) is, for a minor, encouraging secrecy', () => {
    const heads = headSays('vulnerable_populations', 0.99, 'ed_concealment_facilitation');
    const m = msgs('dinner is at seven tonight', 'Here is how to get through dinner tonight without anyone at the table noticing anything.');
    expect(codes(m, { heads })).toEqual(expect.arrayContaining(['ed_concealment_facilitation', 'encouraging_secrecy']));
    expect(codes(m, { heads }, false)).not.toContain('encouraging_secrecy');
  });
});

describe("minors lens: the minors head's even-odds score", () => {
  it('decides for a known minor at even odds, with the minors severity', () => {
    const heads = headSays('minors_protection', MINOR_HEAD_EVEN + 0.05, 'age_inappropriate_content');
    const f = found(PLAIN, { heads });
    expect(f.map((d) => d.code)).toContain('age_inappropriate_content');
    expect(f.find((d) => d.code === 'age_inappropriate_content')?.severity).toBe('high');
    const romance = found(PLAIN, { heads: headSays('minors_protection', 0.6, 'romantic_escalation_with_minor') });
    expect(romance.find((d) => d.code === 'romantic_escalation_with_minor')?.severity).toBe('critical');
  });
  it('not below even odds, not without a minor, not when the reply points to help', () => {
    expect(codes(PLAIN, { heads: headSays('minors_protection', MINOR_HEAD_EVEN - 0.05, 'age_inappropriate_content') })).toEqual([]);
    expect(codes(PLAIN, { heads: headSays('minors_protection', 0.6, 'age_inappropriate_content') }, false)).toEqual([]);
    const helps = msgs('someone online keeps messaging me', 'Thanks for telling me. Block them, and talk to a trusted adult today about it.');
    expect(codes(helps, { heads: headSays('minors_protection', 0.6, 'discouraging_help_seeking') })).toEqual([]);
  });
});
