import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRICES_MILLS } from '../../infra/platform/money.js';
import { TOPICS } from '../../infra/topics.js';
import { SteerRequestSchema } from '../../schemas/http/steer.js';
import { fromZod } from '../errors.js';
import type { RoutePolicy } from '../plugins/platform.js';
import { callService } from '../service-call.js';
import type { RouteModule } from './types.js';

const STEER: RoutePolicy = { auth: 'key', priceMills: PRICES_MILLS.steer, limit: { bucket: 'steer', perMinute: 100, by: 'key' } };
const TRY_STEER: RoutePolicy = { auth: 'none', limit: { bucket: 'try-steer', perMinute: 10, by: 'ip' } };
const STATS: RoutePolicy = { auth: 'key', limit: { bucket: 'steer-stats', perMinute: 60, by: 'key' } };

const steerRequestId = (req: FastifyRequest) => `steer_${req.id.replace(/^req_/, '')}`;

/** /v1/steer, /v1/try/steer, /v1/steer/cache/stats: validated here, answered by the steer processors. */
export const steerRoutes: RouteModule = (app, deps) => {
  const verify = (demo: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const p = SteerRequestSchema.safeParse(req.body);
    if (!p.success) throw fromZod(p.error);
    const b = p.data;
    return callService(deps, req, reply, {
      topic: TOPICS.steerRequested,
      key: createHash('sha256').update(b.system_prompt).digest('hex'),
      schema: 'steer-request',
      record: {
        op: 'verify',
        request_id: steerRequestId(req),
        account_id: req.identity?.accountId ?? null,
        demo,
        received_at: Date.now(),
        system_prompt: b.system_prompt,
        proposed_response: b.proposed_response,
        messages: b.messages ?? null,
      },
    });
  };
  app.post(
    '/v1/steer',
    {
      config: {
        platform: STEER,
        openapi: {
          summary: "Check a proposed reply against the system prompt's rules; rewrite it when it breaks them (0.001 USD)",
          tags: ['steer'],
          body: SteerRequestSchema,
        },
      },
    },
    verify(false),
  );
  app.post(
    '/v1/try/steer',
    { config: { platform: TRY_STEER, openapi: { summary: 'Demo of steer (no key, rate limited per IP)', tags: ['steer'], body: SteerRequestSchema } } },
    verify(true),
  );
  app.get(
    '/v1/steer/cache/stats',
    { config: { platform: STATS, openapi: { summary: "The account's system-prompt cache statistics", tags: ['steer'] } } },
    async (req, reply) =>
      callService(deps, req, reply, {
        topic: TOPICS.steerRequested,
        key: req.identity!.accountId,
        schema: 'steer-request',
        record: {
          op: 'stats',
          request_id: steerRequestId(req),
          account_id: req.identity!.accountId,
          demo: false,
          received_at: Date.now(),
          system_prompt: '',
          proposed_response: '',
          messages: null,
        },
      }),
  );
};
