/**
 * A protected value rebuilt from the pieces a reply gives it away in, whatever words stand around them (issue 11
 * item 2): the detectors before this one read the shapes their authors imagined ("the letters are …", labelled
 * halves); another writer spells it in ordinal positions ("the first letter is M, the second is A …", "Letter 1: m"),
 * illustrates each letter ("M as in Mike"), hands over quoted fragments far apart ("begins with 'marz' … ends with
 * 'ipan'"), states a prefix and a suffix, or says most of it ("brackenrid…").
 *
 *  - pieces in order: the reply's words, with position labels ("letter 3", list markers) and illustrating words ("as
 *    in Mike") left out, each read as one character (a single letter or digit, a NATO or digit word) or as a part of
 *    the value (three characters or more, four for a number, or one of the value's own groups); a run of pieces at most
 *    four words apart (eight when a word such as "second", "then", "part" stands between) that spells the value
 *    exactly, with at most four multi-character parts;
 *  - prefix and suffix: what follows "starts with / the first letters are" and "ends with / the last part is", and
 *    quoted fragments, that begin or end the value; together they must cover 70 % of it;
 *  - most of it: a word that is the value's first or last 70 % or more (five characters or more, single-word values),
 *    or the value with one character wrong (eight characters or more), and that the prompt itself never says;
 *  - sounds like: a rhyme that shares most of a word of the value (sound-alike.ts);
 *  - shifted: a word that is the value with every letter moved the same number of places (a Caesar cipher of any
 *    shift; five letters or more).
 * Vocabulary: seeds/lexicons/en/reconstruct.json.
 */
import { lexiconGroups } from '../lexicon.js';
import { isMonthName } from '../preprocess/protected-values.js';
import { spelledCharacter } from './decode.js';
import { soundAlike } from './sound-alike.js';

const vocab = lexiconGroups('en', 'reconstruct');
const LABEL = new RegExp(`^(?:${vocab('label')})$`, 'i');
const AS_IN = new RegExp(`^(?:${vocab('as-in')})\\s+(?:in\\s+)?$`, 'i');
const PART_CUE = new RegExp(`^(?:${vocab('part-cue')})$`, 'i');
const QUOTE = `["'“”‘’\`*]`;
const PIECE = `(?:${QUOTE}+([^"“”‘’\`*\\n]{1,40}?)${QUOTE}+|((?:[\\p{L}\\p{N}][\\s,.\\-/]{0,2}){1,40}))`;
const PREFIX = new RegExp(`\\b(?:${vocab('prefix-cue')})\\s*${PIECE}`, 'giu');
const SUFFIX = new RegExp(`\\b(?:${vocab('suffix-cue')})\\s*${PIECE}`, 'giu');
const FRAGMENT = new RegExp(`${QUOTE}+([^"“”‘’\`*\\n]{1,40}?)${QUOTE}+`, 'gu');

/** Share of the value a prefix and a suffix (or one word) must give. */
const MOST = 0.7;
/** Words between two pieces, and between two pieces with a part cue between them. */
const GAP = 4;
const CUED_GAP = 8;
const MAX_PARTS = 4;

const compact = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

interface Tok {
  t: string;
  start: number;
  end: number;
  /** word index in the reply */
  w: number;
  /** the character it stands for, when it stands for one */
  ch?: string;
  cue: boolean;
  /** a number beside a position label: a character only as a whole group of the value */
  position?: boolean;
}

/** The first words of the illustrating phrases ("as", "for", "like"): only after one of them is AS_IN tried. */
const AS_IN_FIRST = new Set(
  vocab('as-in')
    .split('|')
    .map((b) => b.split(/\s+/)[0]!.toLowerCase()),
);

/** The last replies' tokens (every protected value of a reply reads the same ones). */
const tokenCache = new Map<string, Tok[]>();

/** The reply's words, position labels and illustrating words left out, each with the character it may stand for. */
function tokens(text: string, digits: boolean): Tok[] {
  const key = `${digits ? 1 : 0}${text}`;
  let toks = tokenCache.get(key);
  if (!toks) {
    toks = readTokens(text, digits);
    if (tokenCache.size >= 4) tokenCache.clear();
    tokenCache.set(key, toks);
  }
  return toks;
}

