import { describe, expect, it } from 'vitest';
import {
  DISTRESS_SCOPES,
  isGeneralCrisisLine,
  isOtherGroup,
  listOrderKey,
  POLICY,
  type PolicyResource,
  preference,
  requestMatch,
  scopeMatch,
  tierRank,
  tierStrength,
} from '../../processors/signpost/ranking/policy.js';
import { prior, W_POLICY as SEARCH_W_POLICY, W_SCOPE } from '../../processors/signpost/ranking/search.js';
import { W_POLICY as SMART_W_POLICY } from '../../processors/signpost/ranking/smart.js';
import type { CrisisResource } from '../../schemas/http/crisis-resource.js';

const line = (over: Partial<PolicyResource> = {}): PolicyResource => ({
  type: 'crisis_line',
  priority_tier: 'primary_national_crisis',
  service_scope: ['suicide', 'crisis'],
  population_served: ['general'],
  country_codes: ['GB'],
  ...over,
});
const calm = { populations: [], urgent: false };

describe('the one scoring policy (policy.ts)', () => {
  it('every boost and penalty is a finite number on the one scale, a full scope match being 1', () => {
    for (const [name, v] of Object.entries(POLICY)) {
      expect(Number.isFinite(v), name).toBe(true);
      expect(v, name).toBeGreaterThanOrEqual(0);
    }
    // tie-breakers stay below a tenth of a scope match, so they never outvote what the query is about
    for (const k of ['tier', 'open24_7', 'countrySpecific', 'highProminence', 'extraScope'] as const) expect(POLICY[k]).toBeLessThan(0.1);
  });

  it('prefers the higher priority tier, 24/7, the country over global, high prominence', () => {
    expect(tierRank('primary_national_crisis')).toBe(0);
    expect(tierStrength('primary_national_crisis')).toBe(1);
    expect(tierStrength('emergency_services')).toBe(0);
    expect(tierRank(undefined)).toBe(tierRank('support_info_and_advocacy'));
    expect(tierRank('no such tier')).toBe(tierRank('support_info_and_advocacy'));
    const base = preference(line({ is_24_7: false }), calm);
    expect(preference(line({ priority_tier: 'specialist_issue_crisis', is_24_7: false }), calm)).toBeLessThan(base);
    expect(preference(line({ is_24_7: true }), calm) - base).toBeCloseTo(POLICY.open24_7, 10);
    expect(base - preference(line({ is_24_7: false, country_codes: [] }), calm)).toBeCloseTo(POLICY.countrySpecific, 10);
    expect(preference(line({ is_24_7: false, prominence: 'high' }), calm) - base).toBeCloseTo(POLICY.highProminence, 10);
  });

  it('a line for a group the query does not point to loses otherGroupPenalty; one it points to does not', () => {
    const trans = line({ priority_tier: 'population_specific_crisis', population_served: ['lgbtq'] });
    expect(isOtherGroup(trans, [])).toBe(true);
    expect(isOtherGroup(trans, ['lgbtq'])).toBe(false);
    expect(isOtherGroup(line(), [])).toBe(false);
    expect(preference(trans, { populations: ['lgbtq'], urgent: false }) - preference(trans, calm)).toBeCloseTo(POLICY.otherGroupPenalty, 10);
  });

  it('an emergency number: first when the query says danger now, after a matching general line otherwise', () => {
    const ems = line({ type: 'emergency_number', priority_tier: 'emergency_services', service_scope: ['emergency', 'crisis'] });
    const danger = { populations: [], urgent: true };
    expect(preference(ems, danger) - preference(ems, calm)).toBeCloseTo(POLICY.urgentEmergencyBonus + POLICY.calmEmergencyPenalty, 10);
    // its `crisis` scope does not count: only `emergency` does
    expect(scopeMatch(ems, (s) => (s === 'crisis' ? 1 : undefined)).score).toBe(0);
    expect(scopeMatch(ems, (s) => (s === 'emergency' ? 1 : undefined)).score).toBe(1);
    expect(isGeneralCrisisLine(ems)).toBe(false);
  });

  it('the help-seeking intent lifts a general crisis line, not a line for another group', () => {
    expect(isGeneralCrisisLine(line())).toBe(true);
    expect(preference(line(), { ...calm, intent: 0.5 }) - preference(line(), calm)).toBeCloseTo(POLICY.helpIntent * 0.5, 10);
    const youth = line({ population_served: ['youth'] });
    expect(preference(youth, { ...calm, intent: 0.5 })).toBeCloseTo(preference(youth, calm), 10);
  });

  it('scope match: the best wanted scope counts fully, each further one adds extraScope × its weight', () => {
    const dv = line({ service_scope: ['domestic_violence', 'stalking', 'crisis'] });
    const wanted = new Map([
      ['domestic_violence', 0.8],
      ['stalking', 0.6],
    ]);
    const m = scopeMatch(dv, (s) => wanted.get(s));
    expect(m.score).toBeCloseTo(0.8, 10);
    expect(m.extra).toBeCloseTo(0.6 * POLICY.extraScope, 10);
    expect(m.best).toBe('domestic_violence');
    expect(m.matched).toEqual(['domestic_violence', 'stalking']);
    expect(DISTRESS_SCOPES).toContain('suicide');
  });

  it('request match: the populations and channels a query asks for, as evidence', () => {
    const text = line({ sms_number: '85258', population_served: ['youth'] });
    expect(requestMatch(text, { populations: ['youth'], channels: ['text'], urgent: false })).toBeCloseTo(POLICY.populationMatch + POLICY.channelMatch, 10);
    expect(requestMatch(text, { populations: [], channels: ['chat'], urgent: false })).toBe(0);
  });

  it('search and smart read the same preference, each weighing it once', () => {
    const r = { ...line({ is_24_7: true }), name: 'Samaritans' };
    expect(prior(r)).toBeCloseTo(W_SCOPE * SEARCH_W_POLICY * preference(r, calm), 10);
    expect(SMART_W_POLICY).toBeGreaterThan(SEARCH_W_POLICY);
  });

  it('list order: requested subdivision, country before global, open before closed when urgent, then tier', () => {
    const now = new Date('2026-01-05T12:00:00Z');
    const R = (over: Partial<CrisisResource>) =>
      ({
        type: 'crisis_line',
        name: 'x',
        country_codes: ['GB'],
        service_scope: ['crisis'],
        priority_tier: 'secondary_national_crisis',
        ...over,
      }) as CrisisResource;
    const key = (r: CrisisResource, subdivisions: string[] = [], urgent = false) => listOrderKey(r, { subdivisions, urgent, now });
    expect(key(R({ subdivision_codes: ['GB-SCT'] }), ['GB-SCT'])[0]).toBe(0);
    expect(key(R({}), ['GB-SCT'])[0]).toBe(1);
    expect(key(R({ subdivision_codes: ['GB-WLS'] }), ['GB-SCT'])[0]).toBe(2);
    expect(key(R({ country_codes: [] }))[1]).toBe(1);
    expect(key(R({ is_24_7: true }), [], true)[2]).toBe(0);
    expect(key(R({ priority_tier: 'primary_national_crisis' }))[3]).toBeLessThan(key(R({}))[3] ?? -1);
  });
});
