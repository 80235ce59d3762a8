import { z } from 'zod';
import { lexiconFile } from '../lexicon.js';

/**
 * Well-known brand names by sector (seeds/lexicons/en/brands.json, issue 9). Used when a prompt forbids mentioning
 * competitors or other brands without naming them all: the brands of the prompt's own sector (found from its words)
 * become forbidden names. Matched case-sensitively (capitalised as written) so common words stay free.
 */
export interface Sector {
  name: string;
  /** Words in the system prompt that place the business in this sector. */
  trigger: RegExp;
  brands: string[];
}

const SectorsFile = z.object({
  sectors: z.array(z.object({ name: z.string().min(1), trigger: z.array(z.string().min(1)).min(1), brands: z.array(z.string().min(1)).min(1) })).min(1),
});

/** Each sector's trigger words join, in file order, into one word-bounded, case-insensitive alternation. */
export const SECTORS: Sector[] = SectorsFile.parse(lexiconFile('en', 'brands')).sectors.map((s) => ({
  name: s.name,
  trigger: new RegExp(String.raw`\b(?:${s.trigger.join('|')})\b`, 'i'),
  brands: s.brands,
}));

/**
 * Brands of the sectors a system prompt belongs to, minus any brand the prompt itself names (its own). `named`: the
 * competitors the prompt names itself. When the lexicon knows some of them, their sectors are the prompt's; when it
 * knows none, the sector guessed from the prompt's words is contradicted by its own examples (an invoicing app that
 * names FreshBooks and Xero is not a bank because it mentions payments), so no brand is inferred.
 */
export function sectorBrands(prompt: string, named: string[] = []): { sectors: string[]; brands: string[] } {
  let hit = SECTORS.filter((s) => s.trigger.test(prompt));
  if (named.length) {
    const lowerNamed = new Set(named.map((n) => n.toLowerCase()));
    const own = SECTORS.filter((s) => s.brands.some((b) => lowerNamed.has(b.toLowerCase())));
    if (!own.length) return { sectors: [], brands: [] };
    hit = own;
  }
  const sectors = hit.length ? hit : SECTORS;
  const lower = prompt.toLowerCase();
  const brands = new Set<string>();
  for (const s of sectors) for (const b of s.brands) if (!lower.includes(b.toLowerCase())) brands.add(b);
  // brands are looked for with indexOf in the response; keep the list small and unique
  return { sectors: hit.map((s) => s.name), brands: [...brands] };
}

/** The lexicon's brands a text names, as written (case-sensitive, whole words). */
export function knownBrandsIn(text: string): string[] {
  const out = new Set<string>();
  for (const s of SECTORS)
    for (const b of s.brands) {
      const i = text.indexOf(b);
      if (i >= 0 && !/[\p{L}\p{N}]/u.test(text[i - 1] ?? '') && !/[\p{L}\p{N}]/u.test(text[i + b.length] ?? '')) out.add(b);
    }
  return [...out];
}
