import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../infra/db/types.js';
import { authenticate, charge, type KeyIdentity } from '../../infra/platform/accounts.js';
import { claimRequest, releaseClaim, rememberAnswer, requestHash } from '../../infra/platform/idempotency.js';
import { millsToUsd } from '../../infra/platform/money.js';
import { checkLimit, type RateLimitStore } from '../../infra/platform/rate-limit.js';
import type { RouteDoc } from '../../schemas/http/route-doc.js';
import { balanceHeaders, insufficientBalanceExtra } from '../billing-wire.js';
import { HttpError, httpErrorBody } from '../errors.js';

/** What a route needs from the platform, declared in its `config.platform`. */
export interface RoutePolicy {
  auth: 'key' | 'none';
  /** account feature flag required (403 without it), e.g. 'oversight' */
  feature?: string;
  /** the 403 a route answers without the feature, where its clients expect a particular body (default: feature_not_enabled) */
  featureDenied?: () => HttpError;
  /** charged once when the route answers 200; a 402 is returned up front when the balance cannot cover it */
  priceMills?: number | ((req: FastifyRequest) => number);
  /** rate-limit bucket and its per-minute limit; `by: 'ip'` for public and demo routes */
  limit: { bucket: string; perMinute: number; by: 'key' | 'ip' };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    platform?: RoutePolicy;
    /** the route's wire for the OpenAPI document */
    openapi?: RouteDoc;
  }
  interface FastifyRequest {
    identity?: KeyIdentity;
    chargedMills?: number;
    /** the JSON body's text as received (set by the JSON body parser; hashed for idempotency) */
    rawBody?: string;
    /** the caller's X-Request-Id claimed for this (priced) request */
    idempotencyKey?: string;
    /** the answer is a stored one, sent again: nothing is charged */
    replayed?: boolean;
  }
}

/** Routes with no declared policy (health, metrics, pages) still get a generous per-IP limit and its headers. */
export const DEFAULT_POLICY: RoutePolicy = { auth: 'none', limit: { bucket: 'default', perMinute: 600, by: 'ip' } };

/** Test keys are meant for integration work, not traffic: a tenth of each route's limit (at least 5/min). */
export function testKeyLimit(perMinute: number): number {
  return Math.max(5, Math.floor(perMinute / 10));
}

export interface PlatformDeps {
  db: Db;
  rateLimits: RateLimitStore;
  now: () => number;
  /** how long a claimed X-Request-Id blocks a concurrent retry before the claim counts as abandoned */
  idempotencyLockMs?: number;
}

/** The caller's own X-Request-Id (when it became the request id); minted ids are never retried, so need no claim. */
function callerRequestId(req: FastifyRequest): string | undefined {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && given === req.id ? given : undefined;
}

export function registerPlatform(app: FastifyInstance, deps: PlatformDeps) {
  const identities = new IdentityCache();
  app.decorateRequest('identity', undefined);
  app.decorateRequest('chargedMills', undefined);

  // onRequest runs before the body is read: auth, limits and balance answer first and cost no parsing.
  app.addHook('onRequest', async (req, reply) => {
    const policy = req.routeOptions.config?.platform ?? DEFAULT_POLICY;
    if (policy.auth === 'key') {
      try {
        req.identity = await authenticateRequest(deps.db, identities, req);
      } catch (err) {
        // Failed authentications are limited per IP (and so still carry the rate-limit headers).
        await applyRateLimit(deps, req, reply, { auth: 'none', limit: { bucket: 'unauthenticated', perMinute: 120, by: 'ip' } });
        throw err;
      }
    }
    if (policy.feature && !req.identity?.features.includes(policy.feature)) {
      if (policy.featureDenied) throw policy.featureDenied();
      throw new HttpError(403, 'feature_not_enabled', `this account does not have access to ${policy.feature}; contact support to enable it`, {
        feature: policy.feature,
      });
    }
    await applyRateLimit(deps, req, reply, policy);
    const price = priceOf(policy, req);
    if (req.identity && price > 0 && req.identity.balanceMills < price) throw insufficientBalance(req.identity.balanceMills, price);
  });

  // Idempotency (docs/platform.md): on a priced route, the caller's X-Request-Id is claimed for this account and
  // bound to a hash of the request. The same request again gets the stored answer (no computation, no charge);
  // the same id with another request is refused; a concurrent duplicate waits for the first.
  app.addHook('preHandler', async (req, reply) => {
    const policy = req.routeOptions.config?.platform;
    const key = callerRequestId(req);
    if (!policy || !req.identity || !key || priceOf(policy, req) <= 0) return;
    const hash = requestHash(req.method, req.url, req.rawBody ?? '');
    const claim = await claimRequest(deps.db, { accountId: req.identity.accountId, key, hash, now: deps.now(), lockMs: deps.idempotencyLockMs ?? 30_000 });
    if (claim.kind === 'mismatch') {
      throw new HttpError(409, 'idempotency_key_reused', 'this X-Request-Id was already used for a different request; use a new id for a new request');
    }
    if (claim.kind === 'in_progress') {
      throw new HttpError(
        409,
        'request_in_progress',
        'a request with this X-Request-Id is still being processed; retry shortly for its answer',
        {},
        { 'Retry-After': '1' },
      );
    }
    if (claim.kind === 'replay') {
      req.replayed = true;
      reply.header('Idempotent-Replayed', 'true');
      return reply.status(claim.status).type(claim.contentType).send(claim.body);
    }
    req.idempotencyKey = key;
  });

  // Charge after the handler succeeded and before the body leaves: a failed charge (balance spent meanwhile)
  // turns the answer into a 402, so nothing is ever served unpaid and nothing is charged for a 4xx.
  app.addHook('onSend', async (req, reply, payload) => {
    const policy = req.routeOptions.config?.platform;
    if (req.replayed) return payload;
    const claimed = req.identity && req.idempotencyKey ? { accountId: req.identity.accountId, key: req.idempotencyKey } : undefined;
    if (!policy || !req.identity || reply.statusCode !== 200) {
      if (claimed) await releaseClaim(deps.db, claimed.accountId, claimed.key);
      return payload;
    }
    const price = priceOf(policy, req);
    if (price <= 0) return payload;
    const answer = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
    const remember =
      claimed && answer !== undefined
        ? (q: Parameters<typeof rememberAnswer>[0]) =>
            rememberAnswer(q, {
              ...claimed,
              status: 200,
              contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
              body: answer,
            })
        : undefined;
    const r = await charge(deps.db, req.identity.accountId, req.id, req.routeOptions.url ?? req.url, price, remember);
    identities.rememberBalance(bearerToken(req.headers.authorization), r.balanceMills);
    if (!r.ok) {
      if (claimed) await releaseClaim(deps.db, claimed.accountId, claimed.key);
      const e = insufficientBalance(r.balanceMills, price);
      reply.status(402).header('content-type', 'application/json; charset=utf-8');
      for (const [k, v] of Object.entries(e.headers)) reply.header(k, v);
      return JSON.stringify(httpErrorBody(e, req.id));
    }
    req.chargedMills = price;
    // NOPE's clients read the balance and the cost of a paid call from these headers.
    for (const [k, v] of Object.entries(balanceHeaders(r.balanceMills, price))) reply.header(k, v);
    return payload;
  });
}

