/**
 * The one scoring policy of signpost's three rankers: which resources are preferred for a request, and by how much.
 * `list.ts` (GET /v1/signpost: filters, no words to weigh), `smart.ts` (the local /smart ranker: understood scopes) and
 * `search.ts` (hybrid semantic search) all read their preferences from here, so a change of policy is one edit.
 *
 * One scale for every boost and penalty: **1 = a full scope match** (the resource serves exactly the situation the query
 * is about, understand.ts at full strength). Each scored ranker says once how much the preferences count against its
 * evidence (its `W_POLICY`): search adds them to its scope signal at face value (`raw = W_DENSE·dense +
 * W_SCOPE·(scope + preference) + W_LEX·lexical`, W_POLICY 1: its dense and lexical signals carry evidence the
 * preferences must not outvote); smart, whose only evidence is the scope match (so it ties often), weighs them 10×.
 * list has no score: it orders by the same preferences one after the other (`listOrderKey`).
 * The values were set on the dev splits of test/eval/signpost (docs/signpost.md has the figures).
 */
import type { CrisisResource } from '../../../schemas/http/crisis-resource.js';
import { PRIORITY_TIERS } from '../../../schemas/http/signpost-vocabulary.js';
import { openStatus } from '../records/open-status.js';

/** The fields of a resource the policy reads (structural: search's index records and full directory records both fit). */
export interface PolicyResource {
  type: string;
  priority_tier?: string | null;
  is_24_7?: boolean | null;
  service_scope?: readonly string[] | null;
  population_served?: readonly string[] | null;
  country_codes?: readonly string[] | null;
  prominence?: string | null;
  sms_number?: string | null;
  chat_url?: string | null;
}

/** Every boost and penalty, in full-scope-match units (see the module comment). */
export const POLICY = {
  /** A line for a group (trans people, veterans, youth) the query does not point to: below the general lines that match
   * as well, never out of the answer (the group may still be the right one; the query just did not say so). */
  otherGroupPenalty: 0.05,
  /** An emergency number when the query says danger now (an urgent cue: "not breathing", "overdose"): first. */
  urgentEmergencyBonus: 0.1,
  /** An emergency number when the query does not say danger now: a general line that matches as well comes first. */
  calmEmergencyPenalty: 0.033,
  /** A resource of the country rather than a global one (the local line knows the local services). */
  countrySpecific: 0.0167,
  /** Prominence `high` (the line people of the country know). A tie-breaker. */
  highProminence: 0.008,
  /** Each of the query's populations the resource serves ("I'm 15 and gay" → a line for LGBTQ youth). */
  populationMatch: 0.667,
  /** The query asks for text or chat ("I can't talk") and the resource offers it. */
  channelMatch: 0.667,
  /** Each matched scope after the best one (a line for exactly this situation beats a general one that also matches). */
  extraScope: 0.025,
  /** The priority tier, spec rank order: the top tier (primary national crisis line) gets this, the last 0. A tie-breaker. */
  tier: 0.05,
  /** Open around the clock. A tie-breaker after the tier. */
  open24_7: 0.0167,
  /** × the query's help-seeking intent (0..1, intent.ts), for a general crisis line of the country (isGeneralCrisisLine):
   * oblique crisis phrasing ("I feel like ending it") names no scope, and the general line is then the right answer. */
  helpIntent: 0.9,
} as const;

/** The scopes of distress anyone may bring to a general line: what a query with no cue at all is taken to be about. */
export const DISTRESS_SCOPES: readonly string[] = ['crisis', 'suicide', 'emotional_distress'];
/** List's "other crisis services" beside the requested scopes: distress, general support and emergency numbers. */
export const GENERAL_CRISIS_SCOPES: readonly string[] = [...DISTRESS_SCOPES, 'general', 'emergency'];
const NATIONAL_TIERS = new Set(['primary_national_crisis', 'secondary_national_crisis']);

export const isEmergencyNumber = (r: PolicyResource): boolean => r.type === 'emergency_number' || r.priority_tier === 'emergency_services';

/** A line anyone in distress can call: national tier, a distress scope, not an emergency number. */
export function isGeneralCrisisLine(r: PolicyResource): boolean {
  return r.type !== 'emergency_number' && NATIONAL_TIERS.has(r.priority_tier ?? '') && (r.service_scope ?? []).some((s) => DISTRESS_SCOPES.includes(s));
}

/** A scope that counts for this resource: an emergency number counts only its `emergency` scope (every one also carries
 * `crisis`, and 112 is not the answer to "I feel so alone"). */
export const scopeCounts = (r: PolicyResource, scope: string): boolean => r.type !== 'emergency_number' || scope === 'emergency';

/** 0 for the top priority tier … PRIORITY_TIERS.length − 1 for the last; an unknown tier ranks as support and advocacy. */
export function tierRank(tier: string | null | undefined): number {
  const i = PRIORITY_TIERS.indexOf((tier ?? 'support_info_and_advocacy') as (typeof PRIORITY_TIERS)[number]);
  return i < 0 ? PRIORITY_TIERS.indexOf('support_info_and_advocacy') : i;
}
/** 1 for the top tier … 0 for the last. */
export const tierStrength = (tier: string | null | undefined): number => (PRIORITY_TIERS.length - 1 - tierRank(tier)) / (PRIORITY_TIERS.length - 1);

