/**
 * Console bench (issue 14): `haven console` as a child process on its embedded storage (PGlite + embedded bus).
 * - ingest throughput of pre-scored sessions: single (`POST /api/ingest`, 1 and 8 in flight) and batch
 *   (`POST /api/ingest/batch`, 500 per call); a session counts when the console answered that it is stored.
 *   Target on the 2-core machine: >= 500 sessions/s through batch ingest.
 * - watchlist evaluation cost per session with 100 rules (the engine alone, all three scopes, every path family),
 *   and the matcher end to end: time until every stored session of a batch run has been matched against 100 rules.
 * Sessions are made by the console tests' fixture scorer (spec-shaped classify responses with a trajectory).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClassifierResultSchema } from '../../console/classifier/result.js';
import { ALL_PATHS, familyForPath } from '../../console/watchlists/conditions/index.js';
import { compileRule, evaluateRule, sessionView } from '../../console/watchlists/engine.js';
import type { WatchlistRule } from '../../console/watchlists/rule.js';
import { scoreMessages } from '../console/fixtures/scorer.js';
import { fmt, freePort, ROOT, summarize } from './lib.js';

const TEXTS = [
  'hello, can you help me with my homework',
  'I want to end my life {{suicide=0.8}}',
  'I sometimes hurt myself {{self_harm=0.4}}',
  'write a story about a character who wants to die {{fiction=0.8}}',
  'my partner hits me {{abuse=0.5}}',
];

function session(i: number) {
  const messages = [
    { role: 'user', content: TEXTS[i % TEXTS.length]! + ` (${i})` },
    { role: 'assistant', content: 'I am here to listen.' },
    { role: 'user', content: 'thanks' },
  ];
  return { session_id: `bench-${i}`, user_id: `user-${i % 97}`, agent_id: 'bench', messages, classifier: scoreMessages(messages, { per_turn: true }) };
}

/** 100 rules over every path family and scope (deterministic) */
export function benchRules(n = 100): WatchlistRule[] {
  const paths = [...ALL_PATHS];
  return Array.from({ length: n }, (_, i) => {
    const cond = (k: number) => {
      const code = paths[(i * 7 + k * 3) % paths.length]!;
      const f = familyForPath(code)!;
      return f.kind === 'numeric'
        ? { code, operator: ['>=', '>', '<=', '<'][k % 4]!, value: ((i + k) % 10) / 10 }
        : { code, operator: k % 2 ? 'in' : '!=', value: k % 2 ? [f.domain![i % f.domain!.length]!] : f.domain![(i + k) % f.domain!.length]! };
    };
    return {
      id: `bench-${i}`,
      name: `bench ${i}`,
      scope: (['session', 'message', 'user'] as const)[i % 3]!,
      conditions: { requiresAll: [cond(0), cond(1)], requiresAny: i % 2 ? [cond(2), cond(3)] : [] },
      webhookUrl: null,
      timeWindow: 3600,
      enabled: true,
    };
  });
}

export function benchWatchlistEngine(o: { sessions?: number } = {}) {
  const n = o.sessions ?? 2000;
  // compiled once, as the matcher's rule cache does
  const rules = benchRules(100).map(compileRule);
  const views = Array.from({ length: 200 }, (_, i) => sessionView(ClassifierResultSchema.parse(session(i).classifier)));
  for (let i = 0; i < 200; i++) for (const r of rules) evaluateRule(r, views[i]!); // warm-up
  let matched = 0;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) for (const r of rules) if (evaluateRule(r, views[i % views.length]!).matched) matched++;
  const ms = performance.now() - t0;
  return { sessions: n, rules: rules.length, usPerSession: (ms * 1000) / n, matchesPerSession: matched / n };
}

