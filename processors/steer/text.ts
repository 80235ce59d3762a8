/** Small text helpers shared by the steer engines. Pure and allocation-light. */

import { createHash } from 'node:crypto';
import { z } from 'zod';
import { lexiconFile, lexiconGroups } from './lexicon.js';
import type { Span } from './types.js';

/** Phrase lists live in seeds/lexicons/en/text.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'text');
export const OR_AT_MAX = new RegExp(String.raw`^\s*\S*\s*(?:${vocab('or-at-max')})`);
export const OR_AT_MINIMUM = new RegExp(String.raw`^\s*\S*\s*(?:${vocab('or-at-minimum')})`);
export const FEWER_LESS_UNDER = new RegExp(String.raw`(?:${vocab('fewer-less-under')})\s*$`);
export const AT_NO_NOT = new RegExp(String.raw`(?:${vocab('at-no-not')})\s*(?:${vocab('at-no-not-the-las-los')})?$`);
export const AT_NO_MINIMUM = new RegExp(String.raw`(?:${vocab('at-no-minimum')})\s*(?:the |a )?$`);
export const MORE_OVER_LONGER = new RegExp(String.raw`(?:${vocab('more-over-longer')})\s*$`);
export const EXACTLY_PRECISELY_EXACTEMENT = new RegExp(String.raw`(?:${vocab('exactly-precisely-exactement')})\s*$`);
export const UNDER_FEWER_LESS = new RegExp(String.raw`\b(?:${vocab('under-fewer-less')})\b`);
export const AT_NO_UP = new RegExp(String.raw`\b(?:${vocab('at-no-up')})\b`);
export const AT_MINIMUM_AU = new RegExp(String.raw`\b(?:${vocab('at-minimum-au')})\b`);
export const AND_OR_NOR = new RegExp(String.raw`\s*(?:${vocab('and-or-nor')})\s*`, 'i');
export const FOR_NAMELY = new RegExp(String.raw`^(?:${vocab('for-namely')})\s+`, 'i');
export const THE_AN_ANY = new RegExp(String.raw`^(?:${vocab('the-an-any')})\s+`, 'i');

export interface Seg extends Span {
  text: string;
}

// word starts are Unicode-aware: "investigación." does not end in the initial "n." (\b would see a start before the n)
export const COMPANY_END = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${vocab('company-end')})\.$`, 'iu');
// a single letter is an initial ("J. Smith"), not after an ampersand ("go to A&E." ends a sentence)
const ABBREV = /(?<![\p{L}\p{N}])(?:e\.g|i\.e|etc|vs|mr|mrs|ms|dr|prof|inc|ltd|co|st|no|p\.s|p\.p\.s|u\.s|u\.k|approx|min|max|fig|ca|(?<!&)\p{L})\.$/iu;

/**
 * Split into sentences with spans. Breaks at . ! ? … (plus closing quotes/brackets) followed by whitespace,
 * and at line breaks (each bullet or line is its own sentence). Common abbreviations do not end a sentence.
 */
