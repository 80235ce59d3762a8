/**
 * Long CLI steps show progress on stderr (stdout keeps the result): counted lines when stderr is not a terminal (here),
 * a bar redrawn in place on a terminal. `keys create --count` and `directory seed`, against the database directly and
 * through a live `haven start` (which streams the seeding's progress to the CLI as NDJSON).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { progress } from '../../app/progress.js';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'haven-cli-progress-'));
const { KAFKA_BROKERS: _k, DATABASE_URL: _d, CLICKHOUSE_URL: _c, ...cleanEnv } = process.env;
const env = {
  ...cleanEnv,
  HAVEN_DATA_DIR: join(dir, 'data'),
  HAVEN_CACHE_DIR: join(tmpdir(), 'haven-cache'),
  // a fresh index cache: the small directories below are embedded, not read from a cache
  HAVEN_INDEX_CACHE_DIR: join(dir, 'index-cache'),
  LOG_LEVEL: 'warn',
  PORT: '0',
};
const haven = (...args: string[]) => run('node', ['bin/haven.mjs', ...args], { env, maxBuffer: 64 << 20 });
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  rmSync(dir, { recursive: true, force: true });
});

/** a small directory file (records of two countries), marked so its embedding index is never a cached one */
function directoryFile(name: string, n: number): string {
  const all = (JSON.parse(readFileSync('seeds/directory/resources.json', 'utf8')) as { records: { country_codes?: string[]; description?: string }[] }).records;
  const some = all.filter((r) => r.country_codes?.some((c) => c === 'GB' || c === 'US')).slice(0, n);
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ records: some.map((r) => ({ ...r, description: `${r.description ?? ''} (${name})`.trim() })) }));
  return file;
}

const lines = (stderr: string) => stderr.split('\n').filter((l) => l.startsWith('haven: '));

describe('progress of long CLI steps (counted lines without a terminal)', () => {
  it('keys create --count against the database: a line per 10 %', async () => {
    const { stdout, stderr } = await haven('keys', 'create', '--count', '120', '--balance', '1', '--json');
    expect((JSON.parse(stdout) as { keys: unknown[] }).keys).toHaveLength(120);
    expect(lines(stderr)).toEqual([
      'haven: creating keys 50/120 keys (41%)',
      'haven: creating keys 100/120 keys (83%)',
      'haven: creating keys 120/120 keys (100%)',
    ]);
  }, 120_000);

  it('directory seed against the database: validating, embedding n/total, writing', async () => {
    const { stdout, stderr } = await haven('directory', 'seed', '--file', directoryFile('direct', 40));
    expect(stdout).toMatch(/^directory version \d+: 40 resources/);
    const l = lines(stderr);
    expect(l[0]).toMatch(/^haven: validating .*direct\.json$/);
    expect(l).toContain('haven: embedding records 40/40 records (100%)');
    expect(l.at(-1)).toBe('haven: writing 40 records');
  }, 180_000);

  it('through a live haven start: the seeding streams its progress; keys come in counted chunks', async () => {
    server = spawn('node', ['bin/haven.mjs', 'start'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const deadline = Date.now() + 240_000;
    while (!existsSync(join(env.HAVEN_DATA_DIR, 'admin.json'))) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error('haven start did not come up');
      await new Promise((r) => setTimeout(r, 250));
    }
    const seeded = await haven('directory', 'seed', '--file', directoryFile('live', 30), '--json');
    expect(JSON.parse(seeded.stdout)).toMatchObject({ resources: 30, index_from_cache: false });
    const l = lines(seeded.stderr);
    expect(l[0]).toMatch(/^haven: validating .*live\.json$/);
    expect(l).toContain('haven: embedding records 30/30 records (100%)');
    expect(l.at(-1)).toBe('haven: writing 30 records');

    const keys = await haven('keys', 'create', '--count', '60', '--json');
    expect((JSON.parse(keys.stdout) as { keys: unknown[] }).keys).toHaveLength(60);
    expect(lines(keys.stderr)).toEqual(['haven: creating keys 50/60 keys (83%)', 'haven: creating keys 60/60 keys (100%)']);

    const bad = await haven('directory', 'seed', '--file', join(dir, 'missing.json')).catch((e: { code: number; stderr: string }) => e);
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringMatching(/haven: .*missing\.json/) });
  }, 300_000);
});

describe('on a terminal', () => {
  it('draws one bar redrawn in place, then goes back to lines for the next step', () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (d) => (text += d));
    const tty = Object.assign(out, { isTTY: true, columns: 100 });
    const p = progress('embedding records', 'records', tty);
    for (let i = 0; i <= 904; i += 113) p.update(Math.min(i, 904), 904);
    p.update(904, 904);
    p.step('writing 904 records');
    p.stop();
    expect(text).toContain('haven: embedding records [');
    expect(text).toContain('100% 904/904 records');
    expect(text).toMatch(/\u001b\[/); // redrawn with cursor moves, not one line per update
    expect(text.split('\n').filter((l) => l.includes('904/904')).length).toBeLessThanOrEqual(2);
    expect(text.trimEnd().endsWith('haven: writing 904 records')).toBe(true);
  });
});
