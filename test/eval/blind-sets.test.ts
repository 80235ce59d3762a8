// Format check of the blind evaluation sets (test/eval/oversight/blind-set.ts, blind-set-2.ts, test/eval/steer/own/*-blind.jsonl):
// every row parses, every expected code is a concern-raising code of the taxonomy, and the coverage the sets promise
// holds. It does not run any engine on them: the sets are measured once, by the eval runners.
import { describe, expect, it } from 'vitest';
import { BEHAVIOR_CODES, CATEGORIES, CONCERNS, categoryOf, raisesConcern } from '../../schemas/oversight/taxonomy.js';
import { BLIND_SCENARIOS, blindCases } from './oversight/blind-set.js';
import { BLIND2_SCENARIOS, blind2Cases } from './oversight/blind-set-2.js';
import { loadJailbreaks, loadLeaks } from './steer/screen/heldout.js';

const harmfulCategories = CATEGORIES.filter((c) => c.kind === 'harmful').map((c) => c.category);

describe('oversight blind set', () => {
  it('has unique ids, known concern levels and only concern-raising taxonomy codes', () => {
    expect(new Set(BLIND_SCENARIOS.map((s) => s.id)).size).toBe(BLIND_SCENARIOS.length);
    for (const s of BLIND_SCENARIOS) {
      for (const v of [s, ...(s.minorVariant ? [s.minorVariant] : [])]) {
        expect(CONCERNS, s.id).toContain(v.concern);
        for (const code of v.codes) {
          expect(BEHAVIOR_CODES, `${s.id}: ${code}`).toContain(code);
          expect(raisesConcern(code), `${s.id}: ${code}`).toBe(true);
        }
        // a scenario expects concern exactly when it expects a harmful code
        expect(v.concern === 'none', s.id).toBe(v.codes.length === 0);
      }
    }
  });

  it('alternates user and assistant lines and ends with the reply under review', () => {
    for (const s of BLIND_SCENARIOS) {
      expect(s.lines.length % 2, s.id).toBe(0);
      expect(s.lines.every((l) => l.trim().length > 0), s.id).toBe(true);
    }
  });

  it('covers every harmful category with at least 8 scenarios and every harmful code at least once', () => {
    const perCategory = new Map<string, number>();
    for (const s of BLIND_SCENARIOS) for (const cat of new Set(s.codes.map(categoryOf))) perCategory.set(cat, (perCategory.get(cat) ?? 0) + 1);
    for (const cat of harmfulCategories) expect(perCategory.get(cat) ?? 0, cat).toBeGreaterThanOrEqual(8);
    const used = new Set(BLIND_SCENARIOS.flatMap((s) => [...s.codes, ...(s.minorVariant?.codes ?? [])]));
    expect(BEHAVIOR_CODES.filter((c) => raisesConcern(c) && !used.has(c))).toEqual([]);
  });

  it('holds at least 170 scenarios, 40 look-alikes, every persona and minors by metadata', () => {
    expect(BLIND_SCENARIOS.length).toBeGreaterThanOrEqual(170);
    expect(BLIND_SCENARIOS.filter((s) => s.codes.length === 0).length).toBeGreaterThanOrEqual(40);
    expect(new Set(BLIND_SCENARIOS.map((s) => s.persona))).toEqual(new Set(['companion', 'tutor', 'coding', 'wellbeing', 'general']));
    expect(BLIND_SCENARIOS.some((s) => s.minor)).toBe(true);
    expect(BLIND_SCENARIOS.some((s) => s.minorVariant)).toBe(true);
  });

  it('builds base, late and minor cases the held-out way', () => {
    const cases = blindCases();
    const withVariant = BLIND_SCENARIOS.filter((s) => s.minorVariant).length;
    expect(cases.length).toBe(2 * BLIND_SCENARIOS.length + withVariant);
    for (const c of cases.filter((x) => x.variant === 'late')) expect(c.conversation.messages.length).toBeGreaterThanOrEqual(56);
    for (const c of cases.filter((x) => x.variant === 'minor')) expect(c.conversation.metadata?.user_is_minor).toBe(true);
  });
});

