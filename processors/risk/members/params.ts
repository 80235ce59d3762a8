/** The params every risk member takes (zod, with defaults): the thresholds on the classifier core's signals. */
import { z } from 'zod';

export const RiskParams = z.object({
  coreDetect: z.number().min(0).max(1).default(0.7),
  coreBoost: z.number().min(0).max(1).default(0.8),
  coreFiction: z.number().min(0).max(1).default(0.75),
  coreImminence: z.number().min(0).max(1).default(0.7),
  /** added to each risk head's pinned threshold before it alone reports a risk (negative: more recall) */
  headMargin: z.number().min(-0.5).max(0.5).default(0),
  /** risk-head score at which a head-only risk is moderate rather than mild */
  headBoost: z.number().min(0).max(1).default(0.75),
});
export type RiskParamsT = z.infer<typeof RiskParams>;

/** What the engine hands every member besides the input. */
export interface RiskContext {
  engine: string;
}
