import { clamp01 } from '../../classifier/result.js';
import { numericFamily } from './family.js';

/** `authenticity`: the counter-signal of a genuine distress register */
export const authenticityCondition = numericFamily({
  name: 'watchlist.authenticity',
  description: 'how genuine the distress register reads (counter-signal to fiction)',
  paths: ['authenticity'],
  read: (_p, v) => clamp01(v.result.authenticity),
});
