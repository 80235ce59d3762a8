/** Letter case: all lowercase, all uppercase, not all caps, number of ALL-CAPS words. */
import { z } from 'zod';
import { PHASE } from '../../redeem/context.js';
import { compare, countTarget, type Relation, relationWords, STOPWORDS } from '../../text.js';
import { type Check, finding, RELATION } from '../check.js';

const WORD = /(?<![\p{L}\p{N}])[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const allCaps = (w: string) => /\p{Lu}/u.test(w) && w === w.toUpperCase();

/** Words written in capitals ("NASA", "IMPORTACIÓN", and — as IFEval counts them — a capital standing alone: "I", "A"). */
export function capitalWords(text: string): number {
  return (text.match(WORD) ?? []).filter(allCaps).length;
}

export const letterCaseParams = z
  .object({
    check: z.literal('case'),
    mode: z.enum(['lower', 'upper', 'not_upper', 'capital_words', 'no_emphasis_caps']),
    relation: RELATION.optional(),
    n: z.number().optional(),
  })
  .loose();

export const letterCase: Check<typeof letterCaseParams> = {
  description: 'the reply is in the required letter case',
  params: letterCaseParams,
  quality: {
    order: 10,
    contradictions(rules) {
      const modes = new Set(rules.map((r) => r.params.mode));
      return modes.has('lower') && modes.has('upper') ? ['The prompt asks for both all-lowercase and all-uppercase responses.'] : [];
    },
  },
  provider: {},
  forbidsCapitals: (rule) => rule.params.mode === 'lower',
  // after every addition, so added text is in the required case too
  repair: { phase: PHASE.letterCase, fix: (text, p, ctx) => caseFix(text, p, ctx.screen.input.system_prompt ?? '') },
  name: 'case',
  evaluate(rule, ctx) {
    const mode = String(rule.params.mode);
    const text = ctx.text;
    if (mode === 'lower') {
      const m = /\p{Lu}/u.exec(text);
      return m
        ? finding(rule, this.name, 'violated', `Response has capital letters ("${text.slice(m.index, m.index + 12)}…").`, {
            evidence: { start: m.index, end: m.index + 1 },
            confidence: 0.99,
          })
        : finding(rule, this.name, 'satisfied', 'All lowercase.', { confidence: 0.99 });
    }
    if (mode === 'upper') {
      const m = /\p{Ll}/u.exec(text);
      return m
        ? finding(rule, this.name, 'violated', 'Response has lowercase letters.', { evidence: { start: m.index, end: m.index + 1 }, confidence: 0.99 })
        : finding(rule, this.name, 'satisfied', 'All uppercase.', { confidence: 0.99 });
    }
    if (mode === 'not_upper') {
      const up = (text.match(/\p{Lu}/gu) ?? []).length;
      const all = (text.match(/\p{L}/gu) ?? []).length;
      return all > 10 && up / all > 0.7
        ? finding(rule, this.name, 'violated', 'Response is written in capitals.', { confidence: 0.9 })
        : finding(rule, this.name, 'satisfied', 'Not written in capitals.', { confidence: 0.9 });
    }
    if (mode === 'no_emphasis_caps') {
      const shouted = emphasisCaps(text, ctx.input.system_prompt ?? '');
      return shouted.length
        ? finding(rule, this.name, 'violated', `Response writes ordinary words in capitals for emphasis ("${shouted[0]!.word}").`, {
            evidence: { start: shouted[0]!.at, end: shouted[0]!.at + shouted[0]!.word.length },
            confidence: 0.9,
          })
        : finding(rule, this.name, 'satisfied', 'No words in capitals for emphasis.', { confidence: 0.9 });
    }
    const n = Number(rule.params.n);
    const rel = rule.params.relation as Relation;
    const c = capitalWords(text);
    return compare(c, rel, n)
      ? finding(rule, this.name, 'satisfied', `${c} all-caps words.`, { confidence: 0.95 })
      : finding(rule, this.name, 'violated', `${c} all-caps words; required ${relationWords(rel)} ${n}.`, { confidence: 0.95 });
  },
};

/**
 * Words a reply writes in capitals for emphasis ("Please do NOT unplug it"): a word of two letters or more in capitals
 * whose lower-case form is an ordinary word (a function word, or written in lower case in the reply or the prompt) and
 * that the prompt does not itself write in capitals (an acronym it names: "LED, USB or WAN are fine").
 */
export function emphasisCaps(text: string, prompt: string): { word: string; at: number }[] {
  const lowerWords = new Set([...`${text}\n${prompt}`.matchAll(WORD)].map((m) => m[0]).filter((w) => w === w.toLowerCase()));
  const promptCaps = new Set([...prompt.matchAll(WORD)].map((m) => m[0]).filter(allCaps));
  return [...text.matchAll(WORD)]
    .filter(
      (m) =>
        m[0].length >= 2 &&
        allCaps(m[0]) &&
        !/\p{N}/u.test(m[0]) &&
        !promptCaps.has(m[0]) &&
        (lowerWords.has(m[0].toLowerCase()) || STOPWORDS.has(m[0].toLowerCase())),
    )
    .map((m) => ({ word: m[0], at: m.index! }));
}

/** Puts the text in the required case; for "N words in capitals" capitalises or lowers just enough words. */
export function caseFix(text: string, p: z.infer<typeof letterCaseParams>, prompt = ''): string {
  const mode = p.mode;
  if (mode === 'no_emphasis_caps') {
    let out = text;
    for (const { word, at } of emphasisCaps(text, prompt).reverse()) {
      const start = /(?:^|[.!?]\s+|\n\s*)$/.test(out.slice(0, at));
      const lower = word.toLowerCase();
      out = out.slice(0, at) + (start ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower) + out.slice(at + word.length);
    }
    return out;
  }
  if (mode === 'lower') return text.toLowerCase();
  if (mode === 'upper') return text.toUpperCase();
  if (mode === 'not_upper') return text.toLowerCase().replace(/(^|[.!?]\s+)(\p{L})/gu, (_, a, b) => a + b.toUpperCase());
  const n = Number(p.n);
  const c = capitalWords(text);
  const target = countTarget(String(p.relation), n, c);
  if (target === undefined) return text;
  if (target > c) {
    let need = target - c;
    return text.replace(WORD, (w) => {
      if (need <= 0 || w.length < 4 || !/^\p{L}/u.test(w) || allCaps(w)) return w;
      need--;
      return w.toUpperCase();
    });
  }
  // too many: the excess words lose their capitals, longer words first (an acronym keeps its first letter), then
  // capitals standing alone that do not open a sentence
  let excess = c - target;
  let out = text.replace(WORD, (w) => {
    if (!allCaps(w) || w.length < 2) return w;
    return excess-- > 0 ? w.charAt(0) + w.slice(1).toLowerCase() : w;
  });
  // words counted earlier but kept (the first ones) are left alone: lower from the end so the opening stays intact
  if (capitalWords(out) > target) {
    const singles = [...out.matchAll(WORD)].filter((m) => m[0].length === 1 && allCaps(m[0]) && !/(?:^|[.!?:]\s*|\n\s*)$/.test(out.slice(0, m.index)));
    let more = capitalWords(out) - target;
    for (const m of singles.reverse()) {
      if (more-- <= 0) break;
      out = out.slice(0, m.index) + m[0].toLowerCase() + out.slice(m.index + 1);
    }
  }
  return out;
}
