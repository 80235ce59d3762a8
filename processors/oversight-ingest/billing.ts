/**
 * Ingest billing (spec doc 3): 0.10 USD per submitted conversation, the whole batch checked and deducted before
 * storage. The 402 body is the platform's insufficient-balance body plus `per_conversation_mills` and
 * `conversations` (top level, and inside NOPE's `balance` object).
 */
import { millsToUsd, PRICES_MILLS } from '../../infra/platform/money.js';

export const PER_CONVERSATION_MILLS = PRICES_MILLS.oversight_ingest_per_conversation;

export function batchPriceMills(conversations: number): number {
  return conversations * PER_CONVERSATION_MILLS;
}

const usd = (mills: number) => `$${(mills / 1000).toFixed(2)}`;

export function ingestInsufficientBody(requestId: string, balanceMills: number, conversations: number): Record<string, unknown> {
  const required = batchPriceMills(conversations);
  return {
    error: 'insufficient_balance',
    code: 'insufficient_balance',
    message: `the account balance does not cover ${conversations} conversation${conversations === 1 ? '' : 's'} at ${usd(PER_CONVERSATION_MILLS)} each; top up to continue`,
    request_id: requestId,
    balance_mills: balanceMills,
    required_mills: required,
    balance_usd: millsToUsd(balanceMills),
    required_usd: millsToUsd(required),
    per_conversation_mills: PER_CONVERSATION_MILLS,
    conversations,
    balance: {
      current_mills: balanceMills,
      required_mills: required,
      formatted_current: usd(balanceMills),
      formatted_required: usd(required),
      per_conversation_mills: PER_CONVERSATION_MILLS,
      conversations,
    },
  };
}
