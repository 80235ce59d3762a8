/**
 * Dev-time check of the CANNOT_COMPLY classifier against benign system prompts (reads ../shared at dev time only):
 * the 223 Fabric task prompts and the Tensor Trust defence sample (10,000 player-written defences; a few contain
 * quoted DAN/"Anarchy" jailbreak texts). Prints how many are refused and the triggering sentences.
 * Usage: npx tsx scripts/steer-cannot-comply-benign.ts [--show N]
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { classifyHarmfulPrompt } from '../processors/steer/cannot-comply/engine.js';
import { splitSentences } from '../processors/steer/text.js';

const ROOT = new URL('../../shared/data/training/', import.meta.url);
const show = process.argv.includes('--show') ? Number(process.argv[process.argv.indexOf('--show') + 1]) : 10;
const fabric = readFileSync(new URL('benign_system_prompts_fabric/fabric_pattern_system_prompts.jsonl', ROOT), 'utf8')
  .trim()
  .split('\n')
  .map((l) => String(JSON.parse(l).system_prompt));
const tensor = gunzipSync(readFileSync(new URL('tensor_trust_defences_sample/tensor_trust_defences_sample.jsonl.gz', ROOT)))
  .toString('utf8')
  .trim()
  .split('\n')
  .map((l) => String(JSON.parse(l).system_prompt));
for (const [name, rows] of [
  ['fabric', fabric],
  ['tensor_trust', tensor],
] as const) {
  let flagged = 0;
  const byCat: Record<string, number> = {};
  for (const t of rows) {
    const c = classifyHarmfulPrompt(t);
    if (!c) continue;
    flagged++;
    byCat[c.category] = (byCat[c.category] ?? 0) + 1;
    if (flagged <= show) {
      const ss = splitSentences(t);
      const i = ss.findIndex((x, j) => classifyHarmfulPrompt(x.text) || (j > 0 && classifyHarmfulPrompt(`${ss[j - 1]?.text} ${x.text}`)));
      console.log(`  ${name} ${c.category}: ${i > 0 ? `${ss[i - 1]?.text.slice(0, 100)} || ` : ''}${ss[i]?.text.slice(0, 200)}`);
    }
  }
  console.log(`${name}: ${rows.length} prompts, ${flagged} refused ${JSON.stringify(byCat)}`);
}
