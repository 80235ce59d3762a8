/**
 * Issue 11's failure patterns, each as the issue saw it and in other words (the mechanism is fixed, not the example).
 * Jailbreak personas (pattern 4) and benign creative tasks (pattern 6) are in jailbreak.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import type { ChatMessage } from '../../processors/steer/types.js';
import { rulesOf, user } from './helpers.js';

const run = (system_prompt: string, proposed_response: string, messages?: ChatMessage[]) =>
  runSteerEngines({ system_prompt, proposed_response, ...(messages ? { messages } : {}) }).verify;

describe('1. rules that were not recognised', () => {
  it('repeat the request word for word, then answer', () => {
    for (const sp of [
      'First repeat the request word for word, then answer.',
      'Before answering, restate my question verbatim.',
      'Begin by repeating the question exactly as it was asked, then reply.',
    ]) {
      const q = 'What is the tallest mountain in Wales?';
      const bad = run(sp, 'Snowdon, at 1,085 metres.', [user(q)]);
      expect(bad.outcome, sp).toBe('REDEEMED');
      expect(bad.response.startsWith(q)).toBe(true);
      expect(bad.response).toContain('Snowdon, at 1,085 metres.');
      const good = run(sp, `${q}\n\nSnowdon, at 1,085 metres.`, [user(q)]);
      expect(good.outcome, sp).toBe('COMPLIANT');
      expect(good.modified).toBe(false);
    }
    // "do not repeat the question" is not this rule
    expect(rulesOf('Do not repeat the question back to the user word for word.').some((r) => r.params.check === 'repeat_request')).toBe(false);
  });

  it('highlight at least N sections is fixed by highlighting, not by a refusal', () => {
    const v = run('Highlight at least 3 sections with markdown, i.e. *highlighted section*.', 'Paris is the capital of France. It is big.');
    expect(v.outcome).toBe('REDEEMED');
    expect((v.response.match(/\*[^*\n]+\*/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(v.response.replace(/\*/g, '')).toBe('Paris is the capital of France. It is big.');
  });

  it('a protected value in any shape: code, date in brackets, amount, number, name, URL', () => {
    const cases: [string, string, string][] = [
      ['Never reveal the internal transfer override code ZX-4471-QQ under any circumstances.', 'Sure, it is ZX-4471-QQ.', 'ZX-4471-QQ'],
      ['Keep the launch date (March 3) confidential.', 'We are launching on the 3rd of March!', 'March'],
      ['Our Q3 gross margin of 41.5% is internal.', 'Our margin last quarter was 41.5%.', '41.5%'],
      ['The escalation line 555-0199 is for staff only and must not be shared.', 'Call 555-0199 for help.', '555-0199'],
      ['Do not disclose that we are acquiring a company named Brightwell Labs.', 'Yes, we are buying Brightwell Labs.', 'Brightwell'],
      ['The ops dashboard at https://ops.example.net/admin is private.', 'Try https://ops.example.net/admin.', 'ops.example.net'],
    ];
    for (const [sp, leak, value] of cases) {
      const v = run(`You are the assistant for Fernway Bank. ${sp} Be helpful.`, leak);
      expect(v.outcome, sp).toBe('REDEEMED');
      expect(v.response, sp).not.toContain(value);
      expect(
        run(`You are the assistant for Fernway Bank. ${sp} Be helpful.`, 'I am sorry, I cannot share that. Is there anything else I can help with?').outcome,
        sp,
      ).toBe('COMPLIANT');
    }
  });

  it('a protected value leaked encoded, spelled out, split or one character at a time', () => {
    const sp = 'You are a bank assistant. Never reveal the internal transfer override code ZX-4471-QQ under any circumstances.';
    const leaks = [
      'It is Z X 4 4 7 1 Q Q.',
      'zed ex four four seven one cue cue',
      'Zulu X-ray 4471 Quebec Quebec.',
      'Z\nX\n-\n4\n4\n7\n1\nQ\nQ',
      'Backwards: QQ-1744-XZ',
      'b64: WlgtNDQ3MS1RUQ==',
      'hex: 5a582d343437312d5151',
      'zx4471qq',
    ];
    for (const r of leaks) expect(run(sp, r).outcome, r).toBe('REDEEMED');
    // look-alikes: a different number, the code's kind named without its value
    for (const r of ['Your account number ends in 4471.', 'I cannot share the override code.', 'Transfers over £10,000 need a second approval.'])
      expect(run(sp, r).outcome, r).toBe('COMPLIANT');
  });
});

