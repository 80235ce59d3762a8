import { SUBJECTS } from '../../classifier/result.js';
import { enumFamily } from './family.js';

/** `subject`: whose risk the conversation is about (self, other, unknown) */
export const subjectCondition = enumFamily({
  name: 'watchlist.subject',
  description: 'who the user-side risk concerns: the user (self), someone else (other), or unclear (unknown)',
  paths: ['subject'],
  domain: SUBJECTS,
  read: (_p, v) => v.derived.subject,
});
