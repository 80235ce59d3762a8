import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDING_MODEL_ID, type Embedder, loadEmbedder, modelFilesPresent } from '../../infra/models/embedder.js';
import {
  buildIndex,
  buildResourceText,
  cosineToSimilarity,
  deserializeIndex,
  type EmbeddingIndex,
  type ResourceForIndex,
  resourceViews,
  scopeViews,
  search,
  serializeIndex,
  type TextEmbedder,
} from '../../processors/signpost/ranking/embedding-index.js';

function unit(v: number[]): Float32Array {
  const n = Math.hypot(...v) || 1;
  return Float32Array.from(v.map((x) => x / n));
}

/** 4-dim toy index: rows are unit vectors at known angles to the query [1,0,0,0]. */
function toyIndex(): EmbeddingIndex {
  const rows: Array<[string, number[]]> = [
    ['far', [0, 1, 0, 0]], // cos 0
    ['close', [0.9, Math.sqrt(1 - 0.81), 0, 0]], // cos 0.9
    ['exact', [1, 0, 0, 0]], // cos 1
    ['mid', [0.5, 0, Math.sqrt(0.75), 0]], // cos 0.5
    ['opposite', [-1, 0, 0, 0]], // cos -1
    ['low', [0.2, 0, 0, Math.sqrt(0.96)]], // cos 0.2
  ];
  const vectors = new Float32Array(rows.length * 4);
  rows.forEach(([, v], i) => vectors.set(unit(v), i * 4));
  return { ids: rows.map(([id]) => id), dims: 4, vectors };
}
const Q = unit([1, 0, 0, 0]);

