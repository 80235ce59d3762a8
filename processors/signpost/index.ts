/** Signpost engines (pure) and the directory loader. */

export { type CountrySummary, countries, countryDisplayName } from './countries.js';
export { DIRECTORY_DIR, loadDirectory, loadNumberRegister } from './directory.js';
export { DIRECTORY_NAMESPACE, resourceId, uuidV5 } from './ids.js';
export {
  clampLimit,
  DEFAULT_LIMIT,
  InvalidFilterError,
  type ListOptions,
  type ListResponse,
  listResources,
  MAX_LIMIT,
  rankResources,
  splitList,
  validatePopulations,
  validateScopes,
} from './list.js';
export { openStatus } from './open-status.js';
export { analyseQuery, type QueryAnalysis, type Ranked, smartRank } from './smart.js';
export { coverage, type ValidationReport, validateDirectory, validateRecord } from './validate.js';
