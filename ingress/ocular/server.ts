import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { ZodError } from 'zod';
import type { Scorer } from '../../processors/ocular/core/types.js';
import { type ScoringBackend, toScoreRequest } from '../../processors/ocular/service/backend.js';
import { buildId } from '../../processors/ocular/service/build-id.js';
import type { OcularConfig } from '../../processors/ocular/service/config.js';
import { pushToConsole } from '../../processors/ocular/service/console-push.js';
import { localBackend, sharedScorer } from '../../processors/ocular/service/local.js';
import { InFlightQueue, QueueSaturatedError } from '../../processors/ocular/service/queue.js';
import { relayBackend } from '../../processors/ocular/service/relay.js';
import { ClassifyRequestSchema, ClassifyResponseSchema, NO_INPUT_MESSAGE, OcularHealthSchema, OcularManifestSchema } from '../../schemas/http/ocular.js';
import { fromZod, HttpError } from '../errors.js';
import { createStandaloneApp } from '../plugins/standalone-http.js';

/** the warm-up answer's hint: the spec's warm-up is about 25 s */
const WARMING_RETRY_S = 5;

export interface OcularServer {
  app: FastifyInstance;
  /** resolves once scoring is possible (model loaded, or relay mode); rejects when the model cannot be loaded */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * The self-hosted classifier (`haven ocular`): `POST /classify`, `GET /health`, `GET /manifest`. It listens at once
 * and answers 503 `starting` until the scoring core is loaded (or at once in relay mode). Scoring runs through one
 * bounded in-flight queue (429 when it is full); `log: true` pushes the result to the console after the answer.
 * No per-request authentication: the operator's network is the trust boundary (spec "Authentication").
 */
export function buildOcularServer(cfg: OcularConfig, o: { logger: Logger; loadScorer?: () => Promise<Scorer> }): OcularServer {
  const log = o.logger;
  const queue = new InFlightQueue(cfg.OCULAR_CONCURRENCY, cfg.OCULAR_MAX_QUEUE);
  const pushes = new Set<Promise<unknown>>();
  let backend: ScoringBackend | undefined;
  let scorer: Scorer | undefined;
  const build = buildId(cfg.OCULAR_BUILD);

  const ready: Promise<void> = cfg.SCORING_URL
    ? Promise.resolve().then(() => {
        backend = relayBackend(cfg.SCORING_URL!, cfg.OCULAR_UPSTREAM_TIMEOUT_MS);
      })
    : (o.loadScorer ?? sharedScorer)().then((s) => {
        scorer = s;
        backend = localBackend(s);
      });
  ready.then(
    () => log.info({ mode: backend!.mode, heads: backend!.heads(), version: cfg.OCULAR_VERSION, build }, 'classifier ready'),
    (err: Error) => log.error({ err: { message: err.message } }, 'the scoring core could not be loaded'),
  );
  const mode = (): 'local' | 'remote' => (cfg.SCORING_URL ? 'remote' : 'local');

  const app = createStandaloneApp({ bodyLimit: cfg.OCULAR_MAX_REQUEST_BYTES, log });

  const warming = () =>
    new HttpError(
      503,
      'service_unavailable',
      'the classifier is warming up (loading its models); retry with backoff',
      { retry_after_seconds: WARMING_RETRY_S },
      { 'Retry-After': String(WARMING_RETRY_S) },
    );

  app.get(
    '/health',
    { config: { openapi: { summary: 'Readiness of the self-hosted classifier', tags: ['classifier'], response: OcularHealthSchema } } },
    async (_req, reply) => {
      reply.status(backend ? 200 : 503);
      return { status: backend ? 'ok' : 'starting', mode: mode(), version: cfg.OCULAR_VERSION, build, queue_depth: queue.depth };
    },
  );

  app.get(
    '/manifest',
    { config: { openapi: { summary: 'Release introspection: version, mode, loaded heads', tags: ['classifier'], response: OcularManifestSchema } } },
    async () => {
      if (!backend) throw warming();
      if (backend.mode === 'remote') return { version: cfg.OCULAR_VERSION, mode: 'remote', build };
      const info = scorer!.info();
      // `heads` is the spec's count; the roster with each head's pinned model is additive, for audits.
      return {
        version: cfg.OCULAR_VERSION,
        mode: 'local',
        heads: info.heads.length,
        build,
        embedder: info.embedder,
        roster: info.heads.map((h) => ({
          code: h.code,
          family: h.family,
          side: h.side,
          model: { file: h.model.file, sha256: h.model.sha256, threshold: h.model.threshold },
        })),
      };
    },
  );

  app.post(
    '/classify',
    {
      bodyLimit: cfg.OCULAR_MAX_REQUEST_BYTES,
      config: {
        openapi: { summary: 'Score a conversation (self-hosted)', tags: ['classifier'], body: ClassifyRequestSchema, response: ClassifyResponseSchema },
      },
    },
    async (req, reply) => {
      const p = ClassifyRequestSchema.safeParse(req.body ?? {});
      if (!p.success) throw classifyBadRequest(p.error);
      const b = p.data;
      if (b.log) {
        if (!b.session_id || !b.user_id)
          throw new HttpError(400, 'invalid_request', 'log: true needs session_id and user_id', {
            details: [{ path: 'body.log', message: 'session_id and user_id are required when log is true' }],
          });
        if (!cfg.OCULAR_CONSOLE_URL)
          throw new HttpError(400, 'console_not_configured', 'log: true needs a console address; set OCULAR_CONSOLE_URL on this classifier');
      }
      if (!backend) throw warming();
      const be = backend;
      let result: Record<string, unknown>;
      try {
        result = await queue.run(() => be.score(toScoreRequest(b), req.id));
      } catch (err) {
        if (err instanceof QueueSaturatedError) {
          throw new HttpError(429, 'queue_saturated', err.message, { retry_after_seconds: 1, queue_depth: err.depth }, { 'Retry-After': '1' });
        }
        // a ScoringError is an HttpError: answered as it is
        throw err;
      }
      result.meta = { ...(result.meta as object), version: cfg.OCULAR_VERSION, build };
      if (b.log && cfg.OCULAR_CONSOLE_URL) {
        const url = cfg.OCULAR_CONSOLE_URL;
        const body = {
          session_id: b.session_id!,
          user_id: b.user_id!,
          ...(b.agent_id ? { agent_id: b.agent_id } : {}),
          ...(b.messages && b.messages.length ? { messages: b.messages } : {}),
          classifier: result,
        };
        // After the answer, never before it: the push is lossy and must not slow or fail scoring.
        reply.raw.once('finish', () => {
          const p = pushToConsole(url, body, cfg.OCULAR_CONSOLE_TIMEOUT_MS).then((r) => {
            if (!r.ok) log.warn({ request_id: req.id, status: r.status, error: r.error }, 'console push failed (lossy; the classify answer stood)');
          });
          pushes.add(p);
          p.finally(() => pushes.delete(p));
        });
      }
      return result;
    },
  );

  return {
    app,
    ready,
    async close() {
      await app.close();
      await Promise.allSettled([...pushes]);
    },
  };
}

/** The "neither input" case answers with NOPE's sentence; other shape errors with the field and the reason. */
function classifyBadRequest(err: ZodError): HttpError {
  const e = fromZod(err);
  return err.issues.some((i) => i.message === NO_INPUT_MESSAGE) ? new HttpError(400, e.code, NO_INPUT_MESSAGE, e.extra) : e;
}
