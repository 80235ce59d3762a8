import { clamp01 } from '../../classifier/result.js';
import { numericFamily } from './family.js';

/** `fiction`: how much the conversation reads as fiction or roleplay */
export const fictionCondition = numericFamily({
  name: 'watchlist.fiction',
  description: 'how much the conversation reads as fiction or roleplay (suppresses salience)',
  paths: ['fiction'],
  read: (_p, v) => clamp01(v.result.fiction),
});
