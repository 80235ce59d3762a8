import { z } from 'zod';
import { lexiconAlternation, lexiconFile } from '../lexicon.js';

/**
 * Cue words for common topics named in system prompts (off-limits topics and scopes): data in
 * `seeds/lexicons/en/topic-cues.json` (with its source), loaded and checked once per process. A cue matches as a word
 * prefix (stem), so "politic" matches politics/political/politician.
 */
export const TOPIC_CUES: Record<string, string[]> = z
  .object({ topics: z.record(z.string(), z.array(z.string())) })
  .parse(lexiconFile('en', 'topic-cues')).topics;

/** A cue as a regex source: a word-prefix stem ("politic" → political), or a whole word (plural allowed) when it ends in "$". */
export function cueSource(c: string): string {
  const lc = c.toLowerCase();
  if (lc.length > 1 && lc.endsWith('$')) return `${escapeCue(lc.slice(0, -1))}(?:s|es)?(?![\\p{L}\\p{N}])`;
  return `${escapeCue(lc)}[\\p{L}'-]*`;
}
function escapeCue(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]");
}
const cueReCache = new Map<string, string>();
/** One regex matching any of the cues (global; the match is the whole word the cue starts). */
export function cuesRegex(cues: string[]): RegExp {
  const key = cues.join('\u0001');
  let source = cueReCache.get(key);
  if (source === undefined) {
    source = `(?<![\\p{L}\\p{N}])(?:${cues.filter(Boolean).map(cueSource).join('|')})`;
    if (cueReCache.size > 2000) cueReCache.clear();
    cueReCache.set(key, source);
  }
  // A fresh object every call: a global regex carries `lastIndex`, and a shared one let a nested use (looking up
  // which cue matched, inside a loop over matches of the same cues) reset the outer loop forever.
  return new RegExp(source, 'giu');
}
/** The distinct cues found in `text`. */
export function cuesIn(cues: string[], text: string): string[] {
  const found: string[] = [];
  const any = cuesRegex(cues);
  any.lastIndex = 0;
  if (!any.test(text)) return found;
  for (const c of cues) {
    if (!c) continue;
    const re = cuesRegex([c]);
    re.lastIndex = 0;
    if (re.test(text)) found.push(c.length > 1 ? c.replace(/\$$/, '') : c);
  }
  return found;
}

/**
 * How prompts name a known topic, tried in file order (the first match wins): `seeds/lexicons/en/topic-aliases.json`,
 * each topic's fragments joined as one case-insensitive alternation.
 */
export const ALIASES: [RegExp, string][] = Object.entries(
  z.object({ aliases: z.record(z.string(), z.array(z.string().min(1)).min(1)) }).parse(lexiconFile('en', 'topic-aliases')).aliases,
).map(([name, fragments]) => [new RegExp(fragments.join('|'), 'i'), name]);

/** Filler words of a topic phrase ("questions about our products"): not cues. */
export const TOPIC_FILLER = new RegExp(String.raw`^(?:${lexiconAlternation('en', 'topic-aliases', 'filler')})$`);

/** Cues for a topic phrase: a known topic's lexicon, else the content words of the phrase. */
export function cuesFor(topic: string): { name: string; cues: string[]; known: boolean } {
  for (const [re, name] of ALIASES) if (re.test(topic)) return { name, cues: TOPIC_CUES[name]!, known: true };
  const words = (topic.toLowerCase().match(/[\p{L}\p{N}$€£'-]+/gu) ?? []).filter((w) => w.length >= 3 && !TOPIC_FILLER.test(w));
  // a stem keeps at least four letters: "rating" cut to "rat" would match "pro-rated", "rats", "rather"
  const cues = words.map((w) => {
    const stem = w.length > 5 ? w.replace(/(?:ies|es|s|ing|ed)$/, '') : w;
    return stem.length >= 4 ? stem : w;
  });
  return { name: topic.trim(), cues, known: false };
}
