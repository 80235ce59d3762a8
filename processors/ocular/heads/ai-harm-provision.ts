/** AI_HARM_PROVISION: the assistant supplies harmful specifics (methods, doses, weapons) given the user turn before. */
import { defineHead } from './head.js';

export const aiHarmProvisionHeads = [
  defineHead({
    code: 'AI_HARM_PROVISION_HEAD_A',
    family: 'AI_HARM_PROVISION',
    side: 'ai',
    description: 'The assistant gives actionable harmful content (lethal doses, methods, weapons, attack help) to this user.',
    fusion: { userRiskGate: { floor: 0.3 }, axes: { harm_provision: 1 } },
    learns: ['harm_provision'],
  }),
];
