/**
 * The scanner contract: every check, head, risk type, behaviour family and watchlist rule is a member of this one
 * shape. A member has a name, a zod schema for its params, an `evaluate` that returns Verdicts and, where it can fix
 * what it finds, a `repair` with a declared phase (repairs run in phase order, then everything is re-checked).
 * A model-backed member declares its model as pinned data (file, sha256, threshold, calibration).
 */
import type { z } from 'zod';
import type { Verdict } from '../../schemas/verdict.js';

export type Calibration = { kind: 'platt'; a: number; b: number } | { kind: 'isotonic'; x: number[]; y: number[] } | { kind: 'identity' };

export interface ModelPin {
  /** path relative to the repository root, e.g. `seeds/models/ocular-heads.onnx` */
  file: string;
  sha256: string;
  /** decision threshold on the calibrated score */
  threshold: number;
  calibration: Calibration;
  /** output name or index inside the model file, when one file holds several heads */
  output?: string;
}

export interface Repair<P, C> {
  /**
   * lower phases run first (e.g. removals before additions before wrapping); a member that fixes several kinds of
   * rule (a format member: strip markdown, add a postscript, wrap in JSON) gives the phase per rule
   */
  phase: number | PhaseOf<P>;
  fix(text: string, params: P, ctx: C): string;
}

/** A phase given per rule (method-shaped so that members with different params share one registry type). */
type PhaseOf<P> = { phase(params: P): number }['phase'];

/** The phase of one repair step. */
export function phaseOf<P>(r: Repair<P, unknown>, params: P): number {
  return typeof r.phase === 'function' ? r.phase(params) : r.phase;
}

/** `R`: what a repair sees (defaults to the evaluation context `C`). */
export interface Member<S extends z.ZodType = z.ZodType, I = unknown, C = unknown, R = C> {
  name: string;
  /** one sentence: what the member looks for */
  description: string;
  params: S;
  evaluate(input: I, params: z.infer<S>, ctx: C): Verdict[] | Promise<Verdict[]>;
  repair?: Repair<z.infer<S>, R>;
  model?: ModelPin;
  /** codes this member may emit (defaults to its name); checked by the registry test */
  emits?: readonly string[];
}

/** Identity helper that keeps the params type of a member literal (so `evaluate` sees typed params). */
export function defineMember<S extends z.ZodType, I, C, R = C>(m: Member<S, I, C, R>): Member<S, I, C, R> {
  return m;
}

/** Maps a raw score through a member's calibration to a probability. */
export function calibrate(score: number, c: Calibration): number {
  switch (c.kind) {
    case 'identity':
      return score;
    case 'platt':
      return 1 / (1 + Math.exp(-(c.a * score + c.b)));
    case 'isotonic': {
      const { x, y } = c;
      if (x.length === 0) return score;
      if (score <= x[0]!) return y[0]!;
      if (score >= x[x.length - 1]!) return y[y.length - 1]!;
      let lo = 0;
      let hi = x.length - 1;
      while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if (x[mid]! <= score) lo = mid;
        else hi = mid;
      }
      const t = (score - x[lo]!) / (x[hi]! - x[lo]! || 1);
      return y[lo]! + t * (y[hi]! - y[lo]!);
    }
  }
}
