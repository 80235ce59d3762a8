/**
 * Semantic search over the crisis-resource directory (pure engine; no I/O): the embedding index, its binary form, and
 * a cosine search over the per-resource centroids. The route ranks with search.ts (hybrid: best view, scope match,
 * BM25; calibrated similarity), which reads the same index; `search` below is the single-cosine ranking it replaced,
 * kept as a building block and for comparison (`npm run eval:signpost -- --engine centroid`).
 *
 * The index holds one L2-normalised 384-dim embedding per resource (row-major Float32Array), computed once when the
 * directory is seeded (`buildIndex`) and stored with `serializeIndex` (a file under the data dir, or a bytea column).
 * A query is embedded with the same model and ranked by dot product (= cosine similarity, vectors being unit length).
 *
 * Similarity reported to clients (spec: "number 0-1 where higher is more relevant"):
 *   similarity = clamp(cosine, 0, 1)
 * Cosine of all-MiniLM-L6-v2 embeddings is in [-1, 1], but unrelated texts score near 0 and negatives carry no
 * useful meaning, so they map to 0; positive values are kept as they are, which keeps the spec's default threshold
 * (0.3) meaningful: on this model 0.3 separates "about the same topic" from "unrelated". (Mapping (cos + 1) / 2 instead
 * would put unrelated texts at ~0.5 and make a 0.3 threshold pass nearly everything.)
 */

export const INDEX_DIMS = 384;

export interface EmbeddingIndex {
  /** Resource id of each row. */
  ids: string[];
  dims: number;
  /** Row-major, `ids.length * dims` floats, each row L2-normalised. */
  vectors: Float32Array;
  /** Which model produced the vectors (queries must be embedded with the same one), and which views (see indexId). */
  model?: string;
  /**
   * Multi-vector form (index format 2): one row per view of each resource (`resourceViews`), `owner[i]` being the
   * resource row of view row i. Absent in format-1 indexes (then only the centroids are searched).
   */
  views?: RowGroup;
  /**
   * Scope phrases (index format 2): each scope's description and plain-language phrases (seeds/taxonomy/
   * service-scopes.json), `owner[i]` indexing `scopeIds`. Query understanding compares the query with them.
   */
  scopes?: RowGroup & { scopeIds: string[] };
}

/** Rows of unit vectors that belong to owners (resources, scopes). */
export interface RowGroup {
  owner: Int32Array;
  /** row-major, owner.length * dims floats */
  vectors: Float32Array;
}

export interface SearchHit {
  id: string;
  /** clamp(cosine, 0, 1), see the module comment. */
  similarity: number;
}

export interface SearchOptions {
  /** Maximum hits returned (the route caps it at 50; the engine accepts any k >= 0). */
  k: number;
  /** Minimum similarity (inclusive), 0-1. Default 0. */
  threshold?: number;
  /** Pre-filter: only these resource ids are considered (e.g. resources serving the requested country). */
  allowed?: ReadonlySet<string> | null;
}

/** Maps a cosine similarity to the 0-1 similarity returned to clients. */
export function cosineToSimilarity(cos: number): number {
  return cos <= 0 ? 0 : cos >= 1 ? 1 : cos;
}

export function validateIndex(index: EmbeddingIndex): void {
  const { ids, dims, vectors } = index;
  if (!Number.isInteger(dims) || dims <= 0) throw new Error(`index: bad dims ${dims}`);
  if (vectors.length !== ids.length * dims) {
    throw new Error(`index: ${vectors.length} floats for ${ids.length} ids x ${dims} dims`);
  }
  if (new Set(ids).size !== ids.length) throw new Error('index: duplicate ids');
  const group = (g: RowGroup | undefined, owners: number, what: string) => {
    if (!g) return;
    if (g.vectors.length !== g.owner.length * dims) throw new Error(`index: ${what}: ${g.vectors.length} floats for ${g.owner.length} rows`);
    for (const o of g.owner) if (!(o >= 0 && o < owners)) throw new Error(`index: ${what}: owner ${o} out of range`);
  };
  group(index.views, ids.length, 'views');
  if (index.scopes) group(index.scopes, index.scopes.scopeIds.length, 'scopes');
}

