/** Self-harm: non-suicidal self-injury. */
import type { Group } from '../assess.js';
import { maxImm, maxSev } from '../types.js';
import { riskTypeMember } from './type-member.js';

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

export default riskTypeMember('Cutting, burning or otherwise injuring oneself without suicidal intent, urges and escalation.', {
  type: 'self_harm',
  mode: 'actor',
  imminenceFor: { mild: 'chronic', moderate: 'subacute', high: 'subacute', critical: 'urgent' },
  rules,
});