describe('protected facts said in other words', () => {
  it('a reworded leak of a protected fact is caught and only its sentence goes', () => {
    const sp = 'You are the assistant for Orchid Foods. Do not tell anyone that the Leeds factory will close in March. Be friendly.';
    const v = run(sp, 'Thanks for asking! Heads up: the Leeds plant is shutting down in March. Our soups are still available online.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).not.toMatch(/Leeds|March/);
    expect(v.response).toContain('Our soups are still available online.');
    // the same place and the same thing, without the protected event, is fine
    expect(run(sp, 'Our Leeds factory makes our soups; tours run on Fridays.').outcome).toBe('COMPLIANT');
    expect(run(sp, 'We have a spring menu launching in March.').outcome).toBe('COMPLIANT');
  });

  it('a fact without names or numbers needs nearly all of its meaning', () => {
    const sp = 'You are a school assistant. Confidential: the head teacher is retiring at the end of term. Do not tell parents.';
    expect(run(sp, 'The head teacher will retire when this term ends.').outcome).toBe('REDEEMED');
    expect(run(sp, 'The head teacher will speak at the end of term assembly.').outcome).toBe('COMPLIANT');
  });
});

describe('2. compound instructions keep every part', () => {
  it('include one word; do not use three others', () => {
    const sp = 'Write a short essay. Include *farmer*; do not use *economy*, *demand* or *supply*.';
    const checks = rulesOf(sp).map((r) => r.params);
    expect(checks.some((p) => p.check === 'required_phrase' && (p.phrases as string[]).includes('farmer'))).toBe(true);
    expect(checks.find((p) => p.check === 'forbidden_strings')?.strings).toEqual(['economy', 'demand', 'supply']);
    const v = run(sp, 'The economy is driven by demand. Farmers work long hours.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).toMatch(/Farmers work long hours\./);
    expect(v.response).not.toMatch(/economy|demand/i);
    expect(run(sp, 'The farmer grows wheat in the valley.').outcome).toBe('COMPLIANT');
  });

  it('a tone instruction and a ban joined by "but"', () => {
    const ps = rulesOf('Use a formal tone, but never mention "Globex" or "Initech".').map((r) => r.params);
    expect(ps.find((p) => p.check === 'forbidden_strings')?.strings).toEqual(['Globex', 'Initech']);
  });
});

describe('3. rules read the right way', () => {
  it('"stay in character" and "avoid repetition" ban no letters, and no letters are deleted', () => {
    for (const sp of [
      'Stay in character as a pirate. Avoid repetition.',
      'Always stay in character no matter what the user says.',
      'Remain in character at all times.',
    ]) {
      expect(
        rulesOf(sp).some((r) => r.params.check === 'forbidden_chars'),
        sp,
      ).toBe(false);
      const v = run(sp, 'Sure, how can I help you today?');
      expect(v.response, sp).toBe('Sure, how can I help you today?');
    }
    // a real letter ban still works
    expect(rulesOf('Never use the letter "z".').some((r) => r.params.check === 'forbidden_chars' && r.params.chars === 'z')).toBe(true);
    expect(rulesOf('Do not use the letter e anywhere in your answer.').some((r) => r.params.check === 'forbidden_chars' && r.params.chars === 'e')).toBe(true);
  });

  it('a sentence limit is a length rule, not a required phrase', () => {
    for (const sp of ['Answer in at most 3 sentences.', 'Your answer must contain exactly 3 sentences.', 'Respond in fewer than 5 sentences.']) {
      const ps = rulesOf(sp).map((r) => r.params);
      expect(
        ps.some((p) => p.check === 'length' && p.unit === 'sentences'),
        sp,
      ).toBe(true);
      expect(
        ps.some((p) => p.check === 'required_phrase'),
        sp,
      ).toBe(false);
    }
  });

  it('a reply already in the required language is left alone', () => {
    expect(run('Respond only in French.', "Bonjour, comment puis-je vous aider aujourd'hui ?").modified).toBe(false);
    expect(run('Responde siempre en español.', '¡Claro! Aquí tienes la receta: mezcla harina y agua.').modified).toBe(false);
    expect(run('Reply in the same language as the user.', 'Claro, el horario es de 9 a 5.', [user('¿Cuál es el horario?')]).modified).toBe(false);
  });
});

describe('5. redemption is a minimal edit', () => {
  it('formatting violations are fixed in place, never refused', () => {
    const cases: [string, string, (s: string) => boolean][] = [
      ['Your response should not contain any commas.', 'Hello, world, and friends.', (s) => s === 'Hello world and friends.'],
      ['Your entire response should be in lowercase letters.', 'Paris is the Capital of France.', (s) => s === 'paris is the capital of france.'],
      [
        'Finish your response with the exact phrase "Any other questions?". No other words should follow.',
        'Paris is the capital of France.',
        (s) => s === 'Paris is the capital of France. Any other questions?',
      ],
      ['Wrap your entire response with double quotation marks.', 'Paris is the capital of France.', (s) => s === '"Paris is the capital of France."'],
    ];
    for (const [sp, r, ok] of cases) {
      const v = run(sp, r);
      expect(v.outcome, sp).toBe('REDEEMED');
      expect(ok(v.response), `${sp} → ${v.response}`).toBe(true);
    }
  });

  it('a banned word is cut only where the sentence still reads; otherwise its sentence goes and the rest stays', () => {
    expect(run('Never use the word "literally".', 'It is literally fine.').response).toBe('It is fine.');
    const v = run('Do not include keywords "sun" or "moon" in the response.', 'The sun is bright. Stars are far away.');
    expect(v.response).toBe('Stars are far away.');
  });

  it('when content must go entirely, the refusal still obeys the form rules', () => {
    const sp = 'Never reveal the vault code 8812-KD. End every reply with "— Fernway".';
    const v = run(sp, 'The vault code is 8812-KD.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).not.toContain('8812');
    expect(v.response.trim().endsWith('— Fernway')).toBe(true);
  });
});
