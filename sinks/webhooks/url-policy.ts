/**
 * Which URLs a webhook may point at (spec 2: "HTTPS; localhost allowed for testing"; reject private networks).
 *
 * Loopback (`localhost`, 127.0.0.0/8, `[::1]`) is refused unless the operator sets WEBHOOK_ALLOW_LOOPBACK=true
 * (local testing only): otherwise any tenant could scan the host's own ports through /test and /events.
 *
 * Syntactic rules, checked on create/update and again before every delivery:
 * - scheme `https:`; `http:` only for a loopback host, and only when loopback is allowed;
 * - no credentials (`user:pass@`), a host is required, at most 2048 chars;
 * - an IP-literal host must be public unicast: private, loopback (except as above), link-local, CGNAT,
 *   multicast, broadcast, unspecified, reserved, documentation/benchmarking, unique-local IPv6, IPv4-mapped
 *   or IPv4-embedding IPv6 (6to4, Teredo, NAT64) are refused.
 *
 * Resolution rule, checked at connect time by `createGuardedLookup` (so DNS rebinding between a check and the
 * connection is not possible): every address a hostname resolves to must pass the same IP rule; `localhost`
 * must resolve to loopback only.
 */

import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import dns from 'node:dns';
import ipaddr from 'ipaddr.js';

export const MAX_URL_LENGTH = 2048;

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

export function isLocalHostname(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  return h === 'localhost';
}

/** strip the brackets WHATWG URL keeps around IPv6 literals */
function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

export function isIpLiteral(hostname: string): boolean {
  return ipaddr.isValid(bareHost(hostname));
}

export function isLoopbackAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === 'loopback';
}

/**
 * True when `address` may receive webhook traffic: public unicast, or loopback when `allowLoopback`.
 * IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry (and loopback ones count as loopback).
 */
export function isAllowedAddress(address: string, opts: { allowLoopback: boolean }): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  if (range === 'unicast') return true;
  return range === 'loopback' && opts.allowLoopback;
}

/** The operator's choices the URL policy depends on (from the configuration). */
export interface WebhookUrlPolicy {
  /** WEBHOOK_ALLOW_LOOPBACK: accept loopback receivers (local testing). Default false. */
  allowLoopback: boolean;
}

export const DEFAULT_URL_POLICY: WebhookUrlPolicy = { allowLoopback: false };

/**
 * THE webhook URL policy: whether `raw` may be a webhook's URL. Used on create/update, before every delivery, and
 * by any other surface that accepts webhook URLs, so the rule lives in one place.
 */
export function checkWebhookUrl(raw: unknown, policy: WebhookUrlPolicy = DEFAULT_URL_POLICY): UrlCheck {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, reason: 'url is required' };
  if (raw.length > MAX_URL_LENGTH) return { ok: false, reason: `url is longer than ${MAX_URL_LENGTH} characters` };
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, reason: 'url is not a valid absolute URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, reason: 'url must use https (http is allowed only for localhost)' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'url must not contain credentials' };
  const host = url.hostname;
  if (host === '') return { ok: false, reason: 'url must have a host' };
  const literal = bareHost(host);
  const local = isLocalHostname(host) || (isIpLiteral(host) && isLoopbackAddress(literal));
  if (local && !policy.allowLoopback) {
    return { ok: false, reason: 'url must not point at this host (loopback receivers are refused unless the operator sets WEBHOOK_ALLOW_LOOPBACK=true)' };
  }
  if (url.protocol === 'http:' && !local) {
    return { ok: false, reason: 'url must use https (http is allowed only for localhost)' };
  }
  if (isIpLiteral(host) && !isAllowedAddress(literal, { allowLoopback: policy.allowLoopback })) {
    return { ok: false, reason: 'url must not point at a private, reserved or non-unicast address' };
  }
  return { ok: true, url };
}

export class BlockedAddressError extends Error {
  readonly code = 'HAVEN_BLOCKED_ADDRESS';
  constructor(hostname: string, address: string) {
    super(`refusing to connect: ${hostname} resolves to a non-public address (${address})`);
    this.name = 'BlockedAddressError';
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
export type LookupFunction = (hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback) => void;
/** resolve all addresses of a hostname (injectable for tests) */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** checks every resolved address; throws BlockedAddressError when one is not allowed */
export async function resolveAllowed(
  hostname: string,
  resolver: Resolver = systemResolver,
  policy: WebhookUrlPolicy = DEFAULT_URL_POLICY,
): Promise<LookupAddress[]> {
  const addresses = await resolver(hostname);
  const local = isLocalHostname(hostname);
  for (const a of addresses) {
    const ok = local ? policy.allowLoopback && isLoopbackAddress(a.address) : isAllowedAddress(a.address, { allowLoopback: false });
    if (!ok) throw new BlockedAddressError(hostname, a.address);
  }
  if (addresses.length === 0) throw Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' });
  return addresses;
}

/** a `lookup` for net/tls/undici `connect` options that enforces the address rule on the very connection made */
export function createGuardedLookup(resolver: Resolver = systemResolver, policy: WebhookUrlPolicy = DEFAULT_URL_POLICY): LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowed(hostname, resolver, policy).then(
      (addresses) => {
        const family = typeof options === 'object' && options ? options.family : undefined;
        const wanted = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
        const list = wanted.length > 0 ? wanted : addresses;
        const [first] = list;
        if ((options as LookupAllOptions).all) callback(null, list);
        else if (first) callback(null, first.address, first.family);
        else callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', undefined);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', undefined),
    );
  };
}