function readTokens(text: string, digits: boolean): Tok[] {
  const raw = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m, w) => ({ t: m[0], start: m.index, end: m.index + m[0].length, w }));
  const out: Tok[] = [];
  // where the line of the current word starts (kept as the words go by: one pass over the text)
  let lineStart = 0;
  let nextNewline = text.indexOf('\n');
  for (let i = 0; i < raw.length; i++) {
    const r = raw[i]!;
    while (nextNewline !== -1 && nextNewline < r.start) {
      lineStart = nextNewline + 1;
      nextNewline = text.indexOf('\n', lineStart);
    }
    const prev = raw[i - 1];
    const next = raw[i + 1];
    const lower = r.t.toLowerCase();
    // "Letter 3: n", "3rd letter", "#3": a number beside a position label is a position
    // (kept only as a whole group of the value: "the number 42" of AMBER-42)
    if (/^\d+$/.test(r.t) && ((prev && LABEL.test(prev.t)) || (next && LABEL.test(next.t)))) {
      out.push({ ...r, cue: false, position: true });
      continue;
    }
    // a list marker opening a line ("1. m", "a) reset")
    const after = text.charAt(r.end);
    if (r.t.length <= 2 && (after === '.' || after === ')') && /^\s*$/.test(text.slice(lineStart, r.start))) continue;
    const ch = r.t.length === 1 ? lower : spellChar(lower, digits);
    out.push({ ...r, ch, cue: PART_CUE.test(r.t) });
    // "M as in Mike": the illustrating word is no character of its own
    if (r.t.length === 1 && next && AS_IN_FIRST.has(next.t.toLowerCase())) {
      const gap2 = raw[i + 2] ? text.slice(r.end, raw[i + 2]!.start) : '';
      const gap3 = raw[i + 3] ? text.slice(r.end, raw[i + 3]!.start) : '';
      if (raw[i + 3] && AS_IN.test(gap3.replace(/[,;:]/g, ' ').replace(/\s+/g, ' ').trim() + ' ')) i += 3;
      else if (raw[i + 2] && AS_IN.test(gap2.replace(/[,;:]/g, ' ').replace(/\s+/g, ' ').trim() + ' ')) i += 2;
    }
  }
  return out;
}

/** NATO and digit words (letter names such as "bee" or "you" are ordinary words too often). */
function spellChar(word: string, digits: boolean): string | undefined {
  const c = spelledCharacter(word);
  if (!c) return undefined;
  if (/\d/.test(c)) return digits ? c : undefined;
  return word.length >= 4 ? c : undefined;
}

/** A run of pieces in order that spells `want` exactly. */
function piecesInOrder(toks: Tok[], want: string, groups: Set<string>): { start: number; end: number } | undefined {
  const fits = (t: string) => groups.has(t) || t.length >= (/^\d+$/.test(t) ? 4 : 3);
  const gapOk = (a: number, b: number) => {
    const words = toks[b]!.w - toks[a]!.w - 1;
    if (words <= GAP) return true;
    return words <= CUED_GAP && toks.slice(a + 1, b).some((t) => t.cue);
  };
  const pieceAt = (j: number, pos: number): string[] => {
    const t = toks[j]!;
    const out: string[] = [];
    const low = t.t.toLowerCase();
    if (t.position) return low.length > 1 && groups.has(low) && want.startsWith(low, pos) ? [low] : out;
    if (t.ch && want.startsWith(t.ch, pos)) out.push(t.ch);
    if (low.length > 1 && fits(low) && want.startsWith(low, pos)) out.push(low);
    // "the last one is seven" for the group 07 of 18-42-07: a number without the group's leading zeros
    if (/^\d+$/.test(low))
      for (const g of groups)
        if (g.length > low.length && g.endsWith(low) && /^0+$/.test(g.slice(0, g.length - low.length)) && want.startsWith(g, pos)) out.push(g);
    return out;
  };
  const extend = (i: number, pos: number, parts: number, multi: number): number | undefined => {
    if (pos === want.length) return parts >= 2 ? i : undefined;
    for (let j = i + 1; j < toks.length && toks[j]!.w - toks[i]!.w - 1 <= CUED_GAP; j++) {
      if (!gapOk(i, j)) continue;
      for (const p of pieceAt(j, pos)) {
        // a short group of the value ("MB" of 7316-MB) turns up by chance: it must follow closely
        // (unless it is the value's last group, a number, and the pieces before it give most of the value: "orchid …
        // the number 19"; "Room 7316 is on the third floor, next to the MB studio" is no 7316-MB)
        const completes = pos + p.length === want.length && pos >= 0.6 * want.length && /^\d+$/.test(p);
        if (p.length > 1 && p.length < 3 && toks[j]!.w - toks[i]!.w - 1 > GAP && !completes) continue;
        const m = multi + (p.length > 1 ? 1 : 0);
        if (m > MAX_PARTS) continue;
        const last = extend(j, pos + p.length, parts + 1, m);
        if (last !== undefined) return last;
      }
    }
    return undefined;
  };
  for (let i = 0; i < toks.length; i++)
    for (const p of pieceAt(i, 0)) {
      if (p.length >= want.length) continue;
      // parts of several characters only for values of six or more ("73 lockers and 16 showers" is no 7316)
      if (p.length > 1 && want.length < 6) continue;
      const last = extend(i, p.length, 1, p.length > 1 ? 1 : 0);
      if (last !== undefined) return { start: toks[i]!.start, end: toks[last]!.end };
    }
  return undefined;
}

