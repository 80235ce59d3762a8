/** USER_DESPAIR: hopelessness, being a burden, feeling trapped. A weak signal for the suicide axis on its own. */
import { defineHead } from './head.js';

export const userDespairHeads = [
  defineHead({
    code: 'USER_DESPAIR_HEAD_A',
    family: 'USER_DESPAIR',
    side: 'user',
    description: 'The user sounds hopeless, trapped or like a burden, with no way for things to improve.',
    fusion: { axes: { suicide: 0.35 } },
    learns: ['despair', 'ideation', 'plan'],
  }),
];
