/**
 * The one loader of `seeds/lexicons/<lang>/<name>.json` (issue 9, vocabulary as data): each file parsed once per
 * process, and a group of regular-expression fragments joined into an alternation for a pattern whose structure stays
 * in code. Shared by the services that keep their vocabulary there (steer, oversight, risk); steer's word-list
 * helpers build on it (processors/steer/lexicon.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('../../seeds/lexicons/', import.meta.url));

const cache = new Map<string, Record<string, unknown>>();

/** The parsed file for one language, or `{}` when that language has none. */
export function lexiconFile(lang: string, name: string): Record<string, unknown> {
  const key = `${lang}/${name}`;
  let v = cache.get(key);
  if (!v) {
    const path = `${DIR}${key}.json`;
    v = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>) : {};
    cache.set(key, v);
  }
  return v;
}

/**
 * One group of regular-expression fragments (a file's named group, in file order) joined as an alternation
 * `a|b|c`, for a pattern whose structure (word boundaries, anchors, lookarounds, flags) stays in code. File order is
 * kept: an alternation takes the first branch that matches. A missing or empty group is a programming error and
 * throws at load.
 */
export function lexiconAlternation(lang: string, name: string, group: string): string {
  const g = lexiconFile(lang, name)[group];
  if (!Array.isArray(g) || !g.length || !g.every((t): t is string => typeof t === 'string' && t.length > 0)) {
    throw new Error(`seeds/lexicons/${lang}/${name}.json: no fragments in group ${group}`);
  }
  return g.join('|');
}

/** One file's groups: `vocab('group')` is the group's alternation, `vocab.words('group')` the word-bounded regex over it. */
export interface LexiconGroups {
  (group: string): string;
  /** `\b(?:a|b|c)\b` with these flags: the shape most moved lists have */
  words(group: string, flags?: string): RegExp;
}

export function lexiconGroups(lang: string, name: string): LexiconGroups {
  const alternation = (group: string) => lexiconAlternation(lang, name, group);
  return Object.assign(alternation, { words: (group: string, flags = 'i') => new RegExp(String.raw`\b(?:${alternation(group)})\b`, flags) });
}
