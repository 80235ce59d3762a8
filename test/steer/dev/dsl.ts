/** Tiny builder for the steer development cases (same shape as the evaluation cases, so the same runner scores them). */
import type { SteerCase } from '../../eval/steer/schema.js';

export type DevCase = SteerCase;
type Msg = { role: 'user' | 'assistant'; content: string };

export const U = (content: string): Msg => ({ role: 'user', content });
export const A = (content: string): Msg => ({ role: 'assistant', content });

export function d(
  id: string,
  family: SteerCase['family'],
  system_prompt: string,
  messages: Msg[] | undefined,
  proposed_response: string,
  expected_outcome: SteerCase['expected_outcome'],
  extra: { ev?: SteerCase['expected_evasions']; cat?: SteerCase['expected_category']; msgs?: Msg[]; rules?: string[] } = {},
): DevCase {
  return {
    id: `dev-${id}`,
    family,
    tags: ['dev'],
    system_prompt,
    ...((extra.msgs ?? messages) ? { messages: extra.msgs ?? messages } : {}),
    proposed_response,
    expected_outcome,
    expected_violated_rules: expected_outcome === 'COMPLIANT' ? [] : (extra.rules ?? ['see system prompt']),
    expected_evasions: extra.ev ?? [],
    ...(extra.cat ? { expected_category: extra.cat } : {}),
    note: 'development case',
  };
}
