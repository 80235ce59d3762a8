/**
 * Maps the classifier core's per-message scores (Scorer.scoreMessages, processors/ocular/core) onto evaluate's risk
 * types: `harm_to_others` is evaluate's `violence`; the other user axes share their names. `neglect` has no axis of
 * its own and is decided from the vocabulary alone.
 */
import type { MessageScore } from '../ocular/core/types.js';
import type { CoreMessageSignal, RiskType } from './types.js';

const AXIS_TO_TYPE: Record<string, RiskType> = {
  suicide: 'suicide',
  self_harm: 'self_harm',
  self_neglect: 'self_neglect',
  harm_to_others: 'violence',
  abuse: 'abuse',
  sexual_violence: 'sexual_violence',
  exploitation: 'exploitation',
  stalking: 'stalking',
};

export function coreSignals(scores: readonly Pick<MessageScore, 'index' | 'role' | 'axes' | 'modulators'>[]): CoreMessageSignal[] {
  return scores
    .filter((s) => s.role === 'user')
    .map((s) => {
      const axes: Partial<Record<RiskType, number>> = {};
      for (const [axis, v] of Object.entries(s.axes)) {
        const t = AXIS_TO_TYPE[axis];
        if (t && typeof v === 'number') axes[t] = v;
      }
      return {
        message_index: s.index,
        axes,
        subject_self: s.modulators.subject_self,
        subject_other: s.modulators.subject_other,
        fiction: s.modulators.fiction,
        authenticity: s.modulators.authenticity,
        imminence: s.modulators.imminence,
      };
    });
}
