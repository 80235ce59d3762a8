import { describe, expect, it } from 'vitest';
import { listResources } from '../../processors/signpost/ranking/list.js';
import { countries } from '../../processors/signpost/records/countries.js';
import { loadDirectory } from '../../processors/signpost/storage/directory-files.js';
import type { CrisisResource } from '../../schemas/http/crisis-resource.js';
import { invalidValues, ListQuery } from '../../schemas/http/signpost.js';
import { at } from '../helpers/at.js';

const base = { timezone: 'Europe/London', hours_confidence: 'verified' as const };
const R = (p: Partial<CrisisResource> & { name: string }): CrisisResource => ({
  type: 'crisis_line',
  country_codes: ['GB'],
  subdivision_codes: [],
  population_served: ['general'],
  service_scope: ['crisis'],
  priority_tier: 'secondary_national_crisis',
  ...base,
  ...p,
});

const fixture: CrisisResource[] = [
  R({ name: 'National line', priority_tier: 'primary_national_crisis', service_scope: ['suicide', 'crisis'], opening_hours_osm: '24/7', is_24_7: true }),
  R({
    name: 'Day line',
    service_scope: ['suicide'],
    opening_hours_osm: 'Mo-Fr 09:00-17:00',
    is_24_7: false,
    priority_tier: 'primary_national_crisis',
    prominence: 'high',
  }),
  R({ name: 'Scottish line', subdivision_codes: ['GB-SCT'], service_scope: ['suicide'], priority_tier: 'secondary_national_crisis' }),
  R({ name: 'Youth DV line', service_scope: ['domestic_violence'], population_served: ['youth'], priority_tier: 'specialist_issue_crisis' }),
  R({ name: 'Adult DV line', service_scope: ['domestic_violence'], population_served: ['women'], priority_tier: 'specialist_issue_crisis' }),
  R({ name: 'Youth line', service_scope: ['youth', 'crisis'], population_served: ['youth'], priority_tier: 'population_specific_crisis' }),
  R({ type: 'emergency_number', name: '999', service_scope: ['emergency'], priority_tier: 'emergency_services', opening_hours_osm: '24/7', is_24_7: true }),
  R({
    type: 'chat_service',
    name: 'Global chat',
    country_codes: [],
    service_scope: ['crisis', 'suicide'],
    priority_tier: 'secondary_national_crisis',
    opening_hours_osm: '24/7',
    is_24_7: true,
  }),
  R({ name: 'French line', country_codes: ['FR'], service_scope: ['suicide'] }),
];
const names = (rs: CrisisResource[]) => rs.map((r) => r.name);

