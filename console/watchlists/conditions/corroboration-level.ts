import { CORROBORATION_AXES, CORROBORATION_STRENGTHS, readCorroboration } from '../../classifier/result.js';
import { axisOf, enumFamily } from './family.js';

const PATHS = CORROBORATION_AXES.map((a) => `risks.${a}.corroboration.level`);

/**
 * `risks.<axis>.corroboration.level`: the corroboration strength of suicide, self_harm, harm_to_others or abuse,
 * read from the classifier's `detail.corroboration`; a session scored without `detail` does not carry it.
 */
export const corroborationLevelCondition = enumFamily({
  name: 'watchlist.corroboration-level',
  description: 'how strongly independent signals corroborate a user-side axis (detail.corroboration.<axis>.strength)',
  paths: PATHS,
  domain: CORROBORATION_STRENGTHS,
  read: (p, v) => readCorroboration(v.result, axisOf(p)),
});
