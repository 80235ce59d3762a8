/**
 * A protected word given away by what it sounds like (lk5, issue 11 item 2): "the district whose name rhymes with
 * 'Bringsmere'" (Kingsmere), "a P-word, rhymes with 'lucid'" (Pellucid), "name rhymes with 'Brainchaser'"
 * (Stormchaser). A rhyme gives the word's tail; the reply leaks the word when the tail it shares with the word the cue
 * introduces, plus a first letter it gives ("a P-word", "starts with K"), make up half the word or more (four letters
 * at least): the information disclosed, not a phrasing. The rhyme word must differ from the value and not be a word of
 * the prompt ("sounds like our brand name"). Cue words: seeds/lexicons/en/reconstruct.json (`sound-cue`,
 * `initial-cue`).
 */
import { lexiconGroups } from '../lexicon.js';

const vocab = lexiconGroups('en', 'reconstruct');
const SOUND = new RegExp(`(?<![\\p{L}])(?:${vocab('sound-cue')})\\s*["'“‘\`]?([\\p{L}]{3,})`, 'giu');
const INITIAL = new RegExp(`(?<![\\p{L}])(?:${vocab('initial-cue')})`, 'giu');
/** Share of a value word the rhyme and a first letter must give, and the fewest letters the rhyme must share. */
const SHARE = 0.5;
const MIN_TAIL = 4;
const MIN_WORD = 5;

const commonTail = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
};

/** The span of the rhyme that gives most of a word of `value` away, or undefined. */
export function soundAlike(text: string, value: string, prompt: string): { start: number; end: number } | undefined {
  const words = (value.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length >= MIN_WORD);
  if (!words.length) return undefined;
  const own = new Set(prompt.toLowerCase().match(/\p{L}+/gu) ?? []);
  const initials = new Set([...text.matchAll(INITIAL)].map((m) => m.slice(1).find(Boolean)?.toLowerCase()).filter(Boolean));
  for (const m of text.matchAll(SOUND)) {
    const r = m[1]!.toLowerCase();
    if (own.has(r)) continue;
    for (const w of words) {
      if (r === w) continue;
      const tail = commonTail(r, w);
      if (tail < MIN_TAIL) continue;
      const first = tail < w.length && initials.has(w[0]!) ? 1 : 0;
      if ((tail + first) / w.length >= SHARE) return { start: m.index, end: m.index + m[0].length };
    }
  }
  return undefined;
}
