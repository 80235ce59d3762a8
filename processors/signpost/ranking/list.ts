/**
 * GET /v1/signpost semantics as a pure function (spec document 2, "Signpost responses",
 * "Query parameters", "Rules").
 *
 * - Country match: resources listing the country, plus global resources (no country_codes).
 * - `scopes` and `populations` combine with AND: a resource must serve at least one requested scope
 *   AND at least one requested population (values within one list are alternatives).
 * - Unknown scope/population values: `InvalidFilterError` listing them (the route answers 400).
 * - Ranking, in order: resources for a requested subdivision, then country-wide ones, then other
 *   subdivisions' (never dropped); country-specific before global; with `urgent`, open now / 24/7
 *   before unknown before closed; then priority tier (spec rank order); prominence; name.
 * - limit: default 10, clamped to 1..10.
 * - With scopes: {country, primary, secondary, scopes_requested, resources (= primary), count
 *   (= primary.length)}; `secondary` holds general crisis resources of the country not in primary.
 *   Without scopes: {country, resources, count}.
 */
import type { CrisisResource } from '../../../schemas/http/crisis-resource.js';
import { isPopulation, isServiceScope, PRIORITY_TIERS } from '../../../schemas/http/signpost-vocabulary.js';
import { openStatus } from '../records/open-status.js';

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

export class InvalidFilterError extends Error {
  constructor(
    readonly invalid_scopes: string[],
    readonly invalid_populations: string[],
  ) {
    const parts = [];
    if (invalid_scopes.length) parts.push(`unknown scopes: ${invalid_scopes.join(', ')}`);
    if (invalid_populations.length) parts.push(`unknown populations: ${invalid_populations.join(', ')}`);
    super(parts.join('; '));
    this.name = 'InvalidFilterError';
  }
}

/** Unknown values among requested scopes (empty when all are valid). */
export const validateScopes = (scopes: readonly string[] = []): string[] => scopes.filter((s) => !isServiceScope(s));
/** Unknown values among requested populations (empty when all are valid). */
export const validatePopulations = (pops: readonly string[] = []): string[] => pops.filter((p) => !isPopulation(p));

/** Split a comma-separated query value into trimmed, de-duplicated, non-empty items. */
export function splitList(v: string | string[] | undefined | null): string[] {
  if (v == null) return [];
  const parts = (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(','));
  return [...new Set(parts.map((s) => s.trim()).filter(Boolean))];
}

export const clampLimit = (limit: number | undefined, max = MAX_LIMIT, def = DEFAULT_LIMIT): number =>
  Math.max(1, Math.min(max, Number.isFinite(limit) && limit! > 0 ? Math.floor(limit!) : def));

const tierRank = (t: string | undefined) => {
  const i = PRIORITY_TIERS.indexOf((t ?? '') as (typeof PRIORITY_TIERS)[number]);
  return i < 0 ? PRIORITY_TIERS.length : i;
};
const PROMINENCE_RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };

export function matchesCountry(r: CrisisResource, country: string): boolean {
  return !r.country_codes?.length || r.country_codes.includes(country);
}
const intersects = (a: readonly string[] | undefined, b: readonly string[]) => !!a && a.some((x) => b.includes(x));

/** Availability rank for urgent requests: 0 open now or 24/7, 1 unknown, 2 closed. */
export function availabilityRank(r: CrisisResource, now: Date): number {
  if (r.is_24_7) return 0;
  const s = openStatus(r, now);
  if (s.is_open === true) return 0;
  if (s.is_open === null) return 1;
  return 2;
}

export function rankResources<R extends CrisisResource>(rs: R[], opts: { country: string; subdivisions?: string[]; urgent?: boolean; now?: Date }): R[] {
  const subs = opts.subdivisions ?? [];
  const now = opts.now ?? new Date();
  const key = (r: R) => {
    const rsubs = r.subdivision_codes ?? [];
    const subRank = subs.length ? (intersects(rsubs, subs) ? 0 : rsubs.length ? 2 : 1) : rsubs.length ? 1 : 0;
    const globalRank = r.country_codes?.length ? 0 : 1;
    const avail = opts.urgent ? availabilityRank(r, now) : 0;
    return [subRank, globalRank, avail, tierRank(r.priority_tier), PROMINENCE_RANK[r.prominence ?? 'medium'] ?? 1];
  };
  const keyed = rs.map((r) => ({ r, k: key(r) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.k.length; i++) if (a.k[i] !== b.k[i]) return a.k[i] - b.k[i];
    return a.r.name.localeCompare(b.r.name);
  });
  return keyed.map((x) => x.r);
}

const GENERAL_CRISIS_SCOPES = ['crisis', 'suicide', 'general', 'emotional_distress', 'emergency'];

export function listResources<R extends CrisisResource>(all: readonly R[], opts: ListOptions): ListResponse<R> {
  const country = opts.country.toUpperCase();
  const scopes = opts.scopes ?? [];
  const populations = opts.populations ?? [];
  const badScopes = validateScopes(scopes);
  const badPops = validatePopulations(populations);
  if (badScopes.length || badPops.length) throw new InvalidFilterError(badScopes, badPops);
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
