/**
 * Words, phrases and names the prompt bans from the response ("never say 'X'", "do not use the words A, B",
 * "avoid mentioning OpenAI"). Exact matches are hard violations. A ban with an exception ("never say 'Access Granted'
 * unless the password is given") becomes a conditional rule checked against the conversation.
 */

import { lexiconGroups } from '../../lexicon.js';
import { emphasisedStrings, quotedStrings, STOPWORDS, splitList } from '../../text.js';
import type { Rule } from '../../types.js';
import { cutClause, docOf, makeRule, NEG, type RuleFamily } from '../family.js';
import { NAME_FORM } from './length.js';
import { EMPHASIS_CAPS } from './letter-case.js';

/** Phrase lists live in seeds/lexicons/en/family-banned-strings.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'family-banned-strings');
export const WORD_TERM_PHRASE = new RegExp(
  String.raw`\b(?:${vocab('word-term-phrase')})\s*(?::\s*)?(?:${vocab('word-term-phrase-like-such-including')})?([^.;:]+)`,
  'i',
);
export const IN_YOUR_THE = new RegExp(`^(?:${vocab('in-your-the')})$`, 'i');
export const MENTION_SAY_NAME = new RegExp(String.raw`\b(?:${vocab('mention-say-name')})\s+(.+)$`, 'i');
export const PASSWORD_PASSCODE_ACCESS = vocab.words('password-passcode-access');
export const ASKED_USER_THEY = new RegExp(
  String.raw`\b(?:unless|if)\b.{0,40}\b(?:${vocab('asked-user-they')})\b.{0,30}\b(?:${vocab('asked-user-they-ask-request-want')})`,
  'i',
);
export const SAY_USE_WRITE = new RegExp(
  String.raw`(?:[—–;:(]|,|\.|\s-\s)\s*(?:and\s+|but\s+)?(?:instead,?\s+)?(?:(?:${vocab('say-use-write-please-always-you')})\s+)?(?:${vocab('say-use-write')})\b`,
  'i',
);
export const OTHER_EXCEPT_BESIDES = new RegExp(String.raw`(?:${vocab('other-except-besides')})\s*["'“‘${'`'}]?$`, 'i');
export const OTHER_EXCEPT_BUT = new RegExp(String.raw`\b(?:anything|nothing) (?:${vocab('other-except-but')})\b`, 'i');
export const HTTP_WWW_COM = new RegExp(String.raw`\b(?:${vocab('http-www-com')})`, 'gi');
export const HIGHLIGHT_BOLD_ITALIC = new RegExp(String.raw`\b(?:${vocab('highlight-bold-italic')})\w*`, 'i');
export const ANY_YOUR_THE = new RegExp(
  String.raw`\b(?:${vocab('any-your-the-start-begin-open')})\w*\s+(?:(?:${vocab('any-your-the')})\s+)?(?:\w+\s+)?with\b`,
  'i',
);
export const ANY_YOUR_THE_2 = new RegExp(
  String.raw`\b(?:${vocab('any-your-the-2-end-finish-close')})\w*\s+(?:(?:${vocab('any-your-the-2')})\s+)?(?:\w+\s+)?with\b`,
  'i',
);

export const VERB = vocab.words('verb');
/** A naming instruction ("refer to X as …", "address guests as …"): its negated alternative is a banned word. */
export const NAMING = new RegExp(String.raw`^\W*(?:${vocab('naming-verb')})\b.+\bas\b`, 'i');
export const WORDISH = vocab.words('wordish');
/**
 * "word", "phrase", "term" announce banned words only as the head of their own phrase: after a determiner ("the
 * words", "any phrases") or before the list ("words like", "terms such as", "phrases: …", a quote). Inside a compound
 * ("seed phrase", "payment terms", "pass phrase") the noun is the thing talked about, not a word list to ban.
 */
