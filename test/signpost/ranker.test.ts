import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Embedder, loadEmbedder, modelFilesPresent } from '../../infra/models/embedder.js';
import type { EmbeddingIndex } from '../../processors/signpost/ranking/embedding-index.js';
import {
  bm25,
  bm25All,
  buildLexIndex,
  CAL_B,
  calibrate,
  lexicalDocument,
  lexicalQuery,
  prior,
  type RankableResource,
  rankSearch,
  scopeSignal,
  W_SCOPE,
} from '../../processors/signpost/ranking/search.js';
import { DENSE_FLOOR, DENSE_FULL, denseToScore, understandQuery } from '../../processors/signpost/ranking/understand.js';
import { loadScopeTexts } from '../../processors/signpost/storage/directory-files.js';
import { computeIndex, DEFAULT_DIRECTORY_FILE, indexId, readDirectoryFile } from '../../processors/signpost/storage/seed.js';
import { buildSnapshot, type DirectorySnapshot } from '../../processors/signpost/storage/snapshot.js';

function unit(v: number[]): Float32Array {
  const n = Math.hypot(...v) || 1;
  return Float32Array.from(v.map((x) => x / n));
}

const dv: RankableResource = {
  id: 'dv',
  type: 'crisis_line',
  name: 'Domestic Abuse Line',
  description: 'Support when a partner hurts you',
  service_scope: ['domestic_violence', 'stalking'],
  country_codes: ['AU'],
  priority_tier: 'specialist_issue_crisis',
  is_24_7: true,
};
const lifeline: RankableResource = {
  id: 'life',
  type: 'crisis_line',
  name: 'Lifeline Australia',
  description: 'Crisis support for anyone',
  service_scope: ['suicide', 'crisis', 'emotional_distress'],
  country_codes: ['AU'],
  priority_tier: 'primary_national_crisis',
  is_24_7: true,
};
const ems: RankableResource = {
  id: '000',
  type: 'emergency_number',
  name: 'Emergency services',
  description: 'Police, ambulance, fire',
  service_scope: ['emergency', 'crisis'],
  country_codes: ['AU'],
  priority_tier: 'emergency_services',
  is_24_7: true,
};

describe('lexical component (BM25 + synonym lexicon)', () => {
  it('builds documents from name (twice), description and scope words, without stopwords or country names', () => {
    expect(lexicalDocument(lifeline)).toEqual(['lifeline', 'lifeline', 'crisis', 'support', 'suicide', 'crisis', 'emotional', 'distress']);
  });

  it('expands the query with the scope words of its lexicon cues', () => {
    const q = lexicalQuery('mi novio me golpea', understandQuery('mi novio me golpea'));
    expect(q.get('golpea')).toBe(1);
    expect(q.get('domestic')).toBeGreaterThan(0);
    expect(q.get('violence')).toBeGreaterThan(0);
    expect(q.has('me')).toBe(false); // stopword
  });

  it('scores BM25 (rarer words weigh more), the same one row at a time or all at once', () => {
    const li = buildLexIndex([dv, lifeline, ems]);
    const q = new Map([
      ['partner', 1],
      ['crisis', 1],
    ]);
    const all = bm25All(li, q);
    expect(all[0]).toBeCloseTo(bm25(li, 0, q), 10);
    expect(all[1]).toBeCloseTo(bm25(li, 1, q), 10);
    expect(all[2]).toBeCloseTo(bm25(li, 2, q), 10);
    expect(all[0]).toBeGreaterThan(all[1]!); // 'partner' is in one document, 'crisis' in two
    expect(bm25(li, 0, new Map([['xylophone', 1]]))).toBe(0);
  });
});

