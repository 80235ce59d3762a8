/**
 * A protected value said in another form (reworded-leak work, issue 11): a protected fact is a structured value — a
 * date, an amount, a number — and the same value may be written in any of its forms: "2027-04-09" as "the ninth of
 * April", "$18.40" as "eighteen dollars and forty cents", "£92,500" as "ninety-two and a half thousand pounds",
 * "€4.75 million" as "4,750,000 euros", "1,200" as "twelve hundred", "Q3" as "the third quarter".
 *
 *  - `canonicalText` rewrites a text with its number words as digits ("forty-five" → "45", "twenty-two ninety-one"
 *    → "2291", "double seven" → "7 7"), ordinal dates as day and month ("the ninth of April" → "9 of April"), "the third
 *    quarter" as "Q3" and a spoken "dot" or "hyphen" between two words as the character, keeping a map back to the original offsets; one pass over the words;
 *  - `dateOf` / `quantityOf` read a protected value as a date (month, day, year if given) or a quantity;
 *  - `sameValueIn` finds the value in a reply in any form: the same month and day (and year where both give one), or
 *    the same quantity (a percentage only as a percentage; a bare number under 100 never: too common by chance).
 */

import { ORDINALS, UNITS } from '../../kernel/number-words.js';
import { foldSameLength } from '../text.js';
import { roughlyIn } from './approximate.js';
import { type Found, type Quantity, quantitiesIn } from './quantities.js';

export { type Found, type Quantity, quantitiesIn };

const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9 };

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_RE =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const MONTH_WORD = new RegExp(`^${MONTH_RE}$`, 'i');
const monthNumber = (w: string): number => MONTHS.findIndex((m) => m.startsWith(w.toLowerCase().slice(0, 3))) + 1;

export interface Canonical {
  text: string;
  /** original offset of each character of `text` (and one past the end) */
  map: number[];
}

type Word = { w: string; start: number; end: number };

/** The value of a run of number words ("six hundred and fifteen thousand" → 615000), or its digits when it is read digit group by group. */
function runValue(words: string[]): string | undefined {
  // "three point two (million)": the digits after "point" are the decimals, a scale after them multiplies the whole
  const point = words.indexOf('point');
  if (point > 0) {
    const whole = runValue(words.slice(0, point));
    const rest = words.slice(point + 1);
    const decimals = rest.filter((w) => w in UNITS && UNITS[w]! < 10);
    const scales = rest.slice(decimals.length);
    if (whole === undefined || !decimals.length || !scales.every((w) => w in SCALES)) return undefined;
    const n = Number(`${whole}.${decimals.map((w) => UNITS[w]).join('')}`) * scales.reduce((a, w) => a * SCALES[w]!, 1);
    return String(Math.round(n * 100) / 100);
  }
  const items: { v: number; half?: boolean; scale?: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === 'a') continue;
    if (w in UNITS) items.push({ v: UNITS[w]! });
    else if (w in TENS) {
      const next = words[i + 1];
      if (next !== undefined && next in UNITS && UNITS[next]! < 10 && UNITS[next]! > 0) {
        items.push({ v: TENS[w]! + UNITS[next]! });
        i++;
      } else items.push({ v: TENS[w]! });
    } else if (w in SCALES) items.push({ v: 0, scale: SCALES[w] });
    else if (w === 'half') items.push({ v: 0, half: true });
  }
  if (!items.length) return undefined;
  if (items.some((x) => x.scale)) {
    // standard reading: "twelve hundred", "ninety-two and a half thousand"
    let total = 0;
    let cur = 0;
    for (const x of items) {
      if (x.half) cur += 0.5;
      else if (x.scale === 100) cur = (cur || 1) * 100;
      else if (x.scale) {
        total += (cur || 1) * x.scale;
        cur = 0;
      } else cur += x.v;
    }
    const n = total + cur;
    return Number.isInteger(n) ? String(n) : undefined;
  }
  if (items.some((x) => x.half)) return undefined;
  // "twenty-two ninety-one", "nineteen eighty-four": groups of two digits read one after the other
  if (items.length > 1 && items.every((x) => x.v >= 10)) return items.map((x) => String(x.v)).join('');
  if (items.length === 1) return String(items[0]!.v);
  return undefined;
}

