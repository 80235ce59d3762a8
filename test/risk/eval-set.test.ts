/** The evaluation set's coverage (the full eval is `npm run eval:evaluate`, not run in CI). */
import { describe, expect, it } from 'vitest';
import { RISK_TYPES } from '../../processors/risk/types.js';
import { mulberry32 } from '../../scripts/train/harmful-prompt/synth.js';
import { riskCases } from '../../scripts/train/risk/cases.js';
import { buildCases, expectedShow } from '../eval/evaluate/cases.js';
import { freshCases } from '../eval/evaluate/fresh.js';
import { score } from '../eval/evaluate/metrics.js';
import { testCases } from '../eval/evaluate/test-split.js';

describe('evaluate evaluation set', () => {
  const cases = buildCases();
  it('has 500+ cases covering every type, both subjects, framing, turns and look-alikes', () => {
    expect(cases.length).toBeGreaterThanOrEqual(500);
    for (const t of RISK_TYPES) {
      expect(
        cases.some((c) => c.expected.some((e) => e.type === t && e.subject === 'self')),
        `${t}/self`,
      ).toBe(true);
    }
    for (const t of ['suicide', 'self_harm', 'abuse', 'sexual_violence', 'neglect', 'exploitation', 'stalking', 'violence']) {
      expect(
        cases.some((c) => c.expected.some((e) => e.type === t && e.subject === 'other')),
        `${t}/other`,
      ).toBe(true);
    }
    for (const g of [
      'frame.fiction',
      'frame.lyrics',
      'frame.clinical',
      'frame.hyperbole',
      'suicide.disclosed-frame',
      'suicide.protective',
      'multi.escalation',
      'multi.deescalation',
      'multi.bystander',
      'lookalike',
    ]) {
      expect(
        cases.some((c) => c.group === g),
        g,
      ).toBe(true);
    }
    expect(cases.filter((c) => c.lookalike).length).toBeGreaterThanOrEqual(100);
    expect(freshCases().length).toBeGreaterThanOrEqual(50);
  });
  it('the held-out test split: 150+ cases, every type, both subjects where they apply, multi-turn, 40+ look-alikes of each kind', () => {
    const t = testCases();
    expect(t.length).toBeGreaterThanOrEqual(150);
    for (const type of RISK_TYPES)
      expect(
        t.some((c) => c.expected.some((e) => e.type === type && e.subject === 'self')),
        `${type}/self`,
      ).toBe(true);
    for (const type of RISK_TYPES)
      expect(
        t.some((c) => c.expected.some((e) => e.type === type && e.subject === 'other')),
        `${type}/other`,
      ).toBe(true);
    expect(t.filter((c) => c.messages).length).toBeGreaterThanOrEqual(5);
    const looks = t.filter((c) => c.lookalike);
    expect(looks.length).toBeGreaterThanOrEqual(40);
    for (const g of ['hyperbole', 'fiction', 'clinical', 'news', 'everyday'])
      expect(
        looks.some((c) => c.group === `test.lookalike.${g}`),
        g,
      ).toBe(true);
    // no text of the test split is in the dev split
    const dev = new Set([...cases, ...freshCases()].flatMap((c) => (c.text ? [c.text] : (c.messages ?? []).map((m) => m.content))));
    expect(t.flatMap((c) => (c.text ? [c.text] : (c.messages ?? []).map((m) => m.content))).filter((x) => dev.has(x))).toEqual([]);
    // nor among the risk heads' written training cases (compared without case, punctuation or spacing)
    const norm = (x: string) =>
      x
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const train = new Set(riskCases(mulberry32(20261125)).map((r) => norm(r.text)));
    expect(t.flatMap((c) => (c.text ? [c.text] : (c.messages ?? []).map((m) => m.content))).filter((x) => train.has(norm(x)))).toEqual([]);
    // and no dev text either (dev tunes the members' params; a dev sentence in training would flatter it)
    expect([...dev].filter((x) => train.has(norm(x)))).toEqual([]);
  });

  it('the metrics count what they claim', () => {
    const c = cases.filter((x) => x.group === 'suicide.active').slice(0, 2);
    const perfect = c.map((x) => ({ risks: x.expected, show_resources: x.show_resources }));
    const r = score(c, perfect);
    expect(r.perType.suicide).toMatchObject({ tp: 2, fp: 0, fn: 0, precision: 1, recall: 1 });
    const wrong = score(
      c,
      c.map(() => ({ risks: [{ type: 'abuse', subject: 'other', severity: 'mild', imminence: 'chronic' }], show_resources: false })),
    );
    expect(wrong.perType.suicide?.recall).toBe(0);
    expect(wrong.perType.abuse?.precision).toBe(0);
    expect(wrong.show.recall).toBe(0);
    expect(expectedShow([{ type: 'suicide', subject: 'other', severity: 'moderate', imminence: 'subacute' }])).toBe(false);
  });
});
