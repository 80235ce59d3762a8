/**
 * npm run eval:evaluate [-- --no-core] [--failures] [--fresh]: runs the evaluate engine over test/eval/evaluate (720 cases from
 * 240 base conversations) and prints per-type precision/recall, subject accuracy, severity within one band and
 * show_resources precision/recall, with false alarms on benign look-alikes. By default the classifier core scores
 * every conversation (as the risk processor does); --no-core runs the vocabulary alone.
 */
import { coreSignals } from '../../../processors/risk/core-signals.js';
import { assessConversation } from '../../../processors/risk/engine.js';
import { engineName, shapeInput } from '../../../processors/risk/service.js';
import type { Scorer } from '../../../processors/ocular/core/types.js';
import { buildCases, BASE_COUNT } from './cases.js';
import { freshCases } from './fresh.js';
import { format, score, type Predicted } from './metrics.js';

const args = new Set(process.argv.slice(2));
let scorer: Scorer | null = null;
if (!args.has('--no-core')) {
  const spec = '../../../processors/ocular/core/index.js';
  const core = (await import(spec)) as { loadScorer(): Promise<Scorer> };
  scorer = await core.loadScorer();
}
const fresh = args.has('--fresh');
const cases = fresh ? freshCases() : buildCases();
const preds: Predicted[] = [];
const t0 = performance.now();
for (const c of cases) {
  const { messages } = shapeInput({ messages: c.messages, text: c.text }, false);
  const core = scorer ? coreSignals(await scorer.scoreMessages(messages)) : null;
  const a = await assessConversation(messages, core, { engine: engineName(scorer) });
  preds.push({ risks: a.risks.map((r) => ({ type: r.code, subject: r.subject === 'other' ? 'other' : 'self', severity: r.risk_severity, imminence: r.imminence })), show_resources: a.show_resources });
}
const ms = performance.now() - t0;
const r = score(cases, preds);
console.log(format(r, fresh ? `evaluate on the fresh set (${cases.length} cases written after the rules were frozen), engine ${engineName(scorer)}` : `evaluate on ${cases.length} cases (${BASE_COUNT()} base conversations × 3 presentations), engine ${engineName(scorer)}`));
console.log(`\n${(ms / cases.length).toFixed(1)} ms per case`);
if (args.has('--failures')) {
  console.log('\nfailures:');
  const seen = new Set<string>();
  for (const f of r.failures) {
    const k = f.id.replace(/\.[abc]$/, '');
    if (seen.has(k)) continue;
    seen.add(k);
    const c = cases.find((x) => x.id === f.id)!;
    const text = c.text ?? c.messages!.filter((m) => m.role === 'user').map((m) => m.content).join(' / ');
    console.log(`- [${f.group}] ${text.slice(0, 140)}\n    expected ${f.expected}\n    got      ${f.got}`);
  }
}
await scorer?.close();