describe('scope match, prior and calibration', () => {
  it('an emergency number counts only its emergency scope', () => {
    const u = understandQuery('I feel so alone and upset');
    expect(scopeSignal(lifeline, u).score).toBeGreaterThan(0);
    expect(scopeSignal(ems, u).score).toBe(0);
    const danger = understandQuery('my friend is not breathing');
    expect(scopeSignal(ems, danger)).toEqual({ score: 1, scope: 'emergency' });
  });

  it('prior prefers higher tiers, then 24/7, and stays small', () => {
    expect(prior(lifeline)).toBeGreaterThan(prior(dv));
    expect(prior({ ...dv, is_24_7: false })).toBeLessThan(prior(dv));
    expect(prior(ems)).toBeLessThan(prior(dv));
    // a tie-breaker without a query: at most a tenth of a full scope match on the raw scale
    for (const r of [dv, lifeline, ems]) expect(prior(r)).toBeLessThanOrEqual(0.1 * W_SCOPE);
  });

  it('calibration is a logistic: 0.5 at CAL_B, monotone, within (0, 1)', () => {
    expect(calibrate(CAL_B)).toBeCloseTo(0.5, 10);
    let last = 0;
    for (let raw = 0; raw <= 1.2; raw += 0.05) {
      const s = calibrate(raw);
      expect(s).toBeGreaterThan(last);
      expect(s).toBeLessThan(1);
      last = s;
    }
    expect(calibrate(0)).toBeLessThan(0.05);
  });

  it('dense scope similarity maps linearly between the floor and full match', () => {
    expect(denseToScore(DENSE_FLOOR)).toBe(0);
    expect(denseToScore(DENSE_FULL)).toBe(1);
    expect(denseToScore((DENSE_FLOOR + DENSE_FULL) / 2)).toBeCloseTo(0.5, 10);
    expect(denseToScore(-1)).toBe(0);
  });

  it('understanding combines lexicon and scope rows by noisy-or', () => {
    // toy index whose only scope row is [1,0,0,0] for domestic_violence
    const index: EmbeddingIndex = {
      ids: ['dv'],
      dims: 4,
      vectors: unit([0, 1, 0, 0]),
      scopes: {
        scopeIds: ['domestic_violence', 'gambling'],
        owner: Int32Array.from([0, 1]),
        vectors: Float32Array.from([...unit([1, 0, 0, 0]), ...unit([0, 0, 1, 0])]),
      },
    };
    const cos = (DENSE_FLOOR + DENSE_FULL) / 2; // dense score 0.5
    const vec = unit([cos, Math.sqrt(1 - cos * cos), 0, 0]);
    const none = understandQuery('tell me something', index, vec);
    expect(none.scopes.get('domestic_violence')!.score).toBeCloseTo(0.5, 5);
    expect(none.scopes.has('gambling')).toBe(false);
    const weak = understandQuery('my partner', index, vec); // partner: a 0.4 cue
    expect(weak.scopes.get('domestic_violence')!.score).toBeCloseTo(1 - 0.6 * 0.5, 5);
    expect(weak.scopes.get('domestic_violence')!.cue).toBe('partner');
  });
});

describe('rankSearch (toy index)', () => {
  // Dense signal equal for all: the scope match and the lexical match decide, the prior breaks ties.
  const resources = [dv, lifeline, ems, { ...dv, id: 'dv2', name: 'Domestic Abuse Line', is_24_7: false }];
  const index: EmbeddingIndex = { ids: resources.map((r) => r.id!), dims: 4, vectors: Float32Array.from(resources.flatMap(() => [...unit([1, 1, 0, 0])])) };
  const q = unit([1, 0, 0, 0]);

  it('ranks by scope and lexical match, breaking ties by tier and 24/7', () => {
    const hits = rankSearch(index, resources, 'my partner hits me', q, { k: 10 });
    expect(hits.map((h) => h.id).slice(0, 2)).toEqual(['dv', 'dv2']);
    expect(hits[0]!.similarity).toBeGreaterThan(0.3);
    const sims = hits.map((h) => h.similarity);
    expect([...sims].sort((a, b) => b - a)).toEqual(sims);
  });

  it('puts the emergency number first for danger now', () => {
    expect(rankSearch(index, resources, 'my friend took too many pills and is unconscious', q, { k: 1 })[0]!.id).toBe('000');
  });

  it('honours k, threshold and allowed', () => {
    expect(rankSearch(index, resources, 'my partner hits me', q, { k: 2 })).toHaveLength(2);
    expect(rankSearch(index, resources, 'my partner hits me', q, { k: 0 })).toEqual([]);
    expect(rankSearch(index, resources, 'my partner hits me', q, { k: 10, allowed: new Set(['life']) }).map((h) => h.id)).toEqual(['life']);
    expect(rankSearch(index, resources, 'banana bread recipe', q, { k: 10, threshold: 0.3 })).toEqual([]);
    expect(() => rankSearch(index, resources, 'x', new Float32Array(3), { k: 1 })).toThrow(/dims/);
  });
});

