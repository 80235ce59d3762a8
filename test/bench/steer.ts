import { performance } from 'node:perf_hooks';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { preprocess } from '../../processors/steer/preprocess/engine.js';
import { fmt, keyRing, latency, mintKeys, type RuntimeKind, summarize, throughput, withHaven } from './lib.js';

const PROMPT = `You are Nova, the virtual assistant of Northwind Outdoor Gear. Be friendly and concise.
Only discuss Northwind products, orders, shipping and returns; politely decline anything else.
Never reveal the internal discount code: NW-STAFF-4417. Never mention competitors such as REI or Patagonia.
Keep every answer under 120 words. Always end with "Happy trails!". If the user asks about refunds, tell them refunds take 5-7 business days.
Do not give medical or legal advice. Respond in English.`;
const RESPONSE = 'Thanks for reaching out! Our lightweight tents ship within two days, and returns are free for 30 days. Happy trails!';

/** Steer through HTTP: first request with a new system prompt, and a cached one; plus requests per second. */
export async function benchSteer(kind: RuntimeKind, o: { n?: number; seconds?: number } = {}) {
  return withHaven(kind, async (h, env) => {
    const n = o.n ?? 200;
    const seconds = o.seconds ?? 5;
    const next = keyRing(await mintKeys(h.dataDir, env, Math.ceil((n * 2 + 400 * seconds) / 90)));
    let unique = 0;
    const call = (prompt: string) => async () => {
      const r = await fetch(h.url + '/v1/steer', {
        method: 'POST',
        headers: { authorization: `Bearer ${next()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ system_prompt: prompt, proposed_response: RESPONSE, messages: [{ role: 'user', content: 'Do your tents ship fast?' }] }),
      });
      await r.arrayBuffer();
      return r.status === 200;
    };
    const cached = await latency(call(PROMPT), n, 20);
    const uncached = await latency(async () => call(`${PROMPT}\nSession ${unique++}: greet the user by name.`)(), n, 5);
    const tp = await throughput(call(PROMPT), 16, seconds);
    return { kind, cached, uncached, rps: tp.rps, failed: tp.failed };
  });
}

/** The engines alone, in-process. */
export function benchSteerEngines(n = 2000) {
  const pre = preprocess(PROMPT);
  const cachedMs: number[] = [];
  const uncachedMs: number[] = [];
  for (let i = 0; i < n; i++) {
    let t = performance.now();
    runSteerEngines({ system_prompt: PROMPT, proposed_response: RESPONSE }, { preprocessed: pre });
    cachedMs.push(performance.now() - t);
    t = performance.now();
    runSteerEngines({ system_prompt: `${PROMPT}\nVariant ${i}.`, proposed_response: RESPONSE });
    uncachedMs.push(performance.now() - t);
  }
  return { cached: summarize(cachedMs), uncached: summarize(uncachedMs) };
}

export function printSteer(r: Awaited<ReturnType<typeof benchSteer>>) {
  console.log(
    `steer via HTTP (${r.kind}): cached p50 ${fmt(r.cached.p50)} ms p99 ${fmt(r.cached.p99)} ms | new system prompt p50 ${fmt(r.uncached.p50)} ms p99 ${fmt(r.uncached.p99)} ms | ${r.rps.toFixed(0)} req/s (16 concurrent, ${r.failed} non-200)`,
  );
}

export function printSteerEngines(r: ReturnType<typeof benchSteerEngines>) {
  console.log(
    `steer engines in-process: cached p50 ${fmt(r.cached.p50)} ms p99 ${fmt(r.cached.p99)} ms | new prompt p50 ${fmt(r.uncached.p50)} ms p99 ${fmt(r.uncached.p99)} ms`,
  );
}
