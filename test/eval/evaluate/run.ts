/**
 * npm run eval:evaluate [-- --no-core] [--no-heads] [--own-embedder] [--failures] [--split dev|test] [--param headMargin=-0.1]
 *
 * Runs the local evaluate engine (the path the risk processor takes: classifier core, risk heads, vocabulary) over
 * the two splits of test/eval/evaluate and prints each apart:
 *   dev  — the 720 cases of cases.ts (240 base conversations × 3 presentations) and the 50 of fresh.ts; both were
 *          used while writing the rules and tuning thresholds, so they measure consistency, not generalisation;
 *   test — test-split.ts (168 cases written before the risk heads and never tuned on): the honest estimate.
 * Per split: per-type precision/recall, subject accuracy, severity within one band, imminence within one step,
 * show_resources precision/recall, and false alarms on benign look-alikes (per look-alike group on the test split).
 * --no-core runs without the classifier core, --no-heads without the risk heads (both: the vocabulary alone).
 */
import type { Scorer } from '../../../processors/ocular/core/types.js';
import type { RiskHeads } from '../../../processors/risk/heads.js';
import { assessLocal, engineName, shapeInput } from '../../../processors/risk/service.js';
import { RISK_TYPES } from '../../../processors/risk/types.js';
import { BASE_COUNT, buildCases, type EvalCase } from './cases.js';
import { freshCases } from './fresh.js';
import { format, type Predicted, score } from './metrics.js';
import { testCases } from './test-split.js';

const args = process.argv.slice(2);
const flag = (f: string) => args.includes(f);
const split = args.includes('--split') ? args[args.indexOf('--split') + 1] : 'both';
/** --param name=value (repeatable): a member param for every risk member, to try a threshold on the dev split */
const shared: Record<string, number> = {};
args.forEach((x, i) => {
  if (x !== '--param') return;
  const [k, v] = (args[i + 1] ?? '').split('=');
  if (k && v) shared[k] = Number(v);
});
const params = Object.keys(shared).length ? Object.fromEntries(RISK_TYPES.map((t) => [t, shared])) : undefined;
let scorer: Scorer | null = null;
let heads: RiskHeads | null = null;
if (!flag('--no-core')) {
  const spec = '../../../processors/ocular/core/index.js';
  scorer = await ((await import(spec)) as { loadScorer(): Promise<Scorer> }).loadScorer();
}
if (!flag('--no-heads')) {
  // the heads read the core's embeddings; without the core (--no-core), or with --own-embedder (the earlier
  // arrangement, for comparison), they get a MiniLM embedder of their own
  const { loadRiskHeads, loadRiskHeadsOn } = await import('../../../processors/risk/heads.js');
  if (scorer && !flag('--own-embedder')) heads = await loadRiskHeadsOn(scorer);
  else {
    const { loadEmbedder } = await import('../../../infra/models/embedder.js');
    const embedder = await loadEmbedder({ intraOpThreads: 1 });
    heads = await loadRiskHeads({ embed: (t) => embedder.embed(t) });
  }
}

async function run(cases: EvalCase[], title: string, perGroupLookalikes: boolean) {
  const preds: Predicted[] = [];
  const t0 = performance.now();
  for (const c of cases) {
    const { messages } = shapeInput({ messages: c.messages, text: c.text }, false);
    const a = await assessLocal(messages, { scorer, heads }, 'eval', params);
    preds.push({
      risks: a.risks.map((r) => ({ type: r.code, subject: r.subject === 'other' ? 'other' : 'self', severity: r.risk_severity, imminence: r.imminence })),
      show_resources: a.show_resources,
    });
  }
  const r = score(cases, preds);
  console.log(`\n${format(r, title)}`);
  if (perGroupLookalikes) {
    const groups = new Map<string, { n: number; fa: number }>();
    cases.forEach((c, i) => {
      if (!c.lookalike) return;
      const g = groups.get(c.group) ?? { n: 0, fa: 0 };
      g.n++;
      if (preds[i]!.risks.length) g.fa++;
      groups.set(c.group, g);
    });
    console.log(`false alarms by look-alike group: ${[...groups].map(([g, x]) => `${g.replace(/^test\.lookalike\./, '')} ${x.fa}/${x.n}`).join(', ')}`);
  }
  console.log(`${((performance.now() - t0) / cases.length).toFixed(1)} ms per case`);
  if (flag('--failures')) {
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
}

const engine = engineName(scorer, heads);
if (split !== 'test') {
  const dev = [...buildCases(), ...freshCases()];
  await run(dev, `DEV split: ${dev.length} cases (${BASE_COUNT()} base conversations × 3 presentations + 50 later phrasings; used to write the rules), engine ${engine}`, false);
}
if (split !== 'dev') {
  const test = testCases();
  await run(test, `TEST split: ${test.length} held-out cases (${test.filter((c) => c.lookalike).length} benign look-alikes; never tuned on), engine ${engine}`, true);
}
await scorer?.close();
await heads?.close();
