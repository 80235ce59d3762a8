import type { Component, Runtime } from '../../infra/runtime.js';
import { secretCipherFor } from '../../infra/secrets.js';
import { WebhookSink } from './sink.js';

/** The webhook sink role: fans `webhook.events` out to deliveries, then signs, sends and retries them. */
export const webhookSinkComponent: Component = {
  name: 'webhooks',
  kind: 'sink',
  description: 'signed webhook delivery with retries (1 min, 10 min, 1 h), surviving restarts',
  async start(rt: Runtime) {
    const sink = new WebhookSink({
      db: rt.db,
      bus: rt.bus,
      codec: rt.avro,
      clock: rt.clock,
      cipher: secretCipherFor(rt),
      timeoutMs: rt.config.WEBHOOK_TIMEOUT_MS,
      urlPolicy: { allowLoopback: rt.config.WEBHOOK_ALLOW_LOOPBACK },
      concurrency: rt.config.WEBHOOK_CONCURRENCY,
      perWebhookConcurrency: rt.config.WEBHOOK_CONCURRENCY_PER_WEBHOOK,
      logger: rt.logger.child({ component: 'webhooks' }),
      metrics: {
        attempt: (i) => rt.metrics.busRecords.inc({ component: 'webhooks-delivery', outcome: i.outcome }),
      },
    });
    await sink.start();
    return { stop: () => sink.close() };
  },
};
