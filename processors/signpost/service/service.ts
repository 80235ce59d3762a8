/**
 * The signpost operations over one directory snapshot: list, get, countries, detect-country, search, smart.
 * Each returns the HTTP status and body the ingress answers with (spec document 2, "Signpost responses";
 * decisions in docs/signpost.md). Inputs arrive parsed by the ingress (SignpostCall).
 */
import type { DirectoryRecord } from '../../../schemas/http/crisis-resource.js';
import {
  DEFAULT_LIMIT,
  DEFAULT_THRESHOLD,
  DEMO_SMART_MAX_RESULTS,
  isResourceId,
  type ListQuery,
  type SearchQuery,
  type SmartQuery,
} from '../../../schemas/http/signpost.js';
import type { Intent } from '../ranking/intent.js';
import { listResources } from '../ranking/list.js';
import { rankSearch } from '../ranking/search.js';
import { smartRank } from '../ranking/smart.js';
import { understandQuery } from '../ranking/understand.js';
import { countries, countryList } from '../records/countries.js';
import { openStatus } from '../records/open-status.js';
import type { DirectorySnapshot } from '../storage/snapshot.js';
import { detectCountry, detectedWire } from './geo.js';
import { CANDIDATES, type SmartProvider } from './smart-anthropic.js';

export interface Reply {
  status: number;
  body: unknown;
}

/**
 * One signpost request. `params` is the query as the ingress parsed it with the op's schema (schemas/http/signpost.ts):
 * parsing happens once, at the edge, where a bad value is a 400 in Haven's error shape naming it; the service reads
 * the parsed values.
 */
export type SignpostCall = { id: string | null; ip: string | null; demo: boolean; requestId: string } & (
  | { op: 'list'; params: ListQuery }
  | { op: 'smart'; params: SmartQuery }
  | { op: 'search'; params: SearchQuery }
  | { op: 'detect_country'; params: { hint?: string } }
  | { op: 'get' | 'countries'; params: Record<string, never> }
);

export interface ServiceDeps {
  now: () => Date;
  /** the query embedder (loaded on first search) */
  embed: (text: string) => Promise<Float32Array>;
  /** the query's help-seeking intent (intent.ts); absent: the ranker runs without it */
  intent?: (vec: Float32Array) => Promise<Intent>;
  /** set when ANTHROPIC_API_KEY is configured */
  provider?: SmartProvider;
  /** ms left before the ingress gives up (the provider call must end before) */
  timeLeftMs: () => number;
  onProviderError?: (err: Error) => void;
}

const error = (status: number, code: string, message: string, requestId: string, extra: Record<string, unknown> = {}): Reply => ({
  status,
  body: { error: code, message, request_id: requestId, ...extra },
});

const ms = (v: number) => Math.round(v * 100) / 100;

/**
 * A resource as answered: every stored field plus its open_status now. `next_change` is left out when there is
 * none (spec: "next_change?: ISO 8601 string"; NOPE's typed clients reject null there). Search keeps the null the
 * spec names for its results (`nullableNextChange`).
 */
export const withStatus = (r: DirectoryRecord, now: Date, nullableNextChange = false) => {
  const { next_change, ...status } = openStatus(r, now);
  return { ...r, open_status: next_change != null || nullableNextChange ? { ...status, next_change: next_change ?? null } : status };
};

export async function handle(snap: DirectorySnapshot, call: SignpostCall, deps: ServiceDeps): Promise<Reply> {
  return run(snap, call, deps);
}

