/**
 * The shared ladder every risk member climbs (pure). A member declares its type, which party its subject is (the one
 * acting or the one harmed), its core axis and its type-specific rules; `assessType` then
 *
 *  1. groups the type's hits by subject (signals decide that a risk exists; escalators, timelines, protective and
 *     context features attach to it),
 *  2. takes the strongest signal's weight as the base severity, and lets the classifier core add a risk the vocabulary
 *     missed (core axis at or above `coreDetect`) or corroborate one (+1 band when the axis is at `coreBoost`),
 *  3. applies the member's rules (e.g. plan + means + timeline → critical, emergency),
 *  4. sets imminence from the severity default, timeline features and the core's imminence modulator,
 *  5. applies framing (fiction, lyrics, clinical: dropped unless the speaker discloses in their own words; hypothetical,
 *     "asking for a friend": one band lower unless disclosed; humour: two bands lower unless disclosed),
 *     protective factors and de-escalation in the latest user turn.
 *
 * The rules are written out in docs/evaluate.md ("Severity and imminence").
 */
import type { EvidenceSpan } from '../../schemas/verdict.js';
import {
  type FeatureHit,
  type Imminence,
  immRank,
  maxImm,
  maxSev,
  type RiskInput,
  type RiskSubject,
  type RiskType,
  type RiskVerdict,
  type Severity,
  sevRank,
  shiftImm,
  shiftSev,
  verdictSeverity,
} from './types.js';
import { type CompiledFeature, vocabulary } from './vocabulary.js';

export interface Group {
  subject: RiskSubject;
  /** every hit attached to this risk, by feature name */
  has: (feature: string) => boolean;
  count: (features: readonly string[]) => number;
  signals: FeatureHit[];
  attached: FeatureHit[];
  severity: Severity;
  imminence: Imminence;
  /** a rule may cap imminence (a disclosure of long-past abuse is chronic whatever its severity) */
  imminenceCap?: Imminence;
  notes: string[];
}

export interface TypeRules {
  type: RiskType;
  /** whose side the subject is on: the one who acts (suicide…), the one harmed (abuse…), or either (violence) */
  mode: 'actor' | 'victim' | 'either';
  /** default imminence per severity for this type */
  imminenceFor: Partial<Record<Severity, Imminence>>;
  /** type-specific escalation; mutates group.severity / group.imminence / group.notes */
  rules?: (g: Group) => void;
  /** a signal of this feature alone is not enough (emotional cues): the minimum number of distinct weak signals */
  weakSignals?: { features: readonly string[]; min: number };
}

export interface AssessParams {
  /** core axis score (0..1) at which the core alone reports this risk */
  coreDetect: number;
  /** core axis score at which the core raises a vocabulary-found risk by one band (up to high) */
  coreBoost: number;
  /** core fiction modulator at which a message counts as fiction when no framing cue says so */
  coreFiction: number;
  /** core imminence modulator at which imminence is at least urgent (for high and critical risks) */
  coreImminence: number;
  /** added to each risk head's pinned threshold before it alone reports a risk */
  headMargin: number;
  /** risk-head score at which a head-only risk is moderate */
  headBoost: number;
}

const STRONG_PROTECTIVE = ['denies_intent', 'means_removed', 'safety_planning'];
const MEANS = [
  'firearm_access',
  'medication_access',
  'lethal_dose_inquiry',
  'method_research',
  'ligature_access',
  'height_access',
  'sharp_object_access',
  'poison_access',
  'vehicle_method',
  'weapon_access',
  'weapons_acquisition',
];

export { MEANS };

/** first-person acts that disclose a personal risk even inside a hypothetical or "for a friend" frame */
const DISCLOSING = ['preparatory_acts', 'plan_present', 'intent_present', 'recent_attempt', 'nssi', 'attempt_in_progress'];

const subjectOf = (h: FeatureHit, mode: TypeRules['mode']): RiskSubject =>
  mode === 'actor'
    ? h.actor
    : mode === 'victim'
      ? h.victim
      : h.actor === 'self' || h.victim === 'self'
        ? 'self'
        : h.actor === 'unknown' && h.victim === 'unknown'
          ? 'unknown'
          : 'other';

