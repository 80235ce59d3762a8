/**
 * Crisis resources for an assessment (pure): the lead risk's type mapped to directory service scopes
 * (seeds/risk/resources.json), populations inferred from the conversation (youth, LGBTQ+, veterans, …), the caller's
 * country, urgency (24/7 and open-now first) — selected and ranked by the signpost directory's own list function
 * (processors/signpost/ranking/list.ts), so evaluate and GET /v1/signpost agree. Each pick gets a `why` in plain words.
 * Rules in docs/evaluate.md ("Resources").
 */
import type { DirectoryRecord, OpenStatus } from '../../schemas/http/crisis-resource.js';
import { listResources } from '../signpost/ranking/list.js';
import { openStatus } from '../signpost/records/open-status.js';
import type { Assessment } from './engine.js';
import { immRank, type RiskVerdict, sevRank } from './types.js';
import { vocabulary } from './vocabulary.js';

export type MatchedResource = DirectoryRecord & { open_status: OpenStatus; why: string };

export interface ResourceMatch {
  primary: MatchedResource;
  secondary: MatchedResource[];
  /** scopes and populations used, for debug and the alert's resources_provided */
  scopes: string[];
  populations: string[];
}

export const SECONDARY_MAX = 3;
/** scopes any crisis line serves; a risk's specific scopes rank before them */
const GENERAL_SCOPES = new Set(['crisis', 'emotional_distress', 'mental_health', 'general']);

/** The risk resources are chosen for: the speaker's own most serious risk, else the most serious risk of another person. */
export function leadRisk(risks: readonly RiskVerdict[]): RiskVerdict | undefined {
  const order = (a: RiskVerdict, b: RiskVerdict) => sevRank(b.risk_severity) - sevRank(a.risk_severity) || immRank(b.imminence) - immRank(a.imminence);
  const self = risks.filter((r) => r.subject !== 'other').sort(order);
  if (self[0] && (sevRank(self[0].risk_severity) >= sevRank('moderate') || immRank(self[0].imminence) >= immRank('urgent'))) return self[0];
  return [...risks].sort(order)[0];
}

export function scopesFor(r: RiskVerdict): string[] {
  const v = vocabulary().resources;
  for (const variant of v.variants) {
    if (variant.type !== r.code) continue;
    if (variant.subject && variant.subject !== r.subject) continue;
    if (variant.when_child && !r.child_involved) continue;
    if (variant.when_feature && !variant.when_feature.some((f) => r.features.includes(f))) continue;
    return variant.scopes;
  }
  return v.scopes[r.code];
}

export function populationsFor(a: Pick<Assessment, 'hits'>): { population: string; label: string }[] {
  const v = vocabulary().resources;
  const found = new Set(a.hits.filter((h) => h.actor !== 'other').map((h) => h.feature));
  return v.populations.filter((p) => found.has(p.feature));
}

const isEmergencyNumber = (r: DirectoryRecord) => r.type === 'emergency_number' || r.priority_tier === 'emergency_services';

function fill(t: string, vars: Record<string, string>): string {
  return t.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
}

function whyFor(
  r: DirectoryRecord,
  st: OpenStatus,
  lead: RiskVerdict,
  role: 'primary' | 'secondary',
  populationLabel: string | undefined,
  emergency: boolean,
): string {
  const v = vocabulary().resources;
  if (emergency && isEmergencyNumber(r)) return fill(v.why.emergency!, { name: r.name });
  const open = r.is_24_7 ? v.why.open_247! : st.is_open ? v.why.open_now! : '';
  const population = populationLabel && r.population_served?.some((p) => p !== 'general') ? fill(v.why.population!, { label: populationLabel }) : '';
  if (role === 'secondary') return fill(v.why.secondary!, { name: r.name, concern_short: v.concern[lead.code], open });
  if (lead.subject === 'other')
    return fill(v.why.primary_other!, { name: r.name, whom: v.concern_other[lead.code], concern: v.concern_other[lead.code], open });
  return fill(v.why.primary_self!, { name: r.name, concern: v.concern[lead.code], population, open });
}

export function matchResources(a: Assessment, records: readonly DirectoryRecord[], o: { country: string; now: Date }): ResourceMatch | undefined {
  if (!a.show_resources) return undefined;
  const lead = leadRisk(a.risks);
  if (!lead) return undefined;
  const emergency = lead.imminence === 'emergency';
  const urgent = immRank(lead.imminence) >= immRank('urgent');
  const scopes = scopesFor(lead).filter((s) => s !== 'emergency');
  const pops = populationsFor(a);
  const base = { country: o.country, urgent, now: o.now, limit: 10 };

  const tryList = (sc: string[], populations: string[]) => {
    const r = listResources(records, { ...base, scopes: sc, populations: populations.length ? [...populations, 'general'] : [] });
    return 'primary' in r ? r : { primary: r.resources, secondary: [] as DirectoryRecord[] };
  };
  // the risk's own services first (domestic violence lines before general crisis lines), then the general ones
  const specific = scopes.filter((s) => !GENERAL_SCOPES.has(s));
  const general = scopes.filter((s) => GENERAL_SCOPES.has(s));
  const first = specific.length
    ? tryList(
        specific,
        pops.map((p) => p.population),
      )
    : { primary: [] as DirectoryRecord[], secondary: [] as DirectoryRecord[] };
  let list = general.length
    ? tryList(
        general,
        pops.map((p) => p.population),
      )
    : first;
  if (list !== first)
    list = { primary: [...first.primary, ...list.primary.filter((r) => !first.primary.includes(r))], secondary: [...first.secondary, ...list.secondary] };
  // a population-specific line first when one exists; the general lines follow
  const popFirst = pops.length ? list.primary.filter((r) => r.population_served?.some((p) => pops.some((x) => x.population === p))) : [];
  let ordered = [...popFirst, ...list.primary.filter((r) => !popFirst.includes(r))];
  if (!ordered.length) {
    list = tryList(['crisis', 'suicide', 'emotional_distress', 'general'], []);
    ordered = list.primary;
  }
  const rest = [...ordered, ...list.secondary];
  let primary: DirectoryRecord | undefined = rest[0];
  if (emergency) {
    const em = listResources(records, { ...base, scopes: ['emergency'] });
    const number = ('primary' in em ? em.primary : em.resources).find(isEmergencyNumber);
    if (number) primary = number;
  }
  if (!primary) return undefined;
  const seen = new Set([primary.id]);
  const secondary: DirectoryRecord[] = [];
  for (const r of rest) {
    if (secondary.length >= SECONDARY_MAX) break;
    if (seen.has(r.id) || (isEmergencyNumber(r) && !emergency)) continue;
    seen.add(r.id);
    secondary.push(r);
  }
  const popLabel = pops[0]?.label;
  const dress = (r: DirectoryRecord, role: 'primary' | 'secondary'): MatchedResource => {
    const st = openStatus(r, o.now);
    return { ...r, open_status: st, why: whyFor(r, st, lead, role, popLabel, emergency) };
  };
  return { primary: dress(primary, 'primary'), secondary: secondary.map((r) => dress(r, 'secondary')), scopes, populations: pops.map((p) => p.population) };
}
