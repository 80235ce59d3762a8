/** Letter case: all lowercase, all capitals, not all caps, and "use N words in ALL CAPS" (es/fr forms too). */

import { lexiconGroups } from '../../lexicon.js';
import { NUMBER_PATTERN, parseNumber, parseRelation } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, mentionedAsTopic, NEG, negatedBound, type RuleFamily } from '../family.js';

/** Phrase lists live in seeds/lexicons/en/family-letter-case.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'family-letter-case');
export const RESPONSE_RESPONSES_ANSWER = vocab.words('response-responses-answer');
export const USE_WRITE_RESPOND = new RegExp(`^(?:${vocab('use-write-respond')})`, 'i');
export const NO_WITHOUT_SIN = vocab.words('no-without-sin');
export const NO_AUCUNE_NINGUNA = new RegExp(String.raw`\b(?:${vocab('no-aucune-ninguna')})\s+(?:lettre\s+)?minuscul`, 'i');
export const ALL_UPPER = vocab.words('all-upper');

export const LOWER = vocab.words('lower');
export const UPPER = vocab.words('upper');
const CAP_WORDS = new RegExp(
  `\\b(?:words?|palabras|mots)\\b[^.]{0,40}\\b(?:all capital(?: letters)?|all caps|capital letters|mayúsculas?|majuscules?|lettres capitales)(?![\\p{L}])[^.]{0,60}?\\b(at least|at most|less than|fewer than|more than|exactly|al menos|como máximo|au moins|au plus|moins de|menos de)?\\s*${NUMBER_PATTERN}\\s*(?:times|veces|fois)?|\\b(at least|at most|less than|fewer than|more than|exactly|al menos|au moins|au plus|moins de|menos de)\\s+${NUMBER_PATTERN}\\s+(?:words?|mots|palabras)\\s+(?:\\p{L}+\\s+){0,3}(?:in (?:all )?(?:caps|capitals|capital letters|upper ?case)|en (?:lettres )?majuscules|en (?:letras )?mayúsculas)`,
  'iu',
);

const CASE_WORD: Record<'lower' | 'upper', RegExp> = {
  lower: /lower[ -]?case|small letters|min[uú]scul\p{L}*|小文字/giu,
  upper: /all caps|capital letters|capitals|upper[ -]?case|block letters|may[uú]scul\p{L}*|majuscul\p{L}*|capitales|大文字/giu,
};
// a negation up to two words before the case word ("sin letras mayúsculas", "do not use any capitals", "sans majuscules"),
// or a Japanese one right after it (大文字を使わない, 大文字なし)
// a negation up to two words before the case word, or up to four when a "no/none" word follows it ("sans aucun mot
// entièrement en majuscules", "without any word written in capitals" ask for no capital words, never for capitals)
const NEG_BEFORE =
  /(?:^|[^\p{L}])(?:(?:no|not|without|never|sin|sans|ni|ningun\p{L}*|aucune?s?|pas de|jamais|avoid|evita\p{L}*|évite\p{L}*)\s+(?:[\p{L}'’]+\s+){0,2}|(?:without|sin|sans|no|not)\s+(?:any|aucune?|ningun[oa]?|ning[uú]n|single|una|un|a)\s+(?:[\p{L}'’]+\s+){0,3})$/iu;
const NEG_AFTER = /^[^。、,.]{0,6}(?:ない|なし|禁止|不可)/u;

/**
 * Whether a clause asks for the whole reply in this case: a word for it that is not negated, or a negated word for
 * the other case ("sin mayúsculas" asks for lowercase, it does not ask for capitals). Neither: the clause states
 * nothing about this case, and a rule read from it would not be enforced with any confidence.
 */
export function statesCase(text: string, mode: 'lower' | 'upper'): boolean {
  const other = mode === 'lower' ? 'upper' : 'lower';
  const found = (m: 'lower' | 'upper', negated: boolean) =>
    [...text.matchAll(CASE_WORD[m])].some((w) => {
      const neg = NEG_BEFORE.test(text.slice(Math.max(0, w.index - 40), w.index)) || NEG_AFTER.test(text.slice(w.index + w[0].length));
      return neg === negated;
    });
  return found(mode, false) || found(other, true);
}

