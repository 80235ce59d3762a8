/** Letter frequency ("the letter q at least 5 times"). */
import { z } from 'zod';
import { compare, type Relation, relationWords } from '../../text.js';
import { type Check, finding, RELATION } from '../check.js';

export const letterFrequencyParams = z.object({ check: z.literal('letter_frequency'), letter: z.string(), relation: RELATION, n: z.number() }).loose();

export const letterFrequency: Check<typeof letterFrequencyParams> = {
  description: 'a letter appears the required number of times',
  params: letterFrequencyParams,
  name: 'letter_frequency',
  evaluate(rule, ctx) {
    const letter = String(rule.params.letter).toLowerCase();
    let count = 0;
    for (const ch of ctx.fold) if (ch === letter) count++;
    const rel = rule.params.relation as Relation;
    const n = Number(rule.params.n);
    if (compare(count, rel, n)) return finding(rule, this.name, 'satisfied', `Letter "${letter}" appears ${count}×.`, { confidence: 0.99 });
    return finding(rule, this.name, 'violated', `Letter "${letter}" appears ${count}×; required ${relationWords(rel)} ${n}.`, { confidence: 0.99 });
  },
};
