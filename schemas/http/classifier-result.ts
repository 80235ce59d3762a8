/**
 * The classifier's response as the console accepts it (spec 3, "Classifier response" and "Trajectory"): the fields
 * the contract guarantees are required and typed; everything else passes through untouched, because the console
 * stores the response verbatim. A contract, so it lives in `schemas/`: the console's HTTP wire (`console.ts`) embeds
 * it, and the console's reading of it (defaults for unknown enums, derived columns) is `console/classifier/result.ts`.
 */
import { z } from 'zod';

export const USER_AXES = ['suicide', 'self_harm', 'harm_to_others', 'abuse', 'sexual_violence', 'exploitation', 'stalking', 'self_neglect'] as const;
export const AI_AXES = ['harm_provision', 'emotional_failure', 'manipulation', 'safeguarding_failure'] as const;
export const CORROBORATION_AXES = ['suicide', 'self_harm', 'harm_to_others', 'abuse'] as const;
export const LEVELS = ['minimal', 'low', 'moderate', 'high', 'critical'] as const;
export const SUBJECTS = ['self', 'other', 'unknown'] as const;
export const VERDICTS = ['clear', 'watch', 'danger'] as const;
export const CORROBORATION_STRENGTHS = ['absent', 'limited', 'moderate', 'strong'] as const;

export type UserAxis = (typeof USER_AXES)[number];
export type AiAxis = (typeof AI_AXES)[number];
export type Level = (typeof LEVELS)[number];
export type Subject = (typeof SUBJECTS)[number];
export type Verdict = (typeof VERDICTS)[number];

/** The level ladder of spec doc 3, by score (NaN reads as minimal): what the classifier answers and what a reader re-derives. */
export function levelOf(score: number): Level {
  if (!(score >= 0.05)) return 'minimal';
  if (score < 0.12) return 'low';
  if (score < 0.25) return 'moderate';
  if (score < 0.45) return 'high';
  return 'critical';
}

const score = z.number({ error: 'must be a number' });
const axis = z.looseObject({ level: z.string().optional(), score });
const axes = <T extends readonly string[]>(names: T) => z.looseObject(Object.fromEntries(names.map((n) => [n, axis])) as Record<T[number], typeof axis>);

const trajectoryEntry = z.looseObject({
  role: z.string(),
  turn: z.number().int().min(0),
  salience: z.number(),
  signals_by_axis: z.record(z.string(), z.number()).optional(),
});

/** what `POST /classify` returns, as far as the console relies on it */
export const ClassifierResultSchema = z.looseObject({
  salience: z.number().nullable().optional(),
  subject: z.string(),
  imminence: z.looseObject({ level: z.string().optional(), score }),
  fiction: score,
  authenticity: score,
  signals: z.looseObject({ user: axes(USER_AXES), ai: axes(AI_AXES) }),
  heads: z.array(z.looseObject({ code: z.string(), score: z.number() })).optional(),
  thoroughness: z.string().optional(),
  confidence: z.number().nullable().optional(),
  stability: z.unknown().optional(),
  meta: z.looseObject({ version: z.string() }),
  trajectory: z.array(trajectoryEntry).optional(),
  trajectory_shape: z.unknown().optional(),
  detail: z.unknown().optional(),
});

export type ClassifierResult = z.infer<typeof ClassifierResultSchema>;
