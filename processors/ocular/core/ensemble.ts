/**
 * Agreement across the variant ensemble, exactly as spec doc 3 defines it:
 *   stability(axis) = 1 − stddev/mean, clamped to [0, 1]; axes with mean below 0.005 are 1.0
 *   confidence      = 1 − (average over axes of stddev/mean), in [0, 1]
 * (population standard deviation over the variants; axes with mean below 0.005 count as 0 dispersion in the average).
 */
export function dispersion(values: number[]): number | undefined {
  const n = values.length;
  const mean = values.reduce((s, v) => s + v, 0) / n;
  if (mean < 0.005) return undefined;
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / n);
  return sd / mean;
}

export function stabilityOf(values: number[]): number {
  const d = dispersion(values);
  return d === undefined ? 1 : Math.min(1, Math.max(0, 1 - d));
}

export function confidenceOf(axes: number[][]): number {
  if (!axes.length) return 1;
  const ds = axes.map((v) => dispersion(v) ?? 0);
  return Math.min(1, Math.max(0, 1 - ds.reduce((s, d) => s + d, 0) / ds.length));
}
