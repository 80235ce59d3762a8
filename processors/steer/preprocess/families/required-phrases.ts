/**
 * Required content: phrases and keywords every response must contain ("always include 'X'", "include the keywords
 * A and B"), disclaimers (quoted → exact; unquoted "a disclaimer that you are not a lawyer" → semantic), required
 * URLs/emails, keyword and letter frequencies.
 */

import { lexiconGroups } from '../../lexicon.js';
import { contentStems, emphasisedStrings, NUMBER_PATTERN, parseNumber, parseRelation, quotedStrings, splitList } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, NEG, negatedBound, type RuleFamily } from '../family.js';
import { SPELLING_EXAMPLES, spellingVariant } from './language.js';
import { conditionCues } from './opening-ending.js';

/** Phrase lists live in seeds/lexicons/en/family-required-phrases.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'family-required-phrases');
/** A replacement named for something else ("… instead", "in place of …", "rather than …"). */
export const SUBSTITUTE = new RegExp(vocab('substitute'), 'i');
const OR_BETWEEN_QUOTES = /["”’'»]\s*,?\s+(?:or|o|ou|oder)\s+["“‘'«]/i;
const AND_BETWEEN_QUOTES = /["”’'»]\s*,?\s+(?:and|y|et|und)\s+["“‘'«]/i;
export const LETTER_LETRA_LETTRE = vocab.words('letter-letra-lettre');
export const INCLUDE_MENTION_ADD = new RegExp(String.raw`^(?:${vocab('include-mention-add')})\b`, 'i');
export const SOMEWHERE_ANYWHERE_IN = vocab.words('somewhere-anywhere-in');
export const KEYWORD_PALABRAS_MOTS = vocab.words('keyword-palabras-mots');
export const FORGET_OLVIDES_OUBLIEZ = vocab.words('forget-olvides-oubliez');
export const USER_THEY_ASKED = new RegExp(String.raw`\b(?:${vocab('user-they-asked-if-when-whenever')})\b.{0,40}\b(?:${vocab('user-they-asked')})\b`, 'i');
export const HIGHLIGHT_BOLD_ITALIC = new RegExp(String.raw`\b(?:${vocab('highlight-bold-italic')})\w*`, 'i');
export const EVERY_EACH_ALL = new RegExp(
  String.raw`\s+(?:${vocab('every-each-all-in-at')}) (?:${vocab('every-each-all')}) (?:${vocab('every-each-all-response-answer-replies')})\b.*$`,
  'i',
);
export const WHENEVER_EVERY_EACH = new RegExp(String.raw`,?\s+(?:${vocab('whenever-every-each')})\b.*$`, 'i');
export const KEYWORD_THE_PALABRAS = new RegExp(String.raw`\b(?:${vocab('keyword-the-palabras')})\s*:?\s*\[?([^.\]]+)`, 'i');
export const IN_INTO_WITHIN = new RegExp(
  String.raw`\s+(?:${vocab('in-into-within')}) (?:the|your) (?:${vocab('in-into-within-response-answer-reply')})\b.*$`,
  'i',
);

export const REQUIRE = new RegExp(vocab('require'), 'i');
export const INCLUDE_VERB = vocab.words('include-verb');
export const POSITION = vocab.words('position');
export const EXACT_TOKEN = vocab.words('exact-token', 'g');
/** A link written without http or www ("brightlane.example/book"): a token to carry as it is. */
const BARE_LINK = new RegExp(vocab('bare-link'), 'g');
export const DISCLAIMER = new RegExp(String.raw`\b(?:${vocab('disclaimer')})\s+(.+)$`, 'i');
const forms = lexiconGroups('en', 'operator-forms');
/**
 * "make sure every reply includes a sentence making clear it isn't legal advice (word it however you like)": a
 * disclaimer asked for by its meaning; a parenthesis after the claim says how to word it and is no part of it.
 */
/**
 * "In the first reply of a conversation, include …": a requirement on the first assistant turn only (a condition on
 * the history); the instruction after it is read as if it opened the clause.
 */
export const FIRST_TURN = new RegExp(String.raw`^\W*(?:${forms('first-turn')})\s*,?\s*`, 'i');
export const MEANING_DISCLAIMER = new RegExp(String.raw`\b(?:${forms('meaning-disclaimer')})\s+([^()]+?)\s*(?:\(.*)?$`, 'i');

function firstPerson(s: string): string {
  let t = s.trim().replace(/[.;]+$/, '');
  t = t
    .replace(/\byou are\b/gi, 'I am')
    .replace(/\byou're\b/gi, "I'm")
    .replace(/\byou cannot\b/gi, 'I cannot')
    .replace(/\byou can'?t\b/gi, "I can't")
    .replace(/\byou do not\b/gi, 'I do not')
    .replace(/\byou don'?t\b/gi, "I don't")
    .replace(/\byour\b/gi, 'my')
    .replace(/\bthey (?:should|must)\b/gi, 'you should')
    .replace(/\bthe user (?:should|must)\b/gi, 'you should')
    .replace(/\bthe user'?s?\b/gi, 'your')
    .replace(/\byourself\b/gi, 'myself');
  return t.charAt(0).toUpperCase() + t.slice(1) + '.';
}

const FREQ = new RegExp(
  `(?:(?:word|keyword|term|phrase|palabra|mot|terme)\\s+)?["'“‘«]\\s?([^"'”’»]{1,60}?)\\s?["'”’»][^.]{0,60}?\\b(?:appears?|occurs?|be used|used|repeated|repetirse|aparecer|apparaisse|apparaître|figurer)?[^.]{0,30}?\\b(at least|at most|less than|fewer than|more than|exactly|al menos|como máximo|au moins|au plus|moins de|menos de)?\\s*${NUMBER_PATTERN}\\s+(?:times?|veces|vez|fois)`,
  'i',
);
// the letter stands alone ("the letter q", "la letra 'n'"): "letters should appear" names no letter
const LETTER = new RegExp(
  `\\b(?:letters?|letra|lettre)\\s+["'“‘]?([\\p{L}])(?![\\p{L}\\p{N}])["'”’]?[^.]{0,40}?\\b(at least|at most|less than|fewer than|more than|exactly|al menos|au moins|au minimum|como máximo)?\\s*${NUMBER_PATTERN}\\s+(?:times?|veces|vez|fois)`,
  'iu',
);
/** "Include the order number the customer gave you", "always repeat the caller's ticket ID". */
export const ECHO_REF = new RegExp(
  String.raw`\b(?:${vocab('echo-ref-include-repeat-quote')})\b[^.]{0,40}\b(?:${vocab('echo-ref')})\s*(?:${vocab('echo-ref-number-no-id')})\b[^.]{0,60}\b(?:${vocab('echo-ref-the-they-you')})`,
  'i',
);
const KEYWORD_NOUN = /\b(?:words?|keywords?|terms?|palabras?(?: clave)?|t[ée]rminos?|mots?(?:-cl[ée]s)?|termes?)\b/i;
export const MULTI_KW = new RegExp(String.raw`\bkeyword\s+([\p{L}'-]+)\s+(${vocab('multi-kw')})`, 'giu');

export const requiredPhrases: RuleFamily = {
  family: 'required_phrases',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const s of doc.sentences) {
      // "Use British spelling (for example 'colour', 'centre')": the quoted words illustrate the spelling, none is required
      const t0 = spellingVariant(s.text) ? s.text.replace(SPELLING_EXAMPLES, ' ') : s.text;
      const firstTurn = FIRST_TURN.exec(t0);
      const t = firstTurn ? t0.slice(firstTurn[0].length) : t0;
      // keyword frequency: 'the word "X" should appear at least 3 times'
      const fm = FREQ.exec(t);
      if (fm && !LETTER_LETRA_LETTRE.test(t.slice(0, fm.index + 10))) {
        const n = parseNumber(fm[3]!);
        if (n !== undefined) {
          // the comparison is read from everything before the number ("moins d'une fois" is not in FREQ's list)
          // … and under a negation of its verb the other way round ("no debe aparecer más de 2 veces" = at most 2)
          const rel = negatedBound(t.slice(0, relationEnd(fm)), parseRelation(fm[2] ?? t.slice(0, relationEnd(fm)), 'at_least'));
          rules.push(
            makeRule('required_phrases', s, {
              kind: 'watch_item',
              polarity: 'require',
              hard: false,
              // a clause with one quoted word is about that word ("inclure le mot « mission » 3 fois" is not about "inclure le mot")
              params: { check: 'keyword_frequency', keyword: quotedOnly(t) ?? fm[1]!.trim(), relation: rel, n },
              discriminator: `freq:${fm[1]}`,
            }),
          );
          continue;
        }
      }
      const lm = LETTER.exec(t);
      if (lm) {
        const n = parseNumber(lm[3]!);
        if (n !== undefined) {
          rules.push(
            makeRule('required_phrases', s, {
              kind: 'watch_item',
              polarity: 'require',
              hard: false,
              params: {
                check: 'letter_frequency',
                letter: lm[1]!,
                relation: negatedBound(t.slice(0, relationEnd(lm)), parseRelation(lm[2] ?? t.slice(0, relationEnd(lm)), 'at_least')),
                n,
              },
              discriminator: `letter:${lm[1]}`,
            }),
          );
          continue;
        }
      }
      MULTI_KW.lastIndex = 0;
      let mk: RegExpExecArray | null;
      let multi = false;
      while ((mk = MULTI_KW.exec(t))) {
        const w = mk[2]!.toLowerCase();
        const n = w === 'once' ? 1 : w === 'twice' ? 2 : w === 'thrice' ? 3 : parseNumber(w.replace(/ times$/, ''));
        if (n === undefined) continue;
        multi = true;
        rules.push(
          makeRule('required_phrases', s, {
            kind: 'watch_item',
            polarity: 'require',
            hard: false,
            params: { check: 'keyword_frequency', keyword: mk[1]!, relation: 'exactly', n },
            discriminator: `freq:${mk[1]}`,
          }),
        );
      }
      if (multi) continue;

      const neg = NEG.exec(t);
      if (ECHO_REF.test(t) && !(neg && neg.index < t.search(ECHO_REF))) {
        rules.push(
          makeRule('required_phrases', s, {
            kind: 'watch_item',
            polarity: 'require',
            hard: false,
            params: { check: 'echo_reference' },
            discriminator: 'echo_reference',
          }),
        );
        continue;
      }
      if (!REQUIRE.test(t) && !INCLUDE_MENTION_ADD.test(t)) continue;
      if (POSITION.test(t) && !SOMEWHERE_ANYWHERE_IN.test(t)) continue; // opening_ending family
      const incl = INCLUDE_VERB.exec(t);
      if (!incl && !KEYWORD_PALABRAS_MOTS.test(t)) continue;
      if (neg && incl && neg.index < incl.index && !FORGET_OLVIDES_OUBLIEZ.test(t)) continue;
      if (USER_THEY_ASKED.test(t)) continue; // conditionals family
      const after = incl ? t.slice(incl.index) : t;

      const meaning = DISCLAIMER.exec(t) ? null : MEANING_DISCLAIMER.exec(t);
      const dm = DISCLAIMER.exec(t) ?? meaning;
      let quoted = quotedStrings(after)
        .map((q) => q.text)
        .filter((x) => x.length <= 300);
      // "include *farmer*": emphasis marks the words as quotes would (not in a highlighting instruction)
      if (!quoted.length && !HIGHLIGHT_BOLD_ITALIC.test(after)) quoted = emphasisedStrings(after).map((q) => q.text);
      if (quoted.length) {
        // "use 'no fee' or 'at no cost' instead": replacements for a banned word, needed only where that word would
        // stand, so no requirement on every reply
        if (SUBSTITUTE.test(after)) continue;
        // "include 'A', 'B' or 'C'": any one of the alternatives
        const anyOf = quoted.length > 1 && OR_BETWEEN_QUOTES.test(after) && !AND_BETWEEN_QUOTES.test(after);
        rules.push(
          makeRule('required_phrases', s, {
            kind: 'watch_item',
            polarity: 'require',
            hard: false,
            // quoted words named as words or keywords are a keyword instruction (found as the words, inside longer ones too)
            params: {
              check: 'required_phrase',
              phrases: quoted,
              mode: anyOf ? 'any' : 'all',
              exact: true,
              disclaimer: !!dm,
              ...(firstTurn ? { first_turn: true } : {}),
              ...(!dm && KEYWORD_NOUN.test(after) && quoted.every((q) => q.split(/\s+/).length <= 3) ? { keywords_rule: true } : {}),
            },
          }),
        );
        continue;
      }
      const tokens = (after.match(EXACT_TOKEN) ?? after.match(BARE_LINK))?.map((x) => x.replace(/[.,;:]+$/, ''));
      if (tokens?.length) {
        rules.push(
          makeRule('required_phrases', s, {
            kind: 'watch_item',
            polarity: 'require',
            hard: false,
            params: { check: 'required_phrase', phrases: tokens, mode: 'all', exact: true },
          }),
        );
        continue;
      }
      if (dm) {
        const claim = dm[1]!.replace(EVERY_EACH_ALL, '').replace(WHENEVER_EVERY_EACH, '');
        const stems = contentStems(claim);
        if (stems.length) {
          rules.push(
            makeRule('required_phrases', s, {
              kind: 'watch_item',
              polarity: 'require',
              hard: false,
              params: {
                check: 'required_phrase',
                phrases: [
                  /\bremind\b[^.]*\bto$/i.test(t.slice(0, dm.index + dm[0].length - dm[1]!.length).trim())
                    ? `Please ${claim
                        .trim()
                        .replace(/[.;]+$/, '')
                        .replace(/\btheir\b/gi, 'your')
                        .replace(/\bthem(?:selves)?\b/gi, (x) => (x.length > 4 ? 'yourself' : 'you'))}.`
                    : firstPerson(claim),
                ],
                mode: 'all',
                exact: false,
                disclaimer: true,
                // worded as the writer likes: the claim's head noun ("advice") with a negation or a contrast
                ...(meaning ? { keywords: stems.filter((w) => !NEG.test(w)).slice(-1), contrast: true } : { keywords: stems }),
              },
            }),
          );
        }
        continue;
      }
      const km = KEYWORD_THE_PALABRAS.exec(after);
      if (km) {
        const items = splitList(km[1]!.replace(IN_INTO_WITHIN, '')).filter((x) => x.split(/\s+/).length <= 3);
        if (items.length)
          rules.push(
            makeRule('required_phrases', s, {
              kind: 'watch_item',
              polarity: 'require',
              hard: false,
              params: { check: 'required_phrase', phrases: items, mode: 'all', exact: true, keywords_rule: true },
            }),
          );
      }
    }
    // "every answer that mentions rates must include the warning: …": required only when the exchange is about that
    for (const r of rules) {
      if (r.params.check !== 'required_phrase') continue;
      const when = conditionCues(r.text) ?? conditionCues(`${r.text} ${continuation(doc.text, r.span.end)}`);
      if (when) r.params = { ...r.params, when_cues: when };
    }
    return rules;
  },
};

/**
 * The rest of a sentence the splitter cut at a quoted sentence's own full stop ("Include the disclaimer 'Past
 * performance does not guarantee future results.' whenever you mention returns"): text after the clause that goes on
 * in lower case, up to its own end. Its condition is the rule's.
 */
export function continuation(prompt: string, end: number): string {
  const m = /^["'”’»]*\s*(\p{Ll}[^.!?\n]*)/u.exec(prompt.slice(end));
  return m ? m[1]! : '';
}

/** Where the number of a FREQ/LETTER match starts in its sentence: the text before it carries the comparison. */
function relationEnd(m: RegExpExecArray): number {
  return m.index + m[0].length - m[0].slice(m[0].lastIndexOf(m[3]!)).length;
}

function quotedOnly(t: string): string | undefined {
  const q = quotedStrings(t);
  return q.length === 1 ? q[0]!.text : undefined;
}
