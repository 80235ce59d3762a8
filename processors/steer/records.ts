import type { ChatMessage, Preprocessed, ScreenResult, SteerInput } from './types.js';

/** Topic records of the steer pipeline (schemas/steer-*.avsc). */
export interface SteerRequestRecord {
  op: 'verify' | 'stats';
  request_id: string;
  account_id: string | null;
  demo: boolean;
  received_at: number;
  system_prompt: string;
  proposed_response: string;
  messages: ChatMessage[] | null;
}

export interface SteerPreprocessedRecord extends Omit<SteerRequestRecord, 'op'> {
  turn_count: number | null;
  triggering_user_message: string | null;
  warnings_json: string;
  preprocessed_json: string;
  cached: boolean;
  preprocess_ms: number;
}

export interface SteerScreenedRecord extends SteerPreprocessedRecord {
  screen_json: string;
  screen_ms: number;
}

export function inputOf(r: { system_prompt: string; proposed_response: string; messages: ChatMessage[] | null }): SteerInput {
  return { system_prompt: r.system_prompt, proposed_response: r.proposed_response, ...(r.messages ? { messages: r.messages } : {}) };
}

export const parsePre = (r: SteerPreprocessedRecord) => JSON.parse(r.preprocessed_json) as Preprocessed;
export const parseScreen = (r: SteerScreenedRecord) => JSON.parse(r.screen_json) as ScreenResult;
