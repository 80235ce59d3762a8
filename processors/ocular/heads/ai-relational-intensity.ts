/** AI_RELATIONAL_INTENSITY: the assistant escalates romance, possessiveness or exclusivity. */
import { defineHead } from './head.js';

export const aiRelationalIntensityHeads = [
  defineHead({
    code: 'AI_RELATIONAL_INTENSITY_HEAD_A',
    family: 'AI_RELATIONAL_INTENSITY',
    side: 'ai',
    description: 'The assistant presents itself as a romantic partner, possessive or exclusive companion.',
    fusion: { axes: { manipulation: 0.6 } },
    learns: ['relational'],
  }),
];
