import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool, WorkerTimeoutError } from '../../infra/workers/pool.js';

describe('worker pool', () => {
  const restarts: string[] = [];
  const pool = new WorkerPool({
    entry: new URL('../fixtures/slow-worker.ts', import.meta.url),
    size: 1,
    timeoutMs: 1500,
    coldTimeoutMs: 1500,
    onRestart: (r) => restarts.push(r),
  });
  afterAll(() => pool.close());

  it('runs tasks and returns their values; errors come back as rejections', async () => {
    expect(await pool.run('echo', { a: [1, 2] })).toEqual({ a: [1, 2] });
    await expect(pool.run('fail')).rejects.toThrow('boom');
    await expect(pool.run('nope')).rejects.toThrow(/unknown op/);
  });

  it('terminates a task over its budget, replaces the worker, and keeps serving (the main thread never blocks)', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    await expect(pool.run('spin', 60_000)).rejects.toBeInstanceOf(WorkerTimeoutError);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(10); // the event loop kept running while the worker spun
    expect(restarts).toEqual(['spin timed out']);
    expect(await pool.run('echo', 'still here')).toBe('still here');
  });

  it("a first worker's first task runs on the cold budget; a replacement's first task does not", async () => {
    const cold = new WorkerPool({ entry: new URL('../fixtures/slow-worker.ts', import.meta.url), size: 1, timeoutMs: 200, coldTimeoutMs: 20_000 });
    try {
      // 1 s of work: over the 200 ms budget, within the cold one (a first task compiling the engines on a busy machine)
      await expect(cold.run('spin', 1000)).resolves.toBe('done');
      await expect(cold.run('spin', 1000)).rejects.toBeInstanceOf(WorkerTimeoutError);
      await expect(cold.run('spin', 1000)).rejects.toBeInstanceOf(WorkerTimeoutError); // the replacement is held to 200 ms
    } finally {
      await cold.close();
    }
  });

  it('queues tasks beyond its size and answers them in order', async () => {
    const out = await Promise.all([1, 2, 3, 4].map((n) => pool.run('echo', n)));
    expect(out).toEqual([1, 2, 3, 4]);
  });
});
