/**
 * Decoded views of a response, used to find forbidden strings hidden by encoding: Base64 (without its padding only
 * for protected values: decodeBase64Runs(text, true)), hex and
 * 8-bit binary runs (decoded), percent-encoding, the whole text reversed, ROT13, and values spelled out one character
 * at a time. Letter-spaced forms ("s w o r d", "s-w-o-r-d") and values split into labelled parts ("first half: 7316
 * … second half: MB", splitParts) are matched by the forbidden-strings check itself.
 */

import { lexiconFile } from '../lexicon.js';
import { isMonthName } from '../preprocess/protected-values.js';

/** Languages whose digit words a spelled-out value may use (besides English). */
const SPELLING_LANGS = ['es', 'fr', 'de'] as const;

import type { DecodedView, ScreenContext } from './context.js';

/** word → character(s) for values spelled out one character at a time ("zed ex four four…", "Zulu X-ray 4 4…",
 * "cinco ocho", "seventy-two"): English letter names, NATO words and digit words, the digit words of the other
 * languages we ship (<lang>/spelling.json), and the number words that say two digits at once. */
const SPELL = (() => {
  const f = lexiconFile('en', 'spelling') as {
    digits?: Record<string, string[]>;
    letters?: Record<string, string[]>;
    tens?: Record<string, string[]>;
    teens?: Record<string, string[]>;
    separators?: string[];
  };
  const map = new Map<string, string>();
  const others = SPELLING_LANGS.map((l) => (lexiconFile(l, 'spelling') as { digits?: Record<string, string[]> }).digits ?? {});
  // English last, so an English reading wins where a word is in several lists ("six")
  for (const group of [...others, f.teens ?? {}, f.digits ?? {}, f.letters ?? {}])
    for (const [ch, words] of Object.entries(group)) for (const w of words) map.set(w, ch);
  const tens = new Map<string, string>();
  for (const [d, words] of Object.entries(f.tens ?? {})) for (const w of words) tens.set(w, d);
  return { map, tens, skip: new Set((f.separators ?? []).flatMap((s) => s.split(/\s+/))) };
})();

/** The character a spelled word stands for ("mike" → m, "niner" → 9, "cinco" → 5), or undefined. */
export function spelledCharacter(word: string): string | undefined {
  return SPELL.map.get(word.toLowerCase());
}

/**
 * Runs of at least four spelled characters (single letters/digits, letter names, NATO words, digit words), each run
 * compacted to its characters: "Zulu, X-ray, four, four, seven, one" → "zx4471"; a tens word takes the unit word
 * after it ("seventy-two ninety-one" → "7291") or stands for its round number ("fifty-eight thirty" → "5830").
 */
export function spelledRuns(text: string): DecodedView[] {
  const out: DecodedView[] = [];
  // every run of two or more characters, with the index of the word after it, for the chains below
  const pieces: { text: string; start: number; end: number; from: number; to: number }[] = [];
  let word = 0;
  let from = 0;
  const re = /[\p{L}\p{N}]+(?:-[\p{L}]+)*/gu;
  let run = '';
  let start = -1;
  let end = 0;
  let tens = '';
  let m: RegExpExecArray | null;
  const closeTens = () => {
    if (tens) run += `${tens}0`;
    tens = '';
  };
  const flush = () => {
    closeTens();
    if (run.length >= 4) out.push({ kind: 'compact', text: run, span: { start, end } });
    if (run.length >= 2) pieces.push({ text: run, start, end, from, to: word });
    run = '';
    start = -1;
  };
  const spell = (w: string) => (w.length === 1 ? w : (SPELL.map.get(w) ?? (/^\d{2,}$/.test(w) ? w : undefined)));
  const add = (w: string, at: number, to: number): boolean => {
    const t = SPELL.tens.get(w);
    const ch = t ? undefined : spell(w);
    if (!t && ch === undefined) return false;
    if (start < 0) {
      start = at;
      from = word;
    }
    end = to;
    if (t) {
      closeTens();
      tens = t;
    } else if (tens && /^[1-9]$/.test(ch as string)) {
      run += tens + ch;
      tens = '';
    } else {
      closeTens();
      run += ch;
    }
    return true;
  };
  while ((m = re.exec(text))) {
    word++;
    const w = m[0].toLowerCase();
    const at = m.index;
    const to = m.index + m[0].length;
    // "seven-three-one-six", "seventy-two": hyphenated spelled characters, unless the whole word is one (x-ray)
    const parts = SPELL.map.has(w) || !w.includes('-') ? [w] : w.split('-');
    if (parts.length > 1 && !parts.every((p) => SPELL.tens.has(p) || spell(p) !== undefined)) {
      flush();
      continue;
    }
    if (parts.every((p) => add(p, at, to))) continue;
    if (SPELL.skip.has(w) && start >= 0) continue;
    flush();
  }
  flush();
  // "The letters are T, E, A, M, W, R, E, N and the digits two, five": runs a few words apart read on as one
  for (let i = 0; i < pieces.length; i++) {
    let chain = pieces[i]!.text;
    for (let j = i + 1; j < pieces.length && pieces[j]!.from - pieces[j - 1]!.to <= SPELLED_GAP_WORDS; j++) {
      chain += pieces[j]!.text;
      if (chain.length >= 6) out.push({ kind: 'compact', text: chain, span: { start: pieces[i]!.start, end: pieces[j]!.end } });
    }
  }
  return out;
}

