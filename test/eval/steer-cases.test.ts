// Validates the steer evaluation set (test/eval/steer/cases/*.jsonl): schema, unique ids, history shape and the
// coverage minimums promised in test/eval/steer/README.md.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, renderGenerated } from './steer/generate.js';
import { CATEGORIES, EVASIONS, FAMILY_NAMES, isMultiTurn, loadCases } from './steer/schema.js';

const { cases, errors, files } = loadCases();

describe('steer evaluation cases', () => {
  it('parse against the schema with unique ids', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('have histories that end with a user turn and hold at most 10 messages', () => {
    for (const c of cases) {
      if (!c.messages) continue;
      expect(c.messages.length, c.id).toBeLessThanOrEqual(10);
      expect(c.messages.at(-1)?.role, c.id).toBe('user');
    }
  });

  it('hold at least 300 cases, 25% of them COMPLIANT', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    const compliant = cases.filter((c) => c.expected_outcome === 'COMPLIANT').length;
    expect(compliant / cases.length).toBeGreaterThanOrEqual(0.25);
  });

  it('cover every family, with compliant and non-compliant cases in each', () => {
    for (const f of FAMILY_NAMES) {
      const inFamily = cases.filter((c) => c.family === f);
      expect(inFamily.length, f).toBeGreaterThan(0);
      if (f === 'cannot_comply') continue; // its counterpart is legit_lookalike
      expect(inFamily.some((c) => c.expected_outcome === 'COMPLIANT'), `${f} compliant`).toBe(true);
      expect(inFamily.some((c) => c.expected_outcome !== 'COMPLIANT'), `${f} non-compliant`).toBe(true);
    }
  });

  it('cover every evasion family, each with an innocent look-alike', () => {
    for (const e of EVASIONS) {
      expect(cases.filter((c) => c.expected_evasions.includes(e)).length, e).toBeGreaterThanOrEqual(5);
      const family = `evasion_${e}`;
      expect(cases.some((c) => c.family === family && c.expected_outcome === 'COMPLIANT'), `${e} look-alike`).toBe(true);
    }
  });

  it('cover every CANNOT_COMPLY category, and only CANNOT_COMPLY cases in the cannot_comply family', () => {
    for (const cat of CATEGORIES) {
      expect(cases.filter((c) => c.expected_category === cat).length, cat).toBeGreaterThanOrEqual(3);
    }
    for (const c of cases.filter((x) => x.family === 'cannot_comply')) expect(c.expected_outcome, c.id).toBe('CANNOT_COMPLY');
    expect(cases.filter((c) => c.family === 'legit_lookalike' && c.expected_outcome === 'COMPLIANT').length).toBeGreaterThanOrEqual(10);
  });

  it('keep generated.jsonl in sync with generate.ts, and hand-written cases in the majority', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(renderGenerated());
    const generated = cases.filter((c) => c.tags.includes('generated')).length;
    expect(generated / cases.length).toBeLessThan(0.25);
  });

  it('hold at least 40 multi-turn cases', () => {
    expect(cases.filter(isMultiTurn).length).toBeGreaterThanOrEqual(40);
  });
});
