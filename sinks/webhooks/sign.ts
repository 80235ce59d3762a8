/**
 * Webhook signatures (spec 2, "Signature"): HMAC-SHA256 keyed by the webhook's secret over
 * `${timestamp}.${rawBody}` where timestamp is Unix seconds, sent as `X-SERVICE-Signature: sha256=<hex>`.
 * `verifySignature` is what a receiver runs: raw bytes first, constant-time compare, bounded clock skew.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_PREFIX = 'sha256=';
/** receivers should reject timestamps older (or further in the future) than this */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export function computeSignature(secret: string, timestamp: number | string, rawBody: string | Buffer): string {
  const mac = createHmac('sha256', secret);
  mac.update(`${timestamp}.`);
  mac.update(rawBody);
  return SIGNATURE_PREFIX + mac.digest('hex');
}

export type VerifyResult = { ok: true } | { ok: false; reason: 'missing_header' | 'bad_format' | 'bad_timestamp' | 'timestamp_out_of_tolerance' | 'mismatch' };

export interface VerifyInput {
  secret: string;
  rawBody: string | Buffer;
  signature: string | undefined | null;
  timestamp: string | number | undefined | null;
  /** Unix seconds "now"; default Date.now() */
  nowSeconds?: number;
  toleranceSeconds?: number;
}

export function verifySignature(input: VerifyInput): VerifyResult {
  const { secret, rawBody, signature, timestamp } = input;
  if (signature == null || timestamp == null || signature === '' || timestamp === '') {
    return { ok: false, reason: 'missing_header' };
  }
  const tsText = String(timestamp);
  if (!/^\d{1,12}$/.test(tsText)) return { ok: false, reason: 'bad_timestamp' };
  const ts = Number(tsText);
  const now = input.nowSeconds ?? Math.floor(Date.now() / 1000);
  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (Math.abs(now - ts) > tolerance) return { ok: false, reason: 'timestamp_out_of_tolerance' };
  if (!signature.startsWith(SIGNATURE_PREFIX) || !/^[0-9a-f]{64}$/i.test(signature.slice(SIGNATURE_PREFIX.length))) {
    return { ok: false, reason: 'bad_format' };
  }
  const expected = Buffer.from(computeSignature(secret, tsText, rawBody).slice(SIGNATURE_PREFIX.length), 'hex');
  const given = Buffer.from(signature.slice(SIGNATURE_PREFIX.length).toLowerCase(), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'mismatch' };
  return { ok: true };
}
