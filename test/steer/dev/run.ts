/**
 * Development-set runner for the local steer engines: `npx tsx test/steer/dev/run.ts [--fails] [--family f,g]`.
 * `--embeddings` measures the path the service runs.
 * Prints the same summary as `npm run eval:steer` over our own dev cases, and (with --fails) each miss.
 */

import { runSteerEngines } from '../../../processors/steer/pipeline.js';
import { inProcessSteer } from '../../eval/steer/adapters.js';
import { evaluate, formatReport } from '../../eval/steer/run.js';
import { CaseSchema } from '../../eval/steer/schema.js';
import { CASES_A } from './cases-a.js';
import { CASES_B } from './cases-b.js';
import { CASES_C } from './cases-c.js';
import { CASES_D } from './cases-d.js';
import { CASES_E } from './cases-e.js';
import { CASES_F } from './cases-f.js';
import { CASES_G } from './cases-g.js';
import { CASES_H } from './cases-h.js';

const args = process.argv.slice(2);
const fam = args.includes('--family') ? args[args.indexOf('--family') + 1]!.split(',') : undefined;
let cases = [...CASES_A, ...CASES_B, ...CASES_C, ...CASES_D, ...CASES_E, ...CASES_F]; // part G (--only-g) is kept out of the default set: it measures how fixes carry to unseen wording
if (args.includes('--only-d')) cases = [...CASES_D];
if (args.includes('--only-e')) cases = [...CASES_E];
if (args.includes('--only-f')) cases = [...CASES_F];
if (args.includes('--only-g')) cases = [...CASES_G];
if (args.includes('--only-h')) cases = [...CASES_H]; // part H: topic bans in other words (kept out of the default set)
const ids = new Set<string>();
for (const c of cases) {
  CaseSchema.parse(c);
  if (ids.has(c.id)) throw new Error(`duplicate dev case id ${c.id}`);
  ids.add(c.id);
}
if (fam) cases = cases.filter((c) => fam.includes(c.family));
// --embeddings: the path the service runs (screen/verify with the MiniLM vectors); the default is the embedding-free path
const steer = args.includes('--embeddings') ? (await import('../../eval/steer/screen/with-embeddings.js')).inProcessWithEmbeddings() : await inProcessSteer();
const { results, summary } = await evaluate(cases, steer);
console.log(formatReport(summary, { target: 'dev set (in-process)' }));
if (args.includes('--fails')) {
  console.log('\nmisses:');
  for (const r of results) {
    const c = cases.find((x) => x.id === r.id)!;
    const got = r.verdict?.outcome;
    const evMiss = r.expected_evasions.filter((e) => !r.detected_evasions.includes(e));
    const evFalse = !r.expected_evasions.length && r.detected_evasions.length && c.expected_outcome !== 'CANNOT_COMPLY';
    const reFail = got === 'REDEEMED' && r.reverify && r.reverify.outcome !== 'COMPLIANT';
    if (got === c.expected_outcome && !evMiss.length && !evFalse && !reFail) continue;
    const run = runSteerEngines({ system_prompt: c.system_prompt, proposed_response: c.proposed_response, messages: c.messages });
    const viol = run.verify.rules.filter((x) => x.verdict === 'violated').map((x) => `${x.family}: ${x.detail}`);
    console.log(
      `- ${c.id} [${c.family}] expected ${c.expected_outcome} got ${got}${evMiss.length ? ` missed evasions ${evMiss}` : ''}${evFalse ? ` false evasions ${r.detected_evasions}` : ''}${reFail ? ` REVERIFY ${r.reverify!.outcome}` : ''}`,
    );
    console.log(`    rules: ${[...run.pre.red_lines, ...run.pre.watch_items].map((x) => `${x.family}/${x.params.check}`).join(', ') || '(none)'}`);
    if (viol.length) console.log(`    violated: ${viol.join(' | ')}`);
    if (run.screen.evasions.length) console.log(`    evasions: ${run.screen.evasions.map((e) => `${e.pattern}:${e.severity}`).join(', ')}`);
    if (got === 'REDEEMED') console.log(`    redeemed: ${JSON.stringify(run.verify.response).slice(0, 200)}`);
  }
}
