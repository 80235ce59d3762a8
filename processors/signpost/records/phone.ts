/**
 * Phone-number rules of the directory (libphonenumber metadata; no I/O):
 * - national short codes (e.g. 988, 116 123, 3114) are stored as digit strings and must be a valid
 *   short number (or an emergency number) for the record's country;
 * - every other number is stored as E.164 and must be a valid number whose calling code belongs to
 *   one of the record's countries.
 */
import lpn from 'google-libphonenumber';

const util = lpn.PhoneNumberUtil.getInstance();
const shortInfo = lpn.ShortNumberInfo.getInstance();

export type NormalisedNumber = { kind: 'short'; value: string } | { kind: 'e164'; value: string };

export function isEmergencyNumber(digits: string, region: string): boolean {
  try {
    return shortInfo.isEmergencyNumber(digits, region as lpn.RegionCode);
  } catch {
    return false;
  }
}

function shortValid(digits: string, region: string): boolean {
  try {
    const n = util.parse(digits, region);
    return shortInfo.isValidShortNumberForRegion(n, region as lpn.RegionCode) || shortInfo.isEmergencyNumber(digits, region as lpn.RegionCode);
  } catch {
    return false;
  }
}

export function callingCodeOf(region: string): number {
  return util.getCountryCodeForRegion(region);
}

/** Normalise a number written any common way for `region`; null when libphonenumber rejects it. */
export function normaliseNumber(raw: string, region: string): NormalisedNumber | null {
  const cleaned = raw.replace(/[\u00a0\t]/g, ' ').trim();
  const digits = cleaned.replace(/[^\d]/g, '');
  if (!digits) return null;
  if (!cleaned.startsWith('+') && !cleaned.startsWith('00') && digits.length <= 6 && shortValid(digits, region)) {
    return { kind: 'short', value: digits };
  }
  try {
    const n = util.parse(cleaned, region);
    if (util.isValidNumber(n)) {
      const cc = n.getCountryCode();
      if (cc === callingCodeOf(region) || util.isValidNumberForRegion(n, region)) {
        return { kind: 'e164', value: util.format(n, lpn.PhoneNumberFormat.E164) };
      }
    }
  } catch {
    /* fall through */
  }
  if (!cleaned.startsWith('+') && digits.length <= 8 && shortValid(digits, region)) return { kind: 'short', value: digits };
  return null;
}

/**
 * Is a stored phone value valid for at least one of the record's countries?
 * `phone` is either a national short code (digits only) or E.164.
 */
export function validateStoredPhone(phone: string, countries: string[]): { ok: boolean; reason?: string } {
  if (countries.length === 0) return { ok: false, reason: 'global records cannot carry a national phone number' };
  if (phone.startsWith('+')) {
    let n;
    try {
      n = util.parse(phone);
    } catch {
      return { ok: false, reason: `unparseable E.164 ${phone}` };
    }
    if (util.format(n, lpn.PhoneNumberFormat.E164) !== phone) return { ok: false, reason: `not canonical E.164: ${phone}` };
    if (!util.isValidNumber(n)) return { ok: false, reason: `invalid number ${phone}` };
    const cc = n.getCountryCode();
    if (!countries.some((c) => callingCodeOf(c) === cc || util.isValidNumberForRegion(n, c))) {
      return { ok: false, reason: `${phone} does not belong to ${countries.join(',')}` };
    }
    return { ok: true };
  }
  if (!/^\d{2,8}$/.test(phone)) return { ok: false, reason: `short code must be 2-8 digits: ${phone}` };
  if (!countries.some((c) => shortValid(phone, c))) {
    return { ok: false, reason: `${phone} is not a valid short or emergency number for ${countries.join(',')}` };
  }
  return { ok: true };
}

/** Human-readable rendering of a stored number, for descriptions and UIs. */
export function displayNumber(phone: string): string {
  if (!phone.startsWith('+')) return phone;
  try {
    return util.format(util.parse(phone), lpn.PhoneNumberFormat.INTERNATIONAL);
  } catch {
    return phone;
  }
}
