/**
 * Local deep analysis: a second, more lenient look at every soft violation (and low-confidence pass) using each
 * check's `analyze` (semantic equivalence for required content, refusals naming a topic, paragraph-level language,
 * scope redirects…). Hard violations and violation-level evasions stand. Produces the analysis score (share of
 * applicable rules satisfied, halved when an evasion is itself a violation) and the analysed findings.
 */
import { checkNamed } from '../registry.js';
import type { ScreenContext } from '../screen/context.js';
import { isForbidRule } from '../screen/engine.js';
import type { Finding, Preprocessed, Rule, ScreenResult } from '../types.js';

export interface AnalysisResult {
  findings: Finding[];
  /** Indexes of findings whose verdict analysis re-examined. */
  examined: Set<number>;
  score: number;
  compliant: boolean;
}

export function analyze(pre: Preprocessed, sr: ScreenResult, ctx: ScreenContext): AnalysisResult {
  const rules: Rule[] = [...pre.red_lines, ...pre.watch_items];
  const byId = new Map(rules.map((r) => [r.id, r]));
  const examined = new Set<number>();
  const findings = sr.findings.map((f, i) => {
    const rule = byId.get(f.rule_id);
    const check = checkNamed(f.check);
    if (!rule || !check?.analyze || f.hard) return f;
    if (f.verdict !== 'violated' && f.confidence >= 0.6) return f;
    examined.add(i);
    try {
      return check.analyze(rule, ctx, f);
    } catch {
      return f;
    }
  });
  const applicable = findings.filter((f) => f.verdict !== 'not_applicable');
  const satisfied = applicable.filter((f) => f.verdict === 'satisfied').length;
  const evasionViolation = sr.evasions.some((e) => e.severity === 'violation');
  const suspicious = sr.evasions.length > 0 && !evasionViolation;
  let score = applicable.length ? satisfied / applicable.length : 1;
  if (evasionViolation) score *= 0.5;
  else if (suspicious) score *= 0.95;
  const compliant = !findings.some((f) => f.verdict === 'violated') && !evasionViolation;
  return { findings, examined, score: Math.round(score * 1000) / 1000, compliant };
}

/** The screen result as analysis sees it (analysed findings, recomputed counts). */
export function analysedScreen(pre: Preprocessed, sr: ScreenResult, a: AnalysisResult): ScreenResult {
  const forbidIds = new Set([...pre.red_lines, ...pre.watch_items].filter(isForbidRule).map((r) => r.id));
  let hits = 0;
  let misses = 0;
  for (const f of a.findings) if (f.verdict === 'violated') forbidIds.has(f.rule_id) ? hits++ : misses++;
  return { ...sr, findings: a.findings, hits, misses, passed: a.compliant };
}
