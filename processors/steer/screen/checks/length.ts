/** Length limits in words, sentences, paragraphs, characters or lines ("approx" allows ±20%). */

import { z } from 'zod';
import { lexiconGroups } from '../../lexicon.js';
import { PHASE } from '../../redeem/context.js';
import { compare, countTarget, countWords, type Relation, relationWords, splitParagraphs, splitSentences } from '../../text.js';
import type { Rule } from '../../types.js';
import { type Check, finding, RELATION } from '../check.js';
import { paragraphsOf, type ScreenContext } from '../context.js';

/** Phrase lists live in seeds/lexicons/en/check-length.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'check-length');

export function measure(ctx: ScreenContext | { text: string }, unit: string, divider?: string): number {
  const text = ctx.text;
  if (unit === 'paragraphs' && divider) return text.split(divider).filter((p) => /[\p{L}\p{N}]/u.test(p)).length;
  switch (unit) {
    case 'words':
      return countWords(text);
    case 'sentences':
      return splitSentences(text.replace(/^\s*(?:[-*•+]|\d+[.)])\s+/gm, '')).filter(
        (s) => /[\p{L}\p{N}]/u.test(s.text) && !/^\s*(?:\*{3,}|-{3,}|#+\s*$)/.test(s.text),
      ).length;
    case 'paragraphs':
      return ('memo' in ctx ? paragraphsOf(ctx as ScreenContext) : splitParagraphsLocal(text)).length;
    case 'characters':
      return [...text.trim()].length;
    case 'lines':
      return text.split('\n').filter((l) => l.trim()).length;
    default:
      return 0;
  }
}

function splitParagraphsLocal(text: string) {
  return text.split(/\n\s*\n|\n\s*\*\*\*\s*\n/).filter((p) => p.trim());
}

export const lengthParams = z
  .object({ check: z.literal('length'), unit: z.string(), relation: RELATION, n: z.number(), approx: z.boolean().optional(), divider: z.string().optional() })
  .loose();

/** Keep whole sentences while the measure stays within `limit`; cut the first sentence by words if needed. */
function truncate(text: string, unit: string, limit: number): string {
  if (limit <= 0) return '';
  if (unit === 'paragraphs')
    return splitParagraphs(text)
      .slice(0, limit)
      .map((p) => p.text)
      .join('\n\n');
  if (unit === 'lines')
    return text
      .split('\n')
      .filter((l) => l.trim())
      .slice(0, limit)
      .join('\n');
  const sents = splitSentences(text);
  let out = '';
  let kept = 0;
  for (const s of sents) {
    const candidate = out ? text.slice(sents[0]?.start ?? 0, s.end) : s.text;
    const size = unit === 'sentences' ? kept + 1 : measure({ text: candidate }, unit);
    if (size > limit) break;
    out = candidate;
    kept++;
  }
  if (out) return out;
  // first sentence alone is too long: cut by words
  const words = (sents[0]?.text ?? text).split(/\s+/);
  let cut = '';
  for (const w of words) {
    const next = cut ? `${cut} ${w}` : w;
    if (measure({ text: next + '.' }, unit === 'sentences' ? 'words' : unit) > (unit === 'sentences' ? Infinity : limit)) break;
    cut = next;
  }
  return cut ? cut.replace(/[,;:]+$/, '') + (/[.!?]$/.test(cut) ? '' : '.') : '';
}

/** Where a sentence may be cut in two: a semicolon, a spaced dash, or a comma before a conjunction (en/es/fr/de/it/pt). */
export const CLAUSE_CUT = new RegExp(String.raw`;\s+|\s[—–]\s|,\s+(?=(?:${vocab('clause-cut')})\s)`, 'giu');

/**
 * Too few sentences: the longest sentences are cut in two at a clause boundary (the words stay, a full stop and a
 * capital are put in) until there are `want`; unchanged when the text has no such boundary left.
 */
export function splitIntoSentences(text: string, want: number): string {
  let out = text;
  for (let guard = 0; guard < 200 && measure({ text: out }, 'sentences') < want; guard++) {
    const sents = splitSentences(out).sort((a, b) => b.text.length - a.text.length);
    let done = false;
    for (const s of sents) {
      const cuts = [...s.text.matchAll(CLAUSE_CUT)].filter((m) => m.index > 15 && s.text.length - m.index > 15);
      if (!cuts.length) continue;
      const m = cuts.reduce((best, c) => (Math.abs(c.index - s.text.length / 2) < Math.abs(best.index - s.text.length / 2) ? c : best));
      const head = s.text.slice(0, m.index).replace(/[\s,;:]+$/, '');
      const tail = s.text.slice(m.index + m[0].length);
      const joined = `${head}. ${tail.charAt(0).toUpperCase()}${tail.slice(1)}`;
      out = out.slice(0, s.start) + joined + out.slice(s.end);
      done = true;
      break;
    }
    if (!done) return text;
  }
  return out;
}

/** The paragraphs of a reply: split by the prompt's divider when the reply uses it, else by blank lines (and rules). */
function paragraphTexts(text: string, divider?: string): string[] {
  if (divider && text.includes(divider))
    return text
      .split(divider)
      .map((p) => p.trim())
      .filter((p) => /[\p{L}\p{N}]/u.test(p));
  return splitParagraphs(text).map((p) => p.text);
}

/**
 * Paragraphs brought to the required count: merged or cut when too many, split at sentence boundaries when too few;
 * joined with the prompt's divider ("***") when it names one.
 */
