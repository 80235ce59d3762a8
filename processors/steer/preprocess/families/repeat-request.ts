/**
 * "First repeat the request word for word, then answer": the reply must open with the user's request, unchanged.
 * Written in several ways ("before answering, restate my question verbatim", "begin by repeating the question
 * exactly as asked"); the cue is a repeat verb whose object is the request/question/prompt, with an exactness or
 * ordering word nearby.
 */

import { lexiconGroups } from '../../lexicon.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, NEG, type RuleFamily } from '../family.js';

/** Phrase lists live in seeds/lexicons/en/family-repeat-request.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'family-repeat-request');

export const REPEAT = new RegExp(
  String.raw`\b(?:${vocab('repeat-repeat-restate-echo')})\w*\b[^.;]{0,30}?\b(?:(?:${vocab('repeat-the-my-their')})\s+)*(?:${vocab('repeat')})s?\b`,
  'i',
);
export const EXACTLY = vocab.words('exactly');

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