const rowMaps = new WeakMap<EmbeddingIndex, Map<string, number>>();
/** id -> row, built once per index object. */
function rowOf(index: EmbeddingIndex): Map<string, number> {
  let m = rowMaps.get(index);
  if (!m) {
    m = new Map(index.ids.map((id, row) => [id, row]));
    rowMaps.set(index, m);
  }
  return m;
}

export function dot(v: Float32Array, off: number, q: Float32Array, dims: number): number {
  // 4-way unrolled; dims is 384 in practice (a multiple of 4), the tail loop covers anything else.
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let d = 0;
  const end4 = dims - (dims % 4);
  for (; d < end4; d += 4) {
    s0 += v[off + d]! * q[d]!;
    s1 += v[off + d + 1]! * q[d + 1]!;
    s2 += v[off + d + 2]! * q[d + 2]!;
    s3 += v[off + d + 3]! * q[d + 3]!;
  }
  for (; d < dims; d++) s0 += v[off + d]! * q[d]!;
  return s0 + s1 + s2 + s3;
}

/**
 * Top-k resources by similarity to `query` (an L2-normalised vector of `index.dims` floats), highest first,
 * keeping only those with similarity >= threshold and (when given) id in `allowed`. Ties keep index order.
 */
export function search(index: EmbeddingIndex, query: Float32Array, opts: SearchOptions): SearchHit[] {
  const { dims, vectors, ids } = index;
  if (query.length !== dims) throw new Error(`query has ${query.length} dims, index has ${dims}`);
  const k = Math.floor(opts.k);
  if (!(k > 0)) return [];
  const threshold = opts.threshold ?? 0;
  if (Number.isNaN(threshold)) throw new Error('threshold is NaN');
  const allowed = opts.allowed ?? null;

  // Candidate rows: all rows, or only the allowed ones (looked up through the id -> row map).
  let rows: Int32Array | null = null;
  if (allowed) {
    const map = rowOf(index);
    const tmp: number[] = [];
    for (const id of allowed) {
      const r = map.get(id);
      if (r !== undefined) tmp.push(r);
    }
    if (tmp.length === 0) return [];
    rows = Int32Array.from(tmp).sort();
  }
  const n = rows ? rows.length : ids.length;

  // Bounded min-heap of (score, row): heap[0] is the weakest kept hit.
  const cap = Math.min(k, n);
  const hs = new Float64Array(cap);
  const hr = new Int32Array(cap);
  let size = 0;
  // "a is weaker than b": lower score, or equal score and later row (so earlier rows win ties).
  const weaker = (sa: number, ra: number, sb: number, rb: number) => sa < sb || (sa === sb && ra > rb);

  for (let i = 0; i < n; i++) {
    const row = rows ? rows[i]! : i;
    const sim = cosineToSimilarity(dot(vectors, row * dims, query, dims));
    if (sim < threshold) continue;
    if (size < cap) {
      // sift up
      let c = size++;
      while (c > 0) {
        const p = (c - 1) >> 1;
        if (!weaker(sim, row, hs[p]!, hr[p]!)) break;
        hs[c] = hs[p]!;
        hr[c] = hr[p]!;
        c = p;
      }
      hs[c] = sim;
      hr[c] = row;
    } else if (weaker(hs[0]!, hr[0]!, sim, row)) {
      // replace root, sift down
      let c = 0;
      for (;;) {
        const l = 2 * c + 1;
        if (l >= size) break;
        const r = l + 1;
        const m = r < size && weaker(hs[r]!, hr[r]!, hs[l]!, hr[l]!) ? r : l;
        if (!weaker(hs[m]!, hr[m]!, sim, row)) break;
        hs[c] = hs[m]!;
        hr[c] = hr[m]!;
        c = m;
      }
      hs[c] = sim;
      hr[c] = row;
    }
  }

  const out: Array<{ s: number; r: number }> = [];
  for (let i = 0; i < size; i++) out.push({ s: hs[i]!, r: hr[i]! });
  out.sort((a, b) => b.s - a.s || a.r - b.r);
  return out.map(({ s, r }) => ({ id: ids[r]!, similarity: s }));
}

