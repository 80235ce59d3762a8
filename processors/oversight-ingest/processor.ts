/**
 * `oversight-ingest`: POST /v1/oversight/ingest. Charges the whole batch (idempotent by request id), stores the
 * originals, then analyses each conversation; a failed conversation is recorded as an error and stays charged.
 * Every step is idempotent, so a batch redelivered after a crash resumes where it stopped and nothing is lost or
 * charged twice. Announces each result on `oversight.completed`, alerts for high/critical, one
 * `oversight.ingestion.complete` per batch, and the optional unsigned legacy `webhook_url` callback.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Agent, fetch } from 'undici';
import { DEADLINE } from '../../infra/bus/request-reply.js';
import { charge } from '../../infra/platform/accounts.js';
import type { Runtime } from '../../infra/runtime.js';
import { TOPICS } from '../../infra/topics.js';
import { type OversightIngestRequest, OversightIngestRequestSchema } from '../../schemas/http/oversight.js';
import { BEHAVIOR_BY_CODE, CONCERNS, raisesConcern } from '../../schemas/oversight/taxonomy.js';
import { newEventRecord } from '../../sinks/webhooks/events.js';
import { createGuardedLookup } from '../../sinks/webhooks/url-policy.js';
import { defineStage, FinalError } from '../kernel/index.js';
import { analyzeReviewed } from '../oversight/analyze-reviewed.js';
import type { OvConversation } from '../oversight/conversation.js';
import type { AnalyzeOutput } from '../oversight/engine.js';
import { completedRecord, eventIdFor, publishAlerts, publishCompletedMany } from '../oversight/events.js';
import { openJudgment } from '../oversight/judgment.js';
import { batchPriceMills, ingestInsufficientBody } from './billing.js';
import { finishIngestion, type StoredRow, saveError, saveResult, storedRows, storeOriginals } from './store.js';

interface IngestRecord {
  request_id: string;
  account_id: string;
  received_at: number;
  conversations: number;
  dashboard_base: string;
}

export const ingestionIdFor = (requestId: string) => 'ing_' + createHash('sha256').update(requestId).digest('hex').slice(0, 24);

/** A conversation the analyzer cannot judge (no user or assistant turn) fails on its own; the batch goes on. */
function unanalysable(c: OvConversation): string | undefined {
  if (!c.messages.some((m) => m.role === 'assistant' || m.role === 'user')) return 'the conversation has no user or assistant messages to analyze';
  return undefined;
}

/** Conversations analysed and announced together (one embedder prefetch, one bus call per topic). */
const INGEST_CHUNK = 25;
/** with a reviewer: calls in flight at once, the most one may take, and the time kept back for storing and answering */
const REVIEW_CONCURRENCY = 8;
const REVIEW_MAX_MS = 20_000;
const INGEST_MARGIN_MS = 10_000;

/** runs `f` over `items`, at most `k` at a time */
async function inParallel<T>(items: readonly T[], k: number, f: (x: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(k, items.length) }, async () => {
      while (next < items.length) await f(items[next++]!);
    }),
  );
}

