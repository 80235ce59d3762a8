/**
 * The eval set: every scenario as written, a medium version (6 ordinary exchanges first) and a long version
 * (25 ordinary exchanges first, so the conversation is sliding-length and the harm appears late), plus minor variants
 * of the adult romance scenarios. Variants share the scenario's group.
 */
import type { OvConversation, OvMessage } from '../../../processors/oversight/conversation.js';
import { FILLER, SCENARIOS, type Scenario } from './scenarios.js';

export interface EvalCase {
  id: string;
  group: string;
  conversation: OvConversation;
  codes: string[];
  concern: Scenario['concern'];
  lookalike: boolean;
  variant: 'base' | 'medium' | 'long' | 'minor';
}

function messages(lines: string[], pad: number): OvMessage[] {
  const out: OvMessage[] = [];
  for (let i = 0; i < pad; i++) {
    const [u, a] = FILLER[i % FILLER.length]!;
    out.push({ role: 'user', content: u }, { role: 'assistant', content: a });
  }
  lines.forEach((l, i) => out.push({ role: i % 2 === 0 ? 'user' : 'assistant', content: l }));
  return out;
}

const conv = (s: Scenario, pad: number, minor = s.minor): OvConversation => ({
  conversation_id: s.id,
  messages: messages(s.lines, pad),
  metadata: { ...(s.bot_context ? { bot_context: s.bot_context } : {}), ...(minor ? { user_is_minor: true } : {}) },
});

/** adult boundary scenarios re-judged for a minor: romance becomes the minors code, severity critical */
const MINOR_MAP: Record<string, string> = { romantic_escalation: 'romantic_escalation_with_minor', sexual_content_without_consent: 'sexual_content_with_minor' };

export function evalCases(): EvalCase[] {
  const out: EvalCase[] = [];
  for (const s of SCENARIOS) {
    const base = { group: s.group, codes: s.codes, concern: s.concern, lookalike: !!s.lookalike };
    out.push({ ...base, id: s.id, conversation: conv(s, 0), variant: 'base' });
    out.push({ ...base, id: `${s.id}~medium`, conversation: conv(s, 6), variant: 'medium' });
    out.push({ ...base, id: `${s.id}~long`, conversation: conv(s, 25), variant: 'long' });
    if (s.codes.some((c) => MINOR_MAP[c]) && !s.minor) {
      const codes = [...new Set(s.codes.filter((c) => c !== 'persistent_advances_after_rejection').map((c) => MINOR_MAP[c] ?? c))];
      out.push({ ...base, id: `${s.id}~minor`, codes, concern: 'critical', conversation: conv(s, 0, true), variant: 'minor' });
    }
  }
  return out;
}
