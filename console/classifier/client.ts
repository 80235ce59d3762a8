/**
 * The console's HTTP client to the scorer (`haven ocular`, OCULAR_URL): `POST /classify` in trajectory mode for
 * unscored ingests (spec 3: "the console calls the scorer itself in trajectory mode"), `GET /health` for the deep
 * health check. A response is accepted only in the spec's shape (result.ts); anything else is a scorer failure.
 */
import { type ClassifierResult, ClassifierResultSchema } from './result.js';

export class ScorerError extends Error {
  constructor(
    message: string,
    /** the scorer said 429/503: retry later */
    readonly busy = false,
  ) {
    super(message);
  }
}

export interface ScorerClient {
  classify(messages: { role: string; content: string }[]): Promise<ClassifierResult>;
  health(): Promise<{ ok: boolean; detail: string }>;
}

export function createScorerClient(baseUrl: string, timeoutMs: number): ScorerClient {
  return {
    async classify(messages) {
      let res: Response;
      try {
        res = await fetch(`${baseUrl}/classify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // every turn boundary, so message-scope rules see each turn
          body: JSON.stringify({ messages: messages.map((m) => ({ role: m.role, content: m.content })), per_turn: true, trajectory_stride: 1 }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new ScorerError(`the scorer at OCULAR_URL did not answer: ${(err as Error).message}`);
      }
      const text = await res.text();
      if (res.status !== 200) throw new ScorerError(`the scorer answered HTTP ${res.status}: ${text.slice(0, 200)}`, res.status === 429 || res.status === 503);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new ScorerError('the scorer answered with a body that is not JSON');
      }
      const parsed = ClassifierResultSchema.safeParse(json);
      if (!parsed.success) {
        const i = parsed.error.issues[0];
        throw new ScorerError(`the scorer's response is not a classify result (${i?.path.join('.')}: ${i?.message})`);
      }
      return parsed.data;
    },
    async health() {
      try {
        const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(Math.min(timeoutMs, 5000)) });
        const body = (await res.json().catch(() => ({}))) as { status?: string; version?: string };
        return {
          ok: res.status === 200 && body.status === 'ok',
          detail: `HTTP ${res.status}${body.status ? `, status ${body.status}` : ''}${body.version ? `, version ${body.version}` : ''}`,
        };
      } catch (err) {
        return { ok: false, detail: (err as Error).message };
      }
    },
  };
}
