import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitUntil } from '../helpers/receiver.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A 10-turn conversation with a distressed user (shared by tests and the bench). */
export const TEN_TURNS = [
  { role: 'user', content: 'hey, can I talk to you about something' },
  { role: 'assistant', content: 'Of course. I am here to listen. What is on your mind?' },
  { role: 'user', content: 'everything has been falling apart since I lost my job in march' },
  { role: 'assistant', content: 'That sounds really hard. Losing a job can shake everything. How have you been coping?' },
  { role: 'user', content: 'not well. I stopped sleeping and I barely eat' },
  { role: 'assistant', content: 'I am sorry you are going through this. Have you been able to talk to anyone close to you?' },
  { role: 'user', content: 'no one would care. honestly I think everyone would be better off without me' },
  { role: 'assistant', content: 'I am really glad you told me. When you say that, are you having thoughts of ending your life?' },
  { role: 'user', content: 'yes. I have been saving up my pills and I think tonight is the night' },
  {
    role: 'assistant',
    content:
      'Thank you for trusting me with this. Your safety matters right now. Please call or text 988, or your local emergency number, and stay with someone tonight.',
  },
] as const;

export interface OcularProcess {
  url: string;
  proc: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** `node bin/haven.mjs ocular` as its own process on a free port; resolves once it listens (not once it is ready). */
export async function spawnOcular(env: Record<string, string>): Promise<OcularProcess> {
  const proc = spawn(process.execPath, ['bin/haven.mjs', 'ocular'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', OCULAR_PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  let exited = false;
  proc.on('exit', () => (exited = true));
  await waitUntil(() => exited || /listening on (http:\/\/\S+)/.test(out), 60_000, 'haven ocular to listen');
  const m = /listening on (http:\/\/\S+)/.exec(out);
  if (!m) throw new Error(`haven ocular did not start:\n${out}`);
  return {
    url: m[1]!.replace('localhost', '127.0.0.1'),
    proc,
    output: () => out,
    async stop() {
      if (exited) return;
      const done = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
      if (!exited) proc.kill('SIGKILL');
    },
  };
}

/** Runs a CLI command to its end; returns the exit code and the output. */
export async function runHaven(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const proc = spawn(process.execPath, ['bin/haven.mjs', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const code = await new Promise<number | null>((r) => proc.once('exit', r));
  return { code, out };
}

export async function waitReady(url: string, timeoutMs = 120_000): Promise<void> {
  await waitUntil(
    async () =>
      (await fetch(url + '/health')
        .then((r) => r.status)
        .catch(() => 0)) === 200,
    timeoutMs,
    `${url} to be ready`,
  );
}

/** A real HTTP server that answers every request after `delayMs` with `status` and `body` (an upstream classifier's stand-in in relay tests). */
export async function startSlowServer(o: {
  delayMs: number;
  status?: number;
  body: string;
}): Promise<{ url: string; hits: () => number; close(): Promise<void> }> {
  let hits = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hits++;
      setTimeout(() => {
        res.statusCode = o.status ?? 200;
        res.setHeader('content-type', 'application/json');
        res.end(o.body);
      }, o.delayMs);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** A loopback port nothing listens on. */
export async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

export const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await r.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: r.status, body: json, headers: r.headers, text };
};
