import type * as gen from '../../schemas/generated/records.js';
import type { ChatMessage, Preprocessed, ScreenResult, SteerInput } from './types.js';

/**
 * Topic records of the steer pipeline: the types generated from schemas/steer-*.avsc, with the chat roles narrowed
 * to what the ingress validated.
 */
type WithChat<T> = Omit<T, 'messages'> & { messages: ChatMessage[] | null };
export type SteerRequestRecord = WithChat<gen.SteerRequestRecord>;
export type SteerPreprocessedRecord = WithChat<gen.SteerPreprocessedRecord>;
export type SteerScreenedRecord = WithChat<gen.SteerScreenedRecord>;

export function inputOf(r: { system_prompt: string; proposed_response: string; messages: ChatMessage[] | null }): SteerInput {
  return { system_prompt: r.system_prompt, proposed_response: r.proposed_response, ...(r.messages ? { messages: r.messages } : {}) };
}

export const parsePre = (r: SteerPreprocessedRecord) => JSON.parse(r.preprocessed_json) as Preprocessed;
export const parseScreen = (r: SteerScreenedRecord) => JSON.parse(r.screen_json) as ScreenResult;
