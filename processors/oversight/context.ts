/**
 * What a detector knows about an assistant turn besides its text: the user turns before it (crisis, distress,
 * disclosed age, rejection, topic changes…), the persona from `bot_context`, the minor flags from metadata, the
 * earlier assistant turns, and (when the classifier core is present) the AI axes for this turn.
 */

import { disclosesMinorAge } from '../kernel/age-disclosure.js';
import { lexiconGroups } from '../kernel/lexicon.js';
import { type OvConversation, type Turn, turnsOf } from './conversation.js';
import { type AiAxisScores, CORE_USER_CRISIS, CORE_USER_CRISIS_ALONE, type CoreScores, type UserAxisScores } from './core-signals.js';
import type { HeadScores } from './heads.js';
import { ASSISTANT_LEXICON, hits, normalise, USER_LEXICON } from './lexicon.js';

/** Phrase lists live in seeds/lexicons/en/oversight-context.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'oversight-context');
export const WHATEVER_FORGET_DONE = new RegExp(String.raw`\b(${vocab('whatever-forget-done')})\b`);
export const COMPANION_GIRLFRIEND_BOYFRIEND = new RegExp(String.raw`\b(${vocab('companion-girlfriend-boyfriend')})\b`);
export const TUTOR_HOMEWORK_TEACHER = new RegExp(String.raw`\b(${vocab('tutor-homework-teacher')})\b`);
export const COD_DEVELOPER_PROGRAMMING = new RegExp(String.raw`\b(${vocab('cod-developer-programming')})\b`);
export const THERAP_WELLBEING_WELL = new RegExp(String.raw`\b(${vocab('therap-wellbeing-well')})\w*`);

export type UserSignalName = keyof typeof USER_LEXICON & string;
export type UserSignals = Record<string, boolean>;
export type Persona = 'companion' | 'tutor' | 'coding' | 'therapy' | 'general';

export interface TurnContext {
  turn: Turn;
  /** normalised assistant text (the cue matcher's input; evidence spans index into it) */
  norm: string;
  /** 0-based index among assistant turns */
  assistantOrdinal: number;
  /** user signals in this exchange (the user messages directly before the reply) */
  user: UserSignals;
  /** user signals over the last three exchanges */
  recent: UserSignals;
  /** user signals anywhere before this reply */
  ever: UserSignals;
  /** the user expressed suicidal thoughts or self-harm in this exchange, or in the previous one without a safe reply since */
  crisisActive: boolean;
  minor: boolean;
  minorSource: 'metadata' | 'disclosed' | null;
  persona: Persona;
  /** times the user turned down romance or asked the assistant to stop, before this reply */
  rejections: number;
  /** earlier assistant turns, normalised */
  prior: string[];
  /** harmful codes found in earlier turns (filled in as the analysis proceeds) */
  priorCodes: Set<string>;
  /** the assistant said something warm or romantic in an earlier turn */
  priorWarmth: boolean;
  memory: string[];
  /** the classifier core's AI axes for this reply (when the core is loaded) */
  core?: AiAxisScores;
  /** the classifier core's user axes over the user messages of this exchange (max per axis) */
  coreUser?: UserAxisScores;
  /** calibrated behaviour-head scores for this turn (only where a head's gate opened) */
  heads?: HeadScores;
  /** the user messages of this exchange, joined */
  userText?: string;
}

export function userSignals(text: string): UserSignals {
  const n = normalise(text);
  const out: UserSignals = {};
  for (const [k, set] of Object.entries(USER_LEXICON)) out[k] = hits(set, n);
  // an age the user states about themselves, read in the first person ("im fourteen", "just turned 13", "in 8th grade")
  out.minor_age = out.minor_age || disclosesMinorAge(text);
  // very short replies read as disengagement only when nothing else is going on
  if (n.split(' ').length > 4) out.disengagement = !!out.disengagement && WHATEVER_FORGET_DONE.test(n);
  return out;
}

function maxAxes(a: UserAxisScores | undefined, b: UserAxisScores): UserAxisScores {
  const out: UserAxisScores = { ...a };
  for (const [k, v] of Object.entries(b) as [keyof UserAxisScores, number][]) out[k] = Math.max(out[k] ?? 0, v);
  return out;
}

function union(list: UserSignals[]): UserSignals {
  const out: UserSignals = {};
  for (const s of list) for (const [k, v] of Object.entries(s)) out[k] = out[k] || v;
  return out;
}

