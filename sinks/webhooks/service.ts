/**
 * What the webhook routes call. Every function takes the authenticated account id first and only ever touches
 * that account's rows; an unknown id, a deleted webhook and another account's webhook all raise
 * WebhookNotFoundError (404). Request bodies are validated here (zod schemas in schemas/http/webhooks.ts plus
 * the URL policy), so a route is: parse auth → call → reply. Responses never carry the secret except from
 * create() and regenerateSecret().
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { AvroCodec } from '../../infra/avro.js';
import type { Bus } from '../../infra/bus/types.js';
import { type Clock, systemClock } from '../../infra/clock.js';
import type { Db } from '../../infra/db/types.js';
import { createSecretCipher, generateSecret, type SecretCipher } from '../../infra/secret-cipher.js';
import {
  CreateWebhookRequestSchema,
  type DeleteWebhookResponse,
  ListWebhookEventsQuerySchema,
  type ListWebhookEventsResponse,
  type ListWebhooksResponse,
  type TestWebhookResponse,
  UpdateWebhookRequestSchema,
  WEBHOOK_EVENT_NAMES,
  type Webhook,
  type WebhookDelivery,
  WebhookIdSchema,
  type WebhookWithSecret,
} from '../../schemas/http/webhooks.js';
import { WebhookBalanceError, WebhookLimitError, WebhookNotFoundError, WebhookValidationError } from './errors.js';
import { newEventRecord, WEBHOOK_EVENT_SCHEMA, WEBHOOK_TOPIC, type WebhookEventRecord } from './events.js';
import { DEFAULT_PING_MESSAGE } from './payload.js';
import * as repo from './repository.js';
import { checkWebhookUrl, DEFAULT_URL_POLICY, type WebhookUrlPolicy } from './url-policy.js';

export const DEFAULT_MAX_WEBHOOKS_PER_ACCOUNT = 25;

export interface WebhookServiceDeps {
  db: Db;
  /** test() publishes to `webhook.events` */
  bus: Pick<Bus, 'publish'>;
  codec: Pick<AvroCodec, 'encode'>;
  clock?: Clock;
  cipher?: SecretCipher;
  maxWebhooksPerAccount?: number;
  /** the operator's URL policy (WEBHOOK_ALLOW_LOOPBACK); loopback refused by default */
  urlPolicy?: WebhookUrlPolicy;
  /** how long test() waits for the ping's first attempt before answering `queued` (default 8 s) */
  testWaitMs?: number;
}

export interface WebhookService {
  create(accountId: string, body: unknown): Promise<WebhookWithSecret>;
  list(accountId: string): Promise<ListWebhooksResponse>;
  get(accountId: string, id: string): Promise<Webhook>;
  update(accountId: string, id: string, body: unknown): Promise<Webhook>;
  remove(accountId: string, id: string): Promise<DeleteWebhookResponse>;
  regenerateSecret(accountId: string, id: string): Promise<WebhookWithSecret>;
  test(accountId: string, id: string): Promise<TestWebhookResponse>;
  /** id null: every webhook of the account (GET /v1/webhooks/events) */
  listEvents(accountId: string, id: string | null, query: unknown): Promise<ListWebhookEventsResponse>;
}

export function newWebhookId(): string {
  return 'wh_' + randomBytes(12).toString('hex');
}

