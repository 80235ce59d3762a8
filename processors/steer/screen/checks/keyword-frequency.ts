/** Keyword frequency ("use the word 'growth' at least 3 times"). */
import { z } from 'zod';
import type { Addition } from '../../redeem/hooks.js';
import { compare, escapeRegExp, findAll, foldSameLength, type Relation, relationWords } from '../../text.js';
import { type Check, finding, RELATION } from '../check.js';

export const keywordFrequencyParams = z.object({ check: z.literal('keyword_frequency'), keyword: z.string(), relation: RELATION, n: z.number() }).loose();

export const keywordFrequency: Check<typeof keywordFrequencyParams> = {
  redeem: {
    order: 40,
    additions(violated, text) {
      const out: Addition[] = [];
      for (const { rule: r } of violated) {
        if (!['at_least', 'exactly', 'more_than'].includes(String(r.params.relation))) continue;
        const have = (text.toLowerCase().match(new RegExp(`\\b${escapeRegExp(String(r.params.keyword).toLowerCase())}\\b`, 'g')) ?? []).length;
        const need = Number(r.params.n) + (r.params.relation === 'more_than' ? 1 : 0) - have;
        if (need > 0) out.push({ where: 'end', text: Array.from({ length: need }, () => String(r.params.keyword)).join(', ') + '.' });
      }
      return out;
    },
  },
  description: 'a keyword appears the required number of times',
  params: keywordFrequencyParams,
  name: 'keyword_frequency',
  evaluate(rule, ctx) {
    const kw = foldSameLength(String(rule.params.keyword));
    // scripts written without spaces (Japanese, Chinese) have no word boundaries: count every occurrence
    const count = findAll(ctx.fold, kw, !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(kw)).length;
    const rel = rule.params.relation as Relation;
    const n = Number(rule.params.n);
    if (compare(count, rel, n))
      return finding(rule, this.name, 'satisfied', `"${rule.params.keyword}" appears ${count}× (${relationWords(rel)} ${n}).`, { confidence: 0.97 });
    return finding(rule, this.name, 'violated', `"${rule.params.keyword}" appears ${count}×; required ${relationWords(rel)} ${n}.`, { confidence: 0.97 });
  },
};
