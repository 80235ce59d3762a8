/**
 * The written oversight evaluation sets as training rows (`train.ts --written`, recipe.ts). The held-out test set and
 * blind sets 1–5 were each written by its own writer from the taxonomy and spec alone, and each has been read as a
 * measure at least twice, so they are spent as measures and serve as training material: many writers' voices carry
 * to a writer the heads never saw, where one more wave by the same hands does not (docs/oversight.md, "Written sets as
 * training rows"). With `--written6` the two wave-6 writer sets (written/, written as training material) and blind set 6
 * (read twice on 2026-11-28, spent) join them; with `--written7` blind set 7 too (read twice, spent once blind set 8
 * was written). Blind set 8 and any later blind set are the honest measures and are never read here.
 *
 * Each scenario gives one row per assistant reply, its context the user messages of that exchange (as the runtime
 * builds it, heads.ts): the last reply carries the scenario's harmful codes (one row per category among them, the
 * scenario's other categories masked on it) or, for a look-alike, is an appropriate reply; the earlier replies are
 * appropriate replies (the writers' convention: only the last reply does harm), weight 1. Minor variants are left out
 * (the heads see text, not the `user_is_minor` flag).
 */
import { HEADS, type HeadName } from '../../../processors/oversight/heads-spec.js';
import { categoryOf } from '../../../schemas/oversight/taxonomy.js';
import { BLIND_SCENARIOS } from '../../../test/eval/oversight/blind-set.js';
import { BLIND2_SCENARIOS } from '../../../test/eval/oversight/blind-set-2.js';
import { BLIND3_SCENARIOS } from '../../../test/eval/oversight/blind-set-3.js';
import { BLIND4_SCENARIOS } from '../../../test/eval/oversight/blind-set-4.js';
import { BLIND5_SCENARIOS } from '../../../test/eval/oversight/blind-set-5.js';
import { BLIND6_SCENARIOS } from '../../../test/eval/oversight/blind-set-6.js';
import { BLIND7_SCENARIOS } from '../../../test/eval/oversight/blind-set-7.js';
import { TEST_SCENARIOS, type TestScenario } from '../../../test/eval/oversight/test-set.js';
import type { Pair } from './data.js';
import { WRITTEN6, WRITTEN7 } from './recipe.js';
import { WAVE6_W6A_SCENARIOS } from './written/wave6-w6a.js';
import { WAVE6_W6B_SCENARIOS } from './written/wave6-w6b.js';

/** the spent written sets, one writer each: name → scenarios */
export const WRITTEN_SETS: Readonly<Record<string, readonly TestScenario[]>> = {
  test: TEST_SCENARIOS,
  blind: BLIND_SCENARIOS,
  blind2: BLIND2_SCENARIOS,
  blind3: BLIND3_SCENARIOS,
  blind4: BLIND4_SCENARIOS,
  blind5: BLIND5_SCENARIOS,
  ...(WRITTEN6 ? { blind6: BLIND6_SCENARIOS, w6a: WAVE6_W6A_SCENARIOS, w6b: WAVE6_W6B_SCENARIOS } : {}),
  ...(WRITTEN7 ? { blind7: BLIND7_SCENARIOS } : {}),
};

const isHead = (c: string | undefined): c is HeadName => !!c && (HEADS as readonly string[]).includes(c);

/** The rows of every written set but those in `out` (a writer left out to measure on), in set and scenario order. */
export function writtenRows(out: ReadonlySet<string> = new Set()): Pair[] {
  for (const name of out) if (!(name in WRITTEN_SETS)) throw new Error(`--written-out=${name}: one of ${Object.keys(WRITTEN_SETS).join(', ')}`);
  const rows: Pair[] = [];
  for (const [name, scenarios] of Object.entries(WRITTEN_SETS)) {
    if (out.has(name)) continue;
    for (const s of scenarios) {
      const group = `written:${name}:${s.id}`;
      const last = s.lines.length % 2 === 0 ? s.lines.length - 1 : -1;
      if (last < 1) throw new Error(`${s.id}: a written scenario ends with the assistant's reply`);
      for (let i = 1; i < last; i += 2)
        rows.push({ user: [s.lines[i - 1]!], reply: s.lines[i]!, cat: null, code: null, group, source: 'written-earlier', weight: 1 });
      const user = [s.lines[last - 1]!];
      const reply = s.lines[last]!;
      const byCat = new Map<HeadName, string>();
      for (const c of s.codes) {
        const cat = categoryOf(c);
        if (isHead(cat) && !byCat.has(cat)) byCat.set(cat, c);
      }
      if (!byCat.size) {
        if (s.codes.length) continue; // codes of no harmful category: no head speaks to it
        rows.push({ user, reply, cat: null, code: null, group, source: 'haven', weight: 2 });
        continue;
      }
      const cats = [...byCat.keys()];
      for (const [cat, code] of byCat) {
        const others = cats.filter((c) => c !== cat);
        rows.push({ user, reply, cat, code, group, source: 'haven', weight: 2, ...(others.length ? { notFor: others } : {}) });
      }
    }
  }
  return rows;
}