async function run(snap: DirectorySnapshot, call: SignpostCall, deps: ServiceDeps): Promise<Reply> {
  const now = deps.now();
  switch (call.op) {
    case 'list': {
      const q = call.params;
      const r = listResources(snap.resources, { ...q, limit: q.limit ?? DEFAULT_LIMIT, now });
      const out = (xs: DirectoryRecord[]) => xs.map((x) => withStatus(x, now));
      if ('primary' in r) {
        const primary = out(r.primary);
        return {
          status: 200,
          body: { country: r.country, primary, secondary: out(r.secondary), scopes_requested: r.scopes_requested, resources: primary, count: r.count },
        };
      }
      return { status: 200, body: { country: r.country, resources: out(r.resources), count: r.count } };
    }
    case 'get': {
      const id = (call.id ?? '').toLowerCase();
      const r = isResourceId(id) ? snap.byId.get(id) : undefined;
      if (!r) return error(404, 'not_found', `Resource ${call.id} not found`, call.requestId, { id: call.id });
      return { status: 200, body: { resource: withStatus(r, now) } };
    }
    case 'countries':
      return { status: 200, body: countryList(countries(snap.resources)) };
    case 'detect_country': {
      const has = (cc: string) => snap.resources.some((r) => r.country_codes.includes(cc));
      const hint = call.params.hint ?? null;
      return { status: 200, body: detectedWire(await detectCountry(call.ip, has, hint)) };
    }
    case 'search': {
      const q = call.params;
      if (!snap.index) {
        return error(
          503,
          'service_unavailable',
          'semantic search is not available: the directory was stored without embeddings (run npm run models:fetch, then haven directory seed)',
          call.requestId,
        );
      }
      const t0 = performance.now();
      const vec = await deps.embed(q.query);
      const t1 = performance.now();
      const intent = deps.intent ? await deps.intent(vec).catch(() => undefined) : undefined;
      const hits = rankSearch(snap.index, snap.resources, q.query, vec, {
        k: q.limit ?? DEFAULT_LIMIT,
        threshold: q.threshold ?? DEFAULT_THRESHOLD,
        allowed: q.country ? snap.idsFor(q.country) : null,
        intent: intent?.score,
        ordinary: intent?.ordinary_score,
      });
      const t2 = performance.now();
      const results = hits.map((h) => {
        const r = snap.byId.get(h.id)!; // a hit is a row of this snapshot's index: its id is in byId
        return { ...withStatus(r, now, true), similarity: Math.round(h.similarity * 10_000) / 10_000, country_code: r.country_codes[0] ?? null };
      });
      const t3 = performance.now();
      return {
        status: 200,
        body: {
          query: q.query,
          country: q.country ?? null,
          results,
          count: results.length,
          timing: { embed_ms: ms(t1 - t0), search_ms: ms(t2 - t1), total_ms: ms(t3 - t0) },
        },
      };
    }
    case 'smart': {
      const q = call.params;
      const limit = Math.min(q.limit ?? DEFAULT_LIMIT, call.demo ? DEMO_SMART_MAX_RESULTS : Infinity);
      const scopes = q.scopes ?? [];
      // The query's embedding adds its similarity to each scope's phrases to the lexicon's cues (understand.ts);
      // without the model (or scope rows in the index) the lexicon alone is used.
      const vec = snap.index?.scopes ? await deps.embed(q.query).catch(() => undefined) : undefined;
      const understanding = understandQuery(q.query, snap.index, vec);
      const local = smartRank(snap.resources, q.query, { country: q.country, scopes, limit: Math.max(limit, deps.provider ? CANDIDATES : 0), understanding });
      let engine: 'local' | 'anthropic' = 'local';
      let ranked = local.ranked.slice(0, limit).map((x) => ({ resource: x.resource, why: x.why, rank: x.rank }));
      let fallback: string | undefined;
      if (deps.provider && local.ranked.length) {
        const budget = Math.min(10_000, deps.timeLeftMs() - 1_000);
        if (budget >= 1_000) {
          try {
            const picks = await deps.provider.rank(
              q.query,
              q.country,
              local.ranked.map((x) => x.resource),
              limit,
              budget,
            );
            ranked = picks.map((p, i) => ({ resource: snap.byId.get(p.id)!, why: p.why, rank: i + 1 }));
            engine = 'anthropic';
          } catch (e) {
            deps.onProviderError?.(e as Error);
            fallback = 'the language-model ranker did not answer usably; ranked locally';
          }
        } else {
          fallback = 'not enough time left for the language-model ranker; ranked locally';
        }
      }
      return {
        status: 200,
        body: {
          country: q.country,
          query: q.query,
          ranked: ranked.map((x) => ({ resource: withStatus(x.resource, now), why: x.why, rank: x.rank })),
          scopes_requested: scopes,
          count: ranked.length,
          engine,
          ...(fallback ? { engine_note: fallback } : {}),
          ...(call.demo ? { try_endpoint: true } : {}),
        },
      };
    }
  }
}
