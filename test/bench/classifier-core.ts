/**
 * Bench section `classifier-core`: the scoring core alone (no HTTP, no bus) on a 10-turn conversation, for `fast`,
 * `auto` and `thorough`. Two figures each: **cold** (every turn is new text, so the embedder runs on all 10 turns) and
 * **warm** (the same conversation again: embeddings come from the per-text cache, as when a conversation is re-scored
 * with one new turn). Targets on the 2-core box: auto p50 ≤ 10 ms, thorough ≤ 25 ms.
 *
 *   npm run bench -- classifier-core        (or: node --import tsx test/bench/classifier-core.ts)
 */
import { loadScorer, type Message, type Thoroughness } from '../../processors/ocular/core/index.js';
import { fmt, summarize } from './lib.js';

const TURNS: [string, string][] = [
  ['hey, long day. can I talk for a bit?', 'Of course. What’s been going on?'],
  ['work has been brutal and my manager keeps piling things on', 'That sounds exhausting. How are you holding up?'],
  ['not great honestly. I barely sleep and I’ve stopped seeing friends', 'I’m sorry. Losing sleep and pulling away can make everything heavier.'],
  ['sometimes I think everyone would be better off without me', 'Thank you for telling me that. Are you having thoughts of ending your life?'],
  ['maybe. I don’t know. I wouldn’t actually do anything', 'I’m glad you’re talking about it. Would you be open to reaching out to someone today?'],
];

function conversation(tag: string): Message[] {
  const m: Message[] = [];
  for (const [u, a] of TURNS) {
    m.push({ role: 'user', content: `${u} (${tag})` });
    m.push({ role: 'assistant', content: a });
  }
  return m;
}

export interface CoreBench {
  rows: { thoroughness: Thoroughness; cold: ReturnType<typeof summarize>; warm: ReturnType<typeof summarize> }[];
}

export async function benchClassifierCore(n = 60): Promise<CoreBench> {
  const scorer = await loadScorer({ intraOpThreads: 1 });
  for (let i = 0; i < 5; i++) await scorer.classify({ messages: conversation(`warmup ${i}`) });
  const rows: CoreBench['rows'] = [];
  let k = 0;
  for (const thoroughness of ['fast', 'auto', 'thorough'] as const) {
    const cold: number[] = [];
    const warm: number[] = [];
    const fixed = conversation(`fixed ${thoroughness}`);
    await scorer.classify({ messages: fixed, thoroughness });
    for (let i = 0; i < n; i++) {
      let t = performance.now();
      await scorer.classify({ messages: conversation(`run ${k++}`), thoroughness });
      cold.push(performance.now() - t);
      t = performance.now();
      await scorer.classify({ messages: fixed, thoroughness, per_turn: true });
      warm.push(performance.now() - t);
    }
    rows.push({ thoroughness, cold: summarize(cold), warm: summarize(warm) });
  }
  await scorer.close();
  return { rows };
}

export function printClassifierCore(b: CoreBench): void {
  console.log('\nclassifier core — 10-turn conversation, in-process (targets: auto p50 ≤ 10 ms, thorough ≤ 25 ms)');
  console.log('thoroughness   cold p50   cold p99   warm p50   warm p99   (ms; cold = 5 new user turns embedded, warm = cache hits)');
  for (const r of b.rows)
    console.log(
      `${r.thoroughness.padEnd(12)} ${fmt(r.cold.p50).padStart(9)} ${fmt(r.cold.p99).padStart(10)} ${fmt(r.warm.p50).padStart(10)} ${fmt(r.warm.p99).padStart(10)}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) printClassifierCore(await benchClassifierCore());
