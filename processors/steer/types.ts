/**
 * Contracts of the pure steer engines (preprocess → screen → verify/redeem).
 * Processors and routes code against these names; keep them stable.
 */
import type { RuleParams } from './registry.js';

export interface Span {
  start: number;
  end: number;
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface SteerInput {
  system_prompt: string;
  proposed_response: string;
  messages?: ChatMessage[];
  /** MiniLM vectors by text, collected by the async stage for the engines that use meaning (processors/steer/embeddings.ts) */
  embeddings?: Map<string, Float32Array>;
}

export type RuleKind = 'red_line' | 'watch_item';
export const RULE_POLARITIES = ['forbid', 'require', 'form', 'conditional'] as const;
export type RulePolarity = (typeof RULE_POLARITIES)[number];

export interface Rule {
  /** Stable: hash of family + normalized rule text (+ a discriminator when one sentence yields several rules). */
  id: string;
  family: string;
  kind: RuleKind;
  polarity: RulePolarity;
  /** The sentence of the system prompt the rule came from. */
  text: string;
  /** Position of `text` in the system prompt. */
  span: Span;
  /** Exact-match rules (secrets, banned strings, competitor names) are hard: the screen is authoritative. */
  hard: boolean;
  /** Check-specific parameters; `params.check` names the screen check (a member of registry.ts) that evaluates the rule. */
  params: RuleParams;
}

export type CannotComplyCategory = 'violence' | 'csam' | 'terrorism' | 'safety_circumvention' | 'other';

export interface CannotComply {
  reason: string;
  category: CannotComplyCategory;
}

export type Grade = 'A' | 'B' | 'C' | 'D' | 'F';

export interface PromptQuality {
  score: number;
  grade: Grade;
  dimensions: {
    specificity: number;
    extractability: number;
    consistency: number;
    completeness: number;
    testability: number;
  };
  issues: string[];
}

export interface Preprocessed {
  red_lines: Rule[];
  watch_items: Rule[];
  persona: string;
  cannot_comply?: CannotComply;
  quality: PromptQuality;
  engine: string;
}

export type Verdict = 'violated' | 'satisfied' | 'not_applicable';

export interface Finding {
  rule_id: string;
  /** Name of the check that produced the finding. */
  check: string;
  verdict: Verdict;
  hard: boolean;
  /** Where in the response the evidence is (the offending text, or the place a requirement was looked for). */
  evidence?: Span;
  detail: string;
  /** How sure the check is of its verdict, 0-1. Low values send the response to analysis. */
  confidence: number;
  /** True when the verdict rests on meaning rather than exact text (analysis may override it). */
  semantic?: boolean;
}

export type EvasionName = 'negation' | 'framing' | 'roleplay' | 'encoded' | 'injection' | 'gaslighting';

export interface EvasionHit {
  pattern: EvasionName;
  span: Span;
  detail: string;
  /** 'violation' makes the response non-compliant by itself; 'suspicious' only forces analysis. */
  severity: 'violation' | 'suspicious';
  /** Rules the evasion was used against, when known. */
  rule_ids?: string[];
}

export interface ScreenResult {
  passed: boolean;
  /** Forbidden items found. */
  hits: number;
  /** Required items missing (require, form and conditional rules violated). */
  misses: number;
  evasion_patterns: EvasionName[];
  findings: Finding[];
  evasions: EvasionHit[];
  engine: string;
}

export type DecidedBy = 'screen' | 'analysis';

export interface RuleVerdict {
  id: string;
  family: string;
  text: string;
  span: Span;
  verdict: Verdict;
  hard: boolean;
  evidence?: Span;
  detail?: string;
  decided_by: DecidedBy;
}

export interface DiffOp {
  op: 'equal' | 'insert' | 'delete';
  text: string;
}

export type ExitPoint = 'TRIAGE' | 'ANALYSIS' | 'REDEMPTION';

export interface VerifyResult {
  outcome: 'COMPLIANT' | 'REDEEMED' | 'CANNOT_COMPLY';
  compliant: boolean;
  modified: boolean;
  response: string;
  exit_point: ExitPoint;
  triage_confidence: number;
  analysis_score?: number;
  analysis_compliant?: boolean;
  rules: RuleVerdict[];
  diff?: DiffOp[];
  engine: string;
}

export const LOCAL_ENGINE = 'local-rules-v1';
export const FALLBACK_RESPONSE = "I apologize, but I can't provide that response. How else can I help?";
