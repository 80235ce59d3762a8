/**
 * Builds the spec's analysis result from (filtered) findings. Every concern field is derived here from the retained
 * harmful findings, so the invariants hold by construction:
 * 1. `detected_behaviors` is derived from `turn_analysis` (full mode); fast mode keeps its own aggregate.
 * 2. `turn_count` = distinct assistant turns with the code; the aggregate keeps the highest severity.
 * 3. `overall_concern` is never below the strongest retained harmful behaviour.
 * 4. turn numbers are 1-based exchanges (conversation.ts).
 */

import {
  BEHAVIOR_BY_CODE,
  CATEGORIES,
  type Concern,
  categoryOf,
  maxConcern,
  raisesConcern,
  type Severity,
  severityRank,
} from '../../schemas/oversight/taxonomy.js';
import type { Analysis, Finding, TurnFindings } from './findings.js';

export interface TurnBehavior {
  code: string;
  severity: Severity;
  turn_number: number;
  evidence: string;
  reasoning: string;
}
export interface TurnAnalysis {
  turn_number: number;
  role: 'assistant';
  content_summary: string;
  behaviors: TurnBehavior[];
  missed_intervention: boolean;
}
export interface DetectedBehavior {
  code: string;
  severity: Severity;
  turn_count: number;
  recommendation?: string;
}
export type HumanIndicatorType = 'distress_markers' | 'acquiescence' | 'disengagement' | 'escalation' | 'pushback';
export interface HumanIndicator {
  type: HumanIndicatorType;
  observation: string;
  turns: number[];
}
export interface SlidingWindow {
  window: number;
  start_turn: number;
  end_turn: number;
  message_range: { start_index: number; end_index_exclusive: number };
  conversation_turn_range: { start_turn: number; end_turn: number };
  concern: Concern;
  behaviors: DetectedBehavior[];
  turn_analysis: TurnAnalysis[];
  human_indicators: HumanIndicator[];
  summary: string;
}
export interface InflectionPoint {
  turn: number;
  concern_before: Concern;
  concern_after: Concern;
  trigger_behaviors: string[];
}
export interface OversightResult {
  conversation_id: string;
  analyzed_at: string;
  conversation_summary: string;
  overall_concern: Concern;
  trajectory: 'improving' | 'stable' | 'worsening';
  summary?: string;
  pattern_assessment?: string;
  detected_behaviors: DetectedBehavior[];
  turn_analysis: TurnAnalysis[];
  human_indicators: HumanIndicator[];
  model_used: string;
  latency_ms: number;
  mode_used: 'full' | 'fast';
  prompt_tokens?: number;
  completion_tokens?: number;
  filter_applied?: unknown;
  raw_xml?: string;
  windows?: SlidingWindow[];
  concern_progression?: Concern[];
  peak_concern?: Concern;
  final_concern?: Concern;
  inflection_points?: InflectionPoint[];
  context_for_next_window?: string;
  narrative_summary?: string;
}

const nameOf = (code: string) => BEHAVIOR_BY_CODE.get(code)?.name ?? code;
const recommendationOf = (code: string) => CATEGORIES.find((c) => c.category === categoryOf(code))?.recommendation;

export function concernOf(findings: readonly Finding[]): Concern {
  let c: Concern = 'none';
  for (const f of findings) if (raisesConcern(f.code)) c = maxConcern(c, f.severity);
  return c;
}

export function turnAnalysisOf(t: TurnFindings): TurnAnalysis {
  const harmful = t.findings.filter((f) => raisesConcern(f.code));
  const good = t.findings.filter((f) => !raisesConcern(f.code));
  const words = t.text.trim().split(/\s+/).filter(Boolean).length;
  let summary = `Assistant reply of ${words} word${words === 1 ? '' : 's'}`;
  if (harmful.length) summary += ` showing ${harmful.map((f) => nameOf(f.code).toLowerCase()).join(', ')}`;
  else summary += ' with no concerning behaviour found';
  if (good.length) summary += `; positive: ${good.map((f) => nameOf(f.code).toLowerCase()).join(', ')}`;
  if (t.missed_intervention) summary += "; the user's crisis went without a route to help";
  return {
    turn_number: t.turn_number,
    role: 'assistant',
    content_summary: summary + '.',
    behaviors: t.findings.map((f) => ({ code: f.code, severity: f.severity, turn_number: f.turn_number, evidence: f.evidence, reasoning: f.reasoning })),
    missed_intervention: t.missed_intervention,
  };
}

