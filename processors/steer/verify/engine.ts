/**
 * Local verify engine.
 * - Triage: a hard violation (exact secret/banned/competitor match, verbatim prompt leak) is authoritative → redeem
 *   (exit REDEMPTION). No violations, no evasion and every finding confident (≥ 0.75) → COMPLIANT (exit TRIAGE).
 *   Anything else — soft violations, a detected evasion, or low confidence — goes to analysis.
 * - Analysis: re-examines soft findings (semantic equivalence etc.). Compliant → COMPLIANT (exit ANALYSIS);
 *   otherwise → redeem (exit REDEMPTION). `analysis_score`/`analysis_compliant` are set only when analysis ran.
 */

import { wordDiff } from '../redeem/diff.js';
import { redeem } from '../redeem/engine.js';
import { buildContext } from '../screen/context.js';
import { type Finding, LOCAL_ENGINE, type Preprocessed, type Rule, type RuleVerdict, type ScreenResult, type SteerInput, type VerifyResult } from '../types.js';
import { analysedScreen, analyze } from './analysis.js';

const TRIAGE_THRESHOLD = 0.75;

export interface VerifyOptions {
  /** Replace the local redemption (e.g. a provider); must return the final text. */
  redeem?: (pre: Preprocessed, sr: ScreenResult, input: SteerInput) => string;
}

function verdicts(rules: Rule[], findings: Finding[], examined: Set<number> | undefined): RuleVerdict[] {
  const byId = new Map(findings.map((f, i) => [f.rule_id, { f, i }]));
  return rules.map((r) => {
    const e = byId.get(r.id);
    const f = e?.f;
    return {
      id: r.id,
      family: r.family,
      text: r.text,
      span: r.span,
      verdict: f?.verdict ?? 'not_applicable',
      hard: r.hard,
      ...(f?.evidence ? { evidence: f.evidence } : {}),
      ...(f ? { detail: f.detail } : {}),
      decided_by: e && examined?.has(e.i) ? 'analysis' : 'screen',
    };
  });
}

export function verify(pre: Preprocessed, sr: ScreenResult, input: SteerInput, opts: VerifyOptions = {}): VerifyResult {
  const rules = [...pre.red_lines, ...pre.watch_items];
  const violated = sr.findings.filter((f) => f.verdict === 'violated');
  const hard = violated.filter((f) => f.hard);
  const evasionViolation = sr.evasions.some((e) => e.severity === 'violation');
  /** A rewrite from the screen (or analysed screen) `s`, with what is known about how the verdict was reached. */
  const redeemed = (s: ScreenResult, decided: Pick<VerifyResult, 'triage_confidence' | 'analysis_score' | 'analysis_compliant' | 'rules'>): VerifyResult => {
    const response = (opts.redeem ?? redeem)(pre, s, input);
    return {
      outcome: 'REDEEMED',
      compliant: false,
      modified: true,
      response,
      exit_point: 'REDEMPTION',
      ...decided,
      diff: wordDiff(input.proposed_response, response),
      engine: LOCAL_ENGINE,
    };
  };

  if (hard.length) {
    return redeemed(sr, { triage_confidence: Math.round(100 * Math.max(...hard.map((f) => f.confidence))), rules: verdicts(rules, sr.findings, undefined) });
  }

  const minConf = sr.findings.filter((f) => f.verdict !== 'not_applicable').reduce((m, f) => Math.min(m, f.confidence), 0.97);
  if (!violated.length && !sr.evasions.length && minConf >= TRIAGE_THRESHOLD) {
    return {
      outcome: 'COMPLIANT',
      compliant: true,
      modified: false,
      response: input.proposed_response,
      exit_point: 'TRIAGE',
      triage_confidence: Math.round(100 * minConf),
      rules: verdicts(rules, sr.findings, undefined),
      engine: LOCAL_ENGINE,
    };
  }

  // triage is unsure: its confidence is how sure it is of the tentative verdict
  const triage_confidence = violated.length
    ? Math.round(100 * Math.max(...violated.map((f) => f.confidence)) * 0.9)
    : evasionViolation
      ? 70
      : Math.round(100 * Math.min(minConf, 0.7));
  const ctx = buildContext(pre, input);
  const a = analyze(pre, sr, ctx);
  const analysed = analysedScreen(pre, sr, a);
  if (a.compliant) {
    return {
      outcome: 'COMPLIANT',
      compliant: true,
      modified: false,
      response: input.proposed_response,
      exit_point: 'ANALYSIS',
      triage_confidence,
      analysis_score: a.score,
      analysis_compliant: true,
      rules: verdicts(rules, a.findings, a.examined),
      engine: LOCAL_ENGINE,
    };
  }
  return redeemed(analysed, { triage_confidence, analysis_score: a.score, analysis_compliant: false, rules: verdicts(rules, a.findings, a.examined) });
}
