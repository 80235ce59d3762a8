import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LARGE_COUNTRIES, recordCategories, specialistCoverage, subdivisionCoverage } from '../../processors/signpost/records/specialist-coverage.js';
import { DIRECTORY_DIR, loadDirectory } from '../../processors/signpost/storage/directory-files.js';
import type { DirectoryRecord } from '../../schemas/http/crisis-resource.js';

const records = loadDirectory();
const isEditorial = (r: DirectoryRecord) => r.source_name.startsWith('Haven editorial record');
/** the team-known tier (scripts/directory/team-known.ts): no source file corroborates these numbers */
const isTeamKnown = (r: DirectoryRecord) => isEditorial(r) && r.tags.includes('pending_verification');
const editorial = records.filter((r) => isEditorial(r) && !isTeamKnown(r));
const teamKnown = records.filter(isTeamKnown);
const inCountry = (cc: string, rs = records) => rs.filter((r) => r.country_codes.includes(cc) && r.type !== 'emergency_number');
const corroborated = records.filter((r) => !isTeamKnown(r));

/**
 * Gaps documented in seeds/directory/SOURCES.md ("Editorial records"). Two levels:
 * - NO_LINE_*: no service of that kind is published at all for that country;
 * - TEAM_KNOWN_ONLY_*: the only service of that kind is a team-known record (pending verification),
 *   i.e. none could be corroborated (the team's knowledge AND a lead, or a licensed source).
 * The test also fails when a gap gets filled, so that the documentation is updated with it.
 */
const NO_LINE_DV_OR_SA = ['MX'];
const NO_LINE_CHILD_OR_YOUTH = ['MX'];
const TEAM_KNOWN_ONLY_DV_OR_SA = ['ZA'];
const TEAM_KNOWN_ONLY_CHILD_OR_YOUTH = ['GB', 'BR', 'JP', 'ZA', 'NZ'];

const isDvOrSa = (r: DirectoryRecord) => {
  const c = recordCategories(r);
  return c.has('domestic_violence') || c.has('sexual_assault');
};
/** a line for children or young people: child protection, or a population line for them */
const isChildOrYouth = (r: DirectoryRecord) =>
  recordCategories(r).has('child_protection') ||
  (r.priority_tier === 'population_specific_crisis' && r.population_served.some((p) => p === 'children' || p === 'youth'));

describe('specialist lines for the 13 largest countries', () => {
  for (const cc of LARGE_COUNTRIES) {
    it(`${cc}: a domestic-violence or sexual-assault line, and a child or youth line`, () => {
      const rs = inCountry(cc);
      expect(rs.some(isDvOrSa), `${cc} DV/SA`).toBe(!NO_LINE_DV_OR_SA.includes(cc));
      expect(rs.some(isChildOrYouth), `${cc} child/youth`).toBe(!NO_LINE_CHILD_OR_YOUTH.includes(cc));
    });
    it(`${cc}: the same, counting corroborated records only`, () => {
      const rs = inCountry(cc, corroborated);
      const noDvSa = [...NO_LINE_DV_OR_SA, ...TEAM_KNOWN_ONLY_DV_OR_SA];
      const noChild = [...NO_LINE_CHILD_OR_YOUTH, ...TEAM_KNOWN_ONLY_CHILD_OR_YOUTH];
      expect(rs.some(isDvOrSa), `${cc} DV/SA`).toBe(!noDvSa.includes(cc));
      expect(rs.some(isChildOrYouth), `${cc} child/youth`).toBe(!noChild.includes(cc));
    });
  }

  it('the documented gaps are the ones in SOURCES.md', () => {
    const doc = readFileSync(join(DIRECTORY_DIR, 'SOURCES.md'), 'utf8');
    const gaps = [...NO_LINE_DV_OR_SA, ...NO_LINE_CHILD_OR_YOUTH, ...TEAM_KNOWN_ONLY_DV_OR_SA, ...TEAM_KNOWN_ONLY_CHILD_OR_YOUTH];
    for (const cc of new Set(gaps)) {
      expect(doc).toMatch(new RegExp(`\\*\\*${cc}\\*\\*`));
    }
  });

  it('the US has 8 of the 9 categories (no eating-disorder line since the NEDA helpline closed)', () => {
    const us = specialistCoverage(records).get('US')!;
    expect(us.size).toBe(8);
    expect(us.has('eating_disorders')).toBe(false);
  });

  it('closed or merged services are not listed', () => {
    const text = JSON.stringify(records);
    expect(text).not.toMatch(/NEDA|National Eating Disorders Association/);
    expect(text).not.toContain('+18009312237'); // former NEDA helpline
    expect(text).not.toContain('+9118005990019'); // KIRAN, folded into Tele-MANAS 14416
  });
});

describe('subdivision records', () => {
  const subs = subdivisionCoverage(records);
  it('covers every Canadian province and territory', () => {
    expect(subs.get('CA')).toEqual(['CA-AB', 'CA-BC', 'CA-MB', 'CA-NB', 'CA-NL', 'CA-NS', 'CA-NT', 'CA-NU', 'CA-ON', 'CA-PE', 'CA-QC', 'CA-SK', 'CA-YT']);
  });
  it('has Indian state lines beyond the first four, and US state lines', () => {
    expect(subs.get('IN')!.length).toBeGreaterThanOrEqual(7);
    expect(subs.get('US')!.length).toBeGreaterThanOrEqual(3);
  });
});

