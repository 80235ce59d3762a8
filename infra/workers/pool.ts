import { Worker } from 'node:worker_threads';

export class WorkerTimeoutError extends Error {
  constructor(
    readonly op: string,
    readonly timeoutMs: number,
  ) {
    super(`${op} did not finish within ${timeoutMs} ms`);
  }
}

interface Task {
  op: string;
  args: unknown[];
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  /**
   * set when the worker has loaded its task module. Tasks are only sent to ready workers: loading (tsx compiling
   * the engines, seconds on a busy machine) used to count against the first task's budget, so a fresh worker timed
   * out and was replaced at start-up ("steer engine worker replaced: preprocess timed out").
   */
  ready?: boolean;
  /** one of the pool's first workers that has not finished a task yet: its first task runs cold (V8 compiling the engines) */
  cold?: boolean;
  busy?: { id: number; task: Task; timer: NodeJS.Timeout };
}

/**
 * Runs synchronous, CPU-bound functions of a task module (see `serveTasks`) in worker threads with a time budget.
 * A task over its budget has its worker terminated and replaced, and rejects with WorkerTimeoutError: one
 * pathological input cannot freeze the process that serves everyone else.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly o: { entry: URL; size: number; timeoutMs: number; coldTimeoutMs?: number; onRestart?: (reason: string) => void }) {
    for (let i = 0; i < o.size; i++) this.slots.push(this.spawn(true));
  }

  run<T>(op: string, ...args: unknown[]): Promise<T> {
    if (this.closed) return Promise.reject(new Error('worker pool closed'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ op, args, resolve: resolve as (v: unknown) => void, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.queue.splice(0)) t.reject(new Error('worker pool closed'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private spawn(cold = false): Slot {
    const boot = new URL('./boot.mjs', import.meta.url);
    const worker = new Worker(boot, { workerData: { entry: this.o.entry.href } });
    const slot: Slot = { worker, cold };
    worker.on('message', (m: { id: number; ok: boolean; value?: unknown; error?: string; ready?: boolean }) => {
      if (m.ready) {
        slot.ready = true;
        this.pump();
        return;
      }
      const b = slot.busy;
      if (!b || b.id !== m.id) return;
      clearTimeout(b.timer);
      slot.busy = undefined;
      slot.cold = false;
      if (m.ok) b.task.resolve(m.value);
      else b.task.reject(new Error(m.error));
      this.pump();
    });
    worker.on('error', (err) => this.replace(slot, `worker error: ${err.message}`, err));
    worker.on('exit', (code) => {
      if (!this.closed && this.slots.includes(slot)) this.replace(slot, `worker exited with ${code}`, new Error(`worker exited with ${code}`));
    });
    worker.unref();
    return slot;
  }

  private replace(slot: Slot, reason: string, err: Error) {
    const i = this.slots.indexOf(slot);
    if (i < 0 || this.closed) return;
    const b = slot.busy;
    slot.busy = undefined;
    if (b) {
      clearTimeout(b.timer);
      b.task.reject(err);
    }
    this.slots[i] = this.spawn();
    void slot.worker.terminate();
    this.o.onRestart?.(reason);
    this.pump();
  }

  private pump() {
    for (const slot of this.slots) {
      if (slot.busy || !slot.ready || !this.queue.length) continue;
      const task = this.queue.shift()!;
      const id = this.nextId++;
      // The first task of the pool's first workers runs cold (V8 compiling the engines): on a busy machine, while the
      // other parts start, that alone took over the 3 s budget and the worker was replaced at start-up. It gets a cold
      // budget; replacements (after a task over budget) do not, so a hostile input cannot buy itself more time.
      const ms = slot.cold ? Math.max(this.o.timeoutMs, this.o.coldTimeoutMs ?? 30_000) : this.o.timeoutMs;
      const timer = setTimeout(() => this.replace(slot, `${task.op} timed out`, new WorkerTimeoutError(task.op, ms)), ms);
      slot.busy = { id, task, timer };
      slot.worker.postMessage({ id, op: task.op, args: task.args });
    }
  }
}