export const oversightIngestProcessor = defineStage<IngestRecord>({
  name: 'oversight-ingest',
  description: 'oversight ingest: charge, store originals, analyze up to 300 conversations, announce results',
  input: { topic: TOPICS.oversightIngested, schema: 'oversight-ingest-request' },
  async open(rt) {
    const judgment = await openJudgment(rt);
    const agent = new Agent({ connect: { lookup: createGuardedLookup(undefined, { allowLoopback: rt.config.WEBHOOK_ALLOW_LOOPBACK }) as never } });
    return {
      async run(r, { rec }) {
        const t0 = performance.now();
        const deadline = Number(rec.headers[DEADLINE]) || Date.now() + rt.config.REPLY_TIMEOUT_MS;
        const ingestionId = ingestionIdFor(r.request_id);
        const buf = await rt.db.query<{ body: OversightIngestRequest }>('SELECT body FROM oversight_ingest_buffer WHERE request_id = $1 AND account_id = $2', [
          r.request_id,
          r.account_id,
        ]);
        const raw = buf.rows[0]?.body;
        if (!raw) {
          // Already finished (the buffer goes last): answer again from what is stored.
          const done = await rt.db.query<{ status: string; conversations_received: number }>(
            'SELECT status, conversations_received FROM oversight_ingestions WHERE id = $1 AND account_id = $2',
            [ingestionId, r.account_id],
          );
          const row = done.rows[0];
          if (!row || row.status === 'processing')
            throw new FinalError(409, 'ingestion_gone', 'this ingest request was already answered or its body is missing; resubmit the batch');
          return {
            kind: 'reply',
            status: 200,
            body: replyBody(
              ingestionId,
              row.status,
              row.conversations_received,
              `${r.dashboard_base}/dashboard/conversations?ingestion=${ingestionId}`,
              await storedRows(rt.db, ingestionId),
            ),
          };
        }
        const body = OversightIngestRequestSchema.parse(typeof raw === 'string' ? JSON.parse(raw) : raw);
        const n = body.conversations.length;
        // 1. Deduct the whole batch before storage (the ledger's request id makes a redelivery a no-op).
        const paid = await charge(rt.db, r.account_id, r.request_id, '/v1/oversight/ingest', batchPriceMills(n));
        if (!paid.ok) {
          await rt.db.query('DELETE FROM oversight_ingest_buffer WHERE request_id = $1', [r.request_id]);
          return { kind: 'reply', status: 402, body: ingestInsufficientBody(r.request_id, paid.balanceMills, n) };
        }
        // 2. Originals and metadata, before any analysis copy is made.
        const conversations = body.conversations as OvConversation[];
        await storeOriginals(rt.db, {
          ingestionId,
          accountId: r.account_id,
          requestId: r.request_id,
          chargedMills: batchPriceMills(n),
          webhookUrl: body.webhook_url,
          conversations,
        });
        // 3. Analyse what is not analysed yet (a redelivered batch resumes).
        const done = new Map((await storedRows(rt.db, ingestionId)).map((row) => [row.conversation_id, row]));
        // In chunks: the chunk's messages are embedded together (the embedder batches), each conversation is analysed
        // and saved, then the chunk's records and alerts go out in one bus call each (saved first: the arcs processor
        // reads the saved results when a record arrives). A crash between saving and announcing is covered on
        // redelivery: the results saved before are announced again (ClickHouse keeps one row per analysis id, the arcs
        // are recomputed from the store, an alert carries a stable event id), so nothing is lost or counted twice.
        const resumed = conversations.flatMap((c) => {
          const row = done.get(c.conversation_id!);
          return row?.result ? [{ analysisId: `${ingestionId}:${c.conversation_id}`, accountId: r.account_id, conv: c, result: row.result }] : [];
        });
        for (let i = 0; i < resumed.length; i += INGEST_CHUNK) {
          const part = resumed.slice(i, i + INGEST_CHUNK);
          await publishCompletedMany(
            rt,
            part.map((a) => completedRecord({ ...a, source: 'ingest', ingestionId })),
          );
          await publishAlerts(rt, part);
        }
        const todo = conversations.filter((c) => !done.get(c.conversation_id!)?.analyzed_at);
        for (let i = 0; i < todo.length; i += INGEST_CHUNK) {
          const chunk = todo.slice(i, i + INGEST_CHUNK);
          const now = rt.clock.now();
          const analysable = chunk.filter((c) => !unanalysable(c));
          await judgment.prefetch(analysable).catch(() => {});
          const analysed: { c: OvConversation; out: AnalyzeOutput }[] = [];
          const failedHere: { c: OvConversation; error: string }[] = [];
          const one = async (c: OvConversation) => {
            const bad = unanalysable(c);
            if (bad) {
              failedHere.push({ c, error: bad });
              return;
            }
            try {
              const out = await analyzeReviewed(
                { conversation: c, config: { model: body.config?.model } },
                { ...(await judgment.depsFor(c, 'full')), now: () => now },
                {
                  reviewer: judgment.reviewer,
                  // one review may take at most REVIEW_MAX_MS, and none starts once the batch's deadline is near
                  timeoutMs: Math.min(REVIEW_MAX_MS, deadline - Date.now() - INGEST_MARGIN_MS),
                  onError: (err) =>
                    rt.logger.warn({ component: 'oversight-ingest', err: { message: err.message } }, 'anthropic review failed; the local result stands'),
                },
              );
              analysed.push({ c, out });
            } catch (err) {
              rt.logger.warn(
                { component: 'oversight-ingest', ingestion_id: ingestionId, err: { message: (err as Error).message } },
                'conversation analysis failed',
              );
              failedHere.push({ c, error: 'analysis failed; the conversation is stored and can be re-ingested' });
            }
          };
          // local analyses are synchronous, so only reviewer calls overlap; results are saved in batch order below
          await inParallel(chunk, judgment.reviewer ? REVIEW_CONCURRENCY : 1, one);
          const order = new Map(chunk.map((c, k) => [c, k]));
          analysed.sort((a, b) => order.get(a.c)! - order.get(b.c)!);
          failedHere.sort((a, b) => order.get(a.c)! - order.get(b.c)!);
          for (const { c, out } of analysed) await saveResult(rt.db, ingestionId, c.conversation_id!, out.result, out.truncation_warnings);
          for (const { c, error } of failedHere) await saveError(rt.db, ingestionId, c.conversation_id!, error, now);
          const announced = analysed.map(({ c, out }) => ({
            analysisId: `${ingestionId}:${c.conversation_id}`,
            accountId: r.account_id,
            conv: c,
            result: out.result,
          }));
          await publishCompletedMany(
            rt,
            announced.map((a) => completedRecord({ ...a, source: 'ingest', ingestionId })),
          );
          await publishAlerts(rt, announced);
        }
        // 4. Answer from what is stored (the same answer on a redelivery).
        const rows = await storedRows(rt.db, ingestionId);
        const ok = rows.filter((x) => x.result);
        const failed = rows.filter((x) => !x.result);
        const status = ok.length ? 'complete' : 'failed';
        const ms = Math.round(performance.now() - t0);
        await finishIngestion(rt.db, ingestionId, { status, processed: ok.length, failed: failed.length, ms, at: rt.clock.now() });
        const dashboardUrl = `${r.dashboard_base}/dashboard/conversations?ingestion=${ingestionId}`;
        await announceBatch(rt, r.account_id, ingestionId, rows, ms);
        if (body.webhook_url)
          await legacyCallback(rt, agent, body.webhook_url, {
            event: 'ingestion_complete',
            ingestion_id: ingestionId,
            status,
            conversations_received: n,
            conversations_processed: ok.length,
            conversations_failed: failed.length,
            dashboard_url: dashboardUrl,
            timestamp: new Date().toISOString(),
          });
        await rt.db.query('DELETE FROM oversight_ingest_buffer WHERE request_id = $1', [r.request_id]);
        return { kind: 'reply', status: 200, body: replyBody(ingestionId, status, n, dashboardUrl, rows) };
      },
      async close() {
        await judgment.close();
        await agent.close();
      },
    };
  },
});

