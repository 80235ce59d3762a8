/**
 * GET /v1/signpost semantics as a pure function (spec document 2, "Signpost responses",
 * "Query parameters", "Rules").
 *
 * - Country match: resources listing the country, plus global resources (no country_codes).
 * - `scopes` and `populations` combine with AND: a resource must serve at least one requested scope
 *   AND at least one requested population (values within one list are alternatives).
 * - The values are parsed once, at the edge (schemas/http/signpost.ts, ListQuery: unknown scopes and populations are a
 *   400 there, naming them); an unknown value passed here matches nothing.
 * - Ranking, in order: resources for a requested subdivision, then country-wide ones, then other
 *   subdivisions' (never dropped); country-specific before global; with `urgent`, open now / 24/7
 *   before unknown before closed; then priority tier (spec rank order); prominence; name.
 * - limit: default 10, clamped to 1..10.
 * - With scopes: {country, primary, secondary, scopes_requested, resources (= primary), count
 *   (= primary.length)}; `secondary` holds general crisis resources of the country not in primary.
 *   Without scopes: {country, resources, count}.
 */
import type { CrisisResource } from '../../../schemas/http/crisis-resource.js';
import { GENERAL_CRISIS_SCOPES, listOrderKey } from './policy.js';

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 10;

export interface ListOptions {
  country: string;
  subdivisions?: string[];
  scopes?: string[];
  populations?: string[];
  urgent?: boolean;
  limit?: number;
  now?: Date;
}

export type ListResponse<R> =
  | { country: string; primary: R[]; secondary: R[]; scopes_requested: string[]; resources: R[]; count: number }
  | { country: string; resources: R[]; count: number };

export const clampLimit = (limit: number | undefined, max = MAX_LIMIT, def = DEFAULT_LIMIT): number =>
  Math.max(1, Math.min(max, limit !== undefined && Number.isFinite(limit) && limit > 0 ? Math.floor(limit) : def));

export function matchesCountry(r: CrisisResource, country: string): boolean {
  return !r.country_codes?.length || r.country_codes.includes(country);
}
const intersects = (a: readonly string[] | undefined, b: readonly string[]) => !!a && a.some((x) => b.includes(x));

/** Resources in list order (policy.ts, listOrderKey), ties by name. */
export function rankResources<R extends CrisisResource>(rs: R[], opts: { country: string; subdivisions?: string[]; urgent?: boolean; now?: Date }): R[] {
  const req = { subdivisions: opts.subdivisions ?? [], urgent: opts.urgent, now: opts.now ?? new Date() };
  const keyed = rs.map((r) => ({ r, k: listOrderKey(r, req) }));
  keyed.sort((a, b) => {
    for (const [i, ka] of a.k.entries()) {
      const kb = b.k[i] ?? 0;
      if (ka !== kb) return ka - kb;
    }
    return a.r.name.localeCompare(b.r.name);
  });
  return keyed.map((x) => x.r);
}

export function listResources<R extends CrisisResource>(all: readonly R[], opts: ListOptions): ListResponse<R> {
  const country = opts.country.toUpperCase();
  const scopes = opts.scopes ?? [];
  const populations = opts.populations ?? [];
  const limit = clampLimit(opts.limit);
  const subdivisions = (opts.subdivisions ?? []).map((s) => s.toUpperCase());
  const rankOpts = { country, subdivisions, urgent: opts.urgent, now: opts.now };

  const inCountry = all.filter((r) => matchesCountry(r, country));
  const popOk = (r: R) => !populations.length || intersects(r.population_served, populations);

  if (!scopes.length) {
    const resources = rankResources(inCountry.filter(popOk), rankOpts).slice(0, limit);
    return { country, resources, count: resources.length };
  }
  const primaryAll = inCountry.filter((r) => intersects(r.service_scope, scopes) && popOk(r));
  const primary = rankResources(primaryAll, rankOpts).slice(0, limit);
  const inPrimary = new Set(primaryAll);
  const secondaryAll = inCountry.filter(
    (r) =>
      !inPrimary.has(r) &&
      (r.priority_tier === 'primary_national_crisis' ||
        r.priority_tier === 'secondary_national_crisis' ||
        r.priority_tier === 'emergency_services' ||
        intersects(r.service_scope, GENERAL_CRISIS_SCOPES)) &&
      (!r.population_served?.length || intersects(r.population_served, ['general'])),
  );
  const secondary = rankResources(secondaryAll, rankOpts).slice(0, limit);
  return { country, primary, secondary, scopes_requested: scopes, resources: primary, count: primary.length };
}
