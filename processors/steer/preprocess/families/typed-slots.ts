/**
 * Typed slot extraction, one reader per clause type: given a clause the classifier typed, read its slots (numbers,
 * comparison, quoted words, the end phrase, the postscript marker, the language) in English, Spanish, French and
 * Japanese, and build the rule for the family's check. A reader that cannot find a slot it needs returns nothing:
 * a typed clause whose value is unreadable is kept by the semantic fallback, never guessed.
 */
import { lexiconFile, lexiconGroups } from '../../lexicon.js';
import type { RuleParams } from '../../registry.js';
import { exceedRelation, NUMBER_WORDS, type Relation, AT_NO_MINIMUM as TEXT_AT_LEAST, AT_NO_NOT as TEXT_AT_MOST } from '../../text.js';
import { type ClauseType, TYPE_ANCHOR } from '../clauses/types.js';
import { mentionedAsTopic, NEG, negatedBound } from '../family.js';
import { latinComma } from './banned-characters.js';
import { LANGUAGES, replyLanguageCode, USER_LANG } from './language.js';
import { boundIsCondition, boundOnPart, namesParagraphDivider, QUALIFIED_UNIT } from './length.js';
import { caseOfPart, statesCase } from './letter-case.js';

/** Phrase lists live in seeds/lexicons/en/family-typed-slots.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'family-typed-slots');
export const UN_UNO_UNA = new RegExp(`^(?:${vocab('un-uno-una')})$`);
export const MOINS_PLUS_AU = new RegExp(String.raw`(?:${vocab('moins-plus-au')})\s+(?:d'|de\s+)?$`, 'i');
export const AT_NO_NOT = new RegExp(String.raw`(?:${vocab('at-no-not')})\s*(?:d'|de\s+)?$`);
export const NO_PAS_NOT = new RegExp(String.raw`(?:${vocab('no-pas-not')})\s*$`);
export const AT_NO_NOT_2 = new RegExp(String.raw`(?:${vocab('at-no-not-2')})\s*(?:d'|de\s+)?$`);
export const LESS_FEWER_UNDER = new RegExp(String.raw`(?:${vocab('less-fewer-under')})\s*$`);
export const MORE_OVER_ABOVE = new RegExp(String.raw`(?:${vocab('more-over-above')})\s*$`);
export const EXACTLY_EXACTAMENTE_EXACTEMENT = new RegExp(String.raw`(?:${vocab('exactly-exactamente-exactement')})\s*$`);
export const NE_NO_DO = new RegExp(`(?:${vocab('ne-no-do')})`, 'i');
export const POSTSCRIPT_POSDATA_POST = new RegExp(vocab('postscript-posdata-post'), 'i');
export const LETTER_LETTRE_LETRA = new RegExp(vocab('letter-lettre-letra'), 'i');
export const LETTER = new RegExp(vocab('letter'), 'iu');
/**
 * The bound written after the count and its unit ("120 characters or fewer", "three bullet points max", "50 words
 * minimum"; up to two words between, no punctuation) and the families' own at-most/at-least cues before it ("max. 3",
 * "limit replies to 280", "within 200 characters", "min. 2"): the operator shapes the es/fr/ja-trained cues above miss.
 */
const textVocab = lexiconGroups('en', 'text');
const AFTER_AT_MOST = new RegExp(String.raw`^\s*(?:\p{L}+\s+){0,2}?(?:${textVocab('or-at-max')})`, 'iu');
/** "2 sentences, no more", "three paragraphs, never more" */
const AFTER_NO_MORE = /^\s*(?:\p{L}+\s+){0,2}?\p{L}*\s*,?\s*(?:no|never|not) more(?!\s+than)(?![\p{L}])/iu;
const AFTER_AT_LEAST = new RegExp(String.raw`^\s*(?:\p{L}+\s+){0,2}?(?:${textVocab('or-at-minimum')})`, 'iu');

export interface TypedDraft {
  params: RuleParams;
  polarity: 'forbid' | 'require' | 'form';
  kind: 'red_line' | 'watch_item';
  discriminator: string;
}

const KANJI: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

// an example cue, then at most a quote and a marker word, right before a number
export const EXAMPLE_BEFORE = new RegExp(String.raw`(?:${vocab('example-before')})\s*[:：]?\s*["'“‘«「『]?\s*(?:[\p{L}]+\s*)?$`, 'iu');

