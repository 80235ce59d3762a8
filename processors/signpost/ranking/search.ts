/**
 * Hybrid ranking for /v1/signpost/search (pure; no I/O). Each candidate resource gets three signals:
 *
 *   dense    the best cosine between the query and the resource's views (multi-vector: full text, scope list, name and
 *            description; the centroid alone for a format-1 index), mapped from [DENSE_ZERO, DENSE_ONE] to [0, 1];
 *   scope    how well the resource's scopes match what the query is about (understand.ts: lexicon cues + the query's
 *            similarity to each scope's description and plain-language phrases): the best scope's signal (policy.ts,
 *            scopeMatch; an emergency number counts only its `emergency` scope);
 *   lexical  BM25 over the resource's name, local name, description and scope words, the query expanded with the
 *            scope words of its lexicon cues (our synonym lexicon: "me golpea" -> domestic violence), squashed to 0-1.
 *
 * raw = W_DENSE·dense + W_SCOPE·scope + W_LEX·lexical + prior, the prior being the one scoring policy's preference
 * (policy.ts: tier, 24/7, emergency numbers when the query says danger now, lines for a group the query does not point
 * to, the help-seeking intent) on the scope signal's scale (× W_SCOPE · W_POLICY); and the
 * similarity answered is calibrate(raw) = 1 / (1 + e^(-CAL_A·(raw − CAL_B))): a logistic fitted on the dev split of
 * test/eval/signpost (relevant vs. not), so the default threshold 0.3 keeps most right answers and drops unrelated
 * queries (figures in docs/signpost.md).
 */
import type { ServiceScope } from '../../../schemas/http/signpost-vocabulary.js';
import { countryName, dot, type EmbeddingIndex, type ResourceForIndex, type SearchHit } from './embedding-index.js';
import { tokens } from './lexicon.js';
import { preference, scopeMatch } from './policy.js';
import { type Understanding, understandQuery } from './understand.js';

export const DENSE_ZERO = 0.15;
export const DENSE_ONE = 0.6;
export const W_DENSE = 0.26;
export const W_SCOPE = 0.4;
export const W_LEX = 0.34;
/** How much the policy's preferences (policy.ts) count here against a full scope match: less than in smart (1), because
 * search's dense and lexical signals are evidence of their own that the preferences should not outvote. */
export const W_POLICY = 1;
export const CAL_A = 11.2;
export const CAL_B = 0.41;
/** the share of the raw score an everyday query loses (at ordinary = 1) */
export const ORDINARY_DAMP = 0.6;
/** how many of the best answers to a help-seeking query are lifted to the intent floor */
export const INTENT_FLOOR_RANKS = 3;
/** the similarity floor of the best answer to a help-seeking query: just above the default cut-off, more with intent */
export const intentFloor = (intent: number) => 0.32 + 0.2 * intent;

export interface RankableResource extends ResourceForIndex {
  priority_tier?: string | null;
  is_24_7?: boolean | null;
}

export interface RankOptions {
  k: number;
  threshold?: number;
  allowed?: ReadonlySet<string> | null;
  /** precomputed understanding of the query (else computed here) */
  understanding?: Understanding;
  /** the query's help-seeking intent, 0..1 (intent.ts); absent = 0 */
  intent?: number;
  /** how clearly the query is an everyday one, 0..1 (intent.ts): a lexicon cue in it ("traffic", "suicide squad") is
   * then a feature that lost, and the score is damped by up to ORDINARY_DAMP */
  ordinary?: number;
}

export interface Signals {
  dense: number;
  scope: number;
  lexical: number;
  prior: number;
  raw: number;
}

export function calibrate(raw: number): number {
  return 1 / (1 + Math.exp(-CAL_A * (raw - CAL_B)));
}

// ---------------------------------------------------------------------------------------------------------------
// Lexical: BM25

const STOPWORDS = new Set(
  (
    'a an the and or but of to in on at for with from by is are was were be been am i im me my mine you your he him his she her it its we our they them their this that these those ' +
    'do does did dont doesnt didnt not no so if then than as just really very can cant could would should will wont what who how why when where there here about into out up down ' +
    'have has had get got want need help please some any all one someone anyone anything tbh idk plz ' +
    'el la los las un una y o de del que en por para con me mi mis te tu se es estoy soy muy no ya lo le ' +
    'le la les un une et ou de du des que qui en par pour avec je j me ma mon mes tu il elle est suis pas ne plus ' +
    'der die das ein eine und oder von zu im in mit ich mich mir mein meine du er sie es ist bin nicht nur ' +
    'o a os as um uma e ou de do da que em por para com eu me meu minha nao esta sou muito ' +
    'mujhe mera meri mere main hai hain ka ki ke ko se aur nahi kya'
  ).split(' '),
);

