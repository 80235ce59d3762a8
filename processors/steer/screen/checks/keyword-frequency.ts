/** Keyword frequency ("use the word 'growth' at least 3 times"). */
import { compare, findAll, foldSameLength, relationWords, type Relation } from '../../text.js';
import { finding, type Check } from '../check.js';

export const keywordFrequency: Check = {
  name: 'keyword_frequency',
  evaluate(rule, ctx) {
    const kw = foldSameLength(String(rule.params.keyword));
    const count = findAll(ctx.fold, kw, true).length;
    const rel = rule.params.relation as Relation;
    const n = Number(rule.params.n);
    if (compare(count, rel, n)) return finding(rule, this.name, 'satisfied', `"${rule.params.keyword}" appears ${count}× (${relationWords(rel)} ${n}).`, { confidence: 0.97 });
    return finding(rule, this.name, 'violated', `"${rule.params.keyword}" appears ${count}×; required ${relationWords(rel)} ${n}.`, { confidence: 0.97 });
  },
};