describe('search engine (synthetic vectors)', () => {
  it('ranks by similarity, highest first', () => {
    const hits = search(toyIndex(), Q, { k: 10 });
    expect(hits.map((h) => h.id)).toEqual(['exact', 'close', 'mid', 'low', 'far', 'opposite']);
    expect(hits[0]!.similarity).toBeCloseTo(1, 6);
    expect(hits[1]!.similarity).toBeCloseTo(0.9, 6);
    expect(hits[2]!.similarity).toBeCloseTo(0.5, 6);
  });

  it('maps cosine to [0,1] by clamping negatives to 0', () => {
    expect(cosineToSimilarity(-0.7)).toBe(0);
    expect(cosineToSimilarity(0.42)).toBe(0.42);
    expect(cosineToSimilarity(1.0000001)).toBe(1);
    const hits = search(toyIndex(), Q, { k: 10 });
    for (const h of hits) {
      expect(h.similarity).toBeGreaterThanOrEqual(0);
      expect(h.similarity).toBeLessThanOrEqual(1);
    }
    expect(hits.find((h) => h.id === 'opposite')!.similarity).toBe(0);
  });

  it('applies the threshold inclusively', () => {
    expect(search(toyIndex(), Q, { k: 10, threshold: 0.3 }).map((h) => h.id)).toEqual(['exact', 'close', 'mid']);
    expect(search(toyIndex(), Q, { k: 10, threshold: 0.5 - 1e-6 }).map((h) => h.id)).toEqual(['exact', 'close', 'mid']);
    expect(search(toyIndex(), Q, { k: 10, threshold: 0.95 }).map((h) => h.id)).toEqual(['exact']);
    expect(search(toyIndex(), unit([0, 0, 0, -1]), { k: 10, threshold: 0.3 })).toEqual([]);
  });

  it('returns at most k hits, the best ones, for any k', () => {
    const idx = toyIndex();
    expect(search(idx, Q, { k: 2 }).map((h) => h.id)).toEqual(['exact', 'close']);
    expect(search(idx, Q, { k: 1 }).map((h) => h.id)).toEqual(['exact']);
    expect(search(idx, Q, { k: 0 })).toEqual([]);
    expect(search(idx, Q, { k: -3 })).toEqual([]);
    expect(search(idx, Q, { k: 2.9 })).toHaveLength(2);
    expect(search(idx, Q, { k: 1000 })).toHaveLength(6);
  });

  it('pre-filters by allowed ids (unknown ids ignored)', () => {
    const idx = toyIndex();
    const allowed = new Set(['mid', 'far', 'low', 'not-in-index']);
    expect(search(idx, Q, { k: 10, allowed }).map((h) => h.id)).toEqual(['mid', 'low', 'far']);
    expect(search(idx, Q, { k: 1, allowed, threshold: 0.3 }).map((h) => h.id)).toEqual(['mid']);
    expect(search(idx, Q, { k: 10, allowed: new Set() })).toEqual([]);
    expect(search(idx, Q, { k: 10, allowed: null })).toHaveLength(6);
  });

  it('breaks ties by index order, deterministically', () => {
    const v = unit([1, 1, 0, 0]);
    const vectors = new Float32Array(5 * 4);
    for (let i = 0; i < 5; i++) vectors.set(v, i * 4);
    const idx: EmbeddingIndex = { ids: ['a', 'b', 'c', 'd', 'e'], dims: 4, vectors };
    expect(search(idx, Q, { k: 3 }).map((h) => h.id)).toEqual(['a', 'b', 'c']);
    expect(search(idx, Q, { k: 3, allowed: new Set(['e', 'c', 'd']) }).map((h) => h.id)).toEqual(['c', 'd', 'e']);
  });

  it('agrees with a brute-force sort on a random 384-dim index', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32) * 2 - 1;
    const n = 2000;
    const dims = 384;
    const vectors = new Float32Array(n * dims);
    for (let i = 0; i < n; i++) vectors.set(unit(Array.from({ length: dims }, rand)), i * dims);
    const idx: EmbeddingIndex = { ids: Array.from({ length: n }, (_, i) => `r${i}`), dims, vectors };
    const q = unit(Array.from({ length: dims }, rand));
    const brute = idx.ids
      .map((id, i) => {
        let s = 0;
        for (let d = 0; d < dims; d++) s += vectors[i * dims + d]! * q[d]!;
        return { id, s: Math.max(0, s) };
      })
      .sort((a, b) => b.s - a.s);
    const hits = search(idx, q, { k: 50 });
    expect(hits.map((h) => h.id)).toEqual(brute.slice(0, 50).map((b) => b.id));
    for (let i = 0; i < 50; i++) expect(hits[i]!.similarity).toBeCloseTo(brute[i]!.s, 5);
    const allowed = new Set(idx.ids.filter((_, i) => i % 7 === 0));
    const filtered = search(idx, q, { k: 10, allowed });
    expect(filtered.map((h) => h.id)).toEqual(
      brute
        .filter((b) => allowed.has(b.id))
        .slice(0, 10)
        .map((b) => b.id),
    );
  });

  it('rejects a query of the wrong width and a NaN threshold', () => {
    expect(() => search(toyIndex(), new Float32Array(3), { k: 1 })).toThrow(/dims/);
    expect(() => search(toyIndex(), Q, { k: 1, threshold: Number.NaN })).toThrow(/NaN/);
  });
});