describe('editorial records', () => {
  it('carry provenance: the official site, the lead they were checked against, the check date', () => {
    expect(editorial.length).toBeGreaterThanOrEqual(70);
    for (const r of editorial) {
      expect(r.source_url, r.name).toMatch(/^https?:\/\//);
      expect(r.source_url, r.name).not.toMatch(/github|wikipedia|ymhc|aidlines/i);
      expect(r.source_name, r.name).toMatch(/cross-checked against .+; pending re-verification/);
      expect(r.verified_at).toBe('2026-11-21');
      expect(['specialist_issue_crisis', 'population_specific_crisis', 'secondary_national_crisis', 'support_info_and_advocacy']).toContain(r.priority_tier);
      if (!r.opening_hours_osm) expect(r.hours_confidence).toBe('unknown');
      else expect(['verified', 'unverified']).toContain(r.hours_confidence);
    }
  });

  it('the corroborated ones are not tagged pending_verification', () => {
    expect(editorial.length).toBe(74);
    for (const r of editorial) expect(r.tags, r.name).not.toContain('pending_verification');
  });

  it('keep the ids of the records built from licensed sources (editorial records come on top)', () => {
    const byId = new Map(records.map((r) => [r.id, r]));
    expect(byId.get(records.find((r) => r.name === 'Samaritans' && r.country_codes.includes('GB'))!.id)).toBeTruthy();
    expect(records.filter((r) => !r.source_name.startsWith('Haven editorial record')).length).toBe(815);
  });

  it('record the corroborated text channels', () => {
    const ndvh = records.find((r) => r.name === 'National Domestic Violence Hotline')!;
    expect([ndvh.phone, ndvh.sms_number, ndvh.sms_body]).toEqual(['+18007997233', '88788', 'START']);
    const ctl = records.find((r) => r.name === 'Crisis Text Line' && r.country_codes.includes('US'))!;
    expect([ctl.sms_number, ctl.sms_body]).toEqual(['741741', 'HOME']);
  });
});

describe('team-known records (not corroborated by any source file)', () => {
  /** the lead's fixed list: country, number — no others */
  const FIXED = [
    'GB +448001111',
    'GB +448088005000',
    'GB +448082000247',
    'GB +448000119100',
    'GB +448088010677',
    'GB +448000121700',
    'AU +611800184527',
    'AU +611800334673',
    'AU +611800011046',
    'NZ +64800733843',
    'NZ +64800376633',
    'ZA 116',
    'ZA +27800428428',
    'JP +81120997777',
    'BR 100',
  ];
  const H24 = ['GB +448082000247', 'GB +448000121700', 'AU +611800011046', 'NZ +64800733843', 'ZA +27800428428', 'BR 100'];
  const key = (r: DirectoryRecord) => `${r.country_codes.join(',')} ${r.phone}`;

  it('are exactly the fixed list', () => {
    expect(teamKnown.map(key).sort()).toEqual([...FIXED].sort());
  });

  it('are marked as a separate tier: own source_name, tag, no lead, official site', () => {
    for (const r of teamKnown) {
      expect(r.source_name, r.name).toBe(
        "Haven editorial record (team-known national service; not corroborated by a source file; pending verification at the service's site)",
      );
      expect(r.source_name).not.toMatch(/cross-checked/);
      expect(r.tags).toContain('pending_verification');
      expect(r.source_url, r.name).toMatch(/^https:\/\//);
      expect(r.source_url, r.name).not.toMatch(/github|wikipedia|ymhc|aidlines/i);
      expect(r.verified_at).toBe('2026-11-21');
      expect(r.subdivision_codes).toEqual([]);
      expect(['specialist_issue_crisis', 'population_specific_crisis']).toContain(r.priority_tier);
    }
  });

  it('claim hours only for the round-the-clock services, and never as verified', () => {
    for (const r of teamKnown) {
      if (H24.includes(key(r))) {
        expect([r.opening_hours_osm, r.is_24_7, r.hours_confidence], r.name).toEqual(['24/7', true, 'unverified']);
      } else {
        expect([r.opening_hours_osm, r.is_24_7, r.hours_confidence], r.name).toEqual([undefined, false, 'unknown']);
      }
    }
  });

  it('keep the Japanese name of Childline Japan', () => {
    expect(teamKnown.find((r) => r.phone === '+81120997777')?.name_local).toBe('チャイルドライン');
  });
});

describe('recordCategories', () => {
  const base = records.find((r) => r.name === 'Samaritans' && r.country_codes.includes('GB'))!;
  it('maps scopes and populations to categories', () => {
    expect([...recordCategories({ ...base, service_scope: ['domestic_violence'] })]).toEqual(['domestic_violence']);
    expect(recordCategories({ ...base, service_scope: ['child_sexual_abuse'] }).has('child_protection')).toBe(false);
    expect(recordCategories({ ...base, population_served: ['children'] }).has('youth')).toBe(true);
    expect(recordCategories({ ...base, type: 'emergency_number', service_scope: ['domestic_violence'] }).size).toBe(0);
  });
});
