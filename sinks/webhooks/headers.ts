/** The seven headers on every delivery (spec 2, "Headers on every delivery"). */
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
}

export function deliveryHeaders(input: DeliveryHeaderInput): Record<string, string> {
  const ts = String(Math.floor(input.timestamp));
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
