/**
 * Phone numbers as people in the widget's country write them (libphonenumber): an E.164 number of that country in
 * national format (`+44 800 689 5652` → `0800 689 5652`), a number of another country in international format, a
 * short code (`116 123`, `988`) as stored. And the country's emergency number from libphonenumber's metadata, for
 * the "in danger now" line (also on error pages, where the directory may not have answered).
 */
import lpn from 'google-libphonenumber';

const util = lpn.PhoneNumberUtil.getInstance();
const shortInfo = lpn.ShortNumberInfo.getInstance();

export function formatPhone(raw: string, country: string): string {
  const s = raw.trim();
  // the harmonised European numbers of social value (116 000, 116 111, 116 123, …) are written "116 xxx" wherever
  // they are used; libphonenumber does not format short codes
  if (/^116\d{3}$/.test(s)) return `116 ${s.slice(3)}`;
  if (!s.startsWith('+')) return s;
  try {
    const n = util.parse(s, country);
    if (!util.isValidNumber(n)) return s;
    const sameCountry = util.getRegionCodeForNumber(n) === country.toUpperCase();
    return util.format(n, sameCountry ? lpn.PhoneNumberFormat.NATIONAL : lpn.PhoneNumberFormat.INTERNATIONAL);
  } catch {
    return s;
  }
}

/** common emergency short numbers, most widespread first; the country's own are those libphonenumber confirms */
const CANDIDATES = [
  '112',
  '911',
  '999',
  '000',
  '111',
  '110',
  '119',
  '100',
  '101',
  '102',
  '190',
  '192',
  '193',
  '997',
  '998',
  '113',
  '115',
  '117',
  '122',
  '123',
  '133',
  '150',
  '155',
  '160',
  '166',
  '199',
  '08',
  '10111',
];

export function emergencyNumbers(country: string): string[] {
  const out: string[] = [];
  for (const c of CANDIDATES) {
    try {
      if (shortInfo.isEmergencyNumber(c, country.toUpperCase() as lpn.RegionCode)) out.push(c);
    } catch {
      /* unknown region */
    }
  }
  return out;
}
