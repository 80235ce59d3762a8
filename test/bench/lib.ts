import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const ROOT = resolve(import.meta.dirname, '../..');

import { summarize } from '../../infra/stats.js';

export { percentile, summarize } from '../../infra/stats.js';

export const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');

import { freePort } from '../helpers/process.js';

export { freePort };

/** `haven start` as a child process on its own data dir and port, ready when /health answers 200. */
export async function startHaven(
  env: Record<string, string> = {},
): Promise<{ url: string; proc: ChildProcess; dataDir: string; rssMb(): number; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'haven-bench-'));
  const port = await freePort();
  // HAVEN_BENCH_CPU_PROF=<dir>: the child writes a V8 CPU profile there on exit (how the evaluate path was profiled)
  const prof = process.env.HAVEN_BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.HAVEN_BENCH_CPU_PROF}`] : [];
  const proc = spawn('node', [...prof, 'bin/haven.mjs', 'start'], {
    cwd: ROOT,
    env: { ...process.env, HAVEN_DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + Number(process.env.HAVEN_BENCH_START_TIMEOUT_MS ?? 120_000);
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`haven start exited with ${proc.exitCode}`);
    try {
      const r = await fetch(url + '/health');
      if (r.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('haven start did not become healthy');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    proc,
    dataDir,
    rssMb() {
      const status = readFileSync(`/proc/${proc.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    async stop() {
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Mints `n` funded keys: per-key limits (30–100/min) would otherwise turn a throughput run into 429s.
 * Embedded: through the running server's loopback admin endpoint; distributed: straight into PostgreSQL.
 * `balanceUsd` funds each key (default 1000 USD); `features` are the account features to enable (e.g. `oversight`).
 */
export async function mintKeys(
  dataDir: string,
  env: Record<string, string>,
  n: number,
  o: { balanceUsd?: number; features?: string[] } = {},
): Promise<string[]> {
  const balanceUsd = o.balanceUsd ?? 1000;
  const features = o.features ? { features: o.features } : {};
  const keys: string[] = [];
  if (env.DATABASE_URL) {
    const { openDb } = await import('../../infra/db/index.js');
    const { createKey } = await import('../../infra/platform/accounts.js');
    const db = await openDb({ databaseUrl: env.DATABASE_URL });
    for (let i = 0; i < n; i++) keys.push((await createKey(db, { balanceMills: balanceUsd * 1000, ...features })).key);
    await db.close();
    return keys;
  }
  const admin = JSON.parse(readFileSync(join(dataDir, 'admin.json'), 'utf8')) as { url: string; token: string };
  const r = await fetch(admin.url + '/admin/keys', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-haven-admin-token': admin.token },
    body: JSON.stringify({ balance_usd: balanceUsd, count: n, ...features }),
  });
  if (!r.ok) throw new Error(`minting keys failed: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { keys: { key: string }[] }).keys.map((k) => k.key);
}

/** Round-robin over keys so no key passes its per-minute limit during a run. */
export function keyRing(keys: string[]) {
  let i = 0;
  return () => keys[i++ % keys.length];
}

/** Sequential latency of `n` calls, after `warm` unmeasured ones. */
export async function latency(call: () => Promise<unknown>, n: number, warm = 20): Promise<ReturnType<typeof summarize>> {
  for (let i = 0; i < warm; i++) await call();
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await call();
    ms.push(performance.now() - t);
  }
  return summarize(ms);
}

/** Successful requests per second with `concurrency` callers for `seconds` (`call` returns whether it succeeded). */
export async function throughput(call: () => Promise<boolean>, concurrency: number, seconds: number): Promise<{ rps: number; failed: number }> {
  let done = 0;
  let failed = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        if (await call()) done++;
        else failed++;
      }
    }),
  );
  return { rps: done / seconds, failed };
}

export type RuntimeKind = 'embedded' | 'kafka';

/**
 * Runs `fn` against a `haven start` child process on the given runtime. Kafka: a broker of its own on free
 * ports (infra/kafka/start.sh) and a fresh PostgreSQL database, both removed afterwards.
 */
export async function withHaven<T>(kind: RuntimeKind, fn: (h: Awaited<ReturnType<typeof startHaven>>, env: Record<string, string>) => Promise<T>): Promise<T> {
  const env: Record<string, string> = {};
  let cleanup = async () => {};
  if (kind === 'kafka') {
    const port = await freePort();
    const ctl = await freePort();
    const kenv = { ...process.env, KAFKA_PORT: String(port), KAFKA_CONTROLLER_PORT: String(ctl) };
    const r = spawnSync('bash', ['infra/kafka/start.sh'], { cwd: ROOT, env: kenv, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`kafka did not start: ${r.stderr}`);
    const db = `haven_bench_${Date.now()}`;
    const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${db}`);
    await admin.end();
    env.KAFKA_BROKERS = `127.0.0.1:${port}`;
    env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${db}`;
    cleanup = async () => {
      spawnSync('bash', ['infra/kafka/stop.sh'], { cwd: ROOT, env: kenv });
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await a.end();
    };
  }
  try {
    const h = await startHaven(env);
    try {
      return await fn(h, env);
    } finally {
      await h.stop();
    }
  } finally {
    await cleanup();
  }
}
