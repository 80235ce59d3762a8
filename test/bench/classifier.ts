/**
 * Classifier bench (issue 10): a 10-turn conversation at fast/auto/thorough, p50/p99, over the self-hosted HTTP
 * role (`haven ocular`) and through Kafka (`haven start` on a broker of its own, POST /v1/ocular); and streamed
 * ten-turn conversations per second through `classify.conversations` → `classify.results` on one node.
 * Targets on the 2-core box: auto p50 ≤ 10 ms, thorough ≤ 25 ms, ≥ 300 conversations/s streamed.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import avro from 'avsc';
import { AssignerProtocol, Kafka, logLevel } from 'kafkajs';
import { TEN_TURNS } from '../ocular/helpers.js';
import { fmt, freePort, keyRing, latency, mintKeys, ROOT, type summarize, withHaven } from './lib.js';

const LEVELS = ['fast', 'auto', 'thorough'] as const;
type Lat = ReturnType<typeof summarize>;

async function classifyCall(url: string, thoroughness: string, headers: Record<string, string> = {}) {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ messages: TEN_TURNS, thoroughness }),
  });
  await r.arrayBuffer();
  if (r.status !== 200) throw new Error(`classify answered ${r.status}`);
}

/** The `i`-th streamed ten-turn conversation (a classify-conversation record); its first turn varies with `i`, so nothing is served from a cache. */
function streamedConversation(id: string, i: number) {
  return {
    conversation_id: id,
    tenant: 'bench',
    session_id: null,
    user_id: null,
    agent_id: null,
    messages: TEN_TURNS.map((m, j) => ({ role: m.role, content: j === 0 ? `${m.content} (${i})` : m.content, timestamp: null })),
    thoroughness: 'fast',
    per_turn: true,
    trajectory_stride: 1,
    produced_at: Date.now(),
  };
}

/** `haven ocular` as a child process; latency per thoroughness over loopback HTTP. */
export async function benchClassifierHttp(n = 200): Promise<Record<string, Lat>> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['bin/haven.mjs', 'ocular'], {
    cwd: ROOT,
    env: { ...process.env, OCULAR_VERSION: '1.0.0', OCULAR_PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 180_000;
    while (
      (await fetch(url + '/health')
        .then((r) => r.status)
        .catch(() => 0)) !== 200
    ) {
      if (proc.exitCode !== null) throw new Error(`haven ocular exited with ${proc.exitCode}`);
      if (Date.now() > deadline) throw new Error('haven ocular did not become ready');
      await new Promise((r) => setTimeout(r, 250));
    }
    const out: Record<string, Lat> = {};
    for (const t of LEVELS) out[t] = await latency(() => classifyCall(url + '/classify', t), n, 20);
    return out;
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
  }
}