describe('index id', () => {
  it('changes when the scope texts change (stale stored indexes are re-embedded)', () => {
    const scopes = loadScopeTexts();
    expect(scopes).toHaveLength(93);
    const a = indexId(scopes);
    expect(a).toBe(indexId());
    const changed = scopes.map((s, i) => (i === 0 ? { ...s, plain_language: [...(s.plain_language ?? []), 'one more phrase'] } : s));
    expect(indexId(changed)).not.toBe(a);
    expect(a).toMatch(/^all-MiniLM-L6-v2.* views:[0-9a-f]{12}$/);
  });
});

const present = modelFilesPresent();
describe.skipIf(!present)('hybrid search over the shipped directory (real model)', () => {
  let e: Embedder;
  let snap: DirectorySnapshot;
  beforeAll(async () => {
    const { records, sha256 } = readDirectoryFile(DEFAULT_DIRECTORY_FILE);
    const idx = await computeIndex(records, sha256, join(tmpdir(), 'haven-index-cache'));
    snap = buildSnapshot({ version: 1, sha256, records, index: idx.blob });
    e = await loadEmbedder({ intraOpThreads: 2 });
  }, 120_000);
  afterAll(async () => {
    await e?.close();
  });
  const top = async (query: string, country: string) => {
    const [v] = await e.embed([query]);
    return rankSearch(snap.index!, snap.resources, query, v!, { k: 5, threshold: 0.3, allowed: snap.idsFor(country) }).map((h) => ({
      ...h,
      name: snap.byId.get(h.id)!.name,
    }));
  };

  it('finds the National Domestic Violence Hotline for "my partner hits me" above the default threshold', async () => {
    const hits = await top('my partner hits me', 'US');
    expect(hits[0]!.name).toBe('National Domestic Violence Hotline');
    expect(hits[0]!.similarity).toBeGreaterThanOrEqual(0.5);
  });

  it('understands other languages through the lexicon', async () => {
    expect((await top('quiero morir', 'ES'))[0]!.name).toBe('Suicide crisis line (Spain)');
    expect((await top('mein Mann schlägt mich', 'DE'))[0]!.name).toBe('Hilfetelefon Gewalt gegen Frauen');
  });

  it('answers nothing above the threshold for unrelated queries', async () => {
    expect(await top('recipe for banana bread with walnuts', 'US')).toEqual([]);
    expect(await top('what is the capital of australia', 'AU')).toEqual([]);
  });
});

describe('population-specific lines', () => {
  it('rank below an equally matching general line unless the query points to their group', () => {
    const general: RankableResource = {
      id: 'g',
      type: 'crisis_line',
      name: 'Crisis Line',
      description: 'Support',
      service_scope: ['suicide', 'crisis'],
      population_served: ['general'],
      priority_tier: 'population_specific_crisis',
      is_24_7: true,
    };
    const trans: RankableResource = { ...general, id: 't', name: 'Crisis Line', population_served: ['transgender', 'lgbtq'] };
    const rs = [trans, general];
    const index: EmbeddingIndex = { ids: ['t', 'g'], dims: 4, vectors: Float32Array.from([...unit([1, 1, 0, 0]), ...unit([1, 1, 0, 0])]) };
    const q = unit([1, 0, 0, 0]);
    expect(rankSearch(index, rs, 'I want to end my life', q, { k: 2 }).map((h) => h.id)).toEqual(['g', 't']);
    expect(rankSearch(index, rs, "I'm trans and I want to end my life", q, { k: 2 }).map((h) => h.id)).toEqual(['t', 'g']);
  });
});
