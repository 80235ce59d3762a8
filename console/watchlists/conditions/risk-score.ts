import { clamp01, USER_AXES } from '../../classifier/result.js';
import { axisOf, numericFamily } from './family.js';

const PATHS = USER_AXES.map((a) => `risks.${a}.score`);

/** `risks.<axis>.score`: the score in [0, 1] of one of the 8 user-side axes */
export const riskScoreCondition = numericFamily({
  name: 'watchlist.risk-score',
  description: 'the score of a user-side risk axis (signals.user.<axis>.score)',
  paths: PATHS,
  read: (p, v) => clamp01(v.result.signals.user[axisOf(p) as (typeof USER_AXES)[number]].score),
});
