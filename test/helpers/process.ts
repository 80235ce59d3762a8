/**
 * Haven roles as their own processes (spawned from bin/haven.mjs, the way an operator starts them) for process tests,
 * and a free local port to give them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/** a port nothing listens on right now (the OS picks it; closed again before it is returned) */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const p = (srv.address() as { port: number }).port;
      srv.close(() => res(p));
    });
  });
}

/**
 * `haven <role>` with `env` over this process's environment; resolves once `healthUrl` answers 200, and fails with the
 * process's output if it exits first or is not healthy within `timeoutMs`.
 */
export async function startRole(role: string, env: Record<string, string>, healthUrl: string, timeoutMs = 120_000): Promise<ChildProcess> {
  const p = spawn('node', ['bin/haven.mjs', role], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  p.stdout?.on('data', (d) => (out += d));
  p.stderr?.on('data', (d) => (out += d));
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (p.exitCode !== null) throw new Error(`haven ${role} exited ${p.exitCode}: ${out}`);
    if ((await fetch(healthUrl).catch(() => null))?.status === 200) return p;
    if (Date.now() > end) {
      p.kill('SIGTERM');
      throw new Error(`haven ${role} was not healthy within ${timeoutMs} ms: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 40));
  }
}

/** SIGTERM (a graceful stop) and wait for the exit */
export async function stopProcess(p: ChildProcess | undefined): Promise<void> {
  if (!p || p.exitCode !== null) return;
  p.kill('SIGTERM');
  await new Promise((r) => p.once('exit', r));
}
