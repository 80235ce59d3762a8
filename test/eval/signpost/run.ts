// Runner behind `npm run eval:signpost`: measures /v1/signpost/search and the local /v1/signpost/smart ranker
// against test/eval/signpost/queries.jsonl (our own set; see README.md in this folder).
//
//   npm run eval:signpost                      both splits, test first (the reported one)
//   npm run eval:signpost -- --split dev       one split (dev is the one used while tuning)
//   options: --verbose (each query whose top result is wrong), --json (summary on stdout),
//            --engine centroid (the v1 search: one centroid vector per resource, cosine only; for comparison)
//
// The index is built in-process from seeds/directory/resources.json through computeIndex (the seed's code), with the
// index cache under <os tmp>/haven-index-cache (the test harness's), so only the first run embeds (~10 s).
// Exit code 0 whatever the figures (a measurement, not a gate); 2 when the query file is malformed.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEmbedder, modelFilesPresent } from '../../../infra/models/embedder.js';
import { percentile as pct } from '../../../infra/stats.js';
import type { DirectoryRecord } from '../../../schemas/http/crisis-resource.js';
import { DEFAULT_THRESHOLD } from '../../../schemas/http/signpost.js';
import { computeIndex, DEFAULT_DIRECTORY_FILE, readDirectoryFile } from '../../../processors/signpost/storage/seed.js';
import { search } from '../../../processors/signpost/ranking/embedding-index.js';
import { buildSnapshot } from '../../../processors/signpost/storage/snapshot.js';
import { lexicalQuery, rankSearch, signals } from '../../../processors/signpost/ranking/search.js';
import { smartRank } from '../../../processors/signpost/ranking/smart.js';
import { understandQuery } from '../../../processors/signpost/ranking/understand.js';
import { buildIntentBank, helpIntent, type IntentBank } from '../../../processors/signpost/ranking/intent.js';

const HERE = dirname(fileURLToPath(import.meta.url));

export interface EvalQuery {
  id: string;
  split: 'dev' | 'test';
  query: string;
  country: string;
  lang: string;
  style: string;
  /** a correct result serves at least one of these scopes (an emergency number only when `emergency` is listed) */
  scopes: string[];
  /** resources that are also correct, by name */
  names?: string[];
  /** not a request for help: a correct answer is no result above the threshold */
  off_topic?: boolean;
}

export function loadQueries(file = join(HERE, 'queries.jsonl')): EvalQuery[] {
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const out = lines.map((l, i) => {
    const q = JSON.parse(l) as EvalQuery;
    if (!q.id || !q.query || !q.country || !['dev', 'test'].includes(q.split) || !Array.isArray(q.scopes)) {
      throw new Error(`queries.jsonl line ${i + 1}: missing id, query, country, split or scopes`);
    }
    if (!q.off_topic && !q.scopes.length && !q.names?.length) throw new Error(`queries.jsonl line ${i + 1}: no scopes or names`);
    return q;
  });
  if (new Set(out.map((q) => q.id)).size !== out.length) throw new Error('queries.jsonl: duplicate ids');
  return out;
}

/** The relevance rule of the set (README.md). */
export function isRelevant(q: EvalQuery, r: DirectoryRecord): boolean {
  if (q.names?.includes(r.name)) return true;
  if (r.type === 'emergency_number' && !q.scopes.includes('emergency')) return false;
  return (r.service_scope ?? []).some((s) => q.scopes.includes(s));
}

interface Row {
  q: EvalQuery;
  /** 1-based rank of the first relevant result (0: none in the list) */
  searchRank: number;
  /** its similarity (the route answers only results at or above the threshold) */
  searchRankSim: number;
  searchAbove: number;
  /** results >= threshold that are relevant */
  searchAboveRelevant: number;
  searchTop?: string;
  searchTopSim?: number;
  searchMs: number;
  smartRank: number;
  smartTop?: string;
  smartUnderstood: boolean;
  smartMs: number;
}