export const WORDISH_ANNOUNCING = new RegExp(
  String.raw`(?:\b(?:${vocab('wordish-determiner')})\s+(?:${vocab('wordish')})\b|\b(?:${vocab('wordish')})\s*(?:${vocab('wordish-follower')}))`,
  'i',
);
export const UNLESS = new RegExp(String.raw`\b(${vocab('unless')})\b(.*)$`, 'i');
/** "any other sentence", "6 palabras con tilde", "aucune autre phrase": the word noun counts or describes words, it names none. */
export const QUANTIFIED_WORD_NOUN = new RegExp(String.raw`(?:^|[^\p{L}\d])(?:${vocab('quantified-word-noun')})\s+(?:[\p{L}'-]+\s+)?$`, 'iu');
const OF_THE_LIST = /\b(?:of|de|d'|des)\s*(?:the|los|las|les|ces|these|estas|estos)?\s*$/i;
/** The rule's own vocabulary (case, format, position, parts of the reply): how to write, never a word to avoid. */
export const INSTRUCTION_VOCABULARY = new RegExp(String.raw`(?:^|[^\p{L}])(?:${vocab('instruction-vocabulary')})(?![\p{L}])`, 'iu');

/**
 * An unquoted item is a banned word only when the clause names it as one: the word noun is not counted or qualified
 * ("no more than 6 words with an accent", "ninguna palabra completamente en mayúsculas"), and the item is not the
 * instruction's own vocabulary ("après celle-ci", "single quotes"). Quoted items are named by their quotes.
 */
export function namedUnquoted(items: string[], before: string): string[] {
  if (QUANTIFIED_WORD_NOUN.test(before) && !OF_THE_LIST.test(before)) return [];
  return items.filter((x) => !INSTRUCTION_VOCABULARY.test(x));
}

function unquotedList(text: string): string[] {
  // "do not use the words cheap, free or guarantee"
  const m = WORD_TERM_PHRASE.exec(text);
  if (m) {
    const items = splitList(cutClause(m[1]!)).filter((x) => x.split(/\s+/).length <= 3 && !IN_YOUR_THE.test(x));
    const named = namedUnquoted(items, text.slice(Math.max(0, m.index - 40), m.index));
    if (named.length || items.length) return named;
  }
  // "never mention OpenAI or ChatGPT" — capitalised names after the verb
  const v = MENTION_SAY_NAME.exec(text);
  if (v) {
    const items = splitList(cutClause(v[1]!));
    if (items.length && items.every((x) => /^[\p{Lu}\d][\p{L}\d.&'-]*(?:\s[\p{Lu}\d][\p{L}\d.&'-]*){0,2}$/u.test(x))) return items;
  }
  return [];
}

/** "never use the word 'water' more than twice", "n'utilisez jamais « eau » plus de deux fois": a bound on a count, no ban. */
export const FREQUENCY_BOUND = new RegExp(String.raw`(?:^|[^\p{L}])(?:${vocab('frequency-bound')})(?![\p{L}])`, 'iu');

/** "Never say cheap.": the negation, at most two words, then a saying verb and nothing but the words it must not say. */
export const BARE_SAY = new RegExp(String.raw`^\S+(?:\s+\S+){0,2}?\s+(?:${vocab('bare-say-verb')})\s+([^.;:!?()"“”]+?)\s*[.!]?\s*$`, 'i');
export const NOT_A_WORD = new RegExp(`^(?:${vocab('bare-say-not-a-word')})$`, 'i');

/**
 * Unquoted words straight after "say" are the words themselves when nothing else follows: "Never say cheap.", "Do
 * not say cheap or bargain." Each item must be one content word (no function word, no pronoun or quantifier such as
 * "anything"), so "never say sorry too often" (a frequency), "never say goodbye first" (a position) and "do not say
 * you are an AI" (a statement) ban nothing.
 */
