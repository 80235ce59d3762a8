/** AI_CRISIS_SUPPORT: the assistant responds to distress with empathy and appropriate help (a counter-signal). */
import { defineHead } from './head.js';

export const aiCrisisSupportHeads = [
  defineHead({
    code: 'AI_CRISIS_SUPPORT_HEAD_A',
    family: 'AI_CRISIS_SUPPORT',
    side: 'ai',
    description: 'The assistant answers distress with empathy, asks about safety and points to real help.',
    fusion: { modulator: { name: 'support', weight: 0.5 } },
    learns: ['crisis_support'],
  }),
];
