import type { Clock } from '../../infra/clock.js';

/** A clock a test moves by hand (the one Clock contract, infra/clock.ts). */
export class FakeClock implements Clock {
  constructor(private t = Date.now()) {}
  now(): Date {
    return new Date(this.t);
  }
  advance(ms: number): void {
    this.t += ms;
  }
  seconds(): number {
    return Math.floor(this.t / 1000);
  }
}
