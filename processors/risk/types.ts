/**
 * Evaluate's own vocabulary (spec document 2, "Evaluate response"): risk types, severities, imminence, subjects, and
 * the shapes passed between the detector, the risk members and the engine. Wire shapes live in schemas/http/evaluate.ts.
 */
import type { Verdict } from '../../schemas/verdict.js';

export const RISK_TYPES = ['suicide', 'self_harm', 'self_neglect', 'violence', 'abuse', 'sexual_violence', 'neglect', 'exploitation', 'stalking'] as const;
export type RiskType = (typeof RISK_TYPES)[number];

export const SEVERITIES = ['none', 'mild', 'moderate', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const IMMINENCES = ['not_applicable', 'chronic', 'subacute', 'urgent', 'emergency'] as const;
export type Imminence = (typeof IMMINENCES)[number];

/** `unknown` exists on the legacy wire only; v1 maps it to `self` (spec "Versioning" 4). */
export type RiskSubject = 'self' | 'other' | 'unknown';

export const sevRank = (s: Severity) => SEVERITIES.indexOf(s);
export const immRank = (i: Imminence) => IMMINENCES.indexOf(i);
export const maxSev = (a: Severity, b: Severity): Severity => (sevRank(a) >= sevRank(b) ? a : b);
export const maxImm = (a: Imminence, b: Imminence): Imminence => (immRank(a) >= immRank(b) ? a : b);
export const shiftSev = (s: Severity, by: number, floor: Severity = 'none'): Severity =>
  SEVERITIES[Math.max(sevRank(floor), Math.min(SEVERITIES.length - 1, sevRank(s) + by))]!;
export const shiftImm = (i: Imminence, by: number): Imminence => IMMINENCES[Math.max(1, Math.min(IMMINENCES.length - 1, immRank(i) + by))]!;

/** Verdict severity scale (schemas/verdict.ts) from evaluate's scale: mild → low, moderate → medium. */
export function verdictSeverity(s: Severity): Verdict['severity'] {
  return s === 'mild' ? 'low' : s === 'moderate' ? 'medium' : s;
}

export interface InputMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** One cue of one vocabulary feature found in one message. */
export interface FeatureHit {
  feature: string;
  message_index: number;
  start: number;
  end: number;
  quote: string;
  /** who acts in the clause of the cue (suicide, self-harm, self-neglect, violence by the speaker) */
  actor: RiskSubject;
  /** who receives the harm in the clause (abuse, sexual violence, stalking, exploitation, neglect) */
  victim: RiskSubject;
  /** the harmed or acting third party is a child (son, daughter, student, …) */
  child: boolean;
  /** the third party is a partner (husband, boyfriend, ex, …) */
  partner: boolean;
}

export type FrameStyle = 'fiction' | 'lyrics' | 'clinical' | 'news' | 'hypothetical' | 'distanced' | 'humor' | 'minimized' | 'adversarial';
export type FrameEffect = 'strong' | 'weak' | 'none';

export interface MessageFrame {
  message_index: number;
  styles: FrameStyle[];
  /** the strongest lowering effect among the styles of this message */
  effect: FrameEffect;
  /** humour lowers two bands, other weak frames one */
  lowerBy: number;
}

/**
 * The classifier core's per-message signals, mapped onto evaluate's risk types (see core-signals.ts).
 * Absent (null) when the scorer is unavailable; members then decide from the vocabulary alone.
 */
export interface CoreMessageSignal {
  message_index: number;
  axes: Partial<Record<RiskType, number>>;
  subject_self: number;
  subject_other: number;
  fiction: number;
  authenticity: number;
  imminence: number;
}

/** What every risk member reads. */
export interface RiskInput {
  messages: readonly InputMessage[];
  /** hits in user messages, after masks and negation */
  hits: readonly FeatureHit[];
  frames: readonly MessageFrame[];
  core: readonly CoreMessageSignal[] | null;
  /** user messages where an idiom mask matched */
  masked: readonly number[];
  /** the risk-type heads' per-message scores and detection thresholds (heads.ts); absent when the heads are not loaded */
  heads?: { signals: readonly RiskHeadMessage[]; thresholds: Partial<Record<RiskType, number>> } | null;
}

/** One user message's risk-head scores (calibrated): per type, and that someone else is the one at risk. */
export interface RiskHeadMessage {
  message_index: number;
  types: Partial<Record<RiskType, number>>;
  other: number;
}

/** A member's verdict, with the risk fields evaluate answers. `code` is the risk type. */
export interface RiskVerdict extends Verdict {
  code: RiskType;
  subject: RiskSubject;
  risk_severity: Severity;
  imminence: Imminence;
  features: string[];
  /** a child is the one at risk (safeguarding flag) */
  child_involved: boolean;
  partner_involved: boolean;
  /** plain-words clauses the rationale is built from */
  notes: string[];
  /** each cue: feature, message index and character span (the wire's additive `risks[].evidence`) */
  cues: { feature: string; message_index: number; start: number; end: number }[];
}
