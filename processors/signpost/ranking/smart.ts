/**
 * Local "smart" ranker for /v1/signpost/smart (no language model, pure): understands the query (understand.ts:
 * our multilingual cue lexicon and, when the caller passes the query's embedding understanding, its similarity to
 * each scope's description and plain-language phrases), scores each resource, and explains every result in a
 * human-readable `why`. The Anthropic-backed ranker (elsewhere) can replace it when configured; this is the default
 * and the fallback.
 */
import type { CrisisResource } from '../../../schemas/http/crisis-resource.js';
import type { Population, ServiceScope } from '../../../schemas/http/signpost-vocabulary.js';
import { clampLimit, matchesCountry } from './list.js';
import { DISTRESS_SCOPES, isEmergencyNumber, offersChat, offersText, preference, requestMatch, scopeMatch } from './policy.js';
import { topScopes, type Understanding, understandQuery } from './understand.js';

export interface QueryAnalysis {
  /** scopes understood with a score of at least WANTED_MIN, strongest first */
  scopes: ServiceScope[];
  populations: Population[];
  channels: ('text' | 'chat')[];
  urgent: boolean;
}

/** How much the policy's preferences (policy.ts) count here against a full scope match: more than in search, because the
 * scope match is this ranker's only evidence of relevance, so it ties often and the preferences must break the ties. */
export const W_POLICY = 10;

/** A scope counts as asked for at this understanding score (0-1). */
export const WANTED_MIN = 0.5;

export function analyseQuery(query: string, understanding?: Understanding): QueryAnalysis {
  const u = understanding ?? understandQuery(query);
  return { scopes: topScopes(u, WANTED_MIN), populations: u.populations, channels: u.channels, urgent: u.urgent };
}

export interface Ranked<R> {
  resource: R;
  why: string;
  rank: number;
}
export interface SmartOptions {
  country?: string;
  scopes?: string[];
  limit?: number;
  /** understandQuery(query, index, embedding): adds the embedding's view of the query to the lexicon's */
  understanding?: Understanding;
}

const TIER_WORDS: Record<string, string> = {
  primary_national_crisis: 'the main national crisis line',
  secondary_national_crisis: 'a national crisis line',
  specialist_issue_crisis: 'a specialist service',
  population_specific_crisis: 'a service for a specific group',
  support_info_and_advocacy: 'an information and support service',
  emergency_services: 'an emergency number',
};
const human = (s: string) => s.replace(/_/g, ' ');
const list = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

export function smartRank<R extends CrisisResource>(
  resources: readonly R[],
  query: string,
  opts: SmartOptions = {},
): { ranked: Ranked<R>[]; analysis: QueryAnalysis } {
  const u = opts.understanding ?? understandQuery(query);
  const analysis = analyseQuery(query, u);
  const limit = clampLimit(opts.limit);
  const country = opts.country?.toUpperCase();
  const only = opts.scopes ?? [];
  let pool = country ? resources.filter((r) => matchesCountry(r, country)) : [...resources];
  if (only.length) pool = pool.filter((r) => r.service_scope?.some((s) => only.includes(s)));
  // How much each scope is wanted (0-1): understood from the query, or asked for with `scopes`.
  const wanted = new Map<string, number>();
  for (const s of analysis.scopes) wanted.set(s, u.scopes.get(s)?.score ?? 0);
  for (const s of opts.scopes ?? []) wanted.set(s, 1);
  // With no cue at all, a person reaching out is treated as someone in distress.
  if (!wanted.size) for (const s of DISTRESS_SCOPES) wanted.set(s, 1);
  const ctx = { populations: analysis.populations, channels: analysis.channels, urgent: analysis.urgent };

  const scored = pool.map((r) => {
    // The scope match and every boost and penalty come from the one policy (policy.ts), in its units.
    const match = scopeMatch(r, (s) => wanted.get(s));
    const matchedScopes = match.matched;
    const matchedPops = (r.population_served ?? []).filter((p) => (analysis.populations as string[]).includes(p));
    const score = match.score + requestMatch(r, ctx) + W_POLICY * (match.extra + preference(r, ctx));
    const hasText = offersText(r);
    const hasChat = offersChat(r);

    const reasons: string[] = [];
    if (matchedScopes.length) {
      const shown = matchedScopes.slice(0, 3);
      const cue = u.scopes.get(shown[0] as ServiceScope)?.cue;
      reasons.push(`helps with ${list(shown.map(human))}${cue ? ` (the query says “${cue}”)` : ''}`);
    }
    if (matchedPops.length) reasons.push(`serves ${list(matchedPops.map(human))}`);
    reasons.push(`is ${TIER_WORDS[r.priority_tier ?? ''] ?? 'a support service'}`);
    if (r.is_24_7) reasons.push('is open 24/7');
    if (analysis.channels.includes('text') && hasText) reasons.push('can be reached by text');
    if (analysis.channels.includes('chat') && hasChat) reasons.push('offers online chat');
    if (!r.country_codes?.length) reasons.push('is available from any country');
    const why = `${r.name} ${list(reasons)}.`;
    return { r, score, why, relevant: matchedScopes.length > 0 || matchedPops.length > 0 || (analysis.urgent && isEmergencyNumber(r)) };
  });
  scored.sort((a, b) => Number(b.relevant) - Number(a.relevant) || b.score - a.score || a.r.name.localeCompare(b.r.name));
  const ranked = scored.slice(0, limit).map((s, i) => ({ resource: s.r, why: s.why, rank: i + 1 }));
  return { ranked, analysis };
}
