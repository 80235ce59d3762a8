import { sendReply } from '../../infra/bus/request-reply.js';
import { type Component, consumeRecords, type Runtime } from '../../infra/runtime.js';
import { secretCipherFor } from '../../infra/secrets.js';
import { TOPICS } from '../../infra/topics.js';
import { WebhookServiceError, WebhookValidationError } from '../../sinks/webhooks/errors.js';
import { createWebhookService, type WebhookService } from '../../sinks/webhooks/service.js';

interface WebhooksApiRequest {
  op: 'create' | 'list' | 'get' | 'update' | 'remove' | 'regenerate_secret' | 'test' | 'list_events';
  account_id: string;
  webhook_id: string | null;
  body_json: string | null;
  query_json: string | null;
}

async function run(svc: WebhookService, r: WebhooksApiRequest): Promise<{ status: number; body: unknown }> {
  const id = r.webhook_id ?? '';
  const body = r.body_json ? JSON.parse(r.body_json) : {};
  switch (r.op) {
    case 'create':
      return { status: 200, body: await svc.create(r.account_id, body) };
    case 'list':
      return { status: 200, body: await svc.list(r.account_id) };
    case 'get':
      return { status: 200, body: await svc.get(r.account_id, id) };
    case 'update':
      return { status: 200, body: await svc.update(r.account_id, id, body) };
    case 'remove':
      return { status: 200, body: await svc.remove(r.account_id, id) };
    case 'regenerate_secret':
      return { status: 200, body: await svc.regenerateSecret(r.account_id, id) };
    case 'test':
      return { status: 200, body: await svc.test(r.account_id, id) };
    case 'list_events':
      // webhook_id null: the account-wide log (GET /v1/webhooks/events)
      return { status: 200, body: await svc.listEvents(r.account_id, r.webhook_id, r.query_json ? JSON.parse(r.query_json) : {}) };
  }
}

/** Webhook management behind the ingress: each request is handled here and answered over the bus. */
export const webhooksApiProcessor: Component = {
  name: 'webhooks-api',
  kind: 'processor',
  description: 'create, list, update, delete, test webhooks and read their delivery history',
  async start(rt: Runtime) {
    const svc = createWebhookService({
      db: rt.db,
      bus: rt.bus,
      codec: rt.avro,
      clock: rt.clock,
      cipher: secretCipherFor(rt),
      urlPolicy: { allowLoopback: rt.config.WEBHOOK_ALLOW_LOOPBACK },
    });
    const sub = await consumeRecords<WebhooksApiRequest>(rt, {
      component: 'webhooks-api',
      topic: TOPICS.webhooksRequested,
      schema: 'webhooks-api-request',
      handle: async (req, rec) => {
        const requestId = rec.headers['request-id'] ?? '';
        let reply: { status: number; body: unknown };
        try {
          reply = await run(svc, req);
        } catch (err) {
          if (!(err instanceof WebhookServiceError)) throw err; // a fault: redelivered, or the ingress answers 503
          reply = {
            status: err.statusCode,
            body: {
              error: err.code,
              message: err.message,
              request_id: requestId,
              ...(err instanceof WebhookValidationError ? { details: err.issues.map((i) => ({ ...i, code: 'invalid' })) } : {}),
            },
          };
        }
        await sendReply(rt.bus, rt.avro, rec, reply, rt.instanceId);
      },
    });
    return { stop: () => sub.close() };
  },
};
