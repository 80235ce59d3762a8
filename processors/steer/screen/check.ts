/** The one shape every screen check has. */
import type { Finding, Rule } from '../types.js';
import type { ScreenContext } from './context.js';

export interface Check {
  /** Matches `rule.params.check`. */
  name: string;
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
