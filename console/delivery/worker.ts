/**
 * Delivers the outbox (console_outbox): claims due rows (FOR UPDATE SKIP LOCKED, so several console instances share
 * the work), signs each body like Haven's webhooks (sinks/webhooks/headers.ts: `X-SERVICE-Signature: sha256=<hex>` =
 * HMAC-SHA256 of `<timestamp>.<raw body>` with the console's webhook secret; `X-SERVICE-Webhook-ID` is the rule id,
 * `X-SERVICE-Delivery-ID` the outbox id), POSTs it with the webhook sender's core (sinks/webhooks/send.ts: connect-time
 * address check, one receiver timeout, failures read as short categories) and moves the row along schedule.ts.
 *
 * Crash safety: state lives in the database only. A `delivering` row whose worker died (console restarted mid-send)
 * is put back to `pending` after the receiver timeout plus a grace period and counts as a failed attempt.
 * The clock is injectable: tests call `tick()` and move the clock instead of waiting.
 */
import type { Agent } from 'undici';
import type { Clock } from '../../infra/clock.js';
import type { Db } from '../../infra/db/types.js';
import { PollLoop } from '../../infra/poll-loop.js';
import { createDeliveryAgent, postSigned } from '../../sinks/webhooks/send.js';
import type { Resolver } from '../../sinks/webhooks/url-policy.js';
import { pageOf } from '../page.js';
import { checkConsoleWebhookUrl } from '../watchlists/rule.js';
import { nextAfter } from './schedule.js';

export interface DeliveryWorkerOptions {
  db: Db;
  clock: Clock;
  secret: () => Promise<string>;
  allowLoopback: boolean;
  timeoutMs: number;
  /** first retry delay (doubles per attempt) */
  firstDelayMs?: number;
  pollMs?: number;
  staleGraceMs?: number;
  batchSize?: number;
  resolver?: Resolver;
  logger?: { info(o: object, m?: string): void; warn(o: object, m?: string): void; error(o: object, m?: string): void };
}

interface OutboxRow {
  id: string;
  rule_id: string;
  url: string;
  body: string;
  attempts: number;
}

export class DeliveryWorker {
  private readonly agent: Agent;
  private readonly poll: PollLoop;

  constructor(private readonly o: DeliveryWorkerOptions) {
    this.agent = createDeliveryAgent({ policy: { allowLoopback: o.allowLoopback }, timeoutMs: o.timeoutMs, resolver: o.resolver });
    this.poll = new PollLoop({
      round: async () => (await this.tick()).claimed >= (o.batchSize ?? 20),
      pollMs: o.pollMs ?? 1000,
      onError: (err) => o.logger?.error({ err: String(err) }, 'console delivery round failed'),
    });
  }

  /** put orphaned `delivering` rows back on the schedule */
  async recoverStale(): Promise<number> {
    const now = this.o.clock.now();
    const before = new Date(now.getTime() - this.o.timeoutMs - (this.o.staleGraceMs ?? Math.min(30_000, this.o.timeoutMs)));
    const stale = await this.o.db.query<{ id: string; attempts: number; claimed_at: Date }>(
      `SELECT id, attempts, claimed_at FROM console_outbox WHERE status = 'delivering' AND claimed_at <= $1`,
      [before],
    );
    for (const s of stale.rows) {
      const next = nextAfter(Number(s.attempts), false, false, new Date(s.claimed_at), this.o.firstDelayMs);
      await this.o.db.query(
        `UPDATE console_outbox SET status = $2, next_attempt_at = $3, claimed_at = NULL, last_error = 'attempt interrupted (the console stopped while sending)'
          WHERE id = $1 AND status = 'delivering' AND attempts = $4`,
        [s.id, next.status === 'pending' ? 'pending' : 'failed', next.status === 'pending' ? next.at : null, s.attempts],
      );
    }
    return stale.rows.length;
  }

