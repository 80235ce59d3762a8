/**
 * Local "smart" ranker for /v1/signpost/smart (no language model, pure):
 * detects service scopes, populations and channel preferences from keywords in the query, scores
 * each resource, and explains every result in a human-readable `why`. The Anthropic-backed ranker
 * (elsewhere) can replace it when configured; this is the default and the fallback.
 */
import type { CrisisResource } from '../../schemas/http/crisis-resource.js';
import type { Population, ServiceScope } from '../../schemas/http/signpost-vocabulary.js';
import { PRIORITY_TIERS } from '../../schemas/http/signpost-vocabulary.js';
import { clampLimit, matchesCountry } from './list.js';

interface Cue {
  re: RegExp;
  scopes?: ServiceScope[];
  populations?: Population[];
  channel?: 'text' | 'chat';
  urgent?: boolean;
}

/** Keyword cues. Patterns are matched case-insensitively against the whole query. */
export const CUES: Cue[] = [
  { re: /suicid|kill(?:ing)? (?:my|him|her)sel(?:f|ves)|end (?:my|it all|their) li(?:fe|ves)|want to die|don'?t want to (?:live|be here)|no reason to live/, scopes: ['suicide', 'crisis'] },
  { re: /self[- ]?harm|cutting|cut myself|hurt(?:ing)? myself|burn(?:ing)? myself/, scopes: ['self_harm', 'crisis'] },
  { re: /overdos|took (?:too many|a lot of) pills|bleeding|not breathing|unconscious|right now|in danger|emergency|about to/, scopes: ['emergency', 'crisis'], urgent: true },
  { re: /depress|hopeless|empty inside|can'?t get out of bed/, scopes: ['depression', 'mental_health'] },
  { re: /anxi|panic|worr(?:y|ied) all the time/, scopes: ['anxiety', 'panic_attack', 'mental_health'] },
  { re: /lonel|isolat|no one to talk|nobody to talk/, scopes: ['loneliness', 'emotional_distress'] },
  { re: /voices|hallucinat|psychos|paranoi/, scopes: ['psychosis', 'mental_health'] },
  { re: /trauma|ptsd|flashback/, scopes: ['trauma'] },
  { re: /stress|overwhelm|can'?t cope|struggling|upset|distress/, scopes: ['emotional_distress', 'crisis'] },
  { re: /partner|husband|wife|boyfriend|girlfriend|domestic|hits me|beats me|abusive relationship|coercive/, scopes: ['domestic_violence'] },
  { re: /rape|raped|sexual(?:ly)? assault|sexual abuse|molest/, scopes: ['sexual_assault', 'child_sexual_abuse'] },
  { re: /stalk|following me|won'?t leave me alone/, scopes: ['stalking'] },
  { re: /abuse|abused|neglect/, scopes: ['child_abuse', 'domestic_violence', 'safeguarding'] },
  { re: /bull(?:y|ied|ying)/, scopes: ['bullying', 'cyberbullying'] },
  { re: /nudes?|intimate (?:image|photo)|sextort|blackmail/, scopes: ['sextortion', 'ncii', 'online_exploitation'] },
  { re: /groom/, scopes: ['online_grooming', 'child_exploitation'] },
  { re: /traffick|forced (?:to )?work|passport (?:was )?taken|modern slavery/, scopes: ['human_trafficking', 'forced_labour', 'modern_slavery'] },
  { re: /alcohol|drink(?:ing)?\b|drunk/, scopes: ['alcohol', 'alcohol_addiction', 'substance_use'] },
  { re: /drug|cocaine|heroin|opioid|meth|addict/, scopes: ['drug_addiction', 'substance_use'] },
  { re: /gambl|betting/, scopes: ['gambling'] },
  { re: /anorexi|bulimi|binge|eating disorder|not eating|starv|purg/, scopes: ['eating_disorder'] },
  { re: /pregnan|miscarr|stillbirth/, scopes: ['pregnancy_loss', 'unplanned_pregnancy', 'perinatal_mental_health'] },
  { re: /postpartum|postnatal|after (?:the )?birth|new baby/, scopes: ['postpartum_depression', 'perinatal_mental_health'], populations: ['new_parents', 'mothers'] },
  { re: /grief|griev|bereave|passed away|died|death of/, scopes: ['bereavement'] },
  { re: /lost .* to suicide|killed (?:him|her|them)self/, scopes: ['suicide_loss', 'bereavement'] },
  { re: /\bgay\b|lesbian|bisexual|\blgbt|queer|coming out/, scopes: ['lgbtq'], populations: ['lgbtq'] },
  { re: /\btrans\b|transgender|non-?binary|gender identity/, scopes: ['transgender', 'lgbtq'], populations: ['transgender'] },
  { re: /veteran|military|army|navy|deployed|service ?member/, scopes: ['veterans'], populations: ['veterans'] },
  { re: /homeless|evict|nowhere to (?:live|sleep|stay)|sleeping rough/, scopes: ['homelessness', 'housing'] },
  { re: /\bdebt|can'?t pay|money problems|bills/, scopes: ['debt'] },
  { re: /\bi'?m (?:1[0-7]|[5-9])\b|teen|school|my parents|kid|child|young person|student/, scopes: ['youth', 'child_safety'], populations: ['youth', 'children'] },
  { re: /\bmen\b|\bman\b|\bguy\b/, populations: ['men'] },
  { re: /\bwomen\b|\bwoman\b/, populations: ['women'] },
  { re: /refugee|asylum/, scopes: ['refugee'], populations: ['asylum_seekers'] },
  { re: /\btext\b|texting|sms|can'?t (?:talk|speak)|can'?t call/, channel: 'text' },
  { re: /\bchat\b|online|message/, channel: 'chat' },
];

export interface QueryAnalysis {
  scopes: ServiceScope[];
  populations: Population[];
  channels: ('text' | 'chat')[];
  urgent: boolean;
}

export function analyseQuery(query: string): QueryAnalysis {
  const q = query.toLowerCase().replace(/[’`]/g, "'");
  const scopes = new Set<ServiceScope>();
  const populations = new Set<Population>();
  const channels = new Set<'text' | 'chat'>();
  let urgent = false;
  for (const c of CUES) {
    if (!c.re.test(q)) continue;
    c.scopes?.forEach((s) => scopes.add(s));
    c.populations?.forEach((p) => populations.add(p));
    if (c.channel) channels.add(c.channel);
    if (c.urgent) urgent = true;
  }
  return { scopes: [...scopes], populations: [...populations], channels: [...channels], urgent };
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
  const analysis = analyseQuery(query);
  const limit = clampLimit(opts.limit);
  let pool = opts.country ? resources.filter((r) => matchesCountry(r, opts.country!.toUpperCase())) : [...resources];
  if (opts.scopes?.length) pool = pool.filter((r) => r.service_scope?.some((s) => opts.scopes!.includes(s)));
  const wanted = new Set<string>([...analysis.scopes, ...(opts.scopes ?? [])]);
  // With no cue at all, a person reaching out is treated as someone in distress.
  if (!wanted.size) ['crisis', 'suicide', 'emotional_distress'].forEach((s) => wanted.add(s));

  const scored = pool.map((r) => {
    const matchedScopes = (r.service_scope ?? []).filter((s) => wanted.has(s));
    const matchedPops = (r.population_served ?? []).filter((p) => (analysis.populations as string[]).includes(p));
    const tierIdx = PRIORITY_TIERS.indexOf(r.priority_tier ?? 'support_info_and_advocacy');
    let score = matchedScopes.length * 3 + matchedPops.length * 4;
    // Population-specific lines the query does not point to rank below general ones.
    const popSpecific = r.population_served?.length && !r.population_served.includes('general');
    if (popSpecific && !matchedPops.length) score -= 3;
    score += (PRIORITY_TIERS.length - tierIdx) * 0.5;
    if (r.priority_tier === 'emergency_services') score += analysis.urgent ? 6 : -2;
    const hasText = !!r.sms_number || r.type === 'text_line';
    const hasChat = !!r.chat_url || r.type === 'chat_service';
    if (analysis.channels.includes('text') && hasText) score += 4;
    if (analysis.channels.includes('chat') && hasChat) score += 4;
    if (r.is_24_7) score += analysis.urgent ? 2 : 1;
    if (r.country_codes?.length) score += 1;
    if (r.prominence === 'high') score += 0.5;

    const reasons: string[] = [];
    if (matchedScopes.length) reasons.push(`helps with ${list(matchedScopes.slice(0, 3).map(human))}`);
    if (matchedPops.length) reasons.push(`serves ${list(matchedPops.map(human))}`);
    reasons.push(`is ${TIER_WORDS[r.priority_tier ?? ''] ?? 'a support service'}`);
    if (r.is_24_7) reasons.push('is open 24/7');
    if (analysis.channels.includes('text') && hasText) reasons.push('can be reached by text');
    if (analysis.channels.includes('chat') && hasChat) reasons.push('offers online chat');
    if (!r.country_codes?.length) reasons.push('is available from any country');
    const why = `${r.name} ${list(reasons)}.`;
    return { r, score, why, relevant: matchedScopes.length > 0 || matchedPops.length > 0 || (analysis.urgent && r.priority_tier === 'emergency_services') };
  });
  scored.sort((a, b) => Number(b.relevant) - Number(a.relevant) || b.score - a.score || a.r.name.localeCompare(b.r.name));
  const ranked = scored.slice(0, limit).map((s, i) => ({ resource: s.r, why: s.why, rank: i + 1 }));
  return { ranked, analysis };
}
