/** Small text edits shared by the members' repairs: cutting spans out, adding text at either end. */
import { lexiconGroups } from '../lexicon.js';
import { splitSentences } from '../text.js';
import type { Span } from '../types.js';
import { PHASE, type RepairContext } from './context.js';

/** Phrase lists live in seeds/lexicons/en/redeem-edit.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'redeem-edit');
export const BUT_THOUGH_ALTHOUGH = new RegExp(String.raw`^[\s\S]*?(?:,\s*(?:${vocab('but-though-although')})\s+|;\s+|\s[—–]\s)`, 'i');

/** Tidies a reply after spans were cut: stray spaces before punctuation, empty bullets, runs of blank lines. */
export function tidy(s: string): string {
  return s
    .replace(/[ \t]+([,.;:!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/^[ \t]+|[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\s*[-*•+]\s*$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Splits `items` into `n` groups of about equal size, each joined into one string. */
export function groupInto(items: string[], n: number): string[] {
  if (items.length <= n) return items;
  const out: string[] = [];
  const per = items.length / n;
  for (let i = 0; i < n; i++) out.push(items.slice(Math.round(i * per), Math.round((i + 1) * per)).join(' '));
  return out;
}

/** Spans to remove: whole sentences, the offending clause only, or just the span (a banned word). */
export interface Removals {
  dropWhole: Span[];
  drop: Span[];
  mask: Span[];
}

export const noRemovals = (): Removals => ({ dropWhole: [], drop: [], mask: [] });

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

function removeSpans(text: string, spans: Span[]): string {
  if (!spans.length) return text;
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let out = '';
  let last = 0;
  for (const s of sorted) {
    if (s.start < last) {
      last = Math.max(last, s.end);
      continue;
    }
    out += text.slice(last, s.start);
    last = s.end;
  }
  out += text.slice(last);
  return tidy(out);
}

/** Sentence spans (of `text`) that overlap any of `spans`. */
function sentencesAt(text: string, spans: Span[]): Span[] {
  return splitSentences(text)
    .filter((s) => spans.some((sp) => overlaps(s, sp)))
    .map((s) => ({ start: s.start, end: s.end }));
}

export const CLAUSE_BREAK = new RegExp(String.raw`,\s*(?:${vocab('clause-break')})\s+|;\s+|\s[—–]\s`, 'gi');

/**
 * Where a sentence's clauses meet: after a comma and a coordinator, a semicolon or a dash (`CLAUSE_BREAK`), and at a
 * bare coordinator that opens a clause with its own subject ("It is simple and it works well"). A relative or
 * adverbial clause after a comma ("…, which …", "…, because …") hangs on the clause before it: it can go alone, but it
 * goes with that clause when that one goes.
 */
export const BARE_CLAUSE_BREAK = new RegExp(String.raw`\s(?:${vocab('bare-coordinator')})\s+(?=(?:${vocab('clause-subject')})\b)`, 'gi');
export const SUBORDINATE_BREAK = new RegExp(String.raw`,\s*(?=(?:${vocab('subordinator')})\s)`, 'gi');
/** The joint left at the start of what remains once a sentence's first clause went. */
export const LEADING_JOINT = new RegExp(String.raw`^(?:\s*,?\s*(?:${vocab('but-though-although')})\s+|\s*;\s+|\s[—–]\s|\s*,\s*)`, 'i');

interface Clause extends Span {
  /** Hangs on the clause before it (a relative or adverbial clause). */
  dependent: boolean;
}

function clausesOf(s: Span & { text: string }): Clause[] {
  const cuts = new Map<number, boolean>();
  for (const [re, dependent] of [
    [CLAUSE_BREAK, false],
    [BARE_CLAUSE_BREAK, false],
    [SUBORDINATE_BREAK, true],
  ] as const) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(s.text))) if (m.index > 0 && !cuts.has(s.start + m.index)) cuts.set(s.start + m.index, dependent);
  }
  const at = [...cuts.keys()].sort((a, b) => a - b);
  const starts = [s.start, ...at];
  return starts.map((c, i) => ({ start: c, end: starts[i + 1] ?? s.end, dependent: i > 0 && cuts.get(c) === true }));
}

const wordsIn = (text: string, c: Span) => (text.slice(c.start, c.end).match(/[\p{L}\p{N}]+/gu) ?? []).length;

/**
 * Like sentencesAt, but when the offending text sits in one clause of a sentence ("I won't say Leafly is overpriced,
 * but our boxes are £5 cheaper", "It is simple and it works well"), only that clause goes, with the clauses that hang
 * on it; when nothing that still says something remains, the whole sentence goes (never a hole).
 */
function clausesAt(text: string, spans: Span[], partial: { cut: boolean }): Span[] {
  const out: Span[] = [];
  for (const s of splitSentences(text)) {
    const hits = spans.filter((sp) => overlaps(s, sp));
    if (!hits.length) continue;
    const clauses = clausesOf(s);
    const bad = new Set(clauses.filter((c) => hits.some((h) => overlaps(c, h))));
    // a dependent clause goes with the clause it hangs on
    clauses.forEach((c, i) => {
      if (c.dependent && i > 0 && bad.has(clauses[i - 1]!)) bad.add(c);
    });
    const good = clauses.filter((c) => !bad.has(c));
    if (!good.length || good.every((c) => wordsIn(text, c) < 3)) {
      out.push({ start: s.start, end: s.end });
      continue;
    }
    partial.cut = true;
    for (const c of bad) {
      // drop the clause with the separator that joins it to what remains
      const first = c.start === s.start;
      const sep = first ? (LEADING_JOINT.exec(text.slice(c.end, s.end)) ?? BUT_THOUGH_ALTHOUGH.exec(text.slice(c.end, s.end))) : null;
      out.push(first ? { start: c.start, end: c.end + (sep ? sep[0].length : 0) } : c);
    }
  }
  return out;
}

/**
 * Cuts the spans out: whole sentences, offending clauses (the rest of the sentence stays when it still says
 * something) and masked words; a sentence start that lost its opening clause is capitalised unless `capitals` is false.
 */
export function cutSpans(text: string, r: Removals, capitals: boolean): string {
  if (!r.drop.length && !r.dropWhole.length && !r.mask.length) return text;
  const partial = { cut: false };
  let out = removeSpans(text, [...sentencesAt(text, r.dropWhole), ...clausesAt(text, r.drop, partial), ...r.mask]);
  // a cut clause can leave the last sentence without its end mark
  if (partial.cut) out = out.replace(/([\p{L}\p{N}])\s*$/u, '$1.');
  if (capitals) out = out.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, a, b) => a + b.toUpperCase());
  return out;
}

/** Text added after the reply: after a blank line when the reply is a list or has paragraphs, else after a space. */
export function appendText(text: string, add: string): string {
  if (!add) return text;
  if (!text) return add;
  return `${text}${/\n[-*•+]\s|\n\d+[.)]\s/.test(text) || /\n\n/.test(text) ? '\n\n' : ' '}${add}`;
}

/** The repair of a member whose violation is an offending sentence (a leak, a disclosure): that sentence goes. */
export const DROP_EVIDENCE = {
  phase: PHASE.remove,
  fix(text: string, _p: unknown, ctx: RepairContext): string {
    const ev = ctx.finding.evidence;
    return ev ? cutSpans(text, { ...noRemovals(), dropWhole: [ev] }, ctx.capitals) : text;
  },
};
