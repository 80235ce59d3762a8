import { HttpError } from '../../../schemas/http/error.js';
import type { ClassifyMessage } from '../../../schemas/http/ocular.js';

/** What the scoring core is asked (the spec's classify request without the self-hosted `log` fields). */
export interface ScoreRequest {
  messages?: ClassifyMessage[];
  text?: string;
  per_turn: boolean;
  trajectory_stride: number;
  thoroughness: 'fast' | 'auto' | 'thorough';
  detail: boolean;
}

/** The spec's classify response (200), as built by the core or an upstream classifier. */
export type ScoreResult = Record<string, unknown> & { salience: number; meta: Record<string, unknown> };

/** Why scoring did not produce a result, as the route answers it (an HttpError: answered as it is). */
export class ScoringError extends HttpError {}

/**
 * Where scores come from: the local core (`local`) or another classifier (`remote`, relay mode). The server,
 * the bus processor and the streaming consumer all score through this one interface.
 */
export interface ScoringBackend {
  readonly mode: 'local' | 'remote';
  /** number of loaded heads (local mode) */
  heads(): number | undefined;
  score(req: ScoreRequest, requestId: string): Promise<ScoreResult>;
  close?(): Promise<void>;
}

/** The request as the core takes it: `messages` wins over `text` (spec), nulls dropped, `log` fields stripped. */
export function toScoreRequest(b: {
  messages?: ClassifyMessage[] | null;
  text?: string | null;
  per_turn?: boolean;
  trajectory_stride?: number;
  thoroughness?: 'fast' | 'auto' | 'thorough';
  detail?: boolean;
}): ScoreRequest {
  const useMessages = !!b.messages && b.messages.length > 0;
  return {
    ...(useMessages ? { messages: b.messages! } : { text: b.text ?? '' }),
    per_turn: b.per_turn ?? false,
    trajectory_stride: b.trajectory_stride ?? 3,
    thoroughness: b.thoroughness ?? 'auto',
    detail: b.detail ?? false,
  };
}