// ---------------------------------------------------------------------------------------------------------------
// Text embedded for each resource

/** The CrisisResource fields this module reads (structural, so it does not depend on the zod schema's timing). */
export interface ResourceForIndex {
  id?: string | null;
  type: string;
  name: string;
  name_local?: string | null;
  description?: string | null;
  service_scope?: readonly string[] | null;
  population_served?: readonly string[] | null;
  country_codes?: readonly string[] | null;
  tags?: readonly string[] | null;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** English name of an ISO 3166-1 alpha-2 code ("GB" -> "United Kingdom"); the code itself when unknown. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** "domestic_violence" -> "domestic violence" */
function words(token: string): string {
  return token.replace(/[_-]+/g, ' ').trim();
}

function list(values: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  for (const v of values ?? []) {
    const w = words(v);
    if (w) seen.add(w);
  }
  return [...seen];
}

/**
 * The text embedded for a resource: what it is called, what it does, what it helps with, whom it serves and where.
 * Contact details (numbers, URLs) are left out: they carry no meaning for the model. Deterministic for a given record.
 */
export function buildResourceText(r: ResourceForIndex): string {
  const parts: string[] = [];
  const name = r.name.trim();
  const local = r.name_local?.trim();
  parts.push(local && local !== name ? `${name} (${local}).` : `${name}.`);
  parts.push(`${words(r.type)}.`);
  const description = r.description?.trim();
  if (description) parts.push(/[.!?]$/.test(description) ? description : `${description}.`);
  const scopes = list(r.service_scope);
  if (scopes.length) parts.push(`Helps with: ${scopes.join(', ')}.`);
  const pops = list(r.population_served);
  if (pops.length) parts.push(`For: ${pops.join(', ')}.`);
  const countries = (r.country_codes ?? []).map(countryName);
  parts.push(countries.length ? `Country: ${countries.join(', ')}.` : 'International, all countries.');
  const tags = list(r.tags);
  if (tags.length) parts.push(`Tags: ${tags.join(', ')}.`);
  return parts.join(' ');
}

/**
 * The texts ("views") of a resource, each embedded on its own (index format 2 keeps every view's vector, and search
 * scores a resource by its best view; the centroid of the views is kept too):
 *   1. buildResourceText(r): the full description;
 *   2. the service scopes alone ("domestic violence, stalking"), when the resource has any;
 *   3. the name and description alone, when there is a description (a short text, closer to short queries).
 * Why several: people search in the first person ("my boyfriend hits me"), and a short query sits far from a long,
 * many-field text under mean pooling; the short views are closer to such queries. The plain-language phrases people
 * use are per scope (seeds/taxonomy/service-scopes.json), embedded once as scope rows (see buildIndex).
 */
export function resourceViews(r: ResourceForIndex): string[] {
  const views = [buildResourceText(r)];
  const scopes = list(r.service_scope);
  if (scopes.length) views.push(scopes.join(', '));
  const description = r.description?.trim();
  if (description) views.push(`${r.name.trim()}: ${description}`);
  return views;
}

/** A scope's texts for the index: "<scope words>: <description>" and each plain-language phrase. */
export interface ScopeTexts {
  scope: string;
  description: string;
  plain_language?: readonly string[];
}

export function scopeViews(s: ScopeTexts): string[] {
  return [`${words(s.scope)}: ${s.description}`, ...(s.plain_language ?? [])];
}

/** Anything that embeds texts into L2-normalised vectors (infra/models/embedder.ts's Embedder fits). */
export interface TextEmbedder {
  embed(texts: string[]): Promise<Float32Array[]>;
}

function normaliseRow(row: Float32Array): void {
  let norm = 0;
  for (let d = 0; d < row.length; d++) norm += row[d]! * row[d]!;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let d = 0; d < row.length; d++) row[d]! /= norm;
}

