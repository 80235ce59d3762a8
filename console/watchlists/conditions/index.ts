/** Every condition family of the watchlist vocabulary, registered in one place. */
import { createRegistry } from '../../../processors/kernel/index.js';
import { aiConcernLevelCondition } from './ai-concern-level.js';
import { aiConcernScoreCondition } from './ai-concern-score.js';
import { authenticityCondition } from './authenticity.js';
import { corroborationLevelCondition } from './corroboration-level.js';
import type { ConditionFamily } from './family.js';
import { fictionCondition } from './fiction.js';
import { imminenceLevelCondition } from './imminence-level.js';
import { imminenceScoreCondition } from './imminence-score.js';
import { riskLevelCondition } from './risk-level.js';
import { riskScoreCondition } from './risk-score.js';
import { subjectCondition } from './subject.js';
import { verdictCondition } from './verdict.js';

export const CONDITION_FAMILIES: readonly ConditionFamily[] = [
  verdictCondition,
  subjectCondition,
  riskScoreCondition,
  riskLevelCondition,
  aiConcernScoreCondition,
  aiConcernLevelCondition,
  imminenceScoreCondition,
  imminenceLevelCondition,
  fictionCondition,
  authenticityCondition,
  corroborationLevelCondition,
];

export const conditionRegistry = createRegistry('console-watchlists', CONDITION_FAMILIES);

const BY_PATH = new Map<string, ConditionFamily>();
for (const f of CONDITION_FAMILIES) {
  for (const p of f.paths) {
    if (BY_PATH.has(p)) throw new Error(`condition path ${p} belongs to two families`);
    BY_PATH.set(p, f);
  }
}

/** the family owning a condition path, or undefined for a path outside the vocabulary */
export function familyForPath(path: string): ConditionFamily | undefined {
  return BY_PATH.get(path);
}

export const ALL_PATHS: readonly string[] = [...BY_PATH.keys()];
