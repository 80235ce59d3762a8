/** Stalking: persistent unwanted contact or surveillance. The subject is the one stalked. */
import type { Group } from '../assess.js';
import { maxImm, maxSev } from '../types.js';
import { riskTypeMember } from './type-member.js';

function rules(g: Group) {
  const kinds = new Set(g.signals.map((h) => h.feature)).size;
  if (kinds >= 2 || g.count(['stalking_threats', 'victim_fear_level', 'perpetrator_access', 'escalation_pattern']) > 0) g.severity = maxSev(g.severity, 'high');
  if (g.has('stalking_threats') && g.count(['perpetrator_access', 'victim_fear_level']) > 0) g.imminence = maxImm(g.imminence, 'urgent');
}

export default riskTypeMember('Being followed, watched, tracked or contacted again and again against one’s wishes.', {
  type: 'stalking',
  mode: 'victim',
  imminenceFor: { mild: 'chronic', moderate: 'subacute', high: 'subacute', critical: 'urgent' },
  rules,
});
