/**
 * The OpenAPI document: every registered route declares `config.openapi` (collected with fastify's onRoute hook,
 * so routes added by any module are checked), /openapi.json validates against the OpenAPI 3.1 schema and lists
 * every public route, and /docs renders it without anything from outside.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config.js';
import { expectPart, reportPart } from '../../infra/readiness.js';
import { openRuntime, type Runtime } from '../../infra/runtime.js';
import { buildIngress, type Ingress } from '../../ingress/app.js';
import { openApiPath } from '../../ingress/openapi/document.js';
import { routesOf } from '../../ingress/openapi/routes.js';

let rt: Runtime;
let ingress: Ingress;
const dir = mkdtempSync(join(tmpdir(), 'haven-openapi-'));

beforeAll(async () => {
  rt = await openRuntime(loadConfig({ HAVEN_DATA_DIR: dir, LOG_LEVEL: 'silent', PORT: '0' }), { role: 'test' });
  // the admin routes are registered too (with a token), so they are checked like every other route
  ingress = await buildIngress(rt, { adminToken: 'x'.repeat(32) });
});
afterAll(async () => {
  await ingress?.close();
  await rt?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('CLI key administration (the admin routes `haven keys …` calls) and the lazy CLI', () => {
  const admin = (url: string, payload: unknown) =>
    ingress.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-haven-admin-token': 'x'.repeat(32) } });

  it('keys create --count, keys list, keys revoke', async () => {
    const made = (await admin('/admin/keys', { balance_usd: 1, count: 3 })).json();
    expect(made.keys).toHaveLength(3);
    const listed = (await admin('/admin/keys/list', {})).json().keys as { key_id: string; prefix: string }[];
    for (const k of made.keys) {
      const row = listed.find((x) => x.key_id === k.key_id)!;
      expect(row.prefix).toBe(`${k.key.slice(0, 17)}…`);
      expect(JSON.stringify(row)).not.toContain(k.key); // the key itself is never shown again
    }
    const revoked = await admin('/admin/keys/revoke', { key_id: made.keys[0].key_id });
    expect(revoked.json()).toMatchObject({ revoked: true });
    expect((await admin('/admin/keys/revoke', { key_id: made.keys[0].key_id })).statusCode).toBe(404);
    const after = (await admin('/admin/keys/list', {})).json().keys as { key_id: string }[];
    expect(after.map((k) => k.key_id)).not.toContain(made.keys[0].key_id);
    const all = (await admin('/admin/keys/list', { include_revoked: true })).json().keys as { key_id: string; revoked_at: string | null }[];
    expect(all.find((k) => k.key_id === made.keys[0].key_id)!.revoked_at).toEqual(expect.any(String));
    // a revoked key is refused
    const r = await ingress.app.inject({ method: 'GET', url: '/v1/billing/balance', headers: { authorization: `Bearer ${made.keys[0].key}` } });
    expect(r.statusCode).toBe(401);
  });

  it('haven --version and --help answer without loading the runtime', async () => {
    const { execFileSync } = await import('node:child_process');
    expect(execFileSync('node', ['bin/haven.mjs', '--version']).toString().trim()).toBe('0.1.0');
    const help = execFileSync('node', ['bin/haven.mjs', 'keys', '--help']).toString();
    expect(help).toMatch(/list/);
    expect(help).toMatch(/revoke/);
    // lazy: the CLI module imports nothing heavy at the top (every runtime import is inside an action)
    const src = (await import('node:fs')).readFileSync('app/cli.ts', 'utf8');
    const topImports = src.split('\n').filter((l) => /^import (?!type)/.test(l));
    expect(topImports.every((l) => /'node:|'commander'/.test(l))).toBe(true);
  });
});

describe('health, readiness, degraded', () => {
  it('/healthz is alive; /readyz waits for every reported part; /health says degraded with the reason', async () => {
    const get = async (url: string) => ingress.app.inject({ method: 'GET', url });
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await get('/readyz')).statusCode).toBe(200);
    expect((await get('/health')).json().status).toBe('ok');
    expectPart(rt, 'directory', 'loading (seeding on first start)');
    const waiting = await get('/readyz');
    expect(waiting.statusCode).toBe(503);
    expect(waiting.json()).toEqual({ ready: false, waiting_for: ['directory: loading (seeding on first start)'] });
    reportPart(rt, 'directory', { ready: true, ok: true, detail: 'version 1' });
    reportPart(rt, 'search', { ready: true, ok: false, detail: 'semantic search is off: the sentence-embedding model files are missing' });
    expect((await get('/readyz')).statusCode).toBe(200);
    const h = await get('/health');
    expect(h.statusCode).toBe(200);
    expect(h.json()).toMatchObject({
      status: 'degraded',
      reasons: ['search: semantic search is off: the sentence-embedding model files are missing'],
      checks: { search: { ok: false }, directory: { ok: true }, database: { ok: true } },
    });
  });
});

describe('OpenAPI', () => {
  it('every registered route declares config.openapi', () => {
    const routes = routesOf(ingress.app);
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((r) => !r.doc).map((r) => `${r.method} ${r.url}`);
    expect(missing, 'routes without config.openapi (add { config: { openapi: { summary, tags, … } } })').toEqual([]);
    for (const r of routes) {
      expect(r.doc!.summary.length, `${r.method} ${r.url} summary`).toBeGreaterThan(3);
      expect(r.doc!.tags.length, `${r.method} ${r.url} tags`).toBeGreaterThan(0);
    }
  });

  it('/openapi.json is a valid OpenAPI 3.1 document listing every public route', async () => {
    const res = await ingress.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const v = new Validator();
    const result = await v.validate(doc);
    expect(result.errors ?? [], JSON.stringify(result.errors)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(v.version).toBe('3.1');
    const listed = new Set(Object.entries(doc.paths as Record<string, object>).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)));
    for (const r of routesOf(ingress.app)) {
      const k = `${r.method} ${openApiPath(r.url)}`;
      if (r.doc?.hidden) expect(listed.has(k), k).toBe(false);
      else expect(listed.has(k), k).toBe(true);
    }
    // spot checks: schemas came from zod
    const create = doc.paths['/v1/webhooks'].post;
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty('min_risk_level');
    expect(create.security).toEqual([{ apiKey: [] }]);
    const list = doc.paths['/v1/signpost'].get;
    expect(list.parameters.find((p: { name: string }) => p.name === 'country')).toMatchObject({ in: 'query', required: true });
    expect(doc.paths['/v1/resources/{id}'].get.deprecated).toBe(true);
    expect(doc.paths['/v1/signpost/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
    expect(doc.paths['/v1/steer'].post.responses['402']).toBeDefined();
  });

  it('/docs is a self-contained page (no outside script, style or font)', async () => {
    const res = await ingress.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.body).not.toMatch(/<script[^>]+src=|<link[^>]+href=["']?https?:|@import|https?:\/\/(?!json-schema)/);
    expect(res.body).toContain("fetch('/openapi.json')");
  });
});
