import { LEVELS, readLevel } from '../../classifier/result.js';
import { enumFamily } from './family.js';

/** `imminence.level`: the level ladder applied to imminence */
export const imminenceLevelCondition = enumFamily({
  name: 'watchlist.imminence-level',
  description: 'the imminence level (minimal … critical)',
  paths: ['imminence.level'],
  domain: LEVELS,
  read: (_p, v) => readLevel(v.result.imminence),
});
