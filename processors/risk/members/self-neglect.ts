/** Self-neglect: self-care failure and psychiatric emergency (eating disorders, psychosis, substance crisis, care refusal). */
import type { Group } from '../assess.js';
import { maxImm, maxSev } from '../types.js';
import { riskTypeMember } from './type-member.js';

function rules(g: Group) {
  const eating = g.count(['restrictive_eating', 'purging', 'binge_eating']) > 0;
  if (eating && g.count(['medical_instability_eating', 'days_without_food']) > 0) {
    g.severity = maxSev(g.severity, 'high');
    g.imminence = maxImm(g.imminence, 'urgent');
  } else if (eating && g.count(['pro_ed_content', 'body_image_distress']) > 0 && g.severity === 'mild') {
    g.severity = 'moderate';
  }
  if (g.has('command_hallucinations') && g.count(['medication_non_adherence', 'substance_intoxication']) > 0) g.imminence = maxImm(g.imminence, 'urgent');
  if (g.has('substance_crisis') && g.has('substance_intoxication')) g.imminence = maxImm(g.imminence, 'urgent');
}

export default riskTypeMember('Eating disorders, psychosis, substance crises and refusal of needed care that put the person’s health at risk.', {
  type: 'self_neglect',
  mode: 'actor',
  imminenceFor: { mild: 'chronic', moderate: 'subacute', high: 'subacute', critical: 'urgent' },
  rules,
});
