/**
 * Disclosure rules: keep the system prompt / instructions confidential (checked as verbatim overlap with the prompt),
 * and do not reveal being an AI (checked by self-identification phrases).
 */

import type { Rule } from '../../types.js';
import { docOf, makeRule, NEG, type RuleFamily } from '../family.js';

const PROMPT_LEAK =
  /\b(?:reveal|share|disclose|repeat|show|print|output|tell|leak|expose|discuss|explain|paraphrase|summari[sz]e|give out|divulge)\b[^.]{0,40}\b(?:(?:these|your|this|the|my|its|any of (?:these|your|the))\s+(?:system\s+)?(?:instructions|prompt|rules|guidelines|directives|configuration|setup|system message|programming|initial prompt|pre-prompt))\b/i;
const CONFIDENTIAL =
  /\b(?:(?:these|this|your|the)\s+(?:system\s+)?(?:instructions|prompt|rules|guidelines|system message))\s+(?:are|is|must (?:be|remain)|should (?:be|remain))\s+(?:strictly\s+)?(?:confidential|secret|private|hidden)\b/i;
const AI_REVEAL =
  /\b(?:reveal|disclose|admit|say|mention|tell (?:\w+ ){0,2}|let (?:anyone|users?|customers?|guests?|people|them) know|acknowledge|break character|claim|confirm|suggest|imply)\b[^.]{0,40}\b(?:(?:you are|you're|that you are|being|to be)\s+(?:an?\s+)?(?:ai|a\.i\.|artificial intelligence|bot|chatbot|language model|llm|machine|computer program|assistant model|(?:any )?other (?:assistant|model|ai|chatbot|persona|character)|(?:chatgpt|claude|gpt|gemini))|character)\b/i;
/** "Stay in character at all times", "never break character", "always speak as Max" — no self-identification as an AI or another model. */
const IN_CHARACTER =
  /\b(?:(?:never|do not|don'?t|must not)\s+(?:\w+\s+)?break(?:ing)? character|stay(?:s|ing)? in character|remain in character|keep (?:up )?(?:the|your) (?:persona|character)|never (?:admit|reveal|say|acknowledge) (?:that )?(?:you(?:'re| are)|being) (?:an? )?(?:ai|bot|machine|language model))\b/i;

export const disclosure: RuleFamily = {
  family: 'disclosure',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    let leak = false;
    let ai = false;
    for (const s of doc.sentences) {
      const neg = NEG.test(s.text);
      if (!leak && ((neg && PROMPT_LEAK.test(s.text)) || CONFIDENTIAL.test(s.text))) {
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
