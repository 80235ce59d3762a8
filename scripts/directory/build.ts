/**
 * Dev-time generator: reads the vendored helpline sources in ../shared/data/helplines and writes
 * Haven's own directory seed, seeds/directory/resources.json, plus the number register
 * (seeds/directory/number-register.json). The product never runs this; it ships the output.
 *
 *   node --import tsx scripts/directory/build.ts [--shared <dir>]
 *
 * Merge order (../shared/data/helplines/MERGE.md):
 * - emergency numbers: AOSP > libphonenumber > Wikipedia-2026 > Wikipedia-2025 (labels only);
 * - crisis lines: open-helplines (CC0) > hand-transcribed licensed facts (curated.ts) >
 *   Wikipedia-2026 > Wikipedia-2021. Unlicensed lists are never read here.
 * - Haven editorial records (editorial.ts): specialist and subdivision lines the team knows and
 *   cross-checked against a lead; added last so that they never change the ids of the records above,
 *   and the build fails if one repeats a number already published for the same area. Then the
 *   team-known tier (team-known.ts): a fixed list of national services no source corroborates,
 *   published as "team-known, pending verification".
 * Every record keeps source_url, source_name, licence and verified_at.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lpn from 'google-libphonenumber';
import { iso31661 } from 'iso-3166';
import { tierRank } from '../../processors/signpost/ranking/policy.js';
import { resourceId } from '../../processors/signpost/records/ids.js';
import { displayNumber, isEmergencyNumber, normaliseNumber } from '../../processors/signpost/records/phone.js';
import type { DirectoryRecord } from '../../schemas/http/crisis-resource.js';
import { CURATED, type CuratedInput, TERRITORY_SHARES, WIKI_CRISIS_NAMES } from './curated.js';
import { EDITORIAL, EDITORIAL_LICENCE, EDITORIAL_VERIFIED_AT, type EditorialInput, LEADS } from './editorial.js';
import { countryLanguages, countryName, countryTimezone } from './geo.js';
import { OPEN_HELPLINES_MAP } from './open-helplines-map.js';
import { openHelplinesSource, SOURCES, type SourceRef } from './sources.js';
import { PENDING_TAG, TEAM_KNOWN, TEAM_KNOWN_RECORDED_AT, TEAM_KNOWN_SOURCE_NAME } from './team-known.js';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const argShared = process.argv.indexOf('--shared');
const sharedArg = argShared > 0 ? process.argv[argShared + 1] : undefined;
if (argShared > 0 && !sharedArg) throw new Error('--shared needs a folder');
const SHARED = sharedArg ? resolve(sharedArg) : resolve(repo, '../shared');
const H = join(SHARED, 'data/helplines');
const readJson = (p: string): any => JSON.parse(readFileSync(join(H, p), 'utf8'));

const ISO = new Set<string>(iso31661.map((c) => c.alpha2));
const CODE_FIX: Record<string, string> = { NH: 'VU', RH: 'ZW', YD: 'YE' };
const shortInfo = lpn.ShortNumberInfo.getInstance();
const util = lpn.PhoneNumberUtil.getInstance();

type Rec = DirectoryRecord;
const records: Rec[] = [];
const register: { country: string; number: string; reason: string; source_name: string; source_url: string }[] = [];
const review: string[] = [];
const ids = new Set<string>();

function withSource(src: SourceRef) {
  return { source_url: src.source_url, source_name: src.source_name, licence: src.licence, verified_at: src.verified_at };
}

/**
 * Normalise a number from a licensed source. When libphonenumber's metadata lacks the number but
 * the shape is plausible, accept it into the number register (listed, counted and reported by
 * directory:check) instead of silently dropping the fact.
 */
