/**
 * Bench section `classifier-core`: the scoring core alone (no HTTP, no bus) on a 10-turn conversation, for `fast`,
 * `auto` and `thorough`. Three figures each: **cold** (the five user turns are new text, so the embedder runs on five
 * texts), **next turn** (the conversation so far was scored before and its last user turn is new: one text to embed,
 * as when a platform scores a live conversation after every message) and **warm** (the same conversation again: every
 * embedding from the per-text cache). Once with one onnxruntime thread and once with two (OCULAR_THREADS).
 * Targets on the 2-core box: auto p50 ≤ 10 ms, thorough ≤ 25 ms.
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

function conversation(tag: string, newTurns = TURNS.length): Message[] {
  const m: Message[] = [];
  TURNS.forEach(([u, a], i) => {
    m.push({ role: 'user', content: i >= TURNS.length - newTurns ? `${u} (${tag})` : u });
    m.push({ role: 'assistant', content: a });
  });
  return m;
}

type Row = { thoroughness: Thoroughness; cold: ReturnType<typeof summarize>; next: ReturnType<typeof summarize>; warm: ReturnType<typeof summarize> };
export interface CoreBench {
  threads: number;
  load: number;
  rows: Row[];
}

export async function benchClassifierCore(n = 60, threads = 1): Promise<CoreBench> {
  const load = (await import('node:os')).loadavg()[0]!;
  const scorer = await loadScorer({ intraOpThreads: threads });
  for (let i = 0; i < 5; i++) await scorer.classify({ messages: conversation(`warmup ${i}`) });
  const rows: Row[] = [];
  let k = 0;
  for (const thoroughness of ['fast', 'auto', 'thorough'] as const) {
    const cold: number[] = [];
    const next: number[] = [];
    const warm: number[] = [];
    const fixed = conversation(`fixed ${thoroughness}`);
    await scorer.classify({ messages: fixed, thoroughness });
    for (let i = 0; i < n; i++) {
      let t = performance.now();
      await scorer.classify({ messages: conversation(`run ${k++}`), thoroughness });
      cold.push(performance.now() - t);
      t = performance.now();
      await scorer.classify({ messages: conversation(`next ${k++}`, 1), thoroughness });
      next.push(performance.now() - t);
      t = performance.now();
      await scorer.classify({ messages: fixed, thoroughness, per_turn: true });
      warm.push(performance.now() - t);
    }
    rows.push({ thoroughness, cold: summarize(cold), next: summarize(next), warm: summarize(warm) });
  }
  await scorer.close();
  return { threads, load, rows };
}

export function printClassifierCore(b: CoreBench): void {
  console.log(
    `\nclassifier core — 10-turn conversation, in-process, ${b.threads} onnxruntime thread(s), load average ${b.load.toFixed(1)} (targets: auto p50 ≤ 10 ms, thorough ≤ 25 ms)`,
  );
  console.log('thoroughness   cold p50   cold p99   next p50   next p99   warm p50   warm p99');
  console.log('               (ms; cold = 5 new user turns to embed, next = 1 new turn, warm = all cached)');
  for (const r of b.rows)
    console.log(
      `${r.thoroughness.padEnd(12)} ${[r.cold.p50, r.cold.p99, r.next.p50, r.next.p99, r.warm.p50, r.warm.p99].map((x) => fmt(x).padStart(9)).join('  ')}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printClassifierCore(await benchClassifierCore(60, 1));
  printClassifierCore(await benchClassifierCore(60, 2));
}
