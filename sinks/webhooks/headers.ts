/**
 * The seven headers on every delivery (spec 2, "Headers on every delivery"), or — for a webhook created with
 * `signature_format: "standard"` — the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature: v1,<base64>`), signed by the `standardwebhooks` package itself. docs/webhooks.md.
 */
import { Webhook as StandardWebhook } from 'standardwebhooks';
import type { SignatureFormat } from './repository.js';
import { computeSignature } from './sign.js';

export const USER_AGENT = 'SERVICE-Webhooks/1.0';

export interface DeliveryHeaderInput {
  secret: string;
  rawBody: string;
  /** Unix seconds at send time */
  timestamp: number;
  event: string;
  deliveryId: string;
  webhookId: string;
  format?: SignatureFormat;
}

export function deliveryHeaders(input: DeliveryHeaderInput): Record<string, string> {
  const ts = String(Math.floor(input.timestamp));
  if (input.format === 'standard') {
    // webhook-id is the delivery id: stable across retries, so receivers deduplicate on it (as the spec asks)
    const signature = new StandardWebhook(input.secret).sign(input.deliveryId, new Date(Number(ts) * 1000), input.rawBody);
    return {
      'webhook-id': input.deliveryId,
      'webhook-timestamp': ts,
      'webhook-signature': signature,
      'X-SERVICE-Event': input.event,
      'X-SERVICE-Webhook-ID': input.webhookId,
      'Content-Type': 'application/json',
      'User-Agent': USER_AGENT,
    };
  }
  return {
    'X-SERVICE-Signature': computeSignature(input.secret, ts, input.rawBody),
    'X-SERVICE-Timestamp': ts,
    'X-SERVICE-Event': input.event,
    'X-SERVICE-Delivery-ID': input.deliveryId,
    'X-SERVICE-Webhook-ID': input.webhookId,
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
  };
}
