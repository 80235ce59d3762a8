/**
 * "Use British spelling" / "Write in American English": the reply spells the words of seeds/lexicons/en/spelling-variants.json
 * the way the prompt asks ("colour", not "color"). Only unambiguous pairs are listed, and a capitalised word inside a
 * sentence is a name ("Gray", "Center Parcs"), not the common word.
 */

import { z } from 'zod';
import { lexiconFile } from '../../lexicon.js';
import { PHASE } from '../../redeem/context.js';
import type { Span } from '../../types.js';
import { type Check, finding } from '../check.js';

const PAIRS = z.object({ pairs: z.array(z.tuple([z.string(), z.string()])).min(1) }).parse(lexiconFile('en', 'spelling-variants')).pairs;
const US_TO_UK = new Map(PAIRS.map(([us, uk]) => [us, uk]));
const UK_TO_US = new Map(PAIRS.map(([us, uk]) => [uk, us]));

export const spellingParams = z.object({ check: z.literal('spelling_variant'), variant: z.enum(['british', 'american']) }).loose();

/** Each word of the other variant in the text, with the form the rule asks for. */
export function otherVariantWords(text: string, variant: 'british' | 'american'): { span: Span; seen: string; want: string }[] {
  const table = variant === 'british' ? US_TO_UK : UK_TO_US;
  const out: { span: Span; seen: string; want: string }[] = [];
  for (const m of text.matchAll(/\p{L}+/gu)) {
    const w = m[0];
    const want = table.get(w.toLowerCase());
    if (!want) continue;
    // a capital inside a sentence is a name; at a sentence start it is the word
    if (/^\p{Lu}/u.test(w) && !/(?:^|[.!?:\n]\s*)$/.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
    if (/^\p{Lu}{2,}$/u.test(w)) continue;
    out.push({ span: { start: m.index, end: m.index + w.length }, seen: w, want: /^\p{Lu}/u.test(w) ? want[0]!.toUpperCase() + want.slice(1) : want });
  }
  return out;
}

export const spellingVariantCheck: Check<typeof spellingParams> = {
  provider: {},
  // each word takes the asked spelling, nothing else changes
  repair: {
    phase: PHASE.substitute,
    fix(text, p) {
      let out = text;
      for (const h of otherVariantWords(text, p.variant).reverse()) out = out.slice(0, h.span.start) + h.want + out.slice(h.span.end);
      return out;
    },
  },
  description: 'the reply uses the spelling variant the prompt asks for (British or American)',
  params: spellingParams,
  name: 'spelling_variant',
  evaluate(rule, ctx) {
    const variant = rule.params.variant as 'british' | 'american';
    const hits = otherVariantWords(ctx.text, variant);
    if (!hits.length)
      return finding(rule, this.name, 'satisfied', `No ${variant === 'british' ? 'American' : 'British'} spellings found.`, { confidence: 0.8 });
    const h = hits[0]!;
    return finding(rule, this.name, 'violated', `Response writes "${h.seen}"; ${variant} spelling is "${h.want}".`, {
      evidence: h.span,
      confidence: 0.85,
      hard: false,
    });
  },
};