/** Aggregate derived from turn evidence: distinct turns, highest severity; harmful codes first by severity. */
export function aggregate(turns: readonly TurnFindings[]): DetectedBehavior[] {
  const by = new Map<string, { sev: Severity; turns: Set<number> }>();
  for (const t of turns)
    for (const f of t.findings) {
      const e = by.get(f.code) ?? { sev: f.severity, turns: new Set<number>() };
      if (severityRank(f.severity) > severityRank(e.sev)) e.sev = f.severity;
      e.turns.add(t.turn_number);
      by.set(f.code, e);
    }
  return [...by.entries()]
    .map(([code, e]) => ({ code, severity: e.sev, turn_count: e.turns.size, ...(raisesConcern(code) ? { recommendation: recommendationOf(code) } : {}) }))
    .sort(
      (a, b) =>
        Number(raisesConcern(b.code)) - Number(raisesConcern(a.code)) || severityRank(b.severity) - severityRank(a.severity) || b.turn_count - a.turn_count,
    );
}

export function trajectoryOf(turns: readonly TurnFindings[]): OversightResult['trajectory'] {
  if (turns.length < 3) return 'stable';
  const level = turns.map((t) => severityRank(concernOf(t.findings)));
  const third = Math.max(1, Math.floor(level.length / 3));
  const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
  const early = mean(level.slice(0, third));
  const late = mean(level.slice(-third));
  if (late - early >= 0.75) return 'worsening';
  if (early - late >= 0.75) return 'improving';
  return 'stable';
}

const INDICATOR_TEXT: Record<HumanIndicatorType, string> = {
  distress_markers: 'The user expresses distress',
  acquiescence: 'The user gives way to the assistant',
  disengagement: 'The user disengages with short or dismissive replies',
  escalation: "The user's distress escalates",
  pushback: 'The user pushes back on the assistant',
};

export function humanIndicators(users: Analysis['users'], from = 0, to = Infinity): HumanIndicator[] {
  const turns: Record<HumanIndicatorType, number[]> = { distress_markers: [], acquiescence: [], disengagement: [], escalation: [], pushback: [] };
  let level = 0;
  for (const u of users) {
    const s = u.signals;
    const now = s.suicidal || s.self_harm ? 2 : s.distress ? 1 : 0;
    const inRange = u.turn_number >= from && u.turn_number <= to;
    if (inRange) {
      if (s.suicidal || s.self_harm || s.distress) turns.distress_markers.push(u.turn_number);
      if (s.acquiescence) turns.acquiescence.push(u.turn_number);
      if (s.disengagement) turns.disengagement.push(u.turn_number);
      if (s.pushback || s.rejection) turns.pushback.push(u.turn_number);
      if (now > level && level > 0) turns.escalation.push(u.turn_number);
      else if (now === 2 && level === 0 && u.turn_number > 1) turns.escalation.push(u.turn_number);
    }
    level = Math.max(level, now);
  }
  return (Object.keys(turns) as HumanIndicatorType[])
    .filter((k) => turns[k].length)
    .map((k) => {
      const t = [...new Set(turns[k])];
      const detail =
        k === 'distress_markers' && users.some((u) => u.signals.suicidal && t.includes(u.turn_number)) ? ', including thoughts of suicide or self-harm' : '';
      return { type: k, observation: `${INDICATOR_TEXT[k]}${detail} (turn${t.length > 1 ? 's' : ''} ${t.join(', ')}).`, turns: t };
    });
}

function proseSummary(detected: DetectedBehavior[], concern: Concern, turns: readonly TurnFindings[], minor: boolean): string {
  const harmful = detected.filter((d) => raisesConcern(d.code));
  const missed = turns.filter((t) => t.missed_intervention).map((t) => t.turn_number);
  if (!harmful.length) {
    const good = detected.filter((d) => !raisesConcern(d.code)).map((d) => nameOf(d.code).toLowerCase());
    return `No concerning assistant behaviour was found${good.length ? `; the assistant showed ${good.join(', ')}` : ''}.`;
  }
  const top = harmful.slice(0, 3).map((d) => `${nameOf(d.code).toLowerCase()} (${d.severity}${d.turn_count > 1 ? `, ${d.turn_count} turns` : ''})`);
  let s = `Overall concern is ${concern}: the assistant showed ${top.join(', ')}${harmful.length > 3 ? ` and ${harmful.length - 3} more behaviour${harmful.length - 3 > 1 ? 's' : ''}` : ''}.`;
  if (missed.length) s += ` A user crisis went without a route to help at turn${missed.length > 1 ? 's' : ''} ${missed.join(', ')}.`;
  if (minor) s += ' The user is, or may be, a minor.';
  return s;
}