describe('index (de)serialisation', () => {
  it('round-trips ids, dims, vectors and model exactly', () => {
    const idx = { ...toyIndex(), ids: ['far', 'clöse-✓', 'exact', 'mid', 'opposite', 'low'], model: 'toy' };
    const blob = serializeIndex(idx);
    expect(blob.length % 4).toBe(0);
    const back = deserializeIndex(blob);
    expect(back.ids).toEqual(idx.ids);
    expect(back.dims).toBe(4);
    expect(back.model).toBe('toy');
    expect(Array.from(back.vectors)).toEqual(Array.from(idx.vectors));
  });

  it('reads a blob at an unaligned offset inside a larger buffer (as drivers may hand it over)', () => {
    const blob = serializeIndex(toyIndex());
    const big = new Uint8Array(blob.length + 3);
    big.set(blob, 1);
    const back = deserializeIndex(big.subarray(1, 1 + blob.length));
    expect(search(back, Q, { k: 2 }).map((h) => h.id)).toEqual(['exact', 'close']);
    expect(deserializeIndex(Buffer.from(blob)).ids).toHaveLength(6);
  });

  it('is compact: header + 4 bytes per float', () => {
    const idx = toyIndex();
    const blob = serializeIndex(idx);
    const jsonLen = JSON.stringify({ ids: idx.ids }).length;
    expect(blob.length).toBeLessThanOrEqual(20 + jsonLen + 3 + idx.vectors.length * 4);
  });

  it('still reads a format-1 blob (no view or scope rows)', () => {
    const idx = toyIndex();
    const blob = serializeIndex(idx);
    const v1 = blob.slice();
    new DataView(v1.buffer).setUint32(4, 1, true); // same layout when there are no view or scope rows
    const back = deserializeIndex(v1);
    expect(back.views).toBeUndefined();
    expect(back.scopes).toBeUndefined();
    expect(search(back, Q, { k: 1 }).map((h) => h.id)).toEqual(['exact']);
    const future = blob.slice();
    new DataView(future.buffer).setUint32(4, 3, true);
    expect(() => deserializeIndex(future)).toThrow(/version 3/);
  });

  it('rejects view or scope rows that point past their owners', () => {
    const idx = toyIndex();
    expect(() => serializeIndex({ ...idx, views: { owner: Int32Array.from([0, 9]), vectors: new Float32Array(8) } })).toThrow(/owner 9/);
    expect(() => serializeIndex({ ...idx, views: { owner: Int32Array.from([0]), vectors: new Float32Array(8) } })).toThrow(/floats/);
  });

  it('round-trips an empty index', () => {
    const back = deserializeIndex(serializeIndex({ ids: [], dims: 384, vectors: new Float32Array(0) }));
    expect(back.ids).toEqual([]);
    expect(search(back, new Float32Array(384), { k: 5 })).toEqual([]);
  });

  it('rejects corrupt blobs and inconsistent indexes', () => {
    const blob = serializeIndex(toyIndex());
    expect(() => deserializeIndex(blob.subarray(0, blob.length - 4))).toThrow(/bytes/);
    const bad = blob.slice();
    bad[0] = 0;
    expect(() => deserializeIndex(bad)).toThrow(/magic/);
    expect(() => deserializeIndex(new Uint8Array(5))).toThrow();
    expect(() => serializeIndex({ ids: ['a', 'a'], dims: 2, vectors: new Float32Array(4) })).toThrow(/duplicate/);
    expect(() => serializeIndex({ ids: ['a'], dims: 2, vectors: new Float32Array(4) })).toThrow(/floats/);
  });
});

const samaritans: ResourceForIndex = {
  id: 'r-uk-samaritans',
  type: 'crisis_line',
  name: 'Samaritans',
  description: 'Free, confidential emotional support for anyone who is struggling to cope, day or night',
  service_scope: ['suicide', 'emotional_distress', 'self_harm'],
  population_served: ['general'],
  country_codes: ['GB', 'IE'],
  tags: ['listening', 'volunteers'],
};

describe('buildResourceText', () => {
  it('includes name, local name, type, description, scopes, populations, country names and tags', () => {
    const text = buildResourceText({ ...samaritans, name_local: 'Y Samariaid' });
    expect(text).toBe(
      'Samaritans (Y Samariaid). crisis line. Free, confidential emotional support for anyone who is struggling to cope, ' +
        'day or night. Helps with: suicide, emotional distress, self harm. For: general. ' +
        'Country: United Kingdom, Ireland. Tags: listening, volunteers.',
    );
  });

  it('handles minimal and global records', () => {
    expect(buildResourceText({ type: 'online_resource', name: 'Find A Helpline' })).toBe('Find A Helpline. online resource. International, all countries.');
    expect(buildResourceText({ type: 'emergency_number', name: '112', name_local: '112', country_codes: [] })).toBe(
      '112. emergency number. International, all countries.',
    );
  });

  it('leaves out contact details', () => {
    const text = buildResourceText({ ...samaritans, phone: '116 123', website_url: 'https://x' } as ResourceForIndex);
    expect(text).not.toContain('116');
    expect(text).not.toContain('https');
  });
});

