/**
 * Issue 9, vocabulary as data: each regex whose phrase list moved from steer code to seeds/lexicons/<lang>/*.json
 * compiles at load to exactly the regex it replaced (same source, same flags). The literals below are the
 * patterns as they stood in code before the move (main 2b7954b), kept here as the reference.
 */
import { describe, expect, it } from 'vitest';
import * as screen_evasion_gaslighting from '../../processors/steer/screen/evasion/gaslighting.js';

const modules: Record<string, Record<string, unknown>> = {
  'screen/evasion/gaslighting': screen_evasion_gaslighting as unknown as Record<string, unknown>,
};

/** [module under processors/steer/, exported name, the literal it replaced] */
const moved: Array<[string, string, RegExp]> = [
  ['screen/evasion/gaslighting', 'CLAIM', /\b(?:as (?:you|we|i) (?:already |previously |just )?(?:mentioned|said|stated|discussed|agreed(?: on)?|confirmed|established|noted|explained|promised|requested|asked|told (?:you|me)|decided)(?: (?:earlier|before|previously|above|last time|in our (?:earlier|previous) (?:chat|conversation)))?|as (?:previously|already|earlier) (?:mentioned|discussed|agreed|confirmed|stated|established)|(?:you|we) (?:already |previously |earlier )?(?:agreed|confirmed|said|told me|promised|accepted|approved|acknowledged)(?: (?:earlier|before|previously))? (?:that|to)|like (?:i|you) (?:said|told you|mentioned)(?: (?:earlier|before))?|(?:earlier|previously|before|last time),? (?:you|we|i) (?:said|agreed|confirmed|told (?:me|you)|asked|mentioned|established)|per our (?:earlier |previous |prior )?(?:conversation|discussion|agreement|chat)|as (?:per|in) our (?:earlier|previous|prior) (?:conversation|discussion|chat)|remember (?:when |that )?(?:you|i|we) (?:said|agreed|told|mentioned|confirmed)|as you (?:may )?recall|going back to what (?:you|i) said)\b/i],
];

describe('vocabulary moved to seeds/lexicons compiles to the regex it replaced', () => {
  it.each(moved)('%s %s', (mod, name, was) => {
    const re = modules[mod]?.[name];
    expect(re).toBeInstanceOf(RegExp);
    expect((re as RegExp).source).toBe(was.source);
    expect((re as RegExp).flags).toBe(was.flags);
  });
});
