import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TOPICS } from '../../infra/topics.js';
import { WebhookIdSchema } from '../../schemas/http/webhooks.js';
import { fromZod, HttpError } from '../errors.js';
import type { RoutePolicy } from '../plugins/platform.js';
import { callService } from '../service-call.js';
import type { RouteModule } from './types.js';

const POLICY: RoutePolicy = { auth: 'key', limit: { bucket: 'webhooks', perMinute: 30, by: 'key' } };
const ObjectBody = z.record(z.string(), z.unknown(), { error: 'the body must be a JSON object' });

type Op = 'create' | 'list' | 'get' | 'update' | 'remove' | 'regenerate_secret' | 'test' | 'list_events';

/** /v1/webhooks: validated here, handled by the webhooks-api processor, answered over the bus. */
export const webhookRoutes: RouteModule = (app, deps) => {
  const forward = (op: Op, opts: { id?: boolean; body?: boolean; query?: boolean } = {}) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const accountId = req.identity!.accountId;
      let webhookId: string | null = null;
      if (opts.id) {
        const p = WebhookIdSchema.safeParse((req.params as { id: string }).id);
        if (!p.success) throw new HttpError(404, 'not_found', `webhook ${(req.params as { id: string }).id} not found`);
        webhookId = p.data;
      }
      let body: string | null = null;
      if (opts.body) {
        const b = ObjectBody.safeParse(req.body ?? undefined);
        if (!b.success) throw fromZod(b.error);
        body = JSON.stringify(b.data);
      }
      return callService(deps, req, reply, {
        topic: TOPICS.webhooksRequested,
        key: accountId,
        schema: 'webhooks-api-request',
        record: { op, account_id: accountId, webhook_id: webhookId, body_json: body, query_json: opts.query ? JSON.stringify(req.query ?? {}) : null },
      });
    };
  const config = { platform: POLICY };
  app.post('/v1/webhooks', { config }, forward('create', { body: true }));
  app.get('/v1/webhooks', { config }, forward('list'));
  app.get('/v1/webhooks/:id', { config }, forward('get', { id: true }));
  app.put('/v1/webhooks/:id', { config }, forward('update', { id: true, body: true }));
  app.delete('/v1/webhooks/:id', { config }, forward('remove', { id: true }));
  app.post('/v1/webhooks/:id/regenerate-secret', { config }, forward('regenerate_secret', { id: true }));
  app.post('/v1/webhooks/:id/test', { config }, forward('test', { id: true }));
  app.get('/v1/webhooks/:id/events', { config }, forward('list_events', { id: true, query: true }));
};
