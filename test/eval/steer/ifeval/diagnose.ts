/**
 * Per-pair diagnosis of the development evaluation (dev split only): the rules steer extracted, the findings it
 * judged violated, the outcome and the independent checker's verdict on the returned text. Writes JSONL for
 * inspection: `npx tsx test/eval/steer/ifeval/diagnose.ts > /tmp/diag.jsonl`. Only the `dev-a` part of the dev half
 * (`--part dev` for the whole dev half); never the test split, and dev-b is read only as totals (run.ts --dev-split).
 */
import { runSteerEngines } from '../../../../processors/steer/pipeline.js';
import { checkAll } from './checker.js';
import { inSplit, loadPairs, supported } from './run.js';

const part = process.argv.includes('--part') && process.argv[process.argv.indexOf('--part') + 1] === 'dev' ? 'dev' : 'dev-a';

const { pairs } = loadPairs();
for (const p of pairs.filter((x) => supported(x) && inSplit(x, part))) {
  const r = runSteerEngines({ system_prompt: p.prompt, proposed_response: p.response, messages: [{ role: 'user', content: p.prompt }] });
  const rules = [...r.pre.red_lines, ...r.pre.watch_items];
  const violated = r.verify.rules.filter((x) => x.verdict === 'violated').map((x) => ({ family: x.family, text: x.text, detail: x.detail, params: rules.find((y) => y.id === x.id)?.params }));
  console.log(
    JSON.stringify({
      lang: p.lang,
      prompt: p.prompt,
      ids: p.ids,
      kwargs: p.kwargs,
      followEach: p.followEach,
      followAll: p.followAll,
      outcome: r.verify.outcome,
      rules: rules.map((x) => ({ family: x.family, params: x.params, text: x.text })),
      violated,
      response: p.response,
      out: r.verify.outcome === 'REDEEMED' ? r.verify.response : undefined,
      after: r.verify.outcome === 'REDEEMED' ? checkAll(r.verify.response, p.ids, p.kwargs, p.lang) : undefined,
    }),
  );
}
