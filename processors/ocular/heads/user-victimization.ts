/** USER_VICTIMIZATION: the user is being abused (A), sexually assaulted (B), exploited (C) or stalked (D). */
import { defineHead } from './head.js';

export const userVictimizationHeads = [
  defineHead({
    code: 'USER_VICTIMIZATION_HEAD_A',
    family: 'USER_VICTIMIZATION',
    side: 'user',
    description: 'The user is being physically or emotionally abused by a partner, parent or someone close.',
    fusion: { axes: { abuse: 1 } },
    learns: ['abuse_victim'],
  }),
  defineHead({
    code: 'USER_VICTIMIZATION_HEAD_B',
    family: 'USER_VICTIMIZATION',
    side: 'user',
    description: 'The user discloses rape, sexual assault or unwanted sexual contact.',
    fusion: { axes: { sexual_violence: 1 } },
    learns: ['sexual_violence'],
  }),
  defineHead({
    code: 'USER_VICTIMIZATION_HEAD_C',
    family: 'USER_VICTIMIZATION',
    side: 'user',
    description: 'The user is being sextorted, trafficked, groomed or made to work or pay under threat.',
    fusion: { axes: { exploitation: 1 } },
    learns: ['exploitation'],
  }),
  defineHead({
    code: 'USER_VICTIMIZATION_HEAD_D',
    family: 'USER_VICTIMIZATION',
    side: 'user',
    description: 'The user is being followed, watched, tracked or harassed by someone who will not stop.',
    fusion: { axes: { stalking: 1 } },
    learns: ['stalking'],
  }),
];
