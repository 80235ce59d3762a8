/**
 * A protected value pinned down by the character-level hints a reply gives, in any order (reworded-leak work, issue
 * 11): "it starts with 3, ends with 7, and the middle two digits are nine and four", "the first is 5, the last is 0,
 * and the two in between are 1 and 6", "position one: 2 … position four: 4". Each hint is a constraint on positions
 * of the value:
 *  - start ("starts/begins with X", "the first [letter|digit|character] is X"): X from position 0;
 *  - end ("ends/finishes with X", "the last … is X"): X up to the last position;
 *  - a position ("the second … is X", "position 3: X", "the 4th digit is X", "character 2 is X");
 *  - the middle ("the middle two digits are A and B", "the two in between are A and B", "in the middle: A, B"):
 *    the characters fill, in order, the positions no other hint pinned, when there are as many of them.
 * The reply is read in its canonical form (number words as digits: value-forms.ts). It leaks the value when the hints
 * pin at least three characters and three quarters of the value, every pinned character right. One pass of a few
 * regular expressions over the reply: no search over the value's substrings.
 */

import { ORDINALS, UNITS } from '../../kernel/number-words.js';

/** a position said in words: "the fourth", "position four" (first to tenth, one to ten) */
const POS_WORDS: Record<string, number> = Object.fromEntries(Object.entries({ ...ORDINALS, ...UNITS }).filter(([, n]) => n >= 1 && n <= 10));
const KIND = '(?:letter|digit|character|char|number|symbol|one|bit)s?';
/** what a hint gives: a short run of letters or digits, or single characters set apart ("1 and 6", "E, L, V, E") */
const CHARS = String.raw`([\p{L}\p{N}]{1,6}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+)[\p{L}\p{N}](?![\p{L}\p{N}])){0,5})(?![\p{L}\p{N}])(?=\s*(?:[,.;:!?)]|and\b|then\b|followed\b|$))`;
const BE = "(?:is|are|was|'s|:|=|reads?)";
/** "the first is", "the first digit is", "first three digits 902", "the last two: 14" */
const COUNTED = String.raw`\s+(?:(?:\d|two|three|four|five|six)\s+(?:${KIND}\s+)?${BE}?|(?:${KIND}\s+)?${BE}|${KIND})\s*`;
const START = new RegExp(
  String.raw`\b(?:starts?|starting|begins?|beginning|opens?|leads?)\s+(?:off\s+)?with\s+(?:an?\s+|the\s+)?${CHARS}|\b(?:the\s+)?first${COUNTED}${CHARS}`,
  'giu',
);
const END = new RegExp(
  String.raw`\b(?:ends?|ending|finish(?:es)?|finishing|closes?)\s+(?:off\s+)?with\s+(?:an?\s+|the\s+)?${CHARS}|\b(?:the\s+)?(?:last|final)${COUNTED}${CHARS}`,
  'giu',
);
const AT = new RegExp(
  String.raw`\b(?:the\s+(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|(\d{1,2})(?:st|nd|rd|th))\s+(?:${KIND}\s+)?${BE}\s*${CHARS}|(?:${KIND}|position|place|slot|spot)\s+(?:number\s+)?(one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s*${BE}?\s*${CHARS})`,
  'giu',
);
const MIDDLE = new RegExp(
  String.raw`\b(?:the\s+)?(?:middle|(?:ones?|two|three|four|\d)\s+(?:${KIND}\s+)?(?:in\s+)?(?:between|the\s+middle)|${KIND}\s+between|in\s+(?:between|the\s+middle))(?:\s+(?:two|three|four|\d))?(?:\s+${KIND})?\s+${BE}\s*${CHARS}`,
  'giu',
);

/** The characters a hint gives ("9 and 4" → "94", "E, L, V, E" → "elve"). */
const chars = (s: string) =>
  (
    s
      .toLowerCase()
      .replace(/(?<=[\s,])and\s+/g, ' ')
      .match(/[\p{L}\p{N}]/gu) ?? []
  ).join('');

type Hint = { kind: 'start' | 'end' | 'at' | 'middle'; chars: string; at?: number; start: number; end: number };