const LABEL_BEFORE = /(?:^|[^\p{L}])\p{Lu}[\p{L}]{2,}\s$/u;
const LABEL_AFTER = /^\s*(?:$|[:.,;)\-–—\n])/u;
/** An ordinal ("2nd", "3e", "1er", "2º", 2段落目, 3番目) names which part, it counts none. */
export const ORDINAL_AFTER = /^(?:st|nd|rd|th|e|er|re|ère|ème|º|ª)(?![\p{L}])|^\s?(?:つ目|番目|(?:段落|文|行|節|章)目)/u;

/** Number words of other languages the operator prompts are written in (seeds/lexicons/en/numbers-more.json). */
const MORE_NUMBER_WORDS = (lexiconFile('en', 'numbers-more') as { words: Record<string, number> }).words;
const NUMBER_WORD = [
  ...'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|single|once|twice|thrice'.split(
    '|',
  ),
  ...'une?|uno|una|deux|dos|trois|tres|quatre|cuatro|cinq|cinco|seis|sept|siete|huit|ocho|neuf|nueve|dix|diez|douze|doce|quinze|quince|vingt|veinte'.split('|'),
  ...Object.keys(MORE_NUMBER_WORDS),
]
  .sort((a, b) => b.length - a.length)
  .join('|');
const EN_UNIT = /^[\s-]+(one|two|three|four|five|six|seven|eight|nine)(?![\p{L}])/iu;
/** An English number spelled in several words ("forty-five", "one hundred and fifty", "two hundred"): its value and how many characters of `rest` it took. */
function spelledOn(n: number, rest: string): { v: number; len: number } {
  let v = n;
  let r = rest;
  const unit = n >= 20 && n <= 90 && n % 10 === 0 ? EN_UNIT.exec(r) : null;
  if (unit) {
    v += NUMBER_WORDS.get(unit[1]!.toLowerCase())!;
    r = r.slice(unit[0].length);
  }
  const h = v < 10 ? /^\s+hundred(?![\p{L}])/iu.exec(r) : null;
  if (h) {
    v *= 100;
    r = r.slice(h[0].length);
    const more =
      /^\s+(?:and\s+)?(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?![\p{L}])/iu.exec(
        r,
      );
    if (more) {
      const tail = spelledOn(NUMBER_WORDS.get(more[1]!.toLowerCase())!, r.slice(more[0].length));
      v += tail.v;
      r = r.slice(more[0].length + tail.len);
    }
  }
  return { v, len: rest.length - r.length };
}

/** The first number of a clause: digits (ASCII or full-width), number words (en/es/fr), or a kanji numeral. */
export function readNumber(s: string, from = 0): { n: number; at: number; end: number } | undefined {
  const t = s.slice(from).replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  const re = new RegExp(
    String.raw`(\d+(?:[.,]\d{3})*)|(?<![\p{L}])(${NUMBER_WORD})(?![\p{L}])|([一二三四五六七八九十]+)(?=[つ個回文段落節章項語点以未]|\s|$)`,
    'giu',
  );
  let m: RegExpExecArray | null;
  while ((m = re.exec(t))) {
    if (m[1]) {
      const next = t.slice(m.index + m[0].length, m.index + m[0].length + 2);
      // a year or date (2023年), or a list-marker example ("1.などから始まる", "(1)") states no count
      if (/^[年月日歳]/.test(next) || /^[.)．][^\s\d]/.test(next)) continue;
      if (ORDINAL_AFTER.test(t.slice(m.index + m[0].length, m.index + m[0].length + 5))) continue;
      // a number inside an example of the format ("such as: SECTION 1", "p. ej. «Sección 1»", "par exemple PARTIE 2") states no count
      if (EXAMPLE_BEFORE.test(t.slice(Math.max(0, m.index - 40), m.index))) continue;
      // a label written as a capitalised word and its number ("SECTION 1", "Sección 2:", "PARTIE 3,") names a part, it
      // does not count anything: nothing but punctuation or the clause's end follows it
      if (LABEL_BEFORE.test(t.slice(Math.max(0, m.index - 30), m.index)) && LABEL_AFTER.test(t.slice(m.index + m[0].length))) continue;
      return { n: Number(m[1].replace(/[.,]/g, '')), at: from + m.index, end: from + m.index + m[0].length };
    }
    if (m[2]) {
      const w = m[2].toLowerCase();
      // "un"/"une"/"uno"/"una" are articles unless a comparison or "fois/vez/time" is near
      if (UN_UNO_UNA.test(w) && !MOINS_PLUS_AU.test(t.slice(0, m.index)) && !/^\s*(?:seule?\s+)?(?:fois|vez)/i.test(t.slice(m.index + m[0].length))) continue;
      const n = NUMBER_WORDS.get(w) ?? MORE_NUMBER_WORDS[w];
      if (n !== undefined) {
        const sp = spelledOn(n, t.slice(m.index + m[0].length));
        return { n: sp.v, at: from + m.index, end: from + m.index + m[0].length + sp.len };
      }
    }
    if (m[3]) {
      const k = m[3];
      if (ORDINAL_AFTER.test(t.slice(m.index + m[0].length, m.index + m[0].length + 5))) continue;
      const n = k.length === 1 ? KANJI[k]! : k.startsWith('十') ? 10 + (KANJI[k[1]!] ?? 0) : (KANJI[k[0]!] ?? 1) * 10 + (KANJI[k[2]!] ?? 0);
      return { n, at: from + m.index, end: from + m.index + m[0].length };
    }
  }
  return undefined;
}

