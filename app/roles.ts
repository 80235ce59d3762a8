import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Component, Runtime, Stoppable } from '../infra/runtime.js';
import { buildIngress, type Ingress } from '../ingress/app.js';
import { PROCESSORS } from '../processors/index.js';
import { SINKS } from '../sinks/index.js';

export function resolveComponents(kind: 'processor' | 'sink', names: string[]): Component[] {
  const all = kind === 'processor' ? PROCESSORS : SINKS;
  if (names.includes('all')) return all;
  const unknown = names.filter((n) => !all.some((c) => c.name === n));
  if (unknown.length) throw new Error(`unknown ${kind}(s): ${unknown.join(', ')}; known: ${all.map((c) => c.name).join(', ') || 'none'}`);
  return all.filter((c) => names.includes(c.name));
}

/**
 * Components that start after others of the same process. risk reads the crisis-resource directory that signpost
 * seeds on a first start; started together, both would embed the whole directory at once (twice the work) and one
 * would throw its copy away. After signpost, risk finds the directory stored. Across processes no order is needed.
 */
const START_AFTER: Record<string, string[]> = { risk: ['signpost'] };

export interface Running {
  ingress?: Ingress;
  url?: string;
  stop(): Promise<void>;
}

/** Starts the chosen roles in this process. `haven start` is all of them on the embedded runtime. */
export async function startRoles(
  rt: Runtime,
  o: { ingress: boolean; processors: Component[]; sinks: Component[]; port?: number; host?: string; adminFile?: boolean },
): Promise<Running> {
  // Components start concurrently: their slow steps (model loads, the first start's directory embedding, worker
  // pools) do not wait on each other. Each is independent by design (in distributed mode they run in other processes).
  const t0 = performance.now();
  const starting = new Map<string, Promise<Stoppable>>();
  for (const c of [...o.sinks, ...o.processors]) {
    const deps = (START_AFTER[c.name] ?? []).flatMap((d) => starting.get(d) ?? []);
    starting.set(
      c.name,
      Promise.allSettled(deps).then(async () => {
        const s = await c.start(rt);
        rt.logger.info({ component: c.name, kind: c.kind, ms: Math.round(performance.now() - t0) }, 'component started');
        return s;
      }),
    );
  }
  const results = await Promise.allSettled(starting.values());
  const started: Stoppable[] = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    for (const s of started.reverse()) await s.stop().catch(() => undefined);
    throw failed.reason;
  }
  let ingress: Ingress | undefined;
  let url: string | undefined;
  let adminPath: string | undefined;
  if (o.ingress) {
    const token = o.adminFile ? randomBytes(24).toString('hex') : undefined;
    ingress = await buildIngress(rt, { analyticsInProcess: o.sinks.some((s) => s.name === 'clickhouse'), adminToken: token });
    url = await ingress.app.listen({ port: o.port ?? rt.config.PORT, host: o.host ?? rt.config.HOST });
    if (token) {
      adminPath = join(rt.config.HAVEN_DATA_DIR, 'admin.json');
      const port = (ingress.app.server.address() as { port: number }).port;
      writeFileSync(adminPath, JSON.stringify({ pid: process.pid, url: `http://127.0.0.1:${port}`, token }), { mode: 0o600 });
      chmodSync(adminPath, 0o600);
    }
    rt.logger.info({ url }, 'ingress listening');
  }
  return {
    ingress,
    url,
    async stop() {
      if (adminPath) rmSync(adminPath, { force: true });
      await ingress?.close();
      for (const s of started.reverse()) await s.stop().catch(() => undefined);
    },
  };
}

/** The admin endpoint of a live embedded `haven start` owning this data directory, if any. */
export function liveAdmin(dataDir: string): { url: string; token: string } | undefined {
  try {
    const a = JSON.parse(readFileSync(join(dataDir, 'admin.json'), 'utf8')) as { pid: number; url: string; token: string };
    process.kill(a.pid, 0);
    return a;
  } catch {
    return undefined;
  }
}
