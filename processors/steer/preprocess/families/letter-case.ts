/** Letter case: all lowercase, all capitals, not all caps, and "use N words in ALL CAPS" (es/fr forms too). */

import { NUMBER_PATTERN, parseNumber, parseRelation } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, mentionedAsTopic, NEG, type RuleFamily } from '../family.js';

const LOWER =
  /\b(?:lower ?case|lower-case|small letters|minúsculas|minuscules|no capital letters|without (?:using )?(?:any )?capital(?:s| letters)|sin mayúsculas|sans (?:utiliser de )?(?:lettres )?majuscules)\b/i;
const UPPER = /\b(?:all caps|all capital(?:s| letters)|capital letters only|in capitals|upper ?case|upper-case|block letters|mayúsculas|majuscules)\b/i;
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
      if (
        !/\b(?:response|responses|answer|answers|reply|replies|output|text|write|respond|everything|entire|whole|all of|letters|respuesta|réponse|texte)\b/i.test(
          t,
        ) &&
        !/^(?:use |write |respond )/i.test(t)
      )
        continue;
      // "an essay about the use of words in ALL CAPS": a mention of letter case is no rule on the reply
      const lo0 = LOWER.exec(t);
      const up0 = UPPER.exec(t);
      const lo = lo0 && !mentionedAsTopic(t, lo0.index) ? lo0 : null;
      const up = up0 && !mentionedAsTopic(t, up0.index) ? up0 : null;
      const neg = NEG.exec(t);
      if (lo && (!/\b(?:no|without|sin|sans)\b/i.test(lo[0]) ? !(neg && neg.index < lo.index) : true)) {
        rules.push(
          makeRule('letter_case', s, { kind: 'watch_item', polarity: 'form', hard: false, params: { check: 'case', mode: 'lower' }, discriminator: 'lower' }),
        );
      } else if (up) {
        const negated = neg && neg.index < up.index;
        if (negated && /\b(?:no|aucune|ninguna)\s+(?:lettre\s+)?minuscul/i.test(t)) {
          rules.push(
            makeRule('letter_case', s, { kind: 'watch_item', polarity: 'form', hard: false, params: { check: 'case', mode: 'upper' }, discriminator: 'upper' }),
          );
        } else if (negated) {
          if (/\b(?:all caps|all capital|upper ?case)\b/i.test(up[0]))
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
