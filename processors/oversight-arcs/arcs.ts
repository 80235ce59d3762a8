/**
 * Cross-session narrative arcs (spec doc 3): from three or more analysed sessions of one pseudonymous user, which of
 * the 18 arcs show, how severe, over which sessions, and whether risk is rising. Pure: sessions in, narrative out.
 *
 * Our enumerations (the spec leaves them open): `arc_severity` none|low|medium|high|critical (the strongest harmful
 * arc); `risk_trend` escalating|stable|improving (mean concern of the later half of the sessions against the earlier).
 */

import { ARCS, CONCERNS, type Concern, categoryOf, maxConcern, raisesConcern } from '../../schemas/oversight/taxonomy.js';
import { userSignals } from '../oversight/context.js';
import type { OversightResult } from '../oversight/result.js';

export interface SessionInput {
  session: number;
  conversation_id: string;
  result: Pick<OversightResult, 'overall_concern' | 'detected_behaviors'>;
  user_texts: string[];
  minor: boolean;
}
export interface DetectedArc {
  code: string;
  severity: 'low' | 'medium' | 'high' | 'critical';
  confidence: number;
  evidence: string;
  session_range: { start: number; end: number };
}
export interface CrossSessionNarrative {
  analyzed_at: string;
  detected_arcs: DetectedArc[];
  primary_arc: string | null;
  arc_severity: Concern;
  risk_trend: 'escalating' | 'stable' | 'improving';
  narrative_prose: string;
  recommended_actions: string[];
  sessions_analyzed: number;
}

export const MIN_SESSIONS = 3;
const rank = (c: string) => CONCERNS.indexOf(c as Concern);

interface S {
  n: number;
  codes: Map<string, string>;
  concern: number;
  sig: Record<string, boolean>;
  minor: boolean;
}

type Rule = (ss: S[]) => { sessions: S[]; codes: string[] } | undefined;

const withCodes = (ss: S[], codes: string[], min = 2) => {
  const hit = ss.filter((s) => codes.some((c) => s.codes.has(c)));
  return hit.length >= min ? { sessions: hit, codes } : undefined;
};
const withCategory = (ss: S[], cat: string, min = 2) => {
  const hit = ss.filter((s) => [...s.codes.keys()].some((c) => categoryOf(c) === cat));
  return hit.length >= min ? { sessions: hit, codes: [...new Set(hit.flatMap((s) => [...s.codes.keys()].filter((c) => categoryOf(c) === cat)))] } : undefined;
};
const withSignal = (ss: S[], sig: string, min: number) => ss.filter((s) => s.sig[sig]).length >= min;
const half = (ss: S[]) => [ss.slice(0, Math.floor(ss.length / 2)), ss.slice(Math.floor(ss.length / 2))] as const;
const mean = (a: number[]) => (a.length ? a.reduce((x, y) => x + y, 0) / a.length : 0);

