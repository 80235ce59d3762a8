/**
 * The one seam where the conversation classifier's scoring core plugs into oversight. The core (built in
 * `processors/ocular/core/`) scores the AI side of a conversation on four axes; oversight detectors read those scores
 * as extra evidence (e.g. `harm_provision` supports `method_provision`, `safeguarding_failure` supports the minors
 * codes). Until the core is merged this adapter provides no scores, and every detector works from its rules and
 * heads alone: nothing downstream assumes the axes are present.
 */
export const AI_AXES = ['harm_provision', 'emotional_failure', 'manipulation', 'safeguarding_failure'] as const;
export type AiAxis = (typeof AI_AXES)[number];

/** 0..1 per axis for one assistant turn (judged with the turns before it). */
export type AiAxisScores = Partial<Record<AiAxis, number>>;

export interface CoreSignalSource {
  readonly id: string;
  /** scores for each assistant turn, keyed by message index */
  scoreAssistantTurns(messages: readonly { role: string; content: string }[], assistantIndexes: readonly number[]): Promise<Map<number, AiAxisScores>>;
}

let source: CoreSignalSource | null = null;

/** Called once at start-up by whoever owns the core (after the merge: the ocular core's loader). */
export function registerCoreSignals(s: CoreSignalSource | null): void {
  source = s;
}

export function coreSignals(): CoreSignalSource | null {
  return source;
}

/** Scores at or above this count as the core supporting a detection. */
export const CORE_SUPPORT = 0.7;
