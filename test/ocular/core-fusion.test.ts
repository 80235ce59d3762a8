/**
 * Fusion, ensemble and trajectory-shape properties of the classifier core, on the pure functions (no model):
 * monotone salience, framing that only ever lowers user axes, the non-self cap, the spec's confidence/stability
 * formulas, the level ladder and the phase table.
 */
import { describe, expect, it } from 'vitest';
import { chunkText, parseText, windowsOf } from '../../processors/ocular/core/conversation.js';
import { confidenceOf, stabilityOf } from '../../processors/ocular/core/ensemble.js';
import { aggregateTurns, fuseAiTurn, fuseUserTurn, NON_SELF_CAP, rosterOf, salienceOf, subjectOf } from '../../processors/ocular/core/fusion.js';
import { phaseOf, shapeOf } from '../../processors/ocular/core/trajectory.js';
import { AI_AXES, levelOf, type TrajectoryEntry, USER_AXES } from '../../processors/ocular/core/types.js';
import { OCULAR_HEADS } from '../../processors/ocular/heads/index.js';

const roster = rosterOf(OCULAR_HEADS);
const userHeads = OCULAR_HEADS.filter((h) => h.side === 'user');
const aiHeads = OCULAR_HEADS.filter((h) => h.side === 'ai');
const byMod = (m: string) => OCULAR_HEADS.filter((h) => h.fusion.modulator?.name === m).map((h) => h.code);
const signalHeads = (side: 'user' | 'ai') => OCULAR_HEADS.filter((h) => h.side === side && h.fusion.axes).map((h) => h.code);

