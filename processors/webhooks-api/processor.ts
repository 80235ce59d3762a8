import { secretCipherFor } from '../../infra/secrets.js';
import { TOPICS } from '../../infra/topics.js';
import type { WebhooksApiRequestRecord } from '../../schemas/generated/records.js';
import { WebhookServiceError, WebhookValidationError } from '../../sinks/webhooks/errors.js';
import { createWebhookService, type WebhookService } from '../../sinks/webhooks/service.js';
import { defineStage } from '../kernel/index.js';

type WebhooksApiRequest = WebhooksApiRequestRecord;

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

/**
 * Webhook management behind the ingress, as a kernel stage: each request is answered over the bus. The webhook domain
 * (service, repository, delivery, signing, URL policy) lives in sinks/webhooks; this stage only maps its errors to
 * Haven's error shape.
 */
export const webhooksApiProcessor = defineStage<WebhooksApiRequest>({
  name: 'webhooks-api',
  description: 'create, list, update, delete, test webhooks and read their delivery history',
  input: { topic: TOPICS.webhooksRequested, schema: 'webhooks-api-request' },
  async open(rt) {
    const svc = createWebhookService({
      db: rt.db,
      bus: rt.bus,
      codec: rt.avro,
      clock: rt.clock,
      cipher: secretCipherFor(rt),
      urlPolicy: { allowLoopback: rt.config.WEBHOOK_ALLOW_LOOPBACK },
    });
    return {
      async run(req, { rec }) {
        try {
          return { kind: 'reply', ...(await run(svc, req)) };
        } catch (err) {
          if (!(err instanceof WebhookServiceError)) throw err; // a fault: redelivered, or the ingress answers 503
          const body = {
            error: err.code,
            message: err.message,
            request_id: rec.headers['request-id'] ?? '',
            ...(err instanceof WebhookValidationError ? { details: err.issues.map((i) => ({ ...i, code: 'invalid' })) } : {}),
          };
          return { kind: 'reply', status: err.statusCode, body };
        }
      },
    };
  },
});