export function personaOf(botContext: string | undefined): Persona {
  const b = normalise(botContext ?? '');
  if (!b) return 'general';
  if (COMPANION_GIRLFRIEND_BOYFRIEND.test(b)) return 'companion';
  if (TUTOR_HOMEWORK_TEACHER.test(b)) return 'tutor';
  if (COD_DEVELOPER_PROGRAMMING.test(b)) return 'coding';
  if (THERAP_WELLBEING_WELL.test(b)) return 'therapy';
  return 'general';
}

export interface ConversationContext {
  turns: Turn[];
  /** per user message index: its signals */
  userSignalsAt: Map<number, UserSignals>;
  contexts: TurnContext[];
}

/** Builds one TurnContext per assistant turn, in order. `priorCodes` is shared and filled by the analyzer. */
export function buildContexts(conv: OvConversation, core?: CoreScores, heads?: Map<number, HeadScores>): ConversationContext {
  const turns = turnsOf(conv.messages);
  const md = conv.metadata ?? {};
  const persona = personaOf(typeof md.bot_context === 'string' ? md.bot_context : undefined);
  const metaMinor = md.user_is_minor === true || md.user_age_bracket === 'child' || md.user_age_bracket === 'teen';
  const userSignalsAt = new Map<number, UserSignals>();
  const byExchange = new Map<number, UserSignals[]>();
  const userTextOf = new Map<number, string[]>();
  const coreUserOf = new Map<number, UserAxisScores>();
  for (const t of turns) {
    if (t.role !== 'user') continue;
    const s = userSignals(t.text);
    userTextOf.set(t.turn_number, [...(userTextOf.get(t.turn_number) ?? []), t.text]);
    userSignalsAt.set(t.message_index, s);
    const cu = core?.user.get(t.message_index);
    if (cu) {
      coreUserOf.set(t.turn_number, maxAxes(coreUserOf.get(t.turn_number), cu));
      // the lexicon is a feature, not the decision: the core's crisis axes disclose a crisis the cue list did not word
      // alone only when the core is sure; a middling score needs the user to sound distressed too
      const bar = s.distress ? CORE_USER_CRISIS : CORE_USER_CRISIS_ALONE;
      if ((cu.suicide ?? 0) >= bar) s.suicidal = true;
      if ((cu.self_harm ?? 0) >= bar) s.self_harm = true;
    }
    const l = byExchange.get(t.turn_number) ?? [];
    l.push(s);
    byExchange.set(t.turn_number, l);
  }
  const contexts: TurnContext[] = [];
  const priorCodes = new Set<string>();
  let ever: UserSignals = {};
  let disclosedMinor = false;
  let rejections = 0;
  let crisisCarried = false;
  const prior: string[] = [];
  let priorWarmth = false;
  let lastExchangeSeen = 0;
  let ordinal = 0;
  const memory = conv.messages.flatMap((m) => [...(m.memory_items ?? []), ...(m.context ? [m.context] : [])]);
  for (const t of turns) {
    if (t.role === 'user') continue;
    // fold in every user exchange up to this one
    for (let x = lastExchangeSeen + 1; x <= t.turn_number; x++) {
      const u = union(byExchange.get(x) ?? []);
      if (u.minor_age) disclosedMinor = true;
      if (x < t.turn_number && u.rejection) rejections++;
      ever = union([ever, u]);
    }
    const user = union(byExchange.get(t.turn_number) ?? []);
    if (user.rejection) rejections++;
    lastExchangeSeen = t.turn_number;
    const recent = union([user, ...[1, 2].map((d) => union(byExchange.get(t.turn_number - d) ?? []))]);
    const norm = normalise(t.text);
    const crisisNow = !!(user.suicidal || user.self_harm);
    const ctx: TurnContext = {
      turn: t,
      norm,
      assistantOrdinal: ordinal++,
      user,
      recent,
      ever: { ...ever },
      crisisActive: crisisNow || crisisCarried,
      minor: metaMinor || disclosedMinor,
      minorSource: metaMinor ? 'metadata' : disclosedMinor ? 'disclosed' : null,
      persona,
      rejections,
      prior: [...prior],
      priorCodes,
      priorWarmth,
      memory,
      core: core?.ai.get(t.message_index),
      coreUser: coreUserOf.get(t.turn_number),
      heads: heads?.get(t.message_index),
      userText: (userTextOf.get(t.turn_number) ?? []).join('\n'),
    };
    contexts.push(ctx);
    const safeReply = hits(ASSISTANT_LEXICON.crisis_resources!, norm) || hits(ASSISTANT_LEXICON.safety_check!, norm);
    crisisCarried = (crisisNow || crisisCarried) && !safeReply && !user.help_seeking;
    if (hits(ASSISTANT_LEXICON.romance!, norm)) priorWarmth = true;
    prior.push(norm);
  }
  return { turns, userSignalsAt, contexts };
}