const NUMBER_WORD = (w: string) => w in UNITS || w in TENS || w in SCALES;

/** The text with number words as digits, ordinal dates as "D Month", "the third quarter" as "Q3". */
export function canonicalText(text: string): Canonical {
  const words: Word[] = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ w: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
  // replacements in order; the text and the offset map are built once at the end
  const reps: { from: number; to: number; s: string }[] = [];
  const emit = (str: string, from: number, to: number) => {
    reps.push({ from, to, s: str });
  };
  const gapOk = (a: Word, b: Word, joiners: RegExp) => joiners.test(text.slice(a.end, b.start));
  for (let i = 0; i < words.length; i++) {
    const cur = words[i]!;
    const w = cur.w;
    // "double seven", "triple 0"
    if ((w === 'double' || w === 'triple') && words[i + 1]) {
      const d =
        words[i + 1]!.w in UNITS && UNITS[words[i + 1]!.w]! < 10 ? String(UNITS[words[i + 1]!.w]) : /^\d$/.test(words[i + 1]!.w) ? words[i + 1]!.w : undefined;
      if (d !== undefined) {
        emit(
          Array(w === 'double' ? 2 : 3)
            .fill(d)
            .join(' '),
          cur.start,
          words[i + 1]!.end,
        );
        i++;
        continue;
      }
    }
    // "the final quarter (of the year)" → Q4
    if (w === 'final' && words[i + 1]?.w === 'quarter') {
      emit('Q4', cur.start, words[i + 1]!.end);
      i++;
      continue;
    }
    // "kestrel-internal dot dev", "Okonkwo hyphen Hale": a spoken separator between two words
    if ((w === 'dot' || w === 'hyphen' || w === 'dash') && spokenSeparator(text, words[i - 1], cur, words[i + 1])) {
      emit(w === 'dot' ? '.' : '-', words[i - 1]!.end, words[i + 1]!.start);
      continue;
    }
    // "the ninth of April", "twenty-first of June", "April the ninth"
    const ord = w in ORDINALS || w in TENS || /^\d/.test(w) ? ordinalAt(words, i, text) : undefined;
    if (ord) {
      const after = words[ord.next];
      const before = words[i - 1];
      const before2 = words[i - 2];
      // "the fourteenth of the third month", "the ninth day of the ninth month" → "14 of March", "9 of September";
      // "the ninth day of September" → "9 of September"
      const of = after?.w === 'day' && words[ord.next + 1]?.w === 'of' ? ord.next + 1 : ord.next;
      const ord2 = words[of]?.w === 'of' && words[of + 1]?.w === 'the' && words[of + 2] ? ordinalAt(words, of + 2, text) : undefined;
      if (ord2 && ord2.n <= 12 && words[ord2.next]?.w === 'month') {
        emit(`${ord.n} of ${MONTHS[ord2.n - 1]}`, cur.start, words[ord2.next]!.end);
        i = ord2.next;
        continue;
      }
      if (of > ord.next && words[of + 1] && MONTH_WORD.test(words[of + 1]!.w) && ord.n <= 31) {
        emit(`${ord.n} of ${MONTHS[monthNumber(words[of + 1]!.w) - 1]}`, cur.start, words[of + 1]!.end);
        i = of + 1;
        continue;
      }
      if (after?.w === 'of' && words[ord.next + 1] && monthNumber(words[ord.next + 1]!.w) && MONTH_WORD.test(words[ord.next + 1]!.w)) {
        emit(`${ord.n}`, cur.start, words[ord.next - 1]!.end);
        i = ord.next - 1;
        continue;
      }
      if (after && MONTH_WORD.test(after.w) && gapOk(words[ord.next - 1]!, after, /^\s+$/)) {
        emit(`${ord.n}`, cur.start, words[ord.next - 1]!.end);
        i = ord.next - 1;
        continue;
      }
      const monthBefore = before && MONTH_WORD.test(before.w) ? before : before?.w === 'the' && before2 && MONTH_WORD.test(before2.w) ? before2 : undefined;
      if (monthBefore) {
        emit(`${ord.n}`, before?.w === 'the' ? before.start : cur.start, words[ord.next - 1]!.end);
        i = ord.next - 1;
        continue;
      }
      // "the third quarter" → Q3
      if (after?.w === 'quarter' && ord.n <= 4) {
        emit(`Q${ord.n}`, cur.start, after.end);
        i = ord.next;
        continue;
      }
    }
    // "one" alone is a pronoun as often as a number ("the last one is seven"): only inside a run of number words
    // (or in a list of them: "one and eight", "4, one, 2")
    const alone = w === 'one' && oneAlone(words, i, text);
    // a scale word alone ("4.75 million", "a hundred") is left as it is: the quantity reader takes "million" after digits
    // "a hundred and forty-three", "a thousand": "a" then a scale is one
    const aScale = w === 'a' && words[i + 1] && words[i + 1]!.w in SCALES && /^\s+$/.test(text.slice(cur.end, words[i + 1]!.start));
    if ((NUMBER_WORD(w) && !alone && !(w in SCALES)) || aScale) {
      // a run of number words joined by spaces, hyphens and "and" ("ninety-two and a half thousand")
      const run: Word[] = [cur];
      let j = i + 1;
      for (; j < words.length; j++) {
        const x = words[j]!;
        const prev = run[run.length - 1]!;
        if (!gapOk(prev, x, /^[\s-]{1,2}$/)) break;
        if (NUMBER_WORD(x.w) || x.w === 'half') run.push(x);
        // "three point two million"
        else if (x.w === 'point' && words[j + 1] && words[j + 1]!.w in UNITS && UNITS[words[j + 1]!.w]! < 10) run.push(x);
        // "and" joins a scale to what follows ("six hundred and fifteen") or "a half" on; "nine and four" are two numbers
        else if (x.w === 'and' && words[j + 1] && ((prev.w in SCALES && NUMBER_WORD(words[j + 1]!.w)) || words[j + 1]!.w === 'a')) run.push(x);
        else if (x.w === 'a' && prev.w === 'and' && words[j + 1]?.w === 'half') run.push(x);
        else break;
      }
      while (run.length && (run[run.length - 1]!.w === 'and' || run[run.length - 1]!.w === 'a')) run.pop();
      const words2 = run.map((x) => x.w);
      // single digits one after another are characters, each its own ("four, two, one", "three nine four seven")
      const digitsOnly = words2.every((x) => x in UNITS && UNITS[x]! < 10);
      const last = run[run.length - 1]!;
      if (digitsOnly) {
        emit(words2.map((x) => String(UNITS[x])).join(' '), cur.start, last.end);
      } else {
        const v = runValue(words2);
        if (v !== undefined) emit(v, cur.start, last.end);
      }
      i += run.length - 1;
    }
  }
  if (!reps.length) {
    const map = new Array<number>(text.length + 1);
    for (let i = 0; i <= text.length; i++) map[i] = i;
    return { text, map };
  }
  const parts: string[] = [];
  const map: number[] = [];
  let at = 0;
  for (const r of reps) {
    parts.push(text.slice(at, r.from), r.s);
    for (let i = at; i < r.from; i++) map.push(i);
    for (let i = 0; i < r.s.length; i++) map.push(r.from + Math.min(i, Math.max(0, r.to - r.from - 1)));
    at = r.to;
  }
  parts.push(text.slice(at));
  for (let i = at; i <= text.length; i++) map.push(i);
  return { text: parts.join(''), map };
}

