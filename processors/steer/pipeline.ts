/**
 * Composes the pure steer engines: preprocess (or a cached result) → screen → verify (with redemption).
 * A CANNOT_COMPLY prompt skips screen and verify.
 */
import { preprocess } from './preprocess/engine.js';
import { screen } from './screen/engine.js';
import { LOCAL_ENGINE, type Preprocessed, type ScreenResult, type SteerInput, type VerifyResult } from './types.js';
import { verify } from './verify/engine.js';

export interface SteerRun {
  pre: Preprocessed;
  screen: ScreenResult;
  verify: VerifyResult;
  timings: { preprocess_ms: number; screen_ms: number; verify_ms: number };
}

const ms = (a: number, b: number) => Math.round((b - a) * 1000) / 1000;

export function runSteerEngines(input: SteerInput, opts: { preprocessed?: Preprocessed } = {}): SteerRun {
  const t0 = performance.now();
  const pre = opts.preprocessed ?? preprocess(input.system_prompt, input.embeddings);
  const t1 = performance.now();
  if (pre.cannot_comply) {
    return {
      pre,
      screen: { passed: false, hits: 0, misses: 0, evasion_patterns: [], findings: [], evasions: [], engine: pre.engine },
      verify: {
        outcome: 'CANNOT_COMPLY',
        compliant: false,
        modified: false,
        response: '',
        exit_point: 'TRIAGE',
        triage_confidence: 100,
        rules: [],
        engine: pre.engine ?? LOCAL_ENGINE,
      },
      timings: { preprocess_ms: ms(t0, t1), screen_ms: 0, verify_ms: 0 },
    };
  }
  const sr = screen(pre, input);
  const t2 = performance.now();
  const v = verify(pre, sr, input);
  const t3 = performance.now();
  return { pre, screen: sr, verify: v, timings: { preprocess_ms: ms(t0, t1), screen_ms: ms(t1, t2), verify_ms: ms(t2, t3) } };
}
