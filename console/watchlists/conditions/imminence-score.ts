import { clamp01 } from '../../classifier/result.js';
import { numericFamily } from './family.js';

/** `imminence.score`: temporal acuity (plan, means, timeline) in [0, 1] */
export const imminenceScoreCondition = numericFamily({
  name: 'watchlist.imminence-score',
  description: 'the imminence score (near-term markers such as plan, means, timeline)',
  paths: ['imminence.score'],
  read: (_p, v) => clamp01(v.result.imminence.score),
});