/**
 * Embeds every resource (they must all have ids) into a new index: each row of `vectors` is the L2-normalised sum
 * of the embeddings of `resourceViews(resource)`, and `views` keeps each view's own vector. With `scopes`, their
 * `scopeViews` are embedded too (the scope rows of query understanding).
 */
export async function buildIndex(
  embedder: TextEmbedder,
  resources: readonly ResourceForIndex[],
  opts: { dims?: number; model?: string; chunkSize?: number; scopes?: readonly ScopeTexts[]; onProgress?: (done: number, total: number) => void } = {},
): Promise<EmbeddingIndex> {
  const dims = opts.dims ?? INDEX_DIMS;
  const chunkSize = Math.max(1, opts.chunkSize ?? 128);
  const ids = resources.map((r, i) => {
    if (!r.id) throw new Error(`buildIndex: resource #${i} (${r.name}) has no id`);
    return r.id;
  });
  const vectors = new Float32Array(ids.length * dims);
  const viewOwner: number[] = [];
  const viewVecs: Float32Array[] = [];
  const check = (vec: Float32Array) => {
    if (vec.length !== dims) throw new Error(`buildIndex: vector of ${vec.length} dims, expected ${dims}`);
    return vec;
  };
  for (let s = 0; s < resources.length; s += chunkSize) {
    const chunk = resources.slice(s, s + chunkSize);
    const views = chunk.map(resourceViews);
    const flat = views.flat();
    const vecs = await embedder.embed(flat);
    if (vecs.length !== flat.length) throw new Error('buildIndex: embedder returned a wrong number of vectors');
    let at = 0;
    views.forEach((vs, j) => {
      const row = vectors.subarray((s + j) * dims, (s + j + 1) * dims);
      for (let v = 0; v < vs.length; v++) {
        const vec = check(vecs[at++]!);
        for (let d = 0; d < dims; d++) row[d]! += vec[d]!;
        viewOwner.push(s + j);
        viewVecs.push(vec);
      }
      normaliseRow(row);
    });
    opts.onProgress?.(Math.min(resources.length, s + chunkSize), resources.length);
  }
  const index: EmbeddingIndex = { ids, dims, vectors, ...(opts.model ? { model: opts.model } : {}) };
  index.views = { owner: Int32Array.from(viewOwner), vectors: concat(viewVecs, dims) };
  if (opts.scopes) {
    const texts = opts.scopes.map(scopeViews);
    const vecs = (await embedder.embed(texts.flat())).map(check);
    const owner: number[] = [];
    texts.forEach((t, i) => t.forEach(() => owner.push(i)));
    index.scopes = { scopeIds: opts.scopes.map((x) => x.scope), owner: Int32Array.from(owner), vectors: concat(vecs, dims) };
  }
  validateIndex(index);
  return index;
}

function concat(rows: Float32Array[], dims: number): Float32Array {
  const out = new Float32Array(rows.length * dims);
  rows.forEach((r, i) => out.set(r, i * dims));
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Binary form: one buffer for a file or a bytea column.
//
//   offset 0   "HVEI"            magic (4 bytes)
//          4   u32 LE            format version (2; version 1 is still read)
//          8   u32 LE            dims
//         12   u32 LE            rows (resources)
//         16   u32 LE            header JSON byte length (J)
//         20   J bytes           UTF-8 JSON {"ids": [...], "model"?: "...",
//                                 "view_owner"?: [row of each view], "scope_ids"?: [...], "scope_owner"?: [...]}
//              0-3 zero bytes    padding so the vectors start at a multiple of 4
//              rows*dims*4 bytes Float32 LE, row-major: the resource centroids
//              then (format 2) view_owner.length rows, then scope_owner.length rows, same encoding
// Version 1 has no view or scope rows (the header has neither key); search then uses the centroids alone.

const MAGIC = 0x49455648; // "HVEI" read as u32 LE
const VERSION = 2;

export function serializeIndex(index: EmbeddingIndex): Uint8Array {
  validateIndex(index);
  const header: Record<string, unknown> = { ids: index.ids, ...(index.model ? { model: index.model } : {}) };
  if (index.views) header.view_owner = Array.from(index.views.owner);
  if (index.scopes) {
    header.scope_ids = index.scopes.scopeIds;
    header.scope_owner = Array.from(index.scopes.owner);
  }
  const json = new TextEncoder().encode(JSON.stringify(header));
  const head = 20 + json.length;
  const start = (head + 3) & ~3;
  const parts = [index.vectors, index.views?.vectors, index.scopes?.vectors].filter((x): x is Float32Array => !!x);
  const floats = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(start + floats * 4);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, VERSION, true);
  view.setUint32(8, index.dims, true);
  view.setUint32(12, index.ids.length, true);
  view.setUint32(16, json.length, true);
  out.set(json, 20);
  let at = start;
  for (const p of parts) {
    if (littleEndian()) out.set(new Uint8Array(p.buffer, p.byteOffset, p.length * 4), at);
    else for (let i = 0; i < p.length; i++) view.setFloat32(at + i * 4, p[i]!, true);
    at += p.length * 4;
  }
  return out;
}

