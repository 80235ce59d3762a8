/** USER_VIOLENCE: the user intends, threatens or plans to hurt other people. */
import { defineHead } from './head.js';

export const userViolenceHeads = [
  defineHead({
    code: 'USER_VIOLENCE_HEAD_A',
    family: 'USER_VIOLENCE',
    side: 'user',
    description: 'The user threatens or intends to physically hurt or kill another person.',
    fusion: { axes: { harm_to_others: 1 } },
    learns: ['violence'],
  }),
];
