import { fmt, keyRing, latency, mintKeys, type RuntimeKind, throughput, withHaven } from './lib.js';

/** Round trip of an authenticated request through ingress → bus → processor → reply, on one runtime. */
export async function benchPipeline(kind: RuntimeKind, o: { n?: number; seconds?: number } = {}) {
  return withHaven(kind, async (h, env) => {
    const seconds = o.seconds ?? 5;
    // 30 requests per key per minute on /v1/webhooks: enough keys for the whole run
    const next = keyRing(await mintKeys(h.dataDir, env, Math.ceil((3000 * seconds + 600) / 25)));
    const call = async () => {
      const r = await fetch(h.url + '/v1/webhooks', { headers: { authorization: `Bearer ${next()}` } });
      await r.arrayBuffer();
      return r.status === 200;
    };
    const lat = await latency(call, o.n ?? 300, 20);
    const tp = await throughput(call, 16, seconds);
    return { kind, lat, rps: tp.rps, failed: tp.failed, rss: h.rssMb() };
  });
}

export function printPipeline(r: Awaited<ReturnType<typeof benchPipeline>>) {
  console.log(
    `pipeline round trip (${r.kind}): p50 ${fmt(r.lat.p50)} ms  p99 ${fmt(r.lat.p99)} ms  (n=${r.lat.n})  throughput ${r.rps.toFixed(0)} req/s (16 concurrent, ${r.failed} non-200)` +
      (r.kind === 'embedded' ? `  process RSS ${r.rss.toFixed(0)} MB` : `  haven process RSS ${r.rss.toFixed(0)} MB`),
  );
}
