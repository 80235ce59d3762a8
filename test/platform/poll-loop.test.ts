/** The polling loop the delivery workers share (infra/poll-loop.ts): one round at a time, more work or a kick runs the next at once. */
import { describe, expect, it } from 'vitest';
import { PollLoop } from '../../infra/poll-loop.js';

const HOUR = 3_600_000;
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('PollLoop', () => {
  it('runs again at once while a round reports more work, then waits for the poll interval', async () => {
    let rounds = 0;
    const loop = new PollLoop({ round: async () => ++rounds < 3, pollMs: HOUR, onError: () => undefined });
    loop.start();
    for (let i = 0; i < 10 && rounds < 3; i++) await settle();
    await settle();
    expect(rounds).toBe(3);
    await loop.stop();
  });

  it('a kick during a round runs one more round right after it; never two rounds at once', async () => {
    let rounds = 0;
    let concurrent = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const loop = new PollLoop({
      round: async () => {
        rounds++;
        most = Math.max(most, ++concurrent);
        if (rounds === 1) await new Promise<void>((r) => (release = r));
        concurrent--;
        return false;
      },
      pollMs: HOUR,
      onError: () => undefined,
    });
    loop.start();
    await settle();
    expect(rounds).toBe(1);
    loop.kick();
    loop.kick();
    await settle();
    expect(rounds).toBe(1);
    release();
    for (let i = 0; i < 10 && rounds < 2; i++) await settle();
    await settle();
    expect(rounds).toBe(2);
    expect(most).toBe(1);
    await loop.stop();
  });

  it('reports a round that throws and goes on; stop waits for the running round and starts no other', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    let release: () => void = () => undefined;
    const loop = new PollLoop({
      round: async () => {
        rounds++;
        if (rounds === 1) throw new Error('db down');
        await new Promise<void>((r) => (release = r));
        return true;
      },
      pollMs: 10,
      onError: (e) => errors.push(e),
    });
    loop.start();
    for (let i = 0; i < 20 && rounds < 2; i++) await settle();
    expect(errors).toHaveLength(1);
    expect(rounds).toBe(2);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    release();
    await stopping;
    loop.kick();
    await settle();
    expect(rounds).toBe(2);
    expect(loop.started).toBe(false);
  });

  it('does nothing on a kick before start', async () => {
    let rounds = 0;
    const loop = new PollLoop({
      round: async () => {
        rounds++;
        return false;
      },
      pollMs: HOUR,
      onError: () => undefined,
    });
    loop.kick();
    await settle();
    expect(rounds).toBe(0);
  });
});
