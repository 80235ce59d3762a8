import { describe, expect, it } from 'vitest';
import { preprocess } from '../../processors/steer/preprocess/engine.js';

describe('prompt quality', () => {
  it('a concrete, complete prompt scores high', () => {
    const q = preprocess(
      'You are Aria, a friendly support agent for Acme Bank. Only help with accounts and cards. Never mention competitors such as Globex. Keep responses under 100 words. Always end with "Have a great day!". Use a warm, professional tone.',
    ).quality;
    expect(q.score).toBeGreaterThanOrEqual(80);
    expect(['A', 'B']).toContain(q.grade);
    for (const v of Object.values(q.dimensions)) expect(v).toBeGreaterThanOrEqual(0);
  });
  it('a vague prompt scores low with concrete suggestions', () => {
    const q = preprocess('Be helpful and nice. Try to give good answers.').quality;
    expect(q.score).toBeLessThan(60);
    expect(q.grade).toBe('F');
    expect(q.issues.some((i) => /identity/i.test(i))).toBe(true);
    expect(q.issues.some((i) => /vague|checkable/i.test(i))).toBe(true);
  });
  it('contradictions lower consistency', () => {
    const q = preprocess(
      'Never say "refund". Always include the phrase "refund policy". Respond in all lowercase letters. Respond in all capital letters.',
    ).quality;
    expect(q.dimensions.consistency).toBeLessThan(50);
    expect(q.issues.filter((i) => /contradiction/i.test(i)).length).toBeGreaterThanOrEqual(2);
  });
  it('grade bands follow the spec', () => {
    const q = preprocess('You are Bob.').quality;
    const expected = q.score >= 90 ? 'A' : q.score >= 80 ? 'B' : q.score >= 70 ? 'C' : q.score >= 60 ? 'D' : 'F';
    expect(q.grade).toBe(expected);
  });
});
