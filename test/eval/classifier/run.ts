/**
 * `npm run eval:classifier`: scores every conversation of the evaluation set (cases.ts) and prints per-axis AUROC and
 * F1 at the level cut, subject accuracy, the fiction false-positive rate (beside the other look-alikes) and salience
 * band agreement. `--thoroughness fast|auto|thorough` (default auto); `--json` prints the report as JSON.
 */
import { loadScorer } from '../../../processors/ocular/core/index.js';
import { buildCases } from './cases.js';
import { evaluate, LEVEL_CUT } from './metrics.js';

const arg = (n: string, d: string) => (process.argv.includes(n) ? process.argv[process.argv.indexOf(n) + 1]! : d);
const thoroughness = arg('--thoroughness', 'auto') as 'fast' | 'auto' | 'thorough';
const scorer = await loadScorer({ intraOpThreads: 2 });
const cases = buildCases();
const t0 = Date.now();
const results = [];
for (const c of cases) results.push(await scorer.classify({ messages: c.messages, thoroughness }));
const report = evaluate(cases, results);
await scorer.close();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 1));
} else {
  const pct = (x: number) => (Number.isNaN(x) ? '  n/a' : `${(100 * x).toFixed(1).padStart(5)}%`);
  console.log(`classifier eval: ${report.n} conversations, thoroughness ${thoroughness}, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  console.log(`\nper axis (F1 at level cut: score ≥ ${LEVEL_CUT}, level high or above)`);
  console.log('axis                          pos   AUROC     F1  precision  recall');
  for (const [k, v] of Object.entries(report.axes)) console.log(`${k.padEnd(28)} ${String(v.positives).padStart(4)}  ${v.auroc.toFixed(3)}  ${v.f1.toFixed(3)}     ${v.precision.toFixed(3)}   ${v.recall.toFixed(3)}`);
  console.log(`\nsubject accuracy (self/other-labelled): ${pct(report.subject_accuracy)} of ${report.subject_n}`);
  console.log(`fiction false-positive rate (salience ≥ 0.30): ${pct(report.fiction_false_positive_rate)}`);
  console.log('look-alike false-positive rates (salience ≥ 0.30):');
  for (const [k, v] of Object.entries(report.lookalike_false_positive_rate)) console.log(`  ${k.padEnd(24)} ${pct(v)}`);
  console.log(`\nsalience band agreement: ${pct(report.band_agreement)}`);
  for (const [k, v] of Object.entries(report.band_by_category)) console.log(`  ${k.padEnd(24)} ${v.agree}/${v.n}`);
}
