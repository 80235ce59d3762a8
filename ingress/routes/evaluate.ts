import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRICES_MILLS } from '../../infra/platform/money.js';
import { TOPICS } from '../../infra/topics.js';
import { EvaluateRequest, type EvaluateRequestRecord, EvaluateResponse, ScreenResponse } from '../../schemas/http/evaluate.js';
import { fromZod } from '../errors.js';
import type { RoutePolicy } from '../plugins/platform.js';
import { callService } from '../service-call.js';
import { SUNSET } from './signpost.js';
import type { RouteModule } from './types.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** /v0/screen: a recommended reply was produced (priced 0.0005 USD on top) */
    screenReplyProduced?: boolean;
  }
}

const EVALUATE: RoutePolicy = { auth: 'key', priceMills: PRICES_MILLS.evaluate, limit: { bucket: 'evaluate', perMinute: 100, by: 'key' } };
const TRY_EVALUATE: RoutePolicy = { auth: 'none', limit: { bucket: 'try-evaluate', perMinute: 10, by: 'ip' } };
const SCREEN: RoutePolicy = {
  auth: 'key',
  priceMills: (req) => PRICES_MILLS.screen_legacy + (req.screenReplyProduced ? PRICES_MILLS.screen_recommended_reply : 0),
  limit: { bucket: 'evaluate', perMinute: 100, by: 'key' },
};
/** Decision (docs/evaluate.md): the legacy /v0/evaluate costs what /v1/evaluate costs. */
const V0_EVALUATE: RoutePolicy = { auth: 'key', priceMills: PRICES_MILLS.evaluate, limit: { bucket: 'evaluate', perMinute: 100, by: 'key' } };

/** `eval_<ms>_<suffix>` like NOPE's request ids. */
export const evaluateRequestId = () => `eval_${Date.now()}_${randomBytes(6).toString('hex')}`;

const deprecated = async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  reply.header('Deprecation', 'true');
  reply.header('Sunset', SUNSET);
  reply.header('Link', '</v1/evaluate>; rel="successor-version"');
  return payload;
};

/** /v1/evaluate, /v1/try/evaluate, /v0/screen, /v0/evaluate: validated here, answered by the risk processor. */
export const evaluateRoutes: RouteModule = (app, deps) => {
  const handler = (route: EvaluateRequestRecord['route']) => async (req: FastifyRequest, reply: FastifyReply) => {
    const p = EvaluateRequest.safeParse(req.body ?? {});
    if (!p.success) throw fromZod(p.error);
    const request_id = evaluateRequestId();
    const accountId = req.identity?.accountId ?? null;
    const record: EvaluateRequestRecord = { request_id, route, account_id: accountId, received_at: Date.now(), body_json: JSON.stringify(p.data) };
    const body = (await callService(deps, req, reply, {
      topic: TOPICS.evaluateRequested,
      key: accountId ?? request_id,
      schema: 'evaluate-request',
      record: record as unknown as Record<string, unknown>,
    })) as string;
    if (route === 'screen' && reply.statusCode === 200) req.screenReplyProduced = 'recommended_reply' in (JSON.parse(body) as object);
    return body;
  };
  const tags = ['evaluate'];
  app.post(
    '/v1/evaluate',
    {
      config: {
        platform: EVALUATE,
        openapi: { summary: 'Evaluate a conversation for risk (0.003 USD)', tags, body: EvaluateRequest, response: EvaluateResponse },
      },
    },
    handler('v1'),
  );
  app.post(
    '/v1/try/evaluate',
    {
      config: {
        platform: TRY_EVALUATE,
        openapi: { summary: 'Evaluate demo: no key, last 10 messages', tags, body: EvaluateRequest, response: EvaluateResponse },
      },
    },
    handler('try'),
  );
  app.post(
    '/v0/screen',
    {
      onSend: deprecated,
      config: {
        platform: SCREEN,
        openapi: {
          summary: 'Legacy screen (deprecated; 0.001 USD + 0.0005 USD per recommended reply)',
          tags,
          body: EvaluateRequest,
          response: ScreenResponse,
          deprecated: true,
        },
      },
    },
    handler('screen'),
  );
  app.post(
    '/v0/evaluate',
    {
      onSend: deprecated,
      config: {
        platform: V0_EVALUATE,
        openapi: { summary: 'Legacy evaluate, NOPE v0 domain shape (deprecated; 0.003 USD)', tags, body: EvaluateRequest, deprecated: true },
      },
    },
    handler('v0_evaluate'),
  );
};
