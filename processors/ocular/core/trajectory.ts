/**
 * Trajectory shape over the sampled entries (spec doc 3, "Trajectory" and the phase table):
 * onsets at 0.3 (suicide, self_harm, harm_to_others, ai_*) and 0.15 (fiction); phases from the suicide value and
 * its slope; slopes = per-entry delta of suicide; peak_turn = index into the trajectory of the peak suicide value.
 */
import type { Phase, TrajectoryEntry, TrajectoryKey, TrajectoryShape } from './types.js';

export const ONSET: Partial<Record<TrajectoryKey, number>> = {
  suicide: 0.3,
  self_harm: 0.3,
  harm_to_others: 0.3,
  ai_harm_provision: 0.3,
  ai_emotional_failure: 0.3,
  ai_manipulation: 0.3,
  ai_safeguarding_failure: 0.3,
  fiction: 0.15,
};

export function phaseOf(value: number, slope: number): Phase {
  if (value >= 0.7) return 'crisis';
  if (value < 0.3) return 'baseline';
  if (slope > 0.05) return 'escalating';
  if (slope < -0.05) return 'de-escalating';
  return 'emerging';
}

export function shapeOf(entries: TrajectoryEntry[]): TrajectoryShape {
  const onsets: TrajectoryShape['onsets'] = {};
  for (const [key, t] of Object.entries(ONSET) as [TrajectoryKey, number][]) {
    const i = entries.findIndex((e) => e.signals_by_axis[key] >= t);
    if (i >= 0) onsets[key] = i;
  }
  const s = entries.map((e) => e.signals_by_axis.suicide);
  const slopes = s.map((v, i) => (i === 0 ? 0 : Math.round((v - s[i - 1]!) * 10000) / 10000));
  let peak = 0;
  s.forEach((v, i) => {
    if (v > s[peak]!) peak = i;
  });
  return { onsets, phases: s.map((v, i) => phaseOf(v, slopes[i]!)), slopes, peak_turn: entries.length ? peak : 0, peak_crisis: s.length ? s[peak]! : 0 };
}