export const CASE_PART = new RegExp(String.raw`(?:^|[^\p{L}])(?:${vocab('case-part')})(?![\p{L}])`, 'iu');
export const CASE_WHOLE = new RegExp(String.raw`(?:^|[^\p{L}])(?:${vocab('case-whole')})(?![\p{L}])`, 'iu');
/**
 * The clause puts a part of the reply in a case (the title, names, the first word of each line) and not the whole
 * reply: no whole-reply case rule ("Write the title in capitals and the rest in lowercase" states neither).
 */
export const caseOfPart = (text: string): boolean => CASE_PART.test(text) && !CASE_WHOLE.test(text);

const ARTICLE_BEFORE_QUANTITY = /\b(?:un|une|uno|una)\s+(m[ií]nimo|m[aá]ximo|minimum|maximum|total|limite|l[ií]mite)\b/giu;

/** Where the count of a CAP_WORDS match starts in its sentence. */
function numberAt(m: RegExpExecArray): number {
  const num = (m[2] ?? m[4])!;
  return m[2] !== undefined ? m.index + m[0].lastIndexOf(num) : m.index + m[0].indexOf(num);
}

/**
 * "Never write words in capital letters for emphasis", "no all-caps for emphasis": a ban on shouting single words, not on
 * a reply written in capitals and not a count of capital words (acronyms stay).
 */
export const EMPHASIS_CAPS = new RegExp(
  String.raw`(?:\b(?:${vocab('emphasis-caps')})\b[^.;]{0,40}\bfor (?:${vocab('emphasis-caps-emphasis-effect')})\b|\bemphasi[sz]\w*\b[^.;]{0,30}\b(?:${vocab('emphasis-caps-caps-capitals-capital')})\b)`,
  'i',
);

export const letterCase: RuleFamily = {
  family: 'letter_case',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const s of doc.sentences) {
      const t = s.text;
      const emphasis = EMPHASIS_CAPS.exec(t);
      const en = NEG.exec(t);
      if (emphasis && en && en.index < emphasis.index + emphasis[0].length) {
        rules.push(
          makeRule('letter_case', s, {
            kind: 'watch_item',
            polarity: 'form',
            hard: false,
            params: { check: 'case', mode: 'no_emphasis_caps' },
            discriminator: 'no_emphasis_caps',
          }),
        );
        continue;
      }
      // "un mínimo de 4 veces", "une limite de 3 fois": the article before a quantity word is no count of one
      const tc = t.replace(ARTICLE_BEFORE_QUANTITY, (_m, q: string) => q);
      const cw = CAP_WORDS.exec(tc);
      if (cw) {
        const n = parseNumber(cw[2]! ?? cw[4]);
        if (n !== undefined) {
          rules.push(
            makeRule('letter_case', s, {
              kind: 'watch_item',
              polarity: 'form',
              hard: false,
              // the comparison from everything before the number when CAP_WORDS's short list has none ("no más de", "pas plus de")
              params: {
                check: 'case',
                mode: 'capital_words',
                relation: negatedBound(tc.slice(0, numberAt(cw)), parseRelation(cw[1] ?? cw[3] ?? tc.slice(0, numberAt(cw)), 'at_least')),
                n,
              },
              discriminator: 'capital_words',
            }),
          );
          continue;
        }
      }
      if (!RESPONSE_RESPONSES_ANSWER.test(t) && !USE_WRITE_RESPOND.test(t)) continue;
      if (caseOfPart(t)) continue;
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
        } else if ((!/\b(?:letters are not allowed|no se permiten)\b/i.test(t) || !/lower/i.test(t)) && statesCase(t, 'upper')) {
          // (a case word under a negation the NEG list does not hold, "sans aucun mot … en majuscules", asks for no capitals)
          rules.push(
            makeRule('letter_case', s, { kind: 'watch_item', polarity: 'form', hard: false, params: { check: 'case', mode: 'upper' }, discriminator: 'upper' }),
          );
        }
      }
    }
    return rules;
  },
};
