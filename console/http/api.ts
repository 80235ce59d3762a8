/** The console's JSON API (spec 3, "Console" endpoints): parse with the zod wire, call the service, answer. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fromZod, HttpError, notFound } from '../../ingress/errors.js';
import {
  BatchBodySchema,
  BatchResponseSchema,
  DeliveriesResponseSchema,
  HealthQuerySchema,
  HealthResponseSchema,
  IngestItemSchema,
  IngestResponseSchema,
  ListQuerySchema,
  MatchesResponseSchema,
  SessionDeletedSchema,
  SessionIdParamsSchema,
  SessionResponseSchema,
  SessionsListResponseSchema,
  SessionsQuerySchema,
  SettingsPatchSchema,
  SettingsSchema,
  WatchlistDeletedSchema,
  WatchlistDeleteSchema,
  WatchlistImportResponseSchema,
  WatchlistImportSchema,
  WatchlistsQuerySchema,
  WatchlistsResponseSchema,
  WatchlistToggleResponseSchema,
  WatchlistToggleSchema,
  WatchlistUpsertResponseSchema,
} from '../../schemas/http/console.js';
import { listDeliveries } from '../delivery/worker.js';
import { listMatches } from '../matcher/matcher.js';
import type { ConsoleService } from '../service.js';
import { countSessions, listSessions } from '../sessions/store.js';
import { WatchlistRuleInputSchema } from '../watchlists/rule.js';

export const INGEST_BODY_LIMIT = 4 * 1024 * 1024;
export const BATCH_BODY_LIMIT = 32 * 1024 * 1024;

function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> {
  const r = schema.safeParse(value ?? (where === 'query' ? {} : undefined));
  if (!r.success) throw fromZod(r.error, where);
  return r.data;
}

const body = (req: FastifyRequest) => {
  // the API speaks JSON only (the UI's forms have their own routes): text/plain or a form is 415 like elsewhere in Haven
  if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? ''))
    throw new HttpError(415, 'unsupported_media_type', 'send the body as application/json');
  if (req.body === undefined || req.body === null || typeof req.body !== 'object' || Array.isArray(req.body)) {
    throw new HttpError(400, 'invalid_request', 'the body must be a JSON object');
  }
  return req.body;
};

const tags = ['console'];

export function registerConsoleApi(app: FastifyInstance, svc: ConsoleService) {
  const { rt } = svc.d;

  app.get(
    '/api/health',
    {
      config: {
        openapi: {
          summary: 'Console health; deep=true also checks the database and the classifier',
          tags,
          query: HealthQuerySchema,
          response: HealthResponseSchema,
        },
      },
    },
    async (req, reply) => {
      const q = parse(HealthQuerySchema, req.query, 'query');
      let sessions = 0;
      let db: { ok: boolean; detail: string };
      const t0 = performance.now();
      try {
        sessions = await countSessions(rt.db);
        db = { ok: true, detail: `${rt.db.kind}, ${Math.round(performance.now() - t0)} ms` };
      } catch (err) {
        db = { ok: false, detail: (err as Error).message };
      }
      if (q.deep !== 'true') {
        reply.status(db.ok ? 200 : 503);
        return { status: db.ok ? 'ok' : 'degraded', sessions };
      }
      const classifier = svc.d.scorer ? await svc.d.scorer.health() : { ok: null, detail: 'OCULAR_URL is not set (pre-scored ingest only)' };
      const ok = db.ok && classifier.ok !== false;
      reply.status(db.ok ? 200 : 503);
      return { status: ok ? 'ok' : 'degraded', sessions, db, classifier, queue_depth: svc.inflight };
    },
  );

  app.post(
    '/api/ingest',
    {
      bodyLimit: INGEST_BODY_LIMIT,
      config: {
        openapi: {
          summary: 'Ingest one session (pre-scored, or scored by the console through OCULAR_URL)',
          tags,
          body: IngestItemSchema,
          response: IngestResponseSchema,
        },
      },
    },
    async (req) => {
      const item = parse(IngestItemSchema, body(req), 'body');
      const problem = svc.itemProblem(item);
      if (problem) throw new HttpError(400, 'invalid_request', problem);
      const [r] = await svc.submit([{ index: 0, item }], 'api');
      if (!r!.ok) throw new HttpError(r!.error === 'scorer_not_configured' ? 400 : 502, r!.error, r!.message);
      const { index: _i, ...ok } = r!;
      return ok;
    },
  );

  app.post(
    '/api/ingest/batch',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      config: {
        openapi: {
          summary: 'Ingest up to 500 pre-scored sessions in one transaction; per-item failures isolated',
          tags,
          body: BatchBodySchema,
          response: BatchResponseSchema,
        },
      },
    },
    async (req, reply) => {
      const b = parse(BatchBodySchema, body(req), 'body');
      const out = await svc.ingestBatch(b.sessions);
      if (out.succeeded === 0) {
        reply.status(400);
        return {
          error: 'invalid_request',
          message: `no session in the batch is valid; first: ${(out.results[0] as { message?: string }).message}`,
          request_id: req.id,
          ...out,
        };
      }
      return out;
    },
  );

  app.get(
    '/api/sessions',
    { config: { openapi: { summary: 'List stored sessions', tags, query: SessionsQuerySchema, response: SessionsListResponseSchema } } },
    async (req) => {
      const q = parse(SessionsQuerySchema, req.query, 'query');
      return listSessions(rt.db, q);
    },
  );

  app.get(
    '/api/sessions/:session_id',
    { config: { openapi: { summary: 'One stored session', tags, params: SessionIdParamsSchema, response: SessionResponseSchema } } },
    async (req) => {
      const { session_id } = parse(SessionIdParamsSchema, req.params, 'params');
      const s = await svc.session(session_id, req.id);
      if (!s) throw notFound(`session ${session_id}`);
      const { revision_id: _r, ...out } = s;
      return out;
    },
  );

  app.delete(
    '/api/sessions/:session_id',
    { config: { openapi: { summary: 'Remove a session', tags, params: SessionIdParamsSchema, response: SessionDeletedSchema } } },
    async (req) => {
      const { session_id } = parse(SessionIdParamsSchema, req.params, 'params');
      if (!(await svc.deleteSession(session_id))) throw notFound(`session ${session_id}`);
      return { deleted: true, session_id };
    },
  );

  app.get(
    '/api/watchlists',
    {
      config: {
        openapi: {
          summary: 'List watchlist rules; format=export adds the field, operator and domain catalogue',
          tags,
          query: WatchlistsQuerySchema,
          response: WatchlistsResponseSchema,
        },
      },
    },
    async (req) => {
      const q = parse(WatchlistsQuerySchema, req.query, 'query');
      if (q.format === 'export') return svc.exportDocument();
      return { watchlists: await svc.listRules() };
    },
  );

  app.post(
    '/api/watchlists',
    { config: { openapi: { summary: 'Create or replace one rule (by id)', tags, body: WatchlistRuleInputSchema, response: WatchlistUpsertResponseSchema } } },
    async (req, reply) => {
      const r = await svc.upsertRule(body(req));
      reply.status(r.created ? 201 : 200);
      return r;
    },
  );

  app.put(
    '/api/watchlists',
    {
      bodyLimit: 8 * 1024 * 1024,
      config: {
        openapi: {
          summary: 'Bulk import rules (all validated first; any error rejects all)',
          tags,
          body: WatchlistImportSchema,
          response: WatchlistImportResponseSchema,
        },
      },
    },
    async (req) => {
      svc.requireFull();
      const b = parse(WatchlistImportSchema, body(req), 'body');
      return svc.importRules(b.watchlists);
    },
  );

  app.patch(
    '/api/watchlists',
    { config: { openapi: { summary: 'Enable or disable a rule', tags, body: WatchlistToggleSchema, response: WatchlistToggleResponseSchema } } },
    async (req) => {
      svc.requireFull();
      const b = parse(WatchlistToggleSchema, body(req), 'body');
      return { watchlist: await svc.toggleRule(b.id, b.enabled) };
    },
  );

  app.delete(
    '/api/watchlists',
    { config: { openapi: { summary: 'Remove a rule', tags, body: WatchlistDeleteSchema, response: WatchlistDeletedSchema } } },
    async (req) => {
      svc.requireFull();
      const b = parse(WatchlistDeleteSchema, body(req), 'body');
      await svc.deleteRule(b.id);
      return { deleted: true, id: b.id };
    },
  );

  app.get('/api/settings', { config: { openapi: { summary: 'Retention in force and where it comes from', tags, response: SettingsSchema } } }, async () =>
    svc.settings(),
  );

  app.patch(
    '/api/settings',
    { config: { openapi: { summary: 'Override retention (survives restarts); null clears', tags, body: SettingsPatchSchema, response: SettingsSchema } } },
    async (req) => {
      svc.requireFull();
      const b = parse(SettingsPatchSchema, body(req), 'body');
      return svc.patchSettings(b);
    },
  );

  app.get(
    '/api/matches',
    { config: { openapi: { summary: 'Watchlist matches, newest first', tags, query: ListQuerySchema, response: MatchesResponseSchema } } },
    async (req) => {
      const q = parse(ListQuerySchema, req.query, 'query');
      if (q.status) throw new HttpError(400, 'invalid_request', 'query.status: filters deliveries, not matches');
      return listMatches(rt.db, q);
    },
  );

  app.get(
    '/api/deliveries',
    {
      config: {
        openapi: { summary: 'watchlist_match deliveries (the outbox), newest first', tags, query: ListQuerySchema, response: DeliveriesResponseSchema },
      },
    },
    async (req) => {
      const q = parse(ListQuerySchema, req.query, 'query');
      if (q.rule_id || q.session_id) throw new HttpError(400, 'invalid_request', 'query: deliveries filter by status only');
      return listDeliveries(rt.db, q);
    },
  );
}
