/**
 * Featurizer of the harmful-system-prompt model: hashed word uni/bi-grams and character 3-5-grams, mean-pooled.
 * The same spec is written into the ONNX file's metadata (`haven.featurizer`) by the training script; the runtime
 * refuses a model whose metadata differs from FEATURIZER_SPEC (see model.ts), so the two cannot drift apart.
 */

export const FEATURIZER_SPEC = {
  name: 'haven-harmful-prompt',
  version: 1,
  normalise: 'NFKC; lowercase; keep words matching word_pattern; join words with single spaces',
  word_pattern: "[\\p{L}\\p{N}]+(?:'[\\p{L}]+)?",
  max_chars: { head: 4000, tail: 2000 },
  hash: 'fnv1a32 over UTF-16 code units of prefix + gram, unsigned, modulo buckets',
  buckets: 65536,
  word_ngrams: [1, 2],
  char_ngrams: [3, 5],
  char_text: 'normalised words joined by single spaces, with one space added at each end',
  prefixes: { word: 'w:', char: 'c:' },
  pooling: 'mean: each distinct bucket weighted by its count divided by the total number of grams',
  heads: ['unprocessable', 'csam', 'violence', 'terrorism', 'safety_circumvention', 'other'],
} as const;

export type HeadName = (typeof FEATURIZER_SPEC.heads)[number];

const WORD = new RegExp(FEATURIZER_SPEC.word_pattern, 'gu');

export function fnv1a32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The words of a text after normalisation (long texts keep their head and tail). */
export function normaliseWords(text: string): string[] {
  const { head, tail } = FEATURIZER_SPEC.max_chars;
  const t = text.length > head + tail ? `${text.slice(0, head)}\n${text.slice(text.length - tail)}` : text;
  return t.normalize('NFKC').toLowerCase().match(WORD) ?? [];
}

export interface Features {
  /** distinct bucket ids */
  ids: Int32Array;
  /** count / total grams, in the same order */
  weights: Float32Array;
}

/** The last prompt's features: the harmful-prompt and jailbreak models featurize the same prompt back to back. */
let last: { text: string; f: Features } | undefined;

/** Hashes the grams of a text into bucket ids with mean-pooling weights (callers must not mutate the result). */
export function featurize(text: string): Features {
  if (last?.text === text) return last.f;
  const f = featurizeUncached(text);
  last = { text, f };
  return f;
}

/** The features of a text without touching the one-prompt cache (the jailbreak model's chunk scores). */
export const featurizeOnce = (text: string): Features => featurizeUncached(text);

function featurizeUncached(text: string): Features {
  const B = FEATURIZER_SPEC.buckets;
  const words = normaliseWords(text);
  const counts = new Map<number, number>();
  let total = 0;
  const add = (g: string) => {
    const id = fnv1a32(g) % B;
    counts.set(id, (counts.get(id) ?? 0) + 1);
    total++;
  };
  const [wMin, wMax] = FEATURIZER_SPEC.word_ngrams;
  const wp = FEATURIZER_SPEC.prefixes.word;
  for (let i = 0; i < words.length; i++) {
    let g = '';
    for (let n = 1; n <= wMax && i + n <= words.length; n++) {
      g = n === 1 ? (words[i] as string) : `${g} ${words[i + n - 1]}`;
      if (n >= wMin) add(wp + g);
    }
  }
  if (words.length) {
    const s = ` ${words.join(' ')} `;
    const [cMin, cMax] = FEATURIZER_SPEC.char_ngrams;
    const cp = FEATURIZER_SPEC.prefixes.char;
    for (let i = 0; i < s.length; i++) {
      for (let n = cMin; n <= cMax && i + n <= s.length; n++) add(cp + s.slice(i, i + n));
    }
  }
  const ids = new Int32Array(counts.size);
  const weights = new Float32Array(counts.size);
  let k = 0;
  for (const [id, c] of counts) {
    ids[k] = id;
    weights[k] = c / total;
    k++;
  }
  return { ids, weights };
}
