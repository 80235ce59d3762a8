/**
 * SQL for webhooks, deliveries and attempts over the Db contract (same SQL on pg and PGlite).
 * Every query a route reaches is scoped by account_id. The delivery worker's claim and stale-recovery queries
 * are the exception by nature (one poller serves every account); every write that follows them is again
 * keyed by (id, account_id).
 */
import { onlyRow, type Queryable } from '../../infra/db/types.js';
import type { WebhookSeverity } from './events.js';

export interface WebhookRow {
  id: string;
  account_id: string;
  url: string;
  secret_sealed: string;
  min_severity: WebhookSeverity;
  include_conversation: boolean;
  events: string[];
  enabled: boolean;
  description: string | null;
  /** 'haven' (X-SERVICE-* headers) or 'standard' (Standard Webhooks headers); migration 090 */
  signature_format: SignatureFormat;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export type SignatureFormat = 'haven' | 'standard';

export type DeliveryStatus = 'pending' | 'delivering' | 'delivered' | 'failed';

export interface DeliveryRow {
  id: string;
  event_id: string;
  webhook_id: string;
  account_id: string;
  event: string;
  body: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: Date | null;
  claimed_at: Date | null;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
  created_at: Date;
}

export interface AttemptRow {
  delivery_id: string;
  attempt: number;
  account_id: string;
  started_at: Date;
  status_code: number | null;
  error: string | null;
  duration_ms: number | null;
}

const WEBHOOK_COLS =
  'id, account_id, url, secret_sealed, min_severity, include_conversation, events, enabled, description, signature_format, created_at, updated_at, deleted_at';
const DELIVERY_COLS =
  'id, event_id, webhook_id, account_id, event, body, status, attempts, next_attempt_at, claimed_at, last_status_code, last_error, last_attempt_at, delivered_at, created_at';

/** PGlite and pg both return Date for timestamptz; normalise defensively (strings from other drivers). */
function toDate(v: unknown): Date | null {
  if (v == null) return null;
  return v instanceof Date ? v : new Date(String(v));
}

function webhookFrom(r: Record<string, unknown>): WebhookRow {
  return {
    ...(r as unknown as WebhookRow),
    created_at: toDate(r.created_at)!,
    updated_at: toDate(r.updated_at)!,
    deleted_at: toDate(r.deleted_at),
  };
}

function deliveryFrom(r: Record<string, unknown>): DeliveryRow {
  return {
    ...(r as unknown as DeliveryRow),
    attempts: Number(r.attempts),
    last_status_code: r.last_status_code == null ? null : Number(r.last_status_code),
    next_attempt_at: toDate(r.next_attempt_at),
    claimed_at: toDate(r.claimed_at),
    last_attempt_at: toDate(r.last_attempt_at),
    delivered_at: toDate(r.delivered_at),
    created_at: toDate(r.created_at)!,
  };
}

// ---------- webhooks ----------

export async function insertWebhook(
  q: Queryable,
  w: Omit<WebhookRow, 'deleted_at' | 'signature_format'> & { signature_format?: SignatureFormat },
): Promise<WebhookRow> {
  const r = await q.query(
    `INSERT INTO webhooks (id, account_id, url, secret_sealed, min_severity, include_conversation, events, enabled, description, created_at, updated_at, signature_format)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12) RETURNING ${WEBHOOK_COLS}`,
    [
      w.id,
      w.account_id,
      w.url,
      w.secret_sealed,
      w.min_severity,
      w.include_conversation,
      w.events,
      w.enabled,
      w.description,
      w.created_at,
      w.updated_at,
      w.signature_format ?? 'haven',
    ],
  );
  return webhookFrom(onlyRow(r, 'insert webhook'));
}

export async function countWebhooks(q: Queryable, accountId: string): Promise<number> {
  const r = await q.query<{ n: string | number }>('SELECT count(*) AS n FROM webhooks WHERE account_id = $1 AND deleted_at IS NULL', [accountId]);
  return Number(onlyRow(r, 'count webhooks').n);
}

export async function listWebhooks(q: Queryable, accountId: string): Promise<WebhookRow[]> {
  const r = await q.query(`SELECT ${WEBHOOK_COLS} FROM webhooks WHERE account_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC`, [accountId]);
  return r.rows.map(webhookFrom);
}

export async function getWebhook(q: Queryable, accountId: string, id: string): Promise<WebhookRow | null> {
  const r = await q.query(`SELECT ${WEBHOOK_COLS} FROM webhooks WHERE account_id = $1 AND id = $2 AND deleted_at IS NULL`, [accountId, id]);
  return r.rows[0] ? webhookFrom(r.rows[0]) : null;
}

export interface WebhookPatch {
  url?: string;
  min_severity?: WebhookSeverity;
  include_conversation?: boolean;
  events?: string[];
  enabled?: boolean;
  description?: string | null;
  secret_sealed?: string;
}

const PATCHABLE: (keyof WebhookPatch)[] = ['url', 'min_severity', 'include_conversation', 'events', 'enabled', 'description', 'secret_sealed'];

export async function updateWebhook(q: Queryable, accountId: string, id: string, patch: WebhookPatch, now: Date): Promise<WebhookRow | null> {
  const sets: string[] = [];
  const params: unknown[] = [accountId, id, now];
  for (const k of PATCHABLE) {
    if (patch[k] === undefined) continue;
    params.push(patch[k]);
    sets.push(`${k} = $${params.length}`);
  }
  sets.push('updated_at = $3');
  const r = await q.query(`UPDATE webhooks SET ${sets.join(', ')} WHERE account_id = $1 AND id = $2 AND deleted_at IS NULL RETURNING ${WEBHOOK_COLS}`, params);
  return r.rows[0] ? webhookFrom(r.rows[0]) : null;
}

/** soft delete; pending deliveries of a deleted webhook are failed by the worker when they come due */
export async function softDeleteWebhook(q: Queryable, accountId: string, id: string, now: Date): Promise<boolean> {
  const r = await q.query('UPDATE webhooks SET deleted_at = $3, updated_at = $3, enabled = false WHERE account_id = $1 AND id = $2 AND deleted_at IS NULL', [
    accountId,
    id,
    now,
  ]);
  return r.rowCount > 0;
}

/** the account's webhooks that may receive events (not deleted; disabled ones are kept for test.ping) */
export async function listCandidateWebhooks(q: Queryable, accountId: string): Promise<WebhookRow[]> {
  const r = await q.query(`SELECT ${WEBHOOK_COLS} FROM webhooks WHERE account_id = $1 AND deleted_at IS NULL`, [accountId]);
  return r.rows.map(webhookFrom);
}

/** includes deleted webhooks: the worker needs to know a webhook went away */
export async function getWebhookForDelivery(q: Queryable, accountId: string, id: string): Promise<WebhookRow | null> {
  const r = await q.query(`SELECT ${WEBHOOK_COLS} FROM webhooks WHERE account_id = $1 AND id = $2`, [accountId, id]);
  return r.rows[0] ? webhookFrom(r.rows[0]) : null;
}

// ---------- deliveries ----------

/** A delivery as first written: what it carries and when it is first due (status pending, no attempt yet). */
export type NewDelivery = Pick<DeliveryRow, 'id' | 'event_id' | 'webhook_id' | 'account_id' | 'event' | 'body' | 'created_at'> & { next_attempt_at: Date };

/** idempotent: a (event_id, webhook_id) pair that exists already is left as it is; returns rows inserted */
export async function insertDeliveries(q: Queryable, rows: NewDelivery[]): Promise<number> {
  if (rows.length === 0) return 0;
  const params: unknown[] = [];
  const values: string[] = [];
  for (const d of rows) {
    const base = params.length;
    params.push(d.id, d.event_id, d.webhook_id, d.account_id, d.event, d.body, d.next_attempt_at, d.created_at);
    values.push(`($${base + 1},$${base + 2},$${base + 3},$${base + 4},$${base + 5},$${base + 6},'pending',0,$${base + 7},$${base + 8})`);
  }
  const r = await q.query(
    `INSERT INTO webhook_deliveries (id, event_id, webhook_id, account_id, event, body, status, attempts, next_attempt_at, created_at)
     VALUES ${values.join(',')} ON CONFLICT (event_id, webhook_id) DO NOTHING`,
    params,
  );
  return r.rowCount;
}

/**
 * Claims up to `limit` due deliveries for this worker in one statement: pending rows whose time has come are
 * locked with FOR UPDATE SKIP LOCKED (rows another worker is claiming are skipped, not waited for), moved to
 * `delivering`, stamped with `claimed_at` and their attempt counter incremented. The returned `attempts` is the
 * number of the attempt this worker now owns; it fences the later state update.
 */
/**
 * Claims due deliveries (FOR UPDATE SKIP LOCKED: instances never take the same row). With `perWebhook`, at most that
 * many per webhook in this claim, oldest first; `excludeWebhooks` are skipped (their in-flight quota is full).
 */
export async function claimDueDeliveries(
  q: Queryable,
  now: Date,
  limit: number,
  fair: { excludeWebhooks?: string[]; perWebhook?: number } = {},
): Promise<DeliveryRow[]> {
  const r = await q.query(
    `WITH ranked AS (
       SELECT id, next_attempt_at, row_number() OVER (PARTITION BY webhook_id ORDER BY next_attempt_at, id) AS rn
         FROM webhook_deliveries
        WHERE status = 'pending' AND next_attempt_at <= $1 AND NOT (webhook_id = ANY($3::text[]))
     ), due AS (
       SELECT d.id FROM webhook_deliveries d JOIN ranked r ON r.id = d.id
        WHERE r.rn <= $4 AND d.status = 'pending'
        ORDER BY r.next_attempt_at, d.id
        LIMIT $2
        FOR UPDATE OF d SKIP LOCKED
     )
     UPDATE webhook_deliveries d
        SET status = 'delivering', attempts = d.attempts + 1, claimed_at = $1, last_attempt_at = $1
       FROM due WHERE d.id = due.id
     RETURNING ${DELIVERY_COLS.split(', ')
       .map((c) => 'd.' + c)
       .join(', ')}`,
    [now, limit, fair.excludeWebhooks ?? [], fair.perWebhook ?? limit],
  );
  return r.rows.map(deliveryFrom).sort((a, b) => (a.next_attempt_at?.getTime() ?? 0) - (b.next_attempt_at?.getTime() ?? 0));
}

/** `delivering` rows claimed at or before `claimedBefore`: their worker died or hung past the timeout */
export async function lockStaleDeliveries(q: Queryable, claimedBefore: Date, limit: number): Promise<DeliveryRow[]> {
  const r = await q.query(
    `SELECT ${DELIVERY_COLS} FROM webhook_deliveries
      WHERE status = 'delivering' AND claimed_at <= $1
      ORDER BY claimed_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [claimedBefore, limit],
  );
  return r.rows.map(deliveryFrom);
}

export async function recordAttempt(q: Queryable, a: AttemptRow): Promise<void> {
  // A late result from a worker presumed dead replaces the "interrupted" placeholder: it is the better record.
  await q.query(
    `INSERT INTO webhook_attempts (delivery_id, attempt, account_id, started_at, status_code, error, duration_ms)
     VALUES ($1,$2,$3,$4,$5,$6,$7)
     ON CONFLICT (delivery_id, attempt) DO UPDATE SET status_code = EXCLUDED.status_code, error = EXCLUDED.error, duration_ms = EXCLUDED.duration_ms`,
    [a.delivery_id, a.attempt, a.account_id, a.started_at, a.status_code, a.error, a.duration_ms],
  );
}

export interface Transition {
  status: 'pending' | 'delivered' | 'failed';
  next_attempt_at: Date | null;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: Date | null;
}

/**
 * Moves a delivery out of `delivering`, only if it is still the same attempt (`attempts = attempt`):
 * a worker whose claim was recovered as stale cannot overwrite the state of the newer attempt.
 */
export async function finishAttempt(q: Queryable, d: { id: string; account_id: string; attempt: number }, t: Transition): Promise<boolean> {
  const r = await q.query(
    `UPDATE webhook_deliveries
        SET status = $4, next_attempt_at = $5, last_status_code = $6, last_error = $7,
            delivered_at = COALESCE($8, delivered_at), claimed_at = NULL
      WHERE id = $1 AND account_id = $2 AND attempts = $3 AND status = 'delivering'`,
    [d.id, d.account_id, d.attempt, t.status, t.next_attempt_at, t.last_status_code, t.last_error, t.delivered_at],
  );
  return r.rowCount > 0;
}

export interface DeliveryPage {
  rows: DeliveryRow[];
  next: { created_at: Date; id: string } | null;
}

/** one webhook's deliveries, or (webhookId null) every webhook of the account: NOPE's account-wide log */
export async function listDeliveries(
  q: Queryable,
  accountId: string,
  webhookId: string | null,
  opts: { limit: number; before?: { created_at: Date; id: string }; status?: DeliveryStatus },
): Promise<DeliveryPage> {
  const params: unknown[] = [accountId, webhookId, opts.limit + 1];
  let where = 'account_id = $1 AND ($2::text IS NULL OR webhook_id = $2)';
  if (opts.before) {
    params.push(opts.before.created_at, opts.before.id);
    where += ` AND (created_at, id) < ($${params.length - 1}, $${params.length})`;
  }
  if (opts.status) {
    params.push(opts.status);
    where += ` AND status = $${params.length}`;
  }
  const r = await q.query(`SELECT ${DELIVERY_COLS} FROM webhook_deliveries WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3`, params);
  const rows = r.rows.map(deliveryFrom);
  const more = rows.length > opts.limit;
  const page = more ? rows.slice(0, opts.limit) : rows;
  const last = page[page.length - 1];
  return { rows: page, next: more && last ? { created_at: last.created_at, id: last.id } : null };
}

/** the delivery of one event to one webhook (test: waits for its first attempt) */
export async function getDeliveryByEvent(q: Queryable, accountId: string, eventId: string, webhookId: string): Promise<DeliveryRow | null> {
  const r = await q.query(`SELECT ${DELIVERY_COLS} FROM webhook_deliveries WHERE account_id = $1 AND event_id = $2 AND webhook_id = $3`, [
    accountId,
    eventId,
    webhookId,
  ]);
  return r.rows[0] ? deliveryFrom(r.rows[0]) : null;
}

export async function getDelivery(q: Queryable, accountId: string, id: string): Promise<DeliveryRow | null> {
  const r = await q.query(`SELECT ${DELIVERY_COLS} FROM webhook_deliveries WHERE account_id = $1 AND id = $2`, [accountId, id]);
  return r.rows[0] ? deliveryFrom(r.rows[0]) : null;
}

export async function listAttempts(q: Queryable, accountId: string, deliveryId: string): Promise<AttemptRow[]> {
  const r = await q.query<Record<string, unknown>>(
    `SELECT delivery_id, attempt, account_id, started_at, status_code, error, duration_ms
       FROM webhook_attempts WHERE account_id = $1 AND delivery_id = $2 ORDER BY attempt`,
    [accountId, deliveryId],
  );
  return r.rows.map((x) => ({
    ...(x as unknown as AttemptRow),
    attempt: Number(x.attempt),
    status_code: x.status_code == null ? null : Number(x.status_code),
    duration_ms: x.duration_ms == null ? null : Number(x.duration_ms),
    started_at: toDate(x.started_at)!,
  }));
}
