import { AI_AXES, LEVELS, readLevel } from '../../classifier/result.js';
import { axisOf, enumFamily } from './family.js';

const PATHS = AI_AXES.map((a) => `ai_concerns.${a}.level`);

/** `ai_concerns.<axis>.level`: the level of one of the 4 AI-side axes */
export const aiConcernLevelCondition = enumFamily({
  name: 'watchlist.ai-concern-level',
  description: 'the level of an AI-side concern axis (signals.ai.<axis>.level)',
  paths: PATHS,
  domain: LEVELS,
  read: (p, v) => readLevel(v.result.signals.ai[axisOf(p) as (typeof AI_AXES)[number]]),
});
