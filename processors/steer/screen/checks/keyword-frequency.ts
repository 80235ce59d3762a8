/** Keyword frequency ("use the word 'growth' at least 3 times"). */
import { z } from 'zod';
import { PHASE } from '../../redeem/context.js';
import { appendText } from '../../redeem/edit.js';
import { compare, escapeRegExp, foldSameLength, type Relation, relationWords, splitSentences } from '../../text.js';
import { type Check, finding, RELATION } from '../check.js';

export const keywordFrequencyParams = z.object({ check: z.literal('keyword_frequency'), keyword: z.string(), relation: RELATION, n: z.number() }).loose();

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The keyword's occurrences in `text`: case-insensitive, at a word start, with an inflection ending of up to three
 * letters ("missions" counts for "mission", "commission" does not); scripts written without spaces count every
 * occurrence.
 */
export function keywordSpans(text: string, keyword: string): { start: number; end: number }[] {
  const kw = foldSameLength(keyword.trim());
  if (!kw) return [];
  const cjk = CJK.test(kw);
  const start = !cjk && /^[\p{L}\p{N}]/u.test(kw) ? '(?<![\\p{L}\\p{N}_])' : '';
  const end = !cjk && /[\p{L}\p{N}]$/u.test(kw) ? (/\p{L}$/u.test(kw) ? '\\p{L}{0,3}(?![\\p{L}\\p{N}_])' : '(?![\\p{L}\\p{N}_])') : '';
  const re = new RegExp(`${start}${escapeRegExp(kw).replace(/\s+/g, '\\s+')}${end}`, 'gu');
  return [...foldSameLength(text).matchAll(re)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/**
 * Fix for an upper bound: the sentences that carry the excess occurrences go, last first, while at least half of the
 * reply is kept; a lower bound is met by additions (the keyword written out at the end).
 */
export function capKeyword(text: string, keyword: string, max: number): string {
  let out = text;
  const total = splitSentences(text).length;
  for (let guard = 0; guard < 50 && keywordSpans(out, keyword).length > max; guard++) {
    const sents = splitSentences(out);
    const last = [...sents].reverse().find((s) => keywordSpans(s.text, keyword).length > 0);
    if (!last || sents.length - 1 < total / 2) return text;
    out = `${out.slice(0, last.start).trimEnd()}${out.slice(last.end).replace(/^[ \t]+/, last.start ? ' ' : '')}`.trim();
  }
  return keywordSpans(out, keyword).length <= max ? out : text;
}

/** The keyword written out as many times as are missing, or undefined when none are. */
function missingKeywords(text: string, p: z.infer<typeof keywordFrequencyParams>): string | undefined {
  if (!['at_least', 'exactly', 'more_than'].includes(p.relation)) return undefined;
  const need = p.n + (p.relation === 'more_than' ? 1 : 0) - keywordSpans(text, p.keyword).length;
  return need > 0 ? `${Array.from({ length: need }, () => p.keyword).join(', ')}.` : undefined;
}

export const keywordFrequency: Check<typeof keywordFrequencyParams> = {
  // too many: the last sentences carrying it go (with the upper length limits); too few: it is written out at the end
  repair: {
    phase: (p) => (p.relation === 'at_most' || p.relation === 'less_than' ? PHASE.limit : PHASE.add + 3),
    fix(text, p) {
      const have = keywordSpans(text, p.keyword).length;
      if (p.relation === 'at_most' || p.relation === 'less_than' || (p.relation === 'exactly' && have > p.n))
        return capKeyword(text, p.keyword, p.n - (p.relation === 'less_than' ? 1 : 0));
      return appendText(text, missingKeywords(text, p) ?? '');
    },
    adds: (text, p) => missingKeywords(text, p),
  },
  description: 'a keyword appears the required number of times',
  params: keywordFrequencyParams,
  name: 'keyword_frequency',
  evaluate(rule, ctx) {
    const count = keywordSpans(ctx.text, String(rule.params.keyword)).length;
    const rel = rule.params.relation as Relation;
    const n = Number(rule.params.n);
    if (compare(count, rel, n))
      return finding(rule, this.name, 'satisfied', `"${rule.params.keyword}" appears ${count}× (${relationWords(rel)} ${n}).`, { confidence: 0.97 });
    return finding(rule, this.name, 'violated', `"${rule.params.keyword}" appears ${count}×; required ${relationWords(rel)} ${n}.`, { confidence: 0.97 });
  },
};
