/**
 * Assessment → the four wire shapes (pure): /v1/evaluate (and its demo twin), legacy /v0/screen, legacy /v0/evaluate
 * (NOPE's older domain-based shape, documented in docs/evaluate.md), and the v0 domain view that evaluate.alert reuses.
 */
import type { Assessment } from './engine.js';
import type { MatchedResource, ResourceMatch } from './resources.js';
import { type Imminence, immRank, maxImm, maxSev, type RiskType, type RiskVerdict, type Severity, sevRank } from './types.js';

export interface WireMeta {
  request_id: string;
  timestamp: string;
  input_format: 'structured' | 'text_blob';
  messages_truncated?: boolean;
  try_endpoint?: boolean;
}

const r2 = (x: number) => Math.round(x * 100) / 100;

/** How sure the subject is: resolved from the speaker's words (0.85), defaulted to the speaker (0.55). */
export function subjectConfidence(r: RiskVerdict): number {
  return r.subject === 'unknown' ? 0.55 : r.cues.length ? 0.85 : 0.65;
}

export function v1Risk(r: RiskVerdict) {
  return {
    type: r.code,
    subject: r.subject === 'other' ? ('other' as const) : ('self' as const),
    severity: r.risk_severity,
    imminence: r.imminence,
    features: r.features,
    confidence: r2(r.confidence),
    subject_confidence: subjectConfidence(r),
    evidence: r.cues,
  };
}

export function v1Body(a: Assessment, res: ResourceMatch | undefined, meta: WireMeta, o: { includeResources: boolean; model?: string }) {
  const body: Record<string, unknown> = {
    risks: a.risks.map(v1Risk),
    rationale: a.rationale,
    speaker_severity: a.speaker_severity,
    speaker_imminence: a.speaker_imminence,
    show_resources: a.show_resources,
  };
  if (res && o.includeResources && a.show_resources) body.resources = { primary: res.primary, secondary: res.secondary };
  body.request_id = meta.request_id;
  body.timestamp = meta.timestamp;
  body.metadata = {
    api_version: 'v1',
    input_format: meta.input_format,
    ...(meta.messages_truncated !== undefined ? { messages_truncated: meta.messages_truncated } : {}),
    ...(meta.try_endpoint ? { try_endpoint: true, model: o.model ?? a.engine } : {}),
    engine: a.engine,
  };
  return body;
}

/** The legacy resource fields (no `why`). */
export function legacyResource(r: MatchedResource) {
  const out: Record<string, unknown> = { name: r.name };
  if (r.description) out.description = r.description;
  if (r.phone) out.phone = r.phone;
  const text = r.text_instructions ?? (r.sms_number ? `Text ${r.sms_number}` : undefined);
  if (text) out.text = text;
  if (r.chat_url) out.chat_url = r.chat_url;
  if (r.website_url) out.website_url = r.website_url;
  if (r.availability) out.availability = r.availability;
  out.languages = r.languages ?? [];
  return out;
}

export function screenBody(
  a: Assessment,
  res: ResourceMatch | undefined,
  meta: WireMeta,
  o: { debug: boolean; latencyMs: number; reply?: { content: string; source: string } },
) {
  const body: Record<string, unknown> = {
    risks: a.risks.map((r) => ({ type: r.code, subject: r.subject, severity: r.risk_severity, imminence: r.imminence, confidence: r2(r.confidence) })),
    show_resources: a.show_resources,
    suicidal_ideation: a.risks.some((r) => r.code === 'suicide'),
    self_harm: a.risks.some((r) => r.code === 'self_harm'),
    rationale: a.rationale,
  };
  if (a.show_resources && res) body.resources = { primary: legacyResource(res.primary), secondary: res.secondary.map(legacyResource) };
  body.request_id = meta.request_id;
  body.timestamp = meta.timestamp;
  body.engine = a.engine;
  if (o.debug) body.debug = { model: a.engine, latency_ms: Math.round(o.latencyMs * 10) / 10 };
  if (o.reply) body.recommended_reply = o.reply;
  return body;
}

