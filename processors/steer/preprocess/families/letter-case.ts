/** Letter case: all lowercase, all capitals, not all caps, and "use N words in ALL CAPS" (es/fr forms too). */

import { lexiconAlternation } from '../../lexicon.js';
import { NUMBER_PATTERN, parseNumber, parseRelation } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, mentionedAsTopic, NEG, type RuleFamily } from '../family.js';

/** Phrase lists live in seeds/lexicons/en/family-letter-case.json (issue 9); the structure around them stays here. */
const vocab = (group: string): string => lexiconAlternation('en', 'family-letter-case', group);
export const RESPONSE_RESPONSES_ANSWER = new RegExp(String.raw`\b(?:${vocab('response-responses-answer')})\b`, 'i');
export const USE_WRITE_RESPOND = new RegExp(`^(?:${vocab('use-write-respond')})`, 'i');
export const NO_WITHOUT_SIN = new RegExp(String.raw`\b(?:${vocab('no-without-sin')})\b`, 'i');
export const NO_AUCUNE_NINGUNA = new RegExp(String.raw`\b(?:${vocab('no-aucune-ninguna')})\s+(?:lettre\s+)?minuscul`, 'i');
export const ALL_UPPER = new RegExp(String.raw`\b(?:${vocab('all-upper')})\b`, 'i');

export const LOWER = new RegExp(String.raw`\b(?:${vocab('lower')})\b`, 'i');
export const UPPER = new RegExp(String.raw`\b(?:${vocab('upper')})\b`, 'i');
const CAP_WORDS = new RegExp(
  `\\b(?:words?|palabras|mots)\\b[^.]{0,40}\\b(?:all capital(?: letters)?|all caps|capital letters|mayúsculas|majuscules)\\b[^.]{0,60}?\\b(at least|at most|less than|fewer than|more than|exactly|al menos|como máximo|au moins|au plus|moins de|menos de)?\\s*${NUMBER_PATTERN}\\s*(?:times|veces|fois)?|\\b(at least|at most|less than|fewer than|more than|exactly|al menos|au moins|au plus|moins de|menos de)\\s+${NUMBER_PATTERN}\\s+(?:words?|mots|palabras)\\s+(?:\\w+\\s+){0,3}(?:in all caps|in all capital letters|en majuscules|en mayúsculas)`,
  'i',
);

export const letterCase: RuleFamily = {
  family: 'letter_case',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const s of doc.sentences) {
      const t = s.text;
      const cw = CAP_WORDS.exec(t);
      if (cw) {
        const n = parseNumber(cw[2]! ?? cw[4]);
        if (n !== undefined) {
          rules.push(
            makeRule('letter_case', s, {
              kind: 'watch_item',
              polarity: 'form',
              hard: false,
              params: { check: 'case', mode: 'capital_words', relation: parseRelation(cw[1] ?? cw[3] ?? '', 'at_least'), n },
              discriminator: 'capital_words',
            }),
          );
          continue;
        }
      }
      if (!RESPONSE_RESPONSES_ANSWER.test(t) && !USE_WRITE_RESPOND.test(t)) continue;
      // "an essay about the use of words in ALL CAPS": a mention of letter case is no rule on the reply
      const lo0 = LOWER.exec(t);
      const up0 = UPPER.exec(t);
      const lo = lo0 && !mentionedAsTopic(t, lo0.index) ? lo0 : null;
      const up = up0 && !mentionedAsTopic(t, up0.index) ? up0 : null;
      const neg = NEG.exec(t);
      if (lo && (!NO_WITHOUT_SIN.test(lo[0]) ? !(neg && neg.index < lo.index) : true)) {
        rules.push(
          makeRule('letter_case', s, { kind: 'watch_item', polarity: 'form', hard: false, params: { check: 'case', mode: 'lower' }, discriminator: 'lower' }),
        );
      } else if (up) {
        const negated = neg && neg.index < up.index;
        if (negated && NO_AUCUNE_NINGUNA.test(t)) {
          rules.push(
            makeRule('letter_case', s, { kind: 'watch_item', polarity: 'form', hard: false, params: { check: 'case', mode: 'upper' }, discriminator: 'upper' }),
          );
        } else if (negated) {
          if (ALL_UPPER.test(up[0]))
            rules.push(
              makeRule('letter_case', s, {
                kind: 'watch_item',
                polarity: 'form',
                hard: false,
                params: { check: 'case', mode: 'not_upper' },
                discriminator: 'not_upper',
              }),
            );
        } else if (!/\b(?:letters are not allowed|no se permiten)\b/i.test(t) || !/lower/i.test(t)) {
          rules.push(
            makeRule('letter_case', s, { kind: 'watch_item', polarity: 'form', hard: false, params: { check: 'case', mode: 'upper' }, discriminator: 'upper' }),
          );
        }
      }
    }
    return rules;
  },
};
