/** The evaluation set's coverage (the full eval is `npm run eval:evaluate`, not run in CI). */
import { describe, expect, it } from 'vitest';
import { RISK_TYPES } from '../../processors/risk/types.js';
import { buildCases, expectedShow } from '../eval/evaluate/cases.js';
import { freshCases } from '../eval/evaluate/fresh.js';
import { score } from '../eval/evaluate/metrics.js';

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
