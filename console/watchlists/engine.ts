/**
 * Watchlist evaluation (pure). A rule fires when every `requiresAll` condition matches and, when `requiresAny` is
 * non-empty, at least one of them matches (spec 3). Scopes:
 * - `session`: evaluated once against the session;
 * - `message`: evaluated once per trajectory turn, where only `verdict` takes the turn's band and every other path
 *   resolves to the session value; a session scored without a trajectory is evaluated once, as one turn;
 * - `user`: evaluated like `session`; the matcher then keeps only the first match per user within `timeWindow`.
 * The result says which turns matched and snapshots the values of the paths the rule reads (`matched_scores`).
 */
import { type ClassifierResult, type DerivedColumns, deriveColumns, verdictOf } from '../classifier/result.js';
import type { Condition, PathValue, SessionView } from './conditions/family.js';
import { familyForPath } from './conditions/index.js';
import type { WatchlistRule } from './rule.js';

export interface RuleOutcome {
  matched: boolean;
  /** message scope: trajectory turn indexes (entry positions) that matched */
  turns: number[];
  matched_scores: Record<string, PathValue | null>;
}

function conditionMatches(c: Condition, view: SessionView): boolean {
  const family = familyForPath(c.code);
  if (!family) return false; // validated at write time; a path dropped from the vocabulary matches nothing
  return family.evaluate(view, c, undefined).some((v) => v.verdict === 'flag');
}

export function ruleMatches(rule: Pick<WatchlistRule, 'conditions'>, view: SessionView): boolean {
  const { requiresAll, requiresAny } = rule.conditions;
  if (requiresAll.length === 0 && requiresAny.length === 0) return false;
  for (const c of requiresAll) if (!conditionMatches(c, view)) return false;
  if (requiresAny.length === 0) return true;
  for (const c of requiresAny) if (conditionMatches(c, view)) return true;
  return false;
}

export function snapshot(rule: Pick<WatchlistRule, 'conditions'>, view: SessionView): Record<string, PathValue | null> {
  const out: Record<string, PathValue | null> = {};
  for (const c of [...rule.conditions.requiresAll, ...rule.conditions.requiresAny]) {
    out[c.code] = familyForPath(c.code)?.read(c.code, view) ?? null;
  }
  return out;
}

export function sessionView(result: ClassifierResult, derived: DerivedColumns = deriveColumns(result)): SessionView {
  return { result, derived };
}

export function evaluateRule(rule: WatchlistRule, view: SessionView): RuleOutcome {
  if (rule.scope !== 'message' || !view.result.trajectory?.length) {
    const matched = ruleMatches(rule, view);
    return { matched, turns: matched && rule.scope === 'message' ? [0] : [], matched_scores: matched ? snapshot(rule, view) : {} };
  }
  // only `verdict` varies per turn: a rule that does not read it matches every turn or none
  const readsVerdict = [...rule.conditions.requiresAll, ...rule.conditions.requiresAny].some((c) => c.code === 'verdict');
  if (!readsVerdict) {
    const matched = ruleMatches(rule, view);
    return { matched, turns: matched ? view.result.trajectory.map((_, i) => i) : [], matched_scores: matched ? snapshot(rule, view) : {} };
  }
  const turns: number[] = [];
  let first: SessionView | undefined;
  view.result.trajectory.forEach((t, i) => {
    const tv: SessionView = { ...view, turnVerdict: verdictOf(t.salience) };
    if (ruleMatches(rule, tv)) {
      turns.push(i);
      first ??= tv;
    }
  });
  return { matched: turns.length > 0, turns, matched_scores: first ? snapshot(rule, first) : {} };
}