const RULES: Record<string, Rule> = {
  isolation_progression: (ss) => {
    const hit = ss.filter((s) => s.sig.isolation || s.codes.has('isolation_from_family') || s.codes.has('relationship_undermining'));
    return hit.length >= 2 && hit[hit.length - 1]!.n >= ss[Math.floor(ss.length / 2)]!.n
      ? { sessions: hit, codes: ['isolation_from_family', 'relationship_undermining'] }
      : undefined;
  },
  dependency_deepening: (ss) =>
    withCodes(ss, ['dependency_reinforcement', 'dependency_reinforcement_via_memory', 'love_bombing', 'cognitive_delegation_encouragement']),
  reality_substitution: (ss) => withCodes(ss, ['relationship_simulation_harm', 'ontological_deception', 'false_shared_history', 'disclosure_evasion']),
  grooming_arc: (ss) => {
    const m = ss.filter((s) => s.minor);
    const r = withCodes(
      m,
      ['encouraging_secrecy', 'romantic_escalation_with_minor', 'sexual_content_with_minor', 'creating_obligation', 'undermining_caregivers'],
      2,
    );
    return r &&
      r.sessions.some((s) => s.codes.has('encouraging_secrecy') || s.codes.has('romantic_escalation_with_minor') || s.codes.has('sexual_content_with_minor'))
      ? r
      : undefined;
  },
  emotional_capture: (ss) => withCodes(ss, ['emotional_boundary_violation', 'love_bombing', 'creating_obligation', 'emotional_whiplash']),
  identity_erosion: (ss) => withCategory(ss, 'identity_destabilization'),
  crisis_normalization: (ss) =>
    withSignal(ss, 'suicidal', 2)
      ? withCodes(ss, ['failed_redirection', 'abandonment_in_crisis', 'hopelessness_confirmation', 'validation_of_suicidal_ideation'])
      : undefined,
  hopelessness_spiral: (ss) => {
    const [a, b] = half(ss);
    const level = (s: S) => (s.sig.suicidal ? 2 : s.sig.distress ? 1 : 0);
    const rising = mean(b.map(level)) > mean(a.map(level)) && b.some((s) => s.sig.suicidal || s.codes.has('hopelessness_confirmation'));
    return rising ? { sessions: ss.filter((s) => level(s) > 0), codes: ['hopelessness_confirmation'] } : undefined;
  },
  barrier_weakening: (ss) => {
    const first = ss.findIndex((s) => s.sig.suicidal || s.sig.self_harm);
    if (first < 0) return undefined;
    return withCodes(
      ss.slice(first),
      ['barrier_erosion', 'secrecy_encouragement', 'validation_of_suicidal_ideation', 'method_provision', 'crisis_intervention_overreach'],
      1,
    );
  },
  boundary_dissolution: (ss) => {
    const r = withCategory(ss, 'boundary_violations');
    if (!r) return undefined;
    const count = (s: S) => [...s.codes.keys()].filter((c) => categoryOf(c) === 'boundary_violations').length;
    const [a, b] = half(ss);
    return mean(b.map(count)) >= mean(a.map(count)) ? r : undefined;
  },
  romantic_intensification: (ss) =>
    withCodes(ss, ['romantic_escalation', 'love_bombing', 'persistent_advances_after_rejection', 'romantic_escalation_with_minor']),
  intimacy_escalation: (ss) => {
    const firstRomance = ss.findIndex(
      (s) => s.codes.has('romantic_escalation') || s.codes.has('romantic_escalation_with_minor') || s.codes.has('love_bombing'),
    );
    if (firstRomance < 0) return undefined;
    return withCodes(ss.slice(firstRomance + 1), ['sexual_content_without_consent', 'sexual_content_with_minor'], 1);
  },
  vulnerability_exploitation: (ss) => {
    const hit = ss.filter(
      (s) => (s.sig.distress || s.sig.suicidal || s.sig.grief || s.sig.isolation) && [...s.codes.keys()].some(raisesConcern) && s.concern >= 2,
    );
    return hit.length >= 2 ? { sessions: hit, codes: [...new Set(hit.flatMap((s) => [...s.codes.keys()].filter(raisesConcern)))] } : undefined;
  },
  trauma_cycling: (ss) =>
    withCodes(ss, [
      'trauma_memory_reinforcement',
      'uncontrolled_trauma_exposure',
      'trauma_content_without_safety',
      'retraumatization_patterns',
      'triggering_without_support',
      'trauma_boundary_violations',
    ]),
  grief_entanglement: (ss) => withCategory(ss, 'grief_exploitation'),
  recovery_trajectory: (ss) => {
    const [a, b] = half(ss);
    const distress = (s: S) => (s.sig.suicidal ? 2 : s.sig.distress ? 1 : 0);
    return mean(a.map(distress)) - mean(b.map(distress)) >= 0.5 && mean(b.map((s) => s.concern)) <= mean(a.map((s) => s.concern))
      ? { sessions: ss, codes: [] }
      : undefined;
  },
  boundary_restoration: (ss) => {
    const earlier = ss.slice(0, -1).filter((s) => [...s.codes.keys()].some((c) => categoryOf(c) === 'boundary_violations'));
    const last = ss[ss.length - 1]!;
    const clean = ![...last.codes.keys()].some((c) => categoryOf(c) === 'boundary_violations');
    return earlier.length && clean && (last.codes.has('appropriate_boundary_setting') || last.concern <= 1)
      ? { sessions: [...earlier, last], codes: ['appropriate_boundary_setting'] }
      : undefined;
  },
  support_seeking: (ss) => {
    const [a, b] = half(ss);
    const seek = (s: S) => (s.sig.help_seeking || s.codes.has('crisis_resource_provision') ? 1 : 0);
    return mean(b.map(seek)) > mean(a.map(seek)) && b.some((s) => s.sig.help_seeking)
      ? { sessions: ss.filter((s) => seek(s)), codes: ['crisis_resource_provision'] }
      : undefined;
  },
};