/** "one" as a pronoun ("the last one is seven"), not in a run or a list of numbers ("one and eight", "4, one, 2"). */
function oneAlone(words: Word[], i: number, text: string): boolean {
  const numeric = (x: Word | undefined) => !!x && (NUMBER_WORD(x.w) || /^\d+$/.test(x.w));
  if (NUMBER_WORD(words[i + 1]?.w ?? '') || NUMBER_WORD(words[i - 1]?.w ?? '') || words[i + 1]?.w === 'point') return false;
  const cur = words[i]!;
  const listed =
    (numeric(words[i + 1]) && /^\s*,\s*$/.test(text.slice(cur.end, words[i + 1]!.start))) ||
    (numeric(words[i - 1]) && /^\s*,\s*$/.test(text.slice(words[i - 1]!.end, cur.start))) ||
    (words[i + 1]?.w === 'and' && numeric(words[i + 2])) ||
    (words[i - 1]?.w === 'and' && numeric(words[i - 2]));
  return !listed;
}

const JOIN_STOP = /^(?:a|an|the|and|or|then|with|of|to|in|is|it|by|for|on|at)$/i;
/** "kestrel-internal dot dev" (a dot between two words), "Okonkwo hyphen Hale" (a hyphen between names or codes). */
function spokenSeparator(text: string, a: Word | undefined, sep: Word, b: Word | undefined): boolean {
  if (!a || !b || !/^\s+$/.test(text.slice(a.end, sep.start)) || !/^\s+$/.test(text.slice(sep.end, b.start))) return false;
  if (JOIN_STOP.test(a.w) || JOIN_STOP.test(b.w)) return false;
  if (sep.w === 'dot') return true;
  const strong = (x: Word) => /\d/.test(x.w) || /^\p{Lu}/u.test(text.slice(x.start, x.end));
  return strong(a) && strong(b);
}