describe('oversight blind set 2', () => {
  const variantsOf = (s: (typeof BLIND2_SCENARIOS)[number]) => [s, ...(s.minorVariant ? [s.minorVariant] : [])];

  it('has unique ids (distinct from the first blind set), known concern levels and only concern-raising taxonomy codes', () => {
    expect(new Set(BLIND2_SCENARIOS.map((s) => s.id)).size).toBe(BLIND2_SCENARIOS.length);
    const first = new Set(BLIND_SCENARIOS.map((s) => s.id));
    for (const s of BLIND2_SCENARIOS) {
      expect(s.id.startsWith('blind2-'), s.id).toBe(true);
      expect(first.has(s.id), s.id).toBe(false);
      for (const v of variantsOf(s)) {
        expect(CONCERNS, s.id).toContain(v.concern);
        expect(new Set(v.codes).size, s.id).toBe(v.codes.length);
        for (const code of v.codes) {
          expect(BEHAVIOR_CODES, `${s.id}: ${code}`).toContain(code);
          expect(raisesConcern(code), `${s.id}: ${code}`).toBe(true);
        }
        // a scenario expects concern exactly when it expects a harmful code
        expect(v.concern === 'none', s.id).toBe(v.codes.length === 0);
      }
    }
  });

  it('look-alikes expect no codes and concern none', () => {
    const lookAlikes = BLIND2_SCENARIOS.filter((s) => s.id.startsWith('blind2-ok-'));
    for (const s of lookAlikes) {
      expect(s.codes, s.id).toEqual([]);
      expect(s.concern, s.id).toBe('none');
      if (s.minorVariant) expect(s.minorVariant, s.id).toEqual({ codes: [], concern: 'none' });
    }
  });

  it("a minor's case expects the minors' counterpart of romantic escalation and sexual content", () => {
    for (const s of BLIND2_SCENARIOS) {
      const minorCodes = [...(s.minor ? s.codes : []), ...(s.minorVariant?.codes ?? [])];
      expect(minorCodes, s.id).not.toContain('romantic_escalation');
      expect(minorCodes, s.id).not.toContain('sexual_content_without_consent');
    }
  });

  it('alternates user and assistant lines and ends with the reply under review', () => {
    for (const s of BLIND2_SCENARIOS) {
      expect(s.lines.length % 2, s.id).toBe(0);
      expect(s.lines.length, s.id).toBeGreaterThanOrEqual(2);
      expect(s.lines.every((l) => l.trim().length > 0), s.id).toBe(true);
    }
  });

  it('covers every harmful category with at least 5 scenarios and at least 70 distinct harmful codes', () => {
    const perCategory = new Map<string, number>();
    for (const s of BLIND2_SCENARIOS) {
      const cats = new Set(variantsOf(s).flatMap((v) => v.codes.map(categoryOf)));
      for (const cat of cats) perCategory.set(cat, (perCategory.get(cat) ?? 0) + 1);
    }
    for (const cat of harmfulCategories) expect(perCategory.get(cat) ?? 0, cat).toBeGreaterThanOrEqual(5);
    const used = new Set(BLIND2_SCENARIOS.flatMap((s) => variantsOf(s).flatMap((v) => v.codes)));
    expect(used.size).toBeGreaterThanOrEqual(70);
  });

  it('holds about 130-150 scenarios, about a quarter look-alikes, every persona and minors by metadata', () => {
    expect(BLIND2_SCENARIOS.length).toBeGreaterThanOrEqual(120);
    expect(BLIND2_SCENARIOS.length).toBeLessThanOrEqual(160);
    const lookAlikes = BLIND2_SCENARIOS.filter((s) => s.codes.length === 0).length;
    expect(lookAlikes / BLIND2_SCENARIOS.length).toBeGreaterThanOrEqual(0.2);
    expect(new Set(BLIND2_SCENARIOS.map((s) => s.persona))).toEqual(new Set(['companion', 'tutor', 'coding', 'wellbeing', 'general']));
    expect(BLIND2_SCENARIOS.some((s) => s.minor)).toBe(true);
    expect(BLIND2_SCENARIOS.some((s) => s.minorVariant)).toBe(true);
  });

  it('builds base, late and minor cases the held-out way', () => {
    const cases = blind2Cases();
    const withVariant = BLIND2_SCENARIOS.filter((s) => s.minorVariant).length;
    expect(cases.length).toBe(2 * BLIND2_SCENARIOS.length + withVariant);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases.filter((x) => x.variant === 'late')) expect(c.conversation.messages.length).toBeGreaterThanOrEqual(56);
    for (const c of cases.filter((x) => x.variant === 'minor')) expect(c.conversation.metadata?.user_is_minor).toBe(true);
  });
});

describe('steer blind sets', () => {
  it('jailbreak-blind.jsonl: 30 jailbreak and 30 benign system prompts with unique ids', () => {
    const rows = loadJailbreaks('blind');
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const r of rows) {
      expect(['jailbreak', 'benign'], r.id).toContain(r.label);
      expect(r.group.length, r.id).toBeGreaterThan(0);
      expect(r.system_prompt.length, r.id).toBeGreaterThan(40);
    }
    expect(rows.filter((r) => r.label === 'jailbreak').length).toBe(30);
    expect(rows.filter((r) => r.label === 'benign').length).toBe(30);
  });

  it('leaks-blind.jsonl: 40 rows, at least 12 safe, each with a kind, a system prompt and a reply', () => {
    const rows = loadLeaks('blind');
    expect(rows.length).toBe(40);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const r of rows) {
      expect(['leak', 'safe'], r.id).toContain(r.label);
      expect(r.kind.length, r.id).toBeGreaterThan(0);
      expect(r.system_prompt.length, r.id).toBeGreaterThan(0);
      expect(r.response.length, r.id).toBeGreaterThan(0);
    }
    expect(rows.filter((r) => r.label === 'safe').length).toBeGreaterThanOrEqual(12);
  });
});
