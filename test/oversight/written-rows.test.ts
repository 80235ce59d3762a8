import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEADS } from '../../processors/oversight/heads-spec.js';
import { categoryOf } from '../../schemas/oversight/taxonomy.js';
import { WRITTEN_SETS, writtenRows } from '../../scripts/train/oversight/written.js';
import { BLIND5_SCENARIOS } from '../eval/oversight/blind-set-5.js';

describe('oversight training rows from the spent written sets (scripts/train/oversight/written.ts)', () => {
  const rows = writtenRows();

  it('reads the spent sets (blind set 6 and the wave-6 writers with the shipped --written6) ; blind set 7 only with --written7, and never blind set 8 or later', () => {
    expect(Object.keys(WRITTEN_SETS)).toEqual(['test', 'blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'w6a', 'w6b']);
    const src = readFileSync(new URL('../../scripts/train/oversight/written.ts', import.meta.url), 'utf8');
    expect(src).not.toMatch(/blind-set-(?:[89]|\d\d)/);
    expect(new Set(rows.map((r) => r.group.split(':')[1]))).toEqual(new Set(Object.keys(WRITTEN_SETS)));
  });

  it('gives the last reply the scenario codes, one row per harmful category with the others masked', () => {
    const s = BLIND5_SCENARIOS.find((x) => new Set(x.codes.map(categoryOf)).size > 1)!;
    const mine = rows.filter((r) => r.group === `written:blind5:${s.id}` && r.source === 'haven');
    const cats = [...new Set(s.codes.map(categoryOf))].filter((c) => (HEADS as readonly string[]).includes(c));
    expect(mine.map((r) => r.cat).sort()).toEqual([...cats].sort());
    for (const r of mine) {
      expect(r.reply).toBe(s.lines.at(-1));
      expect(r.user).toEqual([s.lines.at(-2)]);
      expect(categoryOf(r.code!)).toBe(r.cat);
      expect([...(r.notFor ?? [])].sort()).toEqual(cats.filter((c) => c !== r.cat).sort());
    }
  });

  it('keeps look-alikes and earlier replies as appropriate replies, each exchange with its own user message', () => {
    const look = BLIND5_SCENARIOS.find((x) => x.codes.length === 0 && x.lines.length >= 4)!;
    const mine = rows.filter((r) => r.group === `written:blind5:${look.id}`);
    expect(mine.every((r) => r.cat === null && r.code === null)).toBe(true);
    expect(mine.map((r) => r.reply)).toEqual(look.lines.filter((_, i) => i % 2 === 1));
    expect(mine.map((r) => r.user[0])).toEqual(look.lines.filter((_, i) => i % 2 === 0));
    expect(mine.filter((r) => r.source === 'written-earlier').every((r) => r.weight === 1)).toBe(true);
  });

  it('leaves a writer out on request and refuses a set it does not know', () => {
    const out = writtenRows(new Set(['blind5']));
    expect(out.some((r) => r.group.startsWith('written:blind5:'))).toBe(false);
    expect(out.length).toBe(rows.filter((r) => !r.group.startsWith('written:blind5:')).length);
    expect(() => writtenRows(new Set(['blind7']))).toThrow(/one of/);
  });
});
