/** "Do not reveal that you are an AI": flags self-identification as an AI, bot or language model. */
import { z } from 'zod';
import { DROP_EVIDENCE } from '../../redeem/edit.js';
import { type Check, finding } from '../check.js';

const SELF_ID =
  /\b(?:as an? (?:ai|a\.i\.|artificial intelligence|language model|large language model|llm|chatbot|bot|virtual assistant|ai assistant|machine)|i(?:'m| am) (?:just |only |merely |actually |really |simply )?(?:an? )?(?:ai|a\.i\.|artificial intelligence|(?:large )?language model|llm|chatbot|bot|computer program|machine|virtual assistant|ai assistant|ai model)|i(?:'m| am) not (?:a )?(?:human|real person|person)|i(?:'m| am) (?:actually |really |just |in fact )?(?:chatgpt|claude|gpt-?\d|gemini|bard|llama|copilot)|(?:trained|developed|created|made|built) by (?:openai|anthropic|google|meta)|(?:an?|the) (?:ai|language model|chatbot) (?:called|named|made|built|developed|created)|i don'?t have (?:a body|feelings|personal experiences))\b/i;

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
