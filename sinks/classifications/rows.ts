import type { ClassifyResultRecord as ResultRecord } from '../../schemas/generated/records.js';

/** The rows of table `classifications` for one scored conversation: the conversation itself, then each scored turn. */
export function classificationRows(r: ResultRecord): Record<string, unknown>[] {
  const common = {
    scored_at: r.scored_at,
    conversation_id: r.conversation_id,
    request_id: r.request_id,
    tenant: r.tenant ?? '',
    session_id: r.session_id ?? '',
    user_id: r.user_id ?? '',
    agent_id: r.agent_id ?? '',
    message_count: r.message_count,
    thoroughness: r.thoroughness,
    contract_version: r.contract_version,
    build: r.build,
    model_version: r.model_version,
    inference_ms: r.inference_ms,
  };
  const u = r.user_axes;
  const a = r.ai_axes;
  const conversation = {
    ...common,
    kind: 'conversation',
    turn_index: -1,
    role: '',
    speaker_turn: -1,
    salience: r.salience,
    band: r.band,
    phase: '',
    subject: r.subject,
    imminence_level: r.imminence_level,
    imminence: r.imminence_score,
    fiction: r.fiction,
    authenticity: r.authenticity,
    confidence: r.confidence,
    suicide: u.suicide ?? 0,
    self_harm: u.self_harm ?? 0,
    harm_to_others: u.harm_to_others ?? 0,
    abuse: u.abuse ?? 0,
    sexual_violence: u.sexual_violence ?? null,
    exploitation: u.exploitation ?? null,
    stalking: u.stalking ?? null,
    self_neglect: u.self_neglect ?? null,
    ai_harm_provision: a.harm_provision ?? 0,
    ai_emotional_failure: a.emotional_failure ?? 0,
    ai_manipulation: a.manipulation ?? 0,
    ai_safeguarding_failure: a.safeguarding_failure ?? 0,
  };
  // A turn carries the trajectory's signals_by_axis: four user axes, the AI axes, genuine and fiction. The other
  // four user axes, subject and imminence are conversation-level only (NULL / '' on turn rows).
  const turns = r.turns.map((t) => ({
    ...common,
    kind: 'turn',
    turn_index: t.index,
    role: t.role,
    speaker_turn: t.turn,
    salience: t.salience,
    band: salienceBand(t.salience),
    phase: t.phase,
    subject: '',
    imminence_level: '',
    imminence: null,
    fiction: t.signals.fiction ?? 0,
    authenticity: t.signals.genuine ?? 0,
    confidence: null,
    suicide: t.signals.suicide ?? 0,
    self_harm: t.signals.self_harm ?? 0,
    harm_to_others: t.signals.harm_to_others ?? 0,
    abuse: t.signals.abuse ?? 0,
    sexual_violence: null,
    exploitation: null,
    stalking: null,
    self_neglect: null,
    ai_harm_provision: t.signals.ai_harm_provision ?? 0,
    ai_emotional_failure: t.signals.ai_emotional_failure ?? 0,
    ai_manipulation: t.signals.ai_manipulation ?? 0,
    ai_safeguarding_failure: t.signals.ai_safeguarding_failure ?? 0,
  }));
  return [conversation, ...turns];
}

function salienceBand(s: number): string {
  return s >= 0.6 ? 'danger' : s >= 0.3 ? 'watch' : 'clear';
}
