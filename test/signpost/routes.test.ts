/**
 * Every signpost route on both runtimes through the real pipeline (ingress → signpost.requested → signpost
 * processor → reply), with bad input for each, billing of smart, the demo route's limits, the deprecated
 * /v1/resources aliases and a directory reload under load.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance } from '../../infra/platform/accounts.js';
import { loadDirectory } from '../../processors/signpost/storage/directory-files.js';
import { seedDirectory } from '../../processors/signpost/storage/seed.js';
import { api, RUNTIMES, type Stack, startStack } from '../helpers/stack.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let ipSeq = 0;
/** a distinct public client address per call site (TRUST_PROXY is on), so per-IP buckets do not interfere */
const freshIp = () => `203.0.113.${(++ipSeq % 250) + 1}`;

describe.each(RUNTIMES)('signpost routes on %s', (kind) => {
  let s: Stack;
  let key: string;
  const k = async (balanceUsd = 5) => (await s.newKey({ balanceUsd })).key;

  beforeAll(async () => {
    s = await startStack(kind, { env: { TRUST_PROXY: 'true' } });
    key = await k();
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('lists a country without scopes: {country, resources, count} with ids and open_status', async () => {
    const r = await api(s.url, '/v1/signpost?country=gb', { key });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['count', 'country', 'resources']);
    expect(r.body.country).toBe('GB');
    expect(r.body.count).toBe(r.body.resources.length);
    expect(r.body.count).toBeGreaterThan(0);
    expect(r.body.count).toBeLessThanOrEqual(10);
    for (const x of r.body.resources) {
      expect(x.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(x.open_status).toHaveProperty('confidence');
      expect(x.country_codes.length === 0 || x.country_codes.includes('GB')).toBe(true);
    }
    expect(r.headers.get('x-ratelimit-limit')).toBe('100');
    const two = await api(s.url, '/v1/signpost?country=GB&limit=2', { key });
    expect(two.body.resources).toHaveLength(2);
  });

  it('lists with scopes and populations: primary, secondary, scopes_requested, resources = primary, count', async () => {
    const r = await api(s.url, '/v1/signpost?country=US&scopes=suicide,crisis&populations=general&urgent=true', { key });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['count', 'country', 'primary', 'resources', 'scopes_requested', 'secondary']);
    expect(r.body.scopes_requested).toEqual(['suicide', 'crisis']);
    expect(r.body.resources).toEqual(r.body.primary);
    expect(r.body.count).toBe(r.body.primary.length);
    for (const x of r.body.primary) {
      expect(x.service_scope.some((sc: string) => ['suicide', 'crisis'].includes(sc))).toBe(true);
      expect(x.population_served).toContain('general');
    }
    const primaryIds = new Set(r.body.primary.map((x: { id: string }) => x.id));
    for (const x of r.body.secondary) expect(primaryIds.has(x.id)).toBe(false);
    // subdivisions rank region-specific resources first
    const ca = await api(s.url, '/v1/signpost?country=CA&subdivisions=ca-qc', { key });
    expect(ca.status).toBe(200);
  });

  it('answers any valid country, even one without its own resources (global ones only)', async () => {
    const r = await api(s.url, '/v1/signpost?country=AQ', { key });
    expect(r.status).toBe(200);
    for (const x of r.body.resources) expect(x.country_codes).toEqual([]);
  });

  it('rejects bad list input with 400s that name the invalid values', async () => {
    const key = await k();
    const cases: [string, (b: any) => void][] = [
      ['', (b) => expect(b.details[0].path).toBe('query.country')],
      ['?country=ZZ', (b) => expect(b.message).toMatch(/ISO 3166-1/)],
      ['?country=GBR', () => undefined],
      ['?country=GB&country=US', () => undefined],
      ['?country=GB&scopes=suicide,not_a_scope,also_bad', (b) => expect(b.invalid_scopes).toEqual(['not_a_scope', 'also_bad'])],
      ['?country=GB&populations=general,martians', (b) => expect(b.invalid_populations).toEqual(['martians'])],
      ['?country=GB&scopes=nope&populations=nobody', (b) => expect([b.invalid_scopes, b.invalid_populations]).toEqual([['nope'], ['nobody']])],
      ['?country=GB&limit=11', (b) => expect(b.message).toMatch(/at most 10/)],
      ['?country=GB&limit=0', () => undefined],
      ['?country=GB&limit=abc', () => undefined],
      ['?country=GB&limit=2.5', () => undefined],
      ['?country=GB&urgent=maybe', () => undefined],
      ['?country=US&subdivisions=US-XX,GB-ENG', (b) => expect(b.invalid_subdivisions).toEqual(['US-XX', 'GB-ENG'])],
    ];
    for (const [q, check] of cases) {
      const r = await api(s.url, `/v1/signpost${q}`, { key });
      expect(r.status, q).toBe(400);
      expect(r.body, q).toMatchObject({ code: 'invalid_request', error: r.body.message, request_id: expect.stringMatching(/^req_/) });
      check(r.body);
    }
    expect((await api(s.url, '/v1/signpost?country=GB')).status).toBe(401);
    expect((await api(s.url, '/v1/signpost?country=GB', { key: 'service_live_' + 'x'.repeat(32) })).status).toBe(401);
  });

  it('gets one resource by id with open_status; an unknown id is 404 with the id, a malformed one 400', async () => {
    const list = await api(s.url, '/v1/signpost?country=GB', { key });
    const id = list.body.resources[0].id as string;
    const r = await api(s.url, `/v1/signpost/${id}`);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['resource']);
    expect(r.body.resource.id).toBe(id);
    expect(r.body.resource.open_status).toMatchObject({ confidence: expect.stringMatching(/^(high|low|none)$/) });
    expect((await api(s.url, `/v1/signpost/${id.toUpperCase()}`)).body.resource.id).toBe(id);
    const nf = await api(s.url, `/v1/signpost/${UNKNOWN_ID}`);
    expect(nf.status).toBe(404);
    expect(nf.body).toMatchObject({ code: 'not_found', id: UNKNOWN_ID, error: expect.stringContaining(UNKNOWN_ID), request_id: expect.any(String) });
    for (const bad of ['not-a-uuid', '12345', "x'%20OR%201=1", 'a'.repeat(90), `${UNKNOWN_ID}x`]) {
      const r = await api(s.url, `/v1/signpost/${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body).toMatchObject({ code: 'invalid_request', error: expect.stringMatching(/Invalid resource id/), request_id: expect.any(String) });
    }
  });

  it('lists countries (public)', async () => {
    const r = await api(s.url, '/v1/signpost/countries');
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(r.body.countries.length);
    expect(r.body.count).toBeGreaterThan(150);
    // codes, as NOPE's clients parse them; the summaries are in `details`
    expect(r.body.countries.every((c: unknown) => typeof c === 'string' && /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(r.body.countries).toContain('GB');
    expect(r.body.details.find((c: { code: string }) => c.code === 'GB')).toMatchObject({ name: 'United Kingdom', has_emergency: true, has_crisis_line: true });
    expect(r.headers.get('x-ratelimit-limit')).toBe('300');
  });

  it('detects the country from the caller IP (X-Forwarded-For with TRUST_PROXY); private and loopback answer null with a reason', async () => {
    const gb = await api(s.url, '/v1/signpost/detect-country', { headers: { 'x-forwarded-for': '81.2.69.160' } });
    expect(gb.status).toBe(200);
    expect(gb.body).toMatchObject({ country_code: 'GB', country: 'GB', country_name: 'United Kingdom', supported: true, source: 'geoip', reason: null });
    expect(gb.body).not.toHaveProperty('error');
    // a country header from an edge (or the client) wins over the IP; an invalid one is ignored
    const hinted = await api(s.url, '/v1/signpost/detect-country', { headers: { 'x-forwarded-for': '81.2.69.160', 'x-country': 'de' } });
    expect(hinted.body).toMatchObject({ country_code: 'DE', country_name: 'Germany', source: 'header', supported: true });
    const cf = await api(s.url, '/v1/signpost/detect-country', { headers: { 'cf-ipcountry': 'FR' } });
    expect(cf.body).toMatchObject({ country_code: 'FR', source: 'header' });
    const junk = await api(s.url, '/v1/signpost/detect-country', { headers: { 'x-forwarded-for': '81.2.69.160', 'x-country': 'not a country' } });
    expect(junk.body).toMatchObject({ country_code: 'GB', source: 'geoip' });
    const v6 = await api(s.url, '/v1/signpost/detect-country', { headers: { 'x-forwarded-for': '2001:4860:4860::8888' } });
    expect(v6.body.country).toBe('US');
    const priv = await api(s.url, '/v1/signpost/detect-country', { headers: { 'x-forwarded-for': '10.1.2.3' } });
    expect(priv.status).toBe(200);
    expect(priv.body).toMatchObject({
      country_code: '',
      country_name: '',
      error: expect.any(String),
      country: null,
      supported: false,
      reason: 'private_address',
    });
    const lo = await api(s.url, '/v1/signpost/detect-country');
    expect(lo.body).toMatchObject({ country: null, reason: 'loopback_address', message: expect.any(String) });
    const reserved = await api(s.url, '/v1/signpost/detect-country', { headers: { 'x-forwarded-for': '192.0.2.1' } });
    expect(reserved.status).toBe(200);
    expect(reserved.body.country).toBeNull();
  });

  it('searches semantically with similarity, country_code, open_status and timing', async () => {
    const r = await api(s.url, '/v1/signpost/search?query=' + encodeURIComponent('I want to end my life'), { key });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ query: 'I want to end my life', country: null, count: r.body.results.length });
    expect(r.body.count).toBeGreaterThan(0);
    expect(r.body.count).toBeLessThanOrEqual(10);
    for (const x of r.body.results) {
      expect(x.similarity).toBeGreaterThanOrEqual(0.3);
      expect(x.similarity).toBeLessThanOrEqual(1);
      expect(x).toHaveProperty('country_code');
      expect(x.open_status).toHaveProperty('is_open');
      expect(x.id).toBeTruthy();
    }
    const sims = r.body.results.map((x: { similarity: number }) => x.similarity);
    expect([...sims].sort((a, b) => b - a)).toEqual(sims);
    expect(Object.keys(r.body.timing).sort()).toEqual(['embed_ms', 'search_ms', 'total_ms']);

    const gb = await api(s.url, '/v1/signpost/search?country=gb&threshold=0&limit=50&query=' + encodeURIComponent('someone to talk to'), { key });
    expect(gb.status).toBe(200);
    expect(gb.body.country).toBe('GB');
    for (const x of gb.body.results) expect(x.country_codes.length === 0 || x.country_codes.includes('GB')).toBe(true);
    const none = await api(s.url, '/v1/signpost/search?threshold=1&query=' + encodeURIComponent('xylophone repair'), { key });
    expect(none.body).toMatchObject({ results: [], count: 0 });
  });

  it('rejects bad search input', async () => {
    const key = await k();
    for (const q of [
      '',
      '?query=',
      '?query=%20%20',
      '?query=x&limit=51',
      '?query=x&limit=0',
      '?query=x&threshold=1.5',
      '?query=x&threshold=-0.1',
      '?query=x&threshold=abc',
      '?query=x&country=XX',
      `?query=${'a'.repeat(1001)}`,
    ]) {
      const r = await api(s.url, `/v1/signpost/search${q}`, { key });
      expect(r.status, q).toBe(400);
      expect(r.body.code).toBe('invalid_request');
    }
    expect((await api(s.url, '/v1/signpost/search?query=help')).status).toBe(401);
  });

  it('ranks with smart (local engine): ranked {resource, why, rank}, never cached, charged exactly once', async () => {
    const { key, accountId } = await s.newKey({ balanceUsd: 1 });
    const before = await getBalance(s.rt.db, accountId);
    const r = await api(s.url, '/v1/signpost/smart?country=US&limit=3&query=' + encodeURIComponent('my boyfriend hits me and I am scared'), { key });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.body).toMatchObject({ country: 'US', query: 'my boyfriend hits me and I am scared', scopes_requested: [], engine: 'local' });
    expect(r.body.ranked.length).toBeGreaterThan(0);
    expect(r.body.ranked.length).toBeLessThanOrEqual(3);
    r.body.ranked.forEach((x: { rank: number; why: string; resource: { name: string; open_status: unknown } }, i: number) => {
      expect(x.rank).toBe(i + 1);
      expect(x.why.length).toBeGreaterThan(10);
      expect(x.resource.open_status).toBeTruthy();
    });
    expect(r.body.try_endpoint).toBeUndefined();
    expect(await getBalance(s.rt.db, accountId)).toBe(before! - 1);
    const scoped = await api(s.url, '/v1/signpost/smart?country=US&scopes=domestic_violence&query=help', { key });
    expect(scoped.body.scopes_requested).toEqual(['domestic_violence']);
    for (const x of scoped.body.ranked) expect(x.resource.service_scope).toContain('domestic_violence');
    expect(await getBalance(s.rt.db, accountId)).toBe(before! - 2);
    // a 400 is not charged
    expect((await api(s.url, '/v1/signpost/smart?country=US', { key })).status).toBe(400);
    expect(await getBalance(s.rt.db, accountId)).toBe(before! - 2);
  });

  it('answers 402 on smart with a zero balance and charges nothing', async () => {
    const { key, accountId } = await s.newKey({ balanceUsd: 0 });
    const r = await api(s.url, '/v1/signpost/smart?country=US&query=help', { key });
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({ error: 'insufficient_balance', required_mills: 1, balance_mills: 0 });
    expect(await getBalance(s.rt.db, accountId)).toBe(0);
    // the free routes still work for that account
    expect((await api(s.url, '/v1/signpost?country=US', { key })).status).toBe(200);
  });

  it('rejects bad smart input', async () => {
    const key = await k();
    const cases = [
      '?country=US',
      '?query=help',
      '?country=US&query=',
      `?country=US&query=${'a'.repeat(501)}`,
      '?country=US&query=x&limit=11',
      '?country=US&query=x&scopes=bogus',
      '?country=U1&query=x',
    ];
    for (const q of cases) {
      const r = await api(s.url, `/v1/signpost/smart${q}`, { key });
      expect(r.status, q).toBe(400);
    }
    const bad = await api(s.url, '/v1/signpost/smart?country=US&query=x&scopes=bogus,suicide', { key });
    expect(bad.body.invalid_scopes).toEqual(['bogus']);
    expect((await api(s.url, `/v1/signpost/smart?country=US&query=${'a'.repeat(500)}`, { key })).status).toBe(200);
  });

  it('serves the demo smart route without a key: at most 5 results, try_endpoint, 10/min per IP', async () => {
    const ip = freshIp();
    const h = { 'x-forwarded-for': ip };
    const r = await api(s.url, '/v1/try/signpost/smart?country=US&limit=10&query=' + encodeURIComponent('I feel hopeless'), { headers: h });
    expect(r.status).toBe(200);
    expect(r.body.try_endpoint).toBe(true);
    expect(r.body.ranked.length).toBeLessThanOrEqual(5);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('x-ratelimit-limit')).toBe('10');
    expect((await api(s.url, '/v1/try/signpost/smart?country=US', { headers: h })).status).toBe(400);
    for (let i = 0; i < 8; i++) await api(s.url, '/v1/try/signpost/smart?country=US&query=x', { headers: h });
    const limited = await api(s.url, '/v1/try/signpost/smart?country=US&query=x', { headers: h });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'rate_limit_exceeded', limit: 10 });
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // another address is not limited
    expect((await api(s.url, '/v1/try/signpost/smart?country=US&query=x', { headers: { 'x-forwarded-for': freshIp() } })).status).toBe(200);
  });

  it('answers every deprecated /v1/resources route like its twin, with Deprecation, Sunset and Link', async () => {
    const key = await k();
    const list = await api(s.url, '/v1/signpost?country=GB', { key });
    const id = list.body.resources[0].id as string;
    const pairs: [string, boolean][] = [
      ['?country=GB&scopes=suicide', true],
      ['/countries', false],
      [`/${id}`, false],
      ['/detect-country', false],
      ['/smart?country=GB&query=help', true],
      ['/search?query=help', true],
    ];
    const strip = (b: any) => JSON.parse(JSON.stringify(b, (k2, v) => (k2 === 'timing' || k2 === 'request_id' ? undefined : v)));
    for (const [suffix, needsKey] of pairs) {
      const o = needsKey ? { key } : {};
      const now = await api(s.url, `/v1/signpost${suffix}`, o);
      const old = await api(s.url, `/v1/resources${suffix}`, o);
      expect(old.status, suffix).toBe(200);
      expect(strip(old.body), suffix).toEqual(strip(now.body));
      expect(old.headers.get('deprecation')).toBe('true');
      expect(old.headers.get('sunset')).toBe('Fri, 01 Jan 2027 00:00:00 GMT');
      expect(old.headers.get('link')).toBe(`</v1/signpost${suffix.split('?')[0]}>; rel="successor-version"`);
      expect(now.headers.get('deprecation')).toBeNull();
    }
    // errors carry the headers too, and the twins share one rate-limit bucket
    const bad = await api(s.url, '/v1/resources?country=ZZ', { key });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('deprecation')).toBe('true');
    const a = Number((await api(s.url, '/v1/signpost?country=GB', { key })).headers.get('x-ratelimit-remaining'));
    const b = Number((await api(s.url, '/v1/resources?country=GB', { key })).headers.get('x-ratelimit-remaining'));
    expect(b).toBe(a - 1);
    expect((await api(s.url, '/v1/resources/smart?country=GB&query=x')).status).toBe(401);
  });

  it('serves the widget page as self-contained HTML with a strict CSP', async () => {
    const r = await api(s.url, '/resources?country=GB&scopes=suicide');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = r.headers.get('content-security-policy')!;
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).not.toMatch(/script-src/);
    expect(r.text).not.toMatch(/<script|src=|@import|url\(/i);
    expect(r.text).toContain('Samaritans');
    const bad = await api(s.url, '/resources?country=GB&scopes=nonsense');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('nonsense');
    expect((await api(s.url, '/resources')).status).toBe(400);
  });

  it('reloads a new directory version without downtime', async () => {
    const key = await k();
    const records = loadDirectory().filter((r) => r.country_codes.includes('GB') || r.country_codes.length === 0 || r.country_codes.includes('FR'));
    const samaritans = records.find((r) => r.name === 'Samaritans')!;
    const changed = records.map((r) => (r.id === samaritans.id ? { ...r, name: `Samaritans (reloaded on ${kind})` } : r));
    const dir = mkdtempSync(join(tmpdir(), 'haven-dir-'));
    const file = join(dir, 'resources.json');
    writeFileSync(file, JSON.stringify({ records: changed }));
    const usId = (await api(s.url, '/v1/signpost?country=US', { key })).body.resources[0].id;

    let stop = false;
    const failures: string[] = [];
    let calls = 0;
    const load = (async () => {
      while (!stop) {
        const r = await api(s.url, `/v1/signpost/${samaritans.id}`);
        calls++;
        if (r.status !== 200) failures.push(`${r.status} ${r.text}`);
      }
    })();
    while (calls < 5) await new Promise((r) => setTimeout(r, 10));
    const seeded = await seedDirectory({ db: s.rt.db, bus: s.rt.bus, avro: s.rt.avro }, { file, indexCacheDir: s.env.HAVEN_INDEX_CACHE_DIR });
    expect(seeded.skipped).toBe(false);
    expect(seeded.resources).toBe(changed.length);
    const deadline = Date.now() + 20_000;
    let name = '';
    while (Date.now() < deadline) {
      name = (await api(s.url, `/v1/signpost/${samaritans.id}`)).body.resource.name;
      if (name.includes('reloaded')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    stop = true;
    await load;
    expect(name).toBe(`Samaritans (reloaded on ${kind})`);
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(5); // requests ran before, during and after the swap
    // the new version no longer has the US records; search uses the new index
    expect((await api(s.url, `/v1/signpost/${usId}`)).status).toBe(404);
    const found = await api(s.url, '/v1/signpost/search?threshold=0&limit=50&query=' + encodeURIComponent('Samaritans reloaded'), { key });
    expect(
      found.body.results.every((x: { country_codes: string[] }) => x.country_codes.length === 0 || x.country_codes.some((c) => c === 'GB' || c === 'FR')),
    ).toBe(true);
  });
});
