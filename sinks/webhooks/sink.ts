/**
 * The webhook sink: consumes `webhook.events` and delivers signed POSTs with retries.
 *
 * (a) Fan-out (bus consumer, group `sink-webhooks`): for each event record, one `webhook_deliveries` row per
 *     matching webhook is inserted with ON CONFLICT (event_id, webhook_id) DO NOTHING, and only then does the
 *     handler return — the bus commits the offset after the rows are durable, and a record handled twice
 *     inserts nothing new. The body is rendered here, once, so retries send identical bytes.
 * (b) Delivery worker: `tick()` recovers stale claims, claims due rows (FOR UPDATE SKIP LOCKED, so several sink
 *     instances share the work and never take the same attempt), sends them, records each attempt and moves
 *     the state machine (schedule.ts). `start()` runs `tick()` every `pollIntervalMs` and right after fan-out.
 *
 * Crash safety: state lives only in the database. A `delivering` row whose worker died is recovered after
 * `timeoutMs + staleGraceMs`: the lost attempt counts as a retryable failure ("interrupted") and the row is
 * rescheduled per the schedule, so a restart of any process loses nothing (receivers dedupe by delivery id).
 *
 * The clock is injectable; tests drive `tick()` and advance the clock instead of waiting.
 */
import { randomUUID } from 'node:crypto';
import type { Agent } from 'undici';
import type { AvroCodec } from '../../infra/avro.js';
import type { Bus, BusRecord, Subscription } from '../../infra/bus/types.js';
import { type Clock, systemClock } from '../../infra/clock.js';
import type { Db } from '../../infra/db/types.js';
import { PollLoop } from '../../infra/poll-loop.js';
import { createSecretCipher, type SecretCipher } from '../../infra/secret-cipher.js';
import { isWebhookEventType, WEBHOOK_EVENT_SCHEMA, WEBHOOK_SINK_GROUP, WEBHOOK_TOPIC, type WebhookEventRecord } from './events.js';
import { matchWebhooks } from './match.js';
import { renderBody } from './payload.js';
import * as repo from './repository.js';
import { type AttemptOutcome, MAX_ATTEMPTS, nextState } from './schedule.js';
import { createDeliveryAgent, postSigned } from './send.js';
import { checkWebhookUrl, DEFAULT_URL_POLICY, type Resolver, type WebhookUrlPolicy } from './url-policy.js';

/** the subset of pino's logger the sink uses (objects first; never secrets, bodies or full URLs) */
export interface SinkLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface WebhookMetrics {
  /** one call per finished attempt */
  attempt?(info: { event: string; outcome: 'delivered' | 'retry' | 'failed'; statusCode: number | null; durationMs: number }): void;
  /** deliveries created by fan-out */
  enqueued?(info: { event: string; count: number }): void;
  /** stale claims recovered */
  recovered?(count: number): void;
}

export interface WebhookSinkOptions {
  db: Db;
  /** needed by start(): the sink subscribes to `webhook.events` */
  bus?: Bus;
  /** decodes topic records; needed by start()/handleRecord() */
  codec?: AvroCodec;
  clock?: Clock;
  cipher?: SecretCipher;
  /** receiver timeout per attempt (spec: 30 s) */
  timeoutMs?: number;
  /** extra time before a `delivering` row is presumed orphaned (default 30 s) */
  staleGraceMs?: number;
  pollIntervalMs?: number;
  /** deliveries claimed per tick */
  batchSize?: number;
  /** resolves hostnames at connect time (tests inject one); every address must be public */
  resolver?: Resolver;
  logger?: SinkLogger;
  metrics?: WebhookMetrics;
  /** the operator's URL policy (WEBHOOK_ALLOW_LOOPBACK); loopback refused by default */
  urlPolicy?: WebhookUrlPolicy;
  /** deliveries in flight at once in this sink instance (default 32) */
  concurrency?: number;
  /** deliveries of one webhook in flight at once (default 2): a slow receiver holds at most this many slots */
  perWebhookConcurrency?: number;
}

export interface TickResult {
  recovered: number;
  claimed: number;
  delivered: number;
  retried: number;
  failed: number;
}

/** consecutive failures to decode one record before it is skipped as poison (logged) */
const MAX_DECODE_FAILURES = 5;

