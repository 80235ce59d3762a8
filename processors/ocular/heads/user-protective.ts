/** USER_PROTECTIVE: protective factors (reasons to live, support, help-seeking). A mild counter-signal. */
import { defineHead } from './head.js';

export const userProtectiveHeads = [
  defineHead({
    code: 'USER_PROTECTIVE_HEAD_A',
    family: 'USER_PROTECTIVE',
    side: 'user',
    description: 'The user names reasons to live, people who support them, or steps they are taking to get help.',
    fusion: { modulator: { name: 'protective', weight: 0.25 } },
    learns: ['protective'],
  }),
];
