/** USER_AFFECT: the user is genuinely distressed (the authenticity counter-signal). */
import { defineHead } from './head.js';

export const userAffectHeads = [
  defineHead({
    code: 'USER_AFFECT_HEAD_A',
    family: 'USER_AFFECT',
    side: 'user',
    description: 'The user writes in a genuine, first-hand register of emotional distress.',
    fusion: { modulator: { name: 'authenticity', weight: 1 } },
    learns: ['distress'],
  }),
];
