/**
 * PROVIDER_URL (spec 3: "an optional PROVIDER_URL from which the console fetches message content when a session has
 * none"). The spec leaves the wire open; this is Haven's contract (docs/console.md, "PROVIDER_URL"):
 *
 * - request: `GET <PROVIDER_URL>/sessions/<session_id, percent-encoded>/messages` with `Accept: application/json`,
 *   `User-Agent: haven-console`, `X-Request-Id` (the console request that asked) and, when PROVIDER_TOKEN is set,
 *   `Authorization: Bearer <PROVIDER_TOKEN>`; redirects are not followed;
 * - answer: 200 with `{"messages": [{role, content}]}` or the bare array (≤ 5,000 messages, role ≤ 32 and content
 *   ≤ 1,000,000 characters, body ≤ 16 MiB); 404 = the provider has no transcript for the session;
 * - anything else (another status, a timeout after PROVIDER_TIMEOUT_MS, a network error, a body that is not that
 *   JSON) is a provider failure: the session is still answered, without a transcript, with the reason.
 *
 * The content is shown and never stored (it stays with the provider).
 */
import { z } from 'zod';

export const PROVIDER_MAX_BYTES = 16 * 1024 * 1024;

const Messages = z.array(z.object({ role: z.string().max(32), content: z.string().max(1_000_000) })).max(5000);
const Body = z.union([z.object({ messages: Messages }), Messages]);

export type ProviderMessages = { role: string; content: string }[];

export type ProviderResult = { ok: true; messages: ProviderMessages } | { ok: false; notFound: boolean; reason: string };

export interface ProviderOptions {
  timeoutMs: number;
  /** default PROVIDER_MAX_BYTES */
  maxBytes?: number;
  token?: string;
  requestId?: string;
}

const fail = (reason: string, notFound = false): ProviderResult => ({ ok: false, notFound, reason });

/** the body as text, refused above `max` bytes (a provider must not be able to exhaust the console's memory) */
async function readCapped(res: Response, max: number): Promise<string | null> {
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > max) return null;
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function fetchProviderMessages(baseUrl: string, sessionId: string, o: ProviderOptions): Promise<ProviderResult> {
  // "." and ".." are dot segments even when percent-encoded: the request would name another path at the provider
  if (sessionId === '.' || sessionId === '..') return fail('the session id cannot be sent as a path segment');
  const url = `${baseUrl}/sessions/${encodeURIComponent(sessionId)}/messages`;
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'haven-console' };
  if (o.requestId) headers['x-request-id'] = o.requestId;
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  try {
    const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(o.timeoutMs) });
    if (res.status === 404) {
      await res.body?.cancel().catch(() => undefined);
      return fail('the provider has no transcript for this session (404)', true);
    }
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => undefined);
      return fail(`the provider answered ${res.status}`);
    }
    const max = o.maxBytes ?? PROVIDER_MAX_BYTES;
    const text = await readCapped(res, max);
    if (text === null) return fail(`the provider's answer is larger than ${max} bytes`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return fail("the provider's answer is not JSON");
    }
    const parsed = Body.safeParse(json);
    if (!parsed.success) return fail("the provider's answer is not {messages: [{role, content}]} within the limits");
    return { ok: true, messages: Array.isArray(parsed.data) ? parsed.data : parsed.data.messages };
  } catch (err) {
    const e = err as Error;
    return fail(e.name === 'TimeoutError' ? `the provider did not answer within ${o.timeoutMs} ms` : `the provider could not be reached (${e.message})`);
  }
}
