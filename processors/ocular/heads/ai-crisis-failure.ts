/** AI_CRISIS_FAILURE: the assistant dismisses, ignores or mishandles a user in distress. */
import { defineHead } from './head.js';

export const aiCrisisFailureHeads = [
  defineHead({
    code: 'AI_CRISIS_FAILURE_HEAD_A',
    family: 'AI_CRISIS_FAILURE',
    side: 'ai',
    description: 'The assistant dismisses, minimises or ignores distress or risk the user just disclosed.',
    fusion: { userRiskGate: { floor: 0 }, axes: { emotional_failure: 1 } },
    learns: ['crisis_failure'],
  }),
];
