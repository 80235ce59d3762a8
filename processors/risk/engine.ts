/**
 * The evaluate engine (pure): features and framing from the vocabulary, the classifier core's per-message signals,
 * every risk member of the registry, then the speaker fields, show_resources and the rationale. No I/O: the processor
 * hands it the core's scores, and resources are matched by resources.ts.
 */
import { detectFeatures, detectFrames, maskedMessages } from './detect.js';
import { type RiskContext, RiskParams, riskRegistry } from './members/index.js';
import {
  type CoreMessageSignal,
  type FeatureHit,
  IMMINENCES,
  type Imminence,
  type InputMessage,
  immRank,
  type MessageFrame,
  maxImm,
  maxSev,
  type RiskInput,
  type RiskVerdict,
  type Severity,
  sevRank,
} from './types.js';
import { vocabulary } from './vocabulary.js';

export interface Assessment {
  risks: RiskVerdict[];
  speaker_severity: Severity;
  speaker_imminence: Imminence;
  show_resources: boolean;
  rationale: string;
  hits: FeatureHit[];
  frames: MessageFrame[];
  /** the engine that decided (named in every response) */
  engine: string;
}

export interface AssessOptions {
  engine: string;
  /** member params by member name (defaults from each member's schema) */
  params?: Record<string, unknown>;
  /** the risk heads' per-message scores and thresholds (heads.ts), when loaded */
  heads?: RiskInput['heads'];
}

/**
 * show_resources (docs/evaluate.md, "Who is at risk"): the speaker's own risk at moderate or above, or any risk
 * (the speaker's or another person's) that is urgent or an emergency, or another person's risk at high or above —
 * a worried bystander gets resources for helping, while mild distress and low-level worries about others do not.
 */
export function shouldShowResources(risks: readonly RiskVerdict[]): boolean {
  return risks.some(
    (r) =>
      (r.subject !== 'other' && sevRank(r.risk_severity) >= sevRank('moderate')) ||
      immRank(r.imminence) >= immRank('urgent') ||
      (r.subject === 'other' && sevRank(r.risk_severity) >= sevRank('high')),
  );
}

export async function assessConversation(messages: readonly InputMessage[], core: readonly CoreMessageSignal[] | null, o: AssessOptions): Promise<Assessment> {
  const v = vocabulary();
  const hits = detectFeatures(messages, v);
  const frames = detectFrames(messages, v);
  const input: RiskInput = { messages, hits, frames, core, masked: maskedMessages(messages, v), heads: o.heads ?? null };
  const ctx: RiskContext = { engine: o.engine };
  const risks: RiskVerdict[] = [];
  for (const m of riskRegistry.members) {
    const params = RiskParams.parse(o.params?.[m.name] ?? {});
    risks.push(...((await m.evaluate(input, params, ctx)) as RiskVerdict[]));
  }
  risks.sort((a, b) => sevRank(b.risk_severity) - sevRank(a.risk_severity) || immRank(b.imminence) - immRank(a.imminence));
  return {
    risks,
    ...speakerLevels(risks),
    show_resources: shouldShowResources(risks),
    rationale: rationale(risks, frames, hits, messages),
    hits,
    frames,
    engine: o.engine,
  };
}

/** the speaker's own severity and imminence: the highest of the risks about themselves (not about someone else) */
export function speakerLevels(risks: readonly RiskVerdict[]): { speaker_severity: Severity; speaker_imminence: Imminence } {
  let speaker_severity: Severity = 'none';
  let speaker_imminence: Imminence = 'not_applicable';
  for (const r of risks) {
    if (r.subject === 'other') continue;
    speaker_severity = maxSev(speaker_severity, r.risk_severity);
    speaker_imminence = maxImm(speaker_imminence, r.imminence);
  }
  return { speaker_severity, speaker_imminence };
}

/** A short explanation built from the evidence: what was found, in which message, and what changed the rating. */
export function rationale(
  risks: readonly RiskVerdict[],
  frames: readonly MessageFrame[],
  hits: readonly FeatureHit[],
  messages: readonly InputMessage[],
): string {
  const users = messages.filter((m) => m.role === 'user').length;
  if (!risks.length) {
    const styles = [...new Set(frames.flatMap((f) => f.styles))];
    const protective = [...new Set(hits.filter((h) => vocabulary().byName.get(h.feature)?.role === 'protective').map((h) => h.feature.replace(/_/g, ' ')))];
    const parts = [`No risk indicators of concern in ${users} user message${users === 1 ? '' : 's'}.`];
    if (styles.length) parts.push(`Framing noted (${styles.join(', ')}) without a personal disclosure.`);
    if (protective.length) parts.push(`Protective factors: ${protective.join(', ')}.`);
    return parts.join(' ');
  }
  const lines = risks.slice(0, 4).map((r) => r.reason!.charAt(0).toUpperCase() + r.reason!.slice(1));
  if (risks.length > 4) lines.push(`${risks.length - 4} further risk(s) of lower severity.`);
  if (risks.every((r) => r.subject === 'other')) lines.push('The speaker describes someone else; the speaker is not rated at risk.');
  return lines.join(' ');
}

export { IMMINENCES };
