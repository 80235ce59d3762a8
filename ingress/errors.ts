import type { ZodError } from 'zod';

/**
 * Every 4xx/5xx body has one shape: `{ error, message, request_id, ...extra }` where `error` is a stable
 * snake_case code and `extra` holds the fields a code documents (`max_bytes` on 413, the rate-limit fields
 * on 429, `details` on validation errors).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra: Record<string, unknown> = {}) => new HttpError(400, 'invalid_request', message, extra);
export const notFound = (what = 'resource') => new HttpError(404, 'not_found', `${what} not found`);

export function fromZod(err: ZodError, where = 'body'): HttpError {
  const details = err.issues.map((i) => ({ path: [where, ...i.path.map(String)].join('.'), message: i.message, code: i.code }));
  const first = details[0];
  return new HttpError(400, 'invalid_request', first ? `${first.path}: ${first.message}` : 'invalid request', { details });
}

/**
 * The one place an error body is built: every 4xx/5xx Haven sends (route errors, framework errors, raw socket
 * answers, replayed answers) goes through here, so the shape cannot drift. Never put the request path in it.
 */
export function errorBody(e: Pick<HttpError, 'code' | 'message' | 'extra'>, requestId: string): Record<string, unknown> {
  return { error: e.code, message: e.message, request_id: requestId, ...e.extra };
}