export function deserializeIndex(buf: Uint8Array): EmbeddingIndex {
  if (buf.length < 20) throw new Error('index blob too short');
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  if (view.getUint32(0, true) !== MAGIC) throw new Error('not a Haven embedding index (bad magic)');
  const version = view.getUint32(4, true);
  if (version !== 1 && version !== 2) throw new Error(`unsupported index version ${version}`);
  const dims = view.getUint32(8, true);
  const rows = view.getUint32(12, true);
  const jsonLen = view.getUint32(16, true);
  const start = (20 + jsonLen + 3) & ~3;
  if (buf.length < start) throw new Error(`index blob is ${buf.length} bytes, header needs ${start}`);
  const header = JSON.parse(new TextDecoder().decode(buf.subarray(20, 20 + jsonLen))) as {
    ids: unknown;
    model?: unknown;
    view_owner?: unknown;
    scope_ids?: unknown;
    scope_owner?: unknown;
  };
  if (!Array.isArray(header.ids) || !header.ids.every((x) => typeof x === 'string')) throw new Error('index header: ids');
  if (header.ids.length !== rows) throw new Error(`index header has ${header.ids.length} ids for ${rows} rows`);
  const ints = (x: unknown, what: string): Int32Array | undefined => {
    if (x === undefined || version === 1) return undefined;
    if (!Array.isArray(x) || !x.every((n) => Number.isInteger(n))) throw new Error(`index header: ${what}`);
    return Int32Array.from(x as number[]);
  };
  const viewOwner = ints(header.view_owner, 'view_owner');
  const scopeOwner = ints(header.scope_owner, 'scope_owner');
  if (scopeOwner && (!Array.isArray(header.scope_ids) || !header.scope_ids.every((x) => typeof x === 'string'))) throw new Error('index header: scope_ids');
  const counts = [rows, viewOwner?.length ?? 0, scopeOwner?.length ?? 0].map((n) => n * dims);
  const expected = start + counts.reduce((a, b) => a + b, 0) * 4;
  if (buf.length !== expected) throw new Error(`index blob is ${buf.length} bytes, expected ${expected}`);
  // Copy into fresh, aligned buffers (the blob may come from a pooled Buffer or a driver's byte array).
  let at = start;
  const take = (n: number) => {
    const out = new Float32Array(n);
    if (littleEndian()) new Uint8Array(out.buffer).set(buf.subarray(at, at + n * 4));
    else for (let i = 0; i < n; i++) out[i] = view.getFloat32(at + i * 4, true);
    at += n * 4;
    return out;
  };
  const vectors = take(counts[0]!);
  const index: EmbeddingIndex = {
    ids: header.ids as string[],
    dims,
    vectors,
    ...(typeof header.model === 'string' ? { model: header.model } : {}),
  };
  if (viewOwner) index.views = { owner: viewOwner, vectors: take(counts[1]!) };
  if (scopeOwner) index.scopes = { scopeIds: header.scope_ids as string[], owner: scopeOwner, vectors: take(counts[2]!) };
  validateIndex(index);
  return index;
}

function littleEndian(): boolean {
  return new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
}
