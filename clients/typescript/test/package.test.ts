/**
 * The client as a user gets it: `npm pack` here, the tarball installed (offline: the package has no dependencies)
 * into an empty temporary project, then used and typechecked there against a running Haven. Nothing in the tarball
 * may import from outside it.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../../../test/helpers/stack.js';

const PKG = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPO = resolve(PKG, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'haven-client-pack-'));
const project = join(work, 'project');
let tarball: string;
let s: Stack;

const run = (cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(cmd, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(async () => {
  // Build first, then pack: under `npm run`/`npx` the repository's ignore-scripts=true reaches child npm processes
  // as npm_config_ignore_scripts, so pack's prepack would be skipped and the tarball would hold no dist/.
  run('npm', ['run', 'build'], PKG);
  run('npm', ['pack', '--pack-destination', work], PKG);
  tarball = join(work, readdirSync(work).find((f) => f.endsWith('.tgz'))!);
  writeFileSync(join(work, 'package.json'), '{}'); // keep npm from walking up into the repository
  run('mkdir', ['-p', project], work);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'empty-project', version: '1.0.0', private: true, type: 'module' }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], project);
  s = await startStack('embedded', { processorNames: ['signpost', 'webhooks-api'], sinkNames: [] });
}, 240_000);
afterAll(async () => {
  await s?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('the packed client', () => {
  it('holds only its build, README and package.json, and imports nothing from outside itself', () => {
    const files = run('tar', ['tzf', tarball], work).trim().split('\n').sort();
    expect(files).toEqual([
      'package/README.md',
      'package/dist/index.d.ts',
      'package/dist/index.js',
      'package/dist/types.gen.d.ts',
      'package/dist/types.gen.js',
      'package/package.json',
    ]);
    const installed = join(project, 'node_modules', '@haven', 'client');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.peerDependencies ?? {}).toEqual({});
    for (const f of readdirSync(join(installed, 'dist'))) {
      const text = readFileSync(join(installed, 'dist', f), 'utf8');
      const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
      for (const spec of specifiers) expect(spec, `${f} imports ${spec}`).toMatch(/^\.\/[\w.-]+\.js$/);
    }
  });

  it('works in an empty project against a running Haven', async () => {
    const { key } = await s.newKey({ balanceUsd: 1 });
    writeFileSync(
      join(project, 'use.mjs'),
      `import { HavenClient, HavenError } from '@haven/client';
const haven = new HavenClient({ baseUrl: process.env.HAVEN_URL, apiKey: process.env.HAVEN_KEY });
const list = await haven.signpost.list({ country: 'GB', scopes: ['suicide'], limit: 2 });
const countries = await haven.signpost.countries();
const err = await haven.signpost.get('not-an-id').catch((e) => e);
console.log(JSON.stringify({ n: list.resources.length, gb: countries.countries.includes('GB'), billing: haven.lastBilling, health: (await haven.health()).status,
  err: { isHavenError: err instanceof HavenError, status: err.status, code: err.code } }));
`,
    );
    // asynchronously: the Haven it calls runs in this process, so blocking here would stall it
    const { stdout } = await promisify(execFile)('node', ['use.mjs'], { cwd: project, env: { ...process.env, HAVEN_URL: s.url, HAVEN_KEY: key } });
    const out = JSON.parse(stdout);
    expect(out).toMatchObject({
      n: 2,
      gb: true,
      health: expect.stringMatching(/^(ok|degraded)$/),
      err: { isHavenError: true, status: 400, code: 'invalid_request' },
    });
  });

  it('typechecks a TypeScript consumer with only the tarball installed (strict, its declaration files checked)', () => {
    writeFileSync(
      join(project, 'use.ts'),
      `import { HavenClient, type SignpostList, type CreateWebhook } from '@haven/client';
const haven = new HavenClient({ baseUrl: 'http://127.0.0.1:8787' });
export async function first(): Promise<string | undefined> {
  const list: SignpostList = await haven.signpost.list({ country: 'GB' });
  return list.resources[0]?.name;
}
export const hook: CreateWebhook = { url: 'https://example.com/hook', min_risk_level: 'high' };
// @ts-expect-error: a country is required
void haven.signpost.list({});
`,
    );
    const tsc = join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
    const args = ['--noEmit', '--strict', '--skipLibCheck', 'false', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022'];
    run('node', [tsc, ...args, '--lib', 'es2023,dom', '--types', '', 'use.ts'], project);
  });
});
