/** Neglect: failure to care for dependents (children, older or disabled adults). The subject is the one neglected. */
import type { Group } from '../assess.js';
import { maxImm, maxSev } from '../types.js';
import { riskTypeMember } from './type-member.js';

function rules(g: Group) {
  if (g.has('left_alone_young_child') || g.has('abandonment')) g.imminence = maxImm(g.imminence, 'urgent');
  if (g.count(['basic_needs_unmet', 'parental_incapacity', 'unsafe_environment', 'medical_neglect', 'days_without_food']) >= 2)
    g.severity = maxSev(g.severity, 'high');
  if (g.has('caregiver_overwhelm') && /shake/i.test(g.signals.map((h) => h.quote).join(' '))) {
    g.severity = maxSev(g.severity, 'high');
    g.imminence = maxImm(g.imminence, 'urgent');
  }
}

export default riskTypeMember('Children or dependent adults left without food, care, supervision or medical help.', {
  type: 'neglect',
  mode: 'victim',
  imminenceFor: { mild: 'chronic', moderate: 'subacute', high: 'urgent', critical: 'urgent' },
  rules,
});
