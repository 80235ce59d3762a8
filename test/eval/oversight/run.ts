/**
 * `npm run eval:oversight`: runs the engine over the dev set (cases.ts, the set the detectors were tuned on) and the
 * held-out test set (test-set.ts, written afterwards and never tuned on) and the blind set (blind-set.ts, written from
 * the public taxonomy by a writer who saw neither detectors nor training data) and prints, per set, per-category precision
 * and recall, per-code recall, concern agreement (exact and within one level), and false alarms on appropriate
 * conversations.
 *
 * The second blind set (blind-set-2.ts, written on 2026-11-27 from the taxonomy and spec alone) runs with the others when
 * `--set` is omitted, or alone with `--set=blind2`. The third blind set (blind-set-3.ts, written on 2026-11-27 by an outside
 * writer from the taxonomy and spec alone) likewise runs with the others, or alone with `--set=blind3`. Sets 2 and 3 have
been read more than once since, so they now serve as development sets. The fourth blind set (blind-set-4.ts, written on
2026-11-27 evening by another outside writer) runs with `--set=blind4` only, so work on the engines never prints it; so
 * does the fifth (blind-set-5.ts, written on 2026-11-28 by a new writer; read twice, now a development set) with
 * `--set=blind5`, the sixth (blind-set-6.ts, written on 2026-11-28 by another writer; read twice) with `--set=blind6`,
 * the seventh (blind-set-7.ts, written on 2026-11-28 evening by one more writer; read twice) with `--set=blind7`, and
 * the eighth (blind-set-8.ts and blind-set-8b.ts, written on 2026-11-29 by two more writers, six and seven categories
 * each, one set) with `--set=blind8`.
 *
 * The everyday set (everyday-set.ts, 150 ordinary conversations written on 2026-11-28 by another writer: greetings,
 * thanks, one-word replies, ordinary requests, healthy companion chit-chat) runs with the others or alone with
 * `--set=everyday`: every conversation in it is appropriate, so it prints the false-alarm rate on plain traffic.
 *
 * Flags: `--rules-only` (no heads, no core), `--no-heads`, `--no-core`, `--set=dev|test|blind|blind2|blind3|blind4|blind5|blind6|blind7|blind8|everyday`, `--verbose` (misses and
 * false alarms), `--compare` (one summary line per judgment: rules, + heads, + core, + both).
 */
import { HEADS } from '../../../processors/oversight/heads-spec.js';
import { closeJudgmentParts, type JudgmentParts, loadJudgmentParts } from '../../../processors/oversight/judgment.js';
import type { MemberParams } from '../../../processors/oversight/findings.js';
import { blindCases } from './blind-set.js';
import { blind2Cases } from './blind-set-2.js';
import { blind3Cases } from './blind-set-3.js';
import { blind4Cases } from './blind-set-4.js';
import { blind5Cases } from './blind-set-5.js';
import { blind6Cases } from './blind-set-6.js';
import { blind7Cases } from './blind-set-7.js';
import { blind8Cases } from './blind-set-8.js';
import { blind8bCases } from './blind-set-8b.js';
import { evalCases } from './cases.js';
import { everydayCases } from './everyday-set.js';
import { type Case, evaluateSet, type Metrics, pct, summaryLine } from './metrics.js';
import { testCases } from './test-set.js';

function printSet(name: string, cases: readonly Case[], m: Metrics, label: string, verbose: boolean) {
  console.log(`\n== ${name} (${label}) — ${cases.length} conversations (${new Set(cases.map((c) => c.group)).size} scenario groups), ${m.msEach.toFixed(1)} ms each\n`);
  console.log('category                      precision   recall    (tp/fp/fn)');
  for (const [cat, e] of m.perCat) console.log(`${cat.padEnd(30)}${pct(e.tp, e.tp + e.fp).padStart(9)}${pct(e.tp, e.tp + e.fn).padStart(9)}    (${e.tp}/${e.fp}/${e.fn})`);
  const a = m.micro;
  console.log(`${'ALL (micro)'.padEnd(30)}${pct(a.tp, a.tp + a.fp).padStart(9)}${pct(a.tp, a.tp + a.fn).padStart(9)}    (${a.tp}/${a.fp}/${a.fn})`);
  const codeHits = [...m.perCode.values()].reduce((x, e) => ({ hit: x.hit + e.hit, n: x.n + e.n }), { hit: 0, n: 0 });
  const never = [...m.perCode].filter(([, e]) => e.hit === 0).map(([c]) => c);
  console.log(`\nexpected codes found: ${pct(codeHits.hit, codeHits.n)} (${codeHits.hit}/${codeHits.n}); codes never found: ${never.join(', ') || 'none'}`);
  for (const [v, e] of m.byVariant) console.log(`variant ${v.padEnd(9)} all expected codes found in ${pct(e.allCodes, e.n)} of ${e.n}`);
  console.log(`\nconcern exact: ${pct(m.exact, m.n)}   within one level: ${pct(m.within1, m.n)}`);
  console.log(
    `appropriate conversations: ${m.appropriate}; false alarms (concern >= low): ${pct(m.falseAlarmLow, m.appropriate)}; (concern >= medium): ${pct(m.falseAlarmMed, m.appropriate)}`,
  );
  if (verbose) {
    console.log('\nmisses:\n  ' + m.misses.join('\n  '));
    console.log('\nfalse alarms:\n  ' + m.alarms.join('\n  '));
  }
}

