/**
 * Issue 9, vocabulary as data: a regex whose phrase lists moved to seeds/lexicons must compile at load to exactly the
 * literal it replaced. One check for every service's pin list (steer, oversight, risk).
 */
import { describe, expect, it } from 'vitest';

/** [module key, exported name (a dotted path for a nested one: `CUES.violence`), the literal it replaced] */
export type PinnedRegex = [string, string, RegExp];

export function describePinnedRegexes(title: string, modules: Record<string, unknown>, pinned: PinnedRegex[]): void {
  describe(title, () => {
    it.each(pinned)('%s %s', (mod, name, was) => {
      const re = name.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], modules[mod]);
      expect(re).toBeInstanceOf(RegExp);
      expect((re as RegExp).source).toBe(was.source);
      expect((re as RegExp).flags).toBe(was.flags);
    });
  });
}
