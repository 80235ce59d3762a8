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
  const started: Stoppable[] = [];
  for (const c of [...o.sinks, ...o.processors]) {
    started.push(await c.start(rt));
    rt.logger.info({ component: c.name, kind: c.kind }, 'component started');
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
