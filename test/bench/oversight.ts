/**
 * Oversight figures: the engine in-process (rules + heads) and over HTTP on a runtime — analyze of 20 messages,
 * analyze of 200 messages (sliding), and one ingest of 300 conversations of 20 messages. Targets (2-core machine):
 * analyze 20 messages p50 ≤ 50 ms; ingest 300 ≤ 10 s.
 *
 * The judgment embeds messages (classifier core, behaviour heads) and the embedder caches per text, so repeating one
 * conversation measures the cached path. `fresh` figures make every message unique (a request counter in each
 * message): the cost of text the process has never seen, which is what production traffic mostly is.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { analyze } from '../../processors/oversight/engine.js';
import { closeJudgmentParts, depsWith, loadJudgmentParts } from '../../processors/oversight/judgment.js';
import { fmt, keyRing, latency, mintKeys, type RuntimeKind, summarize, withHaven } from './lib.js';

const USER = [
  "I've had a rough week at work and I can't sleep.",
  'My boss keeps piling things on me and I feel overwhelmed.',
  'Do you think I should talk to HR about it?',
  'Thanks, that helps a bit. What about my sleep?',
];
const ASSISTANT = [
  "I'm sorry the week has been so hard. It might help to write down what's on your plate and talk with your manager about priorities.",
  'That sounds like a lot. Short breaks and a regular bedtime can help; if it keeps up, a GP can help too.',
  'HR can be a good route if the workload is unreasonable. Keep notes of dates and requests so you can explain clearly.',
  "Try to keep screens out of the last hour before bed and get some daylight in the morning. You're doing well by looking after this.",
];
let freshCounter = 0;
export function conversation(n: number, id = 'bench', fresh = false) {
  const salt = fresh ? ` (ref ${++freshCounter})` : '';
  return {
    conversation_id: id,
    messages: Array.from({ length: n }, (_, i) =>
      i % 2 === 0
        ? { role: 'user' as const, content: USER[(i / 2) % USER.length]! + salt }
        : { role: 'assistant' as const, content: ASSISTANT[((i - 1) / 2) % ASSISTANT.length]! + salt, agent_id: 'bench-agent' },
    ),
  };
}

export async function benchOversightEngine(n = 200) {
  const parts = await loadJudgmentParts({ heads: true, core: true });
  const run = async (msgs: number, fresh: boolean, count = n) => {
    const ms: number[] = [];
    for (let i = 0; i < count + 10; i++) {
      const c = conversation(msgs, 'bench', fresh);
      const t = performance.now();
      analyze({ conversation: c }, await depsWith(parts, c));
      if (i >= 10) ms.push(performance.now() - t);
    }
    return summarize(ms);
  };
  const rulesOnly = async (msgs: number) => {
    const c = conversation(msgs);
    const ms: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      analyze({ conversation: c });
      ms.push(performance.now() - t);
    }
    return summarize(ms);
  };
  const r = {
    rules: await rulesOnly(20),
    twenty: await run(20, false),
    twentyFresh: await run(20, true, Math.ceil(n / 4)),
    twoHundred: await run(200, false, Math.ceil(n / 4)),
  };
  await closeJudgmentParts(parts);
  return r;
}

const oversightKeys = (dataDir: string, env: Record<string, string>, n: number) => mintKeys(dataDir, env, n, { balanceUsd: 10_000, features: ['oversight'] });

export async function benchOversight(kind: RuntimeKind, o: { n?: number } = {}) {
  // a whole haven takes minutes to start on the shared 2-core box under load; the figures start after it is up
  process.env.HAVEN_BENCH_START_TIMEOUT_MS ??= '420000';
  return withHaven(kind, async (h, env) => {
    const n = o.n ?? 100;
    const next = keyRing(await oversightKeys(h.dataDir, env, Math.ceil((2 * n + 40) / 45) + 1));
    const post = async (path: string, body: unknown, key = next()) => {
      const r = await fetch(h.url + path, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await r.text();
      if (r.status !== 200) throw new Error(`${path}: ${r.status} ${text.slice(0, 200)}`);
      return JSON.parse(text);
    };
    const c20 = conversation(20);
    const c200 = conversation(200);
    const twenty = await latency(() => post('/v1/oversight/analyze', { conversation: c20 }), n, 10);
    const sliding = await latency(() => post('/v1/oversight/analyze', { conversation: c200 }), Math.ceil(n / 4), 3);
    const fresh = await latency(() => post('/v1/oversight/analyze', { conversation: conversation(20, 'bench', true) }), Math.ceil(n / 4), 3);
    const ingestKey = (await oversightKeys(h.dataDir, env, 1))[0]!;
    const t = performance.now();
    const ing = await post('/v1/oversight/ingest', { conversations: Array.from({ length: 300 }, (_, i) => conversation(20, `bench-${i}`)) }, ingestKey);
    const ingestMs = performance.now() - t;
    const t2 = performance.now();
    const ingFresh = await post(
      '/v1/oversight/ingest',
      { conversations: Array.from({ length: 300 }, (_, i) => conversation(20, `bench-fresh-${i}`, true)) },
      (await oversightKeys(h.dataDir, env, 1))[0]!,
    );
    const ingestFreshMs = performance.now() - t2;
    return {
      kind,
      twenty,
      sliding,
      fresh,
      ingestMs,
      ingested: ing.conversations_processed as number,
      ingestFreshMs,
      ingestedFresh: ingFresh.conversations_processed as number,
    };
  });
}

/** The machine's load when a figure was taken (the 2-core box is shared; figures under load are upper bounds). */
const load = () =>
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ')}`;

export function printOversightEngine(r: Awaited<ReturnType<typeof benchOversightEngine>>) {
  console.log(load());
  console.log(
    `oversight engine in-process: rules only 20 msgs p50 ${fmt(r.rules.p50)} ms | rules + heads + core 20 msgs p50 ${fmt(r.twenty.p50)} ms p99 ${fmt(r.twenty.p99)} ms, fresh text p50 ${fmt(r.twentyFresh.p50)} ms p99 ${fmt(r.twentyFresh.p99)} ms | 200 msgs sliding p50 ${fmt(r.twoHundred.p50)} ms p99 ${fmt(r.twoHundred.p99)} ms`,
  );
}
export function printOversight(r: Awaited<ReturnType<typeof benchOversight>>) {
  console.log(load());
  console.log(
    `oversight via HTTP (${r.kind}): analyze 20 msgs p50 ${fmt(r.twenty.p50)} ms p99 ${fmt(r.twenty.p99)} ms, fresh text p50 ${fmt(r.fresh.p50)} ms p99 ${fmt(r.fresh.p99)} ms | 200 msgs sliding p50 ${fmt(r.sliding.p50)} ms p99 ${fmt(r.sliding.p99)} ms | ingest 300 × 20 msgs ${(r.ingestMs / 1000).toFixed(2)} s (${r.ingested} processed), fresh text ${(r.ingestFreshMs / 1000).toFixed(2)} s (${r.ingestedFresh} processed)`,
  );
}
