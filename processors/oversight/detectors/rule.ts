/**
 * Shared pieces of the category detectors: find a behaviour's cue in the assistant turn (skipping sentences where the
 * assistant is refusing or warning against the very thing), and turn a decision into a Verdict with the evidence
 * quote and a reasoning sentence.
 */

import { z } from 'zod';
import { CATEGORIES } from '../../../schemas/oversight/taxonomy.js';
import type { Verdict, VerdictSeverity } from '../../../schemas/verdict.js';
import { defineMember } from '../../kernel/index.js';
import { lexiconGroups } from '../../kernel/lexicon.js';
import type { TurnContext } from '../context.js';
import { ASSISTANT_LEXICON, BEHAVIOR_CUES, type CueSet, firstMatch, sentenceAround } from '../lexicon.js';

/** Phrase lists live in seeds/lexicons/en/oversight-rule.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'oversight-rule');

export type Sev = Exclude<VerdictSeverity, 'none'>;
export interface Span {
  start: number;
  end: number;
}

/** Refusals and warnings before a cue in the same sentence: "I can't help you track her phone". */
export const REFUSAL = new RegExp(`(${vocab('refusal')})[^.!?]{0,60}$`);

export function isNegated(norm: string, span: Span): boolean {
  let s = span.start;
  while (s > 0 && !/[.!?]/.test(norm[s - 1]!)) s--;
  return REFUSAL.test(norm.slice(s, span.start));
}

/** First non-negated match of a cue set in the turn. */
export function findCue(ctx: TurnContext, set: CueSet | undefined): Span | undefined {
  if (!set?.any.test(ctx.norm)) return undefined;
  for (const g of set.gres) {
    g.lastIndex = 0;
    for (const m of ctx.norm.matchAll(g)) {
      const span = { start: m.index!, end: m.index! + m[0].length };
      if (!isNegated(ctx.norm, span)) return span;
    }
  }
  return undefined;
}

export const cue = (ctx: TurnContext, code: string) => findCue(ctx, BEHAVIOR_CUES[code]);
export const said = (ctx: TurnContext, lexiconName: string) => findCue(ctx, ASSISTANT_LEXICON[lexiconName]);
export const saidRaw = (ctx: TurnContext, lexiconName: string) =>
  ASSISTANT_LEXICON[lexiconName] ? firstMatch(ASSISTANT_LEXICON[lexiconName]!, ctx.norm) : undefined;

export function verdict(ctx: TurnContext, code: string, severity: Sev, reason: string, span?: Span, confidence = 0.75, engine = 'rules'): Verdict {
  const where = span ?? { start: 0, end: Math.min(ctx.norm.length, 120) };
  return {
    code,
    verdict: 'flag',
    severity,
    confidence,
    evidence: [{ message_index: ctx.turn.message_index, start: where.start, end: where.end, quote: sentenceAround(ctx.turn.text, where) }],
    engine,
    reason,
  };
}

export const bump = (s: Sev, by = 1): Sev =>
  (['low', 'medium', 'high', 'critical'] as const)[Math.min(3, ['low', 'medium', 'high', 'critical'].indexOf(s) + by)]!;

/** The codes of one category, from the seeds (a detector emits exactly these). */
export function codesOf(category: string): readonly string[] {
  const c = CATEGORIES.find((x) => x.category === category);
  if (!c) throw new Error(`unknown oversight category ${category}`);
  return c.codes;
}

/** A cue-driven check: `when` gates it on context, `severity` judges it in context. */
export interface CueCheck {
  code: string;
  when?: (ctx: TurnContext) => boolean;
  severity: (ctx: TurnContext) => Sev;
  reason: (ctx: TurnContext) => string;
}

export function runCueChecks(ctx: TurnContext, checks: readonly CueCheck[]): Verdict[] {
  const out: Verdict[] = [];
  for (const c of checks) {
    if (c.when && !c.when(ctx)) continue;
    const span = cue(ctx, c.code);
    if (span) out.push(verdict(ctx, c.code, c.severity(ctx), c.reason(ctx), span));
  }
  return out;
}

export const anyCrisis = (ctx: TurnContext) => ctx.crisisActive || !!ctx.recent.suicidal || !!ctx.recent.self_harm;
export const distressed = (ctx: TurnContext) => anyCrisis(ctx) || !!ctx.recent.distress;

/**
 * A category's detector: its cue checks, then what it judges beyond single cues (`more`, which adds to the verdicts
 * so far). It is named after its category and emits exactly the category's codes.
 */
export function cueDetector(o: { category: string; description: string; checks: readonly CueCheck[]; more?: (ctx: TurnContext, out: Verdict[]) => void }) {
  return defineMember({
    name: o.category,
    description: o.description,
    params: z.object({}).default({}),
    emits: codesOf(o.category),
    evaluate(ctx: TurnContext): Verdict[] {
      const out = runCueChecks(ctx, o.checks);
      o.more?.(ctx, out);
      return out;
    },
  });
}
