import type { FastifyInstance } from 'fastify';
import { describeRuntime } from '../../infra/config.js';
import { partStates } from '../../infra/readiness.js';
import type { Runtime } from '../../infra/runtime.js';

const VERSION = '0.1.0';

/**
 * GET /healthz: the process is alive (no checks). GET /readyz: every part this process runs can serve (database,
 * bus, and what components report: the directory loaded, …): 200, else 503 with the parts that are not. GET /health:
 * each part with its detail; `status` is `ok`, or `degraded` with `reasons` when a part serves only partly (search
 * without its model: 200) or is down (database, bus: 503).
 */
export function registerHealth(app: FastifyInstance, rt: Runtime, opts: { analytics: boolean }) {
  const live = async () => {
    const dbCheck = rt.db
      .query('SELECT 1')
      .then(() => ({ ok: true, detail: rt.db.kind }))
      .catch((e: Error) => ({ ok: false, detail: `${rt.db.kind}: ${e.message}` }));
    const checks: Record<string, Promise<{ ok: boolean; detail: string }>> = {
      bus: rt.bus.health().catch((e: Error) => ({ ok: false, detail: e.message })),
      database: dbCheck,
    };
    if (opts.analytics)
      checks.analytics = rt
        .analytics()
        .then((a) => a.health())
        .catch((e: Error) => ({ ok: false, detail: e.message }));
    return Object.fromEntries(await Promise.all(Object.entries(checks).map(async ([k, p]) => [k, await p] as const)));
  };
  const doc = (summary: string) => ({ openapi: { summary, tags: ['health'] } });

  app.get('/healthz', { config: doc('Liveness: the process answers') }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: doc('Readiness: database, bus and every component of this process can serve (503 otherwise)') }, async (_req, reply) => {
    const checks = await live();
    const parts = partStates(rt);
    const notReady = [
      ...Object.entries(checks)
        .filter(([, c]) => !c.ok)
        .map(([k, c]) => `${k}: ${c.detail}`),
      ...Object.entries(parts)
        .filter(([, p]) => !p.ready)
        .map(([k, p]) => `${k}: ${p.detail}`),
    ];
    reply.status(notReady.length ? 503 : 200);
    return { ready: notReady.length === 0, ...(notReady.length ? { waiting_for: notReady } : {}) };
  });

  app.get('/health', { config: doc('Status of each part: ok, or degraded with reasons (503 when the database or bus is down)') }, async (_req, reply) => {
    const checks = await live();
    const parts = partStates(rt);
    const down = Object.entries(checks).filter(([, c]) => !c.ok);
    const reasons = [
      ...down.map(([k, c]) => `${k}: ${c.detail}`),
      ...Object.entries(parts)
        .filter(([, p]) => !p.ok)
        .map(([k, p]) => `${k}: ${p.detail}`),
    ];
    reply.status(down.length ? 503 : 200);
    return {
      status: reasons.length ? 'degraded' : 'ok',
      ...(reasons.length ? { reasons } : {}),
      version: VERSION,
      instance: rt.instanceId,
      runtime: describeRuntime(rt.config),
      checks: { ...checks, ...Object.fromEntries(Object.entries(parts).map(([k, p]) => [k, { ok: p.ok, detail: p.detail }])) },
    };
  });
}