/** An ordinal at word i ("ninth", "twenty-first", "3rd"): its number and the index of the word after it. */
function ordinalAt(words: Word[], i: number, text: string): { n: number; next: number } | undefined {
  const w = words[i]!.w;
  if (w in ORDINALS) return { n: ORDINALS[w]!, next: i + 1 };
  const m = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(w);
  if (m) return { n: Number(m[1]), next: i + 1 };
  if (
    w in TENS &&
    words[i + 1] &&
    words[i + 1]!.w in ORDINALS &&
    ORDINALS[words[i + 1]!.w]! < 10 &&
    /^[\s-]$/.test(text.slice(words[i]!.end, words[i + 1]!.start))
  )
    return { n: TENS[w]! + ORDINALS[words[i + 1]!.w]!, next: i + 2 };
  return undefined;
}

export interface DateValue {
  m: number;
  d: number;
  y?: number;
}

const D_MD = new RegExp(`(?<![\\p{L}\\p{N}])(${MONTH_RE})\\.?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?(?![\\p{L}\\p{N}])`, 'giu');
const D_DM = new RegExp(`(?<![\\p{L}\\p{N}])(\\d{1,2})(?:st|nd|rd|th)?\\.?\\s+(?:of\\s+|de\\s+)?(${MONTH_RE})\\.?(?:,?\\s+(\\d{4}))?(?![\\p{L}\\p{N}])`, 'giu');
const D_ISO = /(?<![\p{N}])(\d{4})-(\d{1,2})-(\d{1,2})(?![\p{N}])/gu;
const D_NUM = /(?<![\p{N}./-])(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?![\p{N}])/gu;

const valid = (m: number, d: number) => m >= 1 && m <= 12 && d >= 1 && d <= 31;

