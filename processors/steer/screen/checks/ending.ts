/** Required ending phrase (exact) or sign-off near the end. */

import { z } from 'zod';
import { lexiconGroups } from '../../lexicon.js';
import { requiredPhrases } from '../../quality/hints.js';
import { PHASE } from '../../redeem/context.js';
import { tidy } from '../../redeem/edit.js';
import { contentStems, foldSameLength } from '../../text.js';
import { type Check, finding } from '../check.js';
import { whenConditionMet } from '../when.js';
import { locatePhrase, paraphraseSpan } from './required-phrase.js';

/** Phrase lists live in seeds/lexicons/en/check-ending.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'check-ending');

const TRAIL = /[\s"'”’»)\]*_`]+$/;
const punct = (s: string) => s.replace(/[\s.!?,;:]+$/, '');

export function endsWithPhrase(text: string, phrase: string): boolean {
  const t = punct(foldSameLength(text).replace(TRAIL, '')).replace(/\s+/g, ' ');
  const p = punct(foldSameLength(phrase).replace(TRAIL, '')).replace(/\s+/g, ' ');
  return t.endsWith(p);
}

export const endingParams = z
  .object({ check: z.literal('ending'), phrase: z.string(), exact: z.boolean().optional(), when_cues: z.array(z.string()).optional() })
  .loose();

export const ending: Check<typeof endingParams> = {
  quality: { required: requiredPhrases, closes: true },
  provider: {},
  // the sign-off goes last (after every other addition); an earlier copy of it is moved rather than repeated
  repair: {
    phase: PHASE.frame + 2,
    fix(text, p) {
      const phrase = String(p.phrase);
      if (endsWithPhrase(text, phrase)) return text;
      let t = text;
      const idx = t.toLowerCase().lastIndexOf(phrase.toLowerCase());
      if (idx >= 0 && p.exact !== false) t = tidy(t.slice(0, idx) + t.slice(idx + phrase.length));
      return `${t}${t ? (/\n/.test(t) ? '\n\n' : ' ') : ''}${phrase}`;
    },
    adds: (_text, p) => String(p.phrase),
  },
  description: 'the reply ends with the required phrase or sign-off',
  params: endingParams,
  name: 'ending',
  evaluate(rule, ctx) {
    const phrase = String(rule.params.phrase);
    const text = ctx.text;
    if (endsWithPhrase(text, phrase)) return finding(rule, this.name, 'satisfied', `Ends with "${phrase}".`, { confidence: 0.98 });
    if (!whenConditionMet(rule, ctx)) return finding(rule, this.name, 'not_applicable', `The condition for ending with "${phrase}" is not met.`);
    const sp = locatePhrase(ctx, phrase);
    if (rule.params.exact === false && sp && sp.start >= text.length * 0.6 - 10) {
      return finding(rule, this.name, 'satisfied', `Signs off with "${phrase}".`, { evidence: sp, confidence: 0.85 });
    }
    const tail = { start: Math.max(0, text.length - 40), end: text.length };
    return finding(rule, this.name, 'violated', sp ? `"${phrase}" appears but is not the ending.` : `Response does not end with "${phrase}".`, {
      evidence: sp ?? tail,
      confidence: rule.params.exact === false ? 0.7 : 0.95,
      semantic: rule.params.exact === false || DISCLAIMER.test(phrase),
    });
  },
  analyze(rule, ctx, f) {
    // a required closing disclaimer said in other words in the last sentences ("this does not constitute financial advice")
    const phrase = String(rule.params.phrase);
    if (f.verdict !== 'violated' || !DISCLAIMER.test(phrase) || phrase.split(/\s+/).length < 3) return f;
    const last = ctx.sentences.slice(-2);
    const sp = paraphraseSpan({ ...ctx, sentences: last }, contentStems(phrase), phrase);
    return sp ? { ...f, verdict: 'satisfied', evidence: sp, confidence: 0.75, detail: `Analysis: ends with "${phrase}" in other words.` } : f;
  },
};

export const DISCLAIMER = vocab.words('disclaimer');
