/** Letter case: all lowercase, all uppercase, not all caps, number of ALL-CAPS words. */
import { compare, relationWords, type Relation } from '../../text.js';
import { finding, type Check } from '../check.js';

export function capitalWords(text: string): number {
  return (text.match(/[\p{L}][\p{L}\p{N}'’-]*/gu) ?? []).filter((w) => w.length >= 2 && /\p{Lu}/u.test(w) && w === w.toUpperCase()).length;
}

export const letterCase: Check = {
  name: 'case',
  evaluate(rule, ctx) {
    const mode = String(rule.params.mode);
    const text = ctx.text;
    if (mode === 'lower') {
      const m = /\p{Lu}/u.exec(text);
      return m
        ? finding(rule, this.name, 'violated', `Response has capital letters ("${text.slice(m.index, m.index + 12)}…").`, { evidence: { start: m.index, end: m.index + 1 }, confidence: 0.99 })
        : finding(rule, this.name, 'satisfied', 'All lowercase.', { confidence: 0.99 });
    }
    if (mode === 'upper') {
      const m = /\p{Ll}/u.exec(text);
      return m
        ? finding(rule, this.name, 'violated', 'Response has lowercase letters.', { evidence: { start: m.index, end: m.index + 1 }, confidence: 0.99 })
        : finding(rule, this.name, 'satisfied', 'All uppercase.', { confidence: 0.99 });
    }
    if (mode === 'not_upper') {
      const up = (text.match(/\p{Lu}/gu) ?? []).length;
      const all = (text.match(/\p{L}/gu) ?? []).length;
      return all > 10 && up / all > 0.7
        ? finding(rule, this.name, 'violated', 'Response is written in capitals.', { confidence: 0.9 })
        : finding(rule, this.name, 'satisfied', 'Not written in capitals.', { confidence: 0.9 });
    }
    const n = Number(rule.params.n);
    const rel = rule.params.relation as Relation;
    const c = capitalWords(text);
    return compare(c, rel, n)
      ? finding(rule, this.name, 'satisfied', `${c} all-caps words.`, { confidence: 0.95 })
      : finding(rule, this.name, 'violated', `${c} all-caps words; required ${relationWords(rel)} ${n}.`, { confidence: 0.95 });
  },
};
