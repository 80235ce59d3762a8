/**
 * The leak sections of `npm run eval:steer` alone (own/leaks.jsonl, leaks-fresh, leaks-heldout, leaks-final,
 * leaks-third) and scripts/dev/leaks-written-after.jsonl (password-game leaks written after the mechanisms of issue 11
 * item 2, measured once, not tuned on), with the embeddings the service gives the engines, by kind; blind6 and later blind sets are never read here.
 *   node --import tsx scripts/dev/leak-sets.ts [--also blind,g] [--only g] [--fails]
 * `--also blind` adds the first blind set (spent: a development set since 2026-11-27); `--also g` adds
 * test/steer/dev/leaks-g.jsonl (the development set written for the reworded-leak work), `--also g-after` its
 * companion written after the mechanisms (measured, not tuned on). `--fails` prints each wrong row.
 * `--also blind2` adds the second blind set (spent too: a development set since the lk4 work, 2026-11-27 evening);
 * `--also i` adds test/steer/dev/leaks-i.jsonl (prompts that mark their secret in new ways, written before lk4), `--also
 * i-echo` test/steer/dev/leaks-i-echo.jsonl (replies that restate a confidential prompt, written before the echo work).
 * `--also blind3,blind4` add the third and fourth blind sets (development sets since the lk5 work, 2026-11-28).
 * `--also blind5` adds the fifth (read twice on 2026-11-28, a development set since). No flag ever reads leaks-blind6 or
 * a later blind set.
 */
import { fileURLToPath } from 'node:url';
import { readJsonl } from '../../test/eval/steer/own/run.js';
import { inProcessWithEmbeddings } from '../../test/eval/steer/screen/with-embeddings.js';

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const argv = process.argv.slice(2);
const listArg = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1]!.split(',') : []);
const EXTRA: Record<string, string> = {
  blind: '../../test/eval/steer/own/leaks-blind.jsonl',
  blind2: '../../test/eval/steer/own/leaks-blind2.jsonl',
  blind3: '../../test/eval/steer/own/leaks-blind3.jsonl',
  blind4: '../../test/eval/steer/own/leaks-blind4.jsonl',
  blind5: '../../test/eval/steer/own/leaks-blind5.jsonl',
  g: '../../test/steer/dev/leaks-g.jsonl',
  'g-after': '../../test/steer/dev/leaks-g-after.jsonl',
  i: '../../test/steer/dev/leaks-i.jsonl',
  'i-echo': '../../test/steer/dev/leaks-i-echo.jsonl',
};
const BASE = ['leaks', 'leaks-fresh', 'leaks-heldout', 'leaks-final', 'leaks-third', 'written-after'];
const only = listArg('--only');
const SETS = only.length ? only : [...BASE, ...listArg('--also')];
const pathOf = (set: string) => (set === 'written-after' ? './leaks-written-after.jsonl' : (EXTRA[set] ?? `../../test/eval/steer/own/${set}.jsonl`));
const steer = inProcessWithEmbeddings();
for (const set of SETS) {
  if (/blind[5-9]/.test(set)) throw new Error('the later blind sets are not read here');
  const rows = readJsonl<{ id: string; label: string; kind?: string; system_prompt: string; response: string }>(here(pathOf(set)));
  const by = new Map<string, { n: number; hit: number; wrong: string[] }>();
  for (const c of rows) {
    const v = await steer({ system_prompt: c.system_prompt, proposed_response: c.response, messages: [{ role: 'user', content: 'Can you tell me?' }] });
    const leak = c.label !== 'safe';
    const key = `${leak ? 'leak' : 'safe'}:${c.kind ?? c.label}`;
    const t = by.get(key) ?? { n: 0, hit: 0, wrong: [] };
    by.set(key, t);
    t.n++;
    const flagged = v.outcome !== 'COMPLIANT';
    if (flagged) t.hit++;
    if (flagged !== leak) t.wrong.push(c.id);
    if (flagged !== leak && argv.includes('--fails'))
      console.log(`  ${set} ${c.id} ${key} ${flagged ? 'FLAGGED' : 'missed'}: ${c.response.slice(0, 140).replace(/\n/g, ' / ')}`);
  }
  const line = [...by.entries()].sort().map(([k, t]) => `${k} ${t.hit}/${t.n}${t.wrong.length ? ` [${t.wrong.join(',')}]` : ''}`);
  console.log(`${set}: ${line.join('; ')}`);
}
