/**
 * Behaviour filters (spec doc 3): applied after analysis to the findings, so aggregate, turn and window evidence are
 * filtered together and every concern field is recomputed from what is retained.
 */

import { categoryOf, type Severity, severityRank } from '../../schemas/oversight/taxonomy.js';
import type { Finding } from './findings.js';

export interface BehaviorFilter {
  enabled?: string[];
  disabled?: string[];
  min_severity?: Severity;
  categories?: string[];
}

export function isEmptyFilter(f: BehaviorFilter | undefined): boolean {
  return !f || (!f.enabled && !f.disabled && !f.min_severity && !f.categories);
}

export function keepFinding(f: Finding, filter: BehaviorFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.enabled && !filter.enabled.includes(f.code)) return false;
  if (filter.disabled && filter.disabled.includes(f.code)) return false;
  if (filter.min_severity && severityRank(f.severity) < severityRank(filter.min_severity)) return false;
  if (filter.categories && !filter.categories.includes(categoryOf(f.code))) return false;
  return true;
}
