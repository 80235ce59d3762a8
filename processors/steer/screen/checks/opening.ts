/** Required opening phrase (exact), first word, or greeting near the start. */
import { z } from 'zod';
import { escapeRegExp } from '../../escape-regexp.js';
import { requiredPhrases } from '../../quality/hints.js';
import { PHASE } from '../../redeem/context.js';
import { foldSameLength } from '../../text.js';
import { type Check, finding } from '../check.js';
import { whenConditionMet } from '../when.js';
import { locatePhrase } from './required-phrase.js';

const LEAD = /^[\s"'“‘«([*_#>`-]+/;
const punct = (s: string) => s.replace(/[\s.!?,;:]+$/, '');

/** A slot in a template the prompt shows ("`Recipe: <name of dish>`", "[Name]", "{title}"): the reply fills it in. */
const SLOT = /<[^<>\n]{1,40}>|\[[^[\]\n]{1,40}\]|\{[^{}\n]{1,40}\}/g;

export function startsWithPhrase(text: string, phrase: string): boolean {
  // a phrase of markup only ("## ", "> "): the reply must open with those very characters
  if (/^[#>*=~|-]+$/.test(phrase.trim())) return text.trimStart().startsWith(phrase.trim());
  const t = foldSameLength(text).replace(LEAD, '');
  const p = punct(foldSameLength(phrase).replace(LEAD, ''));
  SLOT.lastIndex = 0;
  // a template with words of its own ("[ALERT]" alone is a literal tag, not a slot)
  if (SLOT.test(p) && /[\p{L}\p{N}]/u.test(p.replace(SLOT, ''))) {
    // the template's own words in order, each slot filled by some text on the same line
    const parts = p.split(SLOT).map((x) => escapeRegExp(x).replace(/\s+/g, '\\s+'));
    return new RegExp(`^${parts.join('[^\\n]+?')}`).test(t);
  }
  return t.startsWith(p) || t.replace(/\s+/g, ' ').startsWith(p.replace(/\s+/g, ' '));
}

export const openingParams = z
  .object({
    check: z.literal('opening'),
    phrase: z.string(),
    exact: z.boolean().optional(),
    first_word: z.boolean().optional(),
    when_cues: z.array(z.string()).optional(),
  })
  .loose();

export const opening: Check<typeof openingParams> = {
  quality: { required: requiredPhrases },
  provider: {},
  // the opening is put on once the body is final
  repair: {
    phase: PHASE.frame,
    fix(text, r) {
      const p = String(r.phrase);
      if (startsWithPhrase(text, p)) return text;
      // markup ("##", ">") takes a space before the words it marks, as Markdown needs
      const markup = !/[\p{L}\p{N}]/u.test(p) && /^[#>*-]+$/.test(p.trim());
      return r.first_word ? `${p} ${text}` : `${p}${/[\p{L}\p{N}]$/u.test(p) || markup ? ' ' : /[.!?,:]$/.test(p) ? ' ' : ''}${text}`;
    },
    adds: (_text, r) => String(r.phrase),
  },
  description: 'the reply starts with the required phrase or word',
  params: openingParams,
  name: 'opening',
  evaluate(rule, ctx) {
    const phrase = String(rule.params.phrase);
    const text = ctx.text;
    if (rule.params.first_word) {
      const first = /[\p{L}\p{N}'-]+/u.exec(text)?.[0] ?? '';
      return first.toLowerCase() === phrase.toLowerCase()
        ? finding(rule, this.name, 'satisfied', `Starts with "${phrase}".`, { confidence: 0.98 })
        : finding(rule, this.name, 'violated', `First word is "${first}", not "${phrase}".`, {
            evidence: { start: 0, end: Math.min(text.length, first.length) },
            confidence: 0.98,
          });
    }
    if (startsWithPhrase(text, phrase)) return finding(rule, this.name, 'satisfied', `Starts with "${phrase}".`, { confidence: 0.98 });
    if (!whenConditionMet(rule, ctx)) return finding(rule, this.name, 'not_applicable', `The condition for starting with "${phrase}" is not met.`);
    if (rule.params.exact === false) {
      const head = ctx.sentences.slice(0, 2);
      const sp = locatePhrase(ctx, phrase);
      if (sp && head.length && sp.start <= head[head.length - 1]!.end)
        return finding(rule, this.name, 'satisfied', `Greets with "${phrase}".`, { evidence: sp, confidence: 0.85 });
    }
    return finding(rule, this.name, 'violated', `Response does not start with "${phrase}".`, {
      evidence: { start: 0, end: Math.min(text.length, 40) },
      confidence: rule.params.exact === false ? 0.7 : 0.95,
      semantic: rule.params.exact === false,
    });
  },
};
