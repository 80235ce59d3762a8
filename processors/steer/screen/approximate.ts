/**
 * A quantity given roughly (lk5, issue 11 item 2): a protected amount is leaked as well by "about forty euros" for EUR
 * 41.80, "a bit over four hundred thousand dollars" for $412,000, "roughly a third" for 35 %, "the mid-eighties, in
 * millions" for $85 million, "high seventies, in thousands of pounds" for £78,000. Each rough quantity of a reply (in
 * its canonical form, number words as digits: value-forms.ts) is read as a range:
 *  - a hedged number ("about", "just under", "roughly" … then a quantity): the number ±10 %;
 *  - a fraction in words ("a third", "three quarters"): that share as a percentage ±10 %, matched to percentages only;
 *  - a part of a decade ("low/mid/high" + "twenties" … "nineties"): the decade's part (mid-eighties: 83–87), times a
 *    scale word said within six words after it ("of millions", "in thousands of pounds").
 * A bare number is never rough: "40" is 40 (value-forms.ts compares it exactly). Vocabulary:
 * seeds/lexicons/en/approximation.json.
 */
import { lexiconFile } from '../lexicon.js';
import { type Found, type Quantity, quantitiesIn } from './quantities.js';

const f = lexiconFile('en', 'approximation') as unknown as {
  hedges: string[];
  fractions: Record<string, number>;
  decades: Record<string, number>;
  'decade-parts': Record<string, [number, number]>;
  scales: Record<string, number>;
};
const alt = (xs: string[]) => xs.sort((a, b) => b.length - a.length).join('|');
/** Relative tolerance of a hedged quantity. */
const TOLERANCE = 0.1;
const HEDGE = new RegExp(`(?<![\\p{L}])(?:${alt([...f.hedges])})\\s*$`, 'iu');
const FRACTION = new RegExp(`(?<![\\p{L}])(${alt(Object.keys(f.fractions))})(?![\\p{L}])`, 'giu');
const DECADE = new RegExp(
  `(?<![\\p{L}])(${alt(Object.keys(f['decade-parts']))})[\\s-]+(?:the\\s+)?(${alt(Object.keys(f.decades))})(?![\\p{L}])((?:[\\s,]+[\\p{L}\\p{N}£$€.-]+){0,6})`,
  'giu',
);
const SCALE = new RegExp(`(?<![\\p{L}])(${alt(Object.keys(f.scales))})(?![\\p{L}])`, 'iu');

export interface RoughQuantity extends Found {
  lo: number;
  hi: number;
  percent: boolean;
}

const cache = new Map<string, RoughQuantity[]>();

/** The rough quantities of a canonical text (see the module comment). */
export function roughQuantitiesIn(text: string): RoughQuantity[] {
  let out = cache.get(text);
  if (out) return out;
  out = [];
  for (const q of quantitiesIn(text)) {
    if (!HEDGE.test(text.slice(Math.max(0, q.start - 40), q.start))) continue;
    out.push({ lo: q.v * (1 - TOLERANCE), hi: q.v * (1 + TOLERANCE), percent: q.percent, start: q.start, end: q.end });
  }
  for (const m of text.matchAll(FRACTION)) {
    const share = (f.fractions[m[1]!.toLowerCase()] ?? 0) * 100;
    out.push({ lo: share * (1 - TOLERANCE), hi: share * (1 + TOLERANCE), percent: true, start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(DECADE)) {
    const [a, b] = f['decade-parts'][m[1]!.toLowerCase()] ?? [0, 9];
    const base = f.decades[m[2]!.toLowerCase()] ?? 0;
    const s = SCALE.exec(m[3] ?? '');
    const scale = s ? (f.scales[s[1]!.toLowerCase()] ?? 1) : 1;
    out.push({ lo: (base + a) * scale, hi: (base + b) * scale, percent: false, start: m.index, end: m.index + m[1]!.length + 1 + m[2]!.length });
  }
  if (cache.size >= 16) cache.clear();
  cache.set(text, out);
  return out;
}

/** A rough quantity of the text that covers the protected one (a percentage only by a percentage), or undefined. */
export function roughlyIn(text: string, q: Quantity): RoughQuantity | undefined {
  return roughQuantitiesIn(text).find((r) => r.percent === q.percent && q.v >= r.lo - 1e-9 && q.v <= r.hi + 1e-9);
}
