/**
 * Evaluate bench: the engine in this process for a 10-message conversation (classifier core + risk members +
 * resources), and POST /v1/evaluate over HTTP on both runtimes (a `haven start` child; resources included).
 * Target (issue 12): p50 ≤ 20 ms embedded for a 10-message conversation, resources included.
 *
 * The risk processor scores each message once (processors/risk/core-cache.ts), so three engine figures are given: the
 * same conversation again (every message cached), a chat that grows by one new user message per call (nine cached,
 * one new — what a platform calling evaluate on every turn sees), and an entirely new conversation per call (ten new
 * embeddings). The machine's load average is printed beside the figures.
 */
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEmbedder } from '../../infra/models/embedder.js';
import type { Scorer } from '../../processors/ocular/core/types.js';
import { assessConversation } from '../../processors/risk/engine.js';
import { loadRiskHeads, loadRiskHeadsOn } from '../../processors/risk/heads.js';
import { matchResources } from '../../processors/risk/resources.js';
import { assessLocal, engineName } from '../../processors/risk/service.js';
import { loadDirectory } from '../../processors/signpost/storage/directory-files.js';
import { fmt, keyRing, latency, mintKeys, type RuntimeKind, withHaven } from './lib.js';

const CONVERSATION = (tag: string) => [
  { role: 'user' as const, content: `Hi, I need to talk to someone (${tag}).` },
  { role: 'assistant' as const, content: 'I am here. What is going on?' },
  { role: 'user' as const, content: 'Work has been awful and I barely sleep.' },
  { role: 'assistant' as const, content: 'That sounds exhausting. How long has it been like this?' },
  { role: 'user' as const, content: 'Months. My partner left in the spring and I feel like a burden to everyone.' },
  { role: 'assistant' as const, content: 'I am sorry. Do you have people around you?' },
  { role: 'user' as const, content: 'Not really. I feel completely trapped.' },
  { role: 'assistant' as const, content: 'Are you having thoughts of ending your life?' },
  { role: 'user' as const, content: 'Sometimes. I have been saving up my pills.' },
  { role: 'assistant' as const, content: 'Thank you for telling me. Are you safe right now?' },
];

const EVALUATE_INDEX_CACHE = join(tmpdir(), 'haven-index-cache');

export async function benchEvaluateEngine(o: { n?: number } = {}) {
  const n = o.n ?? 200;
  const spec = '../../processors/ocular/core/index.js';
  const scorer = await ((await import(spec)) as { loadScorer(): Promise<Scorer> }).loadScorer();
  const heads = await loadRiskHeadsOn(scorer);
  const records = loadDirectory();
  const engine = engineName(scorer, heads);
  const run = async (messages: ReturnType<typeof CONVERSATION>) => {
    // the path the risk processor takes: the core and the risk heads score each message once (per-message caches),
    // then the members, then resources
    const a = await assessLocal(messages, { scorer, heads }, 'bench');
    matchResources(a, records, { country: 'US', now: new Date() });
  };
  try {
    const same = CONVERSATION('same');
    const cached = await latency(() => run(same), n);
    let k = 0;
    const growing = await latency(
      () => run([...CONVERSATION('grow').slice(0, 9), { role: 'user', content: `I do not know anymore, maybe I am not safe (${k++}).` }]),
      n,
    );
    // the same chat pattern without the risk heads (their cost: the heads' run on a new cue-less user message, whose
    // embedding comes from the core's cache)
    let kk = 0;
    const growingNoHeads = await latency(async () => {
      const messages = [
        ...CONVERSATION('grow2').slice(0, 9),
        { role: 'user' as const, content: `Honestly I cannot tell any more whether I am safe (${kk++}).` },
      ];
      const a = await assessLocal(messages, { scorer, heads: null }, 'bench');
      matchResources(a, records, { country: 'US', now: new Date() });
    }, n);
    // the earlier arrangement, measured in the same run for comparison: the heads on a MiniLM session of their own
    // (one thread, no cache), embedding each new cue-less user message a second time
    const ownEmbedder = await loadEmbedder({ intraOpThreads: 1, cacheSize: 0 });
    const ownHeads = await loadRiskHeads({ embed: (t) => ownEmbedder.embed(t) });
    let ko = 0;
    const growingOwnSession = await latency(async () => {
      const messages = [...CONVERSATION('grow3').slice(0, 9), { role: 'user' as const, content: `I really do not know if I am safe (${ko++}).` }];
      const a = await assessLocal(messages, { scorer, heads: ownHeads }, 'bench');
      matchResources(a, records, { country: 'US', now: new Date() });
    }, n);
    await ownHeads.close();
    await ownEmbedder.close();
    let j = 0;
    const fresh = await latency(() => run(CONVERSATION(`new ${j++}`).map((m) => ({ ...m, content: `${m.content} #${j}` }))), Math.min(n, 100));
    const vocab = await latency(async () => {
      const a = await assessConversation(same, null, { engine: engineName(null) });
      matchResources(a, records, { country: 'US', now: new Date() });
    }, n);
    return {
      n,
      engine,
      cached,
      growing,
      growingNoHeads,
      growingOwnSession,
      fresh,
      vocab,
      load: loadavg()
        .map((x) => x.toFixed(1))
        .join(' '),
    };
  } finally {
    await scorer.close();
    await heads.close();
  }
}

export function printEvaluateEngine(r: Awaited<ReturnType<typeof benchEvaluateEngine>>) {
  console.log(`\nevaluate engine (${r.engine}), 10-message conversation, resources included, n=${r.n}, load average ${r.load}`);
  for (const [name, s] of [
    ['all embeddings cached', r.cached],
    ['one new message per call', r.growing],
    ['  the same, without the heads', r.growingNoHeads],
    ['  the same, heads on own MiniLM', r.growingOwnSession],
    ['new conversation per call', r.fresh],
    ['vocabulary only (no core)', r.vocab],
  ] as const) {
    console.log(`  ${name.padEnd(32)} p50 ${fmt(s.p50)} ms  p99 ${fmt(s.p99)} ms`);
  }
}

export async function benchEvaluateHttp(kind: RuntimeKind, o: { n?: number } = {}) {
  const n = o.n ?? 200;
  // the directory's embedding index is cached across runs (as the signpost bench does), so start-up does not embed it
  process.env.HAVEN_INDEX_CACHE_DIR ??= EVALUATE_INDEX_CACHE;
  return withHaven(kind, async (haven, env) => {
    void env;
    const keys = keyRing(await mintKeys(haven.dataDir, env, Math.ceil((n + 40) / 90)));
    let k = 0;
    const call = async () => {
      const messages = [...CONVERSATION('http').slice(0, 9), { role: 'user', content: `I am not sure I am safe tonight (${k++}).` }];
      const r = await fetch(`${haven.url}/v1/evaluate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${keys()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messages, config: { country: 'US' } }),
      });
      const b = (await r.json()) as { resources?: unknown };
      if (r.status !== 200 || !b.resources) throw new Error(`evaluate: ${r.status}`);
    };
    const s = await latency(call, n);
    return {
      kind,
      n,
      s,
      rssMb: haven.rssMb(),
      load: loadavg()
        .map((x) => x.toFixed(1))
        .join(' '),
    };
  });
}

export function printEvaluateHttp(r: Awaited<ReturnType<typeof benchEvaluateHttp>>) {
  console.log(
    `evaluate over HTTP (${r.kind}), 10 messages (one new per call), resources included, n=${r.n}: p50 ${fmt(r.s.p50)} ms  p99 ${fmt(r.s.p99)} ms  rss ${r.rssMb.toFixed(0)} MB, load average ${r.load}`,
  );
}