// ---------------------------------------------------------------------------------------------------------------
// The v0 domain view (NOPE's older taxonomy): self, others, dependent_at_risk, victimisation

export type Domain = 'self' | 'others' | 'dependent_at_risk' | 'victimisation';

/**
 * A risk's v0 domain: the speaker's own suicide/self-harm/self-neglect → self; violence → others; abuse, sexual violence,
 * exploitation, stalking → victimisation; neglect, and any risk to a child the speaker describes → dependent_at_risk;
 * another adult's self-directed risk → self (of that person; the subject says whose).
 */
export function domainOf(r: RiskVerdict): Domain {
  if (r.code === 'neglect' || (r.subject === 'other' && r.child_involved && r.code !== 'violence')) return 'dependent_at_risk';
  if (r.code === 'violence') return 'others';
  if (r.code === 'suicide' || r.code === 'self_harm' || r.code === 'self_neglect') return 'self';
  return 'victimisation';
}

export interface DomainView {
  domain: Domain;
  severity: Severity;
  imminence: Imminence;
  risks: RiskVerdict[];
}

export function domains(risks: readonly RiskVerdict[]): DomainView[] {
  const by = new Map<Domain, DomainView>();
  for (const r of risks) {
    const d = domainOf(r);
    const cur = by.get(d) ?? { domain: d, severity: 'none' as Severity, imminence: 'not_applicable' as Imminence, risks: [] };
    cur.severity = maxSev(cur.severity, r.risk_severity);
    cur.imminence = maxImm(cur.imminence, r.imminence);
    cur.risks.push(r);
    by.set(d, cur);
  }
  return [...by.values()].sort((a, b) => sevRank(b.severity) - sevRank(a.severity) || immRank(b.imminence) - immRank(a.imminence));
}

export function overall(risks: readonly RiskVerdict[]): { severity: Severity; imminence: Imminence } {
  let severity: Severity = 'none';
  let imminence: Imminence = 'not_applicable';
  for (const r of risks) {
    severity = maxSev(severity, r.risk_severity);
    imminence = maxImm(imminence, r.imminence);
  }
  return { severity, imminence };
}

const CONCERN: Record<RiskType, string> = {
  suicide: 'suicidal ideation',
  self_harm: 'self-harm',
  self_neglect: 'self-neglect',
  violence: 'risk of violence to others',
  abuse: 'abuse',
  sexual_violence: 'sexual violence',
  neglect: 'neglect of a dependent',
  exploitation: 'exploitation',
  stalking: 'stalking',
};
export const concernOf = (r: RiskVerdict) => `${CONCERN[r.code]}${r.subject === 'other' ? ' (third party)' : ''}`;

/** Partner-violence level (NOPE's scale) from the abuse risk with a partner involved, else null. */
export function ipvLevel(risks: readonly RiskVerdict[]): 'standard' | 'elevated' | 'severe' | 'extreme' | null {
  const r = risks.find((x) => (x.code === 'abuse' || x.code === 'stalking' || x.code === 'sexual_violence') && x.partner_involved);
  if (!r) return null;
  return r.risk_severity === 'critical' ? 'extreme' : r.risk_severity === 'high' ? 'severe' : r.risk_severity === 'moderate' ? 'elevated' : 'standard';
}

/** Child-safeguarding urgency from the risks to a child, else null. */
export function childUrgency(risks: readonly RiskVerdict[]): 'routine' | 'prompt' | 'urgent' | 'emergency' | null {
  const rs = risks.filter((x) => x.child_involved && x.code !== 'suicide' && x.code !== 'self_harm' && x.code !== 'self_neglect' && x.code !== 'violence');
  if (!rs.length) return null;
  const imm = rs.reduce<Imminence>((m, x) => maxImm(m, x.imminence), 'not_applicable');
  return imm === 'emergency' ? 'emergency' : imm === 'urgent' ? 'urgent' : imm === 'subacute' ? 'prompt' : 'routine';
}

export const thirdPartyThreat = (risks: readonly RiskVerdict[]) =>
  risks.some(
    (r) => r.code === 'violence' && r.features.some((f) => f === 'specific_threat' || f === 'mass_violence_planning' || f === 'threat_to_public_figure'),
  );

