/**
 * Rules read with confidence (issue 11: a compliant reply is never changed). Each block is one general mechanism;
 * every phrasing was written for this test.
 */
import { describe, expect, it } from 'vitest';
import { bareSaidWords } from '../../processors/steer/preprocess/families/banned-strings.js';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { rulesOf } from './helpers.js';

const params = (sp: string) => rulesOf(sp).map((r) => r.params as Record<string, unknown>);
const bans = (sp: string) => params(sp).filter((p) => p.check === 'forbidden_strings');
const outcome = (sp: string, reply: string) =>
  runSteerEngines({ system_prompt: sp, proposed_response: reply, messages: [{ role: 'user', content: 'Hello there.' }] }).verify.outcome;

describe('an unquoted word right after "say" is the word itself when nothing else follows', () => {
  it('"Never say X." bans X; a list of single words bans each', () => {
    expect(bareSaidWords('Never say cheap.')).toEqual(['cheap']);
    expect(bareSaidWords('not ever say pricey or bargain.')).toEqual(['pricey', 'bargain']);
    expect(bans('You must never say cheap.')[0]?.strings).toEqual(['cheap']);
    expect(outcome('Never say cheap.', 'It is cheap.')).toBe('REDEEMED');
    expect(outcome('Never say cheap.', 'It is good value.')).toBe('COMPLIANT');
  });

  it('a frequency, a position, a statement or a pronoun after "say" names no word', () => {
    for (const c of ['Never say sorry too often.', 'Never say goodbye first.', 'Do not say you are a robot.', 'Never say anything rude.', 'Do not say that.', 'Never say no to a guest.'])
      expect(bareSaidWords(c)).toEqual([]);
    expect(bans('Never say sorry too often.')).toEqual([]);
    expect(bans('Say hello first.')).toEqual([]);
    expect(outcome('Say hello first.', 'Hello! Here is your answer.')).toBe('COMPLIANT');
  });
});
