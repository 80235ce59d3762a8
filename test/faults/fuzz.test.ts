/**
 * Fault suite (issue 8): a bounded, seeded fuzz run over every route of a real Haven. Thousands of requests with
 * mutated bodies, queries, path parameters, methods, content types and credentials: no response may be a 5xx, and
 * every error body must be in Haven's shape (the widget page, an HTML page by design, answers errors in HTML).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../scripts/train/harmful-prompt/synth.js';
import { at, cycle } from '../helpers/at.js';
import { api, type Stack, startStack } from '../helpers/stack.js';

const SEED = 20261124;
const REQUESTS = Number(process.env.HAVEN_FUZZ_REQUESTS ?? 2000);
const CONCURRENCY = 12;

const ROUTES: { method: string; path: string; body?: () => unknown; query?: Record<string, string> }[] = [
  {
    method: 'POST',
    path: '/v1/steer',
    body: () => ({ system_prompt: 'You are a bank assistant. Never give investment advice.', proposed_response: 'Hello!' }),
  },
  { method: 'POST', path: '/v1/try/steer', body: () => ({ system_prompt: 'You are a helper.', proposed_response: 'Hi.' }) },
  { method: 'GET', path: '/v1/steer/cache/stats' },
  { method: 'POST', path: '/v1/webhooks', body: () => ({ url: 'https://example.com/hook', min_severity: 'high', description: 'fuzz' }) },
  { method: 'GET', path: '/v1/webhooks' },
  { method: 'GET', path: '/v1/webhooks/:id' },
  { method: 'PUT', path: '/v1/webhooks/:id', body: () => ({ enabled: false }) },
  { method: 'DELETE', path: '/v1/webhooks/:id' },
  { method: 'POST', path: '/v1/webhooks/:id/regenerate-secret' },
  { method: 'POST', path: '/v1/webhooks/:id/test' },
  { method: 'GET', path: '/v1/webhooks/:id/events', query: { limit: '5' } },
  { method: 'GET', path: '/v1/signpost', query: { country: 'GB' } },
  { method: 'GET', path: '/v1/signpost/smart', query: { country: 'US', query: 'I need someone to talk to' } },
  { method: 'GET', path: '/v1/try/signpost/smart', query: { country: 'US', query: 'help' } },
  { method: 'GET', path: '/v1/signpost/search', query: { query: 'suicide helpline' } },
  { method: 'GET', path: '/v1/signpost/countries' },
  { method: 'GET', path: '/v1/signpost/detect-country' },
  { method: 'GET', path: '/v1/signpost/:id' },
  { method: 'GET', path: '/v1/resources', query: { country: 'GB' } },
  { method: 'GET', path: '/resources', query: { country: 'GB' } },
  { method: 'GET', path: '/health' },
  { method: 'GET', path: '/metrics' },
];

const NASTY_STRINGS = [
  '',
  ' ',
  'x'.repeat(60_000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀'.repeat(100),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '\\u0000',
  'null',
  '-1',
  '1e309',
  'NaN',
  '\u202e',
  'ＡＢＣ',
  '\r\n\r\n',
];
const NASTY_VALUES: unknown[] = [null, true, 0, -1, 1e308, 3.14, [], {}, [[[[]]]], { __proto__: { admin: true } }, ...NASTY_STRINGS];

let s: Stack;
let keys: string[];
const webhookIds: string[] = [];

beforeAll(async () => {
  s = await startStack('embedded', { env: { HTTP_MAX_CONNECTIONS_PER_IP: '0' } });
  keys = await Promise.all(Array.from({ length: 40 }, async () => (await s.newKey({ balanceUsd: 5 })).key));
  for (const key of keys.slice(0, 3)) {
    const w = await api(s.url, '/v1/webhooks', { key, body: { url: 'https://example.com/fuzz' } });
    if (w.status === 200) webhookIds.push(w.body.id);
  }
});
afterAll(async () => {
  await s?.stop();
});

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) UTF-8 bytes instead of throwing */
const enc = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};

function mutate(r: () => number, v: unknown, depth = 0): unknown {
  const pick = <T>(xs: T[]) => at(xs, Math.floor(r() * xs.length));
  if (v && typeof v === 'object' && !Array.isArray(v) && depth < 3) {
    const o: Record<string, unknown> = { ...(v as Record<string, unknown>) };
    const keysOf = Object.keys(o);
    const roll = r();
    if (roll < 0.3 && keysOf.length) o[pick(keysOf)] = pick(NASTY_VALUES);
    else if (roll < 0.45 && keysOf.length) delete o[pick(keysOf)];
    else if (roll < 0.6) o[pick(['extra', '__proto__', 'constructor', 'messages', 'url', 'events', ''])] = pick(NASTY_VALUES);
    else if (roll < 0.7 && keysOf.length) o[pick(keysOf)] = mutate(r, o[pick(keysOf)], depth + 1);
    return o;
  }
  return pick(NASTY_VALUES);
}

function rawBody(r: () => number, base: unknown): string | undefined {
  const roll = r();
  if (roll < 0.55) return JSON.stringify(mutate(r, base));
  if (roll < 0.6) return JSON.stringify(base);
  if (roll < 0.67) return '['.repeat(1 + Math.floor(r() * 20_000)) + ']'.repeat(Math.floor(r() * 3));
  if (roll < 0.72) return '{"a":' + '{"b":'.repeat(200) + '1' + '}'.repeat(201);
  if (roll < 0.78) return JSON.stringify(base).slice(0, Math.floor(r() * 30));
  if (roll < 0.83) return Buffer.from(Array.from({ length: 64 }, () => Math.floor(r() * 256))).toString('latin1');
  if (roll < 0.88) return '';
  if (roll < 0.93) return JSON.stringify({ deep: 'x\\u0000y' }).replace('\\\\u0000', '\\u0000');
  return undefined;
}