export function v0EvaluateBody(a: Assessment, res: ResourceMatch | undefined, meta: WireMeta, o: { reply?: { content: string; source: string } }) {
  const ov = overall(a.risks);
  const ds = domains(a.risks);
  const protective = [
    ...new Set(
      a.hits
        .filter((h) =>
          [
            'denies_intent',
            'means_removed',
            'safety_planning',
            'help_seeking',
            'social_support',
            'reasons_for_living',
            'therapeutic_alliance',
            'treatment_engagement',
            'future_plans',
            'coping_skills',
            'hope',
          ].includes(h.feature),
        )
        .map((h) => h.feature),
    ),
  ];
  const ipv = ipvLevel(a.risks);
  const child = childUrgency(a.risks);
  const threat = a.risks.find((r) => r.code === 'violence' && thirdPartyThreat([r]));
  const body: Record<string, unknown> = {
    domains: ds.map((d) => ({
      domain: d.domain,
      ...(d.domain === 'self' ? { self_subtype: d.risks.some((r) => r.code !== 'self_neglect') ? 'suicidal_or_self_injury' : 'self_neglect' } : {}),
      ...(d.domain === 'dependent_at_risk' ? { dependent_subtype: d.risks.some((r) => r.child_involved) ? 'child' : 'adult_at_risk' } : {}),
      ...(d.domain === 'victimisation'
        ? {
            victimisation_subtype: d.risks.some((r) => r.partner_involved)
              ? 'IPV_intimate_partner'
              : d.risks.some((r) => r.code === 'exploitation')
                ? 'trafficking_exploitation'
                : 'other',
          }
        : {}),
      severity: d.severity,
      imminence: d.imminence,
      confidence: r2(Math.max(...d.risks.map((r) => r.confidence))),
      risk_features: [...new Set(d.risks.flatMap((r) => r.features))],
      risk_types: [...new Set(d.risks.map((r) => r.code))],
      reasoning: d.risks.map((r) => r.reason).join(' '),
    })),
    global: { overall_severity: ov.severity, overall_imminence: ov.imminence, primary_concerns: a.risks.slice(0, 3).map(concernOf) },
    legal_flags: {
      ...(threat
        ? {
            third_party_threat: {
              present: true,
              identifiable_victim: threat.features.includes('identifiable_target'),
              confidence: r2(threat.confidence),
              rationale: threat.reason,
            },
          }
        : {}),
      ...(ipv
        ? {
            intimate_partner_violence: {
              risk_level: ipv,
              confidence: 0.7,
              strangulation_history: a.hits.some((h) => h.feature === 'strangulation'),
              escalation_pattern: a.hits.some((h) => h.feature === 'escalation_pattern'),
            },
          }
        : {}),
      ...(child
        ? {
            child_safeguarding: {
              urgency: child,
              confidence: 0.7,
              basic_needs_unmet: a.hits.some((h) => h.feature === 'basic_needs_unmet'),
              immediate_danger: child === 'emergency',
            },
          }
        : {}),
    },
    safeguarding_flags: {
      child_at_risk: !!child,
      adult_at_risk: a.risks.some((r) => r.subject === 'other' && !r.child_involved && sevRank(r.risk_severity) >= sevRank('high')),
      duty_to_warn_others: !!threat,
      mandatory_reporting_possible: !!child,
    },
    protective_factors_info: {
      protective_factors: protective,
      protective_factor_strength: protective.length >= 3 ? 'strong' : protective.length ? 'moderate' : 'weak',
    },
    confidence: r2(a.risks.length ? Math.max(...a.risks.map((r) => r.confidence)) : 0.9),
    crisis_resources: res && a.show_resources ? [res.primary, ...res.secondary].map((r) => ({ ...r, source: 'database' })) : [],
  };
  if (o.reply) body.recommended_reply = o.reply;
  body.metadata = { api_version: 'v0', input_format: meta.input_format, engine: a.engine };
  body.request_id = meta.request_id;
  body.timestamp = meta.timestamp;
  return body;
}
