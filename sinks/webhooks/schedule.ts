/**
 * The delivery state machine (spec 2, "States and transitions"):
 *   attempt 1 (immediate) → on a retryable failure attempt 2 after 1 min → attempt 3 after 10 min →
 *   attempt 4 after 1 h → a failure there marks the delivery `failed`. A 2xx marks it `delivered`.
 *
 * Failure classes (our decision where the spec is silent):
 * - retryable: network errors (refused, reset, DNS failure), the receiver timeout (30 s), 408, 429 and every 5xx;
 *   an attempt interrupted because the worker died also counts as retryable;
 * - permanent, `failed` at once: every other non-2xx answer (other 4xx, and 1xx/3xx — redirects are not followed,
 *   so a receiver that moved must update its webhook URL), and a URL refused by the URL policy at send time
 *   (e.g. the hostname now resolves to a private address). Retrying those would only repeat the same answer.
 */
export const RETRY_DELAYS_MS: readonly number[] = [60_000, 10 * 60_000, 60 * 60_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export type AttemptOutcome =
  | { kind: 'response'; statusCode: number }
  | { kind: 'network'; error: string }
  | { kind: 'timeout'; error: string }
  | { kind: 'interrupted'; error: string }
  | { kind: 'blocked'; error: string };

export type OutcomeClass = 'success' | 'retryable' | 'permanent';

export function classifyStatus(statusCode: number): OutcomeClass {
  if (statusCode >= 200 && statusCode < 300) return 'success';
  if (statusCode === 408 || statusCode === 429 || (statusCode >= 500 && statusCode < 600)) return 'retryable';
  return 'permanent';
}

export function classifyOutcome(outcome: AttemptOutcome): OutcomeClass {
  switch (outcome.kind) {
    case 'response':
      return classifyStatus(outcome.statusCode);
    case 'network':
    case 'timeout':
    case 'interrupted':
      return 'retryable';
    case 'blocked':
      return 'permanent';
  }
}

export type NextState = { status: 'delivered' } | { status: 'pending'; nextAttemptAt: Date } | { status: 'failed' };

/** `attempt` is the 1-based number of the attempt that just ended; `endedAt` when it ended */
export function nextState(attempt: number, outcome: AttemptOutcome, endedAt: Date, maxAttempts = MAX_ATTEMPTS): NextState {
  const cls = classifyOutcome(outcome);
  if (cls === 'success') return { status: 'delivered' };
  if (cls === 'permanent' || attempt >= maxAttempts) return { status: 'failed' };
  return { status: 'pending', nextAttemptAt: new Date(endedAt.getTime() + retryDelayMs(attempt)) };
}

/** delay before attempt `attempt + 1` */
export function retryDelayMs(attempt: number): number {
  return RETRY_DELAYS_MS[Math.max(0, Math.min(attempt - 1, RETRY_DELAYS_MS.length - 1))] ?? 0;
}
