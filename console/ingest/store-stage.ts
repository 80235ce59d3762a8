/**
 * The console's storage stage (consumes console.ingest): scores what arrived unscored (through OCULAR_URL, in
 * trajectory mode), stores every session of the record in ONE transaction, announces each stored version on
 * console.stored (one record per ingest, for the watchlist matcher) and answers the waiting HTTP request with per-item results.
 *
 * Idempotent: item i of ingest X is revision `X:i`; a redelivered record upserts the same rows and re-announces the
 * same revisions, which the matcher ignores. A scorer failure fails that item only (the others are stored).
 */

import type { Runtime } from '../../infra/runtime.js';
import { defineStage } from '../../processors/kernel/index.js';
import type { IngestItem } from '../../schemas/http/console.js';
import type { ScorerClient } from '../classifier/client.js';
import type { ClassifierResult } from '../classifier/result.js';
import { type SessionInput, turnsFrom, upsertSessions } from '../sessions/store.js';
import { CONSOLE_TOPICS } from '../topics.js';
import { dropPayload, readPayload } from './payloads.js';

export interface IngestRecord {
  ingest_id: string;
  source: string;
  items_json: string;
  /** the items wait in console_ingest_payloads (ingest/payloads.ts) */
  payload_ref?: string | null;
  received_at: number;
}

/** a redelivered by-reference record whose ingest was stored already (its payload row went with that transaction) */
export class PayloadGone extends Error {}

/** an item as the route validated it, with its position in the request */
export interface QueuedItem {
  index: number;
  item: IngestItem;
}

export type ItemResult =
  | { ok: true; index: number; session_id: string; verdict: string; crisis_score: number; scored_by: 'classifier' | 'console' }
  | { ok: false; index: number; session_id?: string; error: string; message: string };

const SCORING_CONCURRENCY = 4;

async function mapLimit<T, R>(xs: T[], n: number, f: (x: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(xs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, xs.length) }, async () => {
      while (next < xs.length) {
        const i = next++;
        out[i] = await f(xs[i]!);
      }
    }),
  );
  return out;
}

export async function storeIngest(rt: Runtime, scorer: ScorerClient | undefined, rec: IngestRecord, key: string): Promise<ItemResult[]> {
  const itemsJson = rec.payload_ref ? await readPayload(rt.db, rec.payload_ref) : rec.items_json;
  if (itemsJson === undefined) throw new PayloadGone(`ingest ${rec.ingest_id}: its payload was stored and removed already`);
  const queued = JSON.parse(itemsJson) as QueuedItem[];
  const failures: ItemResult[] = [];
  const scored = await mapLimit(queued, SCORING_CONCURRENCY, async (q) => {
    if (q.item.classifier) return { q, result: q.item.classifier as ClassifierResult, by: 'classifier' as const };
    if (!scorer) {
      failures.push({
        ok: false,
        index: q.index,
        session_id: q.item.session_id,
        error: 'scorer_not_configured',
        message: 'classifier is absent and OCULAR_URL is not set',
      });
      return null;
    }
    try {
      return { q, result: await scorer.classify(q.item.messages ?? []), by: 'console' as const };
    } catch (err) {
      failures.push({ ok: false, index: q.index, session_id: q.item.session_id, error: 'scorer_unavailable', message: (err as Error).message });
      return null;
    }
  });
  const ok = scored.filter((x): x is NonNullable<typeof x> => x !== null);
  const now = rt.clock.now().getTime();
  const inputs: SessionInput[] = ok.map(({ q, result }) => ({
    session_id: q.item.session_id,
    user_id: q.item.user_id,
    agent_id: q.item.agent_id ?? null,
    revision_id: `${rec.ingest_id}:${q.index}`,
    source: rec.source as SessionInput['source'],
    scored_ms: q.item.scored_at !== undefined ? q.item.scored_at * 1000 : rec.received_at,
    turns: turnsFrom(q.item.messages),
    classifier: result,
  }));
  const ref = rec.payload_ref;
  const derived =
    inputs.length || ref
      ? await rt.db.tx(async (tx) => {
          const d = await upsertSessions(tx, inputs, now);
          if (ref) await dropPayload(tx, ref);
          return d;
        })
      : new Map();
  if (inputs.length) {
    const enc = rt.avro.encode('console-stored', {
      ingest_id: rec.ingest_id,
      stored_at: now,
      sessions: inputs.map((s) => ({ revision_id: s.revision_id, session_id: s.session_id })),
    });
    await rt.bus.publish(CONSOLE_TOPICS.stored, [{ key: rec.ingest_id || key, value: enc.value, headers: enc.headers }]);
  }
  const results: ItemResult[] = [
    ...ok.map(({ q, by }) => {
      const d = derived.get(q.item.session_id)!;
      return { ok: true as const, index: q.index, session_id: q.item.session_id, verdict: d.verdict, crisis_score: d.crisis_score, scored_by: by };
    }),
    ...failures,
  ];
  return results.sort((a, b) => a.index - b.index);
}

export function consoleStoreStage(scorer: ScorerClient | undefined) {
  return defineStage<IngestRecord>({
    name: 'console-store',
    description: 'stores ingested sessions (scoring unscored ones through OCULAR_URL) and announces them to the watchlist matcher',
    input: { topic: CONSOLE_TOPICS.ingest, schema: 'console-ingest' },
    async open(rt) {
      return {
        async run(record, { rec }) {
          try {
            const results = await storeIngest(rt, scorer, record, rec.key);
            return { kind: 'reply', status: 200, body: { results } };
          } catch (err) {
            if (!(err instanceof PayloadGone)) throw err;
            rt.logger.warn({ ingest_id: record.ingest_id }, err.message);
            return { kind: 'reply', status: 409, body: { error: 'already_stored', message: err.message } };
          }
        },
      };
    },
  });
}
