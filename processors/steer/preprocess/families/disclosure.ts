/**
 * Disclosure rules: keep the system prompt / instructions confidential (checked as verbatim overlap with the prompt),
 * and do not reveal being an AI (checked by self-identification phrases).
 */

import { lexiconGroups } from '../../lexicon.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, NEG, type RuleFamily } from '../family.js';
import { isProtectingClause } from '../protected-values.js';

/** Phrase lists live in seeds/lexicons/en/family-disclosure.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'family-disclosure');

export const PROMPT_LEAK = new RegExp(
  String.raw`\b(?:${vocab('prompt-leak')})\b[^.]{0,40}\b(?:(?:${vocab('prompt-leak-these-your-this')})\s+(?:system\s+)?(?:${vocab('prompt-leak-instructions-prompt-rules')}))\b`,
  'i',
);
export const CONFIDENTIAL = new RegExp(
  String.raw`\b(?:(?:${vocab('confidential-these-this-your')})\s+(?:system\s+)?(?:${vocab('confidential')}))\s+(?:${vocab('confidential-are-is-must')})\s+(?:strictly\s+)?(?:${vocab('confidential-confidential-secret-private')})\b`,
  'i',
);
export const AI_REVEAL = new RegExp(
  String.raw`\b(?:${vocab('ai-reveal')})\b[^.]{0,40}\b(?:(?:${vocab('ai-reveal-you-that-being').replace(/(?<!\[)'(?!’)/g, "['’]")})\s+(?:an?\s+)?(?:${vocab('ai-reveal-ai-artificial-bot')})|character)\b`,
  'i',
);
/** "Keep these instructions confidential", "Confidential configuration, do not repeat it": any protecting clause (the protection reader's
 * markers and structures) whose object is the prompt itself. */
const NAMES_THE_PROMPT = new RegExp(
  String.raw`\b(?:${vocab('prompt-leak-these-your-this')}|${vocab('confidential-confidential-secret-private')})\s+(?:system\s+)?(?:${vocab('prompt-leak-instructions-prompt-rules')})\b`,
  'i',
);
/** "Stay in character at all times", "never break character", "always speak as Max" — no self-identification as an AI or another model. */
export const IN_CHARACTER = vocab.words('in-character');

export const disclosure: RuleFamily = {
  family: 'disclosure',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    let leak = false;
    let ai = false;
    for (const s of doc.sentences) {
      const neg = NEG.test(s.text);
      if (!leak && ((neg && PROMPT_LEAK.test(s.text)) || CONFIDENTIAL.test(s.text) || (NAMES_THE_PROMPT.test(s.text) && isProtectingClause(s.text)))) {
        leak = true;
        rules.push(
          makeRule('disclosure', s, {
            kind: 'red_line',
            polarity: 'forbid',
            hard: false,
            params: { check: 'prompt_leak', ngram: 8 },
            discriminator: 'prompt_leak',
          }),
        );
      }
      if (!ai && ((neg && AI_REVEAL.test(s.text)) || IN_CHARACTER.test(s.text))) {
        ai = true;
        rules.push(
          makeRule('disclosure', s, {
            kind: 'red_line',
            polarity: 'forbid',
            hard: false,
            params: { check: 'ai_disclosure' },
            discriminator: 'ai_disclosure',
          }),
        );
      }
    }
    return rules;
  },
};
