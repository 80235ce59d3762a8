/**
 * One signed webhook POST, the core shared by every sender of Haven-signed webhooks: the account webhooks
 * (`sink.ts`) and the console's `watchlist_match` outbox (`console/delivery/worker.ts`). Each keeps its own state
 * machine and retry schedule (they follow different specs); what they share is how an attempt is made and read:
 * a connection pool whose DNS lookup refuses non-public addresses at connect time (`url-policy.ts`), the signed
 * headers (`headers.ts`), one receiver timeout for connect, headers and body, a small drain of the answer so the
 * connection can be reused, and a failed send read as a short category (`classifyError`).
 */
import { Agent, request } from 'undici';
import { type DeliveryHeaderInput, deliveryHeaders } from './headers.js';
import type { AttemptOutcome } from './schedule.js';
import { createGuardedLookup, type Resolver, type WebhookUrlPolicy } from './url-policy.js';

/** the HTTP connection pool of a sender: every address a hostname resolves to is checked against the policy */
export function createDeliveryAgent(o: { policy: WebhookUrlPolicy; timeoutMs: number; resolver?: Resolver }): Agent {
  return new Agent({
    connect: { lookup: createGuardedLookup(o.resolver, o.policy) as never, timeout: o.timeoutMs },
    headersTimeout: o.timeoutMs,
    bodyTimeout: o.timeoutMs,
    keepAliveTimeout: 4_000,
  });
}

export interface SignedPost {
  /** a URL that passed `checkWebhookUrl` */
  url: URL;
  /** the signing input; `rawBody` is also what is sent */
  sign: DeliveryHeaderInput;
  timeoutMs: number;
  /** aborted when the sender stops: an attempt cut short reads as `interrupted` */
  stop?: AbortSignal;
}

/** sends one signed POST; never throws: the answer is the status code, a failure a category */
export async function postSigned(agent: Agent, p: SignedPost): Promise<AttemptOutcome> {
  const timeout = AbortSignal.timeout(p.timeoutMs);
  try {
    const res = await request(p.url, {
      method: 'POST',
      headers: deliveryHeaders(p.sign),
      body: p.sign.rawBody,
      dispatcher: agent,
      signal: p.stop ? AbortSignal.any([timeout, p.stop]) : timeout,
      headersTimeout: p.timeoutMs,
      bodyTimeout: p.timeoutMs,
    });
    // The answer is the status code; drain a little of the body so the connection can be reused.
    await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
    return { kind: 'response', statusCode: res.statusCode };
  } catch (err) {
    if (p.stop?.aborted) return { kind: 'interrupted', error: 'interrupted' };
    return classifyError(err);
  }
}

function errorChain(err: unknown): { code?: string; name?: string; message?: string }[] {
  const out: { code?: string; name?: string; message?: string }[] = [];
  let e: unknown = err;
  for (let i = 0; i < 6 && e && typeof e === 'object'; i++) {
    out.push(e as { code?: string; name?: string; message?: string });
    e = (e as { cause?: unknown }).cause;
  }
  return out;
}

/**
 * A failed send as a short category, never the library's text: raw errors carry OpenSSL output, source paths and
 * addresses that a tenant must not read back (`last_error`).
 */
export function classifyError(err: unknown): AttemptOutcome {
  const chain = errorChain(err);
  const codes = chain.map((e) => String(e.code ?? ''));
  const text = chain.map((e) => `${e.name ?? ''} ${e.message ?? ''}`).join(' ');
  if (codes.includes('HAVEN_BLOCKED_ADDRESS')) return { kind: 'blocked', error: 'blocked_address' };
  const timeout = chain.some(
    (e) => e.name === 'TimeoutError' || ['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT'].includes(String(e.code)),
  );
  if (timeout) return { kind: 'timeout', error: 'timeout' };
  const has = (...c: string[]) => codes.some((x) => c.includes(x));
  if (has('ECONNREFUSED')) return { kind: 'network', error: 'connection_refused' };
  if (has('ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME')) return { kind: 'network', error: 'dns_error' };
  if (
    codes.some((c) => /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_OSSL)/.test(c)) ||
    /\b(SSL|TLS|certificate)\b/i.test(text)
  ) {
    return { kind: 'network', error: 'tls_error' };
  }
  if (has('EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN')) return { kind: 'network', error: 'host_unreachable' };
  if (has('ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED')) return { kind: 'network', error: 'connection_reset' };
  return { kind: 'network', error: 'network_error' };
}
