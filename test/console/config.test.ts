/** The console's environment: defaults per the spec, its own data directory beside `haven start`, clear errors. */
import { expect, it } from 'vitest';
import { loadConsoleConfig } from '../../console/config.js';

it('defaults: 127.0.0.1:3950, full mode, 7 days, unlimited size, storage beside haven start', () => {
  const c = loadConsoleConfig({ HAVEN_DATA_DIR: '/srv/haven' });
  expect(c).toMatchObject({
    CONSOLE_HOST: '127.0.0.1',
    CONSOLE_PORT: 3950,
    CONSOLE_MODE: 'full',
    RETENTION_DAYS: 7,
    WEBHOOK_ALLOW_LOOPBACK: false,
    dataDir: '/srv/haven/console',
  });
  expect(c.RETENTION_MAX_GB).toBeUndefined();
  // `haven start` keeps its PGlite in /srv/haven/pg; the console's is /srv/haven/console/pg
  expect(c.haven.HAVEN_DATA_DIR).toBe('/srv/haven/console');
  expect(
    loadConsoleConfig({ CONSOLE_DATA_DIR: '/d', RETENTION_MAX_GB: '0.5', OCULAR_URL: 'http://127.0.0.1:8080/', WEBHOOK_ALLOW_LOOPBACK: 'true' }),
  ).toMatchObject({ dataDir: '/d', RETENTION_MAX_GB: 0.5, OCULAR_URL: 'http://127.0.0.1:8080', WEBHOOK_ALLOW_LOOPBACK: true });
});

it.each([
  [{ CONSOLE_MODE: 'admin' }, /CONSOLE_MODE/],
  [{ CONSOLE_PORT: '70000' }, /CONSOLE_PORT/],
  [{ RETENTION_DAYS: '0' }, /RETENTION_DAYS/],
  [{ RETENTION_MAX_GB: 'lots' }, /RETENTION_MAX_GB/],
  [{ OCULAR_URL: 'ftp://x' }, /OCULAR_URL/],
  [{ PROVIDER_URL: 'not a url' }, /PROVIDER_URL/],
  [{ WEBHOOK_ALLOW_LOOPBACK: 'sure' }, /WEBHOOK_ALLOW_LOOPBACK/],
])('rejects %o', (env, re) => {
  expect(() => loadConsoleConfig(env)).toThrow(re);
});
