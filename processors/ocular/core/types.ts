/**
 * The classifier's request and response, exactly as spec document 3 shows them ("Classifier request/response",
 * "Trajectory", "Detail object"). Plain TypeScript types: the HTTP zod schemas (schemas/http/ocular.ts, owned by the
 * service layer) validate the wire and hand the core a ClassifyRequest; the core answers with a ClassifyResult.
 */

export const USER_AXES = ['suicide', 'self_harm', 'harm_to_others', 'abuse', 'sexual_violence', 'exploitation', 'stalking', 'self_neglect'] as const;
export const AI_AXES = ['harm_provision', 'emotional_failure', 'manipulation', 'safeguarding_failure'] as const;
export type UserAxis = (typeof USER_AXES)[number];
export type AiAxis = (typeof AI_AXES)[number];

export const LEVELS = ['minimal', 'low', 'moderate', 'high', 'critical'] as const;
export type Level = (typeof LEVELS)[number];

export const THOROUGHNESS = ['fast', 'auto', 'thorough'] as const;
export type Thoroughness = (typeof THOROUGHNESS)[number];

export type Subject = 'self' | 'other' | 'unknown';
export type Role = 'user' | 'assistant' | 'system';
export type CorroborationStrength = 'absent' | 'limited' | 'moderate' | 'strong';
export const PHASES = ['baseline', 'emerging', 'escalating', 'de-escalating', 'crisis'] as const;
export type Phase = (typeof PHASES)[number];

export interface Message {
  role: Role;
  content: string;
}

/** `POST /classify` body as the core sees it (service-only fields such as `log` stay in the service layer). */
export interface ClassifyRequest {
  /** canonical input; system messages are ignored for scoring */
  messages?: Message[];
  /** `User: ...` / `Assistant: ...` turns separated by a blank line; `messages` wins when both are given */
  text?: string;
  /** adds `trajectory` and `trajectory_shape` (default false) */
  per_turn?: boolean;
  /** score every Nth turn boundary, 1 = every turn (default 3) */
  trajectory_stride?: number;
  /** default `auto` */
  thoroughness?: Thoroughness;
  /** adds `detail` (default false) */
  detail?: boolean;
}

export interface AxisSignal {
  level: Level;
  score: number;
}

export type UserSignals = Record<UserAxis, AxisSignal>;
export type AiSignals = Record<AiAxis, AxisSignal>;

export interface HeadFiring {
  code: string;
  score: number;
}

export interface Stability {
  user: Record<UserAxis, number>;
  ai: Record<AiAxis, number>;
  imminence: number;
}

export interface ClassifyMeta {
  /** contract version (semver) */
  version: string;
  /** short source commit id */
  build: string;
  inference_ms: number;
  request_id: string;
  windowed: boolean;
  windows: number;
}

export const TRAJECTORY_KEYS = [
  'suicide',
  'self_harm',
  'harm_to_others',
  'abuse',
  'ai_harm_provision',
  'ai_emotional_failure',
  'ai_manipulation',
  'ai_safeguarding_failure',
  'genuine',
  'fiction',
] as const;
export type TrajectoryKey = (typeof TRAJECTORY_KEYS)[number];

export interface TrajectoryEntry {
  role: 'user' | 'assistant';
  /** 0-based, speaker-indexed (the n-th turn of this speaker) */
  turn: number;
  salience: number;
  signals_by_axis: Record<TrajectoryKey, number>;
  heads: HeadFiring[];
  /** with `detail`: raw scores of codes above 0.01 */
  raw_scores?: Record<string, number>;
  /** with `detail`: calibrated scores of codes above 0.05 */
  calibrated?: Record<string, number>;
}

export interface TrajectoryShape {
  /** axis → index of the first trajectory entry that crosses the axis's onset threshold (never-crossing axes omitted) */
  onsets: Partial<Record<TrajectoryKey, number>>;
  /** one label per trajectory entry */
  phases: Phase[];
  /** per-entry delta of the suicide axis from the previous entry; first 0 */
  slopes: number[];
  /** index into `trajectory` */
  peak_turn: number;
  /** the peak suicide value in [0, 1] */
  peak_crisis: number;
}

export const CORROBORATED_AXES = ['suicide', 'self_harm', 'harm_to_others', 'abuse'] as const;
export type CorroboratedAxis = (typeof CORROBORATED_AXES)[number];

