/**
 * Steer's word lists from `seeds/lexicons/<lang>/<name>.json` (read by the one loader, processors/kernel/lexicon.ts)
 * compiled into word-bounded regular expressions. Vocabulary is data (issue 9): the engines hold the structure, the seeds the words.
 */

import { lexiconFile } from '../kernel/lexicon.js';
import { escapeRegExp } from './escape-regexp.js';

export { lexiconAlternation, lexiconFile, lexiconGroups } from '../kernel/lexicon.js';

export const LEXICON_LANGS = ['en', 'es', 'fr'] as const;

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
