/**
 * The spec's limits and truncation table, as a pure function: oversize inputs are cut rather than rejected and
 * every cut is reported. Runs in the preprocess stage, before the system prompt is analysed.
 */
import type { TruncationWarning } from '../../schemas/http/steer.js';
import type { ChatMessage, SteerInput } from './types.js';

export interface SteerLimits {
  /** per field: system prompt and proposed response */
  field: number;
  combined: number;
  messages: number;
  message: number;
  /** a message above this is replaced by a placeholder */
  scaffold: number;
}

export const AUTH_LIMITS: SteerLimits = { field: 50_000, combined: 80_000, messages: 10, message: 10_000, scaffold: 50_000 };
export const DEMO_LIMITS: SteerLimits = { field: 10_000, combined: 20_000, messages: 10, message: 10_000, scaffold: 50_000 };

export const ELLIPSIS = '\n[…]\n';

/**
 * Keeps a head and a tail with a marker between. For the authenticated limit (50,000) that is the spec's
 * first 20,000 + last 10,000; for other budgets the same 2:1 split of what fits.
 */
export function headTail(text: string, budget: number): string {
  if (text.length <= budget) return text;
  let head: number;
  let tail: number;
  if (budget >= 50_000) {
    head = 20_000;
    tail = 10_000;
  } else {
    const room = Math.max(0, budget - ELLIPSIS.length);
    head = Math.ceil((room * 2) / 3);
    tail = room - head;
  }
  return text.slice(0, head) + ELLIPSIS + (tail > 0 ? text.slice(text.length - tail) : '');
}

export interface Intake {
  input: SteerInput;
  warnings: TruncationWarning[];
  /** messages as sent, before any cut (for conversation.turn_count) */
  turnCount?: number;
  triggeringUserMessage?: string;
}

export function intake(raw: SteerInput, limits: SteerLimits): Intake {
  const warnings: TruncationWarning[] = [];
  let sp = raw.system_prompt;
  let pr = raw.proposed_response;
  for (const [field, value] of [
    ['system_prompt', sp],
    ['proposed_response', pr],
  ] as const) {
    if (value.length > limits.field) {
      const cut = headTail(value, limits.field);
      warnings.push({
        type: 'truncated',
        field,
        original_chars: value.length,
        kept_chars: cut.length,
        message: `${field} had ${value.length} characters (limit ${limits.field}); its beginning and end were kept`,
      });
      if (field === 'system_prompt') sp = cut;
      else pr = cut;
    }
  }
  if (sp.length + pr.length > limits.combined) {
    const total = sp.length + pr.length;
    const spBudget = Math.floor((sp.length * limits.combined) / total);
    const prBudget = limits.combined - spBudget;
    const before = [sp.length, pr.length];
    sp = headTail(sp, spBudget);
    pr = headTail(pr, prBudget);
    for (const [field, was, now] of [
      ['system_prompt', before[0]!, sp.length],
      ['proposed_response', before[1]!, pr.length],
    ] as const) {
      if (now < was)
        warnings.push({
          type: 'reduced_to_fit',
          field,
          original_chars: was,
          kept_chars: now,
          message: `system prompt and response together exceeded ${limits.combined} characters; both were reduced proportionally`,
        });
    }
  }

  let messages: ChatMessage[] | undefined;
  let turnCount: number | undefined;
  let trigger: string | undefined;
  if (raw.messages) {
    turnCount = raw.messages.length;
    trigger = [...raw.messages].reverse().find((m) => m.role === 'user')?.content;
    let indexed = raw.messages.map((m, i) => ({ m, i }));
    if (indexed.length > limits.messages) {
      const dropped = indexed.length - limits.messages;
      warnings.push({
        type: 'messages_dropped',
        field: 'messages',
        original_chars: raw.messages.reduce((n, m) => n + m.content.length, 0),
        kept_chars: indexed.slice(dropped).reduce((n, x) => n + x.m.content.length, 0),
        message: `${indexed.length} messages sent (limit ${limits.messages}); the oldest ${dropped} were dropped`,
      });
      indexed = indexed.slice(dropped);
    }
    messages = indexed.map(({ m, i }) => {
      const field = `messages[${i}].content`;
      if (m.content.length > limits.scaffold) {
        const placeholder = `[message omitted: ${m.content.length} characters, over the ${limits.scaffold}-character limit]`;
        warnings.push({
          type: 'message_scaffolded',
          field,
          original_chars: m.content.length,
          kept_chars: placeholder.length,
          message: `message ${i} was replaced by a placeholder`,
        });
        return { role: m.role, content: placeholder };
      }
      if (m.content.length > limits.message) {
        const cut = m.content.slice(0, 5_000) + ELLIPSIS + m.content.slice(m.content.length - 2_000);
        warnings.push({
          type: 'message_truncated',
          field,
          original_chars: m.content.length,
          kept_chars: cut.length,
          message: `message ${i} kept its first 5,000 and last 2,000 characters`,
        });
        return { role: m.role, content: cut };
      }
      return m;
    });
  }
  return {
    input: { system_prompt: sp, proposed_response: pr, ...(messages ? { messages } : {}) },
    warnings,
    turnCount,
    triggeringUserMessage: trigger,
  };
}