export interface LexIndex {
  /** per resource: term -> frequency */
  tf: Map<string, number>[];
  /** term -> rows holding it */
  postings: Map<string, number[]>;
  len: Float64Array;
  avgLen: number;
  df: Map<string, number>;
  n: number;
}

const lexIndexes = new WeakMap<readonly RankableResource[], LexIndex>();

const scopeWords = (s: string) => s.split('_');

/**
 * The words of a resource for BM25: name (twice: it is short and decisive), local name, description, scope words.
 * The names of its countries are left out ("Lifeline Australia" is not about "the capital of Australia"): the
 * country is a filter, not a topic.
 */
export function lexicalDocument(r: ResourceForIndex): string[] {
  const out: string[] = [];
  const place = new Set((r.country_codes ?? []).flatMap((c) => tokens(countryName(c))));
  const add = (t: string | null | undefined, times = 1) => {
    const ws = tokens(t ?? '').filter((w) => !STOPWORDS.has(w) && !place.has(w));
    for (let i = 0; i < times; i++) out.push(...ws);
  };
  add(r.name, 2);
  if (r.name_local && r.name_local !== r.name) add(r.name_local);
  add(r.description);
  for (const s of r.service_scope ?? []) out.push(...scopeWords(s));
  return out;
}

export function buildLexIndex(resources: readonly ResourceForIndex[]): LexIndex {
  const tf: Map<string, number>[] = [];
  const len = new Float64Array(resources.length);
  const df = new Map<string, number>();
  const postings = new Map<string, number[]>();
  resources.forEach((r, i) => {
    const m = new Map<string, number>();
    const doc = lexicalDocument(r);
    for (const w of doc) m.set(w, (m.get(w) ?? 0) + 1);
    for (const w of m.keys()) {
      df.set(w, (df.get(w) ?? 0) + 1);
      const p = postings.get(w);
      if (p) p.push(i);
      else postings.set(w, [i]);
    }
    tf.push(m);
    len[i] = doc.length;
  });
  const avgLen = resources.length ? len.reduce((a, b) => a + b, 0) / resources.length : 1;
  return { tf, postings, len, avgLen: avgLen || 1, df, n: resources.length };
}

function lexIndexFor(resources: readonly RankableResource[]): LexIndex {
  let li = lexIndexes.get(resources);
  if (!li) {
    li = buildLexIndex(resources);
    lexIndexes.set(resources, li);
  }
  return li;
}

/** Query terms with weights: its own words (stopwords out) and the scope words of its lexicon cues. */
export function lexicalQuery(query: string, u: Understanding): Map<string, number> {
  const q = new Map<string, number>();
  for (const w of tokens(query)) if (!STOPWORDS.has(w) && w.length > 1) q.set(w, 1);
  for (const [s, sig] of u.scopes) {
    if (sig.lexical <= 0) continue;
    for (const w of scopeWords(s)) q.set(w, Math.max(q.get(w) ?? 0, sig.lexical * 0.5));
  }
  return q;
}

const K1 = 1.2;
const B = 0.75;
/** BM25 at which the lexical signal is 0.5 */
const LEX_HALF = 6;

export function bm25(li: LexIndex, row: number, q: Map<string, number>): number {
  const tf = li.tf[row]!;
  let s = 0;
  for (const [w, qw] of q) {
    const f = tf.get(w);
    if (!f) continue;
    const df = li.df.get(w) ?? 0;
    const idf = Math.log(1 + (li.n - df + 0.5) / (df + 0.5));
    s += qw * idf * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * li.len[row]!) / li.avgLen)));
  }
  return s;
}

/** BM25 of every row at once (only rows holding a query term are visited). */
export function bm25All(li: LexIndex, q: Map<string, number>): Float64Array {
  const out = new Float64Array(li.n);
  for (const [w, qw] of q) {
    const rows = li.postings.get(w);
    if (!rows) continue;
    const df = rows.length;
    const idf = Math.log(1 + (li.n - df + 0.5) / (df + 0.5));
    for (const row of rows) {
      const f = li.tf[row]!.get(w)!;
      out[row]! += qw * idf * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * li.len[row]!) / li.avgLen)));
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Dense: max over views

const viewRowsCache = new WeakMap<EmbeddingIndex, { start: Int32Array; rows: Int32Array }>();
/** CSR map resource row -> its view rows. */
function viewRows(index: EmbeddingIndex): { start: Int32Array; rows: Int32Array } | null {
  const v = index.views;
  if (!v) return null;
  let m = viewRowsCache.get(index);
  if (!m) {
    const n = index.ids.length;
    const count = new Int32Array(n + 1);
    for (const o of v.owner) count[o + 1]!++;
    for (let i = 0; i < n; i++) count[i + 1]! += count[i]!;
    const rows = new Int32Array(v.owner.length);
    const fill = count.slice(0, n);
    v.owner.forEach((o, i) => (rows[fill[o]!++] = i));
    m = { start: count, rows };
    viewRowsCache.set(index, m);
  }
  return m;
}