/** The comparison written around the number (before it in en/es/fr, after it in ja). */
export function readRelation(s: string, at: number, fallback: Relation | undefined): Relation | undefined {
  // French elides "de" before a vowel ("moins d’une fois"): read it as "de"
  const before = s
    .slice(Math.max(0, at - 40), at)
    .toLowerCase()
    .replace(/\bd['’]\s*$/, 'de ');
  const after = s.slice(at, at + 24);
  const tail = s.slice(at, at + 48).replace(/^[\p{N}\p{L}.,-]+/u, '');
  // "600+ words"
  if (/^\+/.test(s.slice(at).replace(/^[\p{N}.,]+/u, ''))) return 'at_least';
  if (AFTER_AT_MOST.test(tail) || AFTER_NO_MORE.test(tail)) return 'at_most';
  if (AFTER_AT_LEAST.test(tail)) return 'at_least';
  if (AT_NO_NOT.test(before) || /以上|少なくとも/.test(after) || /少なくとも/.test(before)) return 'at_least';
  if (NO_PAS_NOT.test(before)) return 'at_least';
  const ex = exceedRelation(before);
  if (ex) return ex;
  if (AT_NO_NOT_2.test(before) || /以下|以内|まで/.test(after)) return 'at_most';
  if (/(?:inf[ée]rieur(?:e|s|es)? [àa]|inferior(?:es)? a)\s*$/.test(before)) return 'less_than';
  if (/(?:sup[ée]rieur(?:e|s|es)? [àa]|superior(?:es)? a)\s*$/.test(before)) return 'more_than';
  if (LESS_FEWER_UNDER.test(before) || /未満|より少な/.test(after)) return 'less_than';
  if (MORE_OVER_ABOVE.test(before) || /を超え|より多/.test(after)) return 'more_than';
  if (EXACTLY_EXACTAMENTE_EXACTEMENT.test(before) || /ちょうど/.test(before)) return 'exactly';
  if (TEXT_AT_MOST.test(before)) return 'at_most';
  if (TEXT_AT_LEAST.test(before)) return 'at_least';
  return fallback;
}

/** Quoted or emphasised values in a clause ("…", “…”, «…», 「…」, '…', *…*). */
export function readQuoted(s: string): string[] {
  const out: string[] = [];
  const re =
    /"([^"\n]{1,120})"|“([^”\n]{1,120})”|«\s?([^»\n]{1,120}?)\s?»|「([^」\n]{1,120})」|『([^』\n]{1,120})』|(?<![\p{L}\p{N}])[‘']([^'’\n]{1,60}?)['’](?![\p{L}\p{N}])|(?<![*\w])\*([^*\n]{1,60})\*(?![*\w])|„([^“”\n]{1,120})[“”]|`([^`\n]{1,120})`/gu;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    const v = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7] ?? m[8] ?? m[9] ?? '').trim();
    if (v) out.push(v);
  }
  return out;
}

