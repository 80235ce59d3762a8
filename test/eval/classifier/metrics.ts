/** Metrics of the classifier evaluation (pure: used by run.ts and by the eval test). */
import { AI_AXES, USER_AXES, bandOf, type ClassifyResult } from '../../../processors/ocular/core/types.js';
import { auroc, countsAt } from '../../../scripts/train/common/calibration.js';
import type { EvalCase } from './cases.js';

/** Level cut used for F1: an axis counts as detected at level `high` or above (score ≥ 0.25). */
export const LEVEL_CUT = 0.25;

export interface EvalReport {
  n: number;
  axes: Record<string, { positives: number; auroc: number; f1: number; precision: number; recall: number }>;
  subject_accuracy: number;
  subject_n: number;
  fiction_false_positive_rate: number;
  lookalike_false_positive_rate: Record<string, number>;
  band_agreement: number;
  band_by_category: Record<string, { n: number; agree: number }>;
}

export function evaluate(cases: EvalCase[], results: ClassifyResult[]): EvalReport {
  const axes: EvalReport['axes'] = {};
  for (const side of ['user', 'ai'] as const) {
    for (const axis of side === 'user' ? USER_AXES : AI_AXES) {
      const labels = cases.map((c) => (side === 'user' ? !!c.user[axis as keyof typeof c.user] : !!c.ai[axis as keyof typeof c.ai]));
      const scores = results.map((r) => (side === 'user' ? r.signals.user[axis as keyof typeof r.signals.user].score : r.signals.ai[axis as keyof typeof r.signals.ai].score));
      const { tp, fp, fn } = countsAt(scores, labels, LEVEL_CUT);
      axes[`${side}.${axis}`] = { positives: labels.filter(Boolean).length, auroc: auroc(scores, labels), f1: (2 * tp) / Math.max(1, 2 * tp + fp + fn), precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn) };
    }
  }
  const withSubject = cases.map((c, i) => ({ c, r: results[i]! })).filter((x) => x.c.subject && x.c.subject !== 'unknown');
  const lookalike = (cat: string) => {
    const xs = cases.map((c, i) => ({ c, r: results[i]! })).filter((x) => x.c.category === cat);
    return xs.length ? xs.filter((x) => x.r.salience >= 0.3).length / xs.length : NaN;
  };
  const band_by_category: EvalReport['band_by_category'] = {};
  cases.forEach((c, i) => {
    const b = (band_by_category[c.category] ??= { n: 0, agree: 0 });
    b.n++;
    if (bandOf(results[i]!.salience) === c.band) b.agree++;
  });
  return {
    n: cases.length,
    axes,
    subject_accuracy: withSubject.filter((x) => x.r.subject === x.c.subject).length / Math.max(1, withSubject.length),
    subject_n: withSubject.length,
    fiction_false_positive_rate: lookalike('fiction'),
    lookalike_false_positive_rate: Object.fromEntries(['fiction', 'educational', 'hyperbole', 'benign', 'ai_clinical_lookalike', 'ai_minor_ok', 'long_benign', 'dependency'].map((c) => [c, lookalike(c)])),
    band_agreement: cases.filter((c, i) => bandOf(results[i]!.salience) === c.band).length / cases.length,
    band_by_category,
  };
}