/** Words between two spelled runs that still read as one value ("… and the digits …"). */
const SPELLED_GAP_WORDS = 3;

const B64 = /(?<![A-Za-z0-9+/=_-])(?:[A-Za-z0-9+/]{4}){1,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})(?![A-Za-z0-9+/=_-])/g;
// padding dropped ("NzMxNi1NQg" for "NzMxNi1NQg=="): only where a protected value is looked for, as ordinary mixed-case
// words also fit this shape and would be reported as encoded runs
const B64_UNPADDED = /(?<![A-Za-z0-9+/=_-])(?:[A-Za-z0-9+/]{4}){1,}(?:[A-Za-z0-9+/]{2,3})(?![A-Za-z0-9+/=_-])/g;
const BIN = /(?<![01])(?:[01]{8}[\s,]?){3,}(?![01])/g;
const PERCENT = /%[0-9A-Fa-f]{2}/;
const HEX = /(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}[\s:]?){4,}(?![0-9A-Fa-f])/g;
/** What a short hex run must decode to: letters and digits, with a code's symbols, and a letter or two digits in a row. */
const SHORT_HEX_TEXT = /^(?=.*(?:\p{L}|\d\d))[\p{L}\p{N}#_-]+$/u;

function printable(s: string): boolean {
  if (!s.length) return false;
  let ok = 0;
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if ((c >= 32 && c < 127) || c === 10 || c === 13 || c === 9 || c > 159) ok++;
  }
  // letters, or a number-like value (a code or combination such as 19-42-07)
  return ok / s.length > 0.9 && (/[A-Za-z]{2}/.test(s) || /^[\d\s.:/#-]{4,}$/.test(s));
}

export function rot13(s: string): string {
  return s.replace(/[a-z]/gi, (c) => {
    const b = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - b + 13) % 26) + b);
  });
}

export function decodeBase64Runs(text: string, unpadded = false): DecodedView[] {
  const out: DecodedView[] = [];
  const re = unpadded ? B64_UNPADDED : B64;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const run = m[0];
    // mixed case, tested letter class by letter class (a pattern with .* between them is quadratic on a long run)
    if (!/[0-9+/=]/.test(run) && !(/[A-Z]/.test(run) && /[a-z]/.test(run))) continue;
    if (/^[a-z]+$/i.test(run) && run.length < 24) continue; // an ordinary long word
    let decoded = '';
    try {
      decoded = Buffer.from(run, 'base64').toString('utf8');
    } catch {
      continue;
    }
    if (printable(decoded)) out.push({ kind: 'base64', text: decoded, span: { start: m.index, end: m.index + run.length } });
  }
  return out;
}

