/** Signpost engines (pure) and the directory loader. */

export {
  clampLimit,
  DEFAULT_LIMIT,
  type ListOptions,
  type ListResponse,
  listResources,
  MAX_LIMIT,
  rankResources,
} from './ranking/list.js';
export { analyseQuery, type QueryAnalysis, type Ranked, smartRank } from './ranking/smart.js';
export { type CountrySummary, countries, countryDisplayName } from './records/countries.js';
export { DIRECTORY_NAMESPACE, resourceId, uuidV5 } from './records/ids.js';
export { openStatus } from './records/open-status.js';
export { coverage, type ValidationReport, validateDirectory, validateRecord } from './records/validate.js';
export { DIRECTORY_DIR, loadDirectory, loadNumberRegister } from './storage/directory-files.js';
