/**
 * Analysis with the optional reviewer: the local judgment first, then (full mode, not the demo, a reviewer configured)
 * the reviewer's findings applied before the result is built. A reviewer that fails or times out leaves the local
 * result, and `model_used` then names the local judgment alone.
 */
import { type AnalyzeInput, type AnalyzeOutput, analyze, type EngineDeps, finishAnalysis, prepareAnalysis } from './engine.js';
import type { OversightReviewer } from './review-anthropic.js';

export interface ReviewOptions {
  reviewer?: OversightReviewer;
  /** time the reviewer may take (the caller's deadline less a margin) */
  timeoutMs: number;
  onError?: (err: Error) => void;
}

/** the least time worth a reviewer call; below it the local result is returned at once */
export const MIN_REVIEW_MS = 1000;

export async function analyzeReviewed(input: AnalyzeInput, deps: EngineDeps, o: ReviewOptions): Promise<AnalyzeOutput> {
  if (!o.reviewer || deps.demo || input.config?.mode === 'fast' || o.timeoutMs < MIN_REVIEW_MS) return analyze(input, deps);
  const p = prepareAnalysis(input, deps);
  try {
    const review = await o.reviewer.review(p.conversation, p.analysis.turns, o.timeoutMs);
    return finishAnalysis(p, input, deps, { engine: o.reviewer.engine, review });
  } catch (err) {
    o.onError?.(err as Error);
    return finishAnalysis(p, input, deps);
  }
}
