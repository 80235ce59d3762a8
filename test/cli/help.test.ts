/** `haven --help` and `--version` answer from plain files, without loading tsx or any command; the help file is current. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { program } from '../../app/cli.js';
import { helpTexts } from '../../app/cli-help.js';

// a preload that makes loading tsx (or any TypeScript module) fail: the fast paths must not need it
const NO_TSX = `data:text/javascript,${encodeURIComponent(
  `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent("export async function resolve(s, c, next) { if (s.startsWith('tsx') || s.endsWith('.ts')) throw new Error('loaded ' + s); return next(s, c); }"));`,
)}`;
const haven = (...args: string[]) => execFileSync('node', ['--import', NO_TSX, 'bin/haven.mjs', ...args], { encoding: 'utf8' });

describe('haven --help and --version', () => {
  it('app/cli-help.json holds the current help of every command (npm run cli:help)', () => {
    expect(JSON.parse(readFileSync('app/cli-help.json', 'utf8'))).toEqual(helpTexts(program));
  });

  it('answer without tsx', () => {
    expect(haven('--version').trim()).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
    expect(haven('-v').trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(haven('--help')).toMatch(/^Usage: haven \[options\] \[command\]/);
    expect(haven('keys', '--help')).toMatch(/create[\s\S]*list[\s\S]*revoke/);
    expect(haven('keys', 'create', '--help')).toContain('--count <n>');
    expect(haven('directory', 'seed', '-h')).toContain('--file <path>');
  });

  it('the preload really refuses tsx (an ordinary command needs it and fails)', () => {
    expect(() => execFileSync('node', ['--import', NO_TSX, 'bin/haven.mjs', 'keys', 'list', '--json'], { stdio: 'pipe' })).toThrow(/loaded tsx/);
  });
});
