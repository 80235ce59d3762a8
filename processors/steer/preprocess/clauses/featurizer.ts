/**
 * Featurizer of the clause-type classifier: hashed word 1-2-grams and character 2-4-grams over the clause as written
 * (punctuation kept: `<<`, `***`, `P.S.` and quotes are what many instructions are about), L2-normalised, for the
 * n-gram heads; the clause's MiniLM sentence embedding (what it means, in wording the n-grams never saw) for the
 * embedding heads, which run only when the async stage passed the vector in. The spec is
 * written into the ONNX file's metadata by scripts/train/clause-type/train.ts and checked at load, so the trained
 * model and this code cannot drift apart.
 */
import { EMBEDDING_DIMS } from '../../../../infra/models/embedder.js';
import { fnv1a32 } from '../../cannot-comply/featurizer.js';

export const CLAUSE_FEATURIZER_SPEC = {
  name: 'haven-clause-type',
  version: 2,
  normalise: 'NFKC; lowercase; digits → 0; whitespace collapsed to one space',
  word_pattern: '[\\p{L}\\p{N}]+',
  hash: 'fnv1a32 over UTF-16 code units of prefix + gram, unsigned, modulo buckets',
  buckets: 32768,
  word_ngrams: [1, 2],
  char_ngrams: [2, 4],
  prefixes: { word: 'w:', char: 'c:' },
  pooling: 'l2: each distinct bucket weighted by its count divided by the L2 norm of the count vector',
  max_chars: 600,
  embedding: {
    model: 'all-MiniLM-L6-v2-q',
    dims: EMBEDDING_DIMS,
    input: 'the clause text as parsePrompt cuts it (not normalised)',
    heads: 'separate; n-gram heads alone without it',
  },
} as const;

const WORD = new RegExp(CLAUSE_FEATURIZER_SPEC.word_pattern, 'gu');

export interface ClauseFeatures {
  ids: Int32Array;
  weights: Float32Array;
}

export function normaliseClause(text: string): string {
  return text.slice(0, CLAUSE_FEATURIZER_SPEC.max_chars).normalize('NFKC').toLowerCase().replace(/\d/g, '0').replace(/\s+/g, ' ').trim();
}

export function clauseFeatures(text: string): ClauseFeatures {
  const B = CLAUSE_FEATURIZER_SPEC.buckets;
  const t = normaliseClause(text);
  const counts = new Map<number, number>();
  const add = (g: string) => {
    const id = fnv1a32(g) % B;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  };
  const words = t.match(WORD) ?? [];
  const wp = CLAUSE_FEATURIZER_SPEC.prefixes.word;
  for (let i = 0; i < words.length; i++) {
    add(wp + words[i]);
    if (i + 1 < words.length) add(`${wp}${words[i]} ${words[i + 1]}`);
  }
  const s = ` ${t} `;
  const [cMin, cMax] = CLAUSE_FEATURIZER_SPEC.char_ngrams;
  const cp = CLAUSE_FEATURIZER_SPEC.prefixes.char;
  for (let i = 0; i < s.length; i++) for (let n = cMin; n <= cMax && i + n <= s.length; n++) add(cp + s.slice(i, i + n));
  let sq = 0;
  for (const c of counts.values()) sq += c * c;
  const norm = 1 / Math.sqrt(Math.max(1, sq));
  const ids = new Int32Array(counts.size);
  const weights = new Float32Array(counts.size);
  let k = 0;
  for (const [id, c] of counts) {
    ids[k] = id;
    weights[k] = c * norm;
    k++;
  }
  return { ids, weights };
}
