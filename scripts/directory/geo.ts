/**
 * Country facts for the directory build (dev time only):
 * - English names: Intl.DisplayNames (CLDR, ICU bundled with Node);
 * - primary IANA timezone: the first zone tzdata's zone.tab lists for the country, overridden by
 *   the capital's zone where zone.tab lists another zone first;
 * - likely language: CLDR likely subtags (Intl.Locale#maximize), kept only when it is ISO 639-1.
 */
import { readFileSync } from 'node:fs';

const names = new Intl.DisplayNames(['en'], { type: 'region' });
export function countryName(cc: string): string {
  if (cc === 'XK') return 'Kosovo';
  return names.of(cc) ?? cc;
}

/** Capital (or most populous) zone where zone.tab's first entry for the country is another zone. */
const CAPITAL_ZONE: Record<string, string> = {
  AR: 'America/Argentina/Buenos_Aires',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  CY: 'Asia/Nicosia',
  DE: 'Europe/Berlin',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  FM: 'Pacific/Pohnpei',
  GL: 'America/Nuuk',
  ID: 'Asia/Jakarta',
  KI: 'Pacific/Tarawa',
  KZ: 'Asia/Almaty',
  MH: 'Pacific/Majuro',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  NZ: 'Pacific/Auckland',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PS: 'Asia/Hebron',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kyiv',
  US: 'America/New_York',
  UZ: 'Asia/Tashkent',
  XK: 'Europe/Belgrade',
  AQ: 'Antarctica/McMurdo',
  UM: 'Pacific/Midway',
  CC: 'Indian/Cocos',
  TF: 'Indian/Kerguelen',
  BV: 'Etc/UTC',
  HM: 'Etc/UTC',
  IN: 'Asia/Kolkata',
  GB: 'Europe/London',
};

let zoneTab: Map<string, string> | null = null;
function loadZoneTab(): Map<string, string> {
  const m = new Map<string, string>();
  let text = '';
  try {
    text = readFileSync('/usr/share/zoneinfo/zone.tab', 'utf8');
  } catch {
    return m;
  }
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [cc, , tz] = line.split('\t');
    if (cc && tz && !m.has(cc)) m.set(cc, tz);
  }
  return m;
}
const supported = new Set(Intl.supportedValuesOf('timeZone'));
export function countryTimezone(cc: string): string {
  zoneTab ??= loadZoneTab();
  const tz = CAPITAL_ZONE[cc] ?? zoneTab.get(cc) ?? 'Etc/UTC';
  return tz;
}
export const isKnownZone = (tz: string) => supported.has(tz) || tz === 'Etc/UTC';

const LANG_FIX: Record<string, string> = { fil: 'tl', pap: 'nl' };
export function countryLanguages(cc: string): string[] {
  let lang = 'en';
  try {
    lang = new Intl.Locale(`und-${cc}`).maximize().language;
  } catch {
    /* keep en */
  }
  lang = LANG_FIX[lang] ?? lang;
  if (!/^[a-z]{2}$/.test(lang)) lang = 'en';
  return [lang];
}
