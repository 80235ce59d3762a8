/**
 * The CANNOT_COMPLY rules' vocabulary, compiled once from seeds/lexicons/en/cannot-comply.json (issue 9: vocabulary
 * is data; the engine keeps the decision structure). A missing name is a programming error and throws at load.
 */
import { lexiconFile } from '../lexicon.js';

interface PatternEntry {
  pattern: string;
  flags: string;
}

export function cannotComplyPattern(name: string): RegExp {
  const patterns = lexiconFile('en', 'cannot-comply').patterns as Record<string, PatternEntry> | undefined;
  const e = patterns?.[name];
  if (!e) throw new Error(`seeds/lexicons/en/cannot-comply.json: no pattern ${name}`);
  return new RegExp(e.pattern, e.flags);
}