export interface Figures {
  n: number;
  /** r3_answered: a correct result among the first 3 the route answers (similarity >= the default threshold) */
  search: { r1: number; r3_answered: number; r5: number; mrr: number; zero: number; precision_above: number; p50_ms: number };
  smart: { r1: number; r5: number; mrr: number; no_cue: number; p50_ms: number };
  off_topic: { n: number; search_any_above: number };
}

function figures(rows: Row[]): Figures {
  const on = rows.filter((r) => !r.q.off_topic);
  const off = rows.filter((r) => r.q.off_topic);
  const share = (xs: Row[], f: (r: Row) => boolean) => (xs.length ? xs.filter(f).length / xs.length : NaN);
  const mrr = (xs: number[]) => (xs.length ? xs.reduce((a, r) => a + (r ? 1 / r : 0), 0) / xs.length : NaN);
  return {
    n: on.length,
    search: {
      r1: share(on, (r) => r.searchRank === 1),
      r3_answered: share(on, (r) => r.searchRank >= 1 && r.searchRank <= 3 && r.searchRankSim >= DEFAULT_THRESHOLD),
      r5: share(on, (r) => r.searchRank >= 1 && r.searchRank <= 5),
      mrr: mrr(on.map((r) => r.searchRank)),
      zero: share(on, (r) => r.searchAbove === 0),
      precision_above: on.reduce((a, r) => a + r.searchAboveRelevant, 0) / Math.max(1, on.reduce((a, r) => a + Math.min(r.searchAbove, 10), 0)),
      p50_ms: pct(rows.map((r) => r.searchMs), 50),
    },
    smart: {
      r1: share(on, (r) => r.smartRank === 1),
      r5: share(on, (r) => r.smartRank >= 1 && r.smartRank <= 5),
      mrr: mrr(on.map((r) => r.smartRank)),
      no_cue: share(on, (r) => !r.smartUnderstood),
      p50_ms: pct(rows.map((r) => r.smartMs), 50),
    },
    off_topic: { n: off.length, search_any_above: share(off, (r) => r.searchAbove > 0) },
  };
}

function print(name: string, f: Figures) {
  const p = (x: number) => (Number.isNaN(x) ? '  -  ' : `${(x * 100).toFixed(1).padStart(5)}%`);
  const m = (x: number) => x.toFixed(3);
  console.log(`${name}: ${f.n} queries (+ ${f.off_topic.n} off-topic)`);
  console.log(`  search  recall@1 ${p(f.search.r1)}  recall@3 as answered (>= ${DEFAULT_THRESHOLD}) ${p(f.search.r3_answered)}  recall@5 ${p(f.search.r5)}  MRR ${m(f.search.mrr)}  zero results >= ${DEFAULT_THRESHOLD} ${p(f.search.zero)}  p50 ${f.search.p50_ms.toFixed(2)} ms (embed + rank)`);
  console.log(`          share of results >= ${DEFAULT_THRESHOLD} (top 10) that are correct ${p(f.search.precision_above)}`);
  console.log(`  smart   recall@1 ${p(f.smart.r1)}  recall@5 ${p(f.smart.r5)}  MRR ${m(f.smart.mrr)}  no scope understood ${p(f.smart.no_cue)}  p50 ${f.smart.p50_ms.toFixed(2)} ms`);
  console.log(`  off-topic queries with any search result >= ${DEFAULT_THRESHOLD}: ${p(f.off_topic.search_any_above)}`);
}

