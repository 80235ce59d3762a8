import { z } from 'zod';
import { lexiconFile } from '../lexicon.js';

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

const ALIASES: [RegExp, string][] = [
  [
    /\binternal (?:company |business |corporate )?(?:matters|affairs|business|issues|news|decisions|plans)|\blayoffs?\b|restructur|\breorg|\bearnings\b|company (?:plans|finances|strategy)/i,
    'internal',
  ],
  [/\bpolitic|elections?\b|government|\bparties\b|\bparty politics/i, 'politics'],
  [/\breligio|\bfaith\b|spiritual|\bbeliefs?\b/i, 'religion'],
  [/\bdos(?:age|ing|es)\b/i, 'dosage'],
  [/\bmedic|\bhealth|diagnos|treatment|\bconditions?\b|\bsymptoms?\b|\bdiseases?\b|\billness/i, 'medical'],
  [/\blegal|\blaw\b|lawsuit|\bleases?\b|tenanc/i, 'legal'],
  [/\binvest|financ|\bstocks?\b|\bcrypto|\btrading\b/i, 'financial'],
  [/\bpric|\bcosts?\b|\bfees?\b|\bquotes?\b|\brates\b/i, 'pricing'],
  [/\bweather|\bforecasts?\b/i, 'weather'],
  [/\bsports?\b|\bmatch(?:es)? results?|\bscores?\b|\bfixtures?\b|\btransfers?\b|football|soccer/i, 'sports'],
  [/\bdating|romance|relationships?\b|\blove life/i, 'dating'],
  [/\bviolen|weapons?/i, 'violence'],
  [/\b(?:illegal |recreational )?drugs\b|narcotic/i, 'drugs'],
  [/\balcohol|\bdrinks?\b|\bwine\b|\bbeer\b|\bliquor/i, 'alcohol'],
  [/\bsex|adult content|nsfw/i, 'sex'],
  [/\bsalar|compensation/i, 'salary'],
  [/\bpersonal (?:information|data|details)|\bpii\b/i, 'personal_information'],
  [/\bdeliver|\bshipping|\bdispatch|\btracking|\bparcels?\b/i, 'shipping'],
  [/\brefunds?\b|\breturns?\b|money back/i, 'returns'],
  [/\bcancel/i, 'cancellation'],
  [/\bbugs?\b|\bcrash|\berrors?\b|\bglitch|technical (?:problems?|issues?)/i, 'bugs'],
  [/\bopening (?:hours|times)|\bhours\b|closing times?/i, 'hours'],
  [/\bwarrant|guarantee claim/i, 'warranty'],
  [/\bbookings?\b|\breservations?\b|\bappointments?\b/i, 'booking'],
  [/\brestaurants?\b|places to eat|dining/i, 'restaurants'],
  [/\blaunch|release dates?|unreleased|upcoming (?:products?|features?|releases?)|roadmap/i, 'product_launch'],
  [/\bcook|recipe|culinary|food/i, 'cooking'],
  [/\btravel|trips?\b|vacation/i, 'travel'],
  [/\bfitness|exercise|workout/i, 'fitness'],
  [/\bprogramm|coding|software development|\bcode\b/i, 'programming'],
  [/\btech(?:nology|nical)?\b|computers?/i, 'technology'],
  [/\bmath|homework/i, 'math'],
  [/\bgarden|plants?\b/i, 'gardening'],
  [/\bpets?\b|\bdogs?\b|\bcats?\b/i, 'pets'],
  [/\bhistor/i, 'history'],
  [/\bgeograph/i, 'geography'],
  [/\bessays?\b|cover letters?|creative writing/i, 'writing'],
  [/\bmovies?\b|\bfilms?\b|entertainment|celebrit/i, 'entertainment'],
];

/** Cues for a topic phrase: a known topic's lexicon, else the content words of the phrase. */
export function cuesFor(topic: string): { name: string; cues: string[]; known: boolean } {
  for (const [re, name] of ALIASES) if (re.test(topic)) return { name, cues: TOPIC_CUES[name]!, known: true };
  const words = (topic.toLowerCase().match(/[\p{L}\p{N}$€£'-]+/gu) ?? []).filter(
    (w) =>
      w.length >= 3 &&
      !/^(?:the|and|any|our|your|their|other|about|topics?|subjects?|things?|stuff|matters?|issues?|questions?|related|regarding|anything|everything|information|details?|advice|opinions?|views?|that|this|with|from|for)$/.test(
        w,
      ),
  );
  const cues = words.map((w) => (w.length > 5 ? w.replace(/(?:ies|es|s|ing|ed)$/, '') : w));
  return { name: topic.trim(), cues, known: false };
}
