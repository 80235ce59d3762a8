/** The one clock contract: every time-dependent part takes a Clock, so tests move time by hand (test/helpers/clock.ts). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
