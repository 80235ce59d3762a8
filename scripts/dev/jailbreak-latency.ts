/**
 * Uncached latency of the jailbreak part of CANNOT_COMPLY on long system prompts, featurizer v3 (every chunk up to 12)
 * against v2's cap (the first three chunks and the last), in one process: the MiniLM embedding of the texts the
 * jailbreak model reads (jailbreakEmbeddingTexts), of everything the preprocess stage embeds (those plus the English
 * clauses, embedding-inputs.ts), and the classification itself. The embedder has no cache here and runs one thread,
 * as in the service. Prompts: the long operator prompts of scripts/train/jailbreak-prompt/written/wave2-jb7.jsonl
 * (Haven-written), made unique per round so that nothing repeats.
 * Usage: nice -n 10 npx tsx scripts/dev/jailbreak-latency.ts [rounds]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEmbedder } from '../../infra/models/embedder.js';
import { percentile } from '../../infra/stats.js';
import { promptChunks } from '../../processors/steer/cannot-comply/jailbreak/chunks.js';
import { ownVoice } from '../../processors/steer/cannot-comply/jailbreak/cues.js';
import { jailbreakEmbeddingTexts } from '../../processors/steer/cannot-comply/jailbreak/featurizer.js';
import { classifyJailbreak } from '../../processors/steer/cannot-comply/jailbreak/model.js';
import { clauseTexts } from '../../processors/steer/embedding-inputs.js';

const rounds = Number(process.argv[2] ?? 2);
const file = fileURLToPath(new URL('../train/jailbreak-prompt/written/wave2-jb7.jsonl', import.meta.url));
const prompts = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => (JSON.parse(l) as { system_prompt: string }).system_prompt)
  .filter((p) => p.length > 1200);
const embedder = await loadEmbedder({ intraOpThreads: 1, cacheSize: 0 });
/** v2's texts: the first three chunks and the last, of the prompt and of its own voice */
const v2Texts = (p: string) => [...new Set([...promptChunks(p, 4), ...promptChunks(ownVoice(p), 4)])];
const ms: Record<string, number[]> = { v2Embed: [], v3Embed: [], v2All: [], v3All: [], classify: [], v2Texts: [], v3Texts: [] };
const push = (k: string, x: number) => (ms[k] as number[]).push(x);
async function timeEmbed(texts: string[]): Promise<[number, Float32Array[]]> {
  const t = performance.now();
  const vs = await embedder.embed(texts);
  return [performance.now() - t, vs];
}
await embedder.embed(['warm-up sentence']);
let tag = 0;
// a different tag in every paragraph, so no text repeats an earlier one (the embedder has no cache anyway)
const fresh = (p: string) => p.replace(/\n\n/g, () => ` (ref ${tag++})\n\n`);
for (let r = 0; r < rounds; r++) {
  for (const p0 of prompts) {
    const p = fresh(p0);
    const v3 = jailbreakEmbeddingTexts(p);
    const v2 = v2Texts(p);
    push('v2Texts', v2.length);
    push('v3Texts', v3.length);
    const [a] = await timeEmbed(v2);
    push('v2Embed', a);
    const [b, vs] = await timeEmbed(v3);
    push('v3Embed', b);
    const emb = new Map(v3.map((c, k) => [c, vs[k] as Float32Array]));
    const t = performance.now();
    classifyJailbreak(p, emb);
    push('classify', performance.now() - t);
    const q = fresh(p0);
    const [c] = await timeEmbed([...new Set([...v2Texts(q), ...clauseTexts(q)])]);
    push('v2All', c);
    const s = fresh(p0);
    const [d] = await timeEmbed([...new Set([...jailbreakEmbeddingTexts(s), ...clauseTexts(s)])]);
    push('v3All', d);
  }
}
const f = (k: string) => `p50 ${percentile(ms[k] as number[], 50).toFixed(1)} ms, p90 ${percentile(ms[k] as number[], 90).toFixed(1)} ms`;
const n = (k: string) => percentile(ms[k] as number[], 50);
console.log(`${prompts.length} long prompts × ${rounds} rounds; texts for the jailbreak model p50: v2 ${n('v2Texts')}, v3 ${n('v3Texts')}`);
console.log(`  embed the jailbreak model's texts: v2 ${f('v2Embed')}; v3 ${f('v3Embed')}`);
console.log(`  embed all the preprocess stage embeds (jailbreak texts + English clauses): v2 ${f('v2All')}; v3 ${f('v3All')}`);
console.log(`  classifyJailbreak given the vectors (v3): ${f('classify')}`);