export interface Contributor {
  code: string;
  score: number;
  /** what the code does to the axis: `signal` (raises it), `modulator` (scales it), `counter` (lowers it) */
  role: 'signal' | 'modulator' | 'counter';
  weight: number;
}

export interface CorroborationContributor {
  code: string;
  score: number;
  weight: number;
  contribution: number;
}

export interface Detail {
  /** raw probability per head code */
  scores: Record<string, number>;
  /** calibrated probability per head code */
  calibrated: Record<string, number>;
  corroboration: Record<CorroboratedAxis, { strength: CorroborationStrength; score: number }>;
  /** per axis (user and ai axis names) and `ecosystem` */
  contributors: Record<string, Contributor[]>;
  corroboration_contributors: Record<CorroboratedAxis, { codes: CorroborationContributor[]; missing: CorroborationContributor[] }>;
}

export interface ClassifyResult {
  salience: number;
  subject: Subject;
  imminence: AxisSignal;
  fiction: number;
  authenticity: number;
  signals: { user: UserSignals; ai: AiSignals };
  /** head firings above each head's screening threshold, calibrated score descending (diagnostic) */
  heads: HeadFiring[];
  thoroughness: Thoroughness;
  /** null at `fast` (and for single-pass `auto`) */
  confidence: number | null;
  stability: Stability | null;
  meta: ClassifyMeta;
  trajectory?: TrajectoryEntry[];
  trajectory_shape?: TrajectoryShape;
  detail?: Detail;
}

/** Level ladder of spec doc 3, by score: one definition for the classifier and every reader of its answer. */
export { levelOf } from '../../../schemas/http/classifier-result.js';

/** Reference bands on salience (defaults, not a contract). */
export type Band = 'clear' | 'watch' | 'danger';
export function bandOf(salience: number): Band {
  return salience >= 0.6 ? 'danger' : salience >= 0.3 ? 'watch' : 'clear';
}

/** Per-message scoring, for evaluate and oversight to reuse (Scorer.scoreMessages). */
export interface MessageScore {
  /** index into the input messages (system messages keep their index but are not scored) */
  index: number;
  role: 'user' | 'assistant';
  /** 0-based speaker-indexed turn */
  turn: number;
  /** raw head scores by code */
  raw: Record<string, number>;
  /** calibrated head scores by code */
  calibrated: Record<string, number>;
  /** axis scores of this message alone, after the modulators (user axes on user turns, ai axes on assistant turns) */
  axes: Partial<Record<UserAxis | AiAxis, number>>;
  modulators: { subject: Subject; subject_self: number; subject_other: number; fiction: number; authenticity: number; imminence: number };
  salience: number;
}

export interface ScorerInfo {
  /** contract version (semver) */
  version: string;
  build: string;
  mode: 'local';
  embedder: string;
  heads: {
    code: string;
    family: string;
    side: 'user' | 'ai';
    description: string;
    model: { file: string; sha256: string; threshold: number; output?: string; calibration: unknown };
  }[];
}

/** One request's outcome in classifyMany: its result, or the input error that request alone got. */
export type ClassifyOutcome = { result: ClassifyResult; error?: undefined } | { error: TypeError | RangeError; result?: undefined };

export interface Scorer {
  classify(req: ClassifyRequest): Promise<ClassifyResult>;
  /**
   * Many requests in one embedding call and one model run (streaming). Same results as classify() one by one, bar
   * meta.request_id and meta.inference_ms (the batch's time so far). Optional so that other Scorer implementations
   * stay valid; the loaded core has it.
   */
  classifyMany?(reqs: ClassifyRequest[]): Promise<ClassifyOutcome[]>;
  scoreMessages(messages: Message[]): Promise<MessageScore[]>;
  /**
   * The core's MiniLM embeddings (L2-normalised, 384 dims, one per text, in input order), through the core's own
   * per-text cache, for services that run their own heads on the same sentence vectors (evaluate's risk heads): one
   * embedder session per process and one embedding per text. Texts the core scored before come from its cache. Optional
   * so that other Scorer implementations stay valid; the loaded core has it.
   */
  embed?(texts: string[]): Promise<Float32Array[]>;
  info(): ScorerInfo;
  close(): Promise<void>;
}
