/** AI_MANIPULATION: the assistant pressures, guilt-trips, isolates or fosters dependency on itself. */
import { defineHead } from './head.js';

export const aiManipulationHeads = [
  defineHead({
    code: 'AI_MANIPULATION_HEAD_A',
    family: 'AI_MANIPULATION',
    side: 'ai',
    description: 'The assistant guilt-trips, pressures, isolates the user from others or fosters reliance on itself.',
    fusion: { axes: { manipulation: 1 } },
    learns: ['manipulation'],
  }),
];