async function main() {
  const args = process.argv.slice(2);
  const arg = (n: string) => {
    const i = args.indexOf(n);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const split = arg('--split');
  const engine = arg('--engine') ?? 'hybrid';
  const verbose = args.includes('--verbose');
  if (!modelFilesPresent()) {
    console.error('model files missing: run npm run models:fetch');
    process.exit(1);
  }
  // Two sets: queries.jsonl (the search's original set) and crisis-phrasings.jsonl (oblique, colloquial, misspelt
  // crisis phrasing in several languages, written for issue 15; README.md). `--queries <file>` runs one.
  const files = arg('--queries') ? [arg('--queries')!] : [join(HERE, 'queries.jsonl'), join(HERE, 'crisis-phrasings.jsonl')];
  const sets: { file: string; queries: EvalQuery[] }[] = [];
  try {
    for (const file of files) sets.push({ file, queries: loadQueries(file) });
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
  const { records, sha256 } = readDirectoryFile(DEFAULT_DIRECTORY_FILE);
  const t0 = performance.now();
  const idx = await computeIndex(records, sha256, join(tmpdir(), 'haven-index-cache'));
  console.error(`index ${idx.cached ? 'from cache' : 'built'} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const snap = buildSnapshot({ version: 1, sha256, records, index: idx.blob });
  const embedder = await loadEmbedder(); // the request path's settings
  const embed = async (t: string) => (await embedder.embed([t]))[0]!;
  for (const w of ['warm up one', 'warm up two', 'warm up three']) await embed(w);
  const bank = await buildIntentBank((ts) => embedder.embed(ts));

  const fitted = args.includes('--fit');
  for (const { file, queries } of sets) {
    console.log(`\n== ${file.split('/').pop()}`);
    await evalSet(queries, { snap, embed, bank: args.includes('--no-intent') ? undefined : bank, engine, split, verbose, json: args.includes('--json'), fit: fitted });
  }
  await embedder.close();
}

function intentOptions(bank: IntentBank | undefined, vec: Float32Array) {
  if (!bank) return {};
  const i = helpIntent(bank, vec);
  return { intent: i.score, ordinary: i.ordinary_score };
}

async function evalSet(
  queries: EvalQuery[],
  o: { snap: ReturnType<typeof buildSnapshot>; embed: (t: string) => Promise<Float32Array>; bank?: IntentBank; engine: string; split?: string; verbose: boolean; json: boolean; fit: boolean },
) {
  const { snap, embed, engine, split, verbose } = o;
  // Unreachable queries (no correct resource in the country at all) are reported: they measure the directory, not us.
  const unreachable = queries.filter((q) => !q.off_topic && !snap.resources.some((r) => snap.idsFor(q.country).has(r.id) && isRelevant(q, r)));
  if (unreachable.length) console.error(`warning: ${unreachable.length} queries have no correct resource in their country: ${unreachable.map((q) => q.id).join(', ')}`);

  if (o.fit) {
    await fit(queries.filter((q) => q.split === 'dev'), snap, embed);
    return;
  }

  const rows: Row[] = [];
  for (const q of queries) {
    if (split && q.split !== split) continue;
    const allowed = snap.idsFor(q.country);
    let t = performance.now();
    const vec = await embed(q.query);
    const hits =
      engine === 'centroid'
        ? search(snap.index!, vec, { k: 50, threshold: 0, allowed })
        : rankSearch(snap.index!, snap.resources, q.query, vec, { k: 50, threshold: 0, allowed, ...intentOptions(o.bank, vec) });
    const searchMs = performance.now() - t;
    const firstRel = hits.findIndex((h) => isRelevant(q, snap.byId.get(h.id)!));
    t = performance.now();
    const understanding = engine === 'centroid' ? undefined : understandQuery(q.query, snap.index!, await embed(q.query));
    const sm = smartRank(snap.resources, q.query, { country: q.country, limit: 10, understanding });
    const smartMs = performance.now() - t;
    const smartFirst = sm.ranked.findIndex((x) => isRelevant(q, x.resource));
    rows.push({
      q,
      searchRank: firstRel + 1,
      searchRankSim: firstRel >= 0 ? hits[firstRel]!.similarity : 0,
      searchAbove: hits.filter((h) => h.similarity >= DEFAULT_THRESHOLD).length,
      searchAboveRelevant: hits.slice(0, 10).filter((h) => h.similarity >= DEFAULT_THRESHOLD && isRelevant(q, snap.byId.get(h.id)!)).length,
      searchTop: hits[0] ? snap.byId.get(hits[0].id)!.name : undefined,
      searchTopSim: hits[0]?.similarity,
      searchMs,
      smartRank: smartFirst + 1,
      smartTop: sm.ranked[0]?.resource.name,
      smartUnderstood: sm.analysis.scopes.length > 0,
      smartMs,
    });
  }
  const out: Record<string, Figures> = {};
  for (const s of ['test', 'dev'] as const) {
    const rs = rows.filter((r) => r.q.split === s);
    if (rs.length) out[s] = figures(rs);
  }
  if (o.json) {
    console.log(JSON.stringify({ engine, ...out }, null, 2));
  } else {
    console.log(`signpost eval — engine ${engine}, ${snap.resources.length} resources`);
    if (out.test) print('test split (reported)', out.test);
    if (out.dev) print('dev split (used while tuning)', out.dev);
  }
  if (verbose) {
    for (const r of rows) {
      if (r.q.off_topic ? r.searchAbove === 0 : r.searchRank >= 1 && r.searchRank <= 3 && r.searchRankSim >= DEFAULT_THRESHOLD && r.smartRank === 1) continue;
      console.log(
        `${r.q.id} [${r.q.split}] ${JSON.stringify(r.q.query)} ${r.q.country} want ${r.q.scopes.join('|')}` +
          `\n    search #${r.searchRank || '-'} (${r.searchRankSim.toFixed(3)}) top ${r.searchTop} (${r.searchTopSim?.toFixed(3)}) above=${r.searchAbove}` +
          `\n    smart  #${r.smartRank || '-'} top ${r.smartTop}`,
      );
    }
  }
}

