import { type Db, onlyRow } from '../db/types.js';

/** Fixed one-minute windows. A store counts hits per (bucket, window); the pg store is shared by every ingress. */
export interface RateLimitStore {
  hit(bucket: string, windowStart: number, windowMs: number): Promise<number>;
}

export function memoryRateLimitStore(): RateLimitStore {
  const counts = new Map<string, { window: number; count: number }>();
  return {
    async hit(bucket, windowStart) {
      const c = counts.get(bucket);
      if (!c || c.window !== windowStart) {
        counts.set(bucket, { window: windowStart, count: 1 });
        if (counts.size > 100_000) for (const [k, v] of counts) if (v.window < windowStart) counts.delete(k);
        return 1;
      }
      return ++c.count;
    },
  };
}

export function pgRateLimitStore(db: Db): RateLimitStore {
  let lastSweep = 0;
  return {
    async hit(bucket, windowStart, windowMs) {
      if (windowStart - lastSweep > windowMs) {
        lastSweep = windowStart;
        void db.query('DELETE FROM rate_limit_windows WHERE window_start < $1', [windowStart - windowMs]).catch(() => undefined);
      }
      const r = await db.query<{ count: number }>(
        `INSERT INTO rate_limit_windows(bucket, window_start, count) VALUES ($1,$2,1)
         ON CONFLICT (bucket, window_start) DO UPDATE SET count = rate_limit_windows.count + 1
         RETURNING count`,
        [bucket, windowStart],
      );
      return Number(onlyRow(r, 'rate-limit window').count);
    },
  };
}

export interface LimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** epoch ms when the window resets */
  reset: number;
  retryAfterSeconds: number;
}

export async function checkLimit(store: RateLimitStore, bucket: string, limit: number, nowMs: number, windowMs = 60_000): Promise<LimitDecision> {
  const windowStart = Math.floor(nowMs / windowMs) * windowMs;
  const count = await store.hit(bucket, windowStart, windowMs);
  const reset = windowStart + windowMs;
  return {
    allowed: count <= limit,
    limit,
    remaining: Math.max(0, limit - count),
    reset,
    retryAfterSeconds: Math.max(1, Math.ceil((reset - nowMs) / 1000)),
  };
}
