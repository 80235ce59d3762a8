import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Running, resolveComponents, startRoles } from '../../app/roles.js';
import { loadConfig } from '../../infra/config.js';
import { createKey } from '../../infra/platform/accounts.js';
import { type Clock, openRuntime, type Runtime } from '../../infra/runtime.js';
import { at } from './at.js';
import { createPgDatabase } from './db.js';
import { deletePrefixedTopics, uniqueTopicPrefix } from './kafka-prefix.js';

export { deletePrefixedTopics, uniqueTopicPrefix };

export type RuntimeKind = 'embedded' | 'kafka';
/** sinks that write ClickHouse (chDB in tests: one engine per process) */
const CHDB_SINKS = ['clickhouse', 'classifications', 'clickhouse-oversight'];
export const RUNTIMES: RuntimeKind[] = ['embedded', 'kafka'];

export function kafkaBrokers(): string {
  let raw = process.env.KAFKA_BROKERS;
  if (!raw) {
    try {
      raw = inject('kafkaBrokers');
    } catch {
      raw = undefined;
    }
  }
  if (!raw) throw new Error('KAFKA_BROKERS is not set and no broker was started by test/setup/kafka-global.ts');
  return raw;
}

export interface Stack {
  kind: RuntimeKind;
  /** base URL of the first ingress */
  url: string;
  urls: string[];
  /** runtime of the first ingress (shares the database with every other role) */
  rt: Runtime;
  runtimes: Runtime[];
  env: Record<string, string>;
  newKey(o?: { balanceUsd?: number; test?: boolean; features?: string[]; accountId?: string }): Promise<{ key: string; accountId: string }>;
  /** stop one processor/sink instance (index into the processor runtimes), e.g. to simulate a crash */
  processorRuntimes: Runtime[];
  stopProcessor(i: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A whole Haven on one runtime, inside the test process, on real parts:
 * - embedded: in-process bus, PGlite and chDB in a temporary data directory, one process with every role;
 * - kafka: the local Kafka broker, a fresh database on the local PostgreSQL, chDB; `ingresses` ingress
 *   instances and `processors` processor+sink instances, each with its own runtime (own Kafka clients and pool).
 */
export async function startStack(
  kind: RuntimeKind,
  o: { ingresses?: number; processors?: number; env?: Record<string, string>; clock?: Clock; processorNames?: string[]; sinkNames?: string[] } = {},
): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'haven-stack-'));
  // Every stack seeds the directory on first start; the computed embedding index is cached across test files.
  const env: Record<string, string> = {
    HAVEN_DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    HAVEN_INDEX_CACHE_DIR: join(tmpdir(), 'haven-index-cache'),
    ...o.env,
  };
  let dropDb: (() => Promise<void>) | undefined;
  if (kind === 'kafka') {
    env.KAFKA_BROKERS = kafkaBrokers();
    env.HAVEN_TOPIC_PREFIX ??= uniqueTopicPrefix();
    const pg = await createPgDatabase();
    env.DATABASE_URL = pg.url;
    dropDb = pg.drop;
  }
  const cfg = loadConfig(env);
  const processors = resolveComponents('processor', o.processorNames ?? ['all']);
  const sinks = resolveComponents('sink', o.sinkNames ?? ['all']);
  const runtimes: Runtime[] = [];
  const running: Running[] = [];
  const processorRuntimes: Runtime[] = [];
  const processorRunning: (Running | undefined)[] = [];

  if (kind === 'embedded') {
    const rt = await openRuntime(cfg, { role: 'test', clock: o.clock });
    runtimes.push(rt);
    running.push(await startRoles(rt, { ingress: true, processors, sinks }));
  } else {
    for (let i = 0; i < (o.processors ?? 1); i++) {
      const rt = await openRuntime({ ...cfg, HAVEN_INSTANCE_ID: `proc${i}-${Date.now().toString(36)}` }, { role: 'processor', clock: o.clock });
      // chDB allows one engine per process: only the first instance runs the ClickHouse sinks.
      const r = await startRoles(rt, { ingress: false, processors, sinks: i === 0 ? sinks : sinks.filter((s) => !CHDB_SINKS.includes(s.name)) });
      processorRuntimes.push(rt);
      processorRunning.push(r);
    }
    for (let i = 0; i < (o.ingresses ?? 1); i++) {
      const rt = await openRuntime({ ...cfg, HAVEN_INSTANCE_ID: `ingress${i}-${Date.now().toString(36)}` }, { role: 'ingress', clock: o.clock });
      runtimes.push(rt);
      running.push(await startRoles(rt, { ingress: true, processors: [], sinks: [] }));
    }
  }
  const urls = running.map((r) => r.url!.replace('localhost', '127.0.0.1'));
  const rt = at(runtimes, 0);
  return {
    kind,
    url: at(urls, 0),
    urls,
    rt,
    runtimes,
    env,
    processorRuntimes,
    async newKey(k = {}) {
      const r = await createKey(rt.db, {
        balanceMills: Math.round((k.balanceUsd ?? 10) * 1000),
        test: k.test,
        features: k.features,
        accountId: k.accountId,
      });
      return { key: r.key, accountId: r.accountId };
    },
    async stopProcessor(i) {
      await processorRunning[i]?.stop();
      processorRunning[i] = undefined;
      await at(processorRuntimes, i, 'processor runtime').close();
    },
    async stop() {
      for (const r of running) await r.stop().catch(() => undefined);
      for (const [i, running] of processorRunning.entries()) {
        if (!running) continue;
        await running.stop().catch(() => undefined);
        await processorRuntimes[i]?.close().catch(() => undefined);
      }
      for (const r of runtimes) await r.close().catch(() => undefined);
      await dropDb?.().catch(() => undefined);
      if (kind === 'kafka') await deletePrefixedTopics(env.KAFKA_BROKERS!, env.HAVEN_TOPIC_PREFIX!).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function api(
  base: string,
  path: string,
  o: { method?: string; key?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers; text: string }> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.key) headers.authorization = `Bearer ${o.key}`;
  let body: string | undefined;
  if (o.raw !== undefined) body = o.raw;
  else if (o.body !== undefined) body = JSON.stringify(o.body);
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const r = await fetch(base + path, { method: o.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body });
  const text = await r.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: r.status, body: parsed, headers: r.headers, text };
}
