/** USER_CLINICAL_BEHAVIOR: the user neglects basic needs (not eating, not sleeping, no care for health or hygiene). */
import { defineHead } from './head.js';

export const userClinicalBehaviorHeads = [
  defineHead({
    code: 'USER_CLINICAL_BEHAVIOR_HEAD_A',
    family: 'USER_CLINICAL_BEHAVIOR',
    side: 'user',
    description: 'The user has stopped eating, sleeping, washing or taking needed medication, or restricts food to harm.',
    fusion: { axes: { self_neglect: 1 } },
    learns: ['self_neglect'],
  }),
];
