/** Abuse: physical, emotional, sexual or financial abuse patterns (partner, family, carer). The subject is the one abused. */
import { type Group, MEANS } from '../assess.js';
import { maxImm, maxSev } from '../types.js';
import { riskTypeMember } from './type-member.js';

/** lethality markers of partner violence (danger-assessment practice) */
const LETHALITY = [
  'strangulation',
  'threats_to_kill',
  'weapon_threat',
  'firearm_access',
  'weapon_access',
  'separation_recent',
  'pregnancy',
  'escalation_pattern',
  'threats_to_children',
  'victim_fear_level',
  'perpetrator_access',
];

function rules(g: Group) {
  const markers = g.count(LETHALITY);
  if ((g.has('strangulation') || g.has('threats_to_kill')) && markers >= 2) {
    g.severity = 'critical';
    g.imminence = maxImm(g.imminence, 'urgent');
    g.notes.push('several lethality markers together');
  } else if (g.has('physical_violence') && markers >= 2) {
    g.severity = maxSev(g.severity, 'high');
    g.imminence = maxImm(g.imminence, 'urgent');
  } else if (g.count(['coercive_control', 'economic_control', 'pattern_of_isolation', 'emotional_abuse']) >= 2 && markers >= 1) {
    g.severity = maxSev(g.severity, 'high');
  }
  if (g.has('weapon_threat') || g.count(MEANS.filter((m) => m === 'firearm_access')) > 0) g.severity = maxSev(g.severity, 'high');
}

export default riskTypeMember('Partner and family abuse: hitting, choking, threats, coercive and economic control, isolation.', {
  type: 'abuse',
  mode: 'victim',
  imminenceFor: { mild: 'chronic', moderate: 'subacute', high: 'subacute', critical: 'urgent' },
  rules,
});
