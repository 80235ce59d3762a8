/** Length limits in words, sentences, paragraphs, characters or lines ("approx" allows ±20%). */
import { z } from 'zod';
import { compare, countWords, type Relation, relationWords, splitSentences } from '../../text.js';
import { type Check, finding, RELATION } from '../check.js';
import { paragraphsOf, type ScreenContext } from '../context.js';

export function measure(ctx: ScreenContext | { text: string }, unit: string, divider?: string): number {
  const text = ctx.text;
  if (unit === 'paragraphs' && divider) return text.split(divider).filter((p) => /[\p{L}\p{N}]/u.test(p)).length;
  switch (unit) {
    case 'words':
      return countWords(text);
    case 'sentences':
      return splitSentences(text.replace(/^\s*(?:[-*•+]|\d+[.)])\s+/gm, '')).filter(
        (s) => /[\p{L}\p{N}]/u.test(s.text) && !/^\s*(?:\*{3,}|-{3,}|#+\s*$)/.test(s.text),
      ).length;
    case 'paragraphs':
      return ('memo' in ctx ? paragraphsOf(ctx as ScreenContext) : splitParagraphsLocal(text)).length;
    case 'characters':
      return [...text.trim()].length;
    case 'lines':
      return text.split('\n').filter((l) => l.trim()).length;
    default:
      return 0;
  }
}

function splitParagraphsLocal(text: string) {
  return text.split(/\n\s*\n|\n\s*\*\*\*\s*\n/).filter((p) => p.trim());
}

export const lengthParams = z
  .object({ check: z.literal('length'), unit: z.string(), relation: RELATION, n: z.number(), approx: z.boolean().optional(), divider: z.string().optional() })
  .loose();

export const length: Check<typeof lengthParams> = {
  description: "the reply's length in words, sentences, characters, paragraphs or lines is within the limit",
  params: lengthParams,
  name: 'length',
  evaluate(rule, ctx) {
    const unit = String(rule.params.unit);
    const n = Number(rule.params.n);
    const rel = rule.params.relation as Relation;
    const actual = measure(ctx, unit, rule.params.check === 'length' ? rule.params.divider : undefined);
    const ok = rule.params.approx ? Math.abs(actual - n) <= Math.max(1, n * 0.2) : compare(actual, rel, n);
    const want = rule.params.approx ? `about ${n}` : `${relationWords(rel)} ${n}`;
    if (ok) return finding(rule, this.name, 'satisfied', `${actual} ${unit} (${want}).`, { confidence: 0.95 });
    return finding(rule, this.name, 'violated', `Response has ${actual} ${unit}; the limit is ${want}.`, { confidence: unit === 'sentences' ? 0.85 : 0.95 });
  },
};
