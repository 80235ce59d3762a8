import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeRuntime, loadConfig } from '../../infra/config.js';

describe('configuration', () => {
  it('defaults to the embedded runtime', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8787);
    expect(c.HAVEN_TOPIC_PREFIX).toBe(''); // production topic names are the plain ones
    expect(describeRuntime(c)).toEqual({ bus: 'embedded', state: 'pglite', analytics: 'chdb', judgment: 'local' });
  });

  it('switches each part independently', () => {
    const c = loadConfig({ KAFKA_BROKERS: '127.0.0.1:9092, 127.0.0.1:9094', DATABASE_URL: 'postgres://u@h/db', ANTHROPIC_API_KEY: 'sk-x' });
    expect(c.KAFKA_BROKERS).toEqual(['127.0.0.1:9092', '127.0.0.1:9094']);
    expect(describeRuntime(c)).toMatchObject({
      bus: 'kafka(127.0.0.1:9092,127.0.0.1:9094)',
      state: 'postgres',
      analytics: 'chdb',
      judgment: 'anthropic+local',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ KAFKA_BROKERS: 'localhost' }, 'KAFKA_BROKERS'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ CLICKHOUSE_URL: 'tcp://x' }, 'CLICKHOUSE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ HAVEN_SECRETS_KEY: 'short' }, 'HAVEN_SECRETS_KEY'],
    [{ HAVEN_TOPIC_PREFIX: 'has space.' }, 'HAVEN_TOPIC_PREFIX'],
    [{ HAVEN_TOPIC_PREFIX: 'a/b' }, 'HAVEN_TOPIC_PREFIX'],
  ])('a bad value (%o) names the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it('a bad value stops `haven start` with a message naming the variable', () => {
    const r = spawnSync('node', ['bin/haven.mjs', 'start'], { env: { ...process.env, PORT: 'nope' }, encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/PORT/);
  });
});
