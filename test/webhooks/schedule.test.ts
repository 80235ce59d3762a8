import { describe, expect, it } from 'vitest';
import { classifyOutcome, classifyStatus, MAX_ATTEMPTS, nextState, RETRY_DELAYS_MS } from '../../sinks/webhooks/schedule.js';

const t0 = new Date('2025-01-01T00:00:00Z');
const plus = (ms: number) => new Date(t0.getTime() + ms);

describe('retry schedule', () => {
  it('is 1 min, 10 min, 1 h, then failed after the 4th attempt', () => {
    expect(RETRY_DELAYS_MS).toEqual([60_000, 600_000, 3_600_000]);
    expect(MAX_ATTEMPTS).toBe(4);
    const fail = { kind: 'response', statusCode: 503 } as const;
    expect(nextState(1, fail, t0)).toEqual({ status: 'pending', nextAttemptAt: plus(60_000) });
    expect(nextState(2, fail, t0)).toEqual({ status: 'pending', nextAttemptAt: plus(600_000) });
    expect(nextState(3, fail, t0)).toEqual({ status: 'pending', nextAttemptAt: plus(3_600_000) });
    expect(nextState(4, fail, t0)).toEqual({ status: 'failed' });
  });

  it('marks any 2xx delivered, on any attempt', () => {
    for (const code of [200, 201, 202, 204, 299]) expect(nextState(1, { kind: 'response', statusCode: code }, t0)).toEqual({ status: 'delivered' });
    expect(nextState(4, { kind: 'response', statusCode: 200 }, t0)).toEqual({ status: 'delivered' });
  });

  it('retries network errors, timeouts, interrupted attempts, 408, 429 and 5xx', () => {
    for (const code of [408, 429, 500, 502, 503, 504, 599]) expect(classifyStatus(code), String(code)).toBe('retryable');
    expect(classifyOutcome({ kind: 'network', error: 'ECONNREFUSED' })).toBe('retryable');
    expect(classifyOutcome({ kind: 'timeout', error: 't' })).toBe('retryable');
    expect(classifyOutcome({ kind: 'interrupted', error: 'i' })).toBe('retryable');
  });

  it('fails other 4xx, 3xx, 1xx and refused URLs at once', () => {
    for (const code of [400, 401, 403, 404, 405, 410, 413, 422, 301, 302, 307, 100]) {
      expect(classifyStatus(code), String(code)).toBe('permanent');
      expect(nextState(1, { kind: 'response', statusCode: code }, t0)).toEqual({ status: 'failed' });
    }
    expect(nextState(1, { kind: 'blocked', error: 'private' }, t0)).toEqual({ status: 'failed' });
  });
});