describe('buildIndex', () => {
  it('embeds the views of each resource, keeps each view and their normalised centroid, in order, in chunks', async () => {
    const seen: string[][] = [];
    // Fake embedder: text -> unit vector depending on its length, so rows can be recomputed here.
    const fakeVec = (t: string) => unit([t.length, 1, t.length % 3, 0]);
    const fake: TextEmbedder = {
      async embed(texts) {
        seen.push(texts);
        return texts.map(fakeVec);
      },
    };
    const noScopes = { id: 'c', type: 'crisis_line', name: 'C' };
    const resources = [samaritans, { ...samaritans, id: 'b', name: 'B' }, noScopes];
    const idx = await buildIndex(fake, resources, { dims: 4, chunkSize: 2, model: 'fake' });
    expect(idx.ids).toEqual(['r-uk-samaritans', 'b', 'c']);
    expect(idx.model).toBe('fake');
    // three views (full text, scopes, name + description) for the first two, one for the third
    expect(seen.map((s) => s.length)).toEqual([6, 1]);
    expect(resourceViews(samaritans)).toEqual([
      buildResourceText(samaritans),
      'suicide, emotional distress, self harm',
      'Samaritans: Free, confidential emotional support for anyone who is struggling to cope, day or night',
    ]);
    expect(resourceViews(noScopes)).toEqual([buildResourceText(noScopes)]);
    expect(seen[0]).toEqual([...resourceViews(resources[0]!), ...resourceViews(resources[1]!)]);
    const vs = resourceViews(resources[1]!).map(fakeVec);
    const centroid = unit(Array.from(vs[0]!, (_, d) => vs.reduce((a, v) => a + v[d]!, 0)));
    Array.from(idx.vectors.subarray(4, 8)).forEach((x, d) => expect(x).toBeCloseTo(centroid[d]!, 6));
    Array.from(idx.vectors.subarray(8, 12)).forEach((x, d) => expect(x).toBeCloseTo(fakeVec(buildResourceText(noScopes))[d]!, 6));
    // multi-vector rows: owner per view row, each the view's own vector
    expect(Array.from(idx.views!.owner)).toEqual([0, 0, 0, 1, 1, 1, 2]);
    Array.from(idx.views!.vectors.subarray(4 * 4, 5 * 4)).forEach((x, d) => expect(x).toBeCloseTo(vs[1]![d]!, 6));
    expect(idx.scopes).toBeUndefined();
  });

  it('embeds scope texts (description + plain-language phrases) as scope rows when given', async () => {
    const fake: TextEmbedder = { embed: async (t) => t.map((x) => unit([x.length, 1, 0, 0])) };
    const scopes = [
      { scope: 'domestic_violence', description: 'Abuse by a partner.', plain_language: ['my partner slaps me', 'I am afraid of him'] },
      { scope: 'gambling', description: 'Gambling harm.' },
    ];
    expect(scopeViews(scopes[0]!)).toEqual(['domestic violence: Abuse by a partner.', 'my partner slaps me', 'I am afraid of him']);
    const idx = await buildIndex(fake, [samaritans], { dims: 4, scopes });
    expect(idx.scopes!.scopeIds).toEqual(['domestic_violence', 'gambling']);
    expect(Array.from(idx.scopes!.owner)).toEqual([0, 0, 0, 1]);
    const back = deserializeIndex(serializeIndex(idx));
    expect(back.scopes!.scopeIds).toEqual(['domestic_violence', 'gambling']);
    expect(Array.from(back.scopes!.vectors)).toEqual(Array.from(idx.scopes!.vectors));
    expect(Array.from(back.views!.owner)).toEqual(Array.from(idx.views!.owner));
    expect(Array.from(back.views!.vectors)).toEqual(Array.from(idx.views!.vectors));
  });

  it('refuses resources without an id', async () => {
    const fake: TextEmbedder = { embed: async (t) => t.map(() => new Float32Array(4)) };
    await expect(buildIndex(fake, [{ type: 'crisis_line', name: 'X' }], { dims: 4 })).rejects.toThrow(/no id/);
  });
});

