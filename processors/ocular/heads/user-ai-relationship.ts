/** USER_AI_RELATIONSHIP: emotional dependency on the assistant. */
import { defineHead } from './head.js';

export const userAiRelationshipHeads = [
  defineHead({
    code: 'USER_AI_RELATIONSHIP_HEAD_A',
    family: 'USER_AI_RELATIONSHIP',
    side: 'user',
    description: 'The user relies on the assistant as their only relationship or cannot cope without it.',
    fusion: { modulator: { name: 'dependency', weight: 0.3 } },
    learns: ['dependency'],
  }),
];