const JA_LANG: Record<string, string> = {
  英語: 'eng',
  日本語: 'jpn',
  スペイン語: 'spa',
  フランス語: 'fra',
  ドイツ語: 'deu',
  イタリア語: 'ita',
  中国語: 'cmn',
  韓国語: 'kor',
  ポルトガル語: 'por',
  ロシア語: 'rus',
  ヒンディー語: 'hin',
  アラビア語: 'arb',
};

/** "if they write in French", "si el cliente escribe en inglés": a language that depends on what the user writes. */
const LANGUAGE_FOLLOWS_USER =
  /\b(?:if|when|whenever|si|wenn|se)\s+(?:they|the (?:user|customer|client|guest|visitor|caller)s?|users?|customers?|clients?|el cliente|le client|der kunde|il cliente)\s+(?:\w+\s+)?(?:writes?|speaks?|asks?|messages?|escribe|écrit|schreibt|scrive)\b/i;

function readLanguage(s: string): string | undefined {
  for (const [k, v] of Object.entries(JA_LANG)) if (s.includes(k)) return v;
  // "answer in the customer's language: in French if they write in French, otherwise in English": the language follows
  // the user's, so no one named language is the rule (read before the reply's language, which takes "in French")
  if (USER_LANG.test(s) && LANGUAGE_FOLLOWS_USER.test(s)) return 'user';
  // "customers may write in English or Spanish, but replies must be in Spanish": the reply's language, not the first named
  const reply = replyLanguageCode(s);
  if (reply) return reply;
  // "answer in the same language the customer writes in": the user's language, whatever it is
  if (USER_LANG.test(s)) return 'user';
  const words = s.toLowerCase().match(/\p{L}+/gu) ?? [];
  for (const w of words) if (LANGUAGES[w]) return LANGUAGES[w];
  return undefined;
}

const POSTSCRIPT = /\b(P\.\s?P\.\s?S\.?|P\.\s?S\.|P\.-S\.|P\.\s?D\.|PS:|PD:)|(追伸|追記)/i;

/** "use it 4 times or more — don't" (使わないで, ne … pas, no …): a negated "at least N" is "less than N". */
function negatedAtLeast(clause: string, rel: Relation | undefined): Relation | undefined {
  if (rel === 'at_least' && NE_NO_DO.test(clause)) return 'less_than';
  return rel;
}

