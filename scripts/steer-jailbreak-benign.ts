/**
 * Dev-time check of the jailbreak model (with embeddings) against benign system prompts (reads ../shared at dev time
 * only; measurement, never training: Tensor Trust is research-only). Prints how many of the first N Tensor Trust
 * defences are refused, split by the corpus' `contains_injection_like_text` flag, the Fabric figure, and the refused
 * prompts' cue counts.
 * Usage: npx tsx scripts/steer-jailbreak-benign.ts [--n 1000] [--show 10]
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { jailbreakEmbeddingTexts } from '../processors/steer/cannot-comply/jailbreak/featurizer.js';
import { jailbreakDecision, jailbreakModel, scoreJailbreak } from '../processors/steer/cannot-comply/jailbreak/model.js';
import { collectEmbeddings } from '../processors/steer/embeddings.js';

const arg = (name: string, def: number) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : def);
const N = arg('--n', 1000);
const SHOW = arg('--show', 10);
const ROOT = new URL('../../shared/data/training/', import.meta.url);
const tensor = gunzipSync(readFileSync(new URL('tensor_trust_defences_sample/tensor_trust_defences_sample.jsonl.gz', ROOT)))
  .toString('utf8')
  .trim()
  .split('\n')
  .slice(0, N)
  .map((l) => JSON.parse(l) as { system_prompt: string; contains_injection_like_text: boolean });
const fabric = readFileSync(new URL('benign_system_prompts_fabric/fabric_pattern_system_prompts.jsonl', ROOT), 'utf8')
  .trim()
  .split('\n')
  .map((l) => ({ system_prompt: String(JSON.parse(l).system_prompt), contains_injection_like_text: false }));
const model = jailbreakModel();
if (!model) throw new Error('no jailbreak model');
for (const [name, rows] of [
  ['tensor_trust', tensor],
  ['fabric', fabric],
] as const) {
  const emb = await collectEmbeddings(rows.flatMap((r) => jailbreakEmbeddingTexts(r.system_prompt)));
  const n = { clean: 0, injection: 0 };
  const refused = { clean: 0, injection: 0 };
  let shown = 0;
  for (const r of rows) {
    const k = r.contains_injection_like_text ? 'injection' : 'clean';
    n[k]++;
    const s = scoreJailbreak(r.system_prompt, emb, model);
    if (!s || !jailbreakDecision(s, model)) continue;
    refused[k]++;
    if (shown++ < SHOW) {
      const cues = Object.entries(s.cues)
        .filter(([, v]) => v > 0)
        .map(([c, v]) => `${c}${v}`)
        .join(' ');
      console.log(`[${k} ${s.score.toFixed(2)} ${cues}] ${r.system_prompt.replace(/\s+/g, ' ').slice(0, 400)}\n`);
    }
  }
  const total = refused.clean + refused.injection;
  console.log(
    `${name}: ${total}/${rows.length} refused (${((100 * total) / rows.length).toFixed(1)} %); clean ${refused.clean}/${n.clean}, with injection-like text ${refused.injection}/${n.injection}`,
  );
}
process.exit(0);
