import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TOPICS } from '../../infra/topics.js';
import type { RouteDoc } from '../../schemas/http/route-doc.js';
import {
  CreateWebhookRequestSchema,
  DeleteWebhookResponseSchema,
  ListWebhookEventsQuerySchema,
  ListWebhookEventsResponseSchema,
  ListWebhooksResponseSchema,
  TestWebhookResponseSchema,
  UpdateWebhookRequestSchema,
  WebhookIdSchema,
  WebhookSchema,
  WebhookWithSecretSchema,
} from '../../schemas/http/webhooks.js';
import { fromZod, HttpError } from '../errors.js';
import type { RoutePolicy } from '../plugins/platform.js';
import { callService } from '../service-call.js';
import type { RouteModule } from './types.js';

const POLICY: RoutePolicy = { auth: 'key', limit: { bucket: 'webhooks', perMinute: 30, by: 'key' } };
const IdParams = z.object({ id: WebhookIdSchema });
const ObjectBody = z.record(z.string(), z.unknown(), { error: 'the body must be a JSON object' });

type Op = 'create' | 'list' | 'get' | 'update' | 'remove' | 'regenerate_secret' | 'test' | 'list_events';

/** /v1/webhooks: validated here, handled by the webhooks-api processor, answered over the bus. */
export const webhookRoutes: RouteModule = (app, deps) => {
  const forward =
    (op: Op, opts: { id?: boolean; body?: boolean; query?: boolean } = {}) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const accountId = req.identity!.accountId;
      let webhookId: string | null = null;
      if (opts.id) {
        const raw = (req.params as { id: string }).id;
        const p = WebhookIdSchema.safeParse(raw);
        // a malformed id is a 400 (as on signpost); a well-formed unknown one is the processor's 404
        if (!p.success)
          throw new HttpError(400, 'invalid_request', `Invalid webhook id: expected wh_ followed by letters and digits`, { id: raw.slice(0, 100) });
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
  const config = (doc: Omit<RouteDoc, 'tags'>) => ({ platform: POLICY, openapi: { ...doc, tags: ['webhooks'] } });
  app.post(
    '/v1/webhooks',
    {
      config: config({
        summary: 'Create a webhook (needs a positive balance); the answer carries the signing secret once',
        body: CreateWebhookRequestSchema,
        response: WebhookWithSecretSchema,
      }),
    },
    forward('create', { body: true }),
  );
  app.get('/v1/webhooks', { config: config({ summary: "The account's webhooks", response: ListWebhooksResponseSchema }) }, forward('list'));
  // account-wide delivery log (NOPE's GET /v1/webhooks/events); a static path wins over /v1/webhooks/:id
  app.get(
    '/v1/webhooks/events',
    {
      config: config({
        summary: 'Recent deliveries of every webhook of the account',
        query: ListWebhookEventsQuerySchema,
        response: ListWebhookEventsResponseSchema,
      }),
    },
    forward('list_events', { query: true }),
  );
  app.get('/v1/webhooks/:id', { config: config({ summary: 'One webhook', params: IdParams, response: WebhookSchema }) }, forward('get', { id: true }));
  app.put(
    '/v1/webhooks/:id',
    { config: config({ summary: 'Update a webhook (partial)', params: IdParams, body: UpdateWebhookRequestSchema, response: WebhookSchema }) },
    forward('update', { id: true, body: true }),
  );
  app.delete(
    '/v1/webhooks/:id',
    { config: config({ summary: 'Delete a webhook', params: IdParams, response: DeleteWebhookResponseSchema }) },
    forward('remove', { id: true }),
  );
  app.post(
    '/v1/webhooks/:id/regenerate-secret',
    { config: config({ summary: 'A new signing secret (old signatures stop validating)', params: IdParams, response: WebhookWithSecretSchema }) },
    forward('regenerate_secret', { id: true }),
  );
  app.post(
    '/v1/webhooks/:id/test',
    { config: config({ summary: "Send a test.ping and report the receiver's answer", params: IdParams, response: TestWebhookResponseSchema }) },
    forward('test', { id: true }),
  );
  app.get(
    '/v1/webhooks/:id/events',
    {
      config: config({
        summary: "One webhook's recent deliveries",
        params: IdParams,
        query: ListWebhookEventsQuerySchema,
        response: ListWebhookEventsResponseSchema,
      }),
    },
    forward('list_events', { id: true, query: true }),
  );
};
