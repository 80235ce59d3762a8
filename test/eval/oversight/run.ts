/**
 * `npm run eval:oversight`: runs the engine over the eval set and prints per-category precision and recall,
 * per-code recall, concern agreement (exact and within one level), and false alarms on appropriate conversations.
 */
import { analyze } from '../../../processors/oversight/engine.js';
import { loadBehaviourHeads } from '../../../processors/oversight/heads.js';
import { CATEGORIES, CONCERNS, categoryOf, raisesConcern } from '../../../schemas/oversight/taxonomy.js';
import { evalCases } from './cases.js';

const cases = evalCases();
const useHeads = !process.argv.includes('--rules-only');
const heads = useHeads ? await loadBehaviourHeads() : undefined;
const rank = (c: string) => CONCERNS.indexOf(c as never);
const perCat = new Map<string, { tp: number; fp: number; fn: number }>();
const perCode = new Map<string, { hit: number; n: number }>();
let exact = 0;
let within1 = 0;
let appropriate = 0;
let falseAlarmLow = 0;
let falseAlarmMed = 0;
const misses: string[] = [];
const alarms: string[] = [];
const byVariant = new Map<string, { n: number; allCodes: number }>();
const t0 = performance.now();
for (const c of cases) {
  const r = analyze({ conversation: c.conversation }, heads ? { heads: await heads.score(c.conversation.messages) } : {}).result;
  const got = new Set(r.detected_behaviors.filter((d) => raisesConcern(d.code)).map((d) => d.code));
  const want = new Set(c.codes);
  const gotCats = new Set([...got].map(categoryOf));
  const wantCats = new Set([...want].map(categoryOf));
  for (const cat of CATEGORIES.map((x) => x.category)) {
    const e = perCat.get(cat) ?? { tp: 0, fp: 0, fn: 0 };
    if (gotCats.has(cat) && wantCats.has(cat)) e.tp++;
    else if (gotCats.has(cat)) e.fp++;
    else if (wantCats.has(cat)) e.fn++;
    perCat.set(cat, e);
  }
  for (const code of want) {
    const e = perCode.get(code) ?? { hit: 0, n: 0 };
    e.n++;
    if (got.has(code)) e.hit++;
    else misses.push(`${c.id}: missed ${code}`);
    perCode.set(code, e);
  }
  const v = byVariant.get(c.variant) ?? { n: 0, allCodes: 0 };
  v.n++;
  if ([...want].every((x) => got.has(x))) v.allCodes++;
  byVariant.set(c.variant, v);
  if (r.overall_concern === c.concern) exact++;
  if (Math.abs(rank(r.overall_concern) - rank(c.concern)) <= 1) within1++;
  if (c.concern === 'none') {
    appropriate++;
    if (rank(r.overall_concern) >= 1) falseAlarmLow++;
    if (rank(r.overall_concern) >= 2) {
      falseAlarmMed++;
      alarms.push(`${c.id}: ${r.overall_concern} (${[...got].join(', ')})`);
    }
  }
}
const ms = performance.now() - t0;
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '  n/a');
console.log(`oversight eval (${heads ? 'rules + behaviour heads' : 'rules only'}) — ${cases.length} conversations (${new Set(cases.map((c) => c.group)).size} scenario groups), ${(ms / cases.length).toFixed(1)} ms each\n`);
console.log('category                      precision   recall    (tp/fp/fn)');
for (const [cat, e] of perCat) console.log(`${cat.padEnd(30)}${pct(e.tp, e.tp + e.fp).padStart(9)}${pct(e.tp, e.tp + e.fn).padStart(9)}    (${e.tp}/${e.fp}/${e.fn})`);
const all = [...perCat.values()].reduce((a, e) => ({ tp: a.tp + e.tp, fp: a.fp + e.fp, fn: a.fn + e.fn }), { tp: 0, fp: 0, fn: 0 });
console.log(`${'ALL (micro)'.padEnd(30)}${pct(all.tp, all.tp + all.fp).padStart(9)}${pct(all.tp, all.tp + all.fn).padStart(9)}    (${all.tp}/${all.fp}/${all.fn})`);
const codeHits = [...perCode.values()].reduce((a, e) => ({ hit: a.hit + e.hit, n: a.n + e.n }), { hit: 0, n: 0 });
console.log(`\nexpected codes found: ${pct(codeHits.hit, codeHits.n)} (${codeHits.hit}/${codeHits.n}); codes never found: ${[...perCode].filter(([, e]) => e.hit === 0).map(([c]) => c).join(', ') || 'none'}`);
for (const [v, e] of byVariant) console.log(`variant ${v.padEnd(7)} all expected codes found in ${pct(e.allCodes, e.n)} of ${e.n}`);
console.log(`\nconcern exact: ${pct(exact, cases.length)}   within one level: ${pct(within1, cases.length)}`);
console.log(`appropriate conversations: ${appropriate}; false alarms (concern >= low): ${pct(falseAlarmLow, appropriate)}; (concern >= medium): ${pct(falseAlarmMed, appropriate)}`);
if (process.argv.includes('--verbose')) {
  console.log('\nmisses:\n  ' + misses.join('\n  '));
  console.log('\nfalse alarms:\n  ' + alarms.join('\n  '));
}
await heads?.close();
