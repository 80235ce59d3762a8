/**
 * Loads steer vocabulary from `seeds/lexicons/<lang>/<name>.json` and compiles it into word-bounded regular
 * expressions once per process. Vocabulary is data (issue 9): the engines hold the structure, the seeds the words.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { escapeRegExp } from './escape-regexp.js';

const DIR = fileURLToPath(new URL('../../seeds/lexicons/', import.meta.url));
export const LEXICON_LANGS = ['en', 'es', 'fr'] as const;

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

/** The terms of one group, merged over the given languages (default: every language we ship). */
export function lexiconTerms(name: string, group: string, langs: readonly string[] = LEXICON_LANGS): string[] {
  const out: string[] = [];
  for (const l of langs) {
    const g = lexiconFile(l, name)[group];
    if (Array.isArray(g)) for (const t of g) if (typeof t === 'string' && t.trim()) out.push(t.trim());
  }
  return out;
}

/** A regex alternation of literal terms (longest first), spaces matching any whitespace, wrapped in a group. */
export function termsPattern(terms: readonly string[]): string {
  const uniq = [...new Set(terms.map((t) => t.toLowerCase()))].sort((a, b) => b.length - a.length);
  return `(?:${uniq
    .map((t) =>
      escapeRegExp(t)
        .replace(/\\?\s+/g, '\\s+')
        .replace(/'/g, "['’]"),
    )
    .join('|')})`;
}

/** Word-bounded, case-insensitive regex over a lexicon group. */
export function lexiconRegex(name: string, group: string, flags = 'iu', langs?: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${termsPattern(lexiconTerms(name, group, langs))}(?![\\p{L}\\p{N}])`, flags);
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
