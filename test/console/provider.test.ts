/**
 * PROVIDER_URL, Haven's contract (docs/console.md "PROVIDER_URL"), against a real local HTTP server: the request the
 * console sends (path, percent-encoding, headers, token, request id), both answer shapes, and every failure — 404,
 * another status, a timeout, a refused connection, a body that is not JSON or not the contract's shape, an oversized
 * body, a redirect. A failure never fails the session: it is answered without a transcript and says why. Content
 * fetched from the provider is shown and never stored.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProviderMessages, PROVIDER_MAX_BYTES } from '../../console/classifier/provider.js';
import { scored, startTestConsole } from './helpers.js';

let c: Awaited<ReturnType<typeof startTestConsole>>;
let provider: Server;
let providerUrl: string;
const seen: IncomingMessage[] = [];
const MESSAGES = [
  { role: 'user', content: 'provider text' },
  { role: 'assistant', content: 'reply' },
];

beforeAll(async () => {
  provider = createServer((req, res) => {
    seen.push(req);
    const m = /^\/base\/sessions\/([^/]+)\/messages$/.exec(req.url ?? '');
    const id = m ? decodeURIComponent(m[1]!) : '';
    res.setHeader('content-type', 'application/json');
    switch (id) {
      case 'p-object':
      case 'p a/b?c#d':
        return res.end(JSON.stringify({ messages: MESSAGES }));
      case 'p-array':
        return res.end(JSON.stringify(MESSAGES));
      case 'p-500':
        res.statusCode = 500;
        return res.end('{"error":"boom"}');
      case 'p-slow':
        return void setTimeout(() => res.end(JSON.stringify(MESSAGES)), 4000);
      case 'p-not-json':
        return res.end('<html>not json</html>');
      case 'p-wrong-shape':
        return res.end(JSON.stringify({ messages: [{ role: 'user' }] }));
      case 'p-empty':
        return res.end(JSON.stringify({ messages: [] }));
      case 'p-redirect':
        res.statusCode = 302;
        res.setHeader('location', '/base/sessions/p-object/messages');
        return res.end();
      case 'p-huge':
        // declared larger than the cap: refused before reading
        res.setHeader('content-length', String(PROVIDER_MAX_BYTES + 1));
        return res.end();
      case 'p-stream': {
        // streamed without a content-length: the cap applies to what arrives
        res.write('{"messages":[{"role":"user","content":"');
        const chunk = 'x'.repeat(1024 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 20 && res.write(chunk)) sent++;
          if (sent < 20) res.once('drain', pump);
          else res.end('"}]}');
        };
        res.on('error', () => undefined);
        return pump();
      }
      default:
        res.statusCode = 404;
        return res.end('{}');
    }
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  providerUrl = `http://127.0.0.1:${(provider.address() as { port: number }).port}/base`;
  c = await startTestConsole({ PROVIDER_URL: providerUrl, PROVIDER_TIMEOUT_MS: '1000', PROVIDER_TOKEN: 'provider-secret-token' });
  for (const id of ['p-object', 'p a/b?c#d', 'p-array', 'p-500', 'p-slow', 'p-not-json', 'p-wrong-shape', 'p-empty', 'p-redirect', 'p-huge', 'p-unknown']) {
    const body = scored(id, 'u-p', 'x');
    delete (body as { messages?: unknown }).messages;
    expect((await c.call('POST', '/api/ingest', body)).status).toBe(200);
  }
  expect((await c.call('POST', '/api/ingest', scored('p-stored', 'u-p', 'stored text'))).status).toBe(200);
});
afterAll(async () => {
  await c?.cleanup();
  provider?.closeAllConnections();
  await new Promise((r) => provider?.close(r));
});

const get = (id: string) => c.call('GET', `/api/sessions/${encodeURIComponent(id)}`);

describe('the request', () => {
  it('GET <PROVIDER_URL>/sessions/<id>/messages, the id percent-encoded, with Accept, User-Agent, X-Request-Id and the token', async () => {
    seen.length = 0;
    const r = await get('p a/b?c#d');
    expect(r.status).toBe(200);
    expect(r.body.turns_source).toBe('provider');
    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(req.method).toBe('GET');
    expect(req.url).toBe('/base/sessions/p%20a%2Fb%3Fc%23d/messages');
    expect(req.headers.accept).toBe('application/json');
    expect(req.headers['user-agent']).toBe('haven-console');
    expect(req.headers.authorization).toBe('Bearer provider-secret-token');
    expect(req.headers['x-request-id']).toBe(r.headers.get('x-request-id'));
  });

  it('a session with a stored transcript never asks the provider', async () => {
    seen.length = 0;
    const r = await get('p-stored');
    expect(r.body.turns_source).toBe('stored');
    expect(seen).toHaveLength(0);
  });
});

describe('answers', () => {
  it('{messages: [...]} and the bare array are shown and not stored', async () => {
    for (const id of ['p-object', 'p-array']) {
      const r = await get(id);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ turns_source: 'provider', message_count: 2 });
      expect(r.body.turns).toEqual([
        { turn: 0, role: 'user', content: 'provider text' },
        { turn: 1, role: 'assistant', content: 'reply' },
      ]);
      expect(r.body.turns_error).toBeUndefined();
      const row = await c.rt.db.query<{ turns_json: string }>('SELECT turns_json FROM console_sessions WHERE session_id = $1', [id]);
      expect(row.rows[0]!.turns_json).toBe('[]');
    }
    const page = await fetch(`${c.url}/sessions/p-object`);
    expect(await page.text()).toContain('provider text');
  });

  it('404 and an empty list: no transcript, no error', async () => {
    for (const id of ['p-unknown', 'p-empty']) {
      const r = await get(id);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ turns_source: 'none', turns: [] });
    }
    expect((await get('p-unknown')).body.turns_error).toMatch(/404/);
    expect((await get('p-empty')).body.turns_error).toBeUndefined();
  });

  it('each failure answers the session without a transcript and with the reason, within the timeout', async () => {
    const cases: [string, RegExp][] = [
      ['p-500', /answered 500/],
      ['p-slow', /did not answer within 1000 ms/],
      ['p-not-json', /not JSON/],
      ['p-wrong-shape', /not \{messages/],
      ['p-redirect', /answered 302/],
      ['p-huge', new RegExp(`larger than ${PROVIDER_MAX_BYTES} bytes`)],
    ];
    for (const [id, reason] of cases) {
      const t0 = Date.now();
      const r = await get(id);
      expect(r.status, id).toBe(200);
      expect(r.body.turns_source, id).toBe('none');
      expect(r.body.turns_error, id).toMatch(reason);
      expect(Date.now() - t0, id).toBeLessThan(5000);
    }
    // streamed without a length: the cap counts what arrives (a small cap here, so the load of the machine cannot matter)
    const streamed = await fetchProviderMessages(providerUrl, 'p-stream', { timeoutMs: 10_000, maxBytes: 256 * 1024 });
    expect(streamed).toMatchObject({ ok: false, reason: "the provider's answer is larger than 262144 bytes" });
    const page = await (await fetch(`${c.url}/sessions/p-500`)).text();
    expect(page).toContain('The provider (PROVIDER_URL) gave none: the provider answered 500.');
  });

  it('a provider that is down (connection refused) is a failure, not an error of the console', async () => {
    const dead = createServer();
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', r));
    const port = (dead.address() as { port: number }).port;
    await new Promise((r) => dead.close(r));
    const r = await fetchProviderMessages(`http://127.0.0.1:${port}`, 's', { timeoutMs: 1000 });
    expect(r).toMatchObject({ ok: false, notFound: false, reason: expect.stringMatching(/could not be reached/) });
    // "." and ".." would name another path at the provider: not sent
    seen.length = 0;
    expect(await fetchProviderMessages(providerUrl, '..', { timeoutMs: 1000 })).toMatchObject({ ok: false });
    expect(seen).toHaveLength(0);
  });
});
