/**
 * A string as a regular-expression literal. Its own module so that lexicon.ts (which text.ts reads its vocabulary
 * through) needs nothing from text.ts: no import cycle between the two.
 */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
