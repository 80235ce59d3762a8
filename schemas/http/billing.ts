/** Billing routes (not in our spec; NOPE's clients call them — shared notes "Billing"). Decisions: docs/platform.md. */
import { z } from 'zod';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (name: string) =>
  z
    .string()
    .regex(DATE, `${name} must be a date YYYY-MM-DD`)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), `${name} is not a valid date`);

export const UsageQuery = z.object({
  start_date: dateParam('start_date').optional(),
  end_date: dateParam('end_date').optional(),
});

export const UsageHistoryQuery = UsageQuery.extend({
  limit: z.coerce.number({ error: 'limit must be an integer from 1 to 100' }).int().min(1).max(100).default(50),
  offset: z.coerce.number({ error: 'offset must be a non-negative integer' }).int().min(0).max(1_000_000).default(0),
  endpoint: z.string().max(200).optional(),
});

const Money = { formatted: z.string() };

export const BalanceResponseSchema = z.object({
  account_id: z.string(),
  balance_mills: z.number(),
  balance_formatted: z.string(),
  estimated_evaluates: z.number().int(),
  estimated_resources_smart: z.number().int(),
  estimated_steers: z.number().int(),
  low_balance: z.boolean(),
  topup_history: z.array(z.object({ amount_mills: z.number(), amount_formatted: Money.formatted, created_at: z.string() })),
  /** Haven takes no payments: an operator tops up with `haven balance add`; always empty */
  topup_options: z.array(z.unknown()),
});

export const UsageResponseSchema = z.object({
  period_start: z.string(),
  period_end: z.string(),
  total_spend_mills: z.number(),
  total_spend_formatted: z.string(),
  total_calls: z.number().int(),
  breakdown: z.array(z.object({ endpoint: z.string(), calls: z.number().int(), cost_mills: z.number(), cost_formatted: z.string() })),
});

export const UsageHistoryResponseSchema = z.object({
  items: z.array(
    z.object({
      request_id: z.string(),
      endpoint: z.string(),
      cost_mills: z.number(),
      cost_formatted: z.string(),
      balance_after_mills: z.number(),
      created_at: z.string(),
    }),
  ),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const PricingResponseSchema = z.object({
  unit: z.literal('mills'),
  currency: z.literal('USD'),
  pricing: z.record(z.string(), z.object({ cost_mills: z.number(), cost_display: z.string(), description: z.string() })),
});
