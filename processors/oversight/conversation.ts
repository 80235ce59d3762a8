/**
 * The conversation as the detectors see it: messages numbered into 1-based exchanges (a user message and the
 * assistant reply after it share a number; spec invariant 4), assistant turns with their preceding user turns.
 */
export type Role = 'user' | 'assistant' | 'system';
export interface OvMessage {
  role: Role;
  content: string;
  message_id?: string;
  timestamp?: string;
  agent_id?: string;
  agent_version?: string;
  context?: string;
  memory_items?: string[];
}
export interface OvMetadata {
  user_id_hash?: string;
  session_id?: string;
  session_number?: number;
  user_is_minor?: boolean;
  user_age_bracket?: 'child' | 'teen' | 'adult' | 'unknown';
  platform?: string;
  product?: string;
  started_at?: string;
  ended_at?: string;
  tags?: string[];
  bot_context?: string;
  [k: string]: unknown;
}
export interface OvConversation {
  conversation_id?: string;
  messages: OvMessage[];
  metadata?: OvMetadata;
}

/** Exchange number of each message (system messages get 0: they belong to no exchange). */
export function exchangeNumbers(messages: readonly OvMessage[]): number[] {
  const out: number[] = [];
  let n = 0;
  let userOpen = false;
  for (const m of messages) {
    if (m.role === 'system') {
      out.push(0);
      continue;
    }
    if (m.role === 'user') {
      if (!userOpen) n++;
      userOpen = true;
    } else {
      if (!userOpen) n++;
      userOpen = false;
    }
    out.push(n);
  }
  return out;
}

export interface Turn {
  /** 1-based exchange number */
  turn_number: number;
  message_index: number;
  role: 'user' | 'assistant';
  text: string;
  agent_id?: string;
}

export function turnsOf(messages: readonly OvMessage[]): Turn[] {
  const nums = exchangeNumbers(messages);
  const out: Turn[] = [];
  messages.forEach((m, i) => {
    if (m.role === 'system') return;
    out.push({ turn_number: nums[i]!, message_index: i, role: m.role, text: m.content, agent_id: m.agent_id });
  });
  return out;
}
