import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretCipher, generateSecret } from '../../infra/secret-cipher.js';
import { deliveryHeaders, USER_AGENT } from '../../sinks/webhooks/headers.js';
import { computeSignature, verifySignature } from '../../sinks/webhooks/sign.js';

describe('signature', () => {
  const secret = 'whsec_test';
  const body = '{"event":"test.ping","message":"héllo"}';

  it('is HMAC-SHA256 over "timestamp.rawBody", hex, prefixed sha256=', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(computeSignature(secret, 1700000000, body)).toBe(`sha256=${expected}`);
    expect(computeSignature(secret, '1700000000', Buffer.from(body))).toBe(`sha256=${expected}`);
  });

  it('verifies a good signature within the tolerance', () => {
    const sig = computeSignature(secret, 1700000000, body);
    expect(verifySignature({ secret, rawBody: body, signature: sig, timestamp: '1700000000', nowSeconds: 1700000100 })).toEqual({ ok: true });
    expect(
      verifySignature({
        secret,
        rawBody: Buffer.from(body),
        signature: sig.toUpperCase().replace('SHA256=', 'sha256='),
        timestamp: 1700000000,
        nowSeconds: 1700000000,
      }),
    ).toEqual({ ok: true });
  });

  it('rejects a changed body, a wrong secret, a changed timestamp', () => {
    const sig = computeSignature(secret, 1700000000, body);
    const now = 1700000000;
    expect(verifySignature({ secret, rawBody: body + ' ', signature: sig, timestamp: now, nowSeconds: now })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature({ secret: 'whsec_other', rawBody: body, signature: sig, timestamp: now, nowSeconds: now })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifySignature({ secret, rawBody: body, signature: sig, timestamp: now + 1, nowSeconds: now })).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('rejects timestamps older or newer than 5 minutes (replay)', () => {
    const sig = computeSignature(secret, 1700000000, body);
    expect(verifySignature({ secret, rawBody: body, signature: sig, timestamp: 1700000000, nowSeconds: 1700000301 }).ok).toBe(false);
    expect(verifySignature({ secret, rawBody: body, signature: sig, timestamp: 1700000000, nowSeconds: 1699999699 }).ok).toBe(false);
    expect(verifySignature({ secret, rawBody: body, signature: sig, timestamp: 1700000000, nowSeconds: 1700000300 }).ok).toBe(true);
  });

  it('rejects missing and malformed headers', () => {
    expect(verifySignature({ secret, rawBody: body, signature: undefined, timestamp: '1', nowSeconds: 1 })).toEqual({ ok: false, reason: 'missing_header' });
    expect(verifySignature({ secret, rawBody: body, signature: 'sha256=abc', timestamp: '1', nowSeconds: 1 })).toEqual({ ok: false, reason: 'bad_format' });
    expect(verifySignature({ secret, rawBody: body, signature: 'md5=' + 'a'.repeat(64), timestamp: '1', nowSeconds: 1 })).toEqual({
      ok: false,
      reason: 'bad_format',
    });
    expect(verifySignature({ secret, rawBody: body, signature: 'sha256=' + 'a'.repeat(64), timestamp: '1e3', nowSeconds: 1 })).toEqual({
      ok: false,
      reason: 'bad_timestamp',
    });
  });
});

describe('headers', () => {
  it('are exactly the seven headers of the spec', () => {
    const h = deliveryHeaders({ secret: 's', rawBody: '{}', timestamp: 1700000000.9, event: 'test.ping', deliveryId: 'dlv_1', webhookId: 'wh_1' });
    expect(Object.keys(h).sort()).toEqual(
      ['Content-Type', 'User-Agent', 'X-SERVICE-Delivery-ID', 'X-SERVICE-Event', 'X-SERVICE-Signature', 'X-SERVICE-Timestamp', 'X-SERVICE-Webhook-ID'].sort(),
    );
    expect(h['X-SERVICE-Timestamp']).toBe('1700000000');
    expect(h['X-SERVICE-Signature']).toBe(computeSignature('s', '1700000000', '{}'));
    expect(h['Content-Type']).toBe('application/json');
    expect(h['User-Agent']).toBe(USER_AGENT);
    expect(USER_AGENT).toBe('SERVICE-Webhooks/1.0');
  });
});

describe('secrets', () => {
  it('look like whsec_<random> and differ every time', () => {
    const a = generateSecret();
    const b = generateSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('are sealed with AES-GCM when a key is configured and opened back', () => {
    const c = createSecretCipher('k'.repeat(64));
    const s = generateSecret();
    const sealed = c.seal(s);
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(sealed).not.toContain(s.slice(6));
    expect(c.open(sealed)).toBe(s);
    expect(() => createSecretCipher('x'.repeat(64)).open(sealed)).toThrow();
    // plain rows written before a key was configured stay readable
    expect(c.open(createSecretCipher().seal(s))).toBe(s);
    expect(() => createSecretCipher().open(sealed)).toThrow(/no secrets key/);
  });
});
