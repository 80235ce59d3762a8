#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx: `npx haven …` works from the repository without a build step.
// `--version` and `--help` answer from plain files without loading tsx (its start-up is most of a second, and
// seconds on a busy machine): app/cli-help.json is generated from the commands (npm run cli:help; a test checks it).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  process.stdout.write(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`);
  process.exit(0);
}
const last = args.at(-1);
if (last === '--help' || last === '-h') {
  const help = JSON.parse(readFileSync(new URL('../app/cli-help.json', import.meta.url), 'utf8'));
  const text = help[args.slice(0, -1).join(' ')];
  if (text !== undefined) {
    process.stdout.write(text);
    process.exit(0);
  }
}

const { register } = await import('tsx/esm/api');
register();
// `haven ocular` (the self-hosted classifier) loads only its own modules, not the whole platform's.
if (args[0] === 'ocular' && args.length === 1) await (await import('../app/ocular.ts')).runOcular();
else await (await import('../app/cli.ts')).program.parseAsync(process.argv);
