/** Self-harm: non-suicidal self-injury. */
import { defineMember } from '../../kernel/index.js';
import { assessType, type Group } from '../assess.js';
import { maxImm, maxSev, type RiskInput } from '../types.js';
import { type RiskContext, RiskParams } from './params.js';

function rules(g: Group) {
  if (g.has('attempt_in_progress')) {
    g.severity = 'critical';
    g.imminence = 'emergency';
    return;
  }
  if (g.has('nssi') && g.count(['nssi_escalation', 'encouragement_to_self_harm', 'online_challenge', 'pro_self_harm_community']) > 0) {
    g.severity = maxSev(g.severity, 'high');
    g.imminence = maxImm(g.imminence, 'subacute');
  }
  if (g.has('nssi') && g.has('substance_intoxication')) g.imminence = maxImm(g.imminence, 'urgent');
}

export default defineMember({
  name: 'self_harm',
  description: 'Cutting, burning or otherwise injuring oneself without suicidal intent, urges and escalation.',
  params: RiskParams,
  evaluate: (input: RiskInput, p, ctx: RiskContext) =>
    assessType(
      input,
      { type: 'self_harm', mode: 'actor', imminenceFor: { mild: 'chronic', moderate: 'subacute', high: 'subacute', critical: 'urgent' }, rules },
      p,
      ctx.engine,
    ),
});
