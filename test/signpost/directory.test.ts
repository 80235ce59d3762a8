import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourceId, uuidV5 } from '../../processors/signpost/records/ids.js';
import { validateDirectory, validateRecord } from '../../processors/signpost/records/validate.js';
import { DIRECTORY_DIR, loadDirectory, loadNumberRegister } from '../../processors/signpost/storage/directory-files.js';
import type { DirectoryRecord } from '../../schemas/http/crisis-resource.js';

const records = loadDirectory();
const register = loadNumberRegister();
const report = validateDirectory(records, register);

describe('shipped directory', () => {
  it('every record is valid', () => {
    expect(report.invalid).toEqual([]);
    expect(report.valid).toBe(records.length);
  });

  it('meets the coverage thresholds', () => {
    expect(report.coverage.iso_total).toBe(249);
    expect(report.coverage.emergency).toBeGreaterThanOrEqual(240);
    expect(report.coverage.crisis).toBeGreaterThanOrEqual(195);
  });

  it('every record carries provenance', () => {
    for (const r of records) {
      expect(r.source_url).toMatch(/^https?:\/\//);
      expect(r.verified_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.licence).toBeTruthy();
    }
  });

  it('publishes nothing from the unlicensed lead lists (editorial records only name them as cross-checks)', () => {
    const editorial = (r: DirectoryRecord) => r.source_name.startsWith('Haven editorial record');
    const text = JSON.stringify(records.filter((r) => !editorial(r))).toLowerCase();
    for (const lead of ['aidlines', 'theconnecthut', 'ymhc', 'youth mental health canada', 'tatnonprofit']) {
      expect(text).not.toContain(lead);
    }
    // in an editorial record a lead may appear in source_name ("cross-checked against …") and nowhere else
    for (const r of records.filter(editorial)) {
      const { source_name: _s, ...rest } = r;
      const t = JSON.stringify(rest).toLowerCase();
      for (const lead of ['aidlines', 'theconnecthut', 'ymhc', 'youth mental health canada', 'tatnonprofit', 'tat human']) {
        expect(t, r.name).not.toContain(lead);
      }
    }
    for (const r of records) expect(r.licence).toMatch(/Apache-2\.0|CC BY-SA|CC0|EU legal act/);
  });

  it('emergency numbers are typed, 24/7 and in the emergency tier', () => {
    const em = records.filter((r) => r.type === 'emergency_number');
    expect(em.length).toBeGreaterThan(240);
    for (const r of em) {
      expect(r.priority_tier).toBe('emergency_services');
      expect(r.is_24_7).toBe(true);
      expect(r.opening_hours_osm).toBe('24/7');
      expect(r.timezone).toBeTruthy();
    }
    const us = em.find((r) => r.country_codes.includes('US') && r.phone === '911');
    expect(us?.timezone).toBe('America/New_York');
    const fr = em.filter((r) => r.country_codes.includes('FR')).map((r) => r.phone);
    expect(fr).toEqual(expect.arrayContaining(['17', '15', '18']));
  });

  it('has crisis and specialist lines for the largest countries', () => {
    const inCountry = (cc: string) => records.filter((r) => r.country_codes.includes(cc) && r.type !== 'emergency_number');
    for (const cc of ['US', 'GB', 'CA', 'AU', 'IN', 'DE', 'FR', 'BR', 'JP', 'MX', 'ZA', 'NZ', 'IE']) {
      expect(
        inCountry(cc).some((r) => r.type === 'crisis_line' || r.type === 'text_line'),
        cc,
      ).toBe(true);
    }
    expect(records.find((r) => r.country_codes.includes('US') && r.phone === '988')?.priority_tier).toBe('primary_national_crisis');
    expect(inCountry('US').some((r) => r.service_scope.includes('lgbtq'))).toBe(true);
    expect(inCountry('US').some((r) => r.service_scope.includes('veterans'))).toBe(true);
    expect(records.some((r) => r.subdivision_codes.some((s) => s.startsWith('IN-')))).toBe(true);
  });

  it('ids are stable UUID v5 values', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    expect(resourceId('US', 'crisis_line', '988')).toBe(resourceId('us', 'crisis_line', ' 988 '));
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
  });

  it('the seed file is plain JSON that loads fast', () => {
    const t = performance.now();
    JSON.parse(readFileSync(join(DIRECTORY_DIR, 'resources.json'), 'utf8'));
    expect(performance.now() - t).toBeLessThan(1000);
  });
});

describe('validateRecord catches bad records', () => {
  const good = records.find((r) => r.name === 'Samaritans' && r.country_codes.includes('GB')) as DirectoryRecord;
  const reg = new Set(register.map((e) => `${e.country}|${e.number}`));
  const problems = (patch: Partial<DirectoryRecord> | Record<string, unknown>) => validateRecord({ ...good, ...patch }, reg).problems.join(' | ');

  it('accepts the good record', () => expect(problems({})).toBe(''));
  it('rejects an invalid phone number', () => expect(problems({ phone: '+4412' })).toMatch(/phone/));
  it('rejects a short code not valid in the country', () => expect(problems({ phone: '98765' })).toMatch(/not a valid short/));
  it('rejects unparseable hours', () => expect(problems({ opening_hours_osm: 'whenever we feel like it' })).toMatch(/does not parse/));
  it('rejects is_24_7 inconsistent with hours', () => expect(problems({ opening_hours_osm: 'Mo-Fr 09:00-17:00', is_24_7: true })).toMatch(/is_24_7/));
  it('accepts a 24/7 equivalent expression', () => expect(problems({ opening_hours_osm: 'Mo-Su 00:00-24:00', is_24_7: true })).toBe(''));
  it('rejects a bad timezone', () => expect(problems({ timezone: 'Mars/Olympus' })).toMatch(/timezone/));
  it('rejects non ISO 639-1 languages', () => expect(problems({ languages: ['eng'] })).toMatch(/languages/));
  it('rejects unknown scopes and populations', () => {
    expect(problems({ service_scope: ['astrology'] })).toMatch(/service_scope/);
    expect(problems({ population_served: ['wizards'] })).toMatch(/population_served/);
  });
  it('rejects a subdivision of another country', () => expect(problems({ subdivision_codes: ['US-CA'] })).toMatch(/outside/));
  it('rejects missing provenance', () => {
    const { source_url: _u, ...rest } = good;
    expect(validateRecord(rest, reg).problems.join()).toMatch(/source_url/);
  });
});
