/**
 * Hostile HTTP against `haven console` (a standalone server, ingress/plugins/standalone-http.ts): the platform
 * ingress's protections apply here too — JSON nested deeper than 64 levels, NUL in a body, a URL or a form, invalid
 * JSON, a wrong content type, an over-long body, malformed HTTP, a slow client, too many sockets from one IP. Each
 * answers a 4xx (or 503 for the socket cap) in Haven's error shape, and the console's stored state does not change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHavenError, openSocket, parseRawResponse, rawExchange, sleep, trickle } from '../faults/lib.js';
import { scored, startTestConsole } from './helpers.js';

let c: Awaited<ReturnType<typeof startTestConsole>>;
let host: string;

beforeAll(async () => {
  c = await startTestConsole({ HTTP_REQUEST_TIMEOUT_MS: '1500', HTTP_MAX_CONNECTIONS_PER_IP: '12' });
  host = new URL(c.url).host;
  // something stored, so "nothing changed" compares real rows
  expect((await c.call('POST', '/api/ingest', scored('hostile-1', 'u-1', 'hello'))).status).toBe(200);
  const rule = { id: 'hostile-rule', name: 'r', scope: 'session', conditions: { requiresAll: [{ code: 'verdict', operator: '==', value: 'danger' }] } };
  expect((await c.call('POST', '/api/watchlists', rule)).status).toBe(201);
});
afterAll(async () => {
  await c?.cleanup();
});

/** every table the console writes, counted, plus the retention settings */
async function state() {
  const counts: Record<string, number> = {};
  for (const t of [
    'console_sessions',
    'console_watchlists',
    'console_matches',
    'console_outbox',
    'console_audit',
    'console_settings',
    'console_ingest_payloads',
  ]) {
    counts[t] = Number((await c.rt.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${t}`)).rows[0]!.n);
  }
  const rules = (await c.call('GET', '/api/watchlists')).body;
  return { counts, rules };
}

const nest = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

const JSON_ROUTES: [string, string][] = [
  ['POST', '/api/ingest'],
  ['POST', '/api/ingest/batch'],
  ['POST', '/api/watchlists'],
  ['PUT', '/api/watchlists'],
  ['PATCH', '/api/watchlists'],
  ['DELETE', '/api/watchlists'],
  ['PATCH', '/api/settings'],
];

describe('JSON bodies: the ingress parser on every console route', () => {
  it('nesting deeper than 64 levels → 400 invalid_json with max_depth, on every JSON route; nothing changes', async () => {
    const before = await state();
    for (const [method, path] of JSON_ROUTES) {
      for (const body of [nest(65), `{"sessions":${nest(200)}}`, deepObject(5000)]) {
        const r = await c.call(method, path, body);
        expect(r.status, `${method} ${path}`).toBe(400);
        expectHavenError(r.body, 400, `${method} ${path}`);
        expect(r.body).toMatchObject({ code: 'invalid_json', max_depth: 64 });
      }
    }
    // 64 levels is allowed by the parser (and then refused by the route's schema, also in shape)
    const ok = await c.call('POST', '/api/ingest', `{"session_id":"d","user_id":"u","messages":${nest(62)}}`);
    expect(ok.status).toBe(400);
    expect(ok.body.code).toBe('invalid_request');
    expect(await state()).toEqual(before);
  });

  it('a NUL character (\\u0000) in a body → 400 on every JSON route; an escaped backslash before u0000 is text', async () => {
    const before = await state();
    for (const [method, path] of JSON_ROUTES) {
      const r = await c.call(method, path, '{"session_id":"a\\u0000b","user_id":"u","id":"x\\u0000"}');
      expect(r.status, `${method} ${path}`).toBe(400);
      expectHavenError(r.body);
      expect(r.body.message).toMatch(/NUL/);
    }
    const item = scored('hostile-nul', 'u-1', 'hello');
    const r = await c.call('POST', '/api/ingest', JSON.stringify({ ...item, messages: [{ role: 'user', content: 'a\u0000b' }] }));
    expect(r.status).toBe(400);
    expect(await state()).toEqual(before);
    // "\\u0000" in JSON is a backslash followed by text: accepted
    const text = await c.call('POST', '/api/ingest', { ...scored('hostile-text', 'u-1', 'literal \\u0000 text') });
    expect(text.status).toBe(200);
    await c.call('DELETE', '/api/sessions/hostile-text');
  });

  it('NUL in a URL (path or query) or in a UI form → 400 in shape; nothing changes', async () => {
    const before = await state();
    for (const url of ['/api/sessions/a%00b', '/api/sessions?q=a%00', '/api/watchlists?format=%00', '/sessions/a%00b']) {
      const r = await c.call('GET', url);
      expect(r.status, url).toBe(400);
      expectHavenError(r.body);
    }
    const del = await c.call('DELETE', '/api/sessions/hostile-1%00');
    expect(del.status).toBe(400);
    const form = await fetch(`${c.url}/ui/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'retentionDays=3%00',
      redirect: 'manual',
    });
    expect(form.status).toBe(400);
    expectHavenError(await form.json());
    expect(await state()).toEqual(before);
  });

  it('invalid JSON, an empty body, a wrong or missing content type, an over-long body → 4xx in shape; nothing changes', async () => {
    const before = await state();
    for (const [method, path] of JSON_ROUTES) {
      const bad = await c.call(method, path, '{"session_id": "x",');
      expect(bad.status, `${method} ${path}`).toBe(400);
      expectHavenError(bad.body);
      expect(bad.body.code).toBe('invalid_json');

      const empty = await fetch(c.url + path, { method, headers: { 'content-type': 'application/json' }, body: '' });
      expect(empty.status, `${method} ${path} empty`).toBe(400);
      expectHavenError(await empty.json());

      const wrongType = await fetch(c.url + path, { method, headers: { 'content-type': 'text/plain' }, body: '{"session_id":"x"}' });
      const form = await fetch(c.url + path, { method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'session_id=x' });
      expect(form.status, `${method} ${path} form`).toBe(415);
      expect(wrongType.status, `${method} ${path} text/plain`).toBe(415);
      const wb = (await wrongType.json()) as { code: string };
      expectHavenError(wb);
      expect(wb.code).toBe('unsupported_media_type');

      const xml = await fetch(c.url + path, { method, headers: { 'content-type': 'application/xml' }, body: '<a/>' });
      expect(xml.status).toBe(415);

      const array = await c.call(method, path, '[1,2]');
      expect(array.status, `${method} ${path} array`).toBe(400);
      expectHavenError(array.body);
    }
    const big = await c.call('POST', '/api/ingest', JSON.stringify({ session_id: 's', user_id: 'u', pad: 'x'.repeat(5 * 1024 * 1024) }));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'payload_too_large', max_bytes: 4 * 1024 * 1024 });
    expect(await state()).toEqual(before);
  });

  it('malformed HTTP → 400 malformed_request in shape, written on the socket', async () => {
    const { text } = await rawExchange(c.url, 'NOT-HTTP garbage\r\n\r\n');
    const r = parseRawResponse(text);
    expect(r.status).toBe(400);
    expectHavenError(r.body);
    expect(r.body.code).toBe('malformed_request');
  });
});

