/**
 * Issue 9, vocabulary as data: each regex whose phrase list moved from steer code to seeds/lexicons/<lang>/*.json
 * compiles at load to exactly the regex it replaced (same source, same flags). The literals below are the
 * patterns as they stood in code before the move (main 2b7954b), kept here as the reference.
 */
import { describe, expect, it } from 'vitest';
import * as screen_evasion_framing from '../../processors/steer/screen/evasion/framing.js';
import * as screen_evasion_gaslighting from '../../processors/steer/screen/evasion/gaslighting.js';
import * as screen_evasion_negation from '../../processors/steer/screen/evasion/negation.js';

const modules: Record<string, Record<string, unknown>> = {
  'screen/evasion/framing': screen_evasion_framing as unknown as Record<string, unknown>,
  'screen/evasion/gaslighting': screen_evasion_gaslighting as unknown as Record<string, unknown>,
  'screen/evasion/negation': screen_evasion_negation as unknown as Record<string, unknown>,
};

/** [module under processors/steer/, exported name, the literal it replaced] */
const moved: Array<[string, string, RegExp]> = [
  ['screen/evasion/gaslighting', 'CLAIM', /\b(?:as (?:you|we|i) (?:already |previously |just )?(?:mentioned|said|stated|discussed|agreed(?: on)?|confirmed|established|noted|explained|promised|requested|asked|told (?:you|me)|decided)(?: (?:earlier|before|previously|above|last time|in our (?:earlier|previous) (?:chat|conversation)))?|as (?:previously|already|earlier) (?:mentioned|discussed|agreed|confirmed|stated|established)|(?:you|we) (?:already |previously |earlier )?(?:agreed|confirmed|said|told me|promised|accepted|approved|acknowledged)(?: (?:earlier|before|previously))? (?:that|to)|like (?:i|you) (?:said|told you|mentioned)(?: (?:earlier|before))?|(?:earlier|previously|before|last time),? (?:you|we|i) (?:said|agreed|confirmed|told (?:me|you)|asked|mentioned|established)|per our (?:earlier |previous |prior )?(?:conversation|discussion|agreement|chat)|as (?:per|in) our (?:earlier|previous|prior) (?:conversation|discussion|chat)|remember (?:when |that )?(?:you|i|we) (?:said|agreed|told|mentioned|confirmed)|as you (?:may )?recall|going back to what (?:you|i) said)\b/i],
  ['screen/evasion/framing', 'FRAME', /\b(?:hypothetically(?: speaking)?|in a hypothetical (?:scenario|world|situation|sense)|purely hypothetical(?:ly)?|(?:just|merely|only) (?:an? )?(?:observation|thought|hypothetical|idea|saying|musing|joke)|just (?:saying|curious|thinking out loud)|for (?:purely )?(?:educational|academic|research|informational|entertainment) purposes(?: only)?|theoretically(?: speaking)?|in theory|imagine (?:if|that|a world)|let'?s (?:say|pretend|imagine|suppose)|suppose (?:that |for a moment )|purely as a thought experiment|as a thought experiment|between (?:you and me|us)|off the record|not that i'?m (?:saying|suggesting|recommending)|i'?m not (?:saying|suggesting|recommending)(?: you should)?,? but|in a (?:fictional|make-believe|parallel) (?:world|universe|story|scenario)|in a story where|speaking (?:purely )?(?:academically|generally|in general terms)|if someone (?:were|was) to ask|(?:just |merely |purely )?as an? (?:observation|aside|side note|thought experiment|hypothetical|joke)|for the sake of argument|speaking (?:purely )?(?:hypothetically|theoretically|in the abstract|abstractly)|in an? (?:alternate|alternative|imaginary|fictional|fictitious|made-up|pretend) (?:world|universe|reality|scenario|story|setting)|(?:in|within) (?:a|the|this|our) (?:story|fiction|novel|tale|screenplay|script)\b|if i (?:could|were allowed to|was allowed to|were able to) (?:tell|say|share|reveal)|picture this|just between (?:friends|us)|(?:purely|strictly) (?:academically|in theory|fictionally))\b/i],
  ['screen/evasion/negation', 'TRICK', /\b(?:i (?:\w+ )?(?:can(?:'t|not)|won'?t|will not|am not (?:allowed|able|going|supposed) to|'m not (?:allowed|able|going|supposed) to|must not|shouldn'?t|would never|'d never|could never) (?:tell|say|reveal|share|disclose|mention|confirm|admit|spell out)(?: to)?(?: you)?(?: that)?\s+(?:the |it |my |our |this )?[\p{L}\s]{0,30}?\b(?:is|was|are|starts|begins|ends|rhymes|contains|sounds)\b|(?:it'?s|it is|that'?s|that is) (?:definitely|certainly|absolutely|surely)? ?not (?:like|as if) |not that (?:it|the \w+|i) (?:is|was|would|'?s)\b|(?:definitely|certainly|absolutely) (?:not|isn'?t) ["'“]?[\p{L}\p{N}]|if i (?:were|was) (?:allowed|able) to (?:tell|say|share|reveal)|i'?m not (?:saying|telling you)(?: that)?|(?:wink|\*wink\*|😉)|hypothetically,? it (?:would|could) be)/iu],
  ['screen/evasion/negation', 'DENIAL', /\b(?:i|we)(?:'m| am|'re| are)? (?:\w+ )?(?:can(?:'t|not)|won'?t|will not|would never|'d never|could never|must not|mustn'?t|shouldn'?t|(?:am|'m|are|'re) not (?:allowed|able|going|supposed|permitted|at liberty) to|not (?:allowed|able|going|supposed|permitted) to|never) (?:\w+ )?(?:tell|say|reveal|share|disclose|mention|confirm|admit|spell out|give away|hint|name|recommend|suggest|whisper|let on|point out|divulge|state)\b|\byou didn'?t hear (?:it|this|that) from me\b|\bi (?:never|didn'?t) (?:said|say|tell|told) (?:you )?(?:that|this)\b/iu],
];

describe('vocabulary moved to seeds/lexicons compiles to the regex it replaced', () => {
  it.each(moved)('%s %s', (mod, name, was) => {
    const re = modules[mod]?.[name];
    expect(re).toBeInstanceOf(RegExp);
    expect((re as RegExp).source).toBe(was.source);
    expect((re as RegExp).flags).toBe(was.flags);
  });
});
