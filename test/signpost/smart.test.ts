import { describe, expect, it } from 'vitest';
import { analyseQuery, smartRank } from '../../processors/signpost/ranking/smart.js';
import { loadDirectory } from '../../processors/signpost/storage/directory-files.js';
import { at } from '../helpers/at.js';

const dir = loadDirectory();

describe('smartRank (local)', () => {
  it('detects scopes, populations and channels from the query', () => {
    const a = analyseQuery("I'm 15 and gay and I keep thinking about killing myself, I can't talk on the phone");
    expect(a.scopes).toEqual(expect.arrayContaining(['suicide', 'lgbtq', 'youth']));
    expect(a.populations).toEqual(expect.arrayContaining(['lgbtq', 'youth']));
    expect(a.channels).toContain('text');
  });

  it('ranks the LGBTQ youth line first for an LGBTQ teenager in the US, with a why', () => {
    const { ranked } = smartRank(dir, "I'm 15 and gay and I want to end my life", { country: 'US' });
    expect(at(ranked, 0).resource.name).toMatch(/Trevor/);
    expect(at(ranked, 0).rank).toBe(1);
    expect(ranked.map((r) => r.rank)).toEqual(ranked.map((_, i) => i + 1));
    for (const r of ranked) expect(r.why.length).toBeGreaterThan(10);
    expect(at(ranked, 0).why).toMatch(/lgbtq|youth/);
  });

  it('prefers text services when the person cannot talk', () => {
    const { ranked } = smartRank(dir, "I'm really struggling and can't talk, can I text someone?", { country: 'GB' });
    expect(at(ranked, 0).resource.sms_number).toBeTruthy();
    expect(at(ranked, 0).why).toMatch(/text/);
  });

  it('puts emergency numbers first when life is in danger now', () => {
    const { ranked } = smartRank(dir, 'my friend took too many pills and is unconscious', { country: 'FR' });
    expect(at(ranked, 0).resource.type).toBe('emergency_number');
  });

  it('veterans get the Veterans Crisis Line', () => {
    const { ranked } = smartRank(dir, 'I am a veteran and have been thinking about suicide', { country: 'US', limit: 3 });
    expect(at(ranked, 0).resource.name).toBe('Veterans Crisis Line');
    expect(ranked).toHaveLength(3);
  });

  it('scopes pre-filter and limit max 10', () => {
    const { ranked } = smartRank(dir, 'help', { country: 'US', scopes: ['veterans'] });
    expect(ranked.every((r) => r.resource.service_scope?.includes('veterans'))).toBe(true);
    expect(smartRank(dir, 'help', { country: 'US', limit: 99 }).ranked.length).toBeLessThanOrEqual(10);
  });

  it('a vague query still gets the national crisis line first', () => {
    const { ranked } = smartRank(dir, 'I need someone to talk to', { country: 'DE' });
    expect(at(ranked, 0).resource.priority_tier).toBe('primary_national_crisis');
  });
});
