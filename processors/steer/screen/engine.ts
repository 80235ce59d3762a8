/**
 * Local screen engine: evaluates every extracted rule with its registered check and runs the six evasion
 * detectors. `passed` is false when a forbidden item is found, a required item is missing, or an evasion is a
 * violation in itself.
 */
import { checkNamed, invalidParams } from '../registry.js';
import { type EvasionHit, type EvasionName, type Finding, LOCAL_ENGINE, type Preprocessed, type Rule, type ScreenResult, type SteerInput } from '../types.js';
import { buildContext, type ScreenContext } from './context.js';
import { DETECTORS } from './evasion/index.js';

export function isForbidRule(rule: Rule): boolean {
  return rule.polarity === 'forbid' || !!checkNamed(String(rule.params.check))?.forbids;
}

export function evaluateRule(rule: Rule, ctx: ScreenContext): Finding {
  const check = checkNamed(String(rule.params.check));
  if (!check)
    return {
      rule_id: rule.id,
      check: String(rule.params.check),
      verdict: 'not_applicable',
      hard: false,
      detail: 'No check registered for this rule.',
      confidence: 0.5,
    };
  // params that reached us over the wire (a cached or forwarded preprocess result) are validated, never trusted
  const bad = invalidParams(rule);
  if (bad)
    return { rule_id: rule.id, check: check.name, verdict: 'not_applicable', hard: false, detail: `Rule params do not fit the check: ${bad}`, confidence: 0.3 };
  try {
    return check.evaluate(rule, ctx);
  } catch (e) {
    return { rule_id: rule.id, check: check.name, verdict: 'not_applicable', hard: false, detail: `Check failed: ${(e as Error).message}`, confidence: 0.3 };
  }
}

export function screenWithContext(pre: Preprocessed, ctx: ScreenContext): ScreenResult {
  const rules = [...pre.red_lines, ...pre.watch_items];
  const findings = rules.map((r) => evaluateRule(r, ctx));
  const evasions: EvasionHit[] = [];
  for (const d of DETECTORS) {
    try {
      evasions.push(...d.detect(ctx, findings));
    } catch {
      // a detector failure must not fail the screen
    }
  }
  let hits = 0;
  let misses = 0;
  rules.forEach((r, i) => {
    if (findings[i]!.verdict !== 'violated') return;
    if (isForbidRule(r)) hits++;
    else misses++;
  });
  const patterns: EvasionName[] = [];
  for (const e of evasions) if (!patterns.includes(e.pattern)) patterns.push(e.pattern);
  const passed = hits === 0 && misses === 0 && !evasions.some((e) => e.severity === 'violation');
  return { passed, hits, misses, evasion_patterns: patterns, findings, evasions, engine: LOCAL_ENGINE };
}

export function screen(pre: Preprocessed, input: SteerInput): ScreenResult {
  return screenWithContext(pre, buildContext(pre, input));
}