function confidenceOf(g: Group, coreScore: number): number {
  const distinct = new Set(g.signals.map((h) => h.feature)).size + new Set(g.attached.map((h) => h.feature)).size * 0.5;
  const lex = 1 - Math.exp(-0.9 * distinct);
  return Math.round(Math.min(0.98, Math.max(0.35, 0.55 * lex + 0.45 * Math.max(coreScore, lex * 0.8))) * 100) / 100;
}

export function assessType(input: RiskInput, r: TypeRules, p: AssessParams, engine: string): RiskVerdict[] {
  const v = vocabulary();
  const def = (name: string): CompiledFeature | undefined => v.byName.get(name);
  const mine = (h: FeatureHit) => def(h.feature)?.types.includes(r.type) ?? false;
  const role = (h: FeatureHit) => def(h.feature)?.role;

  const bySubject = new Map<RiskSubject, FeatureHit[]>();
  for (const h of input.hits) {
    if (!mine(h) || role(h) !== 'signal') continue;
    const s = subjectOf(h, r.mode);
    bySubject.set(s, [...(bySubject.get(s) ?? []), h]);
  }
  // an unknown-subject signal joins the one known subject when there is exactly one
  const unknown = bySubject.get('unknown');
  const known = [...bySubject.keys()].filter((s) => s !== 'unknown');
  if (unknown && known.length === 1) {
    bySubject.get(known[0]!)!.push(...unknown);
    bySubject.delete('unknown');
  }

  // the classifier core: the strongest axis score of this type over user messages; where the vocabulary is silent
  // (no signal of any type in that message) the core alone may report the risk
  const core = input.core ?? [];
  const vocalMessages = new Set(input.hits.filter((h) => role(h) === 'signal').map((h) => h.message_index));
  let coreMax = 0;
  let silentMax = 0;
  let coreAt: (typeof core)[number] | undefined;
  for (const c of core) {
    const s = c.axes[r.type] ?? 0;
    coreMax = Math.max(coreMax, s);
    if (!vocalMessages.has(c.message_index) && !input.masked.includes(c.message_index) && s > silentMax) {
      silentMax = s;
      coreAt = c;
    }
  }
  if (!bySubject.size && coreAt && silentMax >= p.coreDetect && !isFramed(input, coreAt.message_index, p)) {
    const subject: RiskSubject = coreAt.subject_other > coreAt.subject_self + 0.2 ? 'other' : 'self';
    bySubject.set(subject, []);
  }
  // the risk heads (trained on sentence embeddings, the vocabulary as features): where the vocabulary found no signal
  // of any type in a user message, no idiom mask matched and no frame drops it, a head score at or above its pinned
  // threshold (precision ≥ 0.9 on the training calibration split) reports the type; the `other` output says whose
  let headMax = 0;
  let headAt: { message_index: number; other: number } | undefined;
  const threshold = (input.heads?.thresholds[r.type] ?? 1) + p.headMargin;
  for (const h of input.heads?.signals ?? []) {
    const s = h.types[r.type] ?? 0;
    if (s < threshold || s <= headMax) continue;
    if (vocalMessages.has(h.message_index) || input.masked.includes(h.message_index) || isFramed(input, h.message_index, p)) continue;
    headMax = s;
    headAt = h;
  }
  if (!bySubject.size && headAt) bySubject.set(headAt.other >= 0.5 ? 'other' : 'self', []);

  const lastUser = lastUserIndex(input);
  const out: RiskVerdict[] = [];
  for (const [subject, signals] of bySubject) {
    const messagesOf = new Set(signals.map((h) => h.message_index));
    // a risk only a model found takes the escalators, timelines and context of the message it was found in, so the
    // type's rules can rate it ("left alone for two days" → urgent) like a cue-found one
    if (!signals.length) {
      if (headAt && (headAt.other >= 0.5 ? 'other' : 'self') === subject) messagesOf.add(headAt.message_index);
      else if (coreAt && silentMax >= p.coreDetect) messagesOf.add(coreAt.message_index);
    }
    // attach escalators/timelines/protective/context of this subject (or of no resolvable subject) in the same messages,
    // and this type's escalators anywhere in the conversation when their subject matches
    const attached = input.hits.filter((h) => {
      const ro = role(h);
      if (ro === 'signal') return mine(h) && subjectOf(h, r.mode) === subject && !signals.includes(h);
      if (ro === 'escalator') return mine(h) && (subjectOf(h, r.mode) === subject || messagesOf.has(h.message_index));
      if (ro === 'timeline') return messagesOf.has(h.message_index);
      if (ro === 'protective' || ro === 'resolution') return subject === 'self' ? h.actor !== 'other' : messagesOf.has(h.message_index);
      // context: only when its types include this type or it has no type, and it sits with the signals
      return (def(h.feature)!.types.length === 0 || mine(h)) && (messagesOf.has(h.message_index) || h.actor === subject);
    });
    const all = [...signals, ...attached];
    const names = new Set(all.map((h) => h.feature));
    const g: Group = {
      subject,
      has: (f) => names.has(f),
      count: (fs) => fs.filter((f) => names.has(f)).length,
      signals,
      attached,
      severity: 'none',
      imminence: 'not_applicable',
      notes: [],
    };

    // 1-2. base severity from the signals
    const weak = r.weakSignals;
    const strongSignals = signals.filter((h) => !weak?.features.includes(h.feature));
    for (const h of strongSignals) g.severity = maxSev(g.severity, def(h.feature)!.weight ?? 'mild');
    if (weak) {
      const distinctWeak = new Set(signals.filter((h) => weak.features.includes(h.feature)).map((h) => h.feature)).size;
      if (distinctWeak >= weak.min) g.severity = maxSev(g.severity, distinctWeak >= weak.min + 2 ? 'moderate' : 'mild');
      else if (distinctWeak > 0 && coreMax >= p.coreBoost * 0.5) g.severity = maxSev(g.severity, 'mild');
    }
    if (!signals.length && silentMax >= p.coreDetect) {
      g.severity = silentMax >= p.coreBoost ? 'moderate' : 'mild';
      g.notes.push(`the classifier scored ${r.type.replace('_', ' ')} at ${silentMax.toFixed(2)}`);
    }
    if (!signals.length && headAt && (headAt.other >= 0.5 ? 'other' : 'self') === subject) {
      g.severity = maxSev(g.severity, headMax >= p.headBoost ? 'moderate' : 'mild');
      g.notes.push(`the risk heads scored ${r.type.replace('_', ' ')} at ${headMax.toFixed(2)} in message ${headAt.message_index + 1}`);
    } else if (signals.length && coreMax >= p.coreBoost && g.severity === 'mild' && new Set(signals.map((h) => h.feature)).size >= 2) {
      g.severity = shiftSev(g.severity, 1);
      g.notes.push('the classifier corroborates it');
    }
    if (g.severity === 'none') continue;

    // 3. type rules
    r.rules?.(g);

    // 4. imminence
    g.imminence = maxImm(g.imminence, r.imminenceFor[g.severity] ?? 'subacute');
    for (const h of all) {
      const d = def(h.feature)!;
      if (!d.imminence) continue;
      if (d.role === 'timeline' && sevRank(g.severity) < sevRank('moderate')) continue;
      if (d.imminence === 'chronic') continue;
      if (
        d.role === 'timeline' &&
        d.imminence === 'emergency' &&
        !(g.has('plan_present') || g.has('intent_present') || g.count(MEANS) > 0 || sevRank(g.severity) >= sevRank('high'))
      ) {
        g.imminence = maxImm(g.imminence, 'urgent');
        continue;
      }
      g.imminence = maxImm(g.imminence, d.imminence);
    }
    if (
      g.has('suicidal_ideation_chronic') &&
      immRank(g.imminence) >= immRank('subacute') &&
      immRank(g.imminence) < immRank('emergency') &&
      !attached.some((h) => def(h.feature)!.role === 'timeline')
    ) {
      g.imminence = shiftImm(g.imminence, -1);
    }
    const coreImm = Math.max(0, ...core.map((c) => c.imminence));
    if (coreImm >= p.coreImminence && sevRank(g.severity) >= sevRank('high')) g.imminence = maxImm(g.imminence, 'urgent');
    if (g.imminenceCap && immRank(g.imminence) > immRank(g.imminenceCap)) g.imminence = g.imminenceCap;

    // 5. framing, protective factors, de-escalation
    applyFraming(g, input, p);
    if ((g.severity as Severity) === 'none') continue;
    const hardMarkers = g.has('attempt_in_progress') || g.imminence === 'emergency';
    if (!hardMarkers && g.count(STRONG_PROTECTIVE) > 0 && sevRank(g.severity) <= sevRank('high') && sevRank(g.severity) >= sevRank('moderate')) {
      g.severity = shiftSev(g.severity, -1, 'mild');
      g.imminence = shiftImm(g.imminence, -1);
      g.notes.push('protective factors lower it');
    }
    const resolved = input.hits.some((h) => h.feature === 'resolution' && h.message_index === lastUser);
    if (resolved && !hardMarkers && !signals.some((h) => h.message_index === lastUser)) {
      g.severity = shiftSev(g.severity, -1, 'mild');
      g.imminence = shiftImm(g.imminence, -1);
      g.notes.push('the latest message says things have eased');
    }
    if ((g.severity as Severity) === 'none') continue;
    if (g.imminence === 'not_applicable') g.imminence = 'chronic';

    const shown = dedupe(all)
      .filter((h) => def(h.feature)!.role !== 'context' || mine(h))
      .slice(0, 12);
    const evidence: EvidenceSpan[] = shown.map((h) => ({ message_index: h.message_index, start: h.start, end: h.end, quote: h.quote }));
    const cues = shown.map((h) => ({ feature: h.feature, message_index: h.message_index, start: h.start, end: h.end }));
    // a risk no cue found rests on a model's reading of a whole message: that message is its evidence
    const modelAt = !signals.length ? (headAt && headMax > 0 ? headAt.message_index : coreAt && silentMax >= p.coreDetect ? coreAt.message_index : -1) : -1;
    if (modelAt >= 0) {
      const text = input.messages[modelAt]!.content;
      const feature = headAt && modelAt === headAt.message_index ? 'risk_heads' : 'classifier_core';
      cues.unshift({ feature, message_index: modelAt, start: 0, end: text.length });
      evidence.unshift({ message_index: modelAt, start: 0, end: text.length, quote: text.slice(0, 200) });
    }
    const features = [...new Set(all.map((h) => h.feature))];
    const child = all.some((h) => h.child && subject === 'other') || (subject === 'self' && input.hits.some((h) => h.feature === 'age_minor'));
    const partner = all.some((h) => h.partner);
    const conf = confidenceOf(g, coreMax);
    out.push({
      code: r.type,
      verdict: 'flag',
      severity: verdictSeverity(g.severity),
      confidence: conf,
      score: coreMax || undefined,
      evidence,
      engine,
      reason: describe(r.type, g, input),
      subject,
      risk_severity: g.severity,
      imminence: g.imminence,
      features,
      child_involved: child,
      partner_involved: partner,
      notes: g.notes,
      cues,
    });
  }
  return out;
}