export function denseCosine(index: EmbeddingIndex, row: number, vec: Float32Array): number {
  const dims = index.dims;
  const vr = viewRows(index);
  if (!vr || vr.start[row] === vr.start[row + 1]) return dot(index.vectors, row * dims, vec, dims);
  let best = -1;
  for (let i = vr.start[row]!; i < vr.start[row + 1]!; i++) {
    const c = dot(index.views!.vectors, vr.rows[i]! * dims, vec, dims);
    if (c > best) best = c;
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------------------

/** The scope signal of a resource (policy.ts, scopeMatch): how well its scopes match what the query is about. */
export function scopeSignal(r: RankableResource, u: Understanding): { score: number; scope?: ServiceScope } {
  const m = scopeMatch(r, (s) => u.scopes.get(s as ServiceScope)?.score);
  return { score: m.score + W_POLICY * m.extra, scope: m.best as ServiceScope | undefined };
}

/** The policy's preference (policy.ts) on the raw score's scale: it rides on the scope signal, so it weighs W_SCOPE. */
export function prior(r: RankableResource, u?: Pick<Understanding, 'populations' | 'urgent' | 'channels'>, intent = 0): number {
  return W_SCOPE * W_POLICY * preference(r, { populations: u?.populations ?? [], channels: u?.channels, urgent: u?.urgent ?? false, intent });
}

/** The signals of one resource (`lex`: bm25All of the query, when already computed for every row). */
export function signals(
  index: EmbeddingIndex,
  resources: readonly RankableResource[],
  row: number,
  vec: Float32Array,
  u: Understanding,
  q: Map<string, number>,
  lex?: Float64Array,
  intent = 0,
): Signals {
  const r = resources[row]!;
  const cos = denseCosine(index, row, vec);
  const dense = cos <= DENSE_ZERO ? 0 : cos >= DENSE_ONE ? 1 : (cos - DENSE_ZERO) / (DENSE_ONE - DENSE_ZERO);
  const scope = scopeSignal(r, u).score;
  const b = lex ? (lex[row] ?? 0) : q.size ? bm25(lexIndexFor(resources), row, q) : 0;
  const lexical = b / (b + LEX_HALF);
  const p = prior(r, u, intent);
  return { dense, scope, lexical, prior: p, raw: W_DENSE * dense + W_SCOPE * scope + W_LEX * lexical + p };
}

/**
 * Top-k resources for a query, highest calibrated similarity first (ties: index order). `resources` are the index's
 * records in row order (snapshot.resources); `vec` the query's embedding.
 */
export function rankSearch(index: EmbeddingIndex, resources: readonly RankableResource[], query: string, vec: Float32Array, opts: RankOptions): SearchHit[] {
  if (vec.length !== index.dims) throw new Error(`query has ${vec.length} dims, index has ${index.dims}`);
  if (resources.length !== index.ids.length) throw new Error('rankSearch: resources and index rows differ');
  const k = Math.floor(opts.k);
  if (!(k > 0)) return [];
  const threshold = opts.threshold ?? 0;
  if (Number.isNaN(threshold)) throw new Error('threshold is NaN');
  const u = opts.understanding ?? understandQuery(query, index, vec);
  const q = lexicalQuery(query, u);
  const lex = bm25All(lexIndexFor(resources), q);
  const out: { s: number; r: number }[] = [];
  for (let row = 0; row < resources.length; row++) {
    if (opts.allowed && !opts.allowed.has(index.ids[row]!)) continue;
    const s = calibrate(signals(index, resources, row, vec, u, q, lex, opts.intent ?? 0).raw * (1 - ORDINARY_DAMP * (opts.ordinary ?? 0)));
    // the intent floor (below) may lift the best few: keep every candidate until then when there is an intent
    if (s >= threshold || (opts.intent ?? 0) > 0) out.push({ s, r: row });
  }
  out.sort((a, b) => b.s - a.s || a.r - b.r);
  // A query that asks for help (intent > 0) gets its best few answers at or above the default cut-off: the order
  // above is trusted (it ranks the right line first for most oblique phrasings), the intent decides that they are
  // worth showing. Floors fall with rank, so the order is kept.
  const intent = opts.intent ?? 0;
  if (intent > 0) {
    for (let i = 0; i < Math.min(INTENT_FLOOR_RANKS, out.length); i++) out[i]!.s = Math.max(out[i]!.s, intentFloor(intent) - 0.01 * i);
  }
  return out
    .filter((x) => x.s >= threshold)
    .slice(0, k)
    .map(({ s, r }) => ({ id: index.ids[r]!, similarity: s }));
}
