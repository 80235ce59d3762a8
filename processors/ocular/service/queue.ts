/**
 * The self-hosted classifier's single in-flight queue: at most `concurrency` scoring calls run at once, at most
 * `maxWaiting` more wait their turn, and a call beyond that is refused at once (the route answers 429) instead of
 * piling up memory and latency. `depth` is what /health reports as `queue_depth` (0 means idle).
 */
export class QueueSaturatedError extends Error {
  constructor(readonly depth: number) {
    super(`the scoring queue is full (${depth} calls in flight); retry with backoff`);
  }
}

export class InFlightQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  get depth(): number {
    return this.running + this.waiting.length;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueSaturatedError(this.depth);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await fn();
    } finally {
      // Hand the slot straight to the next waiter (running stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