function num(raw: string, cc: string, src: SourceRef): string | null {
  const n = normaliseNumber(raw, cc);
  if (n) return n.value;
  const cleaned = raw.replace(/\s*\($/, '').trim();
  const digits = cleaned.replace(/[^\d]/g, '');
  if (/^[\d\s-]+$/.test(cleaned) && digits.length >= 3 && digits.length <= 6 && !digits.startsWith('0')) {
    register.push({ country: cc, number: digits, reason: 'short code absent from libphonenumber short-number metadata', ...pick(src) });
    return digits;
  }
  try {
    const p = util.parse(cleaned, cc);
    if (util.isValidNumber(p) && p.getCountryCode() !== util.getCountryCodeForRegion(cc)) {
      // e.g. the Faroe Islands line is a Danish number dialled internationally
      const e164 = util.format(p, lpn.PhoneNumberFormat.E164);
      register.push({ country: cc, number: e164, reason: `number of another country (${util.getRegionCodeForNumber(p)}) listed for ${cc}`, ...pick(src) });
      return e164;
    }
    if (util.isPossibleNumber(p) && p.getCountryCode() === util.getCountryCodeForRegion(cc) && digits.length >= 5) {
      const e164 = util.format(p, lpn.PhoneNumberFormat.E164);
      register.push({ country: cc, number: e164, reason: 'possible but not valid per libphonenumber metadata', ...pick(src) });
      return e164;
    }
  } catch {
    /* rejected below */
  }
  review.push(`${cc} ${raw} (${src.source_name}): rejected by libphonenumber`);
  return null;
}
const pick = (s: SourceRef) => ({ source_name: s.source_name, source_url: s.source_url });

function push(r: Omit<Rec, 'id'> & { id?: string }, discriminator = '') {
  const country = r.country_codes[0] ?? 'GLOBAL';
  const key = r.phone ?? r.sms_number ?? r.name;
  let id = resourceId(country, r.type, key, discriminator);
  if (ids.has(id)) id = resourceId(country, r.type, key, discriminator || r.name);
  if (ids.has(id)) throw new Error(`duplicate id for ${country} ${r.type} ${key} ${r.name}`);
  ids.add(id);
  const is24 = r.opening_hours_osm === '24/7';
  records.push({ ...r, id, is_24_7: is24 } as Rec);
}

// ------------------------------------------------------------------ emergency numbers
const SERVICE_LABEL: Record<string, string> = {
  POLICE: 'police',
  AMBULANCE: 'ambulance',
  FIRE: 'fire',
  MARINE_GUARD: 'coast guard',
  MOUNTAIN_RESCUE: 'mountain rescue',
};
function emergencyName(types: string[]): string {
  const t = new Set(types);
  if (t.has('POLICE') && t.has('AMBULANCE') && t.has('FIRE')) return 'Emergency services (police, ambulance, fire)';
  if (t.size === 1 && t.has('POLICE')) return 'Police';
  if (t.size === 1 && t.has('AMBULANCE')) return 'Ambulance and medical emergencies';
  if (t.size === 1 && t.has('FIRE')) return 'Fire and rescue';
  if (t.size === 1 && t.has('MARINE_GUARD')) return 'Coast guard and sea rescue';
  if (t.size === 1 && t.has('MOUNTAIN_RESCUE')) return 'Mountain rescue';
  const parts = types.map((x) => SERVICE_LABEL[x]).filter(Boolean);
  const s = parts.join(' and ');
  return `Emergency services (${s})`;
}
function emergencyRecord(cc: string, phone: string, types: string[], src: SourceRef, opts: { fallback?: boolean } = {}) {
  const services = types.map((t) => SERVICE_LABEL[t]).filter(Boolean);
  const what = services.length ? services.join(', ') : 'the emergency services';
  const name = opts.fallback ? 'Emergency number (mobile phones)' : types.length ? emergencyName(types) : 'Emergency services';
  const description = opts.fallback
    ? `Mobile phones in ${countryName(cc)} treat ${phone} as an emergency number and connect it to the emergency services, even when it is not the local number.`
    : `Dial ${displayNumber(phone)} in ${countryName(cc)} to reach ${what} when life, health or property is in immediate danger.`;
  const scopes: Rec['service_scope'] = ['emergency'];
  if (types.includes('AMBULANCE') || !types.length) scopes.push('crisis');
  push({
    type: 'emergency_number',
    name,
    description,
    phone,
    availability: '24 hours',
    timezone: countryTimezone(cc),
    opening_hours_osm: '24/7',
    hours_confidence: 'verified',
    is_24_7: true,
    languages: countryLanguages(cc),
    resource_kind: 'helpline',
    service_scope: scopes,
    population_served: ['general'],
    priority_tier: 'emergency_services',
    tags: opts.fallback ? ['government', 'mobile_fallback'] : ['government'],
    prominence: opts.fallback ? 'low' : 'high',
    country_codes: [cc],
    subdivision_codes: [],
    ...withSource(src),
  });
}

const aosp = readJson('aosp-eccdata/eccdata.json').countries as {
  iso_code: string;
  eccs: { phone_number: string; types: string[] }[];
  ecc_fallback: string;
}[];
const lpnDerived = readJson('libphonenumber-shortnumbers/emergency_numbers_derived.json').territories as Record<
  string,
  { emergency?: { matchingNumbers: string[]; exampleNumber: string } }
>;
const w25 = readJson('wikipedia-emergency-infinotiver/data.json') as Record<string, { police: string[]; ambulance: string[]; fire: string[]; notes: string }>;
const fernando = (readJson('wikipedia-derived-fernando195/all.json').data as any[]).map((x) => ({
  ...x,
  country: CODE_FIX[x.country] ?? x.country,
}));
const fernandoBy = new Map<string, any>(fernando.map((x) => [x.country, x]));

const emergencyCountries = new Set<string>();
const aospCodes = new Set<string>();
for (const c of aosp) {
  const cc = c.iso_code;
  aospCodes.add(cc);
  const seen = new Set<string>();
  for (const e of c.eccs) {
    const types = e.types.filter((t) => t in SERVICE_LABEL);
    if (!types.length) continue; // TYPE_UNSPECIFIED: not an emergency service (see EU 116 below)
    let n = normaliseNumber(e.phone_number, cc);
    if (!n && /^\d{2,8}$/.test(e.phone_number)) {
      // MERGE.md: an emergency number is publishable when libphonenumber knows it OR AOSP lists it.
      register.push({
        country: cc,
        number: e.phone_number,
        reason: 'emergency number listed by AOSP eccdata, absent from libphonenumber',
        ...pick(SOURCES.aosp),
      });
      n = { kind: 'short', value: e.phone_number };
    }
    if (!n) {
      review.push(`${cc} ${e.phone_number} (AOSP ${types.join('/')}): not a valid number per libphonenumber`);
      continue;
    }
    if (seen.has(n.value)) continue;
    seen.add(n.value);
    emergencyRecord(cc, n.value, types, SOURCES.aosp);
    emergencyCountries.add(cc);
  }
  if (c.ecc_fallback && !seen.has(c.ecc_fallback)) {
    const n = normaliseNumber(c.ecc_fallback, cc);
    if (n && isEmergencyNumber(n.value, cc)) {
      emergencyRecord(cc, n.value, [], SOURCES.aosp, { fallback: true });
      emergencyCountries.add(cc);
    }
  }
}

// Gap fill from libphonenumber, labelled from Wikipedia 2025 (police/ambulance/fire) then 2026.
for (const cc of [...ISO, 'XK']) {
  if (aospCodes.has(cc)) continue;
  const em = lpnDerived[cc]?.emergency;
  if (!em) {
    const f = fernandoBy.get(cc);
    if (f?.emergency) review.push(`${cc} ${f.emergency.number} (Wikipedia-2026 only): not confirmed by AOSP or libphonenumber`);
    continue;
  }
  const matching = new Set(em.matchingNumbers);
  const byNumber = new Map<string, string[]>();
  const w = w25[cc];
  if (w) {
    for (const [kind, list] of [
      ['POLICE', w.police],
      ['AMBULANCE', w.ambulance],
      ['FIRE', w.fire],
    ] as const) {
      for (const raw of list ?? []) {
        const d = raw.replace(/\D/g, '');
        if (matching.has(d)) byNumber.set(d, [...(byNumber.get(d) ?? []), kind]);
      }
    }
  }
  const src = w
    ? {
        ...SOURCES.libphonenumber,
        source_name: `${SOURCES.libphonenumber.source_name}; labels: ${SOURCES.wikiEmergency2025.source_name}`,
        licence: 'Apache-2.0; labels CC BY-SA 4.0',
      }
    : SOURCES.libphonenumber;
  if (!byNumber.size) {
    const f = fernandoBy.get(cc);
    const fnum = f?.emergency?.number?.replace(/\D/g, '');
    const pickNum = fnum && matching.has(fnum) ? fnum : em.exampleNumber;
    byNumber.set(pickNum, []);
  }
  for (const [n, types] of byNumber) {
    if (!isEmergencyNumber(n, cc)) continue;
    emergencyRecord(cc, n, types, src);
    emergencyCountries.add(cc);
  }
}

// ------------------------------------------------------------------ curated + open-helplines
function fromCurated(c: CuratedInput, srcOverride?: SourceRef) {
  const src = srcOverride ?? SOURCES[c.source];
  const { countries, subdivisions, source, timezone, ...rest } = c;
  const cc = countries[0];
  if (c.phone && cc && !c.phone.startsWith('+')) {
    const n = num(c.phone, cc, src);
    if (!n) return;
    rest.phone = n;
  }
  const hours = c.opening_hours_osm;
  push({
    ...rest,
    timezone: timezone ?? (cc ? countryTimezone(cc) : 'Etc/UTC'),
    is_24_7: hours === '24/7',
    hours_confidence: c.hours_confidence ?? (hours ? (src.verified_at < '2024-01-01' ? 'unverified' : 'verified') : 'unknown'),
    resource_kind: c.resource_kind ?? (c.type === 'chat_service' || c.type === 'online_resource' ? 'self_help_site' : 'helpline'),
    tags: c.tags ?? [],
    prominence: c.prominence ?? 'medium',
    country_codes: countries,
    subdivision_codes: subdivisions ?? [],
    ...withSource(src),
  } as Rec);
}

const oh = readJson('open-helplines-cc0/open-helplines-records.json').files as Record<string, { records: any[] }>;
for (const file of Object.values(oh)) {
  for (const r of file.records) {
    const m = OPEN_HELPLINES_MAP[r.id];
    if (!m) throw new Error(`open-helplines record ${r.id} has no mapping`);
    const src = openHelplinesSource(r.source, r.verified_at);
    fromCurated({ ...m, countries: [r.country], source: 'wikiCrisis2026' }, src);
  }
}
for (const c of CURATED) fromCurated(c);

// ------------------------------------------------------------------ Wikipedia-2026 crisis lines
const phonesIn = (cc: string) =>
  new Set(
    records
      .filter((r) => r.country_codes.includes(cc))
      .flatMap((r) => [r.phone, r.sms_number, ...(r.other_contacts ?? []).map((o) => o.value)])
      .filter(Boolean) as string[],
  );
const hasPrimary = (cc: string) => records.some((r) => r.country_codes.includes(cc) && r.priority_tier === 'primary_national_crisis');

for (const f of fernando) {
  const cc = f.country as string;
  if (!f.crisis || !(ISO.has(cc) || cc === 'XK')) continue;
  const src = SOURCES.wikiCrisis2026;
  const note: string = f.crisis.note ?? '';
  let raw: string = f.crisis.number;
  let option: string | undefined;
  const optM = note.match(/^(\S+(?: \S+)*) option (\d+)$/);
  if (optM) option = optM[2];
  // truncated values: the full number (or the list of numbers) is in the note
  let extra: { value: string; label?: string }[] = [];
  if (/\($/.test(raw) || (note && /[/;]/.test(note) && !optM)) {
    const parts = note
      .split(/;|\)\s+(?=\d)/)
      .map((s) => s.trim())
      .filter(Boolean);
    const parsed = parts
      .map((p) => {
        const [, value, label] = p.match(/^([\d\s/+-]+?)\s*(?:\(([^)]*)\)?)?$/) ?? [];
        return value ? { value: value.replace(/\//g, ' ').trim(), label: label?.trim() } : null;
      })
      .filter((x) => x !== null);
    const [first, ...rest] = parsed;
    if (first) {
      raw = first.value;
      extra = rest;
    }
  }
  const phone = num(raw, cc, src);
  if (!phone) continue;
  const known = phonesIn(cc);
  if (known.has(phone)) continue; // already published from a richer source
  const naming = WIKI_CRISIS_NAMES[cc];
  const others = extra
    .map((e) => ({ n: num(e.value, cc, src), label: e.label }))
    .filter((e) => e.n)
    .map((e) => (e.label ? { type: 'phone', value: e.n!, label: e.label } : { type: 'phone', value: e.n! }));
  for (const p of naming?.extra_phones ?? []) {
    const n = num(p, cc, src);
    if (n) others.push({ type: 'phone', value: n });
  }
  const name = naming?.name ?? `Suicide crisis line (${countryName(cc)})`;
  const tier = hasPrimary(cc) ? 'secondary_national_crisis' : 'primary_national_crisis';
  const usesShared = Object.entries(TERRITORY_SHARES).find(([parent]) => parent === cc)?.[1] ?? [];
  const hours = naming?.hours;
  push({
    type: 'crisis_line',
    name,
    description:
      `Phone line for people in ${countryName(cc)} who are thinking about suicide or are in emotional crisis.` +
      (option ? ` Call ${displayNumber(phone)} and choose option ${option}.` : '') +
      (hours ? '' : ' Opening hours have not been confirmed.'),
    phone,
    ...(others.length ? { other_contacts: others } : {}),
    ...(naming?.website_url ? { website_url: naming.website_url } : {}),
    ...(naming?.chat_url ? { chat_url: naming.chat_url } : {}),
    ...(naming?.availability ? { availability: naming.availability } : {}),
    ...(hours ? { opening_hours_osm: hours } : {}),
    is_24_7: hours === '24/7',
    hours_confidence: hours ? 'unverified' : 'unknown',
    timezone: countryTimezone(cc),
    languages: naming?.languages ?? countryLanguages(cc),
    resource_kind: 'helpline',
    service_scope: ['suicide', 'crisis', 'emotional_distress'],
    population_served: ['general'],
    priority_tier: tier,
    tags: [],
    prominence: tier === 'primary_national_crisis' ? 'high' : 'medium',
    country_codes: [cc, ...usesShared],
    subdivision_codes: [],
    ...withSource(
      naming?.hours || naming
        ? { ...src, source_name: `${src.source_name}; name: ${SOURCES.wikiCrisis2021.source_name}`, licence: 'CC BY-SA 4.0; name CC BY-SA 3.0' }
        : src,
    ),
  });
}

// ------------------------------------------------------------------ EU harmonised 116 numbers
const EU_EEA = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
];
const aospUnspecified = new Map<string, Set<string>>(
  aosp.map((c) => [c.iso_code, new Set(c.eccs.filter((e) => e.types.includes('TYPE_UNSPECIFIED')).map((e) => e.phone_number))]),
);
for (const cc of EU_EEA) {
  const known = phonesIn(cc);
  const inAosp = aospUnspecified.get(cc) ?? new Set();
  const src = inAosp.size
    ? {
        ...SOURCES.eu116,
        source_name: 'Commission Decision 2007/116/EC (harmonised 116 numbers) + AOSP eccdata',
        licence: 'EU legal act (public) + Apache-2.0',
      }
    : SOURCES.eu116;
  if (!known.has('116111') && (inAosp.has('116111') || shortInfo.isValidShortNumberForRegion(util.parse('116111', cc), cc as lpn.RegionCode))) {
    push({
      type: 'crisis_line',
      name: `Child helpline 116 111 (${countryName(cc)})`,
      description: `${countryName(cc)}'s number in the EU-wide 116 111 child-helpline range: children and young people can call free to talk about anything that worries them, including abuse, bullying or problems at home. Opening hours vary by country and have not been confirmed.`,
      phone: '116111',
      is_24_7: false,
      hours_confidence: 'unknown',
      timezone: countryTimezone(cc),
      languages: countryLanguages(cc),
      resource_kind: 'helpline',
      service_scope: ['youth', 'child_abuse', 'child_safety', 'bullying', 'emotional_distress'],
      population_served: ['children', 'youth'],
      priority_tier: 'population_specific_crisis',
      tags: ['toll_free', 'confidential'],
      prominence: 'medium',
      country_codes: [cc],
      subdivision_codes: [],
      ...withSource(src),
    });
  }
  if (!known.has('116000') && (inAosp.has('116000') || shortInfo.isValidShortNumberForRegion(util.parse('116000', cc), cc as lpn.RegionCode))) {
    push({
      type: 'support_service',
      name: `Missing children hotline 116 000 (${countryName(cc)})`,
      description: `The EU-wide 116 000 number for reporting a missing child and getting support as a parent or family member. Opening hours have not been confirmed.`,
      phone: '116000',
      is_24_7: false,
      hours_confidence: 'unknown',
      timezone: countryTimezone(cc),
      languages: countryLanguages(cc),
      resource_kind: 'helpline',
      service_scope: ['child_safety', 'runaway_youth', 'child_exploitation', 'safeguarding'],
      population_served: ['parents', 'family', 'children'],
      priority_tier: 'specialist_issue_crisis',
      tags: ['toll_free'],
      prominence: 'low',
      country_codes: [cc],
      subdivision_codes: [],
      ...withSource(src),
    });
  }
}

// ------------------------------------------------------------------ Haven editorial records
const areaPhones = new Set(records.flatMap((r) => (r.phone ? r.country_codes.map((c) => `${c}|${r.subdivision_codes.join(',')}|${r.phone}`) : [])));
let editorialCount = 0;
let teamKnownCount = 0;
for (const e of [...EDITORIAL, ...TEAM_KNOWN] as EditorialInput[]) {
  const { countries, subdivisions, timezone, official_url, corroborated_by, team_known, hours_corroborated, ...rest } = e;
  const { name, tags } = e as EditorialInput; // un-narrowed, for the checks below
  const cc = countries[0];
  if (!cc) throw new Error(`editorial ${name}: no country`);
  if (team_known) {
    // the type already forbids these; the build re-checks so that a cast cannot slip one through
    if (corroborated_by.length) throw new Error(`team-known ${name}: has corroboration, belongs in editorial.ts`);
    if (hours_corroborated) throw new Error(`team-known ${name}: hours cannot be corroborated`);
    if (!tags?.includes(PENDING_TAG)) throw new Error(`team-known ${name}: missing tag ${PENDING_TAG}`);
  } else if (!corroborated_by.length) {
    throw new Error(`editorial ${name}: neither corroborated nor team-known`);
  }
  const src: SourceRef = team_known
    ? { source_name: TEAM_KNOWN_SOURCE_NAME, source_url: official_url, verified_at: TEAM_KNOWN_RECORDED_AT, licence: EDITORIAL_LICENCE }
    : {
        source_name: `Haven editorial record; number cross-checked against ${corroborated_by.map((k) => LEADS[k]).join(' and ')}; pending re-verification at the service's site`,
        source_url: official_url,
        verified_at: EDITORIAL_VERIFIED_AT,
        licence: EDITORIAL_LICENCE,
      };
  const norm = (v: string): string => {
    const n = num(v, cc, src);
    if (!n) throw new Error(`editorial ${e.name}: number ${v} rejected for ${cc}`);
    return n;
  };
  if (rest.phone) rest.phone = norm(rest.phone);
  if (rest.sms_number) rest.sms_number = norm(rest.sms_number);
  if (rest.other_contacts) rest.other_contacts = rest.other_contacts.map((o) => (o.type === 'phone' || o.type === 'sms' ? { ...o, value: norm(o.value) } : o));
  if (rest.phone) {
    for (const c of countries) {
      const key = `${c}|${(subdivisions ?? []).join(',')}|${rest.phone}`;
      if (areaPhones.has(key)) throw new Error(`editorial ${e.name}: ${rest.phone} is already published for ${c} ${(subdivisions ?? []).join(',')}`);
      areaPhones.add(key);
    }
  }
  const hours = rest.opening_hours_osm;
  push({
    ...rest,
    timezone: timezone ?? countryTimezone(cc),
    is_24_7: hours === '24/7',
    hours_confidence: hours ? (hours_corroborated ? 'verified' : 'unverified') : 'unknown',
    resource_kind: e.resource_kind ?? (e.type === 'chat_service' || e.type === 'online_resource' ? 'self_help_site' : 'helpline'),
    tags: e.tags ?? [],
    prominence: e.prominence ?? 'medium',
    country_codes: countries,
    subdivision_codes: subdivisions ?? [],
    ...withSource(src),
  } as Rec);
  if (team_known) teamKnownCount++;
  else editorialCount++;
}

// ------------------------------------------------------------------ output
records.sort(
  (a, b) =>
    (a.country_codes[0] ?? '').localeCompare(b.country_codes[0] ?? '') ||
    tierRank(a.priority_tier) - tierRank(b.priority_tier) ||
    a.name.localeCompare(b.name) ||
    a.id.localeCompare(b.id),
);
const outDir = join(repo, 'seeds/directory');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, 'resources.json'),
  JSON.stringify(
    {
      about:
        'Haven crisis-resource directory. Generated by scripts/directory/build.ts; see SOURCES.md, NOTICE and ATTRIBUTION.md. Data: CC BY-SA 4.0 (Wikipedia-derived facts), Apache-2.0 (AOSP, libphonenumber) and CC0 facts, combined; see ATTRIBUTION.md.',
      count: records.length,
      records,
    },
    null,
    1,
  ) + '\n',
);
const regSorted = register
  .filter((r, i, a) => a.findIndex((x) => x.country === r.country && x.number === r.number) === i)
  .sort((a, b) => a.country.localeCompare(b.country) || a.number.localeCompare(b.number));
writeFileSync(
  join(outDir, 'number-register.json'),
  JSON.stringify(
    {
      about:
        'Numbers published from a licensed source or a Haven editorial record that libphonenumber v9.0.35 metadata does not (yet) know. directory:check accepts exactly these, reports them, and they are the first queue for manual verification.',
      count: regSorted.length,
      numbers: regSorted,
    },
    null,
    1,
  ) + '\n',
);
console.log(
  `records: ${records.length} (editorial ${editorialCount}, team-known pending verification ${teamKnownCount}); emergency countries: ${emergencyCountries.size}; register: ${regSorted.length}`,
);
console.log(`review queue (not published): ${review.length}`);
for (const r of review) console.log('  ' + r);
