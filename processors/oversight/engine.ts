/**
 * The oversight engine: conversation in, the spec's envelope out. Pure apart from the clock and the optional
 * per-turn judges (trained heads) and core signals it is given.
 */

import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { OvConversation } from './conversation.js';
import type { CoreScores } from './core-signals.js';
import { type BehaviorFilter, isEmptyFilter, keepFinding } from './filter.js';
import { type Analysis, analyseConversation, type MemberParams, type TurnJudge } from './findings.js';
import type { HeadScores } from './heads.js';
import { analysisCopy, type TruncationWarning } from './prepare.js';
import { rawXml } from './raw-xml.js';
import { buildResult, concernOf, type OversightResult } from './result.js';
import { applyReview, type Review } from './review.js';

export const SLIDING_THRESHOLD = 50;
export const WINDOW_MESSAGES = 20;
/** identifies the judgment behind a result: rules + (when loaded) the behaviour heads */
export const RULES_MODEL_ID = 'haven-oversight-rules-1';

export interface AnalyzeInput {
  conversation: OvConversation;
  bot_context?: string;
  config?: { strategy?: 'single' | 'sliding'; mode?: 'full' | 'fast'; include_raw_xml?: boolean; model?: string };
  behaviors?: BehaviorFilter;
}

export interface AnalyzeOutput {
  result: OversightResult;
  strategy: 'single' | 'sliding';
  strategy_reason: string;
  truncation_warnings: TruncationWarning[];
}

/** a reviewer's answer and the engine that gave it (review-anthropic.ts) */
export interface AppliedReview {
  engine: string;
  review: Review;
}

export interface EngineDeps {
  judges?: TurnJudge[];
  modelId?: string;
  core?: CoreScores;
  /** detector member params by member name (defaults otherwise) */
  params?: MemberParams;
  /** behaviour-head scores per assistant message index of the analysis copy */
  heads?: Map<number, HeadScores>;
  now?: () => Date;
  /** demo route: strategy and model from the request are ignored */
  demo?: boolean;
}

export function chooseStrategy(input: AnalyzeInput, demo: boolean): { strategy: 'single' | 'sliding'; reason: string } {
  const n = input.conversation.messages.length;
  if (input.config?.mode === 'fast') return { strategy: 'single', reason: `Fast mode: single pass over ${n} messages` };
  const asked = demo ? undefined : input.config?.strategy;
  if (asked) return { strategy: asked, reason: `Requested: ${asked} (${n} messages)` };
  return n >= SLIDING_THRESHOLD
    ? { strategy: 'sliding', reason: `Auto-selected: ${n} messages >= ${SLIDING_THRESHOLD} threshold` }
    : { strategy: 'single', reason: `Auto-selected: ${n} messages < ${SLIDING_THRESHOLD} threshold` };
}

/** The local judgment's pass over the analysis copy: what a reviewer reads before the result is built. */
export interface PreparedAnalysis {
  t0: number;
  now: Date;
  mode: 'full' | 'fast';
  conversation: OvConversation;
  warnings: TruncationWarning[];
  conversationId: string;
  strategy: 'single' | 'sliding';
  reason: string;
  analysis: Analysis;
}

export function prepareAnalysis(input: AnalyzeInput, deps: EngineDeps = {}): PreparedAnalysis {
  const t0 = performance.now();
  const now = deps.now?.() ?? new Date();
  const mode = input.config?.mode ?? 'full';
  const metadata = { ...(input.conversation.metadata ?? {}) };
  if (input.bot_context) metadata.bot_context = metadata.bot_context ? `${metadata.bot_context}\n${input.bot_context}` : input.bot_context;
  const { conversation, warnings } = analysisCopy({ ...input.conversation, metadata });
  const conversationId = input.conversation.conversation_id ?? `conv_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const { strategy, reason } = chooseStrategy(input, !!deps.demo);
  // fast mode is the rules alone: no heads, no core signals
  const analysis = analyseConversation(conversation, mode === 'fast' ? {} : { judges: deps.judges, core: deps.core, heads: deps.heads, params: deps.params });
  return { t0, now, mode, conversation, warnings, conversationId, strategy, reason, analysis };
}

/** Builds the result from a prepared analysis, with a reviewer's findings applied first when there is a review. */
export function finishAnalysis(p: PreparedAnalysis, input: AnalyzeInput, deps: EngineDeps = {}, review?: AppliedReview): AnalyzeOutput {
  const { conversation, conversationId, mode, strategy } = p;
  let analysis = p.analysis;
  let model = deps.modelId ?? RULES_MODEL_ID;
  if (review && mode === 'full') {
    analysis = { ...analysis, turns: applyReview(analysis.turns, review.review, review.engine).turns };
    model = `${review.engine}+${model}`;
  }
  const filter = input.behaviors;
  const turns = isEmptyFilter(filter) ? analysis.turns : analysis.turns.map((t) => ({ ...t, findings: t.findings.filter((f) => keepFinding(f, filter)) }));
  const md = conversation.metadata ?? {};
  const minor =
    md.user_is_minor === true || md.user_age_bracket === 'child' || md.user_age_bracket === 'teen' || analysis.users.some((u) => u.signals.minor_age);
  const chars = conversation.messages.reduce((n, m) => n + m.content.length, 0);
  const result = buildResult(analysis, turns, {
    conversationId,
    mode,
    sliding: strategy === 'sliding' && mode === 'full',
    model,
    analyzedAt: p.now.toISOString(),
    latencyMs: 0,
    messageCount: conversation.messages.length,
    userCount: analysis.users.length,
    minor,
    windowMessages: WINDOW_MESSAGES,
    promptTokens: Math.ceil(chars / 4),
  });
  if (!isEmptyFilter(filter)) result.filter_applied = filter;
  if (input.config?.include_raw_xml) {
    result.raw_xml = rawXml({ conversationId, mode, model, turns: analysis.turns, concern: concernOf(analysis.turns.flatMap((t) => t.findings)) });
  }
  result.latency_ms = Math.round((performance.now() - p.t0) * 10) / 10;
  return { result, strategy, strategy_reason: p.reason, truncation_warnings: p.warnings };
}

export function analyze(input: AnalyzeInput, deps: EngineDeps = {}): AnalyzeOutput {
  return finishAnalysis(prepareAnalysis(input, deps), input, deps);
}