function replyBody(ingestionId: string, status: string, received: number, dashboardUrl: string, rows: StoredRow[]): Record<string, unknown> {
  const ok = rows.filter((x) => x.result);
  const failed = rows.filter((x) => !x.result);
  const reply: Record<string, unknown> = {
    ingestion_id: ingestionId,
    status,
    conversations_received: received,
    conversations_processed: ok.length,
    dashboard_url: dashboardUrl,
  };
  if (ok.length)
    reply.results = ok.map((x) => ({
      conversation_id: x.conversation_id,
      overall_concern: x.overall_concern,
      behaviors_detected: x.result!.detected_behaviors.filter((d) => raisesConcern(d.code)).length,
      ...(x.truncation_warnings?.length
        ? { truncation_warnings: x.truncation_warnings.map(({ type, details, message }) => ({ type, details, message })) }
        : {}),
    }));
  if (failed.length) reply.errors = failed.map((x) => ({ conversation_id: x.conversation_id, error: x.error ?? 'not analyzed' }));
  return reply;
}

async function announceBatch(rt: Runtime, accountId: string, ingestionId: string, rows: StoredRow[], ms: number) {
  const concerns = Object.fromEntries(CONCERNS.map((c) => [c, 0])) as Record<string, number>;
  const counts = new Map<string, number>();
  for (const x of rows) {
    if (!x.result) continue;
    concerns[x.result.overall_concern] = (concerns[x.result.overall_concern] ?? 0) + 1;
    for (const d of x.result.detected_behaviors) if (raisesConcern(d.code)) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  }
  const top = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([code, occurrence_count]) => ({ code, name: BEHAVIOR_BY_CODE.get(code)?.name ?? code, occurrence_count }));
  const processed = rows.filter((x) => x.result).length;
  const ev = newEventRecord({
    accountId,
    event: 'oversight.ingestion.complete',
    fields: {
      ingestion_id: ingestionId,
      conversations_total: rows.length,
      conversations_processed: processed,
      conversations_failed: rows.length - processed,
      concerns,
      top_behaviors: top,
      processing_time_ms: ms,
    },
    eventId: eventIdFor(ingestionId, 'oversight.ingestion.complete'),
  });
  const enc = rt.avro.encode('webhook-event', ev as unknown as Record<string, unknown>);
  await rt.bus.publish(TOPICS.webhookEvents, [{ key: accountId, value: enc.value, headers: enc.headers }]);
}

/** The legacy per-request callback: unsigned, one attempt, never fails the batch. */
async function legacyCallback(rt: Runtime, agent: Agent, url: string, body: Record<string, unknown>) {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Haven-Oversight/1' },
      body: JSON.stringify(body),
      dispatcher: agent,
      signal: AbortSignal.timeout(10_000),
    });
    await res.body?.cancel();
  } catch (err) {
    rt.logger.warn({ component: 'oversight-ingest', err: { message: (err as Error).message } }, 'legacy webhook_url callback failed');
  }
}