export class WebhookSink {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly cipher: SecretCipher;
  private readonly timeoutMs: number;
  private readonly staleGraceMs: number;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly agent: Agent;
  private subscription: Subscription | null = null;
  private readonly poll: PollLoop;
  private readonly urlPolicy: WebhookUrlPolicy;
  private readonly concurrency: number;
  private readonly perWebhook: number;
  /** deliveries being sent by the continuous worker, and how many per webhook */
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly inFlightByWebhook = new Map<string, number>();
  private lastRecoverAt = 0;
  private readonly stopping = new AbortController();
  private readonly decodeFailures = new Map<string, number>();

  constructor(private readonly opts: WebhookSinkOptions) {
    this.db = opts.db;
    this.clock = opts.clock ?? systemClock;
    this.cipher = opts.cipher ?? createSecretCipher();
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    this.staleGraceMs = opts.staleGraceMs ?? 30_000;
    this.pollIntervalMs = opts.pollIntervalMs ?? 1_000;
    this.batchSize = opts.batchSize ?? 20;
    this.urlPolicy = opts.urlPolicy ?? DEFAULT_URL_POLICY;
    this.concurrency = opts.concurrency ?? 32;
    this.perWebhook = opts.perWebhookConcurrency ?? 2;
    this.agent = createDeliveryAgent({ policy: this.urlPolicy, timeoutMs: this.timeoutMs, resolver: opts.resolver });
    this.poll = new PollLoop({
      round: () => this.pump(),
      pollMs: this.pollIntervalMs,
      onError: (err) => this.opts.logger?.error({ err: String(err) }, 'webhook delivery claim failed'),
    });
  }

  // ---------------- (a) fan-out ----------------

  /** the bus handler: decode, fan out, return only when the rows are stored */
  async handleRecord(record: BusRecord): Promise<void> {
    if (!this.opts.codec) throw new Error('WebhookSink needs a codec to decode bus records');
    const key = `${record.topic}#${record.partition}#${record.offset}`;
    let event: WebhookEventRecord;
    try {
      event = await this.opts.codec.decode<WebhookEventRecord>(WEBHOOK_EVENT_SCHEMA, record.value, record.headers);
      this.decodeFailures.delete(key);
    } catch (err) {
      // A schema lookup can fail transiently (database down): throw so the bus redelivers. A record that
      // keeps failing is corrupt; skip it rather than block the partition forever.
      const n = (this.decodeFailures.get(key) ?? 0) + 1;
      this.decodeFailures.set(key, n);
      if (n < MAX_DECODE_FAILURES) throw err;
      this.decodeFailures.delete(key);
      this.opts.logger?.error(
        { topic: record.topic, partition: record.partition, offset: record.offset, err: String(err) },
        'webhook event undecodable; skipped',
      );
      return;
    }
    await this.ingest(event);
  }

  /** inserts one pending delivery per matching webhook (idempotent); returns how many rows were new */
  async ingest(event: WebhookEventRecord): Promise<number> {
    if (!isWebhookEventType(event.event)) {
      this.opts.logger?.warn({ event: event.event, event_id: event.event_id }, 'unknown webhook event type; skipped');
      return 0;
    }
    const now = this.clock.now();
    const candidates = await repo.listCandidateWebhooks(this.db, event.account_id);
    const matches = matchWebhooks(candidates, event);
    const rows: repo.NewDelivery[] = matches.map((w) => ({
      id: newDeliveryId(),
      event_id: event.event_id,
      webhook_id: w.id,
      account_id: event.account_id,
      event: event.event,
      body: renderBody(event, { include_conversation: w.include_conversation }),
      next_attempt_at: now,
      created_at: now,
    }));
    const inserted = await repo.insertDeliveries(this.db, rows);
    if (inserted > 0) {
      this.opts.metrics?.enqueued?.({ event: event.event, count: inserted });
      this.kick();
    }
    return inserted;
  }

  // ---------------- (b) delivery worker ----------------

