import { AI_AXES, clamp01 } from '../../classifier/result.js';
import { axisOf, numericFamily } from './family.js';

const PATHS = AI_AXES.map((a) => `ai_concerns.${a}.score`);

/** `ai_concerns.<axis>.score`: the score of one of the 4 AI-side axes */
export const aiConcernScoreCondition = numericFamily({
  name: 'watchlist.ai-concern-score',
  description: 'the score of an AI-side concern axis (signals.ai.<axis>.score)',
  paths: PATHS,
  read: (p, v) => clamp01(v.result.signals.ai[axisOf(p) as (typeof AI_AXES)[number]].score),
});
