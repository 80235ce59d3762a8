/** The one shape every screen check has: a name, a description, a zod schema of its params, and its evaluation. */
import { z } from 'zod';
import type { QualityHints } from '../quality/hints.js';
import type { RepairContext } from '../redeem/context.js';
import type { Finding, Rule } from '../types.js';
import type { ScreenContext } from './context.js';

export interface Check<P extends z.ZodType = z.ZodType> {
  /** Matches `rule.params.check`. */
  name: string;
  /** one sentence: what the check looks for */
  description: string;
  /** the params a rule for this check carries (validated before the check runs) */
  params: P;
  /**
   * Where the check can fix what it finds: a minimal edit, run by the redemption loop (the kernel's `runRepairs`) in
   * phase order (redeem/context.ts `PHASE`), only while the rule is violated on the text as it stands. `adds`: the
   * text the fix would add (so that upper length limits, an earlier phase, leave room for it).
   */
  repair?: {
    phase: number | ((params: z.infer<P>) => number);
    fix(text: string, params: z.infer<P>, ctx: RepairContext): string;
    adds?(text: string, params: z.infer<P>, ctx: RepairContext): string | undefined;
  };
  /** true when a rule of this check forbids capital letters (a cut then does not re-capitalise a sentence start) */
  forbidsCapitals?(rule: Rule): boolean;
  /** a violation that is forbidden content found in disguise (encoded, reversed, letter-spaced): an evasion too */
  disguised?(f: Finding): boolean;
  /** what prompt-quality grading learns from this check's rules (quality/hints.ts) */
  quality?: QualityHints;
  /** offered to a model provider's rule extraction; `hard`: the provider may mark its rules hard */
  provider?: { hard?: boolean };
  /** a rule of this check seen after others of its kind: narrowed to what is new, or undefined when nothing is */
  narrow?(rule: Rule, seen: Set<string>): Rule | undefined;
  /** true for checks that look for something forbidden (a hit), false/absent for requirements (a miss) */
  forbids?: boolean;
  evaluate(rule: Rule, ctx: ScreenContext): Finding;
  /**
   * Deeper, more lenient second look used by verify's analysis stage for soft findings (semantic equivalence,
   * refusals that name a topic, …). Absent: the screen verdict stands.
   */
  analyze?(rule: Rule, ctx: ScreenContext, finding: Finding): Finding;
}

export function finding(rule: Rule, check: string, verdict: Finding['verdict'], detail: string, extra: Partial<Finding> = {}): Finding {
  return { rule_id: rule.id, check, verdict, hard: rule.hard && verdict === 'violated', detail, confidence: 0.95, ...extra };
}

/** Comparison of a count with a limit, as the families write it. */
export const RELATION = z.enum(['at_most', 'at_least', 'exactly', 'less_than', 'more_than']);
