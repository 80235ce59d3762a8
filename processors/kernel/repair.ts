/**
 * The redemption loop shared by every service that can fix what it finds: run the repairs of the flagged members in
 * phase order, then re-check the whole set with `recheck`; only a text that passes is returned.
 */
import type { Member } from './member.js';

export interface RepairStep<C> {
  member: Member<any, any, C>;
  params: unknown;
}

export function runRepairs<C>(
  text: string,
  steps: readonly RepairStep<C>[],
  ctx: C,
  recheck: (text: string) => boolean,
): { text: string; applied: string[]; passed: boolean } {
  const ordered = steps.filter((s) => s.member.repair).sort((a, b) => a.member.repair!.phase - b.member.repair!.phase);
  let out = text;
  const applied: string[] = [];
  for (const s of ordered) {
    const next = s.member.repair!.fix(out, s.params as never, ctx);
    if (next !== out) applied.push(s.member.name);
    out = next;
  }
  return { text: out, applied, passed: recheck(out) };
}
