/**
 * Signpost bench: list and search through the whole HTTP pipeline (embedded `haven start` as a child process),
 * and search engine-only (embed the query + rank the real directory index, in this process).
 * Target (issue 4): search (embedding plus ranking) p50 <= 15 ms.
 * Every search query is a distinct string, so the embedder's LRU cache never hides the model's time.
 */
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEmbedder } from '../../infra/models/embedder.js';
import { rankSearch } from '../../processors/signpost/ranking/search.js';
import { computeIndex, DEFAULT_DIRECTORY_FILE, readDirectoryFile } from '../../processors/signpost/storage/seed.js';
import { buildSnapshot } from '../../processors/signpost/storage/snapshot.js';
import { fmt, keyRing, latency, mintKeys, startHaven, summarize } from './lib.js';

const CACHE = join(tmpdir(), 'haven-index-cache');
const SUBJECTS = [
  'my boyfriend hits me',
  'I want to end my life',
  'I keep cutting myself',
  'I cannot stop drinking',
  'I stopped eating',
  'someone is sharing my nude photos',
  'I lost my job and cannot pay rent',
  'my baby died',
  'I am gay and my family hates me',
  'I think I am being followed',
  'I am hearing voices',
  'gambling debts',
  'I was raped',
  'my mother is abused at the care home',
  'I am a veteran with nightmares',
  'I feel so alone',
  'a stranger online asks me for pictures',
  'forced to work without pay',
];
/** n distinct queries */
const queries = (n: number) => Array.from({ length: n }, (_, i) => `${SUBJECTS[i % SUBJECTS.length]} (${i})`);

export async function benchSignpost(o: { n?: number } = {}) {
  const n = o.n ?? 300;
  const haven = await startHaven({ HAVEN_INDEX_CACHE_DIR: CACHE });
  try {
    const keys = keyRing(await mintKeys(haven.dataDir, {}, Math.ceil((3 * (n + 40)) / 90)));
    const get = async (path: string) => {
      const r = await fetch(haven.url + path, { headers: { authorization: `Bearer ${keys()}` } });
      if (r.status !== 200) throw new Error(`${path}: ${r.status} ${await r.text()}`);
      return r.json() as Promise<any>;
    };
    const list = await latency(() => get('/v1/signpost?country=US&scopes=suicide,crisis'), n);
    const qs = queries(n + 40);
    let i = 0;
    const server: number[] = [];
    const search = await latency(async () => {
      const b = await get(`/v1/signpost/search?query=${encodeURIComponent(qs[i++]!)}`);
      server.push(b.timing.total_ms);
    }, n);
    return { n, list, search, searchInProcessor: summarize(server.slice(20)), rssMb: haven.rssMb() };
  } finally {
    await haven.stop();
  }
}

export async function benchSignpostEngine(o: { n?: number } = {}) {
  const n = o.n ?? 500;
  const { records, sha256 } = readDirectoryFile(DEFAULT_DIRECTORY_FILE);
  const snap = buildSnapshot({ version: 1, sha256, records, index: (await computeIndex(records, sha256, CACHE)).blob });
  const embedder = await loadEmbedder();
  const qs = queries(n + 20);
  let i = 0;
  const embedMs: number[] = [];
  const rankMs: number[] = [];
  const total = await latency(async () => {
    const t0 = performance.now();
    const q = qs[i++]!;
    const [v] = await embedder.embed([q]);
    const t1 = performance.now();
    // the route's ranking: hybrid (views, scope rows, BM25 + lexicon) over every resource (no country filter)
    rankSearch(snap.index!, snap.resources, q, v!, { k: 10, threshold: 0.3 });
    embedMs.push(t1 - t0);
    rankMs.push(performance.now() - t1);
  }, n);
  await embedder.close();
  return { n, resources: records.length, total, embed: summarize(embedMs.slice(20)), rank: summarize(rankMs.slice(20)) };
}

export function printSignpost(r: Awaited<ReturnType<typeof benchSignpost>>) {
  const line = (s: { p50: number; p99: number }) => `p50 ${fmt(s.p50)} ms  p99 ${fmt(s.p99)} ms`;
  console.log(`signpost (embedded, HTTP, sequential, n=${r.n}, ${availableParallelism()} cores)`);
  console.log(`  GET /v1/signpost?country=US&scopes=…   ${line(r.list)}`);
  console.log(`  GET /v1/signpost/search (distinct)      ${line(r.search)}   [in processor: ${line(r.searchInProcessor)}]`);
  console.log(`  process RSS after: ${r.rssMb.toFixed(0)} MB`);
}

export function printSignpostEngine(r: Awaited<ReturnType<typeof benchSignpostEngine>>) {
  const line = (s: { p50: number; p99: number }) => `p50 ${fmt(s.p50)} ms  p99 ${fmt(s.p99)} ms`;
  console.log(`signpost search engine-only (${r.resources} resources, hybrid ranking, no country filter, distinct queries, n=${r.n})`);
  console.log(`  embed + rank  ${line(r.total)}   (embed ${line(r.embed)}; rank ${line(r.rank)})   target p50 <= 15 ms`);
}
