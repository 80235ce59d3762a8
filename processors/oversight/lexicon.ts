/**
 * Compiles the cue phrases of `seeds/oversight/lexicons.json` and `cues.json` into regular expressions and finds the
 * sentence a cue fires in (the evidence quote). Cues are features: detectors combine them with context.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SEEDS = resolve(dirname(fileURLToPath(import.meta.url)), '../../seeds/oversight');

/** `...` → a gap inside one sentence; word boundaries at both ends unless the cue anchors itself. */
export function compileCue(cue: string): RegExp {
  const body = cue.replace(/\s*\.\.\.\s*/g, '[^.!?\\n]{0,60}?');
  const start = cue.startsWith('^') ? '' : '(?<![\\p{L}\\p{N}])';
  const end = cue.endsWith('$') || /[ (]$/.test(cue) ? '' : '(?![\\p{L}\\p{N}])';
  return new RegExp(`${start}(?:${body})${end}`, 'iu');
}

export interface CueSet {
  name: string;
  /** every cue of the set as one alternation: one scan says whether any cue fires (most turns match none) */
  any: RegExp;
  res: RegExp[];
  /** the same expressions with the global flag, for scanning every match */
  gres: RegExp[];
}

export function compileSet(name: string, cues: readonly string[]): CueSet {
  const res = cues.map(compileCue);
  const any = res.length ? new RegExp(res.map((r) => `(?:${r.source})`).join('|'), 'iu') : /(?!)/;
  return { name, any, res, gres: res.map((r) => new RegExp(r.source, r.flags + 'g')) };
}

/** Curly quotes and spacing normalised so the same cue matches every keyboard's apostrophe. */
export function normalise(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export function hits(set: CueSet, normText: string): boolean {
  return set.any.test(normText);
}

/** The first match of the set: its span in the normalised text. */
export function firstMatch(set: CueSet, normText: string): { start: number; end: number } | undefined {
  let best: { start: number; end: number } | undefined;
  if (!set.any.test(normText)) return undefined;
  for (const re of set.res) {
    const m = re.exec(normText);
    if (m && (!best || m.index < best.start)) best = { start: m.index, end: m.index + m[0].length };
  }
  return best;
}

/** The sentence around a span of the normalised text, quoted from the original text (same length after normalising whitespace). */
export function sentenceAround(original: string, span: { start: number; end: number }): string {
  const flat = original
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  let s = span.start;
  while (s > 0 && !/[.!?]/.test(flat[s - 1]!)) s--;
  let e = span.end;
  while (e < flat.length && !/[.!?]/.test(flat[e]!)) e++;
  if (e < flat.length) e++;
  const q = flat.slice(s, e).trim();
  return q.length > 300 ? q.slice(0, 297) + '…' : q;
}

interface LexiconFile {
  user: Record<string, string[]>;
  assistant: Record<string, string[]>;
}
const lex = JSON.parse(readFileSync(resolve(SEEDS, 'lexicons.json'), 'utf8')) as LexiconFile;
const cues = (JSON.parse(readFileSync(resolve(SEEDS, 'cues.json'), 'utf8')) as { cues: Record<string, string[]> }).cues;

const build = (rec: Record<string, string[]>) => Object.fromEntries(Object.entries(rec).map(([k, v]) => [k, compileSet(k, v)]));

export const USER_LEXICON: Record<string, CueSet> = build(lex.user);
export const ASSISTANT_LEXICON: Record<string, CueSet> = build(lex.assistant);
/** assistant-side cue set per behaviour code */
export const BEHAVIOR_CUES: Record<string, CueSet> = build(cues);
