/**
 * A worker's polling loop: runs one `round` at a time, again at once when the round reports more work or someone
 * kicked the loop while it ran, otherwise after `pollMs`. Used by the workers that drain a table on a schedule (the
 * webhook sink's deliveries, the console's outbox); the work of a round is theirs, the timing is this.
 */
export interface PollLoopOptions {
  /** one round of work; resolves true when there is more to do at once */
  round: () => Promise<boolean>;
  pollMs: number;
  /** a round that threw (the loop goes on after `pollMs`) */
  onError: (err: unknown) => void;
}

export class PollLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private active = false;

  constructor(private readonly o: PollLoopOptions) {}

  get started(): boolean {
    return this.active;
  }

  start(): void {
    this.active = true;
    this.schedule(0);
  }

  /** run a round soon (new work arrived); during a round, run another right after it */
  kick(): void {
    if (!this.active) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** no round starts after this call; resolves when the one running (if any) has finished */
  async stop(): Promise<void> {
    this.active = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(ms: number): void {
    if (!this.active) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.loop(), ms);
    this.timer.unref?.();
  }

  private async loop(): Promise<void> {
    this.timer = null;
    if (!this.active || this.running) return;
    this.again = false;
    let more = false;
    this.running = this.o.round().then(
      (m) => {
        more = m;
      },
      (err) => this.o.onError(err),
    );
    await this.running;
    this.running = null;
    this.schedule(more || this.again ? 0 : this.o.pollMs);
  }
}