  /** one round: recover, claim what is due, send it; resolves when every claimed row is settled */
  async tick(): Promise<{ claimed: number; delivered: number; retried: number; failed: number }> {
    await this.recoverStale();
    const now = this.o.clock.now();
    const claimed = await this.o.db.query<OutboxRow>(
      `WITH due AS (
         SELECT id FROM console_outbox WHERE status = 'pending' AND next_attempt_at <= $1
          ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED
       )
       UPDATE console_outbox o SET status = 'delivering', attempts = o.attempts + 1, claimed_at = $1
         FROM due WHERE o.id = due.id
       RETURNING o.id, o.rule_id, o.url, o.body, o.attempts`,
      [now, this.o.batchSize ?? 20],
    );
    const res = { claimed: claimed.rows.length, delivered: 0, retried: 0, failed: 0 };
    if (!claimed.rows.length) return res;
    const secret = await this.o.secret();
    const settled = await Promise.allSettled(claimed.rows.map((r) => this.deliver({ ...r, attempts: Number(r.attempts) }, secret)));
    for (const s of settled) {
      if (s.status === 'rejected') this.o.logger?.error({ err: String(s.reason) }, 'console delivery bookkeeping failed');
      else res[s.value === 'delivered' ? 'delivered' : s.value === 'pending' ? 'retried' : 'failed']++;
    }
    return res;
  }

  private async deliver(row: OutboxRow, secret: string): Promise<'delivered' | 'pending' | 'failed'> {
    let ok = false;
    let permanent = false;
    let statusCode: number | null = null;
    let error: string | null = null;
    const check = checkConsoleWebhookUrl(row.url, this.o.allowLoopback);
    if (!check.ok) {
      permanent = true;
      error = `url refused: ${check.reason}`;
    } else {
      const outcome = await postSigned(this.agent, {
        url: check.url,
        sign: {
          secret,
          rawBody: row.body,
          timestamp: Math.floor(this.o.clock.now().getTime() / 1000),
          event: 'watchlist_match',
          deliveryId: row.id,
          webhookId: row.rule_id,
        },
        timeoutMs: this.o.timeoutMs,
      });
      // Every non-2xx answer, network error and timeout is retried (schedule.ts); only an address refused at connect
      // time fails at once, like a URL refused before sending.
      if (outcome.kind === 'response') {
        statusCode = outcome.statusCode;
        ok = statusCode >= 200 && statusCode < 300;
        if (!ok) error = `HTTP ${statusCode}`;
      } else {
        error = outcome.error;
        permanent = outcome.kind === 'blocked';
      }
    }
    const endedAt = this.o.clock.now();
    const next = nextAfter(row.attempts, ok, permanent, endedAt, this.o.firstDelayMs);
    await this.o.db.query(
      `UPDATE console_outbox SET status = $2, next_attempt_at = $3, claimed_at = NULL, last_status_code = $4, last_error = $5, delivered_at = $6
        WHERE id = $1 AND status = 'delivering' AND attempts = $7`,
      [row.id, next.status, next.status === 'pending' ? next.at : null, statusCode, error, next.status === 'delivered' ? endedAt : null, row.attempts],
    );
    this.o.logger?.info(
      { delivery_id: row.id, rule_id: row.rule_id, attempt: row.attempts, status_code: statusCode, result: next.status },
      'watchlist_match delivery attempt',
    );
    return next.status;
  }

  start(): void {
    this.poll.start();
  }

  /** run a round soon (the matcher queued something) */
  kick(): void {
    this.poll.kick();
  }

  async stop(): Promise<void> {
    await this.poll.stop();
    await this.agent.close();
  }
}

export interface DeliveryRow {
  id: string;
  match_id: string;
  rule_id: string;
  url: string;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

export async function listDeliveries(db: Db, o: { limit: number; offset: number; status?: string }): Promise<{ total: number; deliveries: DeliveryRow[] }> {
  const params: unknown[] = [];
  let where = 'TRUE';
  if (o.status) {
    params.push(o.status);
    where = 'status = $1';
  }
  const page = await pageOf(db, { table: 'console_outbox', where, params, orderBy: 'created_at DESC, id DESC', limit: o.limit, offset: o.offset });
  return {
    total: page.total,
    deliveries: page.rows.map((x) => ({
      id: String(x.id),
      match_id: String(x.match_id),
      rule_id: String(x.rule_id),
      url: String(x.url),
      status: String(x.status),
      attempts: Number(x.attempts),
      next_attempt_at: iso(x.next_attempt_at),
      last_status_code: x.last_status_code == null ? null : Number(x.last_status_code),
      last_error: (x.last_error as string | null) ?? null,
      delivered_at: iso(x.delivered_at),
      created_at: iso(x.created_at)!,
    })),
  };
}
