/** A real HTTP receiver on 127.0.0.1 (webhook deliveries, alerts): records every request and answers from a script. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** the body as sent (signatures are checked over it) */
  body: string;
  at: number;
}

/** status code to answer, 'hang' (never answer), or a function deciding per request */
export type Reply = number | 'hang' | ((req: Received, n: number) => number | 'hang');

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  reply: Reply;
  /** resolves when `n` requests in total have arrived */
  waitFor(n: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** `port`: a fixed port (a test that starts the receiver late, after deliveries to it failed); default any free one */
export async function startReceiver(reply: Reply = 200, delayMs = 0, port = 0): Promise<Receiver> {
  const hanging: ServerResponse[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const state: Receiver = {
    url: '',
    port: 0,
    received: [],
    reply,
    async waitFor(n, timeoutMs = 10_000) {
      if (state.received.length >= n) return;
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`receiver got ${state.received.length} of ${n} requests`)), timeoutMs);
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(t);
            resolve();
          },
        });
      });
    },
    async close() {
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rec: Received = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      state.received.push(rec);
      for (const w of waiters.filter((w) => state.received.length >= w.n)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
      const r = state.reply;
      const answer = typeof r === 'function' ? r(rec, state.received.length) : r;
      if (answer === 'hang') {
        hanging.push(res);
        return;
      }
      const send = () => {
        res.statusCode = answer;
        res.setHeader('content-type', 'text/plain');
        res.end('ok');
      };
      if (delayMs > 0) setTimeout(send, delayMs);
      else send();
    });
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  state.port = (server.address() as AddressInfo).port;
  state.url = `http://127.0.0.1:${state.port}/hook`;
  return state;
}

/** a port on 127.0.0.1 with nothing listening (connection refused) */
export async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** Polls `cond` every 50 ms until it holds; throws naming `what` after `timeoutMs`. */
export async function waitUntil(cond: () => boolean | Promise<boolean>, timeoutMs = 30_000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