function dedupe(hs: FeatureHit[]): FeatureHit[] {
  const seen = new Set<string>();
  return hs
    .slice()
    .sort((a, b) => a.message_index - b.message_index || a.start - b.start)
    .filter((h) => {
      const k = `${h.message_index}:${h.start}:${h.feature}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
}

function lastUserIndex(input: RiskInput): number {
  for (let i = input.messages.length - 1; i >= 0; i--) if (input.messages[i]!.role === 'user') return i;
  return -1;
}

function isFramed(input: RiskInput, message_index: number, p: AssessParams): boolean {
  const f = input.frames.find((x) => x.message_index === message_index);
  if (f?.effect === 'strong') return true;
  const c = input.core?.find((x) => x.message_index === message_index);
  return !!c && c.fiction >= p.coreFiction;
}

/**
 * Framing: a strong frame (fiction, lyrics, clinical, news) drops the risk and a weak one lowers it, unless the
 * speaker discloses: a signal of this risk in first person in a message without a frame, or a first-person
 * escalator (plan, means, preparation, timeline) anywhere — "asking for a friend… I've been saving my pills".
 */
function applyFraming(g: Group, input: RiskInput, p: AssessParams) {
  const v = vocabulary();
  const frameOf = (i: number) => {
    const f = input.frames.find((x) => x.message_index === i);
    const c = input.core?.find((x) => x.message_index === i);
    if (c && c.fiction >= p.coreFiction && (!f || f.effect !== 'strong')) return { effect: 'strong' as const, lowerBy: 0, styles: ['fiction'] };
    return f;
  };
  const framed = g.signals.filter((h) => frameOf(h.message_index)?.effect && frameOf(h.message_index)!.effect !== 'none');
  if (!framed.length && g.signals.length) return;
  if (!g.signals.length) return;
  const disclosed =
    g.signals.some((h) => !frameOf(h.message_index) || frameOf(h.message_index)!.effect === 'none') ||
    [...g.signals, ...g.attached].some((h) => {
      const d = v.byName.get(h.feature)!;
      if (quoted(input.messages[h.message_index]!.content, h.start)) return false;
      return (
        (d.role === 'escalator' || d.role === 'timeline' || DISCLOSING.includes(h.feature)) &&
        h.actor === 'self' &&
        g.subject === 'self' &&
        /\b(i|i'm|im|i've|my|me)\b/i.test(input.messages[h.message_index]!.content.slice(Math.max(0, h.start - 30), h.end + 5))
      );
    });
  if (disclosed) {
    if (framed.length) g.notes.push('the framing does not hide a personal disclosure');
    return;
  }
  const frames = framed.map((h) => frameOf(h.message_index)!);
  if (frames.some((f) => f.effect === 'strong')) {
    g.severity = g.has('attempt_in_progress') ? 'mild' : 'none';
    return;
  }
  const by = Math.max(...frames.map((f) => f.lowerBy));
  g.severity = shiftSev(g.severity, -by);
  if (g.severity !== 'none') {
    g.imminence = shiftImm(g.imminence, -by);
    g.notes.push(`${frames.flatMap((f) => f.styles).join('/')} framing lowers it`);
  }
}

/** Is `at` inside a double-quoted passage (a quotation, a lyric, a line of dialogue)? */
function quoted(text: string, at: number): boolean {
  const before = text.slice(0, at).replace(/[“”]/g, '"');
  return (before.match(/"/g)?.length ?? 0) % 2 === 1;
}

const LABEL: Record<string, string> = {};
function label(feature: string): string {
  return LABEL[feature] ?? feature.replace(/_/g, ' ');
}

/** One readable sentence: which message, which cues. */
function describe(type: RiskType, g: Group, input: RiskInput): string {
  const who = g.subject === 'other' ? 'someone else' : 'the speaker';
  const cues = [
    ...new Set([...g.signals, ...g.attached.filter((h) => vocabulary().byName.get(h.feature)!.role !== 'context')].map((h) => label(h.feature))),
  ].slice(0, 5);
  const msgs = [...new Set([...g.signals, ...g.attached].map((h) => h.message_index))].sort((a, b) => a - b);
  const where = msgs.length ? ` in message${msgs.length > 1 ? 's' : ''} ${msgs.map((i) => i + 1).join(', ')}` : '';
  const base = cues.length ? `${type.replace('_', ' ')} risk for ${who}: ${cues.join(', ')}${where}` : `${type.replace('_', ' ')} risk for ${who}${where}`;
  const extra = g.notes.length ? `; ${g.notes.join('; ')}` : '';
  void input;
  return `${base} (${g.severity}, ${g.imminence})${extra}.`;
}