function parse<S extends z.ZodType>(schema: S, input: unknown, what: string): z.infer<S> {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  const issues = r.error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(body)', message: i.message }));
  throw new WebhookValidationError(`invalid ${what}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues);
}

function checkUrl(url: string, policy: WebhookUrlPolicy = DEFAULT_URL_POLICY): string {
  const c = checkWebhookUrl(url, policy);
  if (!c.ok) throw new WebhookValidationError(`invalid url: ${c.reason}`, [{ path: 'url', message: c.reason }]);
  return c.url.toString();
}

function checkId(id: string): void {
  if (!WebhookIdSchema.safeParse(id).success) throw new WebhookNotFoundError(id);
}

export function toWebhook(w: repo.WebhookRow): Webhook {
  return {
    id: w.id,
    url: w.url,
    min_severity: w.min_severity,
    min_risk_level: w.min_severity,
    include_conversation: w.include_conversation,
    events: WEBHOOK_EVENT_NAMES.filter((e) => w.events.includes(e)),
    enabled: w.enabled,
    signature_format: w.signature_format ?? 'haven',
    description: w.description,
    created_at: w.created_at.toISOString(),
    updated_at: w.updated_at.toISOString(),
  };
}

export function toDelivery(d: repo.DeliveryRow): WebhookDelivery {
  return {
    delivery_id: d.id,
    webhook_id: d.webhook_id,
    event_id: d.event_id,
    event: d.event as WebhookDelivery['event'],
    status: d.status,
    attempts: d.attempts,
    last_status_code: d.last_status_code,
    last_error: d.last_error,
    next_retry_at: d.status === 'pending' && d.next_attempt_at ? d.next_attempt_at.toISOString() : null,
    last_attempt_at: d.last_attempt_at?.toISOString() ?? null,
    created_at: d.created_at.toISOString(),
    delivered_at: d.delivered_at?.toISOString() ?? null,
  };
}

function encodeCursor(c: { created_at: Date; id: string }): string {
  return Buffer.from(`${c.created_at.toISOString()}|${c.id}`).toString('base64url');
}

function decodeCursor(s: string): { created_at: Date; id: string } {
  const text = Buffer.from(s, 'base64url').toString('utf8');
  const [iso, id] = text.split('|');
  const created_at = new Date(iso ?? '');
  // A forged cursor may carry any date JavaScript accepts; PostgreSQL's timestamptz does not (year 294276 max).
  const year = created_at.getUTCFullYear();
  if (!id || !/^dlv_[A-Za-z0-9]+$/.test(id) || Number.isNaN(created_at.getTime()) || year < 1970 || year > 9999) {
    throw new WebhookValidationError('invalid cursor', [{ path: 'cursor', message: 'not a cursor returned by this API' }]);
  }
  return { created_at, id };
}

export function createWebhookService(deps: WebhookServiceDeps): WebhookService {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const cipher = deps.cipher ?? createSecretCipher();
  const maxPerAccount = deps.maxWebhooksPerAccount ?? DEFAULT_MAX_WEBHOOKS_PER_ACCOUNT;

  async function mustGet(accountId: string, id: string): Promise<repo.WebhookRow> {
    checkId(id);
    const w = await repo.getWebhook(db, accountId, id);
    if (!w) throw new WebhookNotFoundError(id);
    return w;
  }

  return {
    async create(accountId, body) {
      const req = parse(CreateWebhookRequestSchema, body, 'webhook');
      const url = checkUrl(req.url, deps.urlPolicy);
      const secret = generateSecret(req.signature_format);
      const now = clock.now();
      const row = await db.tx(async (q) => {
        // serialise creates of one account so the cap holds under concurrent requests
        const acct = await q.query<{ balance_mills: string }>('SELECT balance_mills FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
        if (!(Number(acct.rows[0]?.balance_mills ?? 0) > 0)) throw new WebhookBalanceError();
        if ((await repo.countWebhooks(q, accountId)) >= maxPerAccount) throw new WebhookLimitError(maxPerAccount);
        return repo.insertWebhook(q, {
          id: newWebhookId(),
          account_id: accountId,
          url,
          secret_sealed: cipher.seal(secret),
          min_severity: req.min_severity,
          include_conversation: req.include_conversation,
          events: req.events ?? [...WEBHOOK_EVENT_NAMES],
          enabled: req.enabled,
          description: req.description ?? null,
          signature_format: req.signature_format,
          created_at: now,
          updated_at: now,
        });
      });
      return { ...toWebhook(row), secret };
    },

    async list(accountId) {
      return { webhooks: (await repo.listWebhooks(db, accountId)).map(toWebhook) };
    },

    async get(accountId, id) {
      return toWebhook(await mustGet(accountId, id));
    },

    async update(accountId, id, body) {
      checkId(id);
      const req = parse(UpdateWebhookRequestSchema, body, 'webhook update');
      const patch: repo.WebhookPatch = {
        url: req.url === undefined ? undefined : checkUrl(req.url, deps.urlPolicy),
        min_severity: req.min_severity,
        include_conversation: req.include_conversation,
        events: req.events,
        enabled: req.enabled,
        description: req.description,
      };
      const row = await repo.updateWebhook(db, accountId, id, patch, clock.now());
      if (!row) throw new WebhookNotFoundError(id);
      return toWebhook(row);
    },

    async remove(accountId, id) {
      checkId(id);
      if (!(await repo.softDeleteWebhook(db, accountId, id, clock.now()))) throw new WebhookNotFoundError(id);
      return { success: true, id, deleted: true };
    },

    async regenerateSecret(accountId, id) {
      checkId(id);
      const current = await mustGet(accountId, id);
      const secret = generateSecret(current.signature_format);
      // From this commit on, every attempt (retries of older events included) is signed with the new secret.
      const row = await repo.updateWebhook(db, accountId, id, { secret_sealed: cipher.seal(secret) }, clock.now());
      if (!row) throw new WebhookNotFoundError(id);
      return { ...toWebhook(row), secret };
    },

    async test(accountId, id) {
      const w = await mustGet(accountId, id);
      const record: WebhookEventRecord = newEventRecord({
        accountId,
        event: 'test.ping',
        targetWebhookId: w.id,
        fields: { message: DEFAULT_PING_MESSAGE },
        createdAt: clock.now(),
      });
      const { value, headers } = deps.codec.encode(WEBHOOK_EVENT_SCHEMA, record);
      await deps.bus.publish(WEBHOOK_TOPIC, [{ key: accountId, value, headers }]);
      // NOPE answers a test with the receiver's status: wait (bounded) for the sink's first attempt.
      const until = Date.now() + (deps.testWaitMs ?? 8000);
      let d: repo.DeliveryRow | null = null;
      for (;;) {
        d = await repo.getDeliveryByEvent(db, accountId, record.event_id, w.id);
        if ((d && d.attempts > 0 && d.status !== 'delivering') || Date.now() >= until) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const done = !!d && d.attempts > 0 && d.status !== 'delivering';
      return {
        success: done && d!.status === 'delivered',
        http_status: done ? d!.last_status_code : null,
        event_id: record.event_id,
        delivery_id: d?.id ?? null,
        status: done ? d!.status : 'queued',
        error: done ? d!.last_error : null,
        duration_ms: null,
      };
    },

    async listEvents(accountId, id, query) {
      const w = id === null ? null : await mustGet(accountId, id);
      const q = parse(ListWebhookEventsQuerySchema, query, 'query');
      const page = await repo.listDeliveries(db, accountId, w?.id ?? null, {
        limit: q.limit,
        before: q.cursor ? decodeCursor(q.cursor) : undefined,
        status: q.status,
      });
      return { events: page.rows.map(toDelivery), next_cursor: page.next ? encodeCursor(page.next) : null };
    },
  };
}
