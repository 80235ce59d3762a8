import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Runtime } from './runtime.js';
import { createSecretCipher, type SecretCipher } from './secret-cipher.js';

/**
 * The key that seals webhook secrets at rest: HAVEN_SECRETS_KEY when set (every instance of a distributed
 * deployment needs the same one); otherwise an embedded deployment keeps its own in `<data dir>/secrets.key`.
 */
export function secretCipherFor(rt: Pick<Runtime, 'config' | 'logger'>): SecretCipher {
  if (rt.config.HAVEN_SECRETS_KEY) return createSecretCipher(rt.config.HAVEN_SECRETS_KEY);
  if (rt.config.DATABASE_URL) {
    rt.logger.warn('HAVEN_SECRETS_KEY is not set: webhook secrets are stored unencrypted in PostgreSQL');
    return createSecretCipher(null);
  }
  const file = join(rt.config.HAVEN_DATA_DIR, 'secrets.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  return createSecretCipher(readFileSync(file, 'utf8').trim());
}