describe('listResources', () => {
  it('without scopes: {country, resources, count}, country + global, tier order', () => {
    const res = listResources(fixture, { country: 'gb' });
    expect(Object.keys(res).sort()).toEqual(['count', 'country', 'resources']);
    expect(res.country).toBe('GB');
    expect(names(res.resources)).not.toContain('French line');
    expect(names(res.resources)).toContain('Global chat');
    const idx = (n: string) => names(res.resources).indexOf(n);
    // country-wide before global; a region's own line (no region requested) after both
    expect(idx('Global chat')).toBeGreaterThan(idx('999'));
    expect(idx('Scottish line')).toBe(res.resources.length - 1);
    expect(at(res.resources, 0).priority_tier).toBe('primary_national_crisis');
    expect(res.count).toBe(res.resources.length);
    const tiers = res.resources.filter((r) => r.country_codes?.length && !r.subdivision_codes?.length).map((r) => r.priority_tier);
    expect(tiers.indexOf('emergency_services')).toBe(tiers.length - 1);
  });

  it('with scopes: primary/secondary/scopes_requested/resources/count', () => {
    const res = listResources(fixture, { country: 'GB', scopes: ['domestic_violence'] });
    expect(Object.keys(res).sort()).toEqual(['count', 'country', 'primary', 'resources', 'scopes_requested', 'secondary']);
    if (!('primary' in res)) throw new Error('shape');
    expect(names(res.primary).sort()).toEqual(['Adult DV line', 'Youth DV line']);
    expect(res.resources).toEqual(res.primary);
    expect(res.count).toBe(2);
    expect(res.scopes_requested).toEqual(['domestic_violence']);
    expect(names(res.secondary)).toContain('National line');
    expect(names(res.secondary)).not.toContain('Youth DV line');
  });

  it('scopes AND populations', () => {
    const res = listResources(fixture, { country: 'GB', scopes: ['domestic_violence'], populations: ['youth'] });
    expect(names(res.resources)).toEqual(['Youth DV line']);
    const popsOnly = listResources(fixture, { country: 'GB', populations: ['youth'] });
    expect(names(popsOnly.resources).sort()).toEqual(['Youth DV line', 'Youth line']);
  });

  it('subdivision-specific first, then country-wide; others kept', () => {
    const withSub = listResources(fixture, { country: 'GB', scopes: ['suicide'], subdivisions: ['GB-SCT'] });
    expect(at(withSub.resources, 0).name).toBe('Scottish line');
    const without = listResources(fixture, { country: 'GB', scopes: ['suicide'] });
    expect(names(without.resources)).toContain('Scottish line');
    expect(at(without.resources, 0).name).not.toBe('Scottish line');
    const other = listResources(fixture, { country: 'GB', scopes: ['suicide'], subdivisions: ['GB-WLS'] });
    expect(names(other.resources)).toContain('Scottish line');
    expect(other.resources.findIndex((r) => r.name === 'Scottish line')).toBeGreaterThan(other.resources.findIndex((r) => r.name === 'National line'));
  });

  it('urgent ranks open-now and 24/7 first, without filtering', () => {
    const saturday = new Date('2026-01-10T12:00:00Z');
    const normal = listResources(fixture, { country: 'GB', scopes: ['suicide'], now: saturday });
    expect(at(normal.resources, 0).name).toBe('Day line'); // same tier, higher prominence
    const urgent = listResources(fixture, { country: 'GB', scopes: ['suicide'], urgent: true, now: saturday });
    expect(at(urgent.resources, 0).name).toBe('National line');
    expect(names(urgent.resources)).toContain('Day line'); // closed but kept
    expect(names(urgent.resources).indexOf('Day line')).toBeGreaterThan(names(urgent.resources).indexOf('National line'));
    const weekday = listResources(fixture, { country: 'GB', scopes: ['suicide'], urgent: true, now: new Date('2026-01-07T12:00:00Z') });
    expect(names(weekday.resources).slice(0, 2).sort()).toEqual(['Day line', 'National line']);
  });

  it('unknown scopes and populations are a 400 at the edge, naming them (the one parse: ListQuery)', () => {
    const p = ListQuery.safeParse({ country: 'GB', scopes: 'suicide,astrology,ufo', populations: 'youth,wizards' });
    expect(p.success).toBe(false);
    if (!p.success) expect(invalidValues(p.error)).toEqual({ invalid_scopes: ['astrology', 'ufo'], invalid_populations: ['wizards'] });
  });

  it('limit defaults to 10 and is capped at 10', () => {
    const many = Array.from({ length: 25 }, (_, i) => R({ name: `Line ${i}` }));
    expect(listResources(many, { country: 'GB' }).count).toBe(10);
    expect(listResources(many, { country: 'GB', limit: 50 }).count).toBe(10);
    expect(listResources(many, { country: 'GB', limit: 3 }).count).toBe(3);
    expect(listResources(many, { country: 'GB', limit: 0 }).count).toBe(10);
    const scoped = listResources(many, { country: 'GB', scopes: ['crisis'], limit: 40 });
    expect(scoped.count).toBe(10);
  });

  it('on the real directory: US suicide puts 988 first; IN-TN puts the Chennai line first', () => {
    const dir = loadDirectory();
    const us = listResources(dir, { country: 'US', scopes: ['suicide'] });
    expect(at(us.resources, 0).phone).toBe('988');
    const tn = listResources(dir, { country: 'IN', subdivisions: ['IN-TN'], scopes: ['suicide'] });
    expect(at(tn.resources, 0).subdivision_codes).toContain('IN-TN');
    const urgent = listResources(dir, { country: 'IN', urgent: true, now: new Date('2026-01-04T22:00:00Z') });
    expect(at(urgent.resources, 0).is_24_7).toBe(true);
  });

  it('the list query splits comma-separated values (trimmed, de-duplicated) and upper-cases country and subdivisions', () => {
    const p = ListQuery.parse({ country: ' gb ', scopes: 'suicide, self_harm,,suicide', subdivisions: 'gb-sct' });
    expect(p).toMatchObject({ country: 'GB', scopes: ['suicide', 'self_harm'], subdivisions: ['GB-SCT'] });
  });
});

describe('countries', () => {
  it('summarises the directory', () => {
    const c = countries(loadDirectory());
    expect(c.count).toBeGreaterThanOrEqual(240);
    const gb = c.countries.find((x) => x.code === 'GB')!;
    expect(gb).toMatchObject({ name: 'United Kingdom', has_emergency: true, has_crisis_line: true, has_text_or_chat: true });
    expect(gb.resource_count).toBeGreaterThan(3);
    expect(c.countries.find((x) => x.code === 'IN')!.subdivisions).toEqual(expect.arrayContaining(['IN-TN', 'IN-MH']));
    expect(c.global_resources).toBeGreaterThanOrEqual(1);
  });
});