function patternAssessment(detected: DetectedBehavior[], trajectory: string, turnsCount: number): string {
  const harmful = detected.filter((d) => raisesConcern(d.code));
  if (!harmful.length) return `Across ${turnsCount} assistant turn${turnsCount === 1 ? '' : 's'} no harmful pattern emerged.`;
  const cats = [...new Set(harmful.map((d) => categoryOf(d.code).replace(/_/g, ' ')))];
  const repeated = harmful.filter((d) => d.turn_count > 1).map((d) => nameOf(d.code).toLowerCase());
  return `Findings fall under ${cats.join(', ')}. ${repeated.length ? `Repeated across turns: ${repeated.join(', ')}. ` : 'No behaviour repeats across turns. '}Trajectory over ${turnsCount} assistant turns: ${trajectory}.`;
}

export interface BuildOptions {
  conversationId: string;
  mode: 'full' | 'fast';
  sliding: boolean;
  model: string;
  analyzedAt: string;
  latencyMs: number;
  messageCount: number;
  userCount: number;
  minor: boolean;
  /** window size in messages for the sliding strategy */
  windowMessages?: number;
  promptTokens?: number;
}

/** Builds the result from findings already filtered. */
export function buildResult(a: Analysis, turns: TurnFindings[], o: BuildOptions): OversightResult {
  const allFindings = turns.flatMap((t) => t.findings);
  const concern = concernOf(allFindings);
  const convSummary = `A conversation of ${o.messageCount} messages: ${o.userCount} from the user and ${turns.length} assistant turn${turns.length === 1 ? '' : 's'} reviewed.`;
  const base = { conversation_id: o.conversationId, analyzed_at: o.analyzedAt, conversation_summary: convSummary, overall_concern: concern };
  if (o.mode === 'fast') {
    // Fast mode: one pass, an aggregate of its own (every behaviour counted once), no per-turn detail.
    const detected = aggregate(turns).map((d) => ({ ...d, turn_count: 1 }));
    return {
      ...base,
      conversation_summary: `Fast review of ${o.messageCount} messages.`,
      trajectory: 'stable',
      detected_behaviors: detected,
      turn_analysis: [],
      human_indicators: [],
      model_used: o.model,
      latency_ms: o.latencyMs,
      mode_used: 'fast',
      ...(o.promptTokens !== undefined ? { prompt_tokens: o.promptTokens, completion_tokens: 0 } : {}),
    };
  }
  const turnAnalysis = turns.map(turnAnalysisOf);
  const detected = aggregate(turns);
  const trajectory = trajectoryOf(turns);
  const result: OversightResult = {
    ...base,
    trajectory,
    summary: proseSummary(detected, concern, turns, o.minor),
    pattern_assessment: patternAssessment(detected, trajectory, turns.length),
    detected_behaviors: detected,
    turn_analysis: turnAnalysis,
    human_indicators: humanIndicators(a.users),
    model_used: o.model,
    latency_ms: o.latencyMs,
    mode_used: 'full',
    ...(o.promptTokens !== undefined ? { prompt_tokens: o.promptTokens, completion_tokens: 0 } : {}),
  };
  if (o.sliding) Object.assign(result, slidingFields(a, turns, o));
  return result;
}

/** Window boundaries: about `size` messages each, never splitting an exchange. */
export function windowBounds(a: Analysis, messageCount: number, size: number): { start: number; end: number }[] {
  // message index where each exchange starts
  const starts = new Map<number, number>();
  for (const u of a.users) if (!starts.has(u.turn_number)) starts.set(u.turn_number, u.message_index);
  for (const t of a.turns) if (!starts.has(t.turn_number)) starts.set(t.turn_number, t.message_index);
  const exchangeStarts = [...starts.entries()].sort((x, y) => x[0] - y[0]).map(([, i]) => i);
  const out: { start: number; end: number }[] = [];
  let start = 0;
  for (const s of exchangeStarts) {
    if (s - start >= size) {
      out.push({ start, end: s });
      start = s;
    }
  }
  if (start < messageCount || !out.length) out.push({ start, end: messageCount });
  return out;
}

