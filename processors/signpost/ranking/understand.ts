/**
 * Query understanding, shared by /v1/signpost/search (search.ts) and the local /v1/signpost/smart ranker (smart.ts):
 * which service scopes a query is about, how strongly, and why (pure; no I/O).
 *
 * Two signals per scope, combined by noisy-or (score = 1 - (1 - lexical)(1 - dense)):
 *   - lexical: the strongest lexicon cue (lexicon.ts: our multilingual words and phrases, one typo tolerated);
 *   - dense: the best cosine between the query's embedding and the scope's rows in the index (its description and
 *     plain-language phrases), mapped linearly from [DENSE_FLOOR, DENSE_FULL] to [0, 1]. Below the floor a cosine
 *     says nothing (unrelated short sentences of this model land at 0.1-0.35).
 * Without an embedding (no model files, or a format-1 index) the lexical signal is used alone.
 */
import type { Population, ServiceScope } from '../../../schemas/http/signpost-vocabulary.js';
import { dot, type EmbeddingIndex } from './embedding-index.js';
import { type LexMatch, matchLexicon } from './lexicon.js';

/** Cosine at or below which a scope phrase says nothing, and at or above which it is a full match (fitted on dev). */
export const DENSE_FLOOR = 0.4;
export const DENSE_FULL = 0.75;

export interface ScopeSignal {
  /** 0-1 */
  score: number;
  lexical: number;
  dense: number;
  /** the query words of the strongest lexical cue, when any */
  cue?: string;
}

export interface Understanding {
  scopes: Map<ServiceScope, ScopeSignal>;
  populations: Population[];
  channels: ('text' | 'chat')[];
  urgent: boolean;
  matches: LexMatch[];
}

export function denseToScore(cos: number): number {
  return cos <= DENSE_FLOOR ? 0 : cos >= DENSE_FULL ? 1 : (cos - DENSE_FLOOR) / (DENSE_FULL - DENSE_FLOOR);
}

/** Best cosine per scope between `vec` and the index's scope rows (empty without scope rows). */
export function scopeCosines(index: EmbeddingIndex | null | undefined, vec: Float32Array | undefined): Map<string, number> {
  const out = new Map<string, number>();
  const g = index?.scopes;
  if (!g || !vec || vec.length !== index.dims) return out;
  const dims = index.dims;
  for (let i = 0; i < g.owner.length; i++) {
    const id = g.scopeIds[g.owner[i]!]!;
    const c = dot(g.vectors, i * dims, vec, dims);
    if (c > (out.get(id) ?? -Infinity)) out.set(id, c);
  }
  return out;
}

export function understandQuery(query: string, index?: EmbeddingIndex | null, vec?: Float32Array): Understanding {
  const matches = matchLexicon(query);
  const scopes = new Map<ServiceScope, ScopeSignal>();
  const populations = new Set<Population>();
  const channels = new Set<'text' | 'chat'>();
  let urgent = false;
  for (const m of matches) {
    const w = m.entry.weight ?? 1;
    for (const s of m.entry.scopes ?? []) {
      const cur = scopes.get(s);
      if (!cur || w > cur.lexical) scopes.set(s, { score: w, lexical: w, dense: 0, cue: m.matched });
    }
    m.entry.populations?.forEach((p) => populations.add(p));
    if (m.entry.channel) channels.add(m.entry.channel);
    if (m.entry.urgent) urgent = true;
  }
  for (const [id, cos] of scopeCosines(index, vec)) {
    const dense = denseToScore(cos);
    if (dense <= 0) continue;
    const s = id as ServiceScope;
    const cur = scopes.get(s) ?? { score: 0, lexical: 0, dense: 0 };
    scopes.set(s, { ...cur, dense, score: 1 - (1 - cur.lexical) * (1 - dense) });
  }
  return { scopes, populations: [...populations], channels: [...channels], urgent, matches };
}

/** Scopes with a score of at least `min`, strongest first. */
export function topScopes(u: Understanding, min = 0.5): ServiceScope[] {
  return [...u.scopes]
    .filter(([, v]) => v.score >= min)
    .sort((a, b) => b[1].score - a[1].score)
    .map(([s]) => s);
}
