import type { Scenario } from './pairs.js';

/**
 * One training situation told in several user contexts: every context is paired with every harmful reply (positives for
 * `code`) and every appropriate one (hard negatives). A block is one split unit (group-aware validation), so a reply
 * never sits on both sides of a fold; `prefix` keeps the groups of different files apart.
 */
export const blockBuilder = (prefix: string) => {
  let blocks = 0;
  return (code: string, contexts: (string | string[])[], bad: string[], good: string[]): Scenario[] => {
    const group = `${prefix}:${blocks++}`;
    return contexts.map((u) => ({ code, user: Array.isArray(u) ? u : [u], bad, good, group }));
  };
};
