/**
 * Issue 9, vocabulary as data: each risk regex whose phrase list moved to seeds/lexicons/en/risk-*.json
 * compiles at load to exactly the regex it replaced (same source, same flags). The literals below are the patterns as
 * they stood in code before the move (main 2aef179), kept here as the reference.
 */
import { describe, expect, it } from 'vitest';
import * as risk_detect from '../../processors/risk/detect.js';
import * as risk_members_sexual_violence from '../../processors/risk/members/sexual-violence.js';

const modules: Record<string, Record<string, unknown>> = {
  'processors/risk/detect': risk_detect as unknown as Record<string, unknown>,
  'processors/risk/members/sexual-violence': risk_members_sexual_violence as unknown as Record<string, unknown>,
};

/** [module, exported name, the literal it replaced] */
const moved: Array<[string, string, RegExp]> = [
  [
    'processors/risk/detect',
    'THOUGHT_THINKING_WANT',
    /\b(thoughts? (of|about) (ending your life|suicide|killing yourself)|thinking (of|about) (suicide|killing yourself|ending your life)|want to (die|kill yourself|end your life)|feeling suicidal|are you suicidal)\b/i,
  ],
  ['processors/risk/detect', 'HURT_HARM_SELF', /\b(hurt(ing)? yourself|harm(ing)? yourself|self[- ]?harm(ing)?|cutting yourself)\b/i],
  ['processors/risk/detect', 'AFFIRM', /^\s*(yes|yeah|yep|yup|i am|i have|i do|sometimes|a little|kind of|kinda|maybe|honestly,? yes|i think so)\b/i],
  [
    'processors/risk/members/sexual-violence',
    'PAST',
    /\b(years ago|when i was (a kid|a child|little|young|younger|\d+)|as a (kid|child|teen|teenager)|in my childhood|growing up)\b/i,
  ],
];

describe('risk vocabulary moved to seeds/lexicons compiles to the regex it replaced', () => {
  it.each(moved)('%s %s', (mod, name, was) => {
    const re = modules[mod]?.[name];
    expect(re).toBeInstanceOf(RegExp);
    expect((re as RegExp).source).toBe(was.source);
    expect((re as RegExp).flags).toBe(was.flags);
  });
});
