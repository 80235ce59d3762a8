/**
 * The redemption loop shared by every service that can fix what it finds: run the repairs of the flagged members in
 * phase order, then re-check the whole set with `recheck`; only a text that passes is returned.
 */
import { type Member, phaseOf } from './member.js';

export interface RepairStep<C> {
  member: Member<any, any, any, C>;
  params: unknown;
}

/**
 * Runs the steps' repairs in phase order (stable: steps of one phase keep their order). `ctx` is either one context
 * for every step or a function that builds it for a step on the text as it stands — returning undefined when that
 * step has nothing to fix on it (its rule holds), so a repair never runs on text that breaks nothing.
 */
export function runRepairs<C, S extends RepairStep<C> = RepairStep<C>>(
  text: string,
  steps: readonly S[],
  ctx: C | ((text: string, step: S) => C | undefined),
  recheck: (text: string) => boolean,
): { text: string; applied: string[]; passed: boolean } {
  const ordered = steps
    .filter((s) => s.member.repair)
    .map((s, i) => ({ s, i, phase: phaseOf(s.member.repair!, s.params) }))
    .sort((a, b) => a.phase - b.phase || a.i - b.i)
    .map((x) => x.s);
  let out = text;
  const applied: string[] = [];
  for (const s of ordered) {
    const c = typeof ctx === 'function' ? (ctx as (text: string, step: S) => C | undefined)(out, s) : ctx;
    if (typeof ctx === 'function' && c === undefined) continue;
    const next = s.member.repair!.fix(out, s.params as never, c as C);
    if (next !== out) applied.push(s.member.name);
    out = next;
  }
  return { text: out, applied, passed: recheck(out) };
}