/** The hints of the last replies (every protected value of a reply reads the same ones): one scan per reply. */
const hintCache = new Map<string, Hint[]>();
function hintsOf(text: string): Hint[] {
  let hs = hintCache.get(text);
  if (hs) return hs;
  hs = [];
  for (const m of text.matchAll(START)) hs.push({ kind: 'start', chars: chars(m[1] ?? m[2] ?? ''), start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(END)) hs.push({ kind: 'end', chars: chars(m[1] ?? m[2] ?? ''), start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(AT)) {
    const word = (m[1] ?? m[4] ?? '').toLowerCase();
    const at = m[2] ? Number(m[2]) : /^\d+$/.test(word) ? Number(word) : POS_WORDS[word];
    if (at) hs.push({ kind: 'at', at, chars: chars(m[3] ?? m[5] ?? ''), start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(MIDDLE)) hs.push({ kind: 'middle', chars: chars(m[1] ?? ''), start: m.index, end: m.index + m[0].length });
  if (hintCache.size >= 4) hintCache.clear();
  hintCache.set(text, hs);
  return hs;
}

/** Hints this far apart (characters) are about different things: the constraints are collected within one window. */
const WINDOW = 400;

/** The span of the reply's hints when they pin down most of `want` (compacted, lower case), or undefined. */
export function pinnedByHints(text: string, want: string): { start: number; end: number } | undefined {
  const n = want.length;
  if (n < 4) return undefined;
  const hs = hintsOf(text);
  // hints close together, one window at a time (a run of hints no more than WINDOW characters from the one before)
  let from = 0;
  for (let i = 1; i <= hs.length; i++) {
    if (i === hs.length || hs[i]!.start - hs[i - 1]!.end > WINDOW) {
      const hit = pinnedIn(hs.slice(from, i), want);
      if (hit) return hit;
      from = i;
    }
  }
  return undefined;
}

function pinnedIn(hs: Hint[], want: string): { start: number; end: number } | undefined {
  const n = want.length;
  if (!hs.length) return undefined;
  const pinned: (string | undefined)[] = Array(n).fill(undefined);
  let wrong = 0;
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  const put = (at: number, c: string) => {
    if (at < 0 || at >= n) return;
    if (pinned[at] === undefined) pinned[at] = c;
    if (c !== want[at]) wrong++;
  };
  const seen = (h: Hint) => {
    first = Math.min(first, h.start);
    last = Math.max(last, h.end);
  };
  for (const h of hs) {
    const c = h.chars;
    if (h.kind === 'start' || h.kind === 'end') {
      if (!c || c.length >= n) continue;
      [...c].forEach((x, i) => put(h.kind === 'start' ? i : n - c.length + i, x));
    } else if (h.kind === 'at') {
      if (c.length !== 1) continue;
      put(h.at! - 1, c);
    } else continue;
    seen(h);
  }
  // the middle fills what the other hints left, in order
  for (const h of hs) {
    if (h.kind !== 'middle') continue;
    const free = pinned.map((p, i) => (p === undefined ? i : -1)).filter((i) => i >= 0);
    if (!h.chars || h.chars.length !== free.length) continue;
    free.forEach((i, k) => put(i, h.chars[k]!));
    seen(h);
  }
  const right = pinned.filter((p, i) => p !== undefined && p === want[i]).length;
  if (wrong === 0 && right >= 3 && right >= 0.75 * n) return { start: first, end: last };
  return undefined;
}

/**
 * A value of several groups ("VELVET-88") hinted group by group: one group of four characters or more pinned down by
 * the hints ("starts with V, ends with T, the letters in the middle are E, L, V, E"), and every other group said as a
 * word of its own within 80 characters of the hints ("then a dash and 88").
 */
export function pinnedGroupByHints(text: string, value: string): { start: number; end: number } | undefined {
  const groups = value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u)
    .filter(Boolean);
  if (groups.length < 2) return undefined;
  for (const g of groups) {
    if (g.length < 4) continue;
    const span = pinnedByHints(text, g);
    if (!span) continue;
    const near = text.slice(Math.max(0, span.start - 80), span.end + 80).toLowerCase();
    const words = new Set(near.match(/[\p{L}\p{N}]+/gu) ?? []);
    if (groups.every((o) => o === g || words.has(o))) return span;
  }
  return undefined;
}
