/**
 * The help text of every command, for bin/haven.mjs to print without loading tsx (`haven --help` in a few tens of
 * milliseconds). `npm run cli:help` writes app/cli-help.json; test/cli/help.test.ts fails when it is out of date.
 */
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';

/** command path ('' for haven itself, 'keys create', …) → its --help output, at 80 columns */
export function helpTexts(program: Command): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (c: Command, path: string[]) => {
    c.configureOutput({ getOutHelpWidth: () => 80, getErrHelpWidth: () => 80 });
    out[path.join(' ')] = c.helpInformation();
    for (const sub of c.commands) walk(sub, [...path, sub.name()]);
  };
  walk(program, []);
  return out;
}

export async function writeHelp(file = new URL('./cli-help.json', import.meta.url)): Promise<void> {
  const { program } = await import('./cli.js');
  writeFileSync(file, `${JSON.stringify(helpTexts(program), null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await writeHelp();
