import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { fmt, freePort, keyRing, latency, mintKeys, ROOT, startHaven, throughput } from './lib.js';

/** Round trip of an authenticated request through ingress → bus → processor → reply, on one runtime. */
export async function benchPipeline(kind: 'embedded' | 'kafka', o: { n?: number; seconds?: number } = {}) {
  const env: Record<string, string> = {};
  let cleanup = async () => {};
  if (kind === 'kafka') {
    const port = await freePort();
    const ctl = await freePort();
    const r = spawnSync('bash', ['infra/kafka/start.sh'], { cwd: ROOT, env: { ...process.env, KAFKA_PORT: String(port), KAFKA_CONTROLLER_PORT: String(ctl) }, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`kafka did not start: ${r.stderr}`);
    const db = `haven_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${db}`);
    await admin.end();
    env.KAFKA_BROKERS = `127.0.0.1:${port}`;
    env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${db}`;
    cleanup = async () => {
      spawnSync('bash', ['infra/kafka/stop.sh'], { cwd: ROOT, env: { ...process.env, KAFKA_PORT: String(port), KAFKA_CONTROLLER_PORT: String(ctl) } });
      const a = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await a.end();
    };
  }
  const h = await startHaven(env);
  try {
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
  } finally {
    await h.stop();
    await cleanup();
  }
}

export function printPipeline(r: Awaited<ReturnType<typeof benchPipeline>>) {
  console.log(
    `pipeline round trip (${r.kind}): p50 ${fmt(r.lat.p50)} ms  p99 ${fmt(r.lat.p99)} ms  (n=${r.lat.n})  throughput ${r.rps.toFixed(0)} req/s (16 concurrent, ${r.failed} non-200)` +
      (r.kind === 'embedded' ? `  process RSS ${r.rss.toFixed(0)} MB` : `  haven process RSS ${r.rss.toFixed(0)} MB`),
  );
}
