/** Counted structures: bullets, numbered items, sections with a marker, *highlighted* parts, [placeholders]. */
import { z } from 'zod';
import { compare, escapeRegExp, type Relation, relationWords } from '../../text.js';
import { type Check, finding, RELATION } from '../check.js';

export function countItems(text: string, item: string, marker?: string): number {
  switch (item) {
    case 'bullets':
      return text.split('\n').filter((l) => /^\s*[*\-•+]\s+\S/.test(l) && !/^\s*(?:\*\s*){3,}$|^\s*-{3,}\s*$/.test(l) && !/^\s*\*\*[^*]+\*\*\s*$/.test(l))
        .length;
    case 'numbered':
      return text.split('\n').filter((l) => /^\s*\d+[.)]\s+\S/.test(l)).length;
    case 'sections':
      return marker
        ? text.split('\n').filter((l) => new RegExp(`^\\s*(?:#+\\s*|\\*\\*)?${escapeRegExp(marker)}\\s+(?:\\d+|[IVXLC]+|[A-Z])\\b`, 'i').test(l)).length
        : 0;
    case 'highlights':
      if (marker === '《》') return (text.match(/《[^《》\n]+》/g) ?? []).length;
      return (text.match(/\*\*[^\n*]+\*\*|(?<!\*)\*[^\n*]+\*(?!\*)/g) ?? []).length;
    case 'placeholders':
      return (text.match(/\[[^\]\n]{1,60}\](?!\()/g) ?? []).length;
    default:
      return 0;
  }
}

export const countParams = z.object({ check: z.literal('count'), item: z.string(), relation: RELATION, n: z.number(), marker: z.string().optional() }).loose();

export const count: Check<typeof countParams> = {
  description: 'the reply has the required number of bullets, numbered items, sections, highlights or placeholders',
  params: countParams,
  name: 'count',
  evaluate(rule, ctx) {
    const item = String(rule.params.item);
    const n = Number(rule.params.n);
    const rel = rule.params.relation as Relation;
    const actual = countItems(ctx.text, item, rule.params.marker as string | undefined);
    if (compare(actual, rel, n)) return finding(rule, this.name, 'satisfied', `${actual} ${item} (${relationWords(rel)} ${n}).`, { confidence: 0.93 });
    return finding(rule, this.name, 'violated', `Response has ${actual} ${item}; required ${relationWords(rel)} ${n}.`, { confidence: 0.93 });
  },
};
