/**
 * The classifier's response as the console accepts it (spec 3, "Classifier response" and "Trajectory"): the fields
 * the contract guarantees are required and typed; everything else (heads, confidence, stability, detail, new optional
 * fields of a later MINOR version) passes through untouched, because the console stores the response verbatim.
 * Enums are read with a default branch (spec 3, "Versioning" 5): an unknown `subject` reads as `unknown`, an unknown
 * level is re-derived from the score, and `salience` is clamped to [0, 1] with NaN or missing read as 0.
 */
import {
  AI_AXES,
  type AiAxis,
  type ClassifierResult,
  ClassifierResultSchema,
  CORROBORATION_AXES,
  CORROBORATION_STRENGTHS,
  LEVELS,
  type Level,
  levelOf,
  SUBJECTS,
  type Subject,
  USER_AXES,
  type UserAxis,
  VERDICTS,
  type Verdict,
} from '../../schemas/http/classifier-result.js';

export type { AiAxis, ClassifierResult, Level, Subject, UserAxis, Verdict };
export { AI_AXES, ClassifierResultSchema, CORROBORATION_AXES, CORROBORATION_STRENGTHS, LEVELS, levelOf, SUBJECTS, USER_AXES, VERDICTS };

/** the reference salience bands (defaults, not a contract): clear < 0.30 ≤ watch < 0.60 ≤ danger */
export const BANDS = { watch: 0.3, danger: 0.6 } as const;

export function verdictOf(salience: number): Verdict {
  const s = clamp01(salience);
  return s >= BANDS.danger ? 'danger' : s >= BANDS.watch ? 'watch' : 'clear';
}

export function clamp01(v: unknown): number {
  const n = typeof v === 'number' ? v : Number.NaN;
  if (!Number.isFinite(n)) return n === Infinity ? 1 : 0;
  return Math.min(1, Math.max(0, n));
}

export function readLevel(a: { level?: string; score: number }): Level {
  return (LEVELS as readonly string[]).includes(a.level ?? '') ? (a.level as Level) : levelOf(clamp01(a.score));
}

export function readSubject(r: ClassifierResult): Subject {
  return (SUBJECTS as readonly string[]).includes(r.subject) ? (r.subject as Subject) : 'unknown';
}

/** corroboration strength of an axis from `detail.corroboration`; absent when the response carries no detail */
export function readCorroboration(r: ClassifierResult, ax: string): (typeof CORROBORATION_STRENGTHS)[number] | undefined {
  const d = r.detail as { corroboration?: Record<string, { strength?: unknown }> } | undefined;
  const s = d?.corroboration?.[ax]?.strength;
  return typeof s === 'string' && (CORROBORATION_STRENGTHS as readonly string[]).includes(s) ? (s as (typeof CORROBORATION_STRENGTHS)[number]) : undefined;
}

/** the user-side axes a trajectory entry carries (spec 3: `signals_by_axis` keys) */
const TRAJECTORY_USER_KEYS = ['suicide', 'self_harm', 'harm_to_others', 'abuse'] as const;

/**
 * The columns the console stores beside the verbatim response, so lists can be filtered and sorted:
 * - `salience` clamped, `verdict` from the reference bands;
 * - `max_user_risk`: the highest of the 8 `signals.user` scores;
 * - `crisis_score` (the webhook's field, spec 3 "Events" 2): the console's proxy from the maximum user-side risk —
 *   the highest of `max_user_risk` and the user-side axes of every trajectory entry, so a conversation that peaked
 *   mid-way keeps its peak;
 * - `suicide_risk`, `max_ai_concern`, `fiction_strength`, `imminence_score`.
 */
export interface DerivedColumns {
  salience: number;
  verdict: Verdict;
  subject: Subject;
  crisis_score: number;
  suicide_risk: number;
  max_user_risk: number;
  max_ai_concern: number;
  fiction_strength: number;
  imminence_score: number;
}

export function deriveColumns(r: ClassifierResult): DerivedColumns {
  const user = USER_AXES.map((a) => clamp01(r.signals.user[a].score));
  const maxUser = Math.max(...user);
  let crisis = maxUser;
  for (const t of r.trajectory ?? []) for (const k of TRAJECTORY_USER_KEYS) crisis = Math.max(crisis, clamp01(t.signals_by_axis?.[k]));
  const salience = clamp01(r.salience);
  return {
    salience,
    verdict: verdictOf(salience),
    subject: readSubject(r),
    crisis_score: crisis,
    suicide_risk: clamp01(r.signals.user.suicide.score),
    max_user_risk: maxUser,
    max_ai_concern: Math.max(...AI_AXES.map((a) => clamp01(r.signals.ai[a].score))),
    fiction_strength: clamp01(r.fiction),
    imminence_score: clamp01(r.imminence.score),
  };
}
