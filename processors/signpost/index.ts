/** Signpost engines (pure) and the directory loader. */
export { openStatus } from './open-status.js';
export {
  listResources,
  rankResources,
  validateScopes,
  validatePopulations,
  splitList,
  clampLimit,
  InvalidFilterError,
  DEFAULT_LIMIT,
  MAX_LIMIT,
  type ListOptions,
  type ListResponse,
} from './list.js';
export { smartRank, analyseQuery, type Ranked, type QueryAnalysis } from './smart.js';
export { countries, countryDisplayName, type CountrySummary } from './countries.js';
export { validateDirectory, validateRecord, coverage, type ValidationReport } from './validate.js';
export { resourceId, uuidV5, DIRECTORY_NAMESPACE } from './ids.js';
export { loadDirectory, loadNumberRegister, DIRECTORY_DIR } from './directory.js';
