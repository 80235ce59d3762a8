import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError, z } from 'zod';
import { PRICES_MILLS } from '../../infra/platform/money.js';
import { TOPICS } from '../../infra/topics.js';
import {
  type ClassifyRequest,
  ClassifyRequestSchema,
  ClassifyResponseSchema,
  NO_INPUT_MESSAGE,
  type TryClassifyRequest,
  TryClassifyRequestSchema,
} from '../../schemas/http/ocular.js';
import { fromZod, HttpError } from '../errors.js';
import type { RoutePolicy } from '../plugins/platform.js';
import { callService } from '../service-call.js';
import type { RouteModule } from './types.js';

/** The hosted classify route: billed per call (price in infra/platform/money.ts), 300 calls/min per key. */
const OCULAR: RoutePolicy = { auth: 'key', priceMills: PRICES_MILLS.ocular_classify, limit: { bucket: 'ocular', perMinute: 300, by: 'key' } };
/** The demo: no key, 60 calls/min per IP (spec "Limits"). */
const TRY_OCULAR: RoutePolicy = { auth: 'none', limit: { bucket: 'try-ocular', perMinute: 60, by: 'ip' } };

/** the self-hosted classifier's default cap, so a conversation that fits one fits the other */
const OCULAR_BODY_LIMIT = 1024 * 1024;
/** 12 messages of 4,000 characters in all, with generous room for JSON escapes */
const TRY_BODY_LIMIT = 64 * 1024;

function badRequest(err: ZodError): HttpError {
  const e = fromZod(err);
  return err.issues.some((i) => i.message === NO_INPUT_MESSAGE) ? new HttpError(400, e.code, NO_INPUT_MESSAGE, e.extra) : e;
}

function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const p = schema.safeParse(body);
  if (!p.success) throw badRequest(p.error);
  return p.data;
}

/** The classify-request fields of a parsed body: its messages, or its text when it has none. */
function requestFields(
  b: ClassifyRequest | TryClassifyRequest,
  o: { thoroughness: ClassifyRequest['thoroughness']; detail: boolean; view: 'customer' | 'demo' },
): Record<string, unknown> {
  const messages = b.messages?.length ? b.messages : null;
  return {
    messages,
    text: messages ? null : (b.text ?? null),
    per_turn: b.per_turn,
    trajectory_stride: b.trajectory_stride,
    thoroughness: o.thoroughness,
    detail: o.detail,
    view: o.view,
  };
}

/**
 * POST /v1/ocular and /v1/ocular/classify (billed; no `heads` or `detail` in the answer) and POST /v1/try/ocular
 * (demo; adds both). Validated here, scored by the ocular processor over `classify.requested`.
 * `log`, `session_id`, `user_id` and `agent_id` are accepted for NOPE's clients and ignored: pushing to a console
 * is a self-hosted feature (`haven ocular`).
 */
export const ocularRoutes: RouteModule = (app, deps) => {
  const classify = (demo: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const body = req.body ?? {};
    let record: Record<string, unknown>;
    if (demo) record = requestFields(parsed(TryClassifyRequestSchema, body), { thoroughness: 'auto', detail: true, view: 'demo' });
    else {
      const b = parsed(ClassifyRequestSchema, body);
      record = requestFields(b, { thoroughness: b.thoroughness, detail: false, view: 'customer' });
    }
    return callService(deps, req, reply, {
      topic: TOPICS.classifyRequested,
      key: req.id,
      schema: 'classify-request',
      record: { request_id: req.id, account_id: req.identity?.accountId ?? null, received_at: Date.now(), ...record },
    });
  };
  const hosted = {
    bodyLimit: OCULAR_BODY_LIMIT,
    config: {
      platform: OCULAR,
      openapi: {
        summary: 'Score a conversation (hosted classifier; no heads or detail)',
        tags: ['classifier'],
        body: ClassifyRequestSchema,
        response: ClassifyResponseSchema,
      },
    },
  };
  app.post('/v1/ocular', hosted, classify(false));
  app.post('/v1/ocular/classify', hosted, classify(false));
  app.post(
    '/v1/try/ocular',
    {
      bodyLimit: TRY_BODY_LIMIT,
      config: {
        platform: TRY_OCULAR,
        openapi: {
          summary: 'Classifier demo: at most 12 messages or 4,000 characters; adds heads and detail',
          tags: ['classifier'],
          body: TryClassifyRequestSchema,
          response: ClassifyResponseSchema,
        },
      },
    },
    classify(true),
  );
};
