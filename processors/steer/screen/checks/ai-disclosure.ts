/** "Do not reveal that you are an AI": flags self-identification as an AI, bot or language model. */

import { z } from 'zod';
import { lexiconGroups } from '../../lexicon.js';
import { DROP_EVIDENCE } from '../../redeem/edit.js';
import { type Check, finding } from '../check.js';

/** Phrase lists live in seeds/lexicons/en/check-ai-disclosure.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'check-ai-disclosure');

export const SELF_ID = vocab.words('self-id');

export const aiDisclosureParams = z.object({ check: z.literal('ai_disclosure') }).loose();

export const aiDisclosure: Check<typeof aiDisclosureParams> = {
  description: 'the reply must not say it is an AI or name the model behind it',
  params: aiDisclosureParams,
  forbids: true,
  // the sentence that says it is an AI goes
  repair: DROP_EVIDENCE,
  quality: { semantic: () => true },
  name: 'ai_disclosure',
  evaluate(rule, ctx) {
    const m = SELF_ID.exec(ctx.text);
    if (!m) return finding(rule, this.name, 'satisfied', 'No self-identification as an AI.', { confidence: 0.85 });
    return finding(rule, this.name, 'violated', `Response reveals it is an AI ("${m[0]}").`, {
      evidence: { start: m.index, end: m.index + m[0].length },
      confidence: 0.9,
      semantic: true,
    });
  },
};
