/**
 * vitest globalSetup: a real Kafka broker for the tests.
 * - KAFKA_BROKERS set and answering: use it as is.
 * - otherwise: infra/kafka/fetch.sh (jars via Maven, cached) + infra/kafka/start.sh on two free loopback ports,
 *   export KAFKA_BROKERS (forked workers inherit process.env; also `inject('kafkaBrokers')`), stop it at teardown.
 * - HAVEN_TEST_NO_KAFKA=1 skips all of this (Kafka tests then fail fast saying KAFKA_BROKERS is missing).
 * A broker that cannot be started is reported, not fatal: tests that do not need Kafka still run.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    kafkaBrokers: string;
  }
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const KAFKA_DIR = resolve(ROOT, 'infra/kafka');

function reachable(brokers: string): boolean {
  const first = brokers.split(',')[0]?.trim();
  if (!first) return false;
  const r = spawnSync('node', [resolve(KAFKA_DIR, 'wait-ready.mjs'), first, '5'], { cwd: ROOT, stdio: 'ignore', timeout: 15_000 });
  return r.status === 0;
}

async function freePort(exclude: number[] = []): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((res, rej) => {
      const srv = createServer();
      srv.once('error', rej);
      srv.listen(0, '127.0.0.1', () => {
        const addr = srv.address();
        const p = typeof addr === 'object' && addr ? addr.port : 0;
        srv.close(() => res(p));
      });
    });
    if (port && !exclude.includes(port)) return port;
  }
}

function run(script: string, env: NodeJS.ProcessEnv, timeoutMs: number): { ok: boolean; stdout: string; detail: string } {
  const r = spawnSync('bash', [resolve(KAFKA_DIR, script)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: timeoutMs,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return {
    ok: r.status === 0,
    stdout: r.stdout ?? '',
    detail: `${script} exited ${r.status ?? r.signal}${r.error ? ` (${r.error.message})` : ''}\n${r.stderr ?? ''}`,
  };
}

export default async function setup(project: TestProject): Promise<(() => void) | void> {
  if (process.env.HAVEN_TEST_NO_KAFKA === '1') return;
  const existing = process.env.KAFKA_BROKERS?.trim();
  if (existing) {
    if (reachable(existing)) {
      project.provide('kafkaBrokers', existing);
      return;
    }
    console.warn(`[kafka-global] KAFKA_BROKERS=${existing} does not answer; starting a local broker instead`);
    delete process.env.KAFKA_BROKERS;
  }

  const fetched = run('fetch.sh', {}, 170_000);
  if (!fetched.ok) {
    console.warn(`[kafka-global] could not fetch the Kafka jars; Kafka tests will fail\n${fetched.detail}`);
    return;
  }
  const port = await freePort();
  const controllerPort = await freePort([port]);
  const env = { KAFKA_PORT: String(port), KAFKA_CONTROLLER_PORT: String(controllerPort), KAFKA_WATCH_PID: String(process.pid) };
  const started = run('start.sh', env, 90_000);
  if (!started.ok) {
    run('stop.sh', env, 40_000);
    console.warn(`[kafka-global] could not start a Kafka broker; Kafka tests will fail\n${started.detail}`);
    return;
  }
  const brokers = started.stdout.trim().split('\n').pop() ?? `127.0.0.1:${port}`;
  process.env.KAFKA_BROKERS = brokers;
  project.provide('kafkaBrokers', brokers);

  return () => {
    const stopped = run('stop.sh', env, 40_000);
    if (!stopped.ok) console.warn(`[kafka-global] stopping the broker failed\n${stopped.detail}`);
    // Ports are random per run: the data directory is never reused.
    else rmSync(resolve(KAFKA_DIR, 'run', String(port)), { recursive: true, force: true });
    delete process.env.KAFKA_BROKERS;
  };
}
