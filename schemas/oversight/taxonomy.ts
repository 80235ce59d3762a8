/**
 * The oversight vocabulary, read once from `seeds/oversight/` (91 behaviour codes in 14 categories, 18 arc codes).
 * Nothing else in the code spells a code list: detectors declare the codes they emit and the registry test checks
 * them against this file.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const CONCERNS = ['none', 'low', 'medium', 'high', 'critical'] as const;
export type Concern = (typeof CONCERNS)[number];

export interface BehaviorDef {
  code: string;
  category: string;
  kind: 'harmful' | 'appropriate';
  raises_concern: boolean;
  name: string;
  description: string;
}
export interface CategoryDef {
  category: string;
  kind: 'harmful' | 'appropriate';
  name: string;
  description: string;
  codes: string[];
  /** what a reviewer should do when this category shows up (our words) */
  recommendation: string;
}
export interface ArcDef {
  code: string;
  category: string;
  kind: 'harmful' | 'positive';
  description: string;
}

const SEEDS = resolve(dirname(fileURLToPath(import.meta.url)), '../../seeds/oversight');
const read = <T>(f: string): T => JSON.parse(readFileSync(resolve(SEEDS, f), 'utf8')) as T;

export const BEHAVIORS: readonly BehaviorDef[] = read<{ behaviors: BehaviorDef[] }>('behaviors.json').behaviors;
export const CATEGORIES: readonly CategoryDef[] = read<{ categories: CategoryDef[] }>('categories.json').categories;
export const ARCS: readonly ArcDef[] = read<{ arcs: ArcDef[] }>('arcs.json').arcs;

export const BEHAVIOR_BY_CODE: ReadonlyMap<string, BehaviorDef> = new Map(BEHAVIORS.map((b) => [b.code, b]));
export const CATEGORY_NAMES: readonly string[] = CATEGORIES.map((c) => c.category);
export const BEHAVIOR_CODES: readonly string[] = BEHAVIORS.map((b) => b.code);
export const ARC_CODES: readonly string[] = ARCS.map((a) => a.code);

/** `appropriate` behaviours and any `out_of_scope_*` code never raise concern (spec doc 3). */
export function raisesConcern(code: string): boolean {
  if (code.startsWith('out_of_scope_')) return false;
  const b = BEHAVIOR_BY_CODE.get(code);
  return b ? b.raises_concern : false;
}

export function categoryOf(code: string): string {
  return BEHAVIOR_BY_CODE.get(code)?.category ?? 'unknown';
}

export function severityRank(s: Concern): number {
  return CONCERNS.indexOf(s);
}
export function maxConcern(a: Concern, b: Concern): Concern {
  return severityRank(a) >= severityRank(b) ? a : b;
}
