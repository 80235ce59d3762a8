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
import type { Condition, ConditionTest, PathValue, SessionView } from './conditions/family.js';
import { familyForPath } from './conditions/index.js';
import type { WatchlistRule } from './rule.js';

export interface RuleOutcome {
  matched: boolean;
  /** message scope: trajectory turn indexes (entry positions) that matched */
  turns: number[];
  matched_scores: Record<string, PathValue | null>;
}

/** a rule compiled once per rule set: its conditions as tests, so evaluation runs no parsing or lookups */
export interface CompiledRule {
  rule: WatchlistRule;
  all: ConditionTest[];
  any: ConditionTest[];
  /** message scope: whether the rule reads `verdict` (the only path that varies per turn) */
  readsVerdict: boolean;
}

function compileCondition(c: Condition): ConditionTest {
  // validated at write time; a path dropped from the vocabulary matches nothing
  return familyForPath(c.code)?.compile(c) ?? (() => false);
}

export function compileRule(rule: WatchlistRule): CompiledRule {
  const { requiresAll, requiresAny } = rule.conditions;
  return {
    rule,
    all: requiresAll.map(compileCondition),
    any: requiresAny.map(compileCondition),
    readsVerdict: [...requiresAll, ...requiresAny].some((c) => c.code === 'verdict'),
  };
}

function compiledMatches(r: CompiledRule, view: SessionView): boolean {
  if (r.all.length === 0 && r.any.length === 0) return false;
  for (const t of r.all) if (!t(view)) return false;
  if (r.any.length === 0) return true;
  for (const t of r.any) if (t(view)) return true;
  return false;
}

export function ruleMatches(rule: Pick<WatchlistRule, 'conditions'>, view: SessionView): boolean {
  return compiledMatches(compileRule(rule as WatchlistRule), view);
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

const TURN_VIEWS = new WeakMap<SessionView, SessionView[]>();
/** one view per trajectory turn (its band as `verdict`), built once per session and shared by every message rule */
function turnViews(view: SessionView): SessionView[] {
  let tvs = TURN_VIEWS.get(view);
  if (!tvs) TURN_VIEWS.set(view, (tvs = (view.result.trajectory ?? []).map((t) => ({ ...view, turnVerdict: verdictOf(t.salience) }))));
  return tvs;
}

export function evaluateRule(rule: WatchlistRule | CompiledRule, view: SessionView): RuleOutcome {
  const c = 'all' in rule ? rule : compileRule(rule);
  const { scope } = c.rule;
  const trajectory = view.result.trajectory;
  if (scope !== 'message' || !trajectory?.length) {
    const matched = compiledMatches(c, view);
    return { matched, turns: matched && scope === 'message' ? [0] : [], matched_scores: matched ? snapshot(c.rule, view) : {} };
  }
  // only `verdict` varies per turn: a rule that does not read it matches every turn or none
  if (!c.readsVerdict) {
    const matched = compiledMatches(c, view);
    return { matched, turns: matched ? trajectory.map((_, i) => i) : [], matched_scores: matched ? snapshot(c.rule, view) : {} };
  }
  const turns: number[] = [];
  let first: SessionView | undefined;
  turnViews(view).forEach((tv, i) => {
    if (compiledMatches(c, tv)) {
      turns.push(i);
      first ??= tv;
    }
  });
  return { matched: turns.length > 0, turns, matched_scores: first ? snapshot(c.rule, first) : {} };
}
