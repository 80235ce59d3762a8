/** Characters the prompt bans: commas, exclamation/question marks, emojis, digits, dashes, hashtags, a given letter. */

import { lexiconGroups } from '../../lexicon.js';
import { NUMBER_WORDS, quotedStrings } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, NEG, type RuleFamily } from '../family.js';

/** Phrase lists live in seeds/lexicons/en/family-banned-characters.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'family-banned-characters');
export const COMMA_COMA_VIRGULE = vocab.words('comma-coma-virgule');
export const EXCLAMATION = vocab.words('exclamation');
export const EMOJI_EMOTICON = vocab.words('emoji-emoticon');
export const DIGIT_NUMERAL_ARABIC = vocab.words('digit-numeral-arabic');
export const EM_EN_DASHES = vocab.words('em-en-dashes');
export const ACCENT_ACCENTED_ACENTO = vocab.words('accent-accented-acento');
export const DOUBLE_COMILLAS_GUILLEMETS = vocab.words('double-comillas-guillemets');
export const REFRAIN_ABSTAIN_ABSTENTE = vocab.words('refrain-abstain-abstente');
export const USE_UTILISER_USAR = vocab.words('use-utiliser-usar');
export const LETTER_CHARACTER_CHAR = new RegExp(
  String.raw`\b(?:${vocab('letter-character-char')})\s+(?:["'“‘](\S)["'”’]|(\p{L}|\p{N})(?=[\s,.;:!?)]|$))`,
  'iu',
);
export const AT_TIMES_VECES = vocab.words('at-times-veces');

const CLASSES: [string, RegExp][] = [
  ['comma', COMMA_COMA_VIRGULE],
  ['exclamation', EXCLAMATION],
  ['question', /\bquestion marks?\b/i],
  ['emoji', EMOJI_EMOTICON],
  ['digit', DIGIT_NUMERAL_ARABIC],
  ['em_dash', EM_EN_DASHES],
  ['hashtag', /\bhashtags?\b/i],
  ['semicolon', /\bsemicolons?\b/i],
  ['asterisk', /\basterisks?\b/i],
  ['accent', ACCENT_ACCENTED_ACENTO],
  ['quote', DOUBLE_COMILLAS_GUILLEMETS],
];
export const NEG_CHAR = new RegExp(String.raw`\b(?:${vocab('neg-char')})\s+(?:\w+\s+){0,2}$`, 'i');

/**
 * "No commas" means the comma of the prompt's own script: in a Spanish, French or English prompt the ASCII comma (as
 * the IFEval-style definition counts it), the Japanese 、 and the full-width ， only where the prompt is written in
 * Japanese/Chinese or names them.
 */
export function latinComma(clause: string, prompt: string): { latin_only?: true } {
  return /[、，]|読点|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(`${clause} ${prompt}`) ? {} : { latin_only: true };
}

/**
 * "no más de 5 palabras con acento", "not more than 3 commas", "ne dépassez pas 4 mots accentués": a number between the
 * negation and the character's word makes the negation a limit on a count, not a ban.
 */
const ARTICLES = new Set(['a', 'an', 'one', 'un', 'une', 'uno', 'una']);
export function boundsACount(text: string, at: number): boolean {
  const neg = NEG.exec(text);
  if (!neg || neg.index >= at) return false;
  const span = text.slice(neg.index, at);
  // articles ("un", "une", "a") are no counts
  return /\d/.test(span) || (span.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => NUMBER_WORDS.has(w) && !ARTICLES.has(w));
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
        if (!neg && !NEG_CHAR.test(before) && !REFRAIN_ABSTAIN_ABSTENTE.test(before)) continue;
        if (boundsACount(s.text, m.index)) continue;
        if (cls === 'accent' && !USE_UTILISER_USAR.test(s.text)) continue;
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
      const lm = LETTER_CHARACTER_CHAR.exec(s.text);
      if (lm && neg && !AT_TIMES_VECES.test(s.text)) {
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
