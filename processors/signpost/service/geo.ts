/**
 * Caller country from an IP address (GET /v1/signpost/detect-country), with geoip-lite's database (shipped in the
 * npm package, loaded on first use: ~250 ms and ~100 MB, so only processors that are asked pay for it).
 * Addresses that cannot have a location (private, loopback, link-local, CGNAT, unspecified) answer without a lookup.
 */
import { BlockList, isIP } from 'node:net';
import { countryDisplayName } from '../records/countries.js';

export type NoCountryReason = 'no_address' | 'invalid_address' | 'loopback_address' | 'private_address' | 'not_in_database';

export interface DetectedCountry {
  country: string | null;
  country_name: string | null;
  /** the directory has resources for this country */
  supported: boolean;
  source: 'header' | 'geoip';
  /** why `country` is null (null when a country was found) */
  reason: NoCountryReason | null;
  message: string;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
const nonPublic = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['192.0.0.0', 24],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  nonPublic.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['fc00::', 7],
  ['fe80::', 10],
  ['::', 128],
  ['ff00::', 8],
] as const)
  nonPublic.addSubnet(net, bits, 'ipv6');

type Lookup = (ip: string) => { country?: string } | null;
let lookup: Promise<Lookup> | undefined;
const geoip = () => (lookup ??= import('geoip-lite').then((m) => (ip: string) => (m.default ?? m).lookup(ip)));

/** Classifies and looks up `ip` (IPv4-mapped IPv6 addresses are read as IPv4). */
export async function detectCountry(
  rawIp: string | null | undefined,
  hasResources: (cc: string) => boolean,
  hint: string | null = null,
): Promise<DetectedCountry> {
  // An edge in front of Haven (or the client itself) may already know the country: `X-Country`, `CF-IPCountry`, …
  // (the ingress forwards the first valid one). It wins over the IP lookup.
  const hinted = hint?.trim().toUpperCase();
  if (hinted && /^[A-Z]{2}$/.test(hinted) && hinted !== 'XX' && hinted !== 'T1') {
    return {
      country: hinted,
      country_name: countryDisplayName(hinted),
      supported: hasResources(hinted),
      source: 'header',
      reason: null,
      message: `country ${hinted} given by the request's country header`,
    };
  }
  const none = (reason: NoCountryReason, message: string): DetectedCountry => ({
    country: null,
    country_name: null,
    supported: false,
    source: 'geoip',
    reason,
    message,
  });
  if (!rawIp) return none('no_address', 'the caller address is unknown; ask the person for their country');
  const ip = rawIp.startsWith('::ffff:') && isIP(rawIp.slice(7)) === 4 ? rawIp.slice(7) : rawIp;
  const family = isIP(ip);
  if (!family) return none('invalid_address', 'the caller address is not an IP address; ask the person for their country');
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(ip, type))
    return none('loopback_address', 'the request came from this machine (loopback address), which has no location; ask the person for their country');
  if (nonPublic.check(ip, type))
    return none('private_address', 'the request came from a private or reserved network address, which has no location; behind a proxy, set TRUST_PROXY=true');
  const hit = (await geoip())(ip);
  const cc = hit?.country?.toUpperCase();
  if (!cc) return none('not_in_database', 'the address is not in the GeoIP database; ask the person for their country');
  return {
    country: cc,
    country_name: countryDisplayName(cc),
    supported: hasResources(cc),
    source: 'geoip',
    reason: null,
    message: `located in ${countryDisplayName(cc)} by IP address (approximate)`,
  };
}

/**
 * The wire of GET /v1/signpost/detect-country: NOPE's clients read `country_code` and `country_name` as strings
 * (`""` when unknown) and `error` on a miss; our own fields follow.
 */
export function detectedWire(d: DetectedCountry) {
  const { country_name, ...rest } = d;
  return {
    country_code: d.country ?? '',
    country_name: country_name ?? '',
    ...(d.country ? {} : { error: d.message }),
    ...rest,
  };
}