export function setParagraphs(text: string, rule: Rule): string {
  const divider = rule.params.check === 'length' ? rule.params.divider : undefined;
  const paras = paragraphTexts(text, divider);
  const join = (ps: string[]) => ps.join(divider ? `\n\n${divider}\n\n` : '\n\n');
  const target = countTarget(String(rule.params.relation), Number(rule.params.n), paras.length);
  if (target === undefined || target === paras.length) return divider && !text.includes(divider) && paras.length > 1 ? join(paras) : text;
  if (target === 0) return text;
  if (paras.length > target) {
    if (rule.params.relation === 'exactly') {
      const head = paras.slice(0, target - 1);
      head.push(paras.slice(target - 1).join(divider ? '\n\n' : ' '));
      return join(head);
    }
    return join(paras.slice(0, target));
  }
  // too few: split the paragraph with the most sentences in two until there are enough
  const out = [...paras];
  while (out.length < target) {
    let at = -1;
    let most = 1;
    out.forEach((p, i) => {
      const n = splitSentences(p).length;
      if (n > most) {
        most = n;
        at = i;
      }
    });
    if (at < 0) break;
    const p = out[at]!;
    const sents = splitSentences(p);
    const cut = sents[Math.ceil(sents.length / 2)]!.start;
    out.splice(at, 1, p.slice(0, cut).trim(), p.slice(cut).trim());
  }
  return out.length === target ? join(out) : text;
}

/**
 * How far a word count may miss its bound before the miss is a confident violation: word counts differ between
 * counters (hyphens, numbers, contractions, list markers), so a reply a word or two (2 %) past the limit may be within
 * it by another count, and a rewrite on that alone changes a compliant reply. Sentence counts get none: a tolerance
 * of one sentence lost eight true violations for one false change on the M-IFEval dev half.
 */
export function countingTolerance(unit: string, n: number): number {
  return unit === 'words' ? Math.max(1, Math.ceil(n * 0.02)) : 0;
}

export const length: Check<typeof lengthParams> = {
  quality: {
    order: 30,
    contradictions(lengths) {
      const out: string[] = [];
      for (const unit of ['words', 'sentences', 'paragraphs', 'characters']) {
        const mins = lengths
          .filter((r) => r.params.unit === unit && (r.params.relation === 'at_least' || r.params.relation === 'more_than' || r.params.relation === 'exactly'))
          .map((r) => r.params.n as number);
        const maxs = lengths
          .filter((r) => r.params.unit === unit && (r.params.relation === 'at_most' || r.params.relation === 'less_than' || r.params.relation === 'exactly'))
          .map((r) => r.params.n as number);
        if (mins.length && maxs.length && Math.max(...mins) > Math.min(...maxs))
          out.push(`Length limits on ${unit} contradict (at least ${Math.max(...mins)} but at most ${Math.min(...maxs)}).`);
      }
      return out;
    },
  },
  provider: {},
  // paragraphs are regrouped (structure); other units are cut to an upper bound at a sentence boundary, leaving room
  // for what later phases add (a lower bound cannot be met without writing)
  repair: {
    phase: (p) => (p.unit === 'paragraphs' ? PHASE.structure : PHASE.limit),
    fix(text, p, ctx) {
      if (p.unit === 'paragraphs') return setParagraphs(text, ctx.rule);
      const rel = p.relation;
      if (p.unit === 'sentences' && !p.approx) {
        const want = countTarget(rel, Number(p.n), measure({ text }, 'sentences'));
        if (want !== undefined && want > measure({ text }, 'sentences')) return splitIntoSentences(text, want);
      }
      if (rel !== 'at_most' && rel !== 'less_than' && rel !== 'exactly') return text;
      const unit = String(p.unit);
      let limit = Number(p.n) - (rel === 'less_than' ? 1 : 0);
      if (p.approx) limit = Math.floor(Number(p.n) * 1.2);
      const { reserve } = ctx;
      const room = unit === 'words' ? reserve.words : unit === 'characters' ? reserve.chars : unit === 'sentences' ? reserve.sentences : 0;
      return measure({ text }, unit) + room > limit ? truncate(text, unit, Math.max(0, limit - room)) : text;
    },
  },
  description: "the reply's length in words, sentences, characters, paragraphs or lines is within the limit",
  params: lengthParams,
  name: 'length',
  evaluate(rule, ctx) {
    const unit = String(rule.params.unit);
    const n = Number(rule.params.n);
    const rel = rule.params.relation as Relation;
    const actual = measure(ctx, unit, rule.params.check === 'length' ? rule.params.divider : undefined);
    const ok = rule.params.approx ? Math.abs(actual - n) <= Math.max(1, n * 0.2) : compare(actual, rel, n);
    const want = rule.params.approx ? `about ${n}` : `${relationWords(rel)} ${n}`;
    if (ok) return finding(rule, this.name, 'satisfied', `${actual} ${unit} (${want}).`, { confidence: 0.95 });
    const tol = countingTolerance(unit, n);
    if (!rule.params.approx && tol > 0 && compare(actual, rel, n, tol))
      return finding(rule, this.name, 'satisfied', `${actual} ${unit} (${want}): within the counting tolerance (${tol}), not a confident violation.`, {
        confidence: 0.6,
      });
    return finding(rule, this.name, 'violated', `Response has ${actual} ${unit}; the limit is ${want}.`, { confidence: unit === 'sentences' ? 0.85 : 0.95 });
  },
};
