/**
 * Stable directory ids: UUID v5 (RFC 9562, SHA-1 name-based) of a fixed Haven namespace and
 * `country|type|key`, where key is the normalised phone number (digits and leading +) or, when a
 * record has no phone, its lower-cased name. Re-seeding the same facts yields the same ids.
 */
import { createHash } from 'node:crypto';

/** Haven directory namespace (random v4, fixed forever). */
export const DIRECTORY_NAMESPACE = '6f1d3c52-8a0e-4b7e-9d41-2f5c7a9e0b13';

function uuidToBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex');
}

export function uuidV5(name: string, namespace: string = DIRECTORY_NAMESPACE): string {
  const hash = createHash('sha1').update(uuidToBytes(namespace)).update(name, 'utf8').digest();
  const b = hash.subarray(0, 16);
  // a SHA-1 digest has 20 bytes: bytes 6 and 8 are there
  b.writeUInt8((b.readUInt8(6) & 0x0f) | 0x50, 6);
  b.writeUInt8((b.readUInt8(8) & 0x3f) | 0x80, 8);
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function normaliseKey(value: string): string {
  const v = value.trim();
  if (/^\+?[\d\s().\-*#/]+$/.test(v)) return v.replace(/[^\d+*#]/g, '');
  return v.toLowerCase().normalize('NFKC').replace(/\s+/g, ' ');
}

/** Id of a directory record from (country or 'GLOBAL', type, phone-or-name, optional discriminator). */
export function resourceId(country: string, type: string, key: string, discriminator = ''): string {
  const name = [country.toUpperCase(), type, normaliseKey(key), discriminator].filter(Boolean).join('|');
  return uuidV5(name);
}
