import { LEVELS, readLevel, USER_AXES } from '../../classifier/result.js';
import { axisOf, enumFamily } from './family.js';

const PATHS = USER_AXES.map((a) => `risks.${a}.level`);

/** `risks.<axis>.level`: the level ladder (minimal … critical) of one of the 8 user-side axes */
export const riskLevelCondition = enumFamily({
  name: 'watchlist.risk-level',
  description: 'the level of a user-side risk axis (signals.user.<axis>.level)',
  paths: PATHS,
  domain: LEVELS,
  read: (p, v) => readLevel(v.result.signals.user[axisOf(p) as (typeof USER_AXES)[number]]),
});
