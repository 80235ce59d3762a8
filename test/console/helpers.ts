/** Test helpers: an in-process console on a temporary data directory, JSON calls (the clock is test/helpers/clock.ts). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConsoleConfig } from '../../console/config.js';
import { type RunningConsole, startConsole } from '../../console/role.js';
import type { FakeClock } from '../helpers/clock.js';
import { deletePrefixedTopics, uniqueTopicPrefix } from '../helpers/kafka-prefix.js';
import { scoreMessages } from './fixtures/scorer.js';

export async function startTestConsole(
  env: Record<string, string> = {},
  o: { clock?: FakeClock; dataDir?: string } = {},
): Promise<RunningConsole & { dataDir: string; call: Caller; cleanup(): Promise<void> }> {
  const dataDir = o.dataDir ?? mkdtempSync(join(tmpdir(), 'haven-console-'));
  // on Kafka, topics and groups of its own (test/helpers/stack.ts uniqueTopicPrefix), deleted again at cleanup
  const prefix = env.KAFKA_BROKERS ? (env.HAVEN_TOPIC_PREFIX ?? uniqueTopicPrefix()) : '';
  const cfg = loadConsoleConfig({
    CONSOLE_DATA_DIR: dataDir,
    CONSOLE_PORT: '0',
    LOG_LEVEL: 'silent',
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    ...env,
    ...(prefix ? { HAVEN_TOPIC_PREFIX: prefix } : {}),
  });
  const c = await startConsole(cfg, { clock: o.clock, deliveryPollMs: 50 });
  const call = caller(c.url);
  return {
    ...c,
    dataDir,
    call,
    async cleanup() {
      await c.stop();
      if (prefix && !env.HAVEN_TOPIC_PREFIX) await deletePrefixedTopics(env.KAFKA_BROKERS!, prefix).catch(() => undefined);
      if (!o.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Caller = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; body: any; headers: Headers }>;

export function caller(base: string): Caller {
  return async (method, path, body, headers = {}) => {
    const res = await fetch(base + path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
}

/** a pre-scored ingest body made with the fixture's scorer (same wire as the real classifier's log push) */
export function scored(
  session_id: string,
  user_id: string,
  userText: string,
  o: { agent_id?: string; detail?: boolean; extra?: { role: string; content: string }[] } = {},
) {
  const messages = [{ role: 'user', content: userText }, { role: 'assistant', content: 'I am here with you.' }, ...(o.extra ?? [])];
  return { session_id, user_id, agent_id: o.agent_id ?? 'agent-1', messages, classifier: scoreMessages(messages, { per_turn: true, detail: o.detail }) };
}

export async function until<T>(f: () => Promise<T | undefined | false>, ms = 15_000, what = 'condition'): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}