describe('seeded fuzz over every route', () => {
  it(`${REQUESTS} requests: no 5xx, every error in Haven's shape`, async () => {
    const r = mulberry32(SEED);
    const pick = <T>(xs: T[]) => at(xs, Math.floor(r() * xs.length));
    const plans = Array.from({ length: REQUESTS }, (_, i) => {
      const route = cycle(ROUTES, i);
      const id = pick([
        ...webhookIds,
        'wh_' + 'f'.repeat(24),
        'x'.repeat(Math.floor(r() * 400)),
        '%E0%A4%A',
        '..%2F..%2Fadmin',
        'res_1',
        '%00',
        pick(NASTY_STRINGS).slice(0, 200),
      ]);
      let path = route.path.replace(':id', enc(id).replace(/%25/g, r() < 0.5 ? '%' : '%25'));
      const q = { ...route.query };
      if (r() < 0.5)
        for (const k of Object.keys(q).concat(['limit', 'cursor', 'country', 'query', 'threshold'])) if (r() < 0.3) q[k] = pick(NASTY_STRINGS).slice(0, 5000);
      const qs = Object.entries(q)
        .map(([k, v]) => `${enc(k)}=${r() < 0.1 ? v : enc(v)}`)
        .join('&');
      if (qs) path += `?${qs}`;
      const method = r() < 0.1 ? pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) : route.method;
      const headers: Record<string, string> = {};
      const auth = r();
      const key = pick(keys);
      if (auth < 0.8) headers.authorization = `Bearer ${key}`;
      else if (auth < 0.85) headers.authorization = `Bearer service_live_${'A'.repeat(32)}`;
      else if (auth < 0.9) headers.authorization = 'Basic Zm9vOmJhcg==';
      if (r() < 0.2) headers['x-request-id'] = pick(['fuzz-id-00000001', 'fuzz-id-00000002', 'short', 'x'.repeat(200)]);
      const body = method === 'GET' || method === 'DELETE' || method === 'OPTIONS' ? (r() < 0.05 ? '{}' : undefined) : rawBody(r, route.body?.() ?? {});
      if (body !== undefined)
        headers['content-type'] =
          r() < 0.92
            ? 'application/json'
            : pick(['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'multipart/form-data']);
      return { method, path, headers, body, route: route.path };
    });
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const perRoute = new Map<string, number>();
    const slow: string[] = [];
    let next = 0;
    const t0 = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < plans.length) {
          const p = at(plans, next++);
          let status: number;
          let text: string;
          let ctype: string;
          const started = Date.now();
          try {
            const send = () => fetch(s.url + p.path, { method: p.method, headers: p.headers, body: p.body, signal: AbortSignal.timeout(30_000) });
            // a reused keep-alive socket the server closed at the same moment is the client's race, not an answer: once more
            const res = await send().catch((e: Error) => (/fetch failed/.test(e.message) ? send() : Promise.reject(e)));
            status = res.status;
            ctype = res.headers.get('content-type') ?? '';
            text = await res.text();
          } catch (e) {
            // fetch refuses some URLs/methods itself (e.g. a GET with a body): not a server answer
            if (
              /Request with GET\/HEAD method cannot have body|Invalid URL|invalid method/i.test(
                String((e as Error).message) + String((e as { cause?: Error }).cause?.message),
              )
            )
              continue;
            failures.push(`${p.method} ${p.path.slice(0, 80)}: ${(e as Error).message}`);
            continue;
          }
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          perRoute.set(p.route, (perRoute.get(p.route) ?? 0) + Date.now() - started);
          if (status === 503) slow.push(`${p.method} ${p.path.slice(0, 60)} ${text.slice(0, 80)}`);
          if (status >= 500 && status !== 503) failures.push(`${status} ${p.method} ${p.path.slice(0, 80)} ${text.slice(0, 200)}`);
          if (status === 503 && !/service_unavailable|engine_timeout/.test(text)) failures.push(`503 ${p.method} ${p.path.slice(0, 80)} ${text.slice(0, 200)}`);
          if (status >= 400) {
            if (p.path.startsWith('/resources') && ctype.includes('text/html')) continue;
            let body: any;
            try {
              body = JSON.parse(text);
            } catch {
              body = undefined;
            }
            const ok =
              body &&
              typeof body.error === 'string' &&
              typeof body.code === 'string' &&
              /^[a-z][a-z0-9_]*$/.test(body.code) &&
              typeof body.message === 'string' &&
              typeof body.request_id === 'string';
            if (!ok) failures.push(`shape ${status} ${p.method} ${p.path.slice(0, 80)}: ${text.slice(0, 200)}`);
          }
        }
      }),
    );
    const hist = [...statuses.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([k, v]) => `${k}:${v}`)
      .join(' ');
    console.log(
      `[faults] fuzz seed ${SEED}: ${[...statuses.values()].reduce((a, b) => a + b, 0)} answered in ${Date.now() - t0} ms over ${ROUTES.length} routes; statuses ${hist}`,
    );
    if (process.env.HAVEN_FUZZ_DEBUG) console.log([...perRoute].sort((a, b) => b[1] - a[1]).slice(0, 8), slow.slice(0, 8));
    expect(failures.slice(0, 20)).toEqual([]);
    expect([...statuses.keys()].filter((k) => k >= 500 && k !== 503)).toEqual([]);
  }, 420_000);
});
