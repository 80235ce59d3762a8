import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRICES_MILLS } from '../../infra/platform/money.js';
import { TOPICS } from '../../infra/topics.js';
import { behaviorMetadata } from '../../processors/oversight/metadata.js';
import { batchPriceMills, ingestInsufficientBody } from '../../processors/oversight-ingest/billing.js';
import { OversightAnalyzeRequestSchema, OversightIngestRequestSchema, OversightTryRequestSchema, TrendsQuerySchema } from '../../schemas/http/oversight.js';
import { checkWebhookUrl } from '../../sinks/webhooks/url-policy.js';
import { fromZod, HttpError } from '../errors.js';
import type { RoutePolicy } from '../plugins/platform.js';
import { callService } from '../service-call.js';
import type { RouteModule } from './types.js';

/** NOPE's clients read the 403 `error` as the message and look for `feature` (nope-wire notes). */
const denied = () =>
  new HttpError(403, 'feature_not_enabled', 'Oversight feature is not enabled for this account', {
    hint: 'oversight access is an account flag; ask an operator to grant it (haven accounts grant <account> oversight)',
    feature: 'OVERSIGHT',
    required_access: 'admin',
  });

const ANALYZE: RoutePolicy = {
  auth: 'key',
  feature: 'oversight',
  featureDenied: denied,
  priceMills: PRICES_MILLS.oversight_analyze,
  limit: { bucket: 'oversight-analyze', perMinute: 50, by: 'key' },
};
const INGEST: RoutePolicy = { auth: 'key', feature: 'oversight', featureDenied: denied, limit: { bucket: 'oversight-ingest', perMinute: 10, by: 'key' } };
const TRY: RoutePolicy = { auth: 'none', limit: { bucket: 'try-oversight', perMinute: 10, by: 'ip' } };
const READ: RoutePolicy = { auth: 'key', feature: 'oversight', featureDenied: denied, limit: { bucket: 'oversight-read', perMinute: 60, by: 'key' } };
const META: RoutePolicy = { auth: 'none', limit: { bucket: 'oversight-meta', perMinute: 60, by: 'ip' } };

export const ANALYZE_BODY_LIMIT = 512 * 1024;
export const INGEST_BODY_LIMIT = 5 * 1024 * 1024;
/** a full batch of 300 long conversations takes a while on a small machine */
const INGEST_TIMEOUT_MS = 120_000;

const reqId = (req: FastifyRequest) => `ovr_${req.id.replace(/^req_/, '')}`;

/** /v1/oversight/*: validated here, answered by the oversight processors. */
export const oversightRoutes: RouteModule = (app, deps) => {
  const analyze = (demo: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const p = (demo ? OversightTryRequestSchema : OversightAnalyzeRequestSchema).safeParse(req.body);
    if (!p.success) throw fromZod(p.error);
    return callService(deps, req, reply, {
      topic: TOPICS.oversightRequested,
      key: req.identity?.accountId ?? req.ip,
      schema: 'oversight-request',
      record: { request_id: reqId(req), account_id: req.identity?.accountId ?? null, demo, received_at: Date.now(), body_json: JSON.stringify(p.data) },
    });
  };
  app.post(
    '/v1/oversight/analyze',
    {
      bodyLimit: ANALYZE_BODY_LIMIT,
      config: {
        platform: ANALYZE,
        openapi: { summary: 'Analyze the assistant side of a conversation (no record stored)', tags: ['oversight'], body: OversightAnalyzeRequestSchema },
      },
    },
    analyze(false),
  );
  app.post(
    '/v1/try/oversight/analyze',
    {
      bodyLimit: ANALYZE_BODY_LIMIT,
      config: { platform: TRY, openapi: { summary: 'Oversight demo (no key; at most 20 messages)', tags: ['oversight'], body: OversightTryRequestSchema } },
    },
    analyze(true),
  );

  app.post(
    '/v1/oversight/ingest',
    {
      bodyLimit: INGEST_BODY_LIMIT,
      config: { platform: INGEST, openapi: { summary: 'Store and analyze up to 300 conversations', tags: ['oversight'], body: OversightIngestRequestSchema } },
    },
    async (req, reply) => {
      const p = OversightIngestRequestSchema.safeParse(req.body);
      if (!p.success) throw fromZod(p.error);
      if (p.data.webhook_url) {
        const u = checkWebhookUrl(p.data.webhook_url, { allowLoopback: deps.rt.config.WEBHOOK_ALLOW_LOOPBACK });
        if (!u.ok) throw new HttpError(400, 'invalid_request', `webhook_url: ${u.reason}`);
      }
      const n = p.data.conversations.length;
      const id = req.identity!;
      // Up-front check (nothing buffered when the balance cannot cover the batch); the processor's deduction is authoritative.
      if (id.balanceMills < batchPriceMills(n)) return reply.status(402).send(ingestInsufficientBody(req.id, id.balanceMills, n));
      const requestId = reqId(req);
      // Claim check: the body (up to 5 MB) waits in PostgreSQL; the bus record carries its reference.
      await deps.rt.db.query('INSERT INTO oversight_ingest_buffer(request_id, account_id, body) VALUES ($1,$2,$3) ON CONFLICT (request_id) DO NOTHING', [
        requestId,
        id.accountId,
        JSON.stringify(p.data),
      ]);
      const proto = (req.headers['x-forwarded-proto'] as string | undefined) ?? req.protocol;
      return callService(deps, req, reply, {
        topic: TOPICS.oversightIngested,
        key: id.accountId,
        schema: 'oversight-ingest-request',
        record: {
          request_id: requestId,
          account_id: id.accountId,
          received_at: Date.now(),
          conversations: n,
          dashboard_base: `${proto}://${req.headers.host ?? 'localhost'}`,
        },
        timeoutMs: INGEST_TIMEOUT_MS,
      });
    },
  );

  app.get(
    '/v1/oversight/behaviors',
    { config: { platform: META, openapi: { summary: 'The behaviour taxonomy with detector coverage', tags: ['oversight'] } } },
    async () => behaviorMetadata(),
  );

  app.get(
    '/v1/oversight/trends',
    {
      config: {
        platform: READ,
        openapi: { summary: 'Beyond spec: oversight trends from ClickHouse (per account)', tags: ['oversight'], query: TrendsQuerySchema },
      },
    },
    async (req, reply) => {
      const q = TrendsQuerySchema.safeParse(req.query);
      if (!q.success) throw fromZod(q.error, 'query');
      if (q.data.from && q.data.to && q.data.from > q.data.to) throw new HttpError(400, 'invalid_request', 'from must not be after to');
      return callService(deps, req, reply, {
        topic: TOPICS.oversightTrends,
        key: req.identity!.accountId,
        schema: 'oversight-trends-request',
        record: { account_id: req.identity!.accountId, query: 'trends', params_json: JSON.stringify(q.data) },
      });
    },
  );
};
