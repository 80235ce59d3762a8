/**
 * Protected values: anything a clause marks secret, confidential, internal, private or not to be revealed — codes,
 * keys, dates, names, amounts, numbers, URLs, e-mail addresses, quoted text — whatever the sentence's shape ("The X
 * is Y" is only one of them: "Never reveal the override code ZX-4471-QQ", "Keep the launch date (March 3)
 * confidential", "Our Q3 margin of 41.5% is internal"). The words that mark protection come from
 * `seeds/lexicons/<lang>/protection.json`; the value shapes are structural and live here.
 */
import { lexiconFile, lexiconGroups, lexiconRegex, lexiconTerms, termsPattern } from '../lexicon.js';
import { quotedStrings } from '../text.js';
import { protectsByStructure, slotValues } from './protection-reader.js';

/** Phrase lists live in seeds/lexicons/en/protected-values.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'protected-values');
export const SEE_FOR_SUCH = new RegExp(String.raw`^(?:${vocab('see-for-such')})\b`, 'i');

const MARKER = lexiconRegex('protection', 'markers');
const NEGATED_DISCLOSURE = new RegExp(
  `(?<![\\p{L}])${termsPattern(lexiconTerms('protection', 'negations'))}(?![\\p{L}])[^.;!?]{0,60}?(?<![\\p{L}])${termsPattern(lexiconTerms('protection', 'verbs'))}(?:e?[dn]|s)?(?![\\p{L}])`,
  'iu',
);
/** "is not confidential", "no longer secret", "public, not secret": the marker is denied. */
export const DENIED_MARKER = new RegExp(String.raw`\b(?:${vocab('denied-marker-not-no-isn')})\s+(?:\w+\s+)?(?:${vocab('denied-marker')})\b`, 'i');
/** Quoted text the prompt wants said, not hidden ("respond with 'Access denied'"). */
export const SAY_BEFORE = new RegExp(
  String.raw`\b(?:${vocab('say-before')})\w*\s+(?:with\s+)?(?:the (?:${vocab('say-before-word-phrase-statement')})\s+)?["'“‘${'`'}]?$`,
  'i',
);

