/** Suicide: self-directed lethal intent (spec document 2, "Risk type meanings"). */
import { type Group, MEANS } from '../assess.js';
import { maxImm, maxSev } from '../types.js';
import { riskTypeMember } from './type-member.js';

const EMOTIONAL = ['hopelessness', 'feeling_trapped', 'perceived_burdensomeness', 'acute_distress', 'worthlessness', 'death_preoccupation'];
const TIMELINE_NOW = ['timeline_immediate', 'timeline_soon'];

function rules(g: Group) {
  // a risk the classifier core found without a vocabulary signal counts as ideation too
  const ideation = g.count(['active_ideation', 'passive_ideation', 'recent_attempt', 'suicide_pact', 'preparatory_acts']) > 0 || g.signals.length === 0;
  const inquiry = g.count(['method_research', 'lethal_dose_inquiry']) > 0;
  const plan = g.has('plan_present');
  // a question about doses or methods is a means only beside other ideation
  const means = g.count(MEANS.filter((m) => m !== 'method_research' && m !== 'lethal_dose_inquiry')) > 0 || (inquiry && ideation);
  const intent = g.has('intent_present');
  const soon = g.count(TIMELINE_NOW) > 0;
  if (g.has('attempt_in_progress')) {
    g.severity = 'critical';
    g.imminence = 'emergency';
    g.notes.push('harm appears to be happening now');
    return;
  }
  if (ideation && means && g.has('timeline_immediate') && (plan || intent || g.has('active_ideation'))) {
    g.severity = 'critical';
    g.imminence = 'emergency';
    g.notes.push('the means and a time within hours are stated');
  } else if (ideation && plan && means && soon) {
    g.severity = 'critical';
    g.imminence = 'emergency';
    g.notes.push('a plan, the means and a time are all stated');
  } else if (ideation && ((plan && means) || (intent && (plan || means)))) {
    g.severity = 'critical';
    g.imminence = maxImm(g.imminence, soon ? 'emergency' : 'urgent');
    g.notes.push(plan && means ? 'a plan and the means are stated' : 'a stated intent with a plan or means');
  } else if (
    (ideation || inquiry) &&
    (plan ||
      intent ||
      means ||
      (inquiry && g.has('timeline_immediate')) ||
      g.has('preparatory_acts') ||
      g.has('encouragement_to_self_harm') ||
      g.has('ai_method_request'))
  ) {
    g.severity = maxSev(g.severity, 'high');
    g.imminence = maxImm(g.imminence, 'urgent');
  } else if (g.has('passive_ideation') && g.count(['previous_attempts', 'substance_intoxication']) > 0) {
    g.severity = maxSev(g.severity, 'high');
  } else if (g.has('active_ideation') && g.count(['previous_attempts', 'substance_intoxication', 'agitation', 'impulsivity']) > 0) {
    g.imminence = maxImm(g.imminence, 'urgent');
  }
}

export default riskTypeMember('Thoughts of ending one’s life, plans, means, intent and attempts, for the speaker or someone they describe.', {
  type: 'suicide',
  mode: 'actor',
  imminenceFor: { mild: 'chronic', moderate: 'subacute', high: 'urgent', critical: 'urgent' },
  rules,
  weakSignals: { features: EMOTIONAL, min: 1 },
});
