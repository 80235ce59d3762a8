/** Characters the prompt bans: commas, exclamation/question marks, emojis, digits, dashes, hashtags, a given letter. */

import { quotedStrings } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, NEG, type RuleFamily } from '../family.js';

const CLASSES: [string, RegExp][] = [
  ['comma', /\b(?:commas?|comas?|virgules?)\b/i],
  ['exclamation', /\b(?:exclamation (?:marks?|points?)|exclamations?)\b/i],
  ['question', /\bquestion marks?\b/i],
  ['emoji', /\b(?:emojis?|emoticons?|émojis?)\b/i],
  ['digit', /\b(?:digits?|numerals?|arabic numerals|chiffres(?: arabes)?|dígitos|números)\b/i],
  ['em_dash', /\b(?:em[- ]?dash(?:es)?|en[- ]?dash(?:es)?|dashes)\b/i],
  ['hashtag', /\bhashtags?\b/i],
  ['semicolon', /\bsemicolons?\b/i],
  ['asterisk', /\basterisks?\b/i],
  ['accent', /\b(?:accents?|accented (?:letters|characters)|acentos?|tildes?)\b/i],
  ['quote', /\b(?:(?:double )?quotation marks|(?:double )?quotes|comillas|guillemets)\b/i],
];
const NEG_CHAR = /\b(?:no|without|sin|sans|pas de|aucune?)\s+(?:\w+\s+){0,2}$/i;

/**
 * "No commas" means the comma of the prompt's own script: in a Spanish, French or English prompt the ASCII comma (as
 * the IFEval-style definition counts it), the Japanese 、 and the full-width ， only where the prompt is written in
 * Japanese/Chinese or names them.
 */
export function latinComma(clause: string, prompt: string): { latin_only?: true } {
  return /[、，]|読点|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(`${clause} ${prompt}`) ? {} : { latin_only: true };
}

export const bannedCharacters: RuleFamily = {
  family: 'banned_characters',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const s of doc.sentences) {
      const neg = NEG.test(s.text);
      for (const [cls, re] of CLASSES) {
        const m = re.exec(s.text);
        if (!m) continue;
        const before = s.text.slice(0, m.index);
        if (!neg && !NEG_CHAR.test(before) && !/\b(?:refrain|abstain|abstente|free of|zero)\b/i.test(before)) continue;
        if (cls === 'accent' && !/\b(?:use|utiliser|usar|without|sans|sin|no)\b/i.test(s.text)) continue;
        // "do not use bullet points or numbers" in a list context means numbered lists, not digits
        if (cls === 'digit' && /\bnumbers?\b/i.test(m[0]) && /\blists?\b/i.test(s.text)) continue;
        rules.push(
          makeRule('banned_characters', s, {
            kind: 'watch_item',
            polarity: 'form',
            hard: false,
            params: { check: 'forbidden_chars', charclass: cls, ...(cls === 'comma' ? latinComma(s.text, prompt) : {}) },
            discriminator: cls,
          }),
        );
      }
      // "do not use the letter 'e'" / "ne pas utiliser le caractère 'ç'"
      // the character must stand alone ("the letter z", "the letter 'q'"): "stay in character no matter what" bans nothing
      const lm = /\b(?:letter|character|char|caractère|carácter|letra|lettre)\s+(?:["'“‘](\S)["'”’]|(\p{L}|\p{N})(?=[\s,.;:!?)]|$))/iu.exec(s.text);
      if (lm && neg && !/\b(?:at least|times|veces|fois|au moins|al menos)\b/i.test(s.text)) {
        const ch = quotedStrings(s.text).find((q) => q.text.length === 1)?.text ?? lm[1] ?? lm[2];
        rules.push(
          makeRule('banned_characters', s, {
            kind: 'watch_item',
            polarity: 'form',
            hard: false,
            params: { check: 'forbidden_chars', charclass: 'custom', chars: ch },
            discriminator: `custom:${ch}`,
          }),
        );
      }
    }
    return rules;
  },
};