/** Every date of a (canonical) text, with the readings of a numeric date ("03/02/2027": 3 Feb or 2 Mar; dotted: day first). */
export function datesIn(text: string): (DateValue & Found)[] {
  const out: (DateValue & Found)[] = [];
  const year = (y?: string) => (y ? (y.length === 2 ? 2000 + Number(y) : Number(y)) : undefined);
  for (const m of text.matchAll(D_MD)) out.push({ m: monthNumber(m[1]!), d: Number(m[2]), y: year(m[3]), start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(D_DM)) out.push({ m: monthNumber(m[2]!), d: Number(m[1]), y: year(m[3]), start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(D_ISO)) out.push({ m: Number(m[2]), d: Number(m[3]), y: Number(m[1]), start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(D_NUM)) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const y = year(m[4]);
    const at = { start: m.index, end: m.index + m[0].length };
    if (valid(b, a)) out.push({ m: b, d: a, y, ...at });
    if (m[2] !== '.' && valid(a, b) && a !== b) out.push({ m: a, d: b, y, ...at });
  }
  return out.filter((x) => valid(x.m, x.d));
}

/** A protected value read as a date, when it is one. */
export function dateOf(value: string): DateValue | undefined {
  const t = value.trim();
  const ds = datesIn(t).filter((d) => d.start === 0 && d.end >= t.replace(/[.,;]+$/, '').length);
  // an ambiguous numeric date is read both ways: both readings are kept by the caller through `datesOfValue`
  return ds[0];
}

/** Every reading of a protected value as a date (a numeric date may be read day first or month first). */
export function datesOfValue(value: string): DateValue[] {
  const t = canonicalText(value.trim().replace(/[.,;]+$/, '')).text;
  return datesIn(t).filter((d) => d.start === 0 && d.end >= t.length);
}

/** A protected value read as one quantity (the whole value: "$18.40", "€4.75 million", "1,200", "8%", "615000 dollars"). */
export function quantityOf(value: string): Quantity | undefined {
  const t = canonicalText(value.trim().replace(/[.;]+$/, '')).text;
  const qs = quantitiesIn(t);
  const q = qs.length === 1 ? qs[0] : undefined;
  if (!q || q.start > 0 || q.end < t.length) return undefined;
  return q;
}

/** Whether a reply quantity is the protected one: the same number; a percentage only as a percentage; a bare number under 100 never. */
function sameQuantity(p: Quantity, r: Quantity): boolean {
  if (Math.abs(p.v - r.v) > 0.001) return false;
  if (p.percent) return r.percent;
  if (r.percent) return false;
  return p.v >= 100 || p.money || !Number.isInteger(p.v);
}

type Reading = { c: Canonical; fold: string; dates: (DateValue & Found)[]; qty: (Quantity & Found)[] };
const canonCache = new Map<string, Reading>();
/** The canonical reading of a reply, lower-cased too (cached: every protected value of a reply reads the same one). */
export function readReply(text: string): Reading {
  let r = canonCache.get(text);
  if (!r) {
    const c = canonicalText(text);
    r = { c, fold: foldSameLength(c.text), dates: datesIn(c.text), qty: quantitiesIn(c.text) };
    if (canonCache.size >= 4) canonCache.clear();
    canonCache.set(text, r);
  }
  return r;
}

/** A span of the canonical text as a span of the text it was read from. */
export function originalSpan(c: Canonical, f: Found, textLength: number): Found {
  return { start: c.map[f.start] ?? 0, end: (c.map[Math.max(f.start, f.end - 1)] ?? textLength - 1) + 1 };
}

/** The span of the reply that gives the protected value in another form (date or quantity), or undefined. */
export function sameValueIn(text: string, value: string): Found | undefined {
  const dates = datesOfValue(value);
  const q = dates.length ? undefined : quantityOf(value);
  if (!dates.length && !q) return undefined;
  const r = readReply(text);
  const back = (f: Found) => originalSpan(r.c, f, text.length);
  for (const d of dates) {
    const hit = r.dates.find((x) => x.m === d.m && x.d === d.d && (x.y === undefined || d.y === undefined || x.y === d.y));
    if (hit) return back(hit);
  }
  if (q) {
    const hit = r.qty.find((x) => sameQuantity(q, x));
    if (hit) return back(hit);
    // an amount or a share given roughly ("a bit over four hundred thousand dollars" for $412,000): approximate.ts
    const rough = q.money || q.percent ? roughlyIn(r.c.text, q) : undefined;
    if (rough) return back(rough);
  }
  return undefined;
}