const PROMINENCE_RANK: Readonly<Record<string, number>> = { high: 0, medium: 1, low: 2 };
export const prominenceRank = (r: PolicyResource): number => PROMINENCE_RANK[r.prominence ?? 'medium'] ?? 1;

/** Availability for urgent requests: 0 open now or 24/7, 1 unknown, 2 closed. */
export function availabilityRank(r: CrisisResource, now: Date): number {
  if (r.is_24_7) return 0;
  const s = openStatus(r, now);
  if (s.is_open === true) return 0;
  if (s.is_open === null) return 1;
  return 2;
}

/** The resource serves specific groups, none of them general and none the query points to. */
export function isOtherGroup(r: PolicyResource, populations: readonly string[]): boolean {
  const pops = r.population_served ?? [];
  return pops.length > 0 && !pops.includes('general') && !pops.some((p) => populations.includes(p));
}

export const offersText = (r: PolicyResource): boolean => !!r.sms_number || r.type === 'text_line';
export const offersChat = (r: PolicyResource): boolean => !!r.chat_url || r.type === 'chat_service';

/** What the policy knows of a request besides its scopes. */
export interface RequestContext {
  /** populations the query points to */
  populations: readonly string[];
  /** contact channels asked for */
  channels?: readonly ('text' | 'chat')[];
  /** danger now */
  urgent: boolean;
  /** help-seeking intent, 0..1 (search; absent = 0) */
  intent?: number;
}

/** The policy's preference for one resource, in full-scope-match units (every boost and penalty except the scope match). */
export function preference(r: PolicyResource, ctx: RequestContext): number {
  const otherGroup = isOtherGroup(r, ctx.populations);
  const intent = ctx.intent ?? 0;
  return (
    POLICY.tier * tierStrength(r.priority_tier) +
    (r.is_24_7 ? POLICY.open24_7 : 0) +
    (r.type === 'emergency_number' ? (ctx.urgent ? POLICY.urgentEmergencyBonus : -POLICY.calmEmergencyPenalty) : 0) +
    (r.country_codes?.length ? POLICY.countrySpecific : 0) +
    (r.prominence === 'high' ? POLICY.highProminence : 0) -
    (otherGroup ? POLICY.otherGroupPenalty : 0) +
    (intent > 0 && !otherGroup && isGeneralCrisisLine(r) ? POLICY.helpIntent * intent : 0)
  );
}

/**
 * What the query asks for besides scopes, as evidence: the populations it names that the resource serves and the channels
 * (text, chat) it asks for that the resource offers. The smart ranker adds this to the scope match (the query's words
 * reach it only through understanding); search does not, its dense and lexical signals already read those words.
 */
export function requestMatch(r: PolicyResource, ctx: RequestContext): number {
  const matchedPops = (r.population_served ?? []).filter((p) => ctx.populations.includes(p)).length;
  const channels = ctx.channels ?? [];
  return (
    POLICY.populationMatch * matchedPops +
    (channels.includes('text') && offersText(r) ? POLICY.channelMatch : 0) +
    (channels.includes('chat') && offersChat(r) ? POLICY.channelMatch : 0)
  );
}

/**
 * The scope match of a resource from how much each scope is wanted (0..1): the best counted scope (`score`), and `extraScope` for each further wanted scope it serves (`extra`, a
 * preference: a ranker weighs it as it weighs `preference`).
 */
export function scopeMatch(
  r: PolicyResource,
  wanted: (scope: string) => number | undefined,
): { score: number; extra: number; best?: string; matched: string[] } {
  let best = 0;
  let which: string | undefined;
  const matched: { s: string; v: number }[] = [];
  for (const s of r.service_scope ?? []) {
    if (!scopeCounts(r, s)) continue;
    const v = wanted(s);
    if (v === undefined || v <= 0) continue;
    matched.push({ s, v });
    if (v > best) {
      best = v;
      which = s;
    }
  }
  matched.sort((a, b) => b.v - a.v);
  const extra = matched.slice(1).reduce((a, m) => a + m.v, 0) * POLICY.extraScope;
  return { score: best, extra, best: which, matched: matched.map((m) => m.s) };
}

/**
 * List's order (no query words): requested subdivision, then country-wide, then other subdivisions' (never dropped);
 * country-specific before global; with `urgent`, open now or 24/7 before unknown before closed; then the priority
 * tier and prominence. Lower sorts first; ties go by name.
 */
export function listOrderKey(r: CrisisResource, req: { subdivisions: readonly string[]; urgent?: boolean; now: Date }): number[] {
  const rsubs = r.subdivision_codes ?? [];
  const inRequested = rsubs.some((s) => req.subdivisions.includes(s));
  const subRank = req.subdivisions.length ? (inRequested ? 0 : rsubs.length ? 2 : 1) : rsubs.length ? 1 : 0;
  const globalRank = r.country_codes?.length ? 0 : 1;
  const avail = req.urgent ? availabilityRank(r, req.now) : 0;
  return [subRank, globalRank, avail, tierRank(r.priority_tier), prominenceRank(r)];
}
