/** Oversight access from the CLI: `haven keys create --oversight` and `haven accounts grant|revoke` on an existing account. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../infra/db/index.js';
import { authenticate, createKey } from '../../infra/platform/accounts.js';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'haven-ov-cli-'));
const { KAFKA_BROKERS: _k, DATABASE_URL: _d, CLICKHOUSE_URL: _c, ...cleanEnv } = process.env;
const haven = async (...args: string[]) =>
  JSON.parse((await run('node', ['bin/haven.mjs', ...args, '--json'], { env: { ...cleanEnv, HAVEN_DATA_DIR: dataDir, LOG_LEVEL: 'silent' } })).stdout);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function featuresOf(key: string) {
  const db = await openDb({ dataDir });
  try {
    return (await authenticate(db, key))!.features;
  } finally {
    await db.close();
  }
}

describe('oversight access from the CLI', () => {
  it('keys create --oversight; accounts grant and revoke', async () => {
    const withFlag = await haven('keys', 'create', '--oversight', '--balance', '1');
    expect(await featuresOf(withFlag.key)).toEqual(['oversight']);
    const db = await openDb({ dataDir });
    const plain = await createKey(db, {}).finally(() => db.close());
    expect(await featuresOf(plain.key)).toEqual([]);
    expect((await haven('accounts', 'grant', plain.accountId, 'oversight')).features).toEqual(['oversight']);
    expect(await featuresOf(plain.key)).toEqual(['oversight']);
  }, 240_000);
});
