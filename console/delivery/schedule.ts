/**
 * Retry schedule of watchlist_match deliveries (spec 3: "non-2xx responses are retried with exponential backoff for
 * up to about 1 hour"): the delay doubles from 30 s — 30 s, 1, 2, 4, 8, 16, 32 min — so the eighth and last attempt
 * comes about 63 minutes after the first; a failure there marks the delivery `failed`. Every non-2xx answer, network
 * error and timeout is retried; only a URL refused by the URL policy at send time fails at once.
 */
export const FIRST_DELAY_MS = 30_000;
export const MAX_ATTEMPTS = 8;

/** delay after the attempt numbered `attempt` (1-based) failed */
export function backoffMs(attempt: number, firstDelayMs = FIRST_DELAY_MS): number {
  return firstDelayMs * 2 ** Math.max(0, attempt - 1);
}

export type Next = { status: 'delivered' } | { status: 'failed' } | { status: 'pending'; at: Date };

export function nextAfter(attempt: number, ok: boolean, permanent: boolean, endedAt: Date, firstDelayMs = FIRST_DELAY_MS): Next {
  if (ok) return { status: 'delivered' };
  if (permanent || attempt >= MAX_ATTEMPTS) return { status: 'failed' };
  return { status: 'pending', at: new Date(endedAt.getTime() + backoffMs(attempt, firstDelayMs)) };
}

/** total time from the first attempt to the last one, for the docs and a test */
export function totalRetrySpanMs(): number {
  let t = 0;
  for (let a = 1; a < MAX_ATTEMPTS; a++) t += backoffMs(a);
  return t;
}