describe('sockets: slow clients and the per-IP connection cap', () => {
  it('a body trickled byte by byte is cut off after HTTP_REQUEST_TIMEOUT_MS with 408 in shape; nothing is stored', async () => {
    const before = await state();
    const body = JSON.stringify(scored('hostile-slow', 'u-1', 'slow'));
    const t = await trickle(
      c.url,
      `POST /api/ingest HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    // 1.5 s limit checked every second, not the 10 s of the trickle
    expect(t.closedAfterMs, 'the console closed the slow connection').toBeLessThan(8000);
    const r = parseRawResponse(t.text);
    expect(r.status).toBe(408);
    expectHavenError(r.body);
    expect(r.body.code).toBe('request_timeout');
    expect(await state()).toEqual(before);
  });

  it('one IP holds at most HTTP_MAX_CONNECTIONS_PER_IP sockets; the next gets 503 too_many_connections; the console keeps serving', async () => {
    const socks = await Promise.all(Array.from({ length: 12 }, () => openSocket(c.url)));
    const extra = await rawExchange(c.url, `GET /api/health HTTP/1.1\r\nHost: ${host}\r\n\r\n`, 2000);
    const r = parseRawResponse(extra.text);
    expect(r.status).toBe(503);
    expectHavenError(r.body);
    expect(r.body.code).toBe('too_many_connections');
    for (const x of socks) x.destroy();
    await sleep(200);
    expect((await c.call('GET', '/api/health')).status).toBe(200);
  });
});
