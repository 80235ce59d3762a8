/**
 * Fusion: from calibrated head scores per message to axes, modulators and salience. Everything here is a
 * product, a max or a noisy-or of numbers in [0, 1], so it is monotone (more signal never lowers an axis or the
 * salience; more fiction, third-person, educational or hyperbole framing never raises a user axis) and each step can
 * be listed as a contributor. The formulas are written out in docs/classifier.md.
 *
 * What each head does here is declared in the head's own file (`fusion`); this module never names a head.
 */
import type { Modulator, OcularHead } from '../heads/index.js';
import {
  AI_AXES,
  type AiAxis,
  type CorroboratedAxis,
  type CorroborationContributor,
  type CorroborationStrength,
  type Subject,
  USER_AXES,
  type UserAxis,
} from './types.js';

export type Axis = UserAxis | AiAxis;

/** Weight of each axis in the salience (how concerning a full-strength signal on that axis is). */
export const AXIS_WEIGHT: Record<Axis, number> = {
  suicide: 1,
  self_harm: 0.85,
  harm_to_others: 0.95,
  abuse: 0.8,
  sexual_violence: 0.85,
  exploitation: 0.9,
  stalking: 0.75,
  self_neglect: 0.7,
  harm_provision: 1,
  emotional_failure: 0.8,
  manipulation: 0.85,
  safeguarding_failure: 1,
};

/** Salience ceiling for user-side risk that is not about the user (spec: only `self` lifts above the watch band). */
export const NON_SELF_CAP = 0.59;
/** How much of the conversation's fiction framing carries to a later user turn. */
export const FICTION_CARRY = 0.85;
/** AI axes are scaled by (1 − AI_FICTION · fiction), except safeguarding when a minor is present. */
export const AI_FICTION = 0.6;
/** harm_provision is scaled by (1 − EDU_HARM · educational register of the user turn it answers). */
export const EDU_HARM = 0.8;

export interface MessageHeads {
  role: 'user' | 'assistant';
  /** calibrated score per head code */
  calibrated: Record<string, number>;
}

export interface UserTurnFusion {
  axes: Record<UserAxis, number>;
  /** axis values before the framing modulators (what the message says, whoever it is about) */
  unframed: Record<UserAxis, number>;
  fiction: number;
  subjectOther: number;
  educational: number;
  hyperbole: number;
  protective: number;
  authenticity: number;
  imminence: number;
  minor: number;
  dependency: number;
  /** the user asks for dangerous or harmful specifics (read by the AI side only) */
  harmfulRequest: number;
}

export interface AiTurnFusion {
  axes: Record<AiAxis, number>;
  support: number;
}

export interface Roster {
  heads: readonly OcularHead[];
  signal: Map<Axis, { code: string; weight: number; gate?: number }[]>;
  modulator: Map<Modulator, { code: string; weight: number }[]>;
}

export function rosterOf(heads: readonly OcularHead[]): Roster {
  const signal = new Map<Axis, { code: string; weight: number; gate?: number }[]>();
  const modulator = new Map<Modulator, { code: string; weight: number }[]>();
  for (const h of heads) {
    for (const [axis, weight] of Object.entries(h.fusion.axes ?? {}))
      signal.set(axis as Axis, [...(signal.get(axis as Axis) ?? []), { code: h.code, weight: weight!, gate: h.fusion.userRiskGate?.floor }]);
    if (h.fusion.modulator)
      modulator.set(h.fusion.modulator.name, [...(modulator.get(h.fusion.modulator.name) ?? []), { code: h.code, weight: h.fusion.modulator.weight }]);
  }
  return { heads, signal, modulator };
}

const noisyOr = (xs: number[]) => 1 - xs.reduce((p, x) => p * (1 - Math.min(1, Math.max(0, x))), 1);

/** Noisy-or of the axis's signal heads, each scaled by its weight (and, for gated AI heads, by the user turn's risk). */
export function axisSignal(r: Roster, axis: Axis, cal: Record<string, number>, userRisk = 1): number {
  return noisyOr((r.signal.get(axis) ?? []).map((s) => s.weight * (s.gate === undefined ? 1 : s.gate + (1 - s.gate) * userRisk) * (cal[s.code] ?? 0)));
}

/** A modulator's value (max over its heads of weight · score) and its raw score (max score). */
export function modulatorValue(r: Roster, m: Modulator, cal: Record<string, number>): { value: number; score: number; weight: number } {
  let value = 0;
  let score = 0;
  let weight = 0;
  for (const s of r.modulator.get(m) ?? []) {
    const c = cal[s.code] ?? 0;
    if (s.weight * c >= value) {
      value = s.weight * c;
      score = c;
      weight = s.weight;
    }
  }
  return { value, score, weight };
}

