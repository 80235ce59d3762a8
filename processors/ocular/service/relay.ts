import { type ScoreRequest, type ScoreResult, type ScoringBackend, ScoringError } from './backend.js';
import { endpoint } from './config.js';

/**
 * Relay mode (SCORING_URL set): scoring is proxied to another classifier. Its answers pass through: a 200 as the
 * result, a 4xx or a 503 (the client's input, or a retryable warm-up) with its status and body. Anything else — a
 * 5xx, a timeout, a refused connection, a body that is not a classify result — is the spec's 502.
 */
export function relayBackend(scoringUrl: string, timeoutMs: number): ScoringBackend {
  const url = endpoint(scoringUrl, '/classify');
  return {
    mode: 'remote',
    heads: () => undefined,
    async score(req: ScoreRequest, requestId: string): Promise<ScoreResult> {
      let r: Response;
      let text: string;
      try {
        r = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-id': requestId },
          body: JSON.stringify(req),
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await r.text();
      } catch (err) {
        const e = err as Error;
        const why = e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : e.message;
        throw new ScoringError(502, 'upstream_failed', `remote scoring failed: ${why}`);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      if (r.status === 200 && isResult(body)) return body;
      if ((r.status >= 400 && r.status < 500) || r.status === 503) {
        const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
        const retry = r.headers.get('retry-after');
        throw new ScoringError(
          r.status,
          typeof b.error === 'string' ? b.error : 'upstream_rejected',
          typeof b.message === 'string' ? b.message : `the upstream classifier answered ${r.status}`,
          { upstream_status: r.status },
          retry ? { 'Retry-After': retry } : {},
        );
      }
      throw new ScoringError(
        502,
        'upstream_failed',
        `remote scoring failed: the upstream classifier answered ${r.status}${r.status === 200 ? ' without a classify result' : ''}`,
        {
          upstream_status: r.status,
        },
      );
    },
  };
}

function isResult(b: unknown): b is ScoreResult {
  return !!b && typeof b === 'object' && typeof (b as { salience?: unknown }).salience === 'number' && typeof (b as { meta?: unknown }).meta === 'object';
}
