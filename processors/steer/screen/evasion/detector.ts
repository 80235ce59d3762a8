/** The one shape every evasion detector has. */
import type { EvasionHit, EvasionName, Finding } from '../../types.js';
import type { ScreenContext } from '../context.js';

export interface EvasionDetector {
  name: EvasionName;
  /** `findings` are the check results for this response (detectors may tie an evasion to a violated rule). */
  detect(ctx: ScreenContext, findings: Finding[]): EvasionHit[];
}

/** Spans of forbidden evidence (violated forbid rules) — used to tie an evasion device to what it hides. */
export function forbiddenEvidence(ctx: ScreenContext, findings: Finding[]): { rule_id: string; start: number; end: number }[] {
  const forbidIds = new Set(ctx.pre.red_lines.map((r) => r.id));
  return findings.filter((f) => f.verdict === 'violated' && forbidIds.has(f.rule_id) && f.evidence).map((f) => ({ rule_id: f.rule_id, ...f.evidence! }));
}

export function within(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}