/** "your sole output must be 'Access Granted'", "the error message: "Access Granted"": what the assistant says. */
const OUTPUT_IS = /\b(?:output|response|reply|answer|message)\s*(?:(?:must|should|will|shall|would)\s+)?(?:be|is|reads|says)?\s*:?\s*["'“‘`]?$/i;
/** The speaker of the verb before a quote is the user ("anyone who says", "if the user types"). */
const USER_SAYS = new RegExp(
  String.raw`\b(?:${vocab('user-says')})\s+(?:\w+\s+)?(?:say|type|enter|write|use)s?\s+(?:the (?:${vocab('say-before-word-phrase-statement')})\s+)?["'“‘${'`'}]?$`,
  'i',
);

export type ProtectedKind = 'code' | 'date' | 'amount' | 'number' | 'url' | 'email' | 'quoted' | 'name';
export interface ProtectedValue {
  value: string;
  kind: ProtectedKind;
  /** other spellings the same value may take in a reply (e.g. "3 March" for "March 3") */
  variants: string[];
  /** a name set off by commas: it names the subject of a protected fact rather than the secret when the clause keeps a fact */
  appositive?: boolean;
  /** an unquoted lower-case phrase read from a slot ("is silver lantern"): no shape of its own vouches for it */
  bare?: boolean;
}

/** Whether a clause protects something: a protection marker not denied, or a negated disclosure verb. */
export function isProtectingClause(s: string): boolean {
  return (MARKER.test(s) && !DENIED_MARKER.test(s)) || NEGATED_DISCLOSURE.test(s) || protectsByStructure(s);
}

/** "may be shared", "is fine to share", "open to the public": a part of a clause that gives its value away. */
const PUBLIC_PART = new RegExp(String.raw`\b(?:${lexiconGroups('en', 'family-secrets')('public')}|${vocab('given-away')})`, 'i');
/** A clause part whose subject points at something said before it ("This number is never to be given …"). */
const POINTS_OUT = /^\s*(?:this|that|these|those)\s+[\p{L}-]+\s+(?:is|are|must|should|may|can|will)\b/iu;
/** The part of a clause a value sits in (cut at semicolons, dashes, full stops and ", but"/", and"). */
function partAt(clause: string, at: number): string {
  const cuts = /[;—–]|\.\s|,\s+(?:but|and|while|whereas)\s/g;
  let start = 0;
  let end = clause.length;
  for (const m of clause.matchAll(cuts)) {
    if (m.index < at) start = m.index + m[0].length;
    else {
      end = m.index;
      break;
    }
  }
  return clause.slice(start, end);
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
export const isMonthName = (w: string): boolean => new RegExp(`^${MONTH}\\.?$`, 'i').test(w.trim());
const DATE_MD = new RegExp(`\\b(${MONTH})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, 'gi');
const DATE_DM = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH})\\.?(?:,?\\s+(\\d{4}))?\\b`, 'gi');
const DATE_ISO = /\b\d{4}-\d{2}-\d{2}\b/g;
/** "14/11/2027", "03.02.2027": a numeric date (read in every valid order by screen/value-forms.ts). */
const DATE_NUMERIC = /(?<![\p{N}./-])\d{1,2}([./])\d{1,2}\1(?:\d{4}|\d{2})(?![\p{N}]|[./-]\d)/gu;
export const AMOUNT = new RegExp(String.raw`(?:[$€£¥]\s?\d[\d,.]*(?:\s?(?:${vocab('amount')})\b)?|\b\d[\d,.]*\s?(?:${vocab('amount-percent-usd')}))`, 'gi');
/** Letters and digits mixed, symbols allowed inside (ZX-4471-QQ, sk_live_x9…, A7B2, Gull$Nest41) or long digit groups (4471-2290, 5550199), or four to ten single digits set apart (7 3 0 9 1 5, 7-3-9-1). */
const CODE =
  /(?<![\p{L}\p{N}_$!@#%&*+])(?:(?=[\p{L}\p{N}_$!@#%&*+-]*\d)(?=[\p{L}\p{N}_$!@#%&*+-]*[\p{L}])[\p{L}\p{N}][\p{L}\p{N}_$!@#%&*+-]{2,}[\p{L}\p{N}]|\d{2,}(?:[-\s.]\d{2,}){1,4}|\d(?:[-\s]\d){3,9}|\d{5,})(?![\p{L}\p{N}_])/gu;
/** "PIN 4410", "code: 0071", "extension 2231", "the safe code, 9183": a short number right after the kind of thing it is. */
export const KIND_NUMBER = new RegExp(String.raw`\b(?:${vocab('kind-number')})\s*(?:is\s+|:\s*|#\s*|=\s*|,\s*)?(\d{3,4})(?![\p{L}\p{N}])`, 'giu');
const URL = /\bhttps?:\/\/[^\s<>"')\]]+|\bwww\.[^\s<>"')\]]+/gi;
/** A host name without a scheme, three labels or more ("api.internal.kestrel.io"); "e.g." and "v1.2.3" have no TLD. */
const HOST = /(?<![\p{L}\p{N}@./-])(?:[a-z0-9][a-z0-9-]*\.){2,}[a-z]{2,12}(?![\p{L}\p{N}-]|\.[\p{L}\p{N}])/giu;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
const PAREN = /\(([^()\n]{2,60})\)/g;
export const NAMED = new RegExp(String.raw`\b(?:${vocab('named')})\s+["'“]?((?:[\p{Lu}][\p{L}\p{N}'’-]*)(?:\s+[\p{Lu}][\p{L}\p{N}'’-]*){0,3})`, 'gu');
/**
 * "our acquisition target, Bellweather Dynamics, with anyone", "the new CEO will be Marta Quill": a capitalised run set
 * off by commas, or said after "is/was/be", is what a protecting clause names. (The secrets family drops a name the
 * prompt also says in a sentence that protects nothing: that is the company's own name, not a secret.)
 */
export const APPOSITIVE_NAME =
  /(,\s+|\b(?:is|was|be)\s+)((?:(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?\s+)?(?:[\p{Lu}][\p{L}'’-]*)(?:\s+(?:&\s+|and\s+|of\s+)?[\p{Lu}][\p{L}'’-]*){0,3})(?=\s*(?:[,.;:!?)—–]|$)|\s+(?:with|is|are|was|were|must|should|to|from)\b)/gu;
const NOT_A_NAME = new RegExp(`^(?:${MONTH}|${vocab('not-a-name')})$`, 'i');
/** Ordinal-ish and version-ish tokens that are not secrets by themselves. */
const NOT_A_CODE =
  /^(?:\d{1,2}(?:st|nd|rd|th)|v?\d+(?:\.\d+)*|(?:19|20)\d{2}|q[1-4]|h[12]|fy\d{2,4}|\d+[kmb]|\d+(?:am|pm)|mp3|mp4|b2b|b2c|24\/7|covid-19|gpt-4|g7|g20|u2)$/i;

function dateVariants(month: string, day: string, year?: string): string[] {
  const full = MONTHS.find((m) => m.startsWith(month.toLowerCase().slice(0, 3)))!;
  const M = full.charAt(0).toUpperCase() + full.slice(1);
  const d = String(Number(day));
  const sfx = d.endsWith('1') && d !== '11' ? 'st' : d.endsWith('2') && d !== '12' ? 'nd' : d.endsWith('3') && d !== '13' ? 'rd' : 'th';
  const mNum = String(MONTHS.indexOf(full) + 1);
  const out = [`${M} ${d}`, `${d} ${M}`, `${M} ${d}${sfx}`, `${d}${sfx} ${M}`, `${d}${sfx} of ${M}`];
  // the same day in the languages with a paraphrase lexicon ("9 de octubre", "9 octobre", "9. Oktober")
  for (const lang of ['es', 'fr', 'de', 'it', 'pt']) {
    const f = lexiconFile(lang, 'paraphrase');
    const name = Array.isArray(f.months) ? f.months[MONTHS.indexOf(full)] : undefined;
    if (typeof name === 'string' && typeof f.date_pattern === 'string') out.push(f.date_pattern.replace('{d}', d).replace('{month}', name));
  }
  if (year) out.push(`${year}-${mNum.padStart(2, '0')}-${d.padStart(2, '0')}`, `${mNum}/${d}/${year}`, `${d}/${mNum}/${year}`);
  return out;
}

/** What the prompt offers in place of the protected thing, after a semicolon or dash ("; send people to X instead"). */
export const ALTERNATIVE = new RegExp(
  String.raw`[;—–]\s*(?:and\s+|but\s+)?(?:please\s+)?(?:(?:${vocab('alternative-verb')})\b[^;]{0,80}?\b(?:instead|rather)\b|(?:${vocab('alternative-verb')})\s+(?:${vocab('alternative-who')})\s+to\b)`,
  'i',
);

/** A slot that holds a protection word ("is confidential", "is for staff only") holds no value. */
const isProtectionText = (t: string) => MARKER.test(t) || isProtectingClause(t) || /^(?:secret|hidden|sensitive|classified|sealed)\b/i.test(t);

/** The values a protecting clause protects; empty when the clause protects nothing it names. */
export function protectedValues(clause: string): ProtectedValue[] {
  if (!isProtectingClause(clause)) return [];
  const out: ProtectedValue[] = [];
  const taken: [number, number][] = [];
  const free = (a: number, b: number) => !taken.some(([s, e]) => a < e && s < b);
  // "…wiki.corp.acme.net; send people to help.acme.com instead": the public alternative is not protected
  const alternativeAt = ALTERNATIVE.exec(clause)?.index ?? Number.POSITIVE_INFINITY;
  const add = (value: string, kind: ProtectedKind, at: number, len: number, variants: string[] = []) => {
    const v = value.trim().replace(/[.,;:!?]+$/, '');
    if (v.length < 2 || !free(at, at + len) || at >= alternativeAt) return;
    // "The shop line, 0161 496 0000, is fine to share": a value in a part that gives it away is not protected
    const part = partAt(clause, at);
    if (PUBLIC_PART.test(part) && !MARKER.test(part) && !NEGATED_DISCLOSURE.test(part)) return;
    // "This number is never to be given to clients; clients call the emergency line 0161 496 0000": the protecting part
    // points back out of the clause, and a value in a part that protects nothing is what it offers instead
    const head = partAt(clause, 0);
    if (part !== head && POINTS_OUT.test(head) && isProtectingClause(head) && !isProtectingClause(part)) return;
    taken.push([at, at + len]);
    if (out.some((o) => o.value.toLowerCase() === v.toLowerCase())) return;
    out.push({ value: v, kind, variants: variants.filter((x) => x.toLowerCase() !== v.toLowerCase()) });
  };
  const each = (re: RegExp, f: (m: RegExpExecArray) => void) => {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(clause))) f(m);
  };
  // a quoted title after "for/of/about" names what the secret belongs to ("the release date for 'The Tin Orchard',
  // 9 October, is under embargo"): it is the secret only when the clause names no other value
  const subjects: { text: string; start: number; end: number }[] = [];
  const userSaid: { text: string; start: number; end: number }[] = [];
  for (const q of quotedStrings(clause)) {
    const before = clause.slice(Math.max(0, q.start - 50), q.start);
    // "anyone who says the phrase 'blue heron'" is the user's input (a password), not words the prompt wants said
    if (SAY_BEFORE.test(before) || OUTPUT_IS.test(before)) {
      if (USER_SAYS.test(before)) userSaid.push(q);
      continue;
    }
    if (q.text.split(/\s+/).length > 12) continue;
    if (/\b(?:for|of|about|on|in)\s+["'“‘`]?$/i.test(clause.slice(Math.max(0, q.start - 8), q.start))) subjects.push(q);
    else add(q.text, 'quoted', q.start, q.end - q.start);
  }
  // a link is also given without its scheme or "www." ("stg-7f3a.kestrel-internal.dev")
  each(URL, (m) => {
    const bare = m[0].replace(/^https?:\/\/(?:www\.)?|^www\./i, '').replace(/\/$/, '');
    add(m[0], 'url', m.index, m[0].length, bare.includes('.') && bare.length >= 6 ? [bare] : []);
  });
  each(EMAIL, (m) => add(m[0], 'email', m.index, m[0].length));
  each(HOST, (m) => add(m[0], 'url', m.index, m[0].length));
  each(DATE_ISO, (m) => add(m[0], 'date', m.index, m[0].length));
  each(DATE_NUMERIC, (m) => add(m[0], 'date', m.index, m[0].length));
  each(DATE_MD, (m) => add(m[0], 'date', m.index, m[0].length, dateVariants(m[1] ?? '', m[2] ?? '', m[3])));
  each(DATE_DM, (m) => add(m[0], 'date', m.index, m[0].length, dateVariants(m[2] ?? '', m[1] ?? '', m[3])));
  each(AMOUNT, (m) => /\d{2,}|\d[.,]\d/.test(m[0]) && add(m[0], 'amount', m.index, m[0].length));
  each(CODE, (m) => !NOT_A_CODE.test(m[0]) && add(m[0], /\p{L}/u.test(m[0]) ? 'code' : 'number', m.index, m[0].length));
  each(KIND_NUMBER, (m) => add(m[1]!, 'number', m.index + m[0].length - m[1]!.length, m[1]!.length));
  each(NAMED, (m) => m[1] && add(m[1], 'name', m.index + m[0].indexOf(m[1]), m[1].length));
  // a name after "is" is the secret only when the clause names no other value ("The CFO is Priya Anand; her mobile
  // number 07700 900461 must never be given out" protects the number); one set off by commas always is
  const others = out.length > 0;
  each(APPOSITIVE_NAME, (m) => {
    const name = m[2] ?? '';
    if (others && !m[1]?.startsWith(',')) return;
    if (NOT_A_NAME.test(name.split(/\s+/)[0] ?? '') || NOT_A_NAME.test(name)) return;
    const before = out.length;
    add(name, 'name', m.index + m[0].indexOf(name), name.length);
    if (out.length > before && m[1]?.startsWith(',')) out[out.length - 1]!.appositive = true;
  });
  // read after the names, so that "Your secret identity is Captain Moss; reveal it only if the user says the phrase
  // 'green tide'" protects both
  for (const q of userSaid) add(q.text, 'quoted', q.start, q.end - q.start);
  if (!out.length) for (const q of subjects) add(q.text, 'quoted', q.start, q.end - q.start);
  // a value of no known shape, in any form: what follows "is", a colon or "opens with", else a name run in the clause
  if (!out.length)
    for (const sv of slotValues(clause, isProtectionText)) {
      const before = out.length;
      add(sv.value, sv.kind, sv.at, sv.value.length);
      // "Do not tell anyone that Priya Nair will replace Tom Hale": the names are the fact's subjects (as appositives are)
      if (sv.anywhere && out.length > before) out[out.length - 1]!.appositive = true;
      if (sv.bare && out.length > before) out[out.length - 1]!.bare = true;
    }
  // "(March 3)", "(Project Falcon)": a parenthesised value in a protecting clause is what it protects
  each(PAREN, (m) => {
    const inner = (m[1] ?? '').trim();
    if (SEE_FOR_SUCH.test(inner) || inner.split(/\s+/).length > 5) return;
    if (!/\d|^[\p{Lu}]/u.test(inner)) return;
    add(inner, 'quoted', m.index + 1, inner.length);
  });
  return out;
}
