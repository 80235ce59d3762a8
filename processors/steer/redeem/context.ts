/**
 * What a steer member's `repair` sees (the kernel's repair contract, processors/kernel/repair.ts): the reply as it
 * stands, the rule and its finding on that text, and what the redemption loop knows across members — the room later
 * phases will add (for upper length limits) and whether sentence starts may be capitalised. Redemption runs a step
 * only when its rule is violated on the text as it stands, so a repair never sees a rule that holds.
 *
 * Phases (lower first): the whole reply replaced → evasions cut → offending spans removed → forbidden formatting stripped → upper
 * limits → structure → additions → frames (opening, postscript, ending) → characters → letter case → wrappers →
 * the request repeated in front.
 */
import type { ScreenContext } from '../screen/context.js';
import type { EvasionHit, Finding, Rule } from '../types.js';

export const PHASE = {
  replace: 10,
  evasions: 15,
  remove: 20,
  substitute: 30,
  strip: 35,
  limit: 40,
  structure: 50,
  add: 60,
  frame: 70,
  characters: 80,
  letterCase: 85,
  wrap: 90,
  repeat: 100,
} as const;

/** Room that text added by later phases takes. */
export interface Room {
  words: number;
  chars: number;
  sentences: number;
}

export interface RepairContext {
  /** the reply being repaired, as the checks see it */
  screen: ScreenContext;
  /** the original reply's context (the user's turns, references in them) */
  original: ScreenContext;
  /** the rule being repaired and its finding on the text as it stands (after the check's own analysis) */
  rule: Rule;
  finding: Finding;
  /** every rule of the prompt */
  rules: readonly Rule[];
  /** room the later phases' additions will take (declared by their `adds`) */
  reserve: Room;
  /** false when a rule forbids capital letters, so a cut does not re-capitalise a sentence start */
  capitals: boolean;
  /** the screen's evasions on the text as it stands (computed for the evasion step only) */
  evasions: readonly EvasionHit[];
}
