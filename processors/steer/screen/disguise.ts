/**
 * More ways a protected value can be written so that a plain search misses it, looked for only where a protected
 * value is (decode.ts has the encodings every reply is scanned for):
 *  - look-alike text: full-width and compatibility forms (NFKC), invisible characters (zero-width, soft hyphen) and
 *    letters of other scripts that look Latin ("Мango" with a Cyrillic М) — the view maps each of its characters back
 *    to the reply, so the span is exact;
 *  - leetspeak: letters and the digits/symbols that stand for them folded to one character on both sides
 *    ("c0pp3r k3ttl3" = "copper kettle");
 *  - character codes: runs of 0x41 / \x41 / \u0041 / &#65; / &#x41; / U+0041, or of decimal ASCII codes (77 97 110…);
 *  - Morse code: runs of dot-dash letters;
 *  - acrostics: the first character of each line (list markers left out), compacted like a spelled-out value.
 * Vocabulary (look-alike letters, leet, Morse): seeds/lexicons/en/spelling.json.
 */
import { lexiconFile } from '../lexicon.js';
import type { DecodedView } from './context.js';

const SPELLING = lexiconFile('en', 'spelling') as { morse?: Record<string, string>; confusables?: Record<string, string>; leet?: Record<string, string> };
const CONFUSABLE = new Map(Object.entries(SPELLING.confusables ?? {}));
const LEET = new Map(Object.entries(SPELLING.leet ?? {}));
const MORSE = new Map(Object.entries(SPELLING.morse ?? {}).map(([ch, code]) => [code, ch]));

/** A view of the reply with, for each of its characters, the offset of the reply character it came from. */
export interface MappedView {
  text: string;
  map: number[];
}

/** The reply with invisible characters dropped, compatibility forms unfolded and look-alike letters made Latin. */
export function plainView(text: string): MappedView {
  let out = '';
  const map: number[] = [];
  let i = 0;
  for (const ch of text) {
    if (!/\p{Cf}/u.test(ch)) {
      const lower = ch.toLowerCase();
      const c = CONFUSABLE.get(lower) ?? ch.normalize('NFKC');
      for (const x of c) {
        out += x;
        map.push(i);
      }
    }
    i += ch.length;
  }
  return { text: out, map };
}

/** Leetspeak folded (lower case; digits and symbols to the letters they stand for); same length as its input. */
export function leetFold(s: string): string {
  let out = '';
  for (const ch of s.toLowerCase()) out += LEET.get(ch) ?? ch;
  return out;
}

const CODE_TOKEN = String.raw`(?:0x[0-9a-f]{2}|\\x[0-9a-f]{2}|\\u[0-9a-f]{4}|&#x[0-9a-f]{2,4};|&#\d{2,5};|u\+[0-9a-f]{4})`;
const CODE_RUN = new RegExp(`${CODE_TOKEN}(?:[\\s,;]*${CODE_TOKEN}){3,}`, 'gi');
const DECIMAL_RUN = /(?<![\d.])(?:\d{2,3}[\s,;]+){3,}\d{2,3}(?![\d.])/g;

function codePoint(tok: string): number {
  const t = tok.toLowerCase();
  if (t.startsWith('&#x')) return parseInt(t.slice(3, -1), 16);
  if (t.startsWith('&#')) return parseInt(t.slice(2, -1), 10);
  if (t.startsWith('0x') || t.startsWith('\\x') || t.startsWith('\\u') || t.startsWith('u+')) return parseInt(t.slice(2), 16);
  return parseInt(t, 10);
}

/** Runs of character codes, decoded (printable ASCII and letters only). */
export function characterCodeRuns(text: string): DecodedView[] {
  const out: DecodedView[] = [];
  for (const re of [CODE_RUN, DECIMAL_RUN]) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      const tokens = m[0].match(re === CODE_RUN ? new RegExp(CODE_TOKEN, 'gi') : /\d+/g) ?? [];
      const codes = tokens.map(codePoint);
      if (!codes.every((c) => (c >= 32 && c < 127) || c > 159)) continue;
      out.push({ kind: 'hex', text: String.fromCodePoint(...codes), span: { start: m.index, end: m.index + m[0].length } });
    }
  }
  return out;
}

/** Runs of at least four Morse letters (separated by spaces; "/" or wide gaps between words), decoded. */
export function morseRuns(text: string): DecodedView[] {
  const out: DecodedView[] = [];
  const re = /(?:[.\-·•−–_]{1,6}(?:\s*\/\s*|\s+|$)){4,}/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const codes = m[0]
      .trim()
      .split(/\s*\/\s*|\s+/)
      .map((c) => c.replace(/[·•]/g, '.').replace(/[−–_]/g, '-'));
    const chars = codes.map((c) => MORSE.get(c));
    if (chars.some((c) => c === undefined)) continue;
    out.push({ kind: 'compact', text: chars.join(''), span: { start: m.index, end: m.index + m[0].trimEnd().length } });
  }
  return out;
}

/** The first letter or digit of each line (list markers and quotes left out), when the reply has four lines or more. */
export function acrostic(text: string): DecodedView[] {
  const lines = [...text.matchAll(/^[^\n]*\S[^\n]*$/gm)];
  if (lines.length < 4) return [];
  let chars = '';
  for (const l of lines) {
    const body = l[0].replace(/^\s*(?:\d+[.)]\s+|[-*•>#]+\s*|[("'“‘*_]+)*/u, '');
    const c = body.match(/[\p{L}\p{N}]/u)?.[0];
    chars += c ? c.toLowerCase() : ' ';
  }
  const first = lines[0]!;
  const last = lines[lines.length - 1]!;
  return [{ kind: 'compact', text: chars, span: { start: first.index, end: last.index + last[0].length } }];
}
