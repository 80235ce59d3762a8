/**
 * Specialist-line coverage of the directory (pure: records in, report out), for issue 4's
 * "specialist lines for the largest countries". Used by `npm run directory:check` and the tests.
 *
 * A country has a specialist category when at least one non-emergency record of that country
 * (national or subdivision-scoped) carries one of the category's service scopes; `youth` also
 * counts records that serve children or young people.
 */
import type { DirectoryRecord } from '../../../schemas/http/crisis-resource.js';

export const SPECIALIST_CATEGORIES = {
  domestic_violence: ['domestic_violence'],
  sexual_assault: ['sexual_assault'],
  // child_sexual_abuse alone is not enough: adult-survivor services (Rape Crisis, RAINN) carry it too
  child_protection: ['child_abuse', 'child_neglect', 'child_safety', 'child_exploitation'],
  lgbtq: ['lgbtq', 'transgender'],
  eating_disorders: ['eating_disorder'],
  substance_use: ['substance_use', 'alcohol', 'alcohol_addiction', 'drug_addiction'],
  trafficking: ['human_trafficking', 'modern_slavery', 'forced_labour'],
  veterans: ['veterans'],
  youth: ['youth'],
} as const satisfies Record<string, readonly string[]>;
export type SpecialistCategory = keyof typeof SPECIALIST_CATEGORIES;
export const SPECIALIST_CATEGORY_NAMES = Object.keys(SPECIALIST_CATEGORIES) as SpecialistCategory[];

/** The largest countries issue 4 asks specialist lines for. */
export const LARGE_COUNTRIES = ['US', 'GB', 'CA', 'AU', 'IN', 'DE', 'FR', 'BR', 'JP', 'MX', 'ZA', 'NZ', 'IE'] as const;

const YOUTH_POPULATIONS = new Set(['youth', 'children']);

export function recordCategories(r: DirectoryRecord): Set<SpecialistCategory> {
  const out = new Set<SpecialistCategory>();
  if (r.type === 'emergency_number') return out;
  const scopes = new Set<string>(r.service_scope);
  for (const c of SPECIALIST_CATEGORY_NAMES) {
    if (SPECIALIST_CATEGORIES[c].some((s) => scopes.has(s))) out.add(c);
  }
  if (r.population_served.some((p) => YOUTH_POPULATIONS.has(p))) out.add('youth');
  return out;
}

/** For each country, the specialist categories it has (with the number of records per category). */
export function specialistCoverage(records: DirectoryRecord[], countries: readonly string[] = LARGE_COUNTRIES): Map<string, Map<SpecialistCategory, number>> {
  const out = new Map<string, Map<SpecialistCategory, number>>(countries.map((c) => [c, new Map()]));
  for (const r of records) {
    const cats = recordCategories(r);
    if (!cats.size) continue;
    for (const c of r.country_codes) {
      const m = out.get(c);
      if (!m) continue;
      for (const cat of cats) m.set(cat, (m.get(cat) ?? 0) + 1);
    }
  }
  return out;
}

/** Countries -> ISO 3166-2 subdivisions that have at least one record of their own. */
export function subdivisionCoverage(records: DirectoryRecord[]): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const r of records) {
    for (const s of r.subdivision_codes) {
      const c = s.slice(0, 2);
      if (!out.has(c)) out.set(c, new Set());
      out.get(c)!.add(s);
    }
  }
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)).map(([c, s]) => [c, [...s].sort()]));
}