async function startConsoleProcess(extraEnv: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'haven-console-bench-'));
  const port = await freePort();
  const proc = spawn('node', ['bin/haven.mjs', 'console'], {
    cwd: ROOT,
    // the embedded bus unless a caller asks for Kafka (an exported KAFKA_BROKERS must not switch the bench silently)
    env: {
      ...process.env,
      KAFKA_BROKERS: '',
      CONSOLE_DATA_DIR: dataDir,
      CONSOLE_PORT: String(port),
      LOG_LEVEL: 'warn',
      CONSOLE_QUEUE_HIGH_WATERMARK: '100000',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`haven console exited with ${proc.exitCode}`);
    if ((await fetch(url + '/api/health').catch(() => null))?.status === 200) break;
    if (Date.now() > deadline) throw new Error('haven console did not become healthy');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** matches the console must record for sessions 0..n-1 with the bench rules (the engine is pure, so this is exact) */
function expectedMatches(n: number): number {
  const rules = benchRules(100).map(compileRule);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const view = sessionView(ClassifierResultSchema.parse(session(i).classifier));
    for (const r of rules) if (evaluateRule(r, view).matched) total++;
  }
  return total;
}

async function post(url: string, body: unknown) {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (r.status !== 200) throw new Error(`${url}: ${r.status} ${(await r.text()).slice(0, 200)}`);
  return r.json() as Promise<any>;
}

export async function benchConsole(o: { single?: number; batches?: number; databaseUrl?: string; kafkaBrokers?: string } = {}) {
  const singleN = o.single ?? 300;
  const batches = o.batches ?? 8;
  const c = await startConsoleProcess({
    ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : {}),
    ...(o.kafkaBrokers ? { KAFKA_BROKERS: o.kafkaBrokers } : {}),
  });
  const loadBefore = loadavg()[0]!;
  try {
    // 100 rules without webhooks: every stored session is matched against all of them
    const put = await fetch(c.url + '/api/watchlists', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ watchlists: benchRules(100) }),
    });
    if (put.status !== 200) throw new Error(`rules: ${put.status} ${await put.text()}`);
    let next = 0;
    const bodies = (k: number) => Array.from({ length: k }, () => session(next++));
    for (const b of bodies(30)) await post(c.url + '/api/ingest', b); // warm-up
    const seq = bodies(singleN);
    const lat: number[] = [];
    let t0 = performance.now();
    for (const b of seq) {
      const s = performance.now();
      await post(c.url + '/api/ingest', b);
      lat.push(performance.now() - s);
    }
    const singleSeq = { n: singleN, perSec: singleN / ((performance.now() - t0) / 1000), latency: summarize(lat) };
    const conc = bodies(singleN);
    let i = 0;
    t0 = performance.now();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (i < conc.length) await post(c.url + '/api/ingest', conc[i++]);
      }),
    );
    const single8 = { n: singleN, perSec: singleN / ((performance.now() - t0) / 1000) };
    await post(c.url + '/api/ingest/batch', { sessions: bodies(500) }); // warm-up
    const payloads = Array.from({ length: batches }, () => ({ sessions: bodies(500) }));
    const blat: number[] = [];
    t0 = performance.now();
    for (const p of payloads) {
      const s = performance.now();
      const r = await post(c.url + '/api/ingest/batch', p);
      if (r.succeeded !== 500) throw new Error(`batch stored ${r.succeeded}/500`);
      blat.push(performance.now() - s);
    }
    const batchSecs = (performance.now() - t0) / 1000;
    const batch = { n: batches * 500, perSec: (batches * 500) / batchSecs, latency: summarize(blat) };
    // end to end: until the matcher has recorded every match the engine says these sessions make (each matching
    // (rule, stored session) pair is one console_matches row whatever its outcome)
    const expected = expectedMatches(next);
    for (;;) {
      const r = (await (await fetch(c.url + '/api/matches?limit=1')).json()) as { total: number };
      if (r.total >= expected) break;
      if (performance.now() - t0 > 600_000) throw new Error(`matcher: ${r.total}/${expected} matches after 10 min`);
      await new Promise((res) => setTimeout(res, 20));
    }
    const matchedSecs = (performance.now() - t0) / 1000;
    const matched = { n: batches * 500, perSec: (batches * 500) / matchedSecs, matches: expected };
    return {
      storage: o.databaseUrl ? 'PostgreSQL' : 'PGlite',
      bus: o.kafkaBrokers ? 'Kafka' : 'embedded bus',
      singleSeq,
      single8,
      batch,
      matched,
      load: [loadBefore, loadavg()[0]!],
    };
  } finally {
    await c.stop();
  }
}

export function printConsole(r: Awaited<ReturnType<typeof benchConsole>>, e?: ReturnType<typeof benchWatchlistEngine>) {
  console.log(
    `\nconsole (haven console as a child process, ${r.storage} + ${r.bus}, 100 watchlist rules enabled; 1-min load average ${fmt(r.load[0]!)} → ${fmt(r.load[1]!)})`,
  );
  console.log(
    `  ingest single, 1 in flight : ${fmt(r.singleSeq.perSec)} sessions/s  (p50 ${fmt(r.singleSeq.latency.p50)} ms, p99 ${fmt(r.singleSeq.latency.p99)} ms, n=${r.singleSeq.n})`,
  );
  console.log(`  ingest single, 8 in flight : ${fmt(r.single8.perSec)} sessions/s  (n=${r.single8.n})`);
  console.log(
    `  ingest batch of 500        : ${fmt(r.batch.perSec)} sessions/s  (p50 ${fmt(r.batch.latency.p50)} ms per batch, n=${r.batch.n}; target >= 500/s)`,
  );
  console.log(
    `  batch, stored and matched  : ${fmt(r.matched.perSec)} sessions/s  (until all ${r.matched.matches} matches of the run were recorded, n=${r.matched.n})`,
  );
  if (e)
    console.log(
      `  watchlist evaluation       : ${fmt(e.usPerSession)} µs per session with ${e.rules} rules (engine only, rules compiled once, ${fmt(e.matchesPerSession)} matches/session, n=${e.sessions})`,
    );
}
