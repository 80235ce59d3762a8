/**
 * "First repeat the request word for word, then answer": the reply must open with the user's request, unchanged.
 * Written in several ways ("before answering, restate my question verbatim", "begin by repeating the question
 * exactly as asked"); the cue is a repeat verb whose object is the request/question/prompt, with an exactness or
 * ordering word nearby.
 */

import type { Rule } from '../../types.js';
import { docOf, makeRule, NEG, type RuleFamily } from '../family.js';

const REPEAT =
  /\b(?:repeat|restate|echo|copy|reproduce|write out|quote|repite|repetir|répétez|répéter|recopiez)\w*\b[^.;]{0,30}?\b(?:(?:the|my|their|user'?s?|this|original)\s+)*(?:request|question|prompt|query|instruction|message|task|pregunta|petición|solicitud|demande|question|consigne)s?\b/i;
const EXACTLY =
  /\b(?:word for word|verbatim|exactly|without (?:any )?change|unchanged|as (?:it was )?(?:asked|written|given)|first|before (?:you )?(?:answer|respond|reply|giving)|then (?:give|answer|respond|provide)|palabra por palabra|textualmente|mot pour mot|textuellement|d'abord|primero)\b/i;

/** Whether a clause asks for the request to be repeated word for word (other families leave such a clause alone). */
export function isRepeatRequestClause(t: string): boolean {
  const m = REPEAT.exec(t);
  if (!m || !EXACTLY.test(t)) return false;
  const neg = NEG.exec(t);
  return !(neg && neg.index < m.index);
}

export const repeatRequest: RuleFamily = {
  family: 'repeat_request',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const s of doc.sentences) {
      if (!isRepeatRequestClause(s.text)) continue; // "do not repeat the question" is a different rule
      rules.push(
        makeRule('repeat_request', s, {
          kind: 'watch_item',
          polarity: 'form',
          hard: false,
          params: { check: 'repeat_request' },
          discriminator: 'repeat_request',
        }),
      );
      break;
    }
    return rules;
  },
};