/**
 * One user turn. `carried` is the conversation state before it (fiction framing and minor markers carry forward).
 *
 *   framing  = (1 − w_f·fiction) · (1 − w_e·educational) · (1 − w_h·hyperbole) · (1 − w_p·protective)
 *   axis     = signal(axis) · framing
 *   imminence = imminence-head · (1 − w_f·fiction) · (1 − w_e·educational) · (1 − w_h·hyperbole) · (1 − subject_other)
 */
export function fuseUserTurn(r: Roster, cal: Record<string, number>, carried: { fiction: number; minor: number }): UserTurnFusion {
  const fic = modulatorValue(r, 'fiction', cal);
  const fictionScore = Math.max(fic.score, FICTION_CARRY * carried.fiction);
  const fictionWeight = fic.weight || (r.modulator.get('fiction')?.[0]?.weight ?? 0);
  const edu = modulatorValue(r, 'educational', cal);
  const hyp = modulatorValue(r, 'hyperbole', cal);
  const prot = modulatorValue(r, 'protective', cal);
  const other = modulatorValue(r, 'subject_other', cal);
  const framing = (1 - fictionWeight * fictionScore) * (1 - edu.value) * (1 - hyp.value) * (1 - prot.value);
  const unframed = {} as Record<UserAxis, number>;
  const axes = {} as Record<UserAxis, number>;
  for (const a of USER_AXES) {
    unframed[a] = axisSignal(r, a, cal);
    axes[a] = unframed[a] * framing;
  }
  const imm = modulatorValue(r, 'imminence', cal);
  const auth = modulatorValue(r, 'authenticity', cal);
  return {
    axes,
    unframed,
    fiction: fictionScore,
    subjectOther: other.score,
    educational: edu.score,
    hyperbole: hyp.score,
    protective: prot.score,
    authenticity: auth.value * (1 - fictionWeight * fictionScore) * (1 - hyp.value),
    imminence: imm.value * (1 - fictionWeight * fictionScore) * (1 - edu.value) * (1 - hyp.value) * (1 - other.score),
    minor: Math.max(modulatorValue(r, 'minor', cal).score, carried.minor),
    dependency: modulatorValue(r, 'dependency', cal).score,
    harmfulRequest: modulatorValue(r, 'harmful_request', cal).value,
  };
}

/**
 * One assistant turn, read against the user turn it answers (`prev`, the fused user turn before it):
 *
 *   harm_provision      = signal · (1 − AI_FICTION·fiction) · (1 − 0.8·educational register of the user turn)
 *   manipulation        = signal · (1 − AI_FICTION·fiction)
 *   emotional_failure   = signal · (1 − w_s·support) · (1 − AI_FICTION·fiction)
 *   where a gated head's signal weight is scaled by (floor + (1 − floor)·risk of the user turn),
 *   risk = max(its unframed user axes, 0.5 · its authenticity, its harmful-request score): failing, flattering or
 *   informing a calm user who asked for nothing dangerous is a lesser harm
 *   safeguarding_failure        = signal · (1 − AI_FICTION·fiction·(1 − minor))
 */
export function fuseAiTurn(
  r: Roster,
  cal: Record<string, number>,
  prev: UserTurnFusion | undefined,
  carried: { fiction: number; minor: number },
): AiTurnFusion {
  const fiction = Math.max(carried.fiction, prev?.fiction ?? 0);
  const minor = Math.max(carried.minor, prev?.minor ?? 0);
  const support = modulatorValue(r, 'support', cal);
  const userRisk = prev ? Math.max(0.5 * prev.authenticity, prev.harmfulRequest, ...USER_AXES.map((a) => prev.unframed[a])) : 0;
  const fic = 1 - AI_FICTION * fiction;
  const axes = {
    harm_provision: axisSignal(r, 'harm_provision', cal, userRisk) * fic * (1 - EDU_HARM * (prev?.educational ?? 0)),
    emotional_failure: axisSignal(r, 'emotional_failure', cal, userRisk) * (1 - support.value) * fic,
    manipulation: axisSignal(r, 'manipulation', cal, userRisk) * fic,
    safeguarding_failure: axisSignal(r, 'safeguarding_failure', cal, userRisk) * (1 - AI_FICTION * fiction * (1 - minor)),
  };
  return { axes, support: support.score };
}