export function splitSentences(text: string): Seg[] {
  const out: Seg[] = [];
  const n = text.length;
  let start = 0;
  const push = (end: number) => {
    let s = start;
    let e = end;
    while (s < e && /\s/.test(text[s]!)) s++;
    while (e > s && /\s/.test(text[e - 1]!)) e--;
    if (e > s) out.push({ text: text.slice(s, e), start: s, end: e });
  };
  for (let i = 0; i < n; i++) {
    const c = text[i];
    if (c === '\n') {
      push(i);
      start = i + 1;
      continue;
    }
    if (c === '.' || c === '!' || c === '?' || c === '…' || c === '。' || c === '！' || c === '？') {
      let j = i + 1;
      // French spacing puts a (narrow) space before the closing guillemet: « Belle journée à vous ! » ends inside the quote
      while (j < n && (/[.!?…"'”’»)\]」』*_]/.test(text[j]!) || (/[ \u00a0\u202f]/.test(text[j]!) && text[j + 1] === '»'))) j++;
      const cjk = c === '。' || c === '！' || c === '？';
      if (j >= n || cjk || /\s/.test(text[j]!)) {
        if (c === '.' && !cjk) {
          const before = text.slice(Math.max(start, i - 8), i + 1);
          // "Acme Inc. You are…": company suffixes and etc. end a sentence when a capitalised word follows
          if (ABBREV.test(before) && !(COMPANY_END.test(before) && /^\s+[\p{Lu}]/u.test(text.slice(j, j + 3)))) continue;
          // decimal numbers like 3.5 are handled by the whitespace requirement
        }
        push(j);
        start = j;
        i = j - 1;
      }
    }
  }
  push(n);
  return out;
}

/** Paragraphs: blocks separated by blank lines or markdown dividers (***, ---). */
export function splitParagraphs(text: string): Seg[] {
  const out: Seg[] = [];
  const re = /\n\s*\n|\n\s*(?:\*\s*\*\s*\*|-{3,}|_{3,})[ \t]*(?:\n|$)|^\s*(?:\*\*\*|---)[ \t]*\n/g;
  let last = 0;
  let m: RegExpExecArray | null;
  const push = (s: number, e: number) => {
    while (s < e && /\s/.test(text[s]!)) s++;
    while (e > s && /\s/.test(text[e - 1]!)) e--;
    // a divider line standing between blank lines ("\n\n***\n\n") is no paragraph of its own
    if (e > s && !/^(?:\*\s*){3,}$|^-{3,}$|^_{3,}$/.test(text.slice(s, e))) out.push({ text: text.slice(s, e), start: s, end: e });
  };
  while ((m = re.exec(text))) {
    push(last, m.index);
    last = m.index + m[0].length;
    if (m[0].length === 0) re.lastIndex++;
  }
  push(last, text.length);
  return out;
}

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’_-]*/gu;

export function wordSpans(text: string): Seg[] {
  const out: Seg[] = [];
  WORD_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD_RE.exec(text))) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

export function countWords(text: string): number {
  // CJK text has no spaces: count each ideograph/kana as a word-equivalent.
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g)?.length ?? 0;
  if (cjk > text.length / 4) return cjk;
  WORD_RE.lastIndex = 0;
  return text.match(WORD_RE)?.length ?? 0;
}

export function stripDiacritics(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Lowercase, NFKC, unify quotes/dashes, collapse whitespace. Keeps length roughly but not exactly: for matching only. */
export function normalize(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”«»„]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Lowercase with the same length as the input (so spans found in it are spans of the original).
 * Curly quotes and dashes are unified one-for-one.
 */
export function foldSameLength(s: string): string {
  let out = '';
  for (const ch of s) {
    const l = ch.toLowerCase();
    const c = l.length === ch.length ? l : ch;
    out += c === '’' || c === '‘' || c === '`' ? "'" : c === '“' || c === '”' ? '"' : c === '–' || c === '—' ? '-' : c;
  }
  return out;
}

export function ruleId(family: string, text: string, discriminator = ''): string {
  const h = createHash('sha256')
    .update(`${family}\n${normalize(text)}${discriminator ? `\n${discriminator}` : ''}`)
    .digest('hex');
  return `r_${h.slice(0, 16)}`;
}

export interface Quoted extends Span {
  text: string;
}

/** Quoted strings in a text: "…", '…', “…”, ‘…’, «…», `…`, 「…」, <<…>> excluded. */
export function quotedStrings(s: string): Quoted[] {
  const out: Quoted[] = [];
  const re =
    /"([^"\n]{1,200})"|“([^”\n]{1,200})”|«\s?([^»\n]{1,200}?)\s?»|`([^`\n]{1,200})`|「([^」\n]{1,200})」|(?<![\p{L}\p{N}])[‘']([^'’\n]{1,200}?)['’](?![\p{L}\p{N}])/gu;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    const inner = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? '';
    const t = inner.trim();
    if (!t) continue;
    const off = m[0].indexOf(inner);
    out.push({ text: t, start: m.index + off, end: m.index + off + inner.length });
  }
  return out;
}