  /**
   * One round: recover orphaned claims, claim what is due, deliver all of it (concurrently), record and
   * transition. Resolves when every claimed delivery has been settled.
   */
  async tick(): Promise<TickResult> {
    const result: TickResult = { recovered: 0, claimed: 0, delivered: 0, retried: 0, failed: 0 };
    result.recovered = await this.recoverStale();
    const now = this.clock.now();
    const claimed = await repo.claimDueDeliveries(this.db, now, this.batchSize);
    result.claimed = claimed.length;
    // allSettled: one delivery's database error must not abandon the others. A row whose bookkeeping failed
    // stays `delivering` and is recovered as interrupted after the stale timeout.
    const outcomes = await Promise.allSettled(claimed.map((d) => this.deliver(d)));
    for (const o of outcomes) {
      if (o.status === 'rejected') {
        this.opts.logger?.error({ err: String(o.reason) }, 'webhook delivery bookkeeping failed');
        continue;
      }
      if (o.value === 'delivered') result.delivered++;
      else if (o.value === 'pending') result.retried++;
      else if (o.value === 'failed') result.failed++;
    }
    return result;
  }

  /** `delivering` rows whose claim is older than timeout + grace: count the attempt as interrupted */
  async recoverStale(): Promise<number> {
    const now = this.clock.now();
    const before = new Date(now.getTime() - this.timeoutMs - this.staleGraceMs);
    const n = await this.db.tx(async (q) => {
      const stale = await repo.lockStaleDeliveries(q, before, 100);
      for (const d of stale) {
        // the delivering worker stopped before recording a result
        const outcome: AttemptOutcome = { kind: 'interrupted', error: 'interrupted' };
        const claimedAt = d.claimed_at ?? now;
        const next = nextState(d.attempts, outcome, claimedAt);
        await repo.recordAttempt(q, {
          delivery_id: d.id,
          attempt: d.attempts,
          account_id: d.account_id,
          started_at: claimedAt,
          status_code: null,
          error: outcome.error,
          duration_ms: null,
        });
        await repo.finishAttempt(
          q,
          { id: d.id, account_id: d.account_id, attempt: d.attempts },
          {
            status: next.status === 'pending' ? 'pending' : 'failed',
            next_attempt_at: next.status === 'pending' ? next.nextAttemptAt : null,
            last_status_code: null,
            last_error: outcome.error,
            delivered_at: null,
          },
        );
      }
      return stale.length;
    });
    if (n > 0) {
      this.opts.metrics?.recovered?.(n);
      this.opts.logger?.warn({ count: n }, 'recovered webhook deliveries from a stopped worker');
    }
    return n;
  }

  private async deliver(d: repo.DeliveryRow): Promise<'delivered' | 'pending' | 'failed' | 'lost'> {
    const attempt = d.attempts;
    const startedAt = this.clock.now();
    const t0 = performance.now();
    const webhook = await repo.getWebhookForDelivery(this.db, d.account_id, d.webhook_id);
    let outcome: AttemptOutcome;
    let skipped: string | null = null;
    if (!webhook || webhook.deleted_at) skipped = 'webhook_deleted';
    else if (!webhook.enabled && d.event !== 'test.ping') skipped = 'webhook_disabled';
    if (skipped || !webhook) {
      outcome = { kind: 'blocked', error: skipped ?? 'webhook_deleted' };
    } else {
      outcome = await this.send(d, webhook.url, webhook.secret_sealed, webhook.signature_format);
    }
    const durationMs = Math.round(performance.now() - t0);
    const endedAt = this.clock.now();
    const next = nextState(attempt, outcome, endedAt, MAX_ATTEMPTS);
    const statusCode = outcome.kind === 'response' ? outcome.statusCode : null;
    const error = outcome.kind === 'response' ? (next.status === 'delivered' ? null : `http_${Math.floor(outcome.statusCode / 100)}xx`) : outcome.error;
    const applied = await this.db.tx(async (q) => {
      await repo.recordAttempt(q, {
        delivery_id: d.id,
        attempt,
        account_id: d.account_id,
        started_at: startedAt,
        status_code: statusCode,
        error,
        duration_ms: durationMs,
      });
      return repo.finishAttempt(
        q,
        { id: d.id, account_id: d.account_id, attempt },
        {
          status: next.status,
          next_attempt_at: next.status === 'pending' ? next.nextAttemptAt : null,
          last_status_code: statusCode,
          last_error: error,
          delivered_at: next.status === 'delivered' ? endedAt : null,
        },
      );
    });
    this.opts.metrics?.attempt?.({
      event: d.event,
      outcome: next.status === 'pending' ? 'retry' : next.status,
      statusCode,
      durationMs,
    });
    this.opts.logger?.info(
      { delivery_id: d.id, webhook_id: d.webhook_id, event: d.event, attempt, status_code: statusCode, result: next.status, duration_ms: durationMs },
      'webhook attempt',
    );
    return applied ? next.status : 'lost';
  }

