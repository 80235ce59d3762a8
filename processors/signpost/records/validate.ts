/**
 * Directory validation as code (pure: records in, report out). Used by `npm run directory:check`
 * and by the tests.
 *
 * A record is valid when:
 * - it matches DirectoryRecordSchema (types, vocabularies, provenance fields);
 * - every phone / SMS number is valid for one of its countries per libphonenumber (short-number
 *   or full-number rules), or is listed in the number register (seeds/directory/number-register.json:
 *   numbers from a licensed source that libphonenumber's metadata does not know);
 * - its opening_hours expression parses and it has a valid IANA timezone;
 * - is_24_7 equals "the hours are round the clock"; no hours means hours_confidence `unknown`;
 * - languages are ISO 639-1, countries ISO 3166-1 (or XK), subdivisions ISO 3166-2 of those countries;
 * - it offers at least one way to make contact; ids are unique.
 */
import { iso31661, iso31662 } from 'iso-3166';
import { type DirectoryRecord, DirectoryRecordSchema } from '../../../schemas/http/crisis-resource.js';
import { isAlwaysOpen, isValidZone, parseHours } from './hours.js';
import { validateStoredPhone } from './phone.js';

export interface RegisterEntry {
  country: string;
  number: string;
}
export interface RecordProblem {
  id: string;
  name: string;
  problems: string[];
}
export interface Coverage {
  iso_total: number;
  emergency: number;
  crisis: number;
  text_or_chat: number;
  missing_emergency: string[];
  missing_crisis: string[];
}
export interface ValidationReport {
  total: number;
  valid: number;
  invalid: RecordProblem[];
  register_used: number;
  coverage: Coverage;
}

const COUNTRIES = new Set<string>([...iso31661.map((c) => c.alpha2), 'XK']);
const SUBDIVISIONS = new Set<string>(iso31662.map((s) => s.code));
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
export const isIso6391 = (code: string): boolean => /^[a-z]{2}$/.test(code) && languageNames.of(code) !== undefined;

const CONTACT_FIELDS = [
  'phone',
  'sms_number',
  'text_instructions',
  'chat_url',
  'whatsapp_url',
  'email',
  'wechat_id',
  'line_url',
  'telegram_url',
  'website_url',
] as const;

export function validateRecord(input: unknown, register: ReadonlySet<string>, used?: Set<string>): { record?: DirectoryRecord; problems: string[] } {
  const parsed = DirectoryRecordSchema.safeParse(input);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(record)'}: ${i.message}`) };
  }
  const r = parsed.data;
  const problems: string[] = [];

  for (const c of r.country_codes) if (!COUNTRIES.has(c)) problems.push(`unknown country ${c}`);
  for (const s of r.subdivision_codes) {
    if (!SUBDIVISIONS.has(s)) problems.push(`unknown subdivision ${s}`);
    else if (!r.country_codes.includes(s.slice(0, 2))) problems.push(`subdivision ${s} outside ${r.country_codes.join(',')}`);
  }
  if (r.subdivision_codes.length && !r.country_codes.length) problems.push('subdivisions on a global record');

  const numbers: string[] = [];
  if (r.phone) numbers.push(r.phone);
  if (r.sms_number) numbers.push(r.sms_number);
  for (const o of r.other_contacts ?? []) if (o.type === 'phone' || o.type === 'sms') numbers.push(o.value);
  for (const n of numbers) {
    const check = validateStoredPhone(n, r.country_codes);
    if (check.ok) continue;
    const hit = r.country_codes.find((c) => register.has(`${c}|${n}`));
    if (hit) {
      used?.add(`${hit}|${n}`);
      continue;
    }
    problems.push(`phone: ${check.reason}`);
  }

  if (!isValidZone(r.timezone)) problems.push(`timezone ${r.timezone} is not an IANA zone`);
  if (r.opening_hours_osm !== undefined) {
    if (!parseHours(r.opening_hours_osm)) problems.push(`opening_hours "${r.opening_hours_osm}" does not parse`);
    else if (r.is_24_7 !== isAlwaysOpen(r.opening_hours_osm)) {
      problems.push(`is_24_7=${r.is_24_7} disagrees with opening_hours "${r.opening_hours_osm}"`);
    }
  } else {
    if (r.is_24_7) problems.push('is_24_7 without opening_hours_osm');
    if (r.hours_confidence !== 'unknown') problems.push('hours_confidence must be unknown when there are no hours');
  }

  for (const l of r.languages) if (!isIso6391(l)) problems.push(`language ${l} is not ISO 639-1`);
  if (!CONTACT_FIELDS.some((f) => r[f] !== undefined) && !(r.other_contacts ?? []).length) {
    problems.push('no contact method');
  }
  if (r.type === 'emergency_number' && r.priority_tier !== 'emergency_services') {
    problems.push('emergency numbers belong to the emergency_services tier');
  }
  return { record: r, problems };
}

const CRISIS_TYPES = new Set(['crisis_line', 'text_line', 'chat_service']);

export function coverage(records: DirectoryRecord[]): Coverage {
  const emergency = new Set<string>();
  const crisis = new Set<string>();
  const textChat = new Set<string>();
  for (const r of records) {
    for (const c of r.country_codes) {
      if (r.type === 'emergency_number') emergency.add(c);
      if (CRISIS_TYPES.has(r.type) && r.priority_tier !== 'emergency_services') crisis.add(c);
      if (r.sms_number || r.chat_url || r.type === 'text_line' || r.type === 'chat_service') textChat.add(c);
    }
  }
  const iso = iso31661.map((c) => c.alpha2);
  const count = (s: Set<string>) => iso.filter((c) => s.has(c)).length;
  return {
    iso_total: iso.length,
    emergency: count(emergency),
    crisis: count(crisis),
    text_or_chat: count(textChat),
    missing_emergency: iso.filter((c) => !emergency.has(c)),
    missing_crisis: iso.filter((c) => !crisis.has(c)),
  };
}

export function validateDirectory(records: unknown[], register: RegisterEntry[] = []): ValidationReport {
  const reg = new Set(register.map((e) => `${e.country}|${e.number}`));
  const used = new Set<string>();
  const invalid: RecordProblem[] = [];
  const good: DirectoryRecord[] = [];
  const ids = new Set<string>();
  for (const raw of records) {
    const { record, problems } = validateRecord(raw, reg, used);
    const o = raw as { id?: string; name?: string };
    if (record) {
      if (ids.has(record.id)) problems.push(`duplicate id ${record.id}`);
      ids.add(record.id);
    }
    if (problems.length) invalid.push({ id: String(o?.id ?? '?'), name: String(o?.name ?? '?'), problems });
    else if (record) good.push(record);
  }
  return { total: records.length, valid: good.length, invalid, register_used: used.size, coverage: coverage(good) };
}