/** Markdown-emphasised words or short phrases (*x*, _x_, **x**): how many prompts mark the words a rule is about. */
export function emphasisedStrings(s: string): Quoted[] {
  const out: Quoted[] = [];
  const re = /(?<![\p{L}\p{N}*_])(\*\*|\*|__|_)([\p{L}\p{N}][\p{L}\p{N}'’ -]{0,40}?)\1(?![\p{L}\p{N}*_])/gu;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    if (m[2]!.split(/\s+/).length > 4) continue;
    out.push({ text: m[2]!.trim(), start: m.index + m[1]!.length, end: m.index + m[1]!.length + m[2]!.length });
  }
  return out;
}

/**
 * Number words (English, Spanish, French) → their value: seeds/lexicons/<lang>/numbers.json, merged. The one table
 * every rule family reads a spelled-out count with.
 */
export const NUMBER_WORDS: ReadonlyMap<string, number> = (() => {
  const file = z.object({ words: z.record(z.string(), z.number().int().nonnegative()) });
  const out = new Map<string, number>();
  for (const lang of ['en', 'es', 'fr']) {
    const path = `seeds/lexicons/${lang}/numbers.json`;
    for (const [w, n] of Object.entries(file.parse(lexiconFile(lang, 'numbers')).words)) {
      const k = w.toLowerCase();
      if (out.has(k) && out.get(k) !== n) throw new Error(`${path}: ${w} is ${n} here and ${out.get(k)} in another language`);
      out.set(k, n);
    }
  }
  return out;
})();

export const NUMBER_PATTERN =
  '(\\d{1,6}(?:,\\d{3})*|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|(?:a )?hundred|a single|single|un|une|uno|una|deux|dos|trois|tres|quatre|cuatro|cinq|cinco|seis|sept|siete|huit|ocho|neuf|nueve|dix|diez)';

export function parseNumber(s: string): number | undefined {
  const t = s.trim().toLowerCase().replace(/^a /, '');
  if (/^\d[\d,]*$/.test(t)) return Number(t.replace(/,/g, ''));
  if (t === 'a single' || t === 'single') return 1;
  if (t === 'hundred') return 100;
  return NUMBER_WORDS.get(t);
}

export type Relation = 'at_most' | 'at_least' | 'exactly' | 'less_than' | 'more_than';

export function compare(actual: number, relation: Relation, n: number, tolerance = 0): boolean {
  switch (relation) {
    case 'at_most':
      return actual <= n + tolerance;
    case 'at_least':
      return actual >= n - tolerance;
    case 'less_than':
      return actual < n + tolerance;
    case 'more_than':
      return actual > n - tolerance;
    default:
      return Math.abs(actual - n) <= tolerance;
  }
}

export function relationWords(r: Relation): string {
  return { at_most: 'at most', at_least: 'at least', exactly: 'exactly', less_than: 'fewer than', more_than: 'more than' }[r];
}

// "exceed" verbs (en/es/fr) right before the number, with an optional article and a French "pas" after the verb
export const EXCEED_BEFORE = new RegExp(
  String.raw`(?:${vocab('exceed-before')})(\s+(?:${vocab('exceed-before-pas-jamais-point')}))?\s*(?:(?:${vocab('exceed-before-the-la-los')})\s+)?$`,
);
// a negation among the few words before the verb: "must not exceed", "ne doit pas dépasser", "no debe superar", "sin exceder"
const NEGATION_WORDS = new Set([
  'not',
  'never',
  'no',
  'nor',
  'without',
  'avoid',
  'pas',
  'jamais',
  'sans',
  'aucun',
  'ne',
  'nunca',
  'jamás',
  'sin',
  'evita',
  'evite',
  'evitar',
]);

/**
 * The comparison an "exceed" verb before a number states: *more than* ("doit dépasser 397 mots", "must exceed",
 * "debe superar"), or *at most* when it is negated ("ne doit pas dépasser", "n'excède pas", "must not exceed",
 * "no debe exceder", "sin superar"). Undefined when no such verb ends `before`.
 */
export function exceedRelation(before: string): Relation | undefined {
  const b = before.toLowerCase();
  const m = EXCEED_BEFORE.exec(b);
  if (!m) return undefined;
  if (m[1]) return 'at_most';
  const pre = b.slice(Math.max(0, m.index - 40), m.index);
  if (/(?:n't|\bn'|\bn’)\s*$/.test(pre)) return 'at_most';
  const words = pre
    .split(/[\s,;:]+/)
    .filter(Boolean)
    .slice(-4);
  return words.some((w) => NEGATION_WORDS.has(w) || w.endsWith("n't")) ? 'at_most' : 'more_than';
}

/** Find the relation around a number: `prefix` is the text before it, `suffix` the text after (English, Spanish, French). */
export function parseRelation(prefix: string, fallback: Relation = 'exactly', suffix = ''): Relation {
  // French elides "de" before a vowel ("moins d'une fois", "plus d’un"): the comparison is the same
  const p = prefix
    .toLowerCase()
    .slice(-48)
    .replace(/\bd['’]\s*$/, 'de ');
  const s = suffix.toLowerCase().slice(0, 32);
  const ex = exceedRelation(p);
  if (ex) return ex;
  if (OR_AT_MAX.test(s)) return 'at_most';
  if (OR_AT_MINIMUM.test(s)) return 'at_least';
  const tests: [RegExp, Relation][] = [
    [FEWER_LESS_UNDER, 'less_than'],
    [AT_NO_NOT, 'at_most'],
    [AT_NO_MINIMUM, 'at_least'],
    [MORE_OVER_LONGER, 'more_than'],
    [EXACTLY_PRECISELY_EXACTEMENT, 'exactly'],
  ];
  for (const [re, r] of tests) if (re.test(p)) return r;
  if (UNDER_FEWER_LESS.test(p)) return 'less_than';
  if (AT_NO_UP.test(p)) return 'at_most';
  if (AT_MINIMUM_AU.test(p)) return 'at_least';
  if (/\b(?:exactly|precisely)\b/.test(p)) return 'exactly';
  return fallback;
}

/** Two half-open spans share at least one character. */
export const spansOverlap = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end;

export { escapeRegExp } from './escape-regexp.js';

/** All occurrences of `needle` in `hay` (both already case-folded the same way); word-bounded where the needle starts/ends with a word char (not a CJK one). */
export function findAll(hay: string, needle: string, wordBoundary = true): Span[] {
  const out: Span[] = [];
  if (!needle) return out;
  let from = 0;
  const isW = (c: string | undefined) => !!c && /[\p{L}\p{N}_]/u.test(c);
  // scripts written without spaces (Japanese, Chinese) have no word boundaries to require
  const cjk = (c: string | undefined) => !!c && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(c);
  const needStart = wordBoundary && isW(needle[0]) && !cjk(needle[0]);
  const needEnd = wordBoundary && isW(needle[needle.length - 1]) && !cjk(needle[needle.length - 1]);
  for (;;) {
    const i = hay.indexOf(needle, from);
    if (i < 0) break;
    const okS = !needStart || !isW(hay[i - 1]);
    const okE = !needEnd || !isW(hay[i + needle.length]);
    if (okS && okE) out.push({ start: i, end: i + needle.length });
    from = i + 1;
  }
  return out;
}

/** Split an enumeration ("Acme, Globex and Initech") into items. */
export function splitList(s: string): string[] {
  return s
    .split(AND_OR_NOR)
    .map((x) =>
      x
        .replace(FOR_NAMELY, '')
        .replace(THE_AN_ANY, '')
        .replace(/[.)\]]+$/, '')
        .replace(/^[([]+/, '')
        .trim(),
    )
    .filter((x) => x.length > 0 && !/^etc\.?$/i.test(x));
}

/** English function words (seeds/lexicons/en/stopwords.json). */
export const STOPWORDS = new Set(z.object({ words: z.array(z.string()) }).parse(lexiconFile('en', 'stopwords')).words);

/** Crude English stem: enough to match plurals and -ing/-ed forms. */
export function stem(w: string): string {
  let s = w.toLowerCase();
  if (s.length > 5 && s.endsWith('ies')) return s.slice(0, -3) + 'y';
  if (s.length > 5 && s.endsWith('ing')) s = s.slice(0, -3);
  else if (s.length > 4 && s.endsWith('ed')) s = s.slice(0, -2);
  else if (s.length > 4 && s.endsWith('es') && /(?:ss|x|ch|sh)es$/.test(s)) s = s.slice(0, -2);
  else if (s.length > 3 && s.endsWith('s') && !s.endsWith('ss')) s = s.slice(0, -1);
  return s;
}

export function contentStems(text: string): string[] {
  const out: string[] = [];
  for (const w of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (w.length < 3 || STOPWORDS.has(w)) continue;
    out.push(stem(w));
  }
  return out;
}

/** The count a fix should aim at so that `current` satisfies "relation n"; undefined when it already does. */
export function countTarget(relation: string, n: number, current: number): number | undefined {
  switch (relation) {
    case 'exactly':
      return n;
    case 'at_least':
      return current >= n ? undefined : n;
    case 'more_than':
      return current > n ? undefined : n + 1;
    case 'at_most':
      return current <= n ? undefined : n;
    case 'less_than':
      return current < n ? undefined : Math.max(0, n - 1);
  }
  return undefined;
}
