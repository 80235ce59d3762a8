/**
 * `npm run eval:classifier`: scores the development set (cases.ts, 619 conversations, read while the model and fusion
 * were tuned) and the held-out test set (held-out.ts, written afterwards and never tuned on), and prints for each:
 * per-axis AUROC and F1 at the level cut, subject accuracy, the fiction false-positive rate (beside the other
 * look-alikes) and salience band agreement. `--set dev|test|both` (default both), `--thoroughness fast|auto|thorough`
 * (default auto); `--json` prints the reports as JSON; `--embedder-model <onnx> --embedder-tokenizer <json>` scores with
 * another embedder (an experiment: the heads in seeds/models/ must have been trained on it).
 */
import { loadEmbedder } from '../../../infra/models/embedder.js';
import { loadScorer } from '../../../processors/ocular/core/index.js';
import { buildCases, type EvalCase } from './cases.js';
import { buildHeldOutCases } from './held-out.js';
import { type EvalReport, evaluate, LEVEL_CUT } from './metrics.js';

const arg = (n: string, d: string) => (process.argv.includes(n) ? process.argv[process.argv.indexOf(n) + 1]! : d);
const thoroughness = arg('--thoroughness', 'auto') as 'fast' | 'auto' | 'thorough';
const which = arg('--set', 'both');
// --embedder-model/--embedder-tokenizer: score with another embedder (with heads trained on it; see train.ts)
const embModel = arg('--embedder-model', '');
const scorer = await loadScorer({
  intraOpThreads: 2,
  ...(embModel
    ? { embedder: await loadEmbedder({ modelPath: embModel, tokenizerPath: arg('--embedder-tokenizer', ''), intraOpThreads: 2, cacheSize: 8192 }) }
    : {}),
});
const sets: [string, EvalCase[]][] = [];
if (which === 'dev' || which === 'both') sets.push(['development set (cases.ts; tuned on)', buildCases()]);
if (which === 'test' || which === 'both') sets.push(['held-out test set (held-out.ts; never tuned on)', buildHeldOutCases()]);
const reports: Record<string, EvalReport & { seconds: number }> = {};
for (const [name, cases] of sets) {
  const t0 = Date.now();
  const results = [];
  for (const c of cases) results.push(await scorer.classify({ messages: c.messages, thoroughness }));
  reports[name] = { ...evaluate(cases, results), seconds: (Date.now() - t0) / 1000 };
}
await scorer.close();

const pct = (x: number) => (Number.isNaN(x) ? '  n/a' : `${(100 * x).toFixed(1).padStart(5)}%`);
const num = (x: number) => (Number.isNaN(x) ? '  n/a' : x.toFixed(3));
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(reports, null, 1));
} else {
  for (const [name, report] of Object.entries(reports)) {
    console.log(`\n=== ${name}: ${report.n} conversations, thoroughness ${thoroughness}, ${report.seconds.toFixed(1)} s`);
    console.log(`per axis (F1 at level cut: score ≥ ${LEVEL_CUT}, level high or above)`);
    console.log('axis                          pos   AUROC     F1  precision  recall');
    for (const [k, v] of Object.entries(report.axes))
      console.log(`${k.padEnd(28)} ${String(v.positives).padStart(4)}  ${num(v.auroc)}  ${v.f1.toFixed(3)}     ${v.precision.toFixed(3)}   ${v.recall.toFixed(3)}`);
    console.log(`subject accuracy (self/other-labelled): ${pct(report.subject_accuracy)} of ${report.subject_n}`);
    console.log(`fiction false-positive rate (salience ≥ 0.30): ${pct(report.fiction_false_positive_rate)}`);
    console.log('look-alike false-positive rates (salience ≥ 0.30):');
    for (const [k, v] of Object.entries(report.lookalike_false_positive_rate)) console.log(`  ${k.padEnd(24)} ${pct(v)}`);
    console.log(`salience band agreement: ${pct(report.band_agreement)}`);
    for (const [k, v] of Object.entries(report.band_by_category)) console.log(`  ${k.padEnd(24)} ${v.agree}/${v.n}`);
  }
}
