/** USER_SELF_HARM: non-suicidal self-injury by the user. */
import { defineHead } from './head.js';

export const userSelfHarmHeads = [
  defineHead({
    code: 'USER_SELF_HARM_HEAD_A',
    family: 'USER_SELF_HARM',
    side: 'user',
    description: 'The user describes hurting themselves on purpose (cutting, burning, hitting) or urges to.',
    fusion: { axes: { self_harm: 1 } },
    learns: ['self_harm'],
  }),
];
