/**
 * Lexicon features: literal phrase matches of the suicide-risk lexicon's constructs (seeds/ocular/lexicon.json) and
 * of our own cue lists (seeds/ocular/cues.json), per text. Features, never the decision: the trained heads weigh
 * them beside the sentence embedding and the hashed n-grams.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const seed = (name: string) => fileURLToPath(new URL(`../../../seeds/ocular/${name}`, import.meta.url));

interface LexiconFile {
  constructs: Record<string, { label: string; terms: string[]; prototypical: string[] }>;
}
interface CuesFile {
  cues: Record<string, string[]>;
}

const lexicon = JSON.parse(readFileSync(seed('lexicon.json'), 'utf8')) as LexiconFile;
const cues = JSON.parse(readFileSync(seed('cues.json'), 'utf8')) as CuesFile;

/** Feature names in vector order: `lex:<construct>` then `cue:<cue>`. */
export const LEXICON_FEATURES: readonly string[] = [
  ...Object.keys(lexicon.constructs).map((c) => `lex:${c}`),
  ...Object.keys(cues.cues).map((c) => `cue:${c}`),
];

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?|[*💀😂🤣&]/gu;

/** Lowercased NFKC words of a text (apostrophes unified). */
export function words(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().replace(/’/g, "'").match(WORD) ?? [];
}

/** phrase (space-joined words) → feature ids (prototypical lexicon terms count double). */
const PHRASES = new Map<string, { id: number; weight: number }[]>();
let MAX_WORDS = 1;
function addPhrase(phrase: string, id: number, weight: number) {
  const w = words(phrase);
  if (!w.length) return;
  MAX_WORDS = Math.max(MAX_WORDS, w.length);
  const key = w.join(' ');
  const list = PHRASES.get(key) ?? [];
  const prev = list.find((e) => e.id === id);
  if (prev) prev.weight = Math.max(prev.weight, weight);
  else list.push({ id, weight });
  PHRASES.set(key, list);
}
Object.values(lexicon.constructs).forEach((c, i) => {
  const proto = new Set(c.prototypical);
  for (const t of c.terms) addPhrase(t, i, proto.has(t) ? 2 : 1);
});
const nConstructs = Object.keys(lexicon.constructs).length;
Object.values(cues.cues).forEach((list, j) => {
  for (const t of list) addPhrase(t, nConstructs + j, 1);
});
MAX_WORDS = Math.min(MAX_WORDS, 6);

export interface LexiconHits {
  /** one value per LEXICON_FEATURES entry: log1p(weighted matches) / log1p(8), capped at 1 */
  vector: Float32Array;
  /** the phrases that matched, per feature (for explanations) */
  matches: Map<string, string[]>;
}

/** Matches every 1..6-word phrase of the text against the lexicon and cues. */
export function lexiconFeatures(text: string, withMatches = false): LexiconHits {
  const w = words(text);
  const counts = new Float32Array(LEXICON_FEATURES.length);
  const matches = new Map<string, string[]>();
  for (let i = 0; i < w.length; i++) {
    let key = '';
    for (let n = 1; n <= MAX_WORDS && i + n <= w.length; n++) {
      key = n === 1 ? w[i]! : `${key} ${w[i + n - 1]}`;
      const hits = PHRASES.get(key);
      if (!hits) continue;
      for (const h of hits) {
        counts[h.id]! += h.weight;
        if (withMatches) {
          const name = LEXICON_FEATURES[h.id]!;
          matches.set(name, [...(matches.get(name) ?? []), key]);
        }
      }
    }
  }
  const norm = Math.log1p(8);
  for (let k = 0; k < counts.length; k++) counts[k] = Math.min(1, Math.log1p(counts[k]!) / norm);
  return { vector: counts, matches };
}

export const LEXICON_SOURCE = 'seeds/ocular/lexicon.json (Suicide Risk Lexicon v1.0, Apache-2.0) + seeds/ocular/cues.json (ours)';