/** `haven start` on Kafka: POST /v1/ocular latency per thoroughness, and streamed conversations per second. */
export async function benchClassifierKafka(o: { n?: number; streamed?: number } = {}) {
  const n = o.n ?? 150;
  const streamed = o.streamed ?? 3000;
  return withHaven('kafka', async (h, env) => {
    const next = keyRing(await mintKeys(h.dataDir, env, Math.ceil(((n + 20) * LEVELS.length) / 250) + 1));
    const http: Record<string, Lat> = {};
    for (const t of LEVELS) http[t] = await latency(() => classifyCall(h.url + '/v1/ocular', t, { authorization: `Bearer ${next()}` }), n, 20);

    const type = avro.Type.forSchema(JSON.parse(readFileSync(join(ROOT, 'schemas/classify-conversation.avsc'), 'utf8')));
    const kafka = new Kafka({ clientId: 'bench-platform', brokers: env.KAFKA_BROKERS!.split(','), logLevel: logLevel.NOTHING });
    const producer = kafka.producer();
    const consumer = kafka.consumer({ groupId: `bench-completed-${Date.now()}` });
    await producer.connect();
    await consumer.connect();
    // from the beginning (the key filter picks this run's results): a 'latest' consumer evicted before its first
    // commit skips what was published meanwhile and would count a stall that is not one
    await consumer.subscribe({ topic: 'classify.results', fromBeginning: true });
    const seen = new Set<string>();
    let got = 0;
    let lastAt = 0;
    const tag = Date.now().toString(36);
    await consumer.run({
      eachMessage: async ({ message }) => {
        // distinct conversations (a redelivered batch publishes some results twice)
        const key = message.key?.toString() ?? '';
        if (key.startsWith(`b-${tag}-`) && !seen.has(key)) {
          seen.add(key);
          got++;
          lastAt = performance.now();
        }
      },
    });
    await new Promise((r) => setTimeout(r, 3000)); // the group settles before the clock starts
    const conv = (i: number) => streamedConversation(`b-${tag}-${i}`, i);
    const t0 = performance.now();
    for (let i = 0; i < streamed; i += 500) {
      const batch = [];
      for (let j = i; j < Math.min(streamed, i + 500); j++) batch.push({ key: `b-${tag}-${j}`, value: type.toBuffer(conv(j)) });
      await producer.send({ topic: 'classify.conversations', messages: batch });
    }
    const produced = performance.now() - t0;
    const deadline = Date.now() + 300_000;
    while (got < streamed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await consumer.disconnect();
    await producer.disconnect();
    const seconds = (lastAt - t0) / 1000;
    return { http, streamed, scored: got, seconds, perSecond: got / seconds, produceMs: produced, rssMb: h.rssMb() };
  });
}

/**
 * Streaming on the embedded runtime, in this process: the ocular processor and the classifications sink only,
 * `streamed` ten-turn conversations published to classify.conversations, timed until every score is on
 * classify.results. The processor path without Kafka's round trips.
 */
export async function benchClassifierStreamEmbedded(streamed = 2000, o: { sink?: boolean; kafkaBrokers?: string } = {}) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { loadConfig } = await import('../../infra/config.js');
  const { openRuntime } = await import('../../infra/runtime.js');
  const { startRoles, resolveComponents } = await import('../../app/roles.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'haven-bench-ocular-'));
  const rt = await openRuntime(
    loadConfig({
      HAVEN_DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
      ...(o.kafkaBrokers ? { KAFKA_BROKERS: o.kafkaBrokers } : {}),
      // a shorter session timeout makes the evictions that a loaded machine causes happen on a quiet one
      ...(process.env.KAFKA_SESSION_TIMEOUT_MS ? { KAFKA_SESSION_TIMEOUT_MS: process.env.KAFKA_SESSION_TIMEOUT_MS } : {}),
    }),
    { role: 'bench' },
  );
  const running = await startRoles(rt, {
    ingress: false,
    processors: resolveComponents('processor', ['ocular']),
    sinks: o.sink === false ? [] : resolveComponents('sink', ['classifications']),
  });
  try {
    const tag = Date.now().toString(36);
    const conv = (i: number) => streamedConversation(`e-${tag}-${i}`, i);
    let got = 0;
    const results = new Set<string>();
    let lastAt = 0;
    const sub = await rt.bus.subscribe({
      groupId: `bench-results-${tag}`,
      topics: ['classify.results'],
      // the key filter picks this run's results; nothing published before the subscription can be missed
      fromBeginning: true,
      handler: async (r) => {
        // distinct conversations: a redelivered batch (at-least-once) publishes some results twice
        if (r.key.startsWith(`e-${tag}-`) && !results.has(r.key)) {
          results.add(r.key);
          got++;
          lastAt = performance.now();
        }
      },
    });
    // warm the core (its first load is not throughput)
    const w = rt.avro.encode('classify-conversation', { ...conv(-1), conversation_id: `w-${tag}` });
    await rt.bus.publish('classify.conversations', [{ key: `w-${tag}`, value: w.value, headers: w.headers }]);
    await new Promise((r) => setTimeout(r, 100));
    const { sharedScorer } = await import('../../processors/ocular/service/local.js');
    await sharedScorer();
    const load = (await import('node:os')).loadavg()[0]!;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < streamed; i += 200) {
      const batch = [];
      for (let j = i; j < Math.min(streamed, i + 200); j++) {
        const e = rt.avro.encode('classify-conversation', conv(j));
        batch.push({ key: `e-${tag}-${j}`, value: e.value, headers: e.headers });
      }
      await rt.bus.publish('classify.conversations', batch);
    }
    const watch = await watchStream({
      streamed,
      got: () => got,
      kafkaBrokers: o.kafkaBrokers,
      groups: ['ocular-stream', ...(o.sink === false ? [] : ['sink-classifications']), `bench-results-${tag}`],
    });
    await sub.close();
    const seconds = (lastAt - t0) / 1000;
    // CPU time this process spent (all its threads): what a conversation costs whatever the machine's load
    const cpu = process.cpuUsage(cpu0);
    const cpuMsPerConversation = (cpu.user + cpu.system) / 1000 / Math.max(1, got);
    return {
      streamed,
      scored: got,
      seconds,
      perSecond: got / seconds,
      sink: o.sink !== false,
      load,
      cpuMsPerConversation,
      bus: rt.bus.kind,
      stall: watch.stall,
    };
  } finally {
    await running.stop();
    await rt.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** seconds without a new result before the streaming bench calls it a stall (BENCH_STALL_S) */
const STALL_S = Number(process.env.BENCH_STALL_S ?? 45);

/**
 * Waits for every streamed conversation's result, printing progress on stderr every 5 s. No new result for STALL_S
 * seconds is a stall: it prints what the consumers were doing (on Kafka: each consumer group's state, members and
 * assignment, committed offset against the end of each partition; in every case the event loop's delay) and ends
 * the wait, so that a stuck run shows its cause instead of waiting out the deadline.
 */
async function watchStream(o: { streamed: number; got: () => number; kafkaBrokers?: string; groups: string[] }): Promise<{ stall?: string }> {
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  const t0 = Date.now();
  const deadline = t0 + 300_000;
  let last = o.got();
  let lastChange = Date.now();
  let lastPrint = Date.now();
  try {
    while (o.got() < o.streamed && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      const got = o.got();
      if (got !== last) {
        last = got;
        lastChange = Date.now();
      }
      if (Date.now() - lastPrint >= 5_000) {
        lastPrint = Date.now();
        process.stderr.write(
          `[bench] streaming: ${got}/${o.streamed} results after ${((Date.now() - t0) / 1000).toFixed(0)} s; event loop delay max ${(loop.max / 1e6).toFixed(0)} ms\n`,
        );
        loop.reset();
      }
      if (Date.now() - lastChange >= STALL_S * 1000) {
        const state = o.kafkaBrokers ? await kafkaGroupsState(o.kafkaBrokers, o.groups).catch((e) => `(could not describe: ${(e as Error).message})`) : '';
        const stall = `no new result for ${STALL_S} s at ${got}/${o.streamed}; event loop delay max ${(loop.max / 1e6).toFixed(0)} ms${state ? `\n${state}` : ''}`;
        process.stderr.write(`[bench] STALL: ${stall}\n`);
        return { stall };
      }
    }
    return o.got() < o.streamed ? { stall: `deadline: ${o.got()}/${o.streamed}` } : {};
  } finally {
    loop.disable();
  }
}

/** Each consumer group's state, members with their partitions, and per partition its committed offset against the end. */
async function kafkaGroupsState(brokers: string, groups: string[]): Promise<string> {
  const admin = new Kafka({ clientId: 'bench-stall', brokers: brokers.split(','), logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const { groups: described } = await admin.describeGroups(groups);
    const lines: string[] = [];
    for (const g of described) {
      const members = g.members.map((m) => {
        const a = m.memberAssignment.length ? AssignerProtocol.MemberAssignment.decode(m.memberAssignment) : null;
        const parts = a
          ? Object.entries(a.assignment)
              .map(([t, ps]) => `${t}[${ps.join(',')}]`)
              .join(' ')
          : '-';
        return `${m.clientId}/${m.memberId.slice(-8)} ${parts}`;
      });
      lines.push(`  group ${g.groupId}: ${g.state}, ${g.members.length} member(s): ${members.join('; ') || '-'}`);
      for (const t of await admin.fetchOffsets({ groupId: g.groupId })) {
        const ends = new Map((await admin.fetchTopicOffsets(t.topic)).map((p) => [p.partition, p.high]));
        lines.push(`    ${t.topic}: ${t.partitions.map((p) => `p${p.partition} committed ${p.offset} of ${ends.get(p.partition)}`).join(', ')}`);
      }
    }
    return lines.join('\n');
  } finally {
    await admin.disconnect();
  }
}

/**
 * The same streaming measurement on Kafka: a broker of its own (infra/kafka/start.sh on free ports, so no other
 * process's consumer groups share the topics), the ocular processor and the classifications sink in this process.
 */
export async function benchClassifierStreamKafka(streamed = 2000) {
  const { spawnSync } = await import('node:child_process');
  const port = await freePort();
  const ctl = await freePort();
  const kenv = { ...process.env, KAFKA_PORT: String(port), KAFKA_CONTROLLER_PORT: String(ctl) };
  const r = spawnSync('bash', ['infra/kafka/start.sh'], { cwd: ROOT, env: kenv, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`kafka did not start: ${r.stderr}`);
  try {
    return await benchClassifierStreamEmbedded(streamed, { kafkaBrokers: `127.0.0.1:${port}` });
  } finally {
    spawnSync('bash', ['infra/kafka/stop.sh'], { cwd: ROOT, env: kenv });
  }
}

export function printClassifierStreamEmbedded(r: Awaited<ReturnType<typeof benchClassifierStreamEmbedded>>) {
  console.log(
    `classifier streaming on the ${r.bus === 'kafka' ? 'Kafka bus (a broker of its own; ocular and sink in this process' : 'embedded bus (in-process'}, ocular${r.sink ? ' + classifications sink' : ' only'}, fast, per-turn): ${r.scored}/${r.streamed} ten-turn conversations in ${r.seconds.toFixed(1)} s = ${r.perSecond.toFixed(0)} conversations/s (load average ${r.load.toFixed(1)}; CPU ${r.cpuMsPerConversation.toFixed(2)} ms per conversation = ${(2000 / r.cpuMsPerConversation).toFixed(0)} conversations/s CPU-bound ceiling on two idle cores)${r.stall ? `\n  STALLED: ${r.stall}` : ''}`,
  );
}

export function printClassifierHttp(r: Record<string, Lat>) {
  console.log(
    `classifier self-hosted HTTP (haven ocular), 10-turn conversation: ${LEVELS.map((t) => `${t} p50 ${fmt(r[t]!.p50)} ms p99 ${fmt(r[t]!.p99)} ms`).join(' | ')}`,
  );
}

export function printClassifierKafka(r: Awaited<ReturnType<typeof benchClassifierKafka>>) {
  console.log(
    `classifier POST /v1/ocular through Kafka, 10-turn conversation: ${LEVELS.map((t) => `${t} p50 ${fmt(r.http[t]!.p50)} ms p99 ${fmt(r.http[t]!.p99)} ms`).join(' | ')}`,
  );
  console.log(
    `classifier streaming (classify.conversations → classify.results, one node, fast, per-turn): ${r.scored}/${r.streamed} ten-turn conversations in ${r.seconds.toFixed(1)} s = ${r.perSecond.toFixed(0)} conversations/s (produced in ${r.produceMs.toFixed(0)} ms; RSS ${r.rssMb.toFixed(0)} MB)`,
  );
}