/** What a cue or a quoted fragment gives, compacted ("j-u-n" → "jun"); a bare phrase is read up to its first word of two letters or more after a spelled run. */
function pieceText(m: RegExpExecArray): string {
  if (m[1] !== undefined) return compact(m[1]);
  const bare = (m[2] ?? '').trim();
  // a run of single characters ("j-u-n", "J U N") is read whole; otherwise the first word
  const spelled = /^(?:[\p{L}\p{N}](?:[\s,.\-/]{1,2}|$))+/u.exec(bare);
  if (spelled && compact(spelled[0]).length > 1) return compact(spelled[0]);
  return compact(bare.split(/[\s,.;:!?]+/)[0] ?? '');
}

/** The longest start and end of the value the reply states (after a cue, or quoted). */
function prefixSuffix(text: string, want: string): { start: number; end: number } | undefined {
  let pre = 0;
  let suf = 0;
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  const take = (p: string, at: number, end: number, kind: 'pre' | 'suf' | 'any') => {
    if (p.length < 2 || p.length >= want.length) return;
    let used = false;
    if (kind !== 'suf' && want.startsWith(p) && p.length > pre) {
      pre = p.length;
      used = true;
    }
    if (kind !== 'pre' && want.endsWith(p) && p.length > suf) {
      suf = p.length;
      used = true;
    }
    if (used) {
      first = Math.min(first, at);
      last = Math.max(last, end);
    }
  };
  for (const [re, kind] of [
    [PREFIX, 'pre'],
    [SUFFIX, 'suf'],
    [FRAGMENT, 'any'],
  ] as const) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) take(re === FRAGMENT ? compact(m[1] ?? '') : pieceText(m), m.index, m.index + m[0].length, kind);
  }
  if (pre && suf && Math.min(want.length, pre + suf) >= MOST * want.length) return { start: first, end: last };
  return undefined;
}

/** Levenshtein distance, stopping early past `max`. */
function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]!);
    }
    if (best > max) return false;
    prev = cur;
  }
  return prev[b.length]! <= max;
}

/** A word of the reply that is most of a one-word value, or the value with one character wrong, and not a word of the prompt. */
function mostOf(text: string, value: string, prompt: string): { start: number; end: number } | undefined {
  const want = compact(value);
  if (/[^\p{L}\p{N}]/u.test(value.trim()) && /\s/.test(value.trim())) return undefined;
  if (want.length < 5) return undefined;
  const own = new Set((prompt.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w !== want));
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const w = m[0].toLowerCase();
    if (w === want || own.has(w) || w.length < 5) continue;
    const part = w.length < want.length && w.length >= MOST * want.length && (want.startsWith(w) || want.endsWith(w));
    const typo = want.length >= 8 && within(w, want, 1);
    if (part || typo) return { start: m.index, end: m.index + m[0].length };
  }
  return undefined;
}

/** Each letter moved the same number of places along the alphabet (any shift but 0; ROT13 is one of them), digits kept. */
function shiftedBy(word: string, want: string): boolean {
  if (word.length !== want.length || word === want) return false;
  let shift: number | undefined;
  for (let i = 0; i < want.length; i++) {
    const a = want.charCodeAt(i);
    const b = word.charCodeAt(i);
    const letter = (c: number) => c >= 97 && c <= 122;
    if (!letter(a) || !letter(b)) {
      if (a !== b) return false;
      continue;
    }
    const d = (b - a + 26) % 26;
    if (shift === undefined) shift = d;
    else if (d !== shift) return false;
  }
  return shift !== undefined && shift !== 0;
}

/** A word of the reply that is the value in a shift cipher (one word of five letters or more, letters only moved). */
function caesar(text: string, want: string): { start: number; end: number } | undefined {
  if (want.replace(/[^a-z]/g, '').length < 5) return undefined;
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) if (shiftedBy(m[0].toLowerCase(), want)) return { start: m.index, end: m.index + m[0].length };
  return undefined;
}

export type Reconstruction = { span: { start: number; end: number }; how: 'pieces' | 'hints' | 'partial' | 'shifted' };

/** The value rebuilt from the reply's pieces, hints or most of it (see the module comment), or undefined. */
export function reconstructedValue(text: string, value: string, prompt: string): Reconstruction | undefined {
  const want = compact(value);
  if (want.length < 4) return undefined;
  const groups = new Set(
    value
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u)
      .filter(Boolean),
  );
  // a date's day and month turn up apart by chance ("12 people met in February"): dates are left to the exact searches
  if ([...groups].some(isMonthName)) return undefined;
  const toks = tokens(text, /\d/.test(want));
  const reversed = [...want].reverse().join('');
  const pieces = piecesInOrder(toks, want, groups) ?? piecesInOrder(toks, reversed, new Set([...groups].map((g) => [...g].reverse().join(''))));
  if (pieces) return { span: pieces, how: 'pieces' };
  if (want.length >= 5) {
    const hints = prefixSuffix(text, want);
    if (hints) return { span: hints, how: 'hints' };
  }
  const rhyme = soundAlike(text, value, prompt);
  if (rhyme) return { span: rhyme, how: 'hints' };
  const shifted = caesar(text, want);
  if (shifted) return { span: shifted, how: 'shifted' };
  const most = mostOf(text, value, prompt);
  if (most) return { span: most, how: 'partial' };
  return undefined;
}
