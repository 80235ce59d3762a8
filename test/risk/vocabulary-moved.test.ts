/**
 * Issue 9, vocabulary as data: each risk regex whose phrase list moved to seeds/lexicons/en/risk-*.json
 * compiles at load to exactly the regex it replaced (same source, same flags). The literals below are the patterns as
 * they stood in code before the move (main 2aef179), kept here as the reference.
 */
import * as risk_detect from '../../processors/risk/detect.js';
import * as risk_members_sexual_violence from '../../processors/risk/members/sexual-violence.js';
import { describePinnedRegexes, type PinnedRegex } from '../helpers/pinned-regexes.js';

const modules: Record<string, unknown> = {
  'processors/risk/detect': risk_detect,
  'processors/risk/members/sexual-violence': risk_members_sexual_violence,
};

/** [module, exported name, the literal it replaced] */
const moved: PinnedRegex[] = [
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

describePinnedRegexes('risk vocabulary moved to seeds/lexicons compiles to the regex it replaced', modules, moved);
