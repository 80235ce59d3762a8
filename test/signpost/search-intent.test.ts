/**
 * Oblique crisis phrasing in /v1/signpost/search (issue 15): the help-seeking intent (intent.ts, nearest
 * prototypes) lifts the country's crisis lines above the default cut-off, everyday sentences with crisis words in
 * them stay below it. The full measurement (recall@3 on 208 phrasings) is `npm run eval:signpost`.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Embedder, loadEmbedder } from '../../infra/models/embedder.js';
import { buildIntentBank, helpIntent, type IntentBank } from '../../processors/signpost/ranking/intent.js';
import { rankSearch } from '../../processors/signpost/ranking/search.js';
import { computeIndex, DEFAULT_DIRECTORY_FILE, readDirectoryFile } from '../../processors/signpost/storage/seed.js';
import { buildSnapshot, type DirectorySnapshot } from '../../processors/signpost/storage/snapshot.js';
import { DEFAULT_THRESHOLD } from '../../schemas/http/signpost.js';

let embedder: Embedder;
let bank: IntentBank;
let snap: DirectorySnapshot;

beforeAll(async () => {
  const { records, sha256 } = readDirectoryFile(DEFAULT_DIRECTORY_FILE);
  const idx = await computeIndex(records, sha256, join(tmpdir(), 'haven-index-cache'));
  snap = buildSnapshot({ version: 1, sha256, records, index: idx.blob });
  embedder = await loadEmbedder();
  bank = await buildIntentBank((t) => embedder.embed(t));
});
afterAll(async () => {
  await embedder?.close();
});

async function search(query: string, country: string) {
  const [vec] = await embedder.embed([query]);
  const i = helpIntent(bank, vec!);
  const hits = rankSearch(snap.index!, snap.resources, query, vec!, {
    k: 10,
    threshold: DEFAULT_THRESHOLD,
    allowed: snap.idsFor(country),
    intent: i.score,
    ordinary: i.ordinary_score,
  });
  return { intent: i, hits: hits.map((h) => ({ ...h, r: snap.byId.get(h.id)! })) };
}

describe('search with help-seeking intent', () => {
  it.each([
    ['I feel like ending it', 'US'],
    ['whats the point of going on', 'GB'],
    ['made my peace, ready to go', 'GB'],
    ['je veux en finir', 'FR'],
  ])('"%s" (%s) answers a crisis line first, above the cut-off', async (query, country) => {
    const { intent, hits } = await search(query, country);
    expect(intent.score).toBeGreaterThan(0);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]!.similarity).toBeGreaterThanOrEqual(DEFAULT_THRESHOLD);
    expect(hits.slice(0, 3).some((h) => h.r.service_scope?.some((s) => ['suicide', 'crisis', 'emotional_distress'].includes(s)))).toBe(true);
  });

  it.each([
    ['best pizza places near me', 'US'],
    ['I could kill for a coffee right now', 'GB'],
    ['how do i reset my router', 'CA'],
  ])('"%s" has no intent and no result above the cut-off', async (query, country) => {
    const { intent, hits } = await search(query, country);
    expect(intent.score).toBe(0);
    expect(hits).toEqual([]);
  });

  it('a specific request keeps its specific line first', async () => {
    const { hits } = await search('my partner hits me and I am scared', 'US');
    expect(hits[0]!.r.service_scope).toContain('domestic_violence');
  });
});
