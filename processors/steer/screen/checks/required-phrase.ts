/**
 * Required phrases, keywords, URLs and disclaimers. Exact phrases must appear (case-insensitive, quotes and spacing
 * normalised, trailing punctuation optional). Semantic disclaimers ("a disclaimer that you are not a lawyer") are met
 * by a sentence carrying most of the claim's content words. Analysis also accepts a paraphrase of a quoted
 * disclaimer/phrase (≥ 70% of its content words in one sentence, with matching negation).
 */

import { z } from 'zod';
import { lexiconGroups } from '../../lexicon.js';
import { requiredPhrases } from '../../quality/hints.js';
import { PHASE } from '../../redeem/context.js';
import { appendText } from '../../redeem/edit.js';
import { contentStems, escapeRegExp, foldSameLength, stem } from '../../text.js';
import type { Rule, Span } from '../../types.js';
import { type Check, finding } from '../check.js';
import type { ScreenContext } from '../context.js';
import { whenConditionMet } from '../when.js';

/** Phrase lists live in seeds/lexicons/en/check-required-phrase.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'check-required-phrase');

const SYN: Record<string, string> = {
  advis: 'advice',
  advic: 'advice',
  adviser: 'advice',
  advisor: 'advice',
  recommendation: 'advice',
  guidance: 'advice',
  consult: 'consult',
  check: 'consult',
  speak: 'consult',
  talk: 'consult',
  see: 'consult',
  contact: 'consult',
  ask: 'consult',
  professional: 'professional',
  expert: 'professional',
  specialist: 'professional',
  qualified: 'professional',
  licensed: 'professional',
  physician: 'doctor',
  doctor: 'doctor',
  medic: 'doctor',
  lawyer: 'lawyer',
  attorney: 'lawyer',
  counsel: 'lawyer',
  financial: 'financ',
  financ: 'financ',
  finance: 'financ',
  invest: 'financ',
  medical: 'medic',
  health: 'medic',
  informational: 'information',
  educational: 'information',
  information: 'information',
  general: 'information',
};
const canon = (w: string) => SYN[w] ?? SYN[w.replace(/e$/, '')] ?? w;
export const NEGATION = new RegExp(String.raw`\b(?:${vocab('negation')})\b|n't\b`, 'i');

export function locatePhrase(ctx: ScreenContext, phrase: string): Span | undefined {
  const p = foldSameLength(phrase.trim()).replace(/[\s.!?,;:]+$/, '');
  if (!p) return undefined;
  const parts = p.split(/\s+/).map(escapeRegExp);
  // scripts written without spaces (Japanese, Chinese) have no word boundaries: "コスト" is found in "のコスト削減"
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
  const wordStart = /^[\p{L}\p{N}]/u.test(p) && !cjk.test(p[0]!) ? '(?<![\\p{L}\\p{N}])' : '';
  // a single-word keyword may carry an inflection ending ("accidente" in "accidentes", "farmer" in "farmers")
  const wordEnd =
    /[\p{L}\p{N}]$/u.test(p) && !cjk.test(p[p.length - 1]!)
      ? parts.length === 1 && /^\p{L}{3,}$/u.test(p)
        ? '(?:s|es|en|e|x)?(?![\\p{L}\\p{N}])'
        : '(?![\\p{L}\\p{N}])'
      : '';
  const m = new RegExp(`${wordStart}${parts.join('\\s+')}${wordEnd}`, 'u').exec(ctx.fold);
  return m ? { start: m.index, end: m.index + m[0].length } : undefined;
}

/** Multi-word equivalents folded to one word before comparing ("a medical professional" ≈ "a doctor"). */
const PHRASE_EQ: [RegExp, string][] = [
  [/\b(?:medical|healthcare|health care|health|qualified medical) (?:professional|practitioner|expert|provider)s?\b|\bphysicians?\b|\bgps?\b/gi, 'doctor'],
  [/\blegal (?:professional|expert|advis[eo]r)s?\b|\bsolicitors?\b|\battorneys?\b/gi, 'lawyer'],
  [/\bfinancial (?:advis[eo]r|professional|planner|expert)s?\b/gi, 'advisor'],
  [/\b(?:does not|doesn'?t|do not) (?:constitute|amount to|represent|count as)\b/gi, 'is not'],
  [/\bshould not be (?:taken|treated|considered|relied on) as\b/gi, 'is not'],
];
function foldPhrases(s: string): string {
  for (const [re, to] of PHRASE_EQ) s = s.replace(re, to);
  return s;
}

const forms = lexiconGroups('en', 'operator-forms');
/** A disclaimer asked for by its meaning is said with a negation or a contrast ("general information rather than advice"). */
export const NEGATION_OR_CONTRAST = new RegExp(String.raw`${NEGATION.source}|\b(?:${forms('contrast')})\b`, 'i');

export function paraphraseSpan(ctx: ScreenContext, stems: string[], phrase: string, negation: RegExp = NEGATION): Span | undefined {
  const folded = foldPhrases(phrase);
  if (folded !== phrase) stems = contentStems(folded);
  const want = new Set(stems.map(canon));
  if (!want.size) return undefined;
  const needNeg = NEGATION.test(phrase);
  for (const s of ctx.sentences) {
    const have = new Set(contentStems(foldPhrases(s.text)).map(canon));
    let hit = 0;
    for (const w of want) if (have.has(w) || (w.length >= 4 && [...have].some((h) => h.length >= 4 && (h.startsWith(w) || w.startsWith(h))))) hit++;
    const ratio = hit / want.size;
    if (ratio >= (want.size <= 2 ? 1 : 0.6) && (!needNeg || negation.test(s.text))) return { start: s.start, end: s.end };
  }
  return undefined;
}

const isKeywordRule = (rule: Rule) => !!rule.params.keywords_rule || rule.params.mode === 'keywords';

function keywordSubstring(ctx: ScreenContext, phrase: string): Span | undefined {
  const p = foldSameLength(phrase.trim()).replace(/[\s.!?,;:]+$/, '');
  if (!p) return undefined;
  const at = ctx.fold.indexOf(p);
  return at >= 0 ? { start: at, end: at + p.length } : undefined;
}

/**
 * A phone or reference number is the same number however it is grouped: "1 (800) 555-0199" gives "1-800-555-0199".
 * Only for a phrase that is nothing but a number of seven or more digits with separators.
 */
export function sameNumber(text: string, phrase: string): Span | undefined {
  if (!/^\+?[\d\s().\-/]+$/.test(phrase.trim())) return undefined;
  const digits = phrase.replace(/\D/g, '');
  if (digits.length < 7) return undefined;
  for (const m of text.matchAll(/\+?\d[\d\s().\-/]*\d/g)) if (m[0].replace(/\D/g, '') === digits) return { start: m.index!, end: m.index! + m[0].length };
  return undefined;
}

function evaluateRule(rule: Rule, ctx: ScreenContext, lenient: boolean) {
  const phrases = rule.params.phrases as string[];
  const exact = rule.params.exact !== false;
  const missing: string[] = [];
  let evidence: Span | undefined;
  let paraphrased = false;
  for (const p of phrases) {
    let sp = exact ? locatePhrase(ctx, p) : undefined;
    // a keyword instruction asks that the word appear in the text: found inside a longer word it counts, as the
    // IFEval-style definition reads it ("solar" in "solaires", "robot" in "robótica" after folding)
    if (!sp && exact && isKeywordRule(rule)) sp = keywordSubstring(ctx, p);
    if (!sp) sp = sameNumber(ctx.text, p);
    if (!sp && (!exact || lenient) && !rule.params.keywords_rule && p.split(/\s+/).length >= 3) {
      const stems = (rule.params.keywords as string[] | undefined) ?? contentStems(p);
      sp = paraphraseSpan(ctx, exact ? contentStems(p) : stems.map(stem), p, rule.params.contrast ? NEGATION_OR_CONTRAST : NEGATION);
      if (sp) paraphrased = true;
    }
    if (sp) evidence ??= sp;
    else missing.push(p);
  }
  return { missing, evidence, paraphrased };
}

export const requiredPhraseParams = z
  .object({
    check: z.literal('required_phrase'),
    phrases: z.array(z.string()).min(1),
    mode: z.string().optional(),
    exact: z.boolean().optional(),
    keywords: z.array(z.string()).optional(),
    when_cues: z.array(z.string()).optional(),
    /** a disclaimer asked for by its meaning: a contrast ("rather than advice") says it as a negation does */
    contrast: z.boolean().optional(),
    /** required in the first assistant turn of a conversation only */
    first_turn: z.boolean().optional(),
  })
  .loose();

export const requiredPhrase: Check<typeof requiredPhraseParams> = {
  quality: { required: requiredPhrases, semantic: (r) => r.params.exact === false },
  provider: {},
  // the missing phrases are added at the end
  repair: {
    phase: PHASE.add + 1,
    fix: (text, _p, ctx) => appendText(text, missingPhrases(ctx.rule, ctx.screen) ?? ''),
    adds: (_text, _p, ctx) => missingPhrases(ctx.rule, ctx.screen),
  },
  description: 'the reply contains the required phrases, keywords or disclaimer',
  params: requiredPhraseParams,
  name: 'required_phrase',
  evaluate(rule, ctx) {
    const found = evaluateRule(rule, ctx, false);
    const { evidence, paraphrased } = found;
    const missing = stillRequired(rule, found.missing);
    const semantic = rule.params.exact === false;
    if (missing.length && !whenConditionMet(rule, ctx)) return finding(rule, this.name, 'not_applicable', 'The condition for the required content is not met.');
    if (missing.length && rule.params.first_turn && ctx.history.some((m) => m.role === 'assistant'))
      return finding(rule, this.name, 'not_applicable', 'Required in the first reply of a conversation only; this is a later one.');
    if (!missing.length)
      return finding(rule, this.name, 'satisfied', paraphrased ? 'Required content present (paraphrased).' : 'Required content present.', {
        evidence,
        confidence: semantic ? 0.75 : 0.97,
        semantic,
      });
    return finding(
      rule,
      this.name,
      'violated',
      `Missing required ${rule.params.disclaimer ? 'disclaimer' : 'content'}: ${missing.map((m) => `"${m}"`).join(', ')}.`,
      {
        confidence: semantic ? 0.6 : 0.9,
        semantic: !rule.params.keywords_rule,
      },
    );
  },
  analyze(rule, ctx, f) {
    if (f.verdict !== 'violated' || rule.params.keywords_rule) return f;
    const found = evaluateRule(rule, ctx, true);
    const { evidence } = found;
    const missing = stillRequired(rule, found.missing);
    if (!missing.length)
      return { ...f, verdict: 'satisfied', evidence, confidence: 0.75, detail: 'Analysis: the required content is present in equivalent words.' };
    return { ...f, confidence: 0.85 };
  },
};

/** The missing phrases that still count: in mode "any" one alternative present is enough, so none do. */
function stillRequired(rule: Rule, missing: string[]): string[] {
  return rule.params.mode === 'any' && missing.length < (rule.params.phrases as string[]).length ? [] : missing;
}

/** Which phrases are still missing is the check's own judgment (one phrase at a time), not a second matcher. */
function missingPhrases(rule: Rule, ctx: ScreenContext): string | undefined {
  const out: string[] = [];
  for (const p of rule.params.phrases as string[]) {
    const one: Rule = { ...rule, params: { ...rule.params, phrases: [p] } };
    if (stillMissing(one, ctx)) out.push(/[.!?]$/.test(p) || rule.params.keywords_rule ? p : `${p}.`);
  }
  // one alternative is enough: the first, when none is there
  if (rule.params.mode === 'any') return out.length === (rule.params.phrases as string[]).length ? out[0] : undefined;
  return out.length ? out.join(' ') : undefined;
}

/** The screen's verdict for one phrase (a check that throws is not applicable, as in the screen engine). */
function stillMissing(rule: Rule, ctx: ScreenContext): boolean {
  try {
    return requiredPhrase.evaluate(rule, ctx).verdict === 'violated';
  } catch {
    return false;
  }
}