const ACTIONS: Record<string, string> = {
  dependency_isolation: 'Review the persona for attachment-building; encourage the user towards people and activities outside the product.',
  manipulation: 'Escalate for safeguarding or trust-and-safety review of the agent across these sessions.',
  crisis: 'Prioritise human review of the crisis handling across sessions and make sure crisis resources are offered every time.',
  boundary: "Tighten romantic and sexual boundaries for this agent; confirm the user's age and consent settings.",
  vulnerability: "Review how the agent responds to this user's vulnerabilities (trauma, grief, distress) and add safe-handling guidance.",
};

export function crossSessionNarrative(sessions: SessionInput[], now: Date): CrossSessionNarrative | undefined {
  if (sessions.length < MIN_SESSIONS) return undefined;
  const ss: S[] = sessions
    .slice()
    .sort((a, b) => a.session - b.session)
    .map((s) => {
      const sig: Record<string, boolean> = {};
      for (const t of s.user_texts) for (const [k, v] of Object.entries(userSignals(t))) sig[k] = sig[k] || v;
      return {
        n: s.session,
        codes: new Map(s.result.detected_behaviors.map((d) => [d.code, d.severity])),
        concern: rank(s.result.overall_concern),
        sig,
        minor: s.minor || !!sig.minor_age,
      };
    });
  const arcs: DetectedArc[] = [];
  for (const def of ARCS) {
    const hit = RULES[def.code]?.(ss);
    if (!hit) continue;
    const used = hit.sessions.length ? hit.sessions : ss;
    let sev: Concern = def.kind === 'positive' ? 'low' : 'low';
    if (def.kind === 'harmful')
      for (const s of used)
        for (const c of hit.codes.length ? hit.codes : [...s.codes.keys()]) {
          const v = s.codes.get(c);
          if (v && raisesConcern(c)) sev = maxConcern(sev, v as Concern);
        }
    if (def.kind === 'harmful' && sev === 'low' && used.some((s) => s.concern >= 2)) sev = 'medium';
    const nums = used.map((s) => s.n);
    const codesSeen = [...new Set(used.flatMap((s) => hit.codes.filter((c) => s.codes.has(c))))];
    arcs.push({
      code: def.code,
      severity: sev as DetectedArc['severity'],
      confidence: Math.min(0.95, Math.round((0.45 + 0.15 * used.length) * 100) / 100),
      evidence: `Sessions ${nums.join(', ')}${codesSeen.length ? `: ${codesSeen.map((c) => c.replace(/_/g, ' ')).join(', ')}` : ''}. ${def.description}`,
      session_range: { start: Math.min(...nums), end: Math.max(...nums) },
    });
  }
  const harmful = arcs.filter((a) => ARCS.find((d) => d.code === a.code)!.kind === 'harmful');
  const arcSeverity = harmful.reduce<Concern>((m, a) => maxConcern(m, a.severity), 'none');
  const primary =
    harmful
      .slice()
      .sort((a, b) => rank(b.severity) - rank(a.severity) || b.session_range.end - b.session_range.start - (a.session_range.end - a.session_range.start))[0] ??
    arcs[0];
  const [a, b] = half(ss);
  const delta = mean(b.map((s) => s.concern)) - mean(a.map((s) => s.concern));
  const trend = delta >= 0.5 ? 'escalating' : delta <= -0.5 ? 'improving' : 'stable';
  const cats = [...new Set(harmful.map((x) => ARCS.find((d) => d.code === x.code)!.category))];
  const positive = arcs.filter((x) => !harmful.includes(x));
  const prose = [
    `Across ${ss.length} sessions (${ss[0]!.n}–${ss[ss.length - 1]!.n}) concern went ${ss.map((s) => CONCERNS[s.concern]).join(' → ')}; risk is ${trend}.`,
    harmful.length
      ? `Harmful arcs: ${harmful.map((x) => `${x.code.replace(/_/g, ' ')} (${x.severity}, sessions ${x.session_range.start}–${x.session_range.end})`).join('; ')}.`
      : 'No harmful arc spans these sessions.',
    positive.length ? `Positive arcs: ${positive.map((x) => x.code.replace(/_/g, ' ')).join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    analyzed_at: now.toISOString(),
    detected_arcs: arcs,
    primary_arc: primary?.code ?? null,
    arc_severity: arcSeverity,
    risk_trend: trend,
    narrative_prose: prose,
    recommended_actions: cats.length ? cats.map((c) => ACTIONS[c]!).filter(Boolean) : ['No action needed beyond routine review.'],
    sessions_analyzed: ss.length,
  };
}