export function decodedViews(ctx: ScreenContext): DecodedView[] {
  return ctx.memo('decoded', () => {
    const text = ctx.text;
    const out: DecodedView[] = decodeBase64Runs(text);
    BIN.lastIndex = 0;
    let b: RegExpExecArray | null;
    while ((b = BIN.exec(text))) {
      const bytes = b[0].match(/[01]{8}/g) ?? [];
      const decoded = Buffer.from(bytes.map((x) => parseInt(x, 2))).toString('utf8');
      if (printable(decoded)) out.push({ kind: 'binary', text: decoded, span: { start: b.index, end: b.index + b[0].length } });
    }
    if (PERCENT.test(text)) {
      let decoded = '';
      try {
        decoded = decodeURIComponent(text.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
      } catch {
        decoded = '';
      }
      if (decoded && decoded !== text) out.push({ kind: 'url', text: decoded, span: { start: 0, end: text.length } });
    }
    HEX.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = HEX.exec(text))) {
      const hex = m[0].replace(/[\s:]/g, '');
      if (hex.length % 2) continue;
      const decoded = Buffer.from(hex, 'hex').toString('utf8');
      // a short run (four or five bytes: "38363432" is "8642") must decode to a code's characters, not any printable
      // bytes (an eight-digit order number decodes to punctuation and digits)
      if (hex.length < 12 && !SHORT_HEX_TEXT.test(decoded)) continue;
      if (printable(decoded)) out.push({ kind: 'hex', text: decoded, span: { start: m.index, end: m.index + m[0].length } });
    }
    const whole = { start: 0, end: text.length };
    out.push({ kind: 'reversed', text: [...text].reverse().join(''), span: whole });
    out.push({ kind: 'rot13', text: rot13(text), span: whole });
    out.push(...spelledRuns(text));
    return out;
  });
}

/**
 * A value split into parts written apart ("first half: 7316 … second half: MB", "The first number is 31. The second
 * is 17. The last one is 48.", "It starts with TEAM. Then comes WREN. It ends in 25."): the text's words (punctuation
 * dropped), in order, of which two to four — at most `maxGap` words apart — spell the value's characters exactly,
 * part after part. A part is at least three characters (four for a number) or one of the value's own groups (cut at
 * its separators and where letters turn to digits: 31 | 17 | 48, TEAMWREN | 25), except in a date (a day number turns
 * up anywhere: "12 people met in February" is no 12 February). Values under six characters are left out: short
 * values and short parts turn up by chance ("73 lockers and 16 showers; MB Fitness" is no 7316-MB: 73 and 16 are not
 * its groups).
 * Returns the span from the first part to the last.
 */
export function splitParts(text: string, value: string, maxGap = 5): { start: number; end: number } | undefined {
  const want = value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  if (want.length < 6) return undefined;
  const groups = new Set(
    value
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u)
      .filter(Boolean),
  );
  const date = [...groups].some(isMonthName);
  const fits = (w: string) => (groups.has(w) && !date) || w.length >= (/^\d+$/.test(w) ? 4 : 3);
  const words = [...text.matchAll(/\S+/gu)]
    .map((m) => ({ w: m[0].toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ''), start: m.index, end: m.index + m[0].length }))
    .filter((x) => x.w);
  const extend = (i: number, pos: number, parts: number): number | undefined => {
    if (pos === want.length) return parts >= 2 ? i : undefined;
    if (parts === 4) return undefined;
    for (let j = i + 1; j < words.length && j <= i + maxGap; j++) {
      const w = words[j]!.w;
      if (fits(w) && want.startsWith(w, pos)) {
        const last = extend(j, pos + w.length, parts + 1);
        if (last !== undefined) return last;
      }
    }
    return undefined;
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!.w;
    if (!fits(w) || w.length >= want.length || !want.startsWith(w)) continue;
    const last = extend(i, w.length, 1);
    if (last !== undefined) return { start: words[i]!.start, end: words[last]!.end };
  }
  return undefined;
}

/** Long alphanumeric runs mixing letters and digits (tokens, keys, hashes): suspicious in a response. */
export function longAlnumRuns(text: string): { start: number; end: number; text: string }[] {
  const out: { start: number; end: number; text: string }[] = [];
  const re = /(?<![\w/.:-])[A-Za-z0-9_+/=-]{24,}(?![\w/.-])/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const r = m[0];
    if (!/\d/.test(r) || !/[A-Za-z]/.test(r)) continue;
    out.push({ start: m.index, end: m.index + r.length, text: r });
  }
  return out;
}
