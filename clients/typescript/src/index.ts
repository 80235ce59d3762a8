/**
 * Haven's typed TypeScript client. Request and response types are generated from the zod schemas the server
 * validates with (`schemas/http/*`, the same source as /openapi.json) into `types.gen.ts`; a test fails when they drift.
 * The package is self-contained: no runtime dependency, nothing imported from outside its folder.
 *
 *   const haven = new HavenClient({ baseUrl: 'http://127.0.0.1:8787', apiKey: process.env.HAVEN_KEY });
 *   const { resources } = await haven.signpost.list({ country: 'GB', scopes: ['suicide'] });
 *
 * Errors are HavenError (status, code, message, requestId, details, body); 429 is HavenRateLimitError with
 * `retryAfterSeconds`. After each paid call `lastBilling` holds the balance and cost from the response headers.
 */
import type {
  Balance,
  CreateWebhook,
  DetectedCountry,
  Pricing,
  SignpostCountries,
  SignpostGet,
  SignpostList,
  SignpostSearch,
  SignpostSmart,
  SteerRequest,
  UpdateWebhook,
  Usage,
  UsageHistory,
  Webhook,
  WebhookDeleted,
  WebhookDeliveries,
  WebhookList,
  WebhookTestResult,
  WebhookWithSecret,
} from './types.gen.js';

// The wire types, generated from the server's zod schemas (scripts/generate-types.ts): plain TypeScript, no zod needed.
export type * from './types.gen.js';
export type SignpostResource = SignpostGet['resource'];

/** The steer answer is open-ended (engines add fields); the stable part: */
export interface SteerResult {
  request_id: string;
  [field: string]: unknown;
}

export interface ErrorDetail {
  path: string;
  message: string;
  code: string;
}

export class HavenError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId: string | undefined,
    readonly details: ErrorDetail[] | undefined,
    readonly body: Record<string, unknown> | undefined,
  ) {
    super(message);
    this.name = 'HavenError';
  }
}

export class HavenRateLimitError extends HavenError {
  constructor(
    base: HavenError,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(base.status, base.code, base.message, base.requestId, base.details, base.body);
    this.name = 'HavenRateLimitError';
  }
}

export interface BillingHeaders {
  balanceMills: number;
  balance: string;
  costMills?: number;
  cost?: string;
}

export interface HavenClientOptions {
  baseUrl: string;
  apiKey?: string;
  /** per request, default 30 s */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | boolean | readonly string[] | undefined>;

function queryString(q: Query = {}): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined) continue;
    p.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

export class HavenClient {
  private readonly base: string;
  private readonly f: typeof fetch;
  /** balance and cost of the last paid call (from X-Balance*, X-Cost*), when it had them */
  lastBilling?: BillingHeaders;
  /** X-Request-Id of the last answer */
  lastRequestId?: string;

  constructor(private readonly o: HavenClientOptions) {
    this.base = o.baseUrl.replace(/\/+$/, '');
    this.f = o.fetch ?? fetch;
  }