const present = modelFilesPresent();
if (!present) console.warn('[search-engine.test] real-model section SKIPPED: model files missing; run `npm run models:fetch`');

describe.skipIf(!present)('semantic search with the real model', () => {
  let e: Embedder;
  let idx: EmbeddingIndex;
  const resources: ResourceForIndex[] = [
    samaritans,
    {
      id: 'us-988',
      type: 'crisis_line',
      name: '988 Suicide & Crisis Lifeline',
      description: 'Call or text 988 for round-the-clock support with suicidal thoughts or any mental health crisis',
      service_scope: ['suicide', 'crisis', 'mental_health'],
      population_served: ['general'],
      country_codes: ['US'],
    },
    {
      id: 'uk-refuge',
      type: 'crisis_line',
      name: 'National Domestic Abuse Helpline',
      description: 'Support for women experiencing domestic abuse and violence from a partner or family member',
      service_scope: ['domestic_violence'],
      population_served: ['women'],
      country_codes: ['GB'],
    },
    {
      id: 'us-neda',
      type: 'support_service',
      name: 'Eating disorder support line',
      description: 'Information and support for people affected by anorexia, bulimia and binge eating',
      service_scope: ['eating_disorder'],
      population_served: ['general', 'youth'],
      country_codes: ['US'],
    },
    {
      id: 'us-trevor',
      type: 'chat_service',
      name: 'The Trevor Project',
      description: 'Crisis counselling for LGBTQ young people by phone, text and chat',
      service_scope: ['suicide', 'lgbtq'],
      population_served: ['lgbtq', 'youth'],
      country_codes: ['US'],
    },
    {
      id: 'gb-gamble',
      type: 'support_service',
      name: 'National Gambling Helpline',
      description: 'Free advice for anyone affected by problem gambling',
      service_scope: ['gambling'],
      population_served: ['general'],
      country_codes: ['GB'],
    },
  ];

  beforeAll(async () => {
    e = await loadEmbedder({ intraOpThreads: 2 });
    idx = deserializeIndex(serializeIndex(await buildIndex(e, resources, { model: EMBEDDING_MODEL_ID })));
  });
  afterAll(async () => {
    await e?.close();
  });

  const top = async (query: string, opts: { k?: number; threshold?: number; allowed?: Set<string> } = {}) => {
    const [q] = await e.embed([query]);
    return search(idx, q!, { k: opts.k ?? 3, threshold: opts.threshold ?? 0.3, ...(opts.allowed ? { allowed: opts.allowed } : {}) });
  };

  it('finds the right kind of service for plain-language queries', async () => {
    expect((await top('my boyfriend hits me and I am afraid'))[0]!.id).toBe('uk-refuge');
    expect((await top('I stopped eating and make myself throw up'))[0]!.id).toBe('us-neda');
    expect((await top('gay teenager thinking about suicide'))[0]!.id).toBe('us-trevor');
    expect((await top('I cannot stop betting all my money'))[0]!.id).toBe('gb-gamble');
  });

  it('honours a country pre-filter', async () => {
    const us = new Set(['us-988', 'us-neda', 'us-trevor']);
    const hits = await top('I want to end my life', { allowed: us });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => us.has(h.id))).toBe(true);
    expect(['us-988', 'us-trevor']).toContain(hits[0]!.id);
  });

  it('returns nothing above the default threshold for an unrelated query', async () => {
    expect(await top('recipe for banana bread with walnuts')).toEqual([]);
  });
});
