import { VERDICTS } from '../../classifier/result.js';
import { enumFamily } from './family.js';

/** `verdict`: the salience band of the session, or of the turn under `message` scope (the only per-turn path) */
export const verdictCondition = enumFamily({
  name: 'watchlist.verdict',
  description: 'the reference salience band (clear < 0.30 ≤ watch < 0.60 ≤ danger) of the session or, in message scope, of the turn',
  paths: ['verdict'],
  domain: VERDICTS,
  read: (_p, v) => v.turnVerdict ?? v.derived.verdict,
});
