import { parentPort } from 'node:worker_threads';

/** Inside a worker: answer `{id, op, args}` messages by calling the named synchronous function. */
export function serveTasks(ops: Record<string, (...args: any[]) => unknown>): void {
  parentPort!.on('message', (m: { id: number; op: string; args: unknown[] }) => {
    try {
      const fn = ops[m.op];
      if (!fn) throw new Error(`unknown op ${m.op}`);
      parentPort!.postMessage({ id: m.id, ok: true, value: fn(...m.args) });
    } catch (e) {
      parentPort!.postMessage({ id: m.id, ok: false, error: (e as Error).message });
    }
  });
  // The module (and everything it imports) is loaded: from now on a task's time budget measures the task alone.
  parentPort!.postMessage({ ready: true });
}
