import type { ZodError } from 'zod';
import { HttpError } from '../schemas/http/error.js';

/**
 * Every 4xx/5xx body is built by `errorBody` (one function, so the shape cannot drift):
 * `{ error, code, message, request_id, ...extra }`.
 *
 * - `code` is the stable snake_case code (`not_found`, `invalid_request`, …) for programs.
 * - `error` is what NOPE's clients show to people as the error message (they read `error`, not `message`), so it
 *   holds the human sentence — except for the codes whose wire spelling is fixed by the spec or NOPE's clients
 *   (`rate_limit_exceeded`, `insufficient_balance`, `service_unavailable`, `gone`, …): there `error` is the code.
 * - `details`, where present, is always `[{path, message, code}]`.
 * - `extra` holds the fields a code documents (`max_bytes` on 413, the rate-limit fields on 429, `id` on a
 *   signpost 404, `hint` on a vocabulary 400, …). Decisions: docs/platform.md.
 */
export { HttpError };

/** codes whose `error` value is the code itself on the wire (spec 2 "Errors"; NOPE's 402/429/503/410 bodies) */
export const CODE_IN_ERROR: ReadonlySet<string> = new Set([
  'rate_limit_exceeded',
  'insufficient_balance',
  'service_unavailable',
  'engine_timeout',
  'gone',
  'internal_error',
]);

export interface ErrorDetail {
  path: string;
  message: string;
  code: string;
}

/** One shape for `details`: accepts zod-like issues, `{path, message}` pairs or strings. */
export function normalizeDetails(raw: unknown): ErrorDetail[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.map((d): ErrorDetail => {
    if (typeof d === 'string') return { path: '', message: d, code: 'invalid' };
    const o = (d ?? {}) as { path?: unknown; message?: unknown; code?: unknown };
    const path = Array.isArray(o.path) ? o.path.map(String).join('.') : String(o.path ?? '');
    return { path, message: String(o.message ?? ''), code: typeof o.code === 'string' ? o.code : 'invalid' };
  });
}

/** The one error body. */
export function errorBody(status: number, code: string, message: string, requestId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const { details, ...rest } = extra;
  const d = normalizeDetails(details);
  return {
    ...rest,
    error: CODE_IN_ERROR.has(code) || status >= 500 ? code : message,
    code,
    message,
    request_id: requestId,
    ...(d ? { details: d } : {}),
  };
}

export const httpErrorBody = (e: HttpError, requestId: string) => errorBody(e.status, e.code, e.message, requestId, e.extra);

/**
 * A processor's error reply (`{error: <code>, message, …}` over the bus, from any service) in the one shape.
 * Bodies already in the shape (a `code` field) pass unchanged.
 */
export function normalizeReplyError(status: number, body: unknown, requestId: string): Record<string, unknown> | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const b = body as Record<string, unknown>;
  if (typeof b.code === 'string' && typeof b.error === 'string' && typeof b.message === 'string') return undefined;
  if (typeof b.error !== 'string') return undefined;
  const { error, message, request_id, ...extra } = b;
  return errorBody(status, error, typeof message === 'string' ? message : error, typeof request_id === 'string' && request_id ? request_id : requestId, extra);
}

export const badRequest = (message: string, extra: Record<string, unknown> = {}) => new HttpError(400, 'invalid_request', message, extra);
export const notFound = (what = 'resource') => new HttpError(404, 'not_found', `${what} not found`);

export function fromZod(err: ZodError, where = 'body'): HttpError {
  const details = err.issues.map((i) => ({ path: [where, ...i.path.map(String)].join('.'), message: i.message, code: i.code }));
  const first = details[0];
  return new HttpError(400, 'invalid_request', first ? `${first.path}: ${first.message}` : 'invalid request', { details });
}
