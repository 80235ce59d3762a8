/**
 * Fault suite (issue 8, items 4, 5 and 8, and NUL at the ingress): hostile HTTP against a real Haven. Every
 * framework-level error answers in Haven's error shape with a request id and without echoing the path; deep JSON
 * is refused at parse time on every route; NUL is refused with a 400 on every route; slow clients are cut off; one
 * IP cannot hold every socket; a 5xx is logged with its stack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at } from '../helpers/at.js';
import { api, type Stack, startStack } from '../helpers/stack.js';
import { expectHavenError, openSocket, parseRawResponse, rawExchange, sleep, trickle } from './lib.js';

let s: Stack;
let key: string;
let host: string;

beforeAll(async () => {
  s = await startStack('embedded', { env: { HTTP_REQUEST_TIMEOUT_MS: '1500', HTTP_MAX_CONNECTIONS_PER_IP: '20' } });
  key = (await s.newKey({ balanceUsd: 5 })).key;
  host = new URL(s.url).host;
});
afterAll(async () => {
  await s?.stop();
});

const nest = (n: number) => '['.repeat(n) + ']'.repeat(n);

describe('framework-level errors are in Haven shape (item 8)', () => {
  it('unknown route: 404 without the path echoed', async () => {
    const r = await api(s.url, '/v1/secret-probe-path-xyz?q=1');
    expect(r.status).toBe(404);
    expectHavenError(r.body);
    expect(r.text).not.toContain('secret-probe-path-xyz');
    expect(r.body.request_id).toBe(r.headers.get('x-request-id'));
  });

  it('bad URL encoding: 400 without the path echoed', async () => {
    const { text } = await rawExchange(
      s.url,
      `GET /v1/webhooks/%E0%A4%A-probe HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${key}\r\nConnection: close\r\n\r\n`,
    );
    const r = parseRawResponse(text);
    expect(r.status).toBe(400);
    expectHavenError(r.body);
    expect(text).not.toContain('probe');
  });

  it('path parameter too long: 4xx in shape, path not echoed', async () => {
    const long = 'a'.repeat(300);
    const r = await api(s.url, `/v1/webhooks/${long}`, { key });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expectHavenError(r.body);
    expect(r.text).not.toContain(long);
  });

  it('headers too large: 431 in shape', async () => {
    const { text } = await rawExchange(s.url, `GET /health HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'b'.repeat(40_000)}\r\n\r\n`);
    const r = parseRawResponse(text);
    expect(r.status).toBe(431);
    expectHavenError(r.body);
  });

  it('malformed HTTP: 400 in shape', async () => {
    for (const raw of ['GARBAGE\r\n\r\n', `GET / HTTP/1.1\r\nHost: ${host}\r\nContent-Length: abc\r\n\r\n`, `GET /health HTTP/9.9\r\n\r\n`]) {
      const { text } = await rawExchange(s.url, raw);
      const r = parseRawResponse(text);
      expect(r.status, raw).toBe(400);
      expectHavenError(r.body, 400, raw);
    }
  });

  it('415, 413 and invalid JSON in shape', async () => {
    const t = await api(s.url, '/v1/webhooks', { key, raw: 'url=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(t.status).toBe(415);
    expectHavenError(t.body);
    // text/plain too (fastify parses it by default), on every kind of body route
    for (const path of ['/v1/webhooks', '/v1/steer', '/v1/evaluate', '/v1/try/steer']) {
      const plain = await api(s.url, path, { key, raw: '{"url":"x"}', headers: { 'content-type': 'text/plain' } });
      expect(plain.status, path).toBe(415);
      expectHavenError(plain.body);
    }
    const big = await api(s.url, '/v1/webhooks', { key, raw: JSON.stringify({ description: 'x'.repeat(600_000) }) });
    expect(big.status).toBe(413);
    expectHavenError(big.body);
    const bad = await api(s.url, '/v1/webhooks', { key, raw: '{"url":' });
    expect(bad.status).toBe(400);
    expectHavenError(bad.body);
  });

  it('a request arriving while the instance shuts down: 503 in shape', async () => {
    // A second ingress (its own reply topic) on the same runtime, so closing it leaves the stack running.
    const { buildIngress } = await import('../../ingress/app.js');
    const ing = await buildIngress({ ...s.rt, instanceId: `${s.rt.instanceId}-second` });
    const base = (await ing.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
    const sock = await openSocket(base);
    let text = '';
    sock.on('data', (d) => (text += d));
    sock.on('error', () => undefined);
    // Request A is in flight (its body is not complete) when close() starts; B is pipelined behind it.
    const bodyA = JSON.stringify({ system_prompt: 'You are a helpful assistant.', proposed_response: 'Hello.' });
    sock.write(`POST /v1/try/steer HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${bodyA.length}\r\n\r\n${bodyA.slice(0, 10)}`);
    await sleep(200);
    const closed = ing.close();
    await sleep(200);
    sock.write(bodyA.slice(10) + `GET /health HTTP/1.1\r\nHost: x\r\n\r\n`);
    await closed.catch(() => undefined);
    await sleep(200);
    sock.destroy();
    const second = text.slice(text.indexOf('HTTP/1.1', 10));
    const r = parseRawResponse(second);
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ code: 'shutting_down' });
    expectHavenError(r.body);
  });
});

describe('deep nesting and NUL are refused at parse time on every route (items 3 and 4)', () => {
  const bodyRoutes: [string, string][] = [
    ['POST', '/v1/webhooks'],
    ['POST', '/v1/steer'],
    ['POST', '/v1/try/steer'],
  ];
  it('5,000 and 100,000 levels: 400 invalid_json, never 500', async () => {
    for (const [method, path] of bodyRoutes) {
      for (const depth of [5_000, 100_000]) {
        const raw = `{"url":"https://example.com","description":${nest(depth)}}`;
        const r = await api(s.url, path, { method, key, raw });
        expect(r.status, `${path} ${depth}`).toBe(400);
        expectHavenError(r.body);
      }
    }
    const put = await api(s.url, '/v1/webhooks/wh_0123456789abcdef01234567', { method: 'PUT', key, raw: `{"description":${nest(5000)}}` });
    expect(put.status).toBe(400);
    expect(put.body.code).toBe('invalid_json');
  });

  it('NUL in the body (system_prompt, description) or the URL: immediate 400', async () => {
    const t0 = Date.now();
    const a = await api(s.url, '/v1/steer', { key, body: { system_prompt: 'You are kind.\u0000', proposed_response: 'ok' } });
    const b = await api(s.url, '/v1/webhooks', { key, body: { url: 'https://example.com/h', description: 'a\u0000b' } });
    const c = await api(s.url, '/v1/webhooks/wh_0123456789abcdef01234567/events?cursor=%00', { key });
    for (const r of [a, b, c]) {
      expect(r.status).toBe(400);
      expectHavenError(r.body);
      expect(r.body.message).toMatch(/NUL/);
    }
    expect(Date.now() - t0).toBeLessThan(10_000); // not the 15 s reply timeout
    // an escaped backslash followed by "u0000" is text, not NUL
    const ok = await api(s.url, '/v1/try/steer', { body: { system_prompt: 'Literal \\u0000 text.', proposed_response: 'ok' } });
    expect(ok.status).toBe(200);
  });
});

describe('slow clients and connection caps (item 5)', () => {
  it('a body trickled byte by byte is cut off after HTTP_REQUEST_TIMEOUT_MS', async () => {
    const t = await trickle(
      s.url,
      `POST /v1/try/steer HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
      '{'.repeat(40),
    );
    // 1.5 s limit, checked every second: closed long before the 10 s the trickle would take
    expect(t.closedAfterMs, 'the server closed the slow connection').toBeLessThan(8000);
    if (t.text) {
      const r = parseRawResponse(t.text);
      expect(r.status).toBe(408);
      expectHavenError(r.body);
    }
  });

  it('one IP holds at most HTTP_MAX_CONNECTIONS_PER_IP sockets; the 21st gets 503 in shape', async () => {
    const socks = await Promise.all(Array.from({ length: 20 }, () => openSocket(s.url)));
    const extra = await rawExchange(s.url, `GET /health HTTP/1.1\r\nHost: ${host}\r\n\r\n`, 2000);
    const r = parseRawResponse(extra.text);
    expect(r.status).toBe(503);
    expect(r.body.code).toBe('too_many_connections');
    expectHavenError(r.body);
    for (const x of socks) x.destroy();
    await sleep(200);
    expect((await api(s.url, '/health')).status).toBe(200);
  });
});

describe('every 5xx is logged with its stack and request id (item 4)', () => {
  it('an unhandled error answers 500 in shape and writes one error line', async () => {
    const Fastify = (await import('fastify')).default;
    const { registerErrorHandling } = await import('../../ingress/plugins/errors.js');
    const { genRequestId } = await import('../../ingress/plugins/request-id.js');
    const lines: { obj: any; msg?: string }[] = [];
    const app = Fastify({ genReqId: genRequestId });
    registerErrorHandling(app, { error: ((obj: object, msg?: string) => lines.push({ obj, msg })) as never });
    app.get('/boom', async () => {
      JSON.stringify(JSON.parse(nest(3000)), (_k, v) => v, 0);
      throw new RangeError('Maximum call stack size exceeded');
    });
    const r = await app.inject({ method: 'GET', url: '/boom' });
    expect(r.statusCode).toBe(500);
    const body = r.json();
    expectHavenError(body);
    expect(lines).toHaveLength(1);
    expect(at(lines, 0).obj.request_id).toBe(body.request_id);
    expect(at(lines, 0).obj.err.stack).toMatch(/RangeError/);
    await app.close();
  });
});
