/** AI_DISTORTION: sycophancy that validates harmful beliefs, delusions or decisions. */
import { defineHead } from './head.js';

export const aiDistortionHeads = [
  defineHead({
    code: 'AI_DISTORTION_HEAD_A',
    family: 'AI_DISTORTION',
    side: 'ai',
    description: 'The assistant flatters or agrees with harmful beliefs, delusions or risky decisions instead of being honest.',
    fusion: { userRiskGate: { floor: 0.25 }, axes: { manipulation: 0.8 } },
    learns: ['distortion'],
  }),
];
