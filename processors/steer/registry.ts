/**
 * Steer's one registry (issue 9): every screen check is a member of the kernel's scanner contract — a name, a zod
 * params schema, an `evaluate` that returns Verdicts — registered here and nowhere else. The typed union of every
 * rule's params (`RuleParams`) derives from this list, so a rule for a check that does not exist, or with params
 * its check cannot read, does not compile (and is answered `not_applicable` at run time when it arrives from the
 * wire). The screen engine evaluates a rule through its member; families name the check they emit rules for.
 */
import type { z } from 'zod';
import type { Verdict } from '../../schemas/verdict.js';
// the kernel's parts, not its index: the index also exports the stage kernel, which pulls the bus and runtime into the engine workers
import { defineMember } from '../kernel/member.js';
import { createRegistry } from '../kernel/registry.js';
import type { RepairContext } from './redeem/context.js';
import type { Check } from './screen/check.js';
import { CHECKS } from './screen/checks/index.js';
import type { ScreenContext } from './screen/context.js';
import type { Finding, Rule } from './types.js';

export interface CheckInput {
  rule: Rule;
  ctx: ScreenContext;
}

/** A finding in the one Verdict shape every service speaks (a violated rule is a `flag`). */
export function findingToVerdict(f: Finding, engine: string): Verdict {
  return {
    code: f.check,
    verdict: f.verdict === 'violated' ? 'flag' : 'pass',
    severity: f.verdict !== 'violated' ? 'none' : f.hard ? 'high' : 'medium',
    confidence: f.confidence,
    evidence: f.evidence ? [{ start: f.evidence.start, end: f.evidence.end }] : [],
    engine,
    reason: f.detail,
  };
}

function member<C extends Check>(c: C) {
  return defineMember<C['params'], CheckInput, ScreenContext, RepairContext>({
    name: c.name,
    description: c.description,
    params: c.params,
    evaluate: (input: CheckInput) => [findingToVerdict(c.evaluate(input.rule, input.ctx), 'rules')],
    ...(c.repair ? { repair: c.repair } : {}),
  });
}

export const STEER_MEMBERS = CHECKS.map(member);
export const STEER_REGISTRY = createRegistry('steer', STEER_MEMBERS);
const BY_NAME = new Map(CHECKS.map((c) => [c.name, c]));

/** The check behind a member name (the registry's own lookup; nothing else keeps a list of names). */
export function checkNamed(name: string): Check | undefined {
  return STEER_REGISTRY.get(name) ? BY_NAME.get(name) : undefined;
}

/** Validates a rule's params against its member's schema; a message when they do not fit. */
export function invalidParams(rule: { params: unknown }): string | undefined {
  const name = (rule.params as { check?: unknown } | null)?.check;
  const m = typeof name === 'string' ? STEER_REGISTRY.get(name) : undefined;
  if (!m) return `no check named ${String(name)}`;
  const r = (m.params as z.ZodType).safeParse(rule.params);
  return r.success ? undefined : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
}

/** The params of any steer rule: the union of every member's schema (discriminated by `check`). */
export type RuleParams = z.infer<(typeof CHECKS)[number]['params']>;