function priceOf(policy: RoutePolicy, req: FastifyRequest): number {
  return typeof policy.priceMills === 'function' ? policy.priceMills(req) : (policy.priceMills ?? 0);
}

export function insufficientBalance(balanceMills: number, requiredMills: number) {
  return new HttpError(
    402,
    'insufficient_balance',
    'the account balance does not cover this call; top up to continue',
    {
      balance_mills: balanceMills,
      required_mills: requiredMills,
      balance_usd: millsToUsd(balanceMills),
      required_usd: millsToUsd(requiredMills),
      ...insufficientBalanceExtra(balanceMills, requiredMills),
    },
    balanceHeaders(balanceMills),
  );
}

/** The token of an `Authorization: Bearer <token>` header; undefined when the header is absent or of another scheme. */
function bearerToken(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
}

/**
 * Identities are cached for two seconds per ingress: a lookup per request would cost more than a cached steer
 * call. A revoked key therefore works for at most two more seconds; the balance seen here is only the up-front
 * check, the charge itself is authoritative (conditional update).
 */
class IdentityCache {
  private static readonly TTL_MS = 2000;
  private readonly entries = new Map<string, { identity: KeyIdentity; expires: number }>();

  get(token: string, now: number): KeyIdentity | undefined {
    const hit = this.entries.get(token);
    return hit && hit.expires > now ? hit.identity : undefined;
  }

  set(token: string, identity: KeyIdentity, now: number) {
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(token, { identity, expires: now + IdentityCache.TTL_MS });
  }

  /** After a charge, the cached balance follows it (so the up-front 402 check stays close to the truth). */
  rememberBalance(token: string | undefined, balanceMills: number) {
    const hit = token ? this.entries.get(token) : undefined;
    if (hit) hit.identity = { ...hit.identity, balanceMills };
  }
}

async function authenticateRequest(db: Db, cache: IdentityCache, req: FastifyRequest): Promise<KeyIdentity> {
  const header = req.headers.authorization;
  if (!header) throw new HttpError(401, 'missing_api_key', 'send your API key as Authorization: Bearer <key>');
  const token = bearerToken(header);
  if (!token) throw new HttpError(401, 'invalid_api_key', 'the Authorization header must be Bearer <key>');
  const now = Date.now();
  const cached = cache.get(token, now);
  if (cached) return cached;
  const identity = await authenticate(db, token);
  if (!identity) throw new HttpError(401, 'invalid_api_key', 'the API key is invalid or revoked');
  cache.set(token, identity, now);
  return identity;
}

async function applyRateLimit(deps: PlatformDeps, req: FastifyRequest, reply: FastifyReply, policy: RoutePolicy) {
  const { limit } = policy;
  const byKey = limit.by === 'key' && req.identity;
  const subject = byKey ? `k:${req.identity!.keyId}` : `ip:${req.ip}`;
  const perMinute = byKey && req.identity!.isTest ? testKeyLimit(limit.perMinute) : limit.perMinute;
  const d = await checkLimit(deps.rateLimits, `${limit.bucket}|${subject}`, perMinute, deps.now());
  reply.header('X-RateLimit-Limit', String(d.limit));
  reply.header('X-RateLimit-Remaining', String(d.remaining));
  reply.header('X-RateLimit-Reset', String(d.reset));
  if (!d.allowed) {
    throw new HttpError(
      429,
      'rate_limit_exceeded',
      `rate limit of ${d.limit} requests per minute exceeded; retry after ${d.retryAfterSeconds} s`,
      { retry_after_seconds: d.retryAfterSeconds, limit: d.limit, remaining: d.remaining, reset: d.reset },
      { 'Retry-After': String(d.retryAfterSeconds) },
    );
  }
}