const SIGN_OFF = /\bsign(?:s|ing|ed)?[ -]?off\b|\bsignature\b/i;
/** A list line that is a rule written as a note: a short label, a colon, its value. */
const NOTE_LINE = /^\s*(?:[*\-•]|\d+[.)])\s*[\p{L}][\p{L}'‘’ ()-]{1,30}:\s*\S/u;

/**
 * The number a length limit counts in its unit: the first number followed, before any punctuation and within a few
 * words, by the unit's word ("at least 2 words in ALL CAPS and don't go over 50 words" → 50 for words); the first
 * number when none is.
 */
function numberOfUnit(clause: string, unit: RegExp): { n: number; at: number } | undefined {
  const first = readNumber(clause);
  for (let num = first; num; num = readNumber(clause, num.end)) {
    // the unit right after the number (two words at most between), not a qualified count ("1 word in CAPS")
    const after = clause.slice(num.end);
    const words = /^[\s-]*(?:[\p{L}'-]+\s*){1,3}/u.exec(after.split(/[,;:.!?()]/)[0]!)?.[0] ?? '';
    const u = unit.exec(words);
    if (u && !QUALIFIED_UNIT.test(after.slice(u.index + u[0].length).replace(/^\p{L}*/u, ''))) return num;
  }
  return first;
}

/** Text after a colon that ends the clause, as the verbatim value of a rule ("Finish with: Have a great flight!"). */
function afterColon(clause: string): string | undefined {
  const m = /(?:with|sentence|line|phrase|verbatim\)?|exactly|following)\s*:\s*(\S.{1,118}?)\s*$/iu.exec(clause);
  return m?.[1];
}

/** Words listed after "words:", "terms:" without quotes ("Forbidden words: literally, basically, honestly."). */
function listedWords(clause: string): string[] {
  const m = /\b(?:words?|terms?|phrases?|keywords?|vocabulary)\s*:\s*([^.;\n]{2,150})/iu.exec(clause);
  if (!m) return [];
  const items = m[1]!
    .split(/\s*,\s*|\s+(?:and|or|nor)\s+/i)
    .map((x) => x.trim())
    .filter(Boolean);
  return items.every((x) => x.split(/\s+/).length <= 3) ? items : [];
}

/**
 * A requirement the clause negates ("Do not use quotation marks", "Don't add a P.S.", "No JSON"): a negation before
 * the type's anchor word in the same part of the clause, and not "don't forget to …". Such a clause bans the form (a
 * family reads the ban) or states nothing; it never requires it.
 */
function negatedForm(type: ClauseType, clause: string): boolean {
  const at = clause.search(TYPE_ANCHOR[type]);
  if (at < 0) return false;
  const own =
    clause
      .slice(0, at)
      .split(/[;:]|,\s*(?:but|and|then)\b|\.\s/i)
      .pop() ?? '';
  if (/\b(?:forget|omit|fail|hesitate)\b/i.test(own)) return false;
  return NEG.test(own) || /(?:^|[^\p{L}])no\s+(?:[\p{L}-]+\s+)?$/iu.test(own);
}
/** The title's brackets named in the clause (<<…>>, ##…##, 『…』, "double angle brackets", "chevrons"). */
const TITLE_MARK = /<<|≪|##|『|二重鉤括弧|\bangle|\bangular|angulares|angolari|chevron|spitzen? klammern|punthaken/i;
/** A count scoped to what follows the title or greeting ("After the title, write at most three paragraphs"). */
const AFTER_OPENING =
  /\b(?:after|below|under|beneath|following|besides|apart from|excluding|not counting)\s+(?:the\s+|your\s+)?(?:title|heading|headline|greeting|salutation)\b/i;

const count = (item: string, rel: Relation, n: number, marker?: string): RuleParams => ({
  check: 'count',
  item,
  relation: rel,
  n,
  ...(marker ? { marker } : {}),
});

/** The rule a typed clause states, or undefined when a slot it needs cannot be read. */
/** `prompt`: the whole system prompt, for slots stated outside the clause (the paragraph divider `***`). */
export function readSlots(type: ClauseType, clause: string, prompt = clause): TypedDraft | undefined {
  const form = (params: RuleParams, discriminator: string): TypedDraft => ({ params, polarity: 'form', kind: 'watch_item', discriminator });
  const numbered = (fallback: Relation | undefined, unit?: RegExp) => {
    const num = unit ? numberOfUnit(clause, unit) : readNumber(clause);
    if (!num) return undefined;
    // "a single sentence" is exactly one
    const rel = readRelation(clause, num.at, fallback) ?? (/^single\b/i.test(clause.slice(num.at)) ? 'exactly' : undefined);
    return rel ? { n: num.n, rel: negatedBound(clause.slice(0, num.at), rel) } : undefined;
  };
  // an example line of a list ("* Point 1") states no count
  // ("- sentences: max 4", "- letter 'x': min 4" are rules written as notes: a label and its value)
  if (/^\s*(?:[*\-•]|\d+[.)])\s/.test(clause) && clause.length < 40 && !NOTE_LINE.test(clause)) return undefined;
  if ((type === 'quotation' || type === 'postscript' || type === 'title' || type === 'json' || type === 'repeat_prompt') && negatedForm(type, clause))
    return undefined;
  switch (type) {
    case 'no_comma':
      return {
        params: { check: 'forbidden_chars', charclass: 'comma', ...latinComma(clause, prompt) },
        polarity: 'forbid',
        kind: 'red_line',
        discriminator: 'typed:comma',
      };
    case 'no_digits':
      return { params: { check: 'forbidden_chars', charclass: 'digit' }, polarity: 'forbid', kind: 'red_line', discriminator: 'typed:digit' };
    // "sin mayúsculas" is typed for capitals too: the reading needs the case the clause asks for, not the one it bans
    case 'lowercase':
      return statesCase(clause, 'lower') && !caseOfPart(clause) ? form({ check: 'case', mode: 'lower' }, 'typed:lower') : undefined;
    case 'uppercase':
      return statesCase(clause, 'upper') && !caseOfPart(clause) ? form({ check: 'case', mode: 'upper' }, 'typed:upper') : undefined;
    case 'capital_words': {
      const r = numbered('at_least');
      return r ? form({ check: 'case', mode: 'capital_words', relation: r.rel, n: r.n }, 'typed:capital_words') : undefined;
    }
    case 'title':
      // "start with a headline in Title Case": no brackets named, and the title check looks for them
      if (!TITLE_MARK.test(clause)) return undefined;
      // the title's brackets as the prompt shows them: <<…>> (default), ##…## (M-IFEval fr), 『…』 (ja)
      return form(
        {
          check: 'format',
          format: 'title',
          ...(/##/.test(clause) && !/<</.test(clause) ? { marker: '##' } : /『|二重鉤括弧/.test(clause) && !/<</.test(clause) ? { marker: '『』' } : {}),
        },
        'typed:title',
      );
    case 'json':
      return form({ check: 'format', format: 'json' }, 'typed:json');
    case 'quotation':
      return form({ check: 'format', format: 'quoted' }, 'typed:quoted');
    case 'postscript': {
      const m = POSTSCRIPT.exec(clause);
      // "un ensayo sobre por qué la gente añade una posdata (P.D.)": a mention, not a rule on the reply
      const at = m?.index ?? clause.search(POSTSCRIPT_POSDATA_POST);
      if (at >= 0 && mentionedAsTopic(clause, at)) return undefined;
      const quoted = readQuoted(clause).find((q) => q.length <= 8);
      const read = quoted ?? (m ? (m[1] ?? m[2])?.replace(/\s+/g, '') : undefined);
      // no marker in the clause: "P.S." is a guess, and the check then takes any usual marker (marker_guessed)
      return form({ check: 'format', format: 'postscript', marker: read ?? 'P.S.', ...(read ? {} : { marker_guessed: true }) }, 'typed:postscript');
    }
    case 'placeholders': {
      const r = numbered('at_least');
      return r ? form(count('placeholders', r.rel, r.n), 'typed:placeholders') : undefined;
    }
    case 'bullets': {
      const r = numbered('exactly');
      return r ? form(count('bullets', r.rel, r.n), 'typed:bullets') : undefined;
    }
    case 'numbered': {
      const r = numbered('exactly');
      return r ? form(count('numbered', r.rel, r.n), 'typed:numbered') : undefined;
    }
    case 'highlights': {
      const r = numbered('at_least');
      // Japanese prompts highlight with 《…》 instead of *…*
      return r ? form(count('highlights', r.rel, r.n, /《/.test(clause) ? '《》' : undefined), 'typed:highlights') : undefined;
    }
    case 'sections': {
      const r = numbered('exactly');
      // the section marker is the capitalised word written before "X"/"N" ("SECTION X", "Sección X", "PARTIE X")
      // or the capitalised word the clause names as the marker ("each beginning with the word STEP", "PART A and PART B")
      const m =
        /\b([\p{Lu}][\p{L}]{2,})\s+(?:[Xx]|N|\{?i\}?|1|A)\b/u.exec(clause) ??
        /\b(?:word|with|label(?:l?ed)?|mark(?:ed)?|called|titled|headed)\s+["'“‘]?([\p{Lu}]{3,})(?![\p{L}])/u.exec(clause);
      return r && m ? form(count('sections', r.rel, r.n, m[1]), 'typed:sections') : undefined;
    }
    case 'words':
    case 'sentences':
    case 'paragraphs':
    case 'characters': {
      // a count of what follows the title is not the whole reply's
      if (AFTER_OPENING.test(clause)) return undefined;
      // a bound on a part ("never quote more than two sentences", "a title under 8 words") is not the reply's
      const unitAt = clause.search(new RegExp(`\\b${type.slice(0, -1)}`, 'i'));
      if (unitAt >= 0 && (boundOnPart(clause, unitAt) || boundIsCondition(clause, clause.slice(0, unitAt).search(/\S+\s*$/)))) return undefined;
      const r = numbered(type === 'paragraphs' ? 'exactly' : undefined, TYPE_ANCHOR[type]);
      if (!r) return undefined;
      return form(
        { check: 'length', unit: type, relation: r.rel, n: r.n, ...(type === 'paragraphs' && namesParagraphDivider(prompt) ? { divider: '***' } : {}) },
        `typed:${type}`,
      );
    }
    case 'end_phrase': {
      const q = readQuoted(clause);
      const phrase = q[q.length - 1] ?? afterColon(clause);
      // a sign-off names the closing, not the last characters (a name or a date may follow), as the families read it
      if (phrase && SIGN_OFF.test(clause))
        return { params: { check: 'ending', phrase, exact: false, sign_off: true }, polarity: 'require', kind: 'watch_item', discriminator: 'typed:end' };
      return phrase ? { params: { check: 'ending', phrase, exact: true }, polarity: 'require', kind: 'watch_item', discriminator: 'typed:end' } : undefined;
    }
    case 'keywords_include': {
      const q = readQuoted(clause).length ? readQuoted(clause) : listedWords(clause);
      return q.length
        ? { params: { check: 'required_phrase', phrases: q, mode: 'keywords' }, polarity: 'require', kind: 'watch_item', discriminator: 'typed:keywords' }
        : undefined;
    }
    case 'keywords_forbid': {
      const q = readQuoted(clause).length ? readQuoted(clause) : listedWords(clause);
      // a banned single letter ("never use the letter "z"") is a character ban, not a word
      if (q.length === 1 && /^\p{L}$/u.test(q[0]!) && LETTER_LETTRE_LETRA.test(clause))
        return {
          params: { check: 'forbidden_chars', charclass: 'custom', chars: q[0]!.toLowerCase() },
          polarity: 'forbid',
          kind: 'red_line',
          discriminator: 'typed:letter-ban',
        };
      return q.length
        ? { params: { check: 'forbidden_strings', category: 'banned', strings: q }, polarity: 'forbid', kind: 'red_line', discriminator: 'typed:forbid' }
        : undefined;
    }
    case 'keyword_count': {
      const q = readQuoted(clause);
      const keyword = q[0];
      if (!keyword) return undefined;
      const after = clause.indexOf(keyword) + keyword.length;
      const num = readNumber(clause, after) ?? readNumber(clause);
      if (!num) return undefined;
      const read = readRelation(clause, num.at, 'at_least');
      const ja = negatedAtLeast(clause, read);
      // a negated verb before the bound ("no debe aparecer más de 2 veces"): the other side of it
      const rel = ja !== read ? ja : read && negatedBound(clause.slice(0, num.at), read);
      return rel
        ? { params: { check: 'keyword_frequency', keyword, relation: rel, n: num.n }, polarity: 'require', kind: 'watch_item', discriminator: 'typed:kwfreq' }
        : undefined;
    }
    case 'letter_count': {
      const m = LETTER.exec(clause);
      const letter = m?.[1] ?? m?.[2] ?? m?.[3];
      if (!letter || !m) return undefined;
      const num = readNumber(clause, m.index + m[0].length) ?? readNumber(clause);
      // "Never use the letter "q"": no count, a ban on the letter (as a banned single letter reads under keywords_forbid)
      if (!num)
        return NEG.test(clause)
          ? {
              params: { check: 'forbidden_chars', charclass: 'custom', chars: letter.toLowerCase() },
              polarity: 'forbid',
              kind: 'red_line',
              discriminator: 'typed:letter-ban',
            }
          : undefined;
      const read = readRelation(clause, num.at, 'at_least');
      const rel = read && negatedBound(clause.slice(0, num.at), read);
      return rel
        ? {
            params: { check: 'letter_frequency', letter: letter.toLowerCase(), relation: rel, n: num.n },
            polarity: 'require',
            kind: 'watch_item',
            discriminator: 'typed:letter',
          }
        : undefined;
    }
    case 'repeat_prompt':
      return { params: { check: 'repeat_request' }, polarity: 'require', kind: 'watch_item', discriminator: 'typed:repeat' };
    case 'response_language': {
      const lang = readLanguage(clause);
      return lang
        ? {
            params: { check: 'language', lang, ...(lang === 'user' ? { name: "the user's language" } : {}) },
            polarity: 'require',
            kind: 'watch_item',
            discriminator: `typed:lang:${lang}`,
          }
        : undefined;
    }
  }
}
