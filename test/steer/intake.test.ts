import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS, DEMO_LIMITS, ELLIPSIS, headTail, intake } from '../../processors/steer/intake.js';

const text = (n: number, c = 'a') => c.repeat(n);

describe('steer limits and truncation (spec table)', () => {
  it('keeps the first 20,000 and last 10,000 characters of an oversize system prompt or response', () => {
    const sp = 'H'.repeat(30_000) + 'M'.repeat(10_000) + 'T'.repeat(20_000); // 60,000
    const r = intake({ system_prompt: sp, proposed_response: 'ok' }, AUTH_LIMITS);
    expect(r.input.system_prompt).toBe('H'.repeat(20_000) + ELLIPSIS + 'T'.repeat(10_000));
    expect(r.warnings).toEqual([
      expect.objectContaining({ type: 'truncated', field: 'system_prompt', original_chars: 60_000, kept_chars: 30_000 + ELLIPSIS.length }),
    ]);
    const rr = intake({ system_prompt: 'rules', proposed_response: text(50_001) }, AUTH_LIMITS);
    expect(rr.warnings[0]).toMatchObject({ type: 'truncated', field: 'proposed_response' });
  });

  it('leaves inputs at exactly the limit alone and reports nothing', () => {
    const r = intake({ system_prompt: text(50_000), proposed_response: text(30_000) }, AUTH_LIMITS);
    expect(r.warnings).toEqual([]);
    expect(r.input.system_prompt.length).toBe(50_000);
  });

  it('reduces both inputs proportionally when together over 80,000', () => {
    const r = intake({ system_prompt: text(45_000), proposed_response: text(45_000, 'b') }, AUTH_LIMITS);
    expect(r.input.system_prompt.length + r.input.proposed_response.length).toBeLessThanOrEqual(80_000 + 2 * ELLIPSIS.length);
    expect(Math.abs(r.input.system_prompt.length - r.input.proposed_response.length)).toBeLessThanOrEqual(1);
    expect(r.warnings.map((w) => w.type)).toEqual(['reduced_to_fit', 'reduced_to_fit']);
  });

  it('keeps first 5,000 and last 2,000 of a message over 10,000; scaffolds one over 50,000; keeps the last 10 messages', () => {
    const messages = [
      ...Array.from({ length: 11 }, (_, i) => ({ role: (i % 2 ? 'assistant' : 'user') as 'user' | 'assistant', content: `m${i}` })),
      { role: 'assistant' as const, content: 'S'.repeat(6_000) + 'E'.repeat(6_000) },
      { role: 'user' as const, content: text(60_000) },
    ];
    const r = intake({ system_prompt: 'rules', proposed_response: 'ok', messages }, AUTH_LIMITS);
    expect(r.input.messages).toHaveLength(10);
    expect(r.input.messages![0]!.content).toBe('m3');
    expect(r.input.messages![8]!.content).toBe('S'.repeat(5_000) + ELLIPSIS + 'E'.repeat(2_000));
    expect(r.input.messages![9]!.content).toMatch(/^\[message omitted: 60000 characters/);
    expect(r.warnings.map((w) => [w.type, w.field])).toEqual([
      ['messages_dropped', 'messages'],
      ['message_truncated', 'messages[11].content'],
      ['message_scaffolded', 'messages[12].content'],
    ]);
    expect(r.turnCount).toBe(13);
  });

  it('applies the demo route limits (10,000 per input, 20,000 combined) with the same 2:1 head/tail split', () => {
    const r = intake({ system_prompt: text(12_000), proposed_response: 'ok' }, DEMO_LIMITS);
    expect(r.input.system_prompt.length).toBeLessThanOrEqual(10_000);
    expect(r.warnings[0]).toMatchObject({ type: 'truncated', field: 'system_prompt', original_chars: 12_000 });
    expect(headTail('abcdef', 100)).toBe('abcdef');
  });

  it('reports the last user message as the trigger', () => {
    const r = intake(
      {
        system_prompt: 's',
        proposed_response: 'r',
        messages: [
          { role: 'user', content: 'first' },
          { role: 'assistant', content: 'a' },
          { role: 'user', content: 'second' },
        ],
      },
      AUTH_LIMITS,
    );
    expect(r.triggeringUserMessage).toBe('second');
    expect(r.turnCount).toBe(3);
  });
});