export function bareSaidWords(main: string): string[] {
  const m = BARE_SAY.exec(main);
  if (!m) return [];
  const items = splitList(m[1]!);
  const oneWord = (x: string) => /^\p{L}[\p{L}'’-]*$/u.test(x) && !STOPWORDS.has(x.toLowerCase()) && !NOT_A_WORD.test(x);
  return items.length && items.every(oneWord) ? items : [];
}

const forms = lexiconGroups('en', 'operator-forms');
/** "never describe any product as cheap": the one unquoted word a thing must not be described as. */
export const DESCRIBED_AS = new RegExp(String.raw`\b(?:${forms('described-as')})\s+(?:[\p{L}'-]+\s+){1,3}?as\s+(\p{L}[\p{L}'-]*)\s*(?:[.,;:!()]|$)`, 'iu');
export function describedAsWord(main: string): string[] {
  const m = DESCRIBED_AS.exec(main);
  const w = m?.[1];
  return w && !STOPWORDS.has(w.toLowerCase()) && !NOT_A_WORD.test(w) ? [w] : [];
}
/**
 * A semicolon that starts a statement about a quoted phrase ("…; 'good value' is the phrase we like"): the phrase
 * after it is the wording the prompt wants, outside the ban.
 */
export const STATEMENT_AFTER_SEMICOLON = new RegExp(String.raw`;\s+(?=\p{L}|["'“‘][^"'”’\n]{1,60}["'”’]\s+(?:${forms('alternative-statement')})\b)`, 'u');

/**
 * "The brand is always written as nuBloom: … Never NuBloom, Nubloom or Nu Bloom.": after a sentence that says how a
 * name is written, a verbless "never A, B or C" lists the wrong forms of it. They differ from the right one by case or
 * spacing only, so they are matched in exact case.
 */
export function elidedNameForms(after: string, previous: string): string[] {
  if (!NAME_FORM.test(previous)) return [];
  const m = /^(?:never|not)\s+([^.;:()"“”]+)/i.exec(after);
  if (!m) return [];
  const items = splitList(m[1]!.split(/,\s*(?:not|never|even|and not)\b/i)[0]!);
  const nameForm = (x: string) => /^[\p{L}\d][\p{L}\d'-]*(?:\s[\p{L}\d][\p{L}\d'-]*)?$/u.test(x) && /\p{Lu}/u.test(x);
  return items.length && items.every(nameForm) ? items : [];
}

export const bannedStrings: RuleFamily = {
  family: 'banned_strings',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const [i, s] of doc.sentences.entries()) {
      const neg = NEG.exec(s.text);
      if (!neg) continue;
      if (/\b(?:competitors?|rivals?)\b/i.test(s.text)) continue; // competitors family
      if (EMPHASIS_CAPS.test(s.text)) continue; // letter-case family: capitals for emphasis
      // the sentence before, or this one's own start where the splitter kept them together ("… capital H. Never …")
      const forms = elidedNameForms(s.text.slice(neg.index), `${doc.sentences[i - 1]?.text ?? ''} ${s.text.slice(0, neg.index)}`);
      if (forms.length) {
        const params = { check: 'forbidden_strings' as const, category: 'banned' as const, strings: forms, case_sensitive: true };
        rules.push(makeRule('banned_strings', s, { kind: 'red_line', polarity: 'forbid', hard: true, params }));
        continue;
      }
      if (PASSWORD_PASSCODE_ACCESS.test(s.text) && !/\bsay\b/i.test(s.text)) continue; // secrets family
      const after = s.text.slice(neg.index);
      // 'Refer to the applicant as "you", never as "the applicant"': what the naming clause forbids is a word to avoid
      // (the naming verb may sit in the clause before: 'Refer to X as "a", never as "b"' is cut at ", never")
      const lead =
        doc.text
          .slice(Math.max(0, s.start - 120), s.start + neg.index)
          .split(/[.!?]\s+/)
          .pop() ?? '';
      const naming = NAMING.test(lead) && /^\w+\s+as\b/i.test(after) && quotedStrings(after).length > 0;
      if (!VERB.test(after) && !WORDISH_ANNOUNCING.test(after) && !naming) continue;
      if (ASKED_USER_THEY.test(s.text) && !quotedStrings(after).length) continue;
      // a negated frequency bounds how often the word appears (the keyword-frequency rule), it does not ban it
      if (FREQUENCY_BOUND.test(after)) continue;
      const um = UNLESS.exec(after);
      let main = um ? after.slice(0, um.index) : after;
      // "…; send people to help.acme.com instead" / "— say 'affordable' or 'great value' instead": the alternative is not banned
      const alt = SAY_USE_WRITE.exec(main);
      // the one quoted alternative ("— say 'property owner'") is what the banned word is replaced by in a rewrite
      const altQuoted = alt && alt.index > 0 ? quotedStrings(main.slice(alt.index)).map((q) => q.text) : [];
      if (alt && alt.index > 0) main = main.slice(0, alt.index);
      // "Don't mention prices; appointments are booked at clinic.co.uk/book": a new statement after a semicolon is
      // outside the ban (a list of quoted items may still run on: "'a'; 'b'")
      const semi = STATEMENT_AFTER_SEMICOLON.exec(main);
      if (semi) main = main.slice(0, semi.index);
      let strings = quotedStrings(main)
        .filter((q) => !OTHER_EXCEPT_BESIDES.test(main.slice(Math.max(0, q.start - 20), q.start)))
        .map((q) => q.text);
      if (OTHER_EXCEPT_BUT.test(main) && !strings.length) continue;
      // quoted strings that introduce the *required* alternative ("say 'X' instead") are not banned
      strings = strings.filter(
        (q) =>
          !new RegExp(`instead[^.]{0,20}${q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|${q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'”’]?\\s+instead`, 'i').test(
            main,
          ),
      );
      if (!strings.length) strings = (main.match(HTTP_WWW_COM) ?? []).map((x) => x.replace(/[.,;:]+$/, ''));
      if (!strings.length && !HIGHLIGHT_BOLD_ITALIC.test(main)) strings = emphasisedStrings(main).map((q) => q.text);
      if (!strings.length) strings = unquotedList(main);
      if (!strings.length) strings = bareSaidWords(main);
      if (!strings.length) strings = describedAsWord(main);
      strings = strings.filter((x) => x.length >= 1 && x.length <= 120);
      if (!strings.length) continue;
      const conditional = !!um;
      // "never start a reply with 'Great question'": banned only in that position
      const position = ANY_YOUR_THE.test(main) ? 'start' : ANY_YOUR_THE_2.test(main) ? 'end' : undefined;
      rules.push(
        makeRule('banned_strings', s, {
          kind: 'red_line',
          polarity: conditional ? 'conditional' : 'forbid',
          hard: !conditional,
          params: {
            check: 'forbidden_strings',
            category: 'banned',
            strings,
            ...(position ? { position } : {}),
            ...(strings.length === 1 && altQuoted.length === 1 && !conditional ? { replacement: altQuoted[0] } : {}),
            ...(conditional ? { unless: um![2]!.trim(), unless_cues: quotedStrings(um![2]!).map((q) => q.text) } : {}),
          },
        }),
      );
    }
    return rules;
  },
};
