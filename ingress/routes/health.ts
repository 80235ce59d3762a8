import type { FastifyInstance } from 'fastify';
import { describeRuntime } from '../../infra/config.js';
import type { Runtime } from '../../infra/runtime.js';

const VERSION = '0.1.0';

/** Liveness plus what each part is connected to; 503 when a part this role uses is down. */
export function registerHealth(app: FastifyInstance, rt: Runtime, opts: { analytics: boolean }) {
  app.get('/health', { config: { openapi: { summary: 'Status of each part (503 and degraded when one is down)', tags: ['health'] } } }, async (_req, reply) => {
    const dbCheck = rt.db
      .query('SELECT 1')
      .then(() => ({ ok: true, detail: rt.db.kind }))
      .catch((e: Error) => ({ ok: false, detail: `${rt.db.kind}: ${e.message}` }));
    const checks: Record<string, Promise<{ ok: boolean; detail: string }>> = {
      bus: rt.bus.health().catch((e: Error) => ({ ok: false, detail: e.message })),
      database: dbCheck,
    };
    if (opts.analytics) checks.analytics = rt.analytics().then((a) => a.health()).catch((e: Error) => ({ ok: false, detail: e.message }));
    const results = Object.fromEntries(await Promise.all(Object.entries(checks).map(async ([k, p]) => [k, await p] as const)));
    const ok = Object.values(results).every((r) => r.ok);
    reply.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'degraded', version: VERSION, instance: rt.instanceId, runtime: describeRuntime(rt.config), checks: results };
  });
}
