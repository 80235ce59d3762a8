/**
 * Measurement only: the protected values steer reads from ordinary prompts (the rule evaluation's system prompts and,
 * given on the command line, a local JSONL of benign system prompts), one line each, to compare two versions for
 * false protection:  node --import tsx scripts/dev/secret-census.ts [benign.jsonl]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { preprocess } from '../../processors/steer/preprocess/engine.js';

const prompts = new Set<string>();
const dir = fileURLToPath(new URL('../../test/eval/steer/cases/', import.meta.url));
for (const f of readdirSync(dir).filter((f) => f.endsWith('.jsonl')))
  for (const l of readFileSync(dir + f, 'utf8')
    .split('\n')
    .filter(Boolean))
    prompts.add((JSON.parse(l) as { system_prompt: string }).system_prompt);
const extra = process.argv[2];
if (extra) for (const l of readFileSync(extra, 'utf8').split('\n').filter(Boolean)) prompts.add((JSON.parse(l) as { system_prompt: string }).system_prompt);
for (const p of prompts) {
  const pre = preprocess(p);
  for (const r of [...pre.red_lines, ...pre.watch_items])
    if (r.params.category === 'secret' || r.params.check === 'protected_statement')
      console.log(`${JSON.stringify(r.params.strings ?? r.params.statement)}\t${p.replace(/\s+/g, ' ').slice(0, 100)}`);
}