function rand(seed: number) {
  let a = seed;
  return () => (a = (a * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}
const zeroUser = () => Object.fromEntries(USER_AXES.map((a) => [a, 0])) as Record<(typeof USER_AXES)[number], number>;
const zeroAi = () => Object.fromEntries(AI_AXES.map((a) => [a, 0])) as Record<(typeof AI_AXES)[number], number>;

describe('salience fusion', () => {
  it('is monotone: raising any axis, imminence or corroboration never lowers salience', () => {
    const r = rand(7);
    for (let k = 0; k < 400; k++) {
      const user = Object.fromEntries(USER_AXES.map((a) => [a, r()])) as ReturnType<typeof zeroUser>;
      const ai = Object.fromEntries(AI_AXES.map((a) => [a, r() * 0.5])) as ReturnType<typeof zeroAi>;
      const imm = r();
      const corr = r();
      const subject = r() < 0.5 ? 'self' : 'other';
      const base = salienceOf(user, ai, imm, corr, subject).salience;
      const axis = USER_AXES[k % USER_AXES.length]!;
      expect(salienceOf({ ...user, [axis]: Math.min(1, user[axis] + 0.1) }, ai, imm, corr, subject).salience).toBeGreaterThanOrEqual(base - 1e-12);
      const aiAxis = AI_AXES[k % AI_AXES.length]!;
      expect(salienceOf(user, { ...ai, [aiAxis]: Math.min(1, ai[aiAxis] + 0.1) }, imm, corr, subject).salience).toBeGreaterThanOrEqual(base - 1e-12);
      expect(salienceOf(user, ai, Math.min(1, imm + 0.2), corr, subject).salience).toBeGreaterThanOrEqual(base - 1e-12);
      expect(salienceOf(user, ai, imm, Math.min(1, corr + 0.2), subject).salience).toBeGreaterThanOrEqual(base - 1e-12);
      expect(base).toBeGreaterThanOrEqual(0);
      expect(base).toBeLessThanOrEqual(1);
    }
  });

  it('only subject self lifts user-side salience above the watch band', () => {
    const user = { ...zeroUser(), suicide: 0.95 };
    expect(salienceOf(user, zeroAi(), 1, 1, 'self').salience).toBeGreaterThan(0.9);
    expect(salienceOf(user, zeroAi(), 1, 1, 'other').salience).toBeLessThanOrEqual(NON_SELF_CAP);
    expect(salienceOf(user, zeroAi(), 1, 1, 'unknown').salience).toBeLessThanOrEqual(NON_SELF_CAP);
    // the AI side is not capped by the user's subject
    expect(salienceOf(user, { ...zeroAi(), harm_provision: 0.9 }, 1, 1, 'other').salience).toBeGreaterThan(0.9);
  });

  it('framing (fiction, educational, hyperbole, protective) only ever lowers user axes; signal heads only raise them', () => {
    const r = rand(11);
    for (let k = 0; k < 200; k++) {
      const cal: Record<string, number> = Object.fromEntries(userHeads.map((h) => [h.code, r()]));
      const base = fuseUserTurn(roster, cal, { fiction: 0, minor: 0 });
      for (const m of ['fiction', 'educational', 'hyperbole', 'protective']) {
        const up = { ...cal };
        for (const c of byMod(m)) up[c] = Math.min(1, (up[c] ?? 0) + 0.3);
        const f = fuseUserTurn(roster, up, { fiction: 0, minor: 0 });
        for (const a of USER_AXES) expect(f.axes[a]).toBeLessThanOrEqual(base.axes[a] + 1e-12);
        expect(f.imminence).toBeLessThanOrEqual(base.imminence + 1e-12);
      }
      const sig = { ...cal };
      for (const c of signalHeads('user')) sig[c] = Math.min(1, (sig[c] ?? 0) + 0.2);
      const g = fuseUserTurn(roster, sig, { fiction: 0, minor: 0 });
      for (const a of USER_AXES) expect(g.axes[a]).toBeGreaterThanOrEqual(base.axes[a] - 1e-12);
      // carried fiction from earlier turns also only lowers
      const carried = fuseUserTurn(roster, cal, { fiction: 0.9, minor: 0 });
      for (const a of USER_AXES) expect(carried.axes[a]).toBeLessThanOrEqual(base.axes[a] + 1e-12);
    }
  });

  it('AI axes: fiction lowers them except safeguarding when a minor is present; support lowers emotional failure', () => {
    const cal: Record<string, number> = Object.fromEntries(aiHeads.map((h) => [h.code, 0.8]));
    for (const c of byMod('support')) cal[c] = 0;
    const userCal: Record<string, number> = Object.fromEntries(userHeads.map((h) => [h.code, 0]));
    for (const c of signalHeads('user')) userCal[c] = 0.9;
    const prev = fuseUserTurn(roster, userCal, { fiction: 0, minor: 0 });
    const plain = fuseAiTurn(roster, cal, prev, { fiction: 0, minor: 0 });
    const fiction = fuseAiTurn(roster, cal, prev, { fiction: 1, minor: 0 });
    const fictionMinor = fuseAiTurn(roster, cal, prev, { fiction: 1, minor: 1 });
    expect(fiction.axes.harm_provision).toBeLessThan(plain.axes.harm_provision);
    expect(fiction.axes.safeguarding_failure).toBeLessThan(plain.axes.safeguarding_failure);
    expect(fictionMinor.axes.safeguarding_failure).toBeCloseTo(plain.axes.safeguarding_failure, 10);
    const supported = { ...cal };
    for (const c of byMod('support')) supported[c] = 1;
    expect(fuseAiTurn(roster, supported, prev, { fiction: 0, minor: 0 }).axes.emotional_failure).toBeLessThan(plain.axes.emotional_failure);
    // failing a calm user is not an emotional failure
    const calm = fuseUserTurn(roster, Object.fromEntries(userHeads.map((h) => [h.code, 0])), { fiction: 0, minor: 0 });
    expect(fuseAiTurn(roster, cal, calm, { fiction: 0, minor: 0 }).axes.emotional_failure).toBe(0);
  });

  it('aggregates turns monotonically, peak first', () => {
    expect(aggregateTurns([])).toBe(0);
    expect(aggregateTurns([0.5])).toBeCloseTo(0.5);
    expect(aggregateTurns([0.5, 0.4])).toBeGreaterThan(aggregateTurns([0.5, 0.1]));
    expect(aggregateTurns([0.5, 0.4])).toBeLessThan(0.6);
  });

  it('subject: unknown without user signal, other when the risky turns are about someone else', () => {
    const cal0: Record<string, number> = Object.fromEntries(userHeads.map((h) => [h.code, 0]));
    expect(subjectOf([fuseUserTurn(roster, cal0, { fiction: 0, minor: 0 })])).toBe('unknown');
    const risky = { ...cal0 };
    for (const c of signalHeads('user')) risky[c] = 0.9;
    expect(subjectOf([fuseUserTurn(roster, risky, { fiction: 0, minor: 0 })])).toBe('self');
    const other = { ...risky };
    for (const c of byMod('subject_other')) other[c] = 0.9;
    expect(subjectOf([fuseUserTurn(roster, other, { fiction: 0, minor: 0 })])).toBe('other');
  });
});

describe('ensemble agreement (spec formulas)', () => {
  it('stability = 1 − stddev/mean clamped; mean below 0.005 is 1.0', () => {
    expect(stabilityOf([0.5, 0.5, 0.5])).toBe(1);
    expect(stabilityOf([0.001, 0.004, 0])).toBe(1);
    const v = [0.2, 0.4, 0.6];
    const mean = 0.4;
    const sd = Math.sqrt(((0.2 - mean) ** 2 + 0 + (0.6 - mean) ** 2) / 3);
    expect(stabilityOf(v)).toBeCloseTo(1 - sd / mean, 10);
    expect(stabilityOf([0, 0, 0.9])).toBe(0);
  });
  it('confidence = 1 − average per-axis stddev/mean, in [0, 1]', () => {
    expect(
      confidenceOf([
        [0.3, 0.3],
        [0, 0],
      ]),
    ).toBe(1);
    const c = confidenceOf([
      [0.2, 0.4],
      [0.5, 0.5],
    ]);
    expect(c).toBeCloseTo(1 - (0.1 / 0.3 + 0) / 2, 10);
    expect(
      confidenceOf([
        [0, 1],
        [0, 1],
      ]),
    ).toBe(0);
  });
});

describe('levels and trajectory shape', () => {
  // one ladder for the classifier and the console (schemas/http/classifier-result.ts); NaN reads as minimal
  it('level ladder follows the spec cuts', () => {
    expect([0, 0.049, 0.05, 0.119, 0.12, 0.249, 0.25, 0.449, 0.45, 1].map(levelOf)).toEqual([
      'minimal',
      'minimal',
      'low',
      'low',
      'moderate',
      'moderate',
      'high',
      'high',
      'critical',
      'critical',
    ]);
    expect(levelOf(Number.NaN)).toBe('minimal');
  });
  it('phases follow the table (crisis first, then baseline, then slope)', () => {
    expect(phaseOf(0.1, 0.5)).toBe('baseline');
    expect(phaseOf(0.4, 0)).toBe('emerging');
    expect(phaseOf(0.4, 0.2)).toBe('escalating');
    expect(phaseOf(0.4, -0.2)).toBe('de-escalating');
    expect(phaseOf(0.8, -0.2)).toBe('crisis');
  });
  it('shape of a constructed escalating trajectory: onsets, slopes, peak', () => {
    const entry = (suicide: number, fiction = 0, ai = 0): TrajectoryEntry => ({
      role: 'user',
      turn: 0,
      salience: suicide,
      signals_by_axis: {
        suicide,
        self_harm: 0,
        harm_to_others: 0,
        abuse: 0,
        ai_harm_provision: ai,
        ai_emotional_failure: 0,
        ai_manipulation: 0,
        ai_safeguarding_failure: 0,
        genuine: 0,
        fiction,
      },
      heads: [],
    });
    const s = shapeOf([entry(0.05), entry(0.1, 0.2), entry(0.35), entry(0.6, 0, 0.4), entry(0.85), entry(0.5)]);
    expect(s.onsets).toEqual({ suicide: 2, fiction: 1, ai_harm_provision: 3 });
    expect(s.slopes[0]).toBe(0);
    expect(s.slopes[3]).toBeCloseTo(0.25, 6);
    expect(s.phases).toEqual(['baseline', 'baseline', 'escalating', 'escalating', 'crisis', 'de-escalating']);
    expect(s.peak_turn).toBe(4);
    expect(s.peak_crisis).toBe(0.85);
  });
});

describe('input shaping', () => {
  it('parses User:/Assistant: text into messages', () => {
    expect(parseText('User: hi there\n\nAssistant: hello\n\nmore of it\n\nUser: bye')).toEqual([
      { role: 'user', content: 'hi there' },
      { role: 'assistant', content: 'hello\n\nmore of it' },
      { role: 'user', content: 'bye' },
    ]);
  });
  it('chunks long messages with overlap and windows long conversations', () => {
    const long = 'word '.repeat(600);
    const chunks = chunkText(long);
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(700);
    expect(windowsOf(10)).toEqual([[0, 10]]);
    const w = windowsOf(100);
    expect(w[0]).toEqual([0, 40]);
    expect(w.at(-1)![1]).toBe(100);
    for (let i = 1; i < w.length; i++) expect(w[i]![0]).toBeLessThan(w[i - 1]![1]);
  });
});
