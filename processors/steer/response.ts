/** Builds the HTTP body of a steer verification from the stages' results (pure). */
import type { TruncationWarning } from '../../schemas/http/steer.js';
import type { Preprocessed, ScreenResult, VerifyResult } from './types.js';

export interface StageTimes {
  preprocess_ms: number;
  screen_ms: number;
  verify_ms: number;
}

export interface SteerResponseInput {
  requestId: string;
  receivedAt: number;
  now: number;
  pre: Preprocessed;
  cached: boolean;
  screen: ScreenResult;
  verify: VerifyResult;
  times: StageTimes;
  warnings: TruncationWarning[];
  turnCount?: number;
  triggeringUserMessage?: string;
  demo: boolean;
}

const int = (n: number) => Math.max(0, Math.round(n));

export function buildSteerResponse(i: SteerResponseInput) {
  const v = i.verify;
  const body: Record<string, unknown> = {
    outcome: v.outcome,
    compliant: v.compliant,
    modified: v.modified,
    response: v.response,
    prompt_quality: i.pre.quality,
    stages: {
      preprocess: {
        red_lines: i.pre.red_lines.length,
        watch_items: i.pre.watch_items.length,
        persona: i.pre.persona,
        cached: i.cached,
        latency_ms: int(i.times.preprocess_ms),
      },
      screen: {
        passed: i.screen.passed,
        hits: i.screen.hits,
        misses: i.screen.misses,
        evasion_patterns: i.screen.evasion_patterns,
        latency_ms: int(i.times.screen_ms),
      },
      verify: {
        exit_point: v.exit_point,
        triage_confidence: v.triage_confidence,
        ...(v.analysis_score !== undefined ? { analysis_score: v.analysis_score } : {}),
        ...(v.analysis_compliant !== undefined ? { analysis_compliant: v.analysis_compliant } : {}),
        latency_ms: int(i.times.verify_ms),
      },
    },
  };
  if (v.outcome === 'CANNOT_COMPLY' && i.pre.cannot_comply) body.cannot_comply = i.pre.cannot_comply;
  if (i.turnCount !== undefined) body.conversation = { turn_count: i.turnCount, triggering_user_message: i.triggeringUserMessage ?? '' };
  if (i.warnings.length) body.truncation = { truncated: true, warnings: i.warnings };
  // Additive fields beyond the spec: each rule's verdict with spans, the diff of a redemption, the engines.
  body.rules = v.rules;
  if (v.outcome === 'REDEEMED' && v.diff) body.diff = v.diff;
  body.engine = { preprocess: i.pre.engine, screen: i.screen.engine, verify: v.engine };
  if (i.demo) body.try_endpoint = true;
  body.request_id = i.requestId;
  body.timestamp = new Date(i.now).toISOString();
  body.total_latency_ms = int(i.now - i.receivedAt);
  return body;
}
