/**
 * An error answered in Haven's error shape (`errorBody` in ingress/errors.ts): its HTTP status, stable code, message,
 * the fields the code documents (`extra`) and response headers. Here, below every layer, so that a service's own
 * errors (the classifier's `ScoringError`) are this one and reach the HTTP answer unchanged.
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
