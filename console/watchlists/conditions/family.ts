/**
 * A condition family: one kernel member per path family of the console vocabulary (spec 3, "Condition paths").
 * Its zod params are the condition `{code, operator, value}` it accepts, so write-time validation of a rule is
 * "find the family that owns the path, parse the condition with its params"; evaluation is the member's `evaluate`.
 *
 * Numeric paths take `>=`, `>`, `<=`, `<` with a number in [0, 1]; enum paths take `==`, `!=` with one value of their
 * domain, and `in`, `not in` with a non-empty array of domain values. A path the session does not carry (a
 * corroboration level without the classifier's `detail`) matches no condition, `!=` and `not in` included.
 */
import { z } from 'zod';
import { defineMember, type Member } from '../../../processors/kernel/index.js';
import type { Verdict } from '../../../schemas/verdict.js';
import type { Verdict as Band, ClassifierResult, DerivedColumns } from '../../classifier/result.js';

export const NUMERIC_OPERATORS = ['>=', '>', '<=', '<'] as const;
export const ENUM_OPERATORS = ['==', '!=', 'in', 'not in'] as const;

/** what a condition is evaluated against: one stored session, and for `message` scope one trajectory turn */
export interface SessionView {
  result: ClassifierResult;
  derived: DerivedColumns;
  /** message scope: the band of this turn's salience (only `verdict` varies per turn) */
  turnVerdict?: Band;
}

export type Condition = { code: string; operator: string; value: number | string | string[] };
export type PathValue = number | string | undefined;
/** a condition compiled once (operator and value resolved) and run against many sessions and turns */
export type ConditionTest = (view: SessionView) => boolean;

const AXIS_OF_PATH = new Map<string, string>();
/** the axis segment of an axis path (`risks.suicide.score` → `suicide`), memoised: reads run rules × sessions × turns */
export function axisOf(path: string): string {
  let a = AXIS_OF_PATH.get(path);
  if (a === undefined) AXIS_OF_PATH.set(path, (a = path.split('.')[1] ?? ''));
  return a;
}

export interface ConditionFamily extends Omit<Member<z.ZodType<Condition>, SessionView, undefined>, 'evaluate'> {
  /** exact rules: synchronous */
  evaluate(view: SessionView, params: Condition, ctx: undefined): Verdict[];
  kind: 'numeric' | 'enum';
  paths: readonly string[];
  domain?: readonly string[];
  read(path: string, view: SessionView): PathValue;
  /** the condition as a test, its operator and value resolved once (what the matcher runs; `evaluate` explains) */
  compile(c: Condition): ConditionTest;
}

function verdictOf(name: string, c: Condition, actual: PathValue, matched: boolean): Verdict {
  return {
    code: name,
    verdict: matched ? 'flag' : 'pass',
    severity: 'none',
    confidence: 1,
    ...(typeof actual === 'number' ? { score: actual } : {}),
    evidence: [],
    engine: 'rules',
    // built only for a flag: evaluation runs rules × sessions × turns, and a pass needs no explanation
    ...(matched ? { reason: `${c.code} ${c.operator} ${Array.isArray(c.value) ? c.value.join(',') : c.value} (value: ${actual})` } : {}),
  };
}

const COMPARE: Record<string, (actual: number, value: number) => boolean> = {
  '>=': (a, v) => a >= v,
  '>': (a, v) => a > v,
  '<=': (a, v) => a <= v,
  '<': (a, v) => a < v,
};

export function numericMatches(op: string, actual: number, value: number): boolean {
  return COMPARE[op]?.(actual, value) ?? false;
}

export function numericFamily(o: {
  name: string;
  description: string;
  paths: readonly string[];
  read: (path: string, v: SessionView) => number | undefined;
}): ConditionFamily {
  const params = z.strictObject({
    code: z.enum(o.paths as [string, ...string[]]),
    operator: z.enum(NUMERIC_OPERATORS, { error: `a numeric path takes one of ${NUMERIC_OPERATORS.join(', ')}` }),
    value: z.number({ error: 'must be a number from 0 to 1' }).min(0, 'must be from 0 to 1').max(1, 'must be from 0 to 1'),
  });
  const compile = (c: Condition): ConditionTest => {
    const cmp = COMPARE[c.operator];
    const { code } = c;
    const value = c.value as number;
    if (!cmp) return () => false;
    return (view) => {
      const actual = o.read(code, view);
      return actual !== undefined && cmp(actual, value);
    };
  };
  const evaluate = (view: SessionView, c: Condition): Verdict[] => [verdictOf(o.name, c, o.read(c.code, view), compile(c)(view))];
  const m = defineMember({ name: o.name, description: o.description, params: params as z.ZodType<Condition>, evaluate });
  return { ...m, evaluate, kind: 'numeric', paths: o.paths, read: o.read, compile };
}

export function enumFamily(o: {
  name: string;
  description: string;
  paths: readonly string[];
  domain: readonly string[];
  read: (path: string, v: SessionView) => string | undefined;
}): ConditionFamily {
  const one = z.enum(o.domain as [string, ...string[]], { error: `must be one of ${o.domain.join(', ')}` });
  const params = z
    .strictObject({
      code: z.enum(o.paths as [string, ...string[]]),
      operator: z.enum(ENUM_OPERATORS, { error: `an enum path takes one of ${ENUM_OPERATORS.join(', ')}` }),
      value: z.union(
        [
          one,
          z
            .array(one)
            .min(1, 'must list at least one value')
            .max(o.domain.length * 4),
        ],
        {
          error: `must be one of ${o.domain.join(', ')} (or an array of them for in / not in)`,
        },
      ),
    })
    .superRefine((c, ctx) => {
      const list = c.operator === 'in' || c.operator === 'not in';
      if (list && !Array.isArray(c.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: `'${c.operator}' takes an array of values` });
      if (!list && Array.isArray(c.value))
        ctx.addIssue({ code: 'custom', path: ['value'], message: `'${c.operator}' takes one value, not an array (use in / not in)` });
    });
  const compile = (c: Condition): ConditionTest => {
    const set = new Set<unknown>(Array.isArray(c.value) ? c.value : [c.value]);
    const positive = c.operator === '==' || c.operator === 'in';
    const { code } = c;
    // a missing value matches nothing, `!=` and `not in` included
    return (view) => {
      const actual = o.read(code, view);
      return actual !== undefined && set.has(actual) === positive;
    };
  };
  const evaluate = (view: SessionView, c: Condition): Verdict[] => [verdictOf(o.name, c, o.read(c.code, view), compile(c)(view))];
  const m = defineMember({ name: o.name, description: o.description, params: params as z.ZodType<Condition>, evaluate });
  return { ...m, evaluate, kind: 'enum', paths: o.paths, domain: o.domain, read: o.read, compile };
}
