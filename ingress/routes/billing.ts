import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { getBalance } from '../../infra/platform/accounts.js';
import { ledgerPage, periodOf, spendByRoute, topups } from '../../infra/platform/billing.js';
import { PRICES_MILLS } from '../../infra/platform/money.js';
import {
  BalanceResponseSchema,
  PricingResponseSchema,
  UsageHistoryQuery,
  UsageHistoryResponseSchema,
  UsageQuery,
  UsageResponseSchema,
} from '../../schemas/http/billing.js';
import { formatBalanceUsd, formatCostUsd } from '../billing-wire.js';
import { fromZod, HttpError } from '../errors.js';
import type { RoutePolicy } from '../plugins/platform.js';
import type { RouteModule } from './types.js';

const KEYED: RoutePolicy = { auth: 'key', limit: { bucket: 'billing', perMinute: 60, by: 'key' } };
const PUBLIC: RoutePolicy = { auth: 'none', limit: { bucket: 'billing-public', perMinute: 120, by: 'ip' } };

/** below this many mills a balance is "low" (NOPE's `low_balance`): about 1,000 steer calls */
export const LOW_BALANCE_MILLS = 1000;

/** What each priced call costs, named as NOPE's pricing route names them where it has a name. */
export const PRICE_LIST: Record<string, { mills: number; description: string }> = {
  evaluate: { mills: PRICES_MILLS.evaluate, description: 'POST /v1/evaluate, per call' },
  resources_smart: { mills: PRICES_MILLS.signpost_smart, description: 'GET /v1/signpost/smart, per call' },
  steer: { mills: PRICES_MILLS.steer, description: 'POST /v1/steer, per call' },
  screen: { mills: PRICES_MILLS.screen_legacy, description: 'POST /v0/screen, per call (deprecated)' },
  screen_recommended_reply: { mills: PRICES_MILLS.screen_recommended_reply, description: 'added to /v0/screen when a recommended reply is produced' },
  oversight_analyze: { mills: PRICES_MILLS.oversight_analyze, description: 'POST /v1/oversight/analyze, per call' },
  oversight_ingest: { mills: PRICES_MILLS.oversight_ingest_per_conversation, description: 'POST /v1/oversight/ingest, per conversation' },
};

function parse<T>(schema: z.ZodType<T>, raw: unknown): T {
  const p = schema.safeParse(raw ?? {});
  if (!p.success) throw fromZod(p.error, 'query');
  return p.data;
}

function checkPeriod(start: Date, endExclusive: Date) {
  if (endExclusive <= start) throw new HttpError(400, 'invalid_request', 'end_date must not be before start_date');
}

const accountOf = (req: FastifyRequest) => req.identity!.accountId;

/**
 * /v1/billing/*: reads of the caller's own balance and ledger (nothing is written), and the public price list.
 * Plain reads of the platform tables, like authentication: no processor is involved.
 */
export const billingRoutes: RouteModule = (app, { rt }) => {
  const doc = (summary: string, extra: object = {}) => ({ summary, tags: ['billing'], ...extra });
  app.get(
    '/v1/billing/balance',
    { config: { platform: KEYED, openapi: doc("The account's balance, what it buys and recent top-ups", { response: BalanceResponseSchema }) } },
    async (req) => {
      const id = accountOf(req);
      const balance = (await getBalance(rt.db, id)) ?? 0;
      const history = await topups(rt.db, id);
      return {
        account_id: id,
        balance_mills: balance,
        balance_formatted: formatBalanceUsd(balance),
        estimated_evaluates: Math.floor(balance / PRICES_MILLS.evaluate),
        estimated_resources_smart: Math.floor(balance / PRICES_MILLS.signpost_smart),
        estimated_steers: Math.floor(balance / PRICES_MILLS.steer),
        low_balance: balance < LOW_BALANCE_MILLS,
        topup_history: history.map((t) => ({
          amount_mills: t.amountMills,
          amount_formatted: formatBalanceUsd(t.amountMills),
          created_at: t.createdAt.toISOString(),
        })),
        topup_options: [],
      };
    },
  );
  app.get(
    '/v1/billing/usage',
    { config: { platform: KEYED, openapi: doc('Spend per route over a period (default: this month)', { query: UsageQuery, response: UsageResponseSchema }) } },
    async (req) => {
      const q = parse(UsageQuery, req.query);
      const p = periodOf(q.start_date, q.end_date, rt.clock.now());
      checkPeriod(p.start, p.endExclusive);
      const rows = await spendByRoute(rt.db, accountOf(req), p);
      const total = rows.reduce((a, r) => a + r.mills, 0);
      return {
        period_start: p.start.toISOString(),
        period_end: new Date(p.endExclusive.getTime() - 1).toISOString(),
        total_spend_mills: Math.round(total * 1000) / 1000,
        total_spend_formatted: formatCostUsd(total),
        total_calls: rows.reduce((a, r) => a + r.calls, 0),
        breakdown: rows.map((r) => ({ endpoint: r.route, calls: r.calls, cost_mills: r.mills, cost_formatted: formatCostUsd(r.mills) })),
      };
    },
  );
  app.get(
    '/v1/billing/usage/history',
    { config: { platform: KEYED, openapi: doc('Charged calls, newest first', { query: UsageHistoryQuery, response: UsageHistoryResponseSchema }) } },
    async (req) => {
      const q = parse(UsageHistoryQuery, req.query);
      const p = periodOf(q.start_date ?? '1970-01-01', q.end_date, rt.clock.now());
      checkPeriod(p.start, p.endExclusive);
      const page = await ledgerPage(rt.db, accountOf(req), p, { limit: q.limit, offset: q.offset, route: q.endpoint });
      return {
        items: page.rows.map((r) => ({
          request_id: r.requestId,
          endpoint: r.route,
          cost_mills: r.mills,
          cost_formatted: formatCostUsd(r.mills),
          balance_after_mills: r.balanceAfter,
          created_at: r.createdAt.toISOString(),
        })),
        total: page.total,
        limit: q.limit,
        offset: q.offset,
      };
    },
  );
  app.get(
    '/v1/billing/pricing',
    { config: { platform: PUBLIC, openapi: doc('The price of each paid call', { response: PricingResponseSchema }) } },
    async () => ({
      unit: 'mills' as const,
      currency: 'USD' as const,
      pricing: Object.fromEntries(
        Object.entries(PRICE_LIST).map(([k, v]) => [k, { cost_mills: v.mills, cost_display: formatCostUsd(v.mills), description: v.description }]),
      ),
    }),
  );
};
