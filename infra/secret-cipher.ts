/**
 * Signing secrets and their storage.
 * - A secret is `whsec_` + 32 random bytes in base64url (43 chars); it is shown once (create / regenerate).
 * - At rest it is sealed with AES-256-GCM when a key is configured (`v1:<iv>.<tag>.<ciphertext>`, base64url),
 *   otherwise stored as `plain:<secret>`. Either way the sink can read it back to sign, and it is never logged.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

/** `format: 'standard'`: Standard Webhooks secrets are `whsec_` + standard base64 (what its libraries decode). */
export function generateSecret(format: 'haven' | 'standard' = 'haven'): string {
  return SECRET_PREFIX + randomBytes(32).toString(format === 'standard' ? 'base64' : 'base64url');
}

export interface SecretCipher {
  seal(secret: string): string;
  open(stored: string): string;
  /** true when secrets are encrypted at rest */
  readonly encrypting: boolean;
}

/**
 * `key`: any string or buffer with at least 32 bytes of entropy (e.g. 64 hex chars); it is hashed to a
 * 256-bit AES key. Without a key, secrets are stored in the clear (marked `plain:`) and can be sealed later:
 * `open` accepts both forms, so turning encryption on does not break existing webhooks.
 */
export function createSecretCipher(key?: string | Buffer | null): SecretCipher {
  const aesKey = key == null || key.length === 0 ? null : createHash('sha256').update(key).digest();
  return {
    encrypting: aesKey !== null,
    seal(secret: string): string {
      if (!aesKey) return 'plain:' + secret;
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', aesKey, iv);
      const ct = Buffer.concat([c.update(secret, 'utf8'), c.final()]);
      return `v1:${iv.toString('base64url')}.${c.getAuthTag().toString('base64url')}.${ct.toString('base64url')}`;
    },
    open(stored: string): string {
      if (stored.startsWith('plain:')) return stored.slice('plain:'.length);
      if (!stored.startsWith('v1:')) throw new Error('unknown webhook secret format');
      if (!aesKey) throw new Error('webhook secret is encrypted but no secrets key is configured');
      const [iv, tag, ct] = stored.slice(3).split('.');
      if (iv === undefined || tag === undefined || ct === undefined) throw new Error('webhook secret: malformed v1 value');
      const d = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'base64url'));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]).toString('utf8');
    },
  };
}
