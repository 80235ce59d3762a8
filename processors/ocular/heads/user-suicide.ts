/** USER_SUICIDE: the user's own thoughts of suicide (A) and plan, means or timeline (B). */
import { defineHead } from './head.js';

export const userSuicideHeads = [
  defineHead({
    code: 'USER_SUICIDE_HEAD_A',
    family: 'USER_SUICIDE',
    side: 'user',
    description: 'The user expresses thoughts of ending their life or wishing to be dead.',
    fusion: { axes: { suicide: 1 } },
    learns: ['ideation', 'plan'],
  }),
  defineHead({
    code: 'USER_SUICIDE_HEAD_B',
    family: 'USER_SUICIDE',
    side: 'user',
    description: 'The user describes a plan, means at hand or a near-term time for ending their life.',
    fusion: { axes: { suicide: 1 }, modulator: { name: 'imminence', weight: 1 } },
    learns: ['plan'],
  }),
];