/**
 * --fit: a logistic regression of "relevant" on the three signals of every (dev query, candidate in its country)
 * pair, printed as the ranker's weights and calibration (W_* summing to 1, CAL_A, CAL_B). Dev split only.
 */
async function fit(queries: EvalQuery[], snap: ReturnType<typeof buildSnapshot>, embed: (t: string) => Promise<Float32Array>) {
  const xs: number[][] = [];
  const ys: number[] = [];
  for (const q of queries) {
    const vec = await embed(q.query);
    const u = understandQuery(q.query, snap.index!, vec);
    const lq = lexicalQuery(q.query, u);
    const allowed = snap.idsFor(q.country);
    snap.resources.forEach((r, row) => {
      if (!allowed.has(r.id)) return;
      const s = signals(snap.index!, snap.resources, row, vec, u, lq);
      xs.push([s.dense, s.scope, s.lexical, s.prior]);
      ys.push(q.off_topic ? 0 : Number(isRelevant(q, r)));
    });
  }
  const w = [0, 0, 0];
  let b = 0;
  const lr = 0.5;
  for (let it = 0; it < 4000; it++) {
    const g = [0, 0, 0];
    let gb = 0;
    xs.forEach((x, i) => {
      const z = w[0]! * x[0]! + w[1]! * x[1]! + w[2]! * x[2]! + x[3]! * (w[0]! + w[1]! + w[2]!) + b;
      const e = 1 / (1 + Math.exp(-z)) - ys[i]!;
      for (let j = 0; j < 3; j++) g[j]! += e * x[j]!;
      gb += e;
    });
    for (let j = 0; j < 3; j++) w[j]! -= (lr * g[j]!) / xs.length;
    b -= (lr * gb) / xs.length;
  }
  const A = w[0]! + w[1]! + w[2]!;
  console.log(`fitted on ${xs.length} pairs (${ys.filter(Boolean).length} relevant) from ${queries.length} dev queries`);
  console.log(`W_DENSE ${(w[0]! / A).toFixed(3)}  W_SCOPE ${(w[1]! / A).toFixed(3)}  W_LEX ${(w[2]! / A).toFixed(3)}  CAL_A ${A.toFixed(2)}  CAL_B ${(-b / A).toFixed(3)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
