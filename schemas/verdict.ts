/**
 * The one judgment type every member of every service emits: steer checks, classifier heads, risk types,
 * oversight behaviour detectors and console watchlist rules. Services map verdicts onto their own wire shapes;
 * inside Haven a judgment is always a Verdict.
 */
export type VerdictSeverity = 'none' | 'low' | 'medium' | 'high' | 'critical';

/** `flag`: the member found what it looks for (a rule broken, a risk present, a behaviour shown); `pass`: it did not. */
export type VerdictOutcome = 'pass' | 'flag';

/** Where the evidence is: a character span in one message (index into the conversation) or in a single text. */
export interface EvidenceSpan {
  /** index of the message in the conversation; absent when the input is one text */
  message_index?: number;
  start: number;
  end: number;
  /** the quoted text of the span, when the caller may see it */
  quote?: string;
}

export interface Verdict {
  /** the code the member emits (a check name, a head code, a risk type, a behaviour code) */
  code: string;
  verdict: VerdictOutcome;
  severity: VerdictSeverity;
  /** 0..1: how sure the member is of `verdict` (a calibrated probability where a model decided) */
  confidence: number;
  /** raw or calibrated score where the member is a scorer (a head); absent for exact rules */
  score?: number;
  evidence: EvidenceSpan[];
  /** what decided: `rules`, `model:<id>`, `anthropic`, … */
  engine: string;
  /** one plain sentence a person can read */
  reason?: string;
}

export const SEVERITY_ORDER: readonly VerdictSeverity[] = ['none', 'low', 'medium', 'high', 'critical'];

export function severityRank(s: VerdictSeverity): number {
  return SEVERITY_ORDER.indexOf(s);
}

export function maxSeverity(a: VerdictSeverity, b: VerdictSeverity): VerdictSeverity {
  return severityRank(a) >= severityRank(b) ? a : b;
}