  private async call<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.o.apiKey) headers.authorization = `Bearer ${this.o.apiKey}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await this.f(this.base + path + queryString(query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.o.timeoutMs ?? 30_000),
    });
    this.lastRequestId = res.headers.get('x-request-id') ?? undefined;
    const bal = res.headers.get('x-balance-mills');
    if (bal !== null) {
      const cost = res.headers.get('x-cost-mills');
      this.lastBilling = {
        balanceMills: Number(bal),
        balance: res.headers.get('x-balance') ?? '',
        ...(cost !== null ? { costMills: Number(cost), cost: res.headers.get('x-cost') ?? '' } : {}),
      };
    }
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (res.ok) return parsed as T;
    const b = (parsed && typeof parsed === 'object' ? parsed : undefined) as Record<string, unknown> | undefined;
    const err = new HavenError(
      res.status,
      typeof b?.code === 'string' ? b.code : typeof b?.error === 'string' ? b.error : `http_${res.status}`,
      typeof b?.message === 'string' ? b.message : text.slice(0, 500) || res.statusText,
      typeof b?.request_id === 'string' ? b.request_id : this.lastRequestId,
      Array.isArray(b?.details) ? (b!.details as ErrorDetail[]) : undefined,
      b,
    );
    if (res.status === 429) {
      const ra = res.headers.get('retry-after');
      throw new HavenRateLimitError(err, ra === null ? undefined : Number(ra));
    }
    throw err;
  }

  readonly signpost = {
    list: (q: {
      country: string;
      scopes?: readonly string[];
      populations?: readonly string[];
      subdivisions?: readonly string[];
      urgent?: boolean;
      limit?: number;
    }) => this.call<SignpostList>('GET', '/v1/signpost', undefined, q),
    get: (id: string) => this.call<SignpostGet>('GET', `/v1/signpost/${encodeURIComponent(id)}`),
    search: (q: { query: string; country?: string; limit?: number; threshold?: number }) =>
      this.call<SignpostSearch>('GET', '/v1/signpost/search', undefined, q),
    smart: (q: { country: string; query: string; scopes?: readonly string[]; limit?: number }) =>
      this.call<SignpostSmart>('GET', '/v1/signpost/smart', undefined, q),
    trySmart: (q: { country: string; query: string; scopes?: readonly string[]; limit?: number }) =>
      this.call<SignpostSmart>('GET', '/v1/try/signpost/smart', undefined, q),
    countries: () => this.call<SignpostCountries>('GET', '/v1/signpost/countries'),
    detectCountry: () => this.call<DetectedCountry>('GET', '/v1/signpost/detect-country'),
  };

  readonly webhooks = {
    create: (b: CreateWebhook) => this.call<WebhookWithSecret>('POST', '/v1/webhooks', b),
    list: () => this.call<WebhookList>('GET', '/v1/webhooks'),
    get: (id: string) => this.call<Webhook>('GET', `/v1/webhooks/${encodeURIComponent(id)}`),
    update: (id: string, b: UpdateWebhook) => this.call<Webhook>('PUT', `/v1/webhooks/${encodeURIComponent(id)}`, b),
    delete: (id: string) => this.call<WebhookDeleted>('DELETE', `/v1/webhooks/${encodeURIComponent(id)}`),
    regenerateSecret: (id: string) => this.call<WebhookWithSecret>('POST', `/v1/webhooks/${encodeURIComponent(id)}/regenerate-secret`),
    test: (id: string) => this.call<WebhookTestResult>('POST', `/v1/webhooks/${encodeURIComponent(id)}/test`),
    events: (id: string, q: { limit?: number; cursor?: string; status?: string } = {}) =>
      this.call<WebhookDeliveries>('GET', `/v1/webhooks/${encodeURIComponent(id)}/events`, undefined, q),
    allEvents: (q: { limit?: number; cursor?: string; status?: string } = {}) => this.call<WebhookDeliveries>('GET', '/v1/webhooks/events', undefined, q),
  };

  readonly billing = {
    balance: () => this.call<Balance>('GET', '/v1/billing/balance'),
    usage: (q: { start_date?: string; end_date?: string } = {}) => this.call<Usage>('GET', '/v1/billing/usage', undefined, q),
    history: (q: { limit?: number; offset?: number; endpoint?: string; start_date?: string; end_date?: string } = {}) =>
      this.call<UsageHistory>('GET', '/v1/billing/usage/history', undefined, q),
    pricing: () => this.call<Pricing>('GET', '/v1/billing/pricing'),
  };

  /** POST /v1/steer (or the demo route with `demo: true`, no key needed) */
  steer(b: SteerRequest, o: { demo?: boolean } = {}): Promise<SteerResult> {
    return this.call<SteerResult>('POST', o.demo ? '/v1/try/steer' : '/v1/steer', b);
  }

  health(): Promise<{ status: string; [k: string]: unknown }> {
    return this.call('GET', '/health');
  }

  /** the server's OpenAPI document */
  openapi(): Promise<Record<string, unknown>> {
    return this.call('GET', '/openapi.json');
  }
}
