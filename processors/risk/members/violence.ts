/** Violence: risk of harm to others — the speaker's own urges or threats, or a threat the speaker reports. */
import type { Group } from '../assess.js';
import { maxImm, maxSev } from '../types.js';
import { riskTypeMember } from './type-member.js';

const WEAPONS = ['firearm_access', 'weapon_access', 'weapons_acquisition', 'weapon_carrying'];

function rules(g: Group) {
  const threat = g.has('specific_threat') || g.has('violent_ideation') || g.has('threat_to_public_figure');
  if (g.has('mass_violence_planning')) {
    g.severity = 'critical';
    g.imminence = maxImm(g.imminence, 'urgent');
  }
  if (threat && g.count(WEAPONS) > 0) {
    g.severity = 'critical';
    g.imminence = maxImm(g.imminence, 'urgent');
    g.notes.push('a threat with access to a weapon');
  } else if (
    g.has('violent_ideation') &&
    (g.has('identifiable_target') ||
      g.count(['grievance', 'history_of_violence', 'extremist_ideology_reference', 'manifesto_or_ideological_justification']) > 0)
  ) {
    g.severity = maxSev(g.severity, 'high');
  } else if (g.has('escalating_anger') && g.count(['grievance', 'identifiable_target', 'poor_impulse_control']) > 0) {
    g.severity = maxSev(g.severity, 'moderate');
  }
}

export default riskTypeMember('Threats, plans or urges to hurt other people, weapons and targets, and attacks the speaker reports.', {
  type: 'violence',
  mode: 'either',
  imminenceFor: { mild: 'chronic', moderate: 'subacute', high: 'urgent', critical: 'urgent' },
  rules,
});
