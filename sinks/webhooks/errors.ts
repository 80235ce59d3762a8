/**
 * Errors the webhook service throws; the routes map them to the platform's error shape.
 * Each carries `statusCode` (what fastify's error handler reads) and a stable `code`.
 */
export class WebhookServiceError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'WebhookServiceError';
  }
}

/** unknown id, deleted webhook, or another account's webhook: all look the same (no existence oracle) */
export class WebhookNotFoundError extends WebhookServiceError {
  constructor(id: string) {
    super(404, 'not_found', `webhook ${id} not found`);
    this.name = 'WebhookNotFoundError';
  }
}

export interface ValidationIssue {
  path: string;
  message: string;
}

export class WebhookValidationError extends WebhookServiceError {
  constructor(
    message: string,
    readonly issues: ValidationIssue[] = [],
  ) {
    super(400, 'invalid_request', message, { issues });
    this.name = 'WebhookValidationError';
  }
}

/** NOPE requires a paid balance to create webhooks (403 otherwise); so does Haven (spec: "Webhooks require a minimum account balance") */
export class WebhookBalanceError extends WebhookServiceError {
  constructor() {
    super(403, 'balance_required', 'Webhooks require a positive account balance; top up the account first');
    this.name = 'WebhookBalanceError';
  }
}

export class WebhookLimitError extends WebhookServiceError {
  constructor(limit: number) {
    super(400, 'webhook_limit_reached', `an account can have at most ${limit} webhooks`);
    this.name = 'WebhookLimitError';
  }
}
