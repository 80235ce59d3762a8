/** Summary statistics for benchmarks, evaluation runners and scripts (one definition of a percentile for all). */

/** The nearest-rank p-th percentile (0 < p ≤ 100) of `values` (any order; not modified); NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN;
}

export interface Summary {
  n: number;
  p50: number;
  p99: number;
  mean: number;
}

/** n, p50, p99 and mean of `values` (NaN figures when there are none). */
export function summarize(values: readonly number[]): Summary {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p99: percentile(values, 99),
    mean: values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN,
  };
}
