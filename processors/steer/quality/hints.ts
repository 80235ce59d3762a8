/**
 * What a steer member tells prompt-quality grading (quality/engine.ts) about its rules, so that the grader needs no
 * list of check names: the strings a rule forbids or requires (compared across members for contradictions), the
 * contradictions among the member's own rules, whether checking a rule needs judgement, whether it defines a scope.
 */
import type { Rule } from '../types.js';

export interface QualityHints {
  /** ranks the member's own contradictions in the list of issues */
  order?: number;
  /** strings a rule forbids outright */
  forbidden?(rule: Rule): string[];
  /** phrases a rule requires */
  required?(rule: Rule): string[];
  /** a rule that requires text at the very end of the reply (which a JSON-only reply cannot have) */
  closes?: boolean;
  /** contradictions among this member's own rules; `closing` says whether any rule requires a closing phrase */
  contradictions?(rules: Rule[], others: { closing: boolean }): string[];
  /** checking the rule needs judgement rather than an exact test */
  semantic?(rule: Rule): boolean;
  /** a rule of this member defines what the assistant is for */
  definesScope?: boolean;
}

/** Phrases a required-text rule names (`phrases`, or the one `phrase` of an opening or ending). */
export const requiredPhrases = (r: Rule): string[] => (r.params.phrases as string[] | undefined) ?? [r.params.phrase as string];