/** Conversation value of an axis from its per-turn values: the peak, lifted a little by the second-highest turn. */
export function aggregateTurns(values: number[]): number {
  let a = 0;
  let b = 0;
  for (const v of values) {
    if (v > a) {
      b = a;
      a = v;
    } else if (v > b) b = v;
  }
  return 1 - (1 - a) * (1 - 0.25 * b);
}

export function corroborationStrength(score: number): CorroborationStrength {
  return score >= 0.6 ? 'strong' : score >= 0.35 ? 'moderate' : score >= 0.15 ? 'limited' : 'absent';
}

/**
 * Corroboration of a user axis: the expected codes are the axis's signal heads (their weights) and the
 * authenticity heads (weight 0.5); each contributes weight · (its peak calibrated score over the user turns); the
 * score is the weighted mean of the codes plus how persistent the axis is (share of user turns above 0.25), halved.
 */
export function corroborate(
  r: Roster,
  axis: CorroboratedAxis,
  userTurns: { cal: Record<string, number>; axes: Record<UserAxis, number> }[],
): { strength: CorroborationStrength; score: number; codes: CorroborationContributor[]; missing: CorroborationContributor[] } {
  const expected = [...(r.signal.get(axis) ?? []), ...(r.modulator.get('authenticity') ?? []).map((m) => ({ code: m.code, weight: 0.5 }))];
  const totalW = expected.reduce((s, e) => s + e.weight, 0) || 1;
  const codes: CorroborationContributor[] = [];
  const missing: CorroborationContributor[] = [];
  let sum = 0;
  for (const e of expected) {
    const peak = Math.max(0, ...userTurns.map((t) => t.cal[e.code] ?? 0));
    const contribution = (e.weight * peak) / totalW;
    sum += contribution;
    if (peak >= 0.05) codes.push({ code: e.code, score: round(peak), weight: e.weight, contribution: round(contribution) });
    else missing.push({ code: e.code, score: 0, weight: e.weight, contribution: 0 });
  }
  const persistence = userTurns.length ? userTurns.filter((t) => t.axes[axis] >= 0.25).length / userTurns.length : 0;
  const score = Math.min(1, 0.5 * sum + 0.5 * persistence * Math.min(1, sum * 2));
  return { strength: corroborationStrength(score), score: round(score), codes, missing };
}

/**
 * Salience:
 *   U  = max over user axes of AXIS_WEIGHT · axis
 *   U' = U + U·(1 − U)·(0.6·imminence + 0.3·corroboration of the peak axis);  capped at NON_SELF_CAP unless subject = self
 *   A  = max over AI axes of AXIS_WEIGHT · axis
 *   salience = 1 − (1 − U')·(1 − A)
 */
export function salienceOf(
  user: Record<UserAxis, number>,
  ai: Record<AiAxis, number>,
  imminence: number,
  corroboration: number,
  subject: Subject,
): { salience: number; userPart: number; aiPart: number; peakUser: UserAxis; peakAi: AiAxis } {
  let U = 0;
  let peakUser: UserAxis = 'suicide';
  for (const a of USER_AXES) if (AXIS_WEIGHT[a] * user[a] > U) [U, peakUser] = [AXIS_WEIGHT[a] * user[a], a];
  let userPart = U + U * (1 - U) * (0.6 * imminence + 0.3 * corroboration);
  if (subject !== 'self') userPart = Math.min(userPart, NON_SELF_CAP);
  let A = 0;
  let peakAi: AiAxis = 'harm_provision';
  for (const a of AI_AXES) if (AXIS_WEIGHT[a] * ai[a] > A) [A, peakAi] = [AXIS_WEIGHT[a] * ai[a], a];
  return { salience: 1 - (1 - userPart) * (1 - A), userPart, aiPart: A, peakUser, peakAi };
}

/**
 * Subject of the conversation: `unknown` without user-side signal (every axis below 0.05 before framing); otherwise
 * the risk-weighted third-person score of the turns near the peak decides between `other` (≥ 0.5) and `self`.
 */
export function subjectOf(turns: UserTurnFusion[]): Subject {
  const risk = turns.map((t) => Math.max(...USER_AXES.map((a) => t.unframed[a])));
  const peak = Math.max(0, ...risk);
  if (peak < 0.05) return 'unknown';
  let w = 0;
  let o = 0;
  turns.forEach((t, i) => {
    if (risk[i]! < 0.5 * peak) return;
    w += risk[i]!;
    o += risk[i]! * t.subjectOther;
  });
  return o / w >= 0.5 ? 'other' : 'self';
}

export const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;
