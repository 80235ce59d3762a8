/**
 * Calibration shared by every trainer: Platt scaling fitted on a calibration split's logits (two fitters: plain
 * gradient descent, as the heads trainers have always used, and Newton steps for the steer nets), the logits of one
 * head's labelled calibration rows, and AUROC.
 *
 * The fitters keep the arithmetic the trainers had inline, operation for operation, so a retrain writes the same
 * bytes as before they were shared.
 */

export interface PlattGdOptions {
  iterations: number;
  /** learning rates for the slope and the intercept (the step is rate · gradient / n) */
  rateA: number;
  rateB: number;
  /** the starting intercept (the slope starts at 1) */
  b0: number;
  /** Platt's smoothed targets ((N+ + 1)/(N+ + 2) and 1/(N− + 2)) instead of the raw 0/1 labels */
  smoothTargets: boolean;
}

/** Platt scaling by full-batch gradient descent on the log-loss: q = σ(a·x + b). Returns the raw fit (no clamping). */
export function fitPlattGd(xs: readonly number[], ys: readonly number[], o: PlattGdOptions): { a: number; b: number } {
  let a = 1;
  let b = o.b0;
  const pos = ys.reduce((s, y) => s + y, 0);
  const tp = o.smoothTargets ? (pos + 1) / (pos + 2) : 1;
  const tn = o.smoothTargets ? 1 / (ys.length - pos + 2) : 0;
  for (let it = 0; it < o.iterations; it++) {
    let ga = 0;
    let gb = 0;
    for (let k = 0; k < xs.length; k++) {
      const x = xs[k]!;
      const g = 1 / (1 + Math.exp(-(a * x + b))) - (ys[k] ? tp : tn);
      ga += g * x;
      gb += g;
    }
    a -= (o.rateA * ga) / xs.length;
    b -= (o.rateB * gb) / xs.length;
  }
  return { a, b };
}

/** The heads trainers' Platt fit (ocular, risk): smoothed targets, 6000 steps, the slope kept non-negative. */
export function plattHeads(xs: readonly number[], ys: readonly number[]): { a: number; b: number } {
  const { a, b } = fitPlattGd(xs, ys, { iterations: 6000, rateA: 0.02, rateB: 0.5, b0: -1, smoothTargets: true });
  return { a: Math.max(0, a), b };
}

/**
 * Fits Platt scaling on (logit, label) pairs: Newton steps with backtracking on the log-loss against Platt's smoothed
 * targets ((N+ + 1)/(N+ + 2) and 1/(N− + 2)), so a validation split the net separates perfectly still gives a finite
 * slope (Lin, Lin & Weng's formulation of Platt's method).
 */
export function fitPlatt(logits: number[], labels: number[]): { a: number; c: number } {
  const nPos = labels.filter((y) => y > 0.5).length;
  const nNeg = labels.length - nPos;
  const tPos = (nPos + 1) / (nPos + 2);
  const tNeg = 1 / (nNeg + 2);
  const t = labels.map((y) => (y > 0.5 ? tPos : tNeg));
  const loss = (a: number, c: number) => {
    let l = 0;
    for (let i = 0; i < logits.length; i++) {
      const f = a * (logits[i] as number) + c;
      const ti = t[i] as number;
      // log(1 + e^f) - t·f, computed stably
      l += (f >= 0 ? f + Math.log1p(Math.exp(-f)) : Math.log1p(Math.exp(f))) - ti * f;
    }
    return l;
  };
  let a = 1;
  let c = 0;
  let cur = loss(a, c);
  for (let it = 0; it < 100; it++) {
    let ga = 0;
    let gc = 0;
    let haa = 1e-12;
    let hac = 0;
    let hcc = 1e-12;
    for (let i = 0; i < logits.length; i++) {
      const z = logits[i] as number;
      const p = 1 / (1 + Math.exp(-(a * z + c)));
      const r = p - (t[i] as number);
      const w = Math.max(p * (1 - p), 1e-12);
      ga += r * z;
      gc += r;
      haa += w * z * z;
      hac += w * z;
      hcc += w;
    }
    const det = haa * hcc - hac * hac;
    if (!(det > 0)) break;
    const da = (hcc * ga - hac * gc) / det;
    const dc = (haa * gc - hac * ga) / det;
    let step = 1;
    let next = loss(a - da, c - dc);
    while (next > cur && step > 1e-6) {
      step /= 2;
      next = loss(a - step * da, c - step * dc);
    }
    if (next > cur) break;
    a -= step * da;
    c -= step * dc;
    const done = cur - next < 1e-9 * Math.max(1, cur);
    cur = next;
    if (done) break;
  }
  return { a, c };
}

/**
 * One head's calibration rows: for each calibration row r (data row calIdx[r]) labelled for head j (mask M), the
 * logit of its score (clamped to (1e-7, 1 − 1e-7)) and its label. Scores and labels are row-major [rows, heads].
 */
export function headLogits(
  calIdx: readonly number[],
  scores: Float32Array,
  mask: ArrayLike<number>,
  labels: ArrayLike<number>,
  heads: number,
  j: number,
): { ps: number[]; ys: number[] } {
  const ps: number[] = [];
  const ys: number[] = [];
  calIdx.forEach((i, r) => {
    if (!mask[i * heads + j]) return;
    const p = Math.min(1 - 1e-7, Math.max(1e-7, scores[r * heads + j]!));
    ps.push(Math.log(p / (1 - p)));
    ys.push(labels[i * heads + j]!);
  });
  return { ps, ys };
}

/**
 * One head of a heads net calibrated (risk, ocular): its calibration logits (`headLogits`), their Platt fit
 * (`plattHeads`; a = 1, b = −4 when no row is positive) and the calibrated scores.
 */
export function calibrateHead(...rows: Parameters<typeof headLogits>): { ps: number[]; ys: number[]; cal: { a: number; b: number }; cps: number[] } {
  const { ps, ys } = headLogits(...rows);
  const cal = ys.some((y) => y) ? plattHeads(ps, ys) : { a: 1, b: -4 };
  return { ps, ys, cal, cps: ps.map((p) => 1 / (1 + Math.exp(-(cal.a * p + cal.b)))) };
}

/** True positives, false positives and false negatives of the scores at or above a threshold. */
export function countsAt(scores: readonly number[], ys: readonly (number | boolean)[], th: number): { tp: number; fp: number; fn: number } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  scores.forEach((c, k) => {
    if (c >= th && ys[k]) tp++;
    else if (c >= th) fp++;
    else if (ys[k]) fn++;
  });
  return { tp, fp, fn };
}

/** The area under the ROC curve (ties count half); NaN when one class is missing. */
export function auroc(ps: readonly number[], ys: readonly (number | boolean)[]): number {
  const pos = ps.filter((_, i) => ys[i]);
  const neg = ps.filter((_, i) => !ys[i]);
  if (!pos.length || !neg.length) return Number.NaN;
  let s = 0;
  for (const a of pos) for (const b of neg) s += a > b ? 1 : a === b ? 0.5 : 0;
  return s / (pos.length * neg.length);
}
