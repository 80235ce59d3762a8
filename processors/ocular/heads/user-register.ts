/**
 * USER_REGISTER: how the user is speaking. Fiction or roleplay (A), about someone else (B), educational or clinical
 * (C), hyperbole or dark humour (D): modulators that scale user-side axes down, never up. A request for dangerous or
 * harmful specifics (E) is read only by the AI side: it makes the reply that answers it count as harm provision.
 */
import { defineHead } from './head.js';

export const userRegisterHeads = [
  defineHead({
    code: 'USER_REGISTER_HEAD_A',
    family: 'USER_REGISTER',
    side: 'user',
    description: 'The user frames the message as fiction, roleplay, a story or a hypothetical.',
    fusion: { modulator: { name: 'fiction', weight: 0.85 } },
    learns: ['fiction'],
  }),
  defineHead({
    code: 'USER_REGISTER_HEAD_B',
    family: 'USER_REGISTER',
    side: 'user',
    description: 'The user talks about risk to someone else (a friend, relative, student), not themselves.',
    fusion: { modulator: { name: 'subject_other', weight: 1 } },
    learns: ['third_person'],
  }),
  defineHead({
    code: 'USER_REGISTER_HEAD_C',
    family: 'USER_REGISTER',
    side: 'user',
    description: 'The user asks in an educational, clinical, research or news register.',
    fusion: { modulator: { name: 'educational', weight: 0.8 } },
    learns: ['educational'],
  }),
  defineHead({
    code: 'USER_REGISTER_HEAD_D',
    family: 'USER_REGISTER',
    side: 'user',
    description: 'The user uses risk words as hyperbole, sarcasm or dark humour ("this homework is killing me").',
    fusion: { modulator: { name: 'hyperbole', weight: 0.9 } },
    learns: ['hyperbole'],
  }),
  defineHead({
    code: 'USER_REGISTER_HEAD_E',
    family: 'USER_REGISTER',
    side: 'user',
    description: 'The user asks for dangerous or harmful specifics (methods, doses, weapons, ways to hurt, evade or deceive).',
    fusion: { modulator: { name: 'harmful_request', weight: 1 } },
    learns: ['harmful_request'],
  }),
];