  private async send(d: repo.DeliveryRow, url: string, secretSealed: string, format: repo.SignatureFormat = 'haven'): Promise<AttemptOutcome> {
    const check = checkWebhookUrl(url, this.urlPolicy);
    if (!check.ok) return { kind: 'blocked', error: 'url_refused' };
    let secret: string;
    try {
      secret = this.cipher.open(secretSealed);
    } catch (err) {
      // configuration problem (secrets key missing or changed): retry, an operator can fix it meanwhile
      this.opts.logger?.error({ webhook_id: d.webhook_id, err: String(err) }, 'cannot read a webhook signing secret');
      return { kind: 'network', error: 'signing_secret_unavailable' };
    }
    return postSigned(this.agent, {
      url: check.url,
      sign: {
        secret,
        rawBody: d.body,
        timestamp: Math.floor(this.clock.now().getTime() / 1000),
        event: d.event,
        deliveryId: d.id,
        webhookId: d.webhook_id,
        format,
      },
      timeoutMs: this.timeoutMs,
      stop: this.stopping.signal,
    });
  }

  // ---------------- lifecycle ----------------

  /** subscribe to `webhook.events` and poll for due deliveries until stop() */
  async start(): Promise<void> {
    if (!this.opts.bus) throw new Error('WebhookSink.start needs a bus');
    await this.opts.bus.ensureTopics([{ name: WEBHOOK_TOPIC, durable: true }]);
    this.subscription = await this.opts.bus.subscribe({
      groupId: WEBHOOK_SINK_GROUP,
      topics: [WEBHOOK_TOPIC],
      fromBeginning: true,
      handler: (r) => this.handleRecord(r),
    });
    this.poll.start();
  }

  /** run a tick soon (after fan-out inserted rows) */
  kick(): void {
    this.poll.kick();
  }

  /**
   * The continuous worker: claims due deliveries whenever a slot is free and sends each independently, so one
   * slow receiver never holds up the others. At most `concurrency` in flight, at most `perWebhookConcurrency`
   * per webhook, and each claim takes at most one delivery per webhook, oldest first (round robin across
   * webhooks: a webhook with a backlog cannot starve the rest).
   */
  private async pump(): Promise<boolean> {
    const now = this.clock.now();
    if (now.getTime() - this.lastRecoverAt >= this.pollIntervalMs) {
      this.lastRecoverAt = now.getTime();
      await this.recoverStale();
    }
    const free = this.concurrency - this.inFlight.size;
    if (free <= 0) return false;
    const full = [...this.inFlightByWebhook].filter(([, n]) => n >= this.perWebhook).map(([id]) => id);
    const claimed = await repo.claimDueDeliveries(this.db, now, free, { excludeWebhooks: full, perWebhook: 1 });
    for (const d of claimed) this.launch(d);
    return claimed.length === free;
  }

  private launch(d: repo.DeliveryRow) {
    this.inFlightByWebhook.set(d.webhook_id, (this.inFlightByWebhook.get(d.webhook_id) ?? 0) + 1);
    const p = this.deliver(d)
      .then(
        () => undefined,
        (err) => this.opts.logger?.error({ err: String(err) }, 'webhook delivery bookkeeping failed'),
      )
      .finally(() => {
        this.inFlight.delete(d.id);
        const left = (this.inFlightByWebhook.get(d.webhook_id) ?? 1) - 1;
        if (left <= 0) this.inFlightByWebhook.delete(d.webhook_id);
        else this.inFlightByWebhook.set(d.webhook_id, left);
        this.kick();
      });
    this.inFlight.set(d.id, p);
  }

  /** deliveries being sent right now by the continuous worker */
  get inFlightCount(): number {
    return this.inFlight.size;
  }

  async stop(): Promise<void> {
    // no round starts from here on; the one running is awaited after the subscription is closed
    const halted = this.poll.stop();
    await this.subscription?.close();
    this.subscription = null;
    await halted;
    // In-flight attempts are cut short and recorded as interrupted (retried later, by any instance).
    this.stopping.abort();
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /** stop() and release the HTTP connection pool */
  async close(): Promise<void> {
    await this.stop();
    await this.agent.close();
  }
}

export function newDeliveryId(): string {
  return 'dlv_' + randomUUID().replace(/-/g, '');
}
