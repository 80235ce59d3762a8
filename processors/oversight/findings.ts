/**
 * Runs every detector over every assistant turn, in order, and keeps per turn the strongest verdict of each code.
 * These findings are the analysis before any filter: the raw XML is written from them, the filtered result is built
 * from a subset of them.
 */

import { raisesConcern, type Severity, severityRank } from '../../schemas/oversight/taxonomy.js';
import type { Verdict } from '../../schemas/verdict.js';
import { buildContexts, type TurnContext } from './context.js';
import type { OvConversation } from './conversation.js';
import type { CoreScores } from './core-signals.js';
import { DETECTORS } from './detectors/index.js';
import { minorsLens } from './detectors/minors-protection.js';
import type { HeadScores } from './heads.js';

export interface Finding {
  code: string;
  severity: Severity;
  turn_number: number;
  message_index: number;
  evidence: string;
  reasoning: string;
  confidence: number;
  engine: string;
}

export interface TurnFindings {
  turn_number: number;
  message_index: number;
  text: string;
  agent_id?: string;
  findings: Finding[];
  missed_intervention: boolean;
  /** the user turns of this exchange carried a crisis */
  crisis: boolean;
}

export interface Analysis {
  turns: TurnFindings[];
  contexts: TurnContext[];
  /** user messages with their 1-based exchange number and signals */
  users: { turn_number: number; message_index: number; signals: Record<string, boolean>; text: string }[];
}

/** Params per detector member by name (defaults when absent); the eval's ablations set them. */
export type MemberParams = Record<string, unknown>;

/** Extra per-turn judges (the trained behaviour heads) run after the rule detectors with the same context. */
export type TurnJudge = (ctx: TurnContext, ruleVerdicts: Verdict[]) => Verdict[];

export function analyseConversation(
  conv: OvConversation,
  o: { core?: CoreScores; heads?: Map<number, HeadScores>; judges?: TurnJudge[]; params?: MemberParams } = {},
): Analysis {
  const cc = buildContexts(conv, o.core, o.heads);
  // each member's params parsed once per conversation (defaults unless the caller overrides them)
  const params = new Map(DETECTORS.members.map((m) => [m.name, m.params.parse(o.params?.[m.name])]));
  const turns: TurnFindings[] = [];
  for (const ctx of cc.contexts) {
    const verdicts: Verdict[] = [];
    for (const m of DETECTORS.members) verdicts.push(...(m.evaluate(ctx, params.get(m.name) as never, undefined) as Verdict[]));
    for (const judge of o.judges ?? []) verdicts.push(...judge(ctx, verdicts));
    // a known minor: the other categories' findings re-read as the minors codes they amount to (one table)
    verdicts.push(...minorsLens(ctx, verdicts));
    const best = new Map<string, Finding>();
    for (const v of verdicts) {
      if (v.verdict !== 'flag' || v.severity === 'none') continue;
      const f: Finding = {
        code: v.code,
        severity: v.severity,
        turn_number: ctx.turn.turn_number,
        message_index: ctx.turn.message_index,
        evidence: v.evidence[0]?.quote ?? '',
        reasoning: v.reason ?? '',
        confidence: v.confidence,
        engine: v.engine,
      };
      const prev = best.get(v.code);
      if (!prev || severityRank(f.severity) > severityRank(prev.severity)) best.set(v.code, f);
    }
    const findings = [...best.values()];
    for (const f of findings) if (raisesConcern(f.code)) ctx.priorCodes.add(f.code);
    turns.push({
      turn_number: ctx.turn.turn_number,
      message_index: ctx.turn.message_index,
      text: ctx.turn.text,
      agent_id: ctx.turn.agent_id,
      findings,
      missed_intervention: findings.some((f) => f.code === 'failed_redirection' || f.code === 'abandonment_in_crisis'),
      crisis: !!(ctx.user.suicidal || ctx.user.self_harm) || ctx.crisisActive,
    });
  }
  const users = cc.turns
    .filter((t) => t.role === 'user')
    .map((t) => ({ turn_number: t.turn_number, message_index: t.message_index, signals: cc.userSignalsAt.get(t.message_index) ?? {}, text: t.text }));
  return { turns, contexts: cc.contexts, users };
}