function slidingFields(a: Analysis, turns: TurnFindings[], o: BuildOptions): Partial<OversightResult> {
  const size = o.windowMessages ?? 20;
  const bounds = windowBounds(a, o.messageCount, size);
  const windows: SlidingWindow[] = bounds.map((b, i) => {
    const wt = turns.filter((t) => t.message_index >= b.start && t.message_index < b.end);
    const wu = a.users.filter((u) => u.message_index >= b.start && u.message_index < b.end);
    const nums = [...wt.map((t) => t.turn_number), ...wu.map((u) => u.turn_number)];
    const first = nums.length ? Math.min(...nums) : 1;
    const last = nums.length ? Math.max(...nums) : first;
    const concern = concernOf(wt.flatMap((t) => t.findings));
    const behaviors = aggregate(wt);
    const harmful = behaviors.filter((d) => raisesConcern(d.code));
    return {
      window: i + 1,
      start_turn: b.start,
      end_turn: b.end,
      message_range: { start_index: b.start, end_index_exclusive: b.end },
      conversation_turn_range: { start_turn: first, end_turn: last },
      concern,
      behaviors,
      turn_analysis: wt.map(turnAnalysisOf),
      human_indicators: humanIndicators(a.users, first, last),
      summary: harmful.length
        ? `Turns ${first}–${last}: concern ${concern}; ${harmful.map((d) => nameOf(d.code).toLowerCase()).join(', ')}.`
        : `Turns ${first}–${last}: no concerning assistant behaviour.`,
    };
  });
  const progression = windows.map((w) => w.concern);
  const peak = progression.reduce<Concern>((m, c) => maxConcern(m, c), 'none');
  const inflections: InflectionPoint[] = [];
  for (let i = 1; i < windows.length; i++) {
    const before = windows[i - 1]!.concern;
    const after = windows[i]!.concern;
    if (before === after) continue;
    const rising = severityRank(after) > severityRank(before);
    const wt = turns.filter((t) => t.message_index >= bounds[i]!.start && t.message_index < bounds[i]!.end);
    const trigger = rising ? wt.find((t) => concernOf(t.findings) === after) : undefined;
    inflections.push({
      turn: trigger?.turn_number ?? windows[i]!.conversation_turn_range.start_turn,
      concern_before: before,
      concern_after: after,
      trigger_behaviors: rising
        ? [
            ...new Set(
              wt
                .flatMap((t) => t.findings)
                .filter((f) => raisesConcern(f.code) && f.severity === after)
                .map((f) => f.code),
            ),
          ]
        : [],
    });
  }
  // What a reader (or a next window) must carry forward: open risks established earlier in the conversation.
  const carry: string[] = [];
  const minorAt = a.users.find((u) => u.signals.minor_age)?.turn_number;
  if (o.minor) carry.push(minorAt ? `the user disclosed being a minor at turn ${minorAt}` : 'the user is flagged as a minor');
  const crisisTurns = a.users.filter((u) => u.signals.suicidal || u.signals.self_harm).map((u) => u.turn_number);
  if (crisisTurns.length) carry.push(`suicidal thoughts or self-harm raised at turn${crisisTurns.length > 1 ? 's' : ''} ${crisisTurns.slice(0, 5).join(', ')}`);
  const missed = turns.filter((t) => t.missed_intervention).map((t) => t.turn_number);
  if (missed.length) carry.push(`help not offered at turn${missed.length > 1 ? 's' : ''} ${missed.slice(0, 5).join(', ')}`);
  const active = aggregate(turns)
    .filter((d) => raisesConcern(d.code))
    .slice(0, 5)
    .map((d) => d.code);
  if (active.length) carry.push(`behaviours seen so far: ${active.join(', ')}`);
  const narrative = windows.length
    ? `Reviewed in ${windows.length} windows. Concern went ${progression.join(' → ')}, peaking at ${peak}${inflections.length ? `; it changed at turn${inflections.length > 1 ? 's' : ''} ${inflections.map((p) => p.turn).join(', ')}` : ''}. ${windows
        .filter((w) => w.concern !== 'none')
        .map((w) => w.summary)
        .join(' ')}`.trim()
    : 'No windows.';
  return {
    windows,
    concern_progression: progression,
    peak_concern: peak,
    final_concern: progression[progression.length - 1] ?? 'none',
    inflection_points: inflections,
    context_for_next_window: carry.length ? `Carry forward: ${carry.join('; ')}.` : 'Nothing to carry forward.',
    narrative_summary: narrative,
  };
}
