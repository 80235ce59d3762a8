/**
 * prompt_quality derived from what preprocess found. Each dimension is 0-100:
 * - specificity: share of directive sentences that became concrete rules (vague directives lower it);
 * - extractability: how many watch items/red lines could be derived for deterministic checking;
 * - consistency: 100 minus a penalty per contradiction between rules;
 * - completeness: identity, scope, tone, safety — 25 each;
 * - testability: share of rules that are objectively checkable (exact or structural, not semantic).
 * score = weighted mean (specificity .2, extractability .2, consistency .25, completeness .15, testability .2).
 */
import { lexiconGroups } from '../lexicon.js';
import { checkNamed, STEER_REGISTRY } from '../registry.js';
import { splitSentences } from '../text.js';
import type { Grade, PromptQuality, Rule } from '../types.js';
import type { QualityHints } from './hints.js';

/** Phrase lists live in seeds/lexicons/en/quality.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'quality');
export const YOU_ACT_YOUR = vocab.words('you-act-your');

export const DIRECTIVE = vocab.words('directive');
export const VAGUE = vocab.words('vague');
export const TONE = vocab.words('tone');
export const SCOPE = vocab.words('scope-words');
export const SAFETY = vocab.words('safety');

function grade(score: number): Grade {
  return score >= 90 ? 'A' : score >= 80 ? 'B' : score >= 70 ? 'C' : score >= 60 ? 'D' : 'F';
}

const clamp = (x: number) => Math.max(0, Math.min(100, Math.round(x)));

/** The quality hints of each member that has rules here (registry order; contradictions in the members' declared order). */
function hintsByMember(rules: Rule[]): { hints: QualityHints; rules: Rule[] }[] {
  const out: { hints: QualityHints; rules: Rule[] }[] = [];
  for (const name of STEER_REGISTRY.names) {
    const hints = checkNamed(name)?.quality;
    const own = rules.filter((r) => r.params.check === name);
    if (hints && own.length) out.push({ hints, rules: own });
  }
  return out;
}

const hintsOf = (r: Rule): QualityHints | undefined => checkNamed(String(r.params.check))?.quality;

export function findContradictions(rules: Rule[]): string[] {
  const out: string[] = [];
  const forbidden = new Map<string, Rule>();
  for (const r of rules) for (const s of hintsOf(r)?.forbidden?.(r) ?? []) forbidden.set(s.toLowerCase(), r);
  for (const r of rules) {
    const required = hintsOf(r)?.required;
    if (!required) continue;
    for (const p of required(r)) {
      const lp = String(p).toLowerCase();
      for (const [f, fr] of forbidden) {
        if (fr.polarity === 'conditional') continue;
        if (lp.includes(f)) out.push(`"${fr.text}" forbids "${f}" but "${r.text}" requires "${p}".`);
      }
    }
  }
  const members = hintsByMember(rules);
  const closing = members.some((m) => m.hints.closes);
  const ordered = members.filter((m) => m.hints.contradictions).sort((a, b) => (a.hints.order ?? 0) - (b.hints.order ?? 0));
  for (const m of ordered) out.push(...m.hints.contradictions!(m.rules, { closing }));
  return out;
}

export function assessQuality(prompt: string, pre: { red_lines: Rule[]; watch_items: Rule[]; persona: string }): PromptQuality {
  const rules = [...pre.red_lines, ...pre.watch_items];
  const sentences = splitSentences(prompt.length > 60000 ? prompt.slice(0, 60000) : prompt);
  const ruleSentences = new Set(rules.map((r) => r.span.start));
  const directives = sentences.filter((s) => DIRECTIVE.test(s.text));
  const vague = directives.filter((s) => VAGUE.test(s.text) && !ruleSentences.has(s.start));
  const concreteDirectives = directives.filter((s) => ruleSentences.has(s.start)).length;
  const issues: string[] = [];

  const specificity =
    directives.length === 0
      ? rules.length
        ? 70
        : 35
      : 30 + 70 * (concreteDirectives / Math.max(1, directives.length)) - 8 * Math.min(4, vague.length) + (rules.length ? 15 : 0);
  if (vague.length)
    issues.push(`Replace vague directives with checkable ones, e.g. "${vague[0]!.text.slice(0, 80)}" → state an exact length, phrase or format.`);

  const extractability = rules.length === 0 ? 20 : Math.min(100, 45 + 14 * rules.length);
  if (rules.length === 0) issues.push('No deterministic rules could be extracted: quote exact phrases to require or forbid, and give numeric length limits.');

  const contradictions = findContradictions(rules);
  const consistency = 100 - 35 * contradictions.length;
  for (const c of contradictions) issues.push(`Resolve the contradiction: ${c}`);

  const hasIdentity = pre.persona !== 'assistant' || YOU_ACT_YOUR.test(prompt);
  const hasScope = SCOPE.test(prompt) || rules.some((r) => hintsOf(r)?.definesScope);
  const hasTone = TONE.test(prompt);
  const hasSafety = SAFETY.test(prompt) || pre.red_lines.length > 0;
  const completeness = 25 * [hasIdentity, hasScope, hasTone, hasSafety].filter(Boolean).length;
  if (!hasIdentity) issues.push('Add an identity: start with "You are <name>, <role> for <organisation>."');
  if (!hasScope) issues.push('Define the scope: say which topics the assistant handles and what it should decline.');
  if (!hasTone) issues.push('Specify the tone and style (e.g. "friendly and concise, no jargon").');
  if (!hasSafety) issues.push('Add safety boundaries: what must never be said or done, and how to handle out-of-scope or harmful requests.');

  const semantic = rules.filter((r) => hintsOf(r)?.semantic?.(r)).length;
  const testability = rules.length === 0 ? 25 : 40 + 60 * ((rules.length - semantic) / rules.length);
  if (rules.length && semantic / rules.length > 0.5)
    issues.push('Most rules need judgement to check; add exact phrases, names or numbers so compliance can be verified objectively.');

  const dims = {
    specificity: clamp(specificity),
    extractability: clamp(extractability),
    consistency: clamp(consistency),
    completeness: clamp(completeness),
    testability: clamp(testability),
  };
  const score = clamp(0.2 * dims.specificity + 0.2 * dims.extractability + 0.25 * dims.consistency + 0.15 * dims.completeness + 0.2 * dims.testability);
  return { score, grade: grade(score), dimensions: dims, issues };
}
