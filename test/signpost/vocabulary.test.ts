import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POPULATIONS, PRIORITY_TIERS, SERVICE_SCOPES } from '../../schemas/http/signpost-vocabulary.js';

const seed = (f: string) => JSON.parse(readFileSync(new URL(`../../seeds/taxonomy/${f}`, import.meta.url), 'utf8'));

describe('taxonomy seeds', () => {
  it('93 service scopes, each with a group and our own description, matching the code list', () => {
    const s = seed('service-scopes.json');
    expect(s.source).toBeTruthy();
    expect(s.scopes).toHaveLength(93);
    expect(s.scopes.map((x: { scope: string }) => x.scope)).toEqual([...SERVICE_SCOPES]);
    for (const x of s.scopes) {
      expect(x.group).toBeTruthy();
      expect(x.description.length).toBeGreaterThan(10);
      // our own plain-language phrases, embedded as the scope's rows of the search index
      expect(x.plain_language.length, x.scope).toBeGreaterThanOrEqual(2);
      for (const p of x.plain_language) expect(typeof p === 'string' && p.trim().length > 3, `${x.scope}: ${p}`).toBe(true);
    }
  });
  it('26 populations', () => {
    const p = seed('populations.json');
    expect(p.populations.map((x: { population: string }) => x.population)).toEqual([...POPULATIONS]);
    expect(POPULATIONS).toHaveLength(26);
  });
  it('six priority tiers in spec rank order', () => {
    const t = seed('priority-tiers.json');
    expect(t.tiers.map((x: { tier: string }) => x.tier)).toEqual([...PRIORITY_TIERS]);
    expect(PRIORITY_TIERS[0]).toBe('primary_national_crisis');
    expect(PRIORITY_TIERS[5]).toBe('emergency_services');
  });
});
