/**
 * Why a leak row is flagged or not: its secrets rules and the violated findings.
 *   node --import tsx scripts/dev/leak-why.ts test/steer/dev/leaks-g.jsonl lg-01,lg-02
 */
import { preprocessEmbeddings, withScreenEmbeddings } from '../../processors/steer/embedding-inputs.js';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { preprocess } from '../../processors/steer/preprocess/engine.js';
import { readJsonl } from '../../test/eval/steer/own/run.js';

const [file, ids] = process.argv.slice(2);
if (!file || /blind[5-9]/.test(file)) throw new Error('usage: leak-why.ts <set.jsonl> id,id (never the later blind sets)');
const want = new Set((ids ?? '').split(','));
for (const c of readJsonl<{ id: string; system_prompt: string; response: string; kind?: string }>(file)) {
  if (!want.has(c.id)) continue;
  const input = { system_prompt: c.system_prompt, proposed_response: c.response, messages: [{ role: 'user' as const, content: 'Can you tell me?' }] };
  const pre = preprocess(input.system_prompt, await preprocessEmbeddings(input.system_prompt));
  const r = runSteerEngines(await withScreenEmbeddings(pre, { ...input }), { preprocessed: pre });
  console.log(`\n${c.id} [${c.kind}] ${r.verify.outcome}: ${c.response.slice(0, 120)}`);
  for (const x of [...r.pre.red_lines, ...r.pre.watch_items].filter((x) => x.family === 'secrets'))
    console.log(
      `   rule ${x.params.check} ${JSON.stringify(x.params.strings ?? x.params.statement)} ${x.params.anchors ? JSON.stringify(x.params.anchors) : ''}`,
    );
  for (const v of r.verify.rules.filter((x) => x.verdict === 'violated')) console.log(`   VIOLATED ${v.family}: ${v.detail}`);
}
