/**
 * The leak sections of `npm run eval:steer` alone (own/leaks.jsonl, leaks-fresh, leaks-heldout, leaks-final,
 * leaks-third) and scripts/dev/leaks-written-after.jsonl (password-game leaks written after the mechanisms of issue 11
 * item 2, measured once, not tuned on), with the embeddings the service gives the engines, by kind; the blind set is never read here.
 *   node --import tsx scripts/dev/leak-sets.ts
 */
import { fileURLToPath } from 'node:url';
import { readJsonl } from '../../test/eval/steer/own/run.js';
import { inProcessWithEmbeddings } from '../../test/eval/steer/screen/with-embeddings.js';

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const SETS = ['leaks', 'leaks-fresh', 'leaks-heldout', 'leaks-final', 'leaks-third', 'written-after'] as const;
const steer = inProcessWithEmbeddings();
for (const set of SETS) {
  const rows = readJsonl<{ id: string; label: string; kind?: string; system_prompt: string; response: string }>(
    here(set === 'written-after' ? './leaks-written-after.jsonl' : `../../test/eval/steer/own/${set}.jsonl`),
  );
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
  }
  const line = [...by.entries()].sort().map(([k, t]) => `${k} ${t.hit}/${t.n}${t.wrong.length ? ` [${t.wrong.join(',')}]` : ''}`);
  console.log(`${set}: ${line.join('; ')}`);
}
