/**
 * Summary for GET /v1/signpost/countries (pure): one entry per country or territory that has at
 * least one resource, with counts and the headline flags. Global resources are counted separately.
 */
import type { CrisisResource } from '../../../schemas/http/crisis-resource.js';

export interface CountrySummary {
  code: string;
  name: string;
  resource_count: number;
  counts_by_type: Record<string, number>;
  subdivisions: string[];
  has_emergency: boolean;
  has_crisis_line: boolean;
  has_text_or_chat: boolean;
}

const names = new Intl.DisplayNames(['en'], { type: 'region' });
export const countryDisplayName = (cc: string): string => (cc === 'XK' ? 'Kosovo' : (names.of(cc) ?? cc));
const CRISIS = new Set(['crisis_line', 'text_line', 'chat_service']);

export function countries(all: readonly CrisisResource[]): { countries: CountrySummary[]; count: number; global_resources: number } {
  const by = new Map<string, CountrySummary>();
  let global = 0;
  for (const r of all) {
    if (!r.country_codes?.length) {
      global++;
      continue;
    }
    for (const cc of r.country_codes) {
      let s = by.get(cc);
      if (!s) {
        s = {
          code: cc,
          name: countryDisplayName(cc),
          resource_count: 0,
          counts_by_type: {},
          subdivisions: [],
          has_emergency: false,
          has_crisis_line: false,
          has_text_or_chat: false,
        };
        by.set(cc, s);
      }
      s.resource_count++;
      s.counts_by_type[r.type] = (s.counts_by_type[r.type] ?? 0) + 1;
      for (const sd of r.subdivision_codes ?? []) if (sd.startsWith(`${cc}-`) && !s.subdivisions.includes(sd)) s.subdivisions.push(sd);
      if (r.type === 'emergency_number') s.has_emergency = true;
      if (CRISIS.has(r.type)) s.has_crisis_line = true;
      if (r.sms_number || r.chat_url || r.type === 'text_line' || r.type === 'chat_service') s.has_text_or_chat = true;
    }
  }
  const list = [...by.values()].sort((a, b) => a.code.localeCompare(b.code));
  for (const s of list) s.subdivisions.sort();
  return { countries: list, count: list.length, global_resources: global };
}

/**
 * The wire of GET /v1/signpost/countries: `countries` is a list of codes (what NOPE's clients parse), the
 * per-country summaries move to the additive `details` field.
 */
export function countryList(c: ReturnType<typeof countries>) {
  return { countries: c.countries.map((x) => x.code), count: c.count, details: c.countries, global_resources: c.global_resources };
}
