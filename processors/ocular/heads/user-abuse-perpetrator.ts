/** USER_ABUSE_PERPETRATOR: the user describes abusing, coercing or exploiting someone. */
import { defineHead } from './head.js';

export const userAbusePerpetratorHeads = [
  defineHead({
    code: 'USER_ABUSE_PERPETRATOR_HEAD_A',
    family: 'USER_ABUSE_PERPETRATOR',
    side: 'user',
    description: 'The user describes controlling, abusing, grooming or blackmailing another person.',
    fusion: { axes: { harm_to_others: 0.8 } },
    learns: ['perpetrator'],
  }),
];