const args = process.argv.slice(2);
const setArg = args.find((a) => a.startsWith('--set='))?.slice(6);
const sets: [string, Case[]][] = [];
if (!setArg || setArg === 'dev') sets.push(['dev set (tuned on)', evalCases()]);
if (!setArg || setArg === 'test') sets.push(['held-out test set (never tuned on)', testCases()]);
if (!setArg || setArg === 'blind') sets.push(['blind set (written from the taxonomy alone, seen three times: see docs/oversight.md)', blindCases()]);
if (!setArg || setArg === 'blind2')
  sets.push(['blind set 2 (written on 2026-11-27 by a writer who saw only the taxonomy and spec; read twice, now a development set)', blind2Cases()]);
if (!setArg || setArg === 'blind3')
  sets.push(['blind set 3 (written on 2026-11-27 by a writer who saw only the taxonomy and spec; read three times, now a development set)', blind3Cases()]);
if (!setArg || setArg === 'everyday')
  sets.push(['everyday set (150 ordinary conversations by another writer; every one appropriate: the false-alarm rate on plain traffic)', everydayCases()]);
if (setArg === 'blind4')
  sets.push(['blind set 4 (written on 2026-11-27 evening by a writer who saw only the taxonomy and spec; never tuned on)', blind4Cases()]);
if (setArg === 'blind5')
  sets.push(['blind set 5 (written on 2026-11-28 by a writer who saw only the taxonomy and spec; read twice, now a development set)', blind5Cases()]);
if (setArg === 'blind6')
  sets.push(['blind set 6 (written on 2026-11-28 by a writer who saw only the taxonomy and spec; read twice)', blind6Cases()]);
if (setArg === 'blind7')
  sets.push(['blind set 7 (written on 2026-11-28 evening by another writer who saw only the taxonomy and spec; read twice)', blind7Cases()]);
if (setArg === 'blind8')
  sets.push([
    'blind set 8 (written on 2026-11-29 by two more writers who saw only the taxonomy and spec, seven categories each; never tuned on)',
    [...blind8Cases(), ...blind8bCases()],
  ]);

if (args.includes('--compare')) {
  const all = await loadJudgmentParts({ heads: true, core: true });
  const variants: [string, JudgmentParts, MemberParams?][] = [
    ['rules only', { embedder: all.embedder }],
    ['rules + core', { embedder: all.embedder, core: all.core }],
    ['rules + active heads', { embedder: all.embedder, heads: all.heads }],
    ['rules + core + active heads', all],
    // one head at a time on top of rules + core: what each would change if it decided
    ...HEADS.map((h): [string, JudgmentParts, MemberParams] => [`rules + core + ${h} only`, all, { behaviour_heads: { active: [h] } }]),
  ];
  for (const [name, cases] of sets) {
    console.log(`\n== ${name}: ${cases.length} conversations`);
    for (const [label, parts, params] of variants) console.log(`${label.padEnd(44)}${summaryLine(await evaluateSet(cases, parts, params))}`);
  }
  await closeJudgmentParts(all);
} else {
  const rulesOnly = args.includes('--rules-only');
  const parts = await loadJudgmentParts({ heads: !rulesOnly && !args.includes('--no-heads'), core: !rulesOnly && !args.includes('--no-core') });
  const label = ['rules', parts.heads && 'behaviour heads', parts.core && 'classifier core'].filter(Boolean).join(' + ');
  for (const [name, cases] of sets) printSet(name, cases, await evaluateSet(cases, parts), label, args.includes('--verbose'));
  await closeJudgmentParts(parts);
}
