/**
 * The jailbreak and leak evaluation sets we wrote (test/eval/steer/own/): well-formed, split by framing family and
 * by leak kind with look-alikes beside them, and disjoint from what the jailbreak model was trained on (its
 * synthesised prompts, regenerated here with the training seed).
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../scripts/train/harmful-prompt/synth.js';
import { synthesizeBenign, synthesizeJailbreaks } from '../../scripts/train/jailbreak-prompt/synth.js';
import { synthesizeFramings } from '../../scripts/train/jailbreak-prompt/synth-framings.js';
import { loadJailbreaks, loadLeaks, SETS } from '../eval/steer/screen/heldout.js';

const norm = (t: string) => t.trim().toLowerCase().replace(/\s+/g, ' ');

describe.each(Object.keys(SETS) as (keyof typeof SETS)[])('%s sets', (set) => {
  it('jailbreak prompts: unique ids, both labels, jailbreaks in at least eight framing families, benign in fiction/security/therapy/business/creative', () => {
    const cases = loadJailbreaks(set);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    const jb = new Set(cases.filter((c) => c.label === 'jailbreak').map((c) => c.group));
    const bn = new Set(cases.filter((c) => c.label === 'benign').map((c) => c.group));
    expect(jb.size).toBeGreaterThanOrEqual(8);
    for (const g of ['fiction', 'security', 'therapy', 'business', 'creative']) expect(bn.has(g)).toBe(true);
    for (const c of cases) expect(c.system_prompt.length).toBeGreaterThan(40);
  });

  it('leak cases: every kind of disclosure, and look-alikes of both kinds', () => {
    const cases = loadLeaks(set);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    const leak = new Set(cases.filter((c) => c.label === 'leak').map((c) => c.kind));
    const safe = new Set(cases.filter((c) => c.label === 'safe').map((c) => c.kind));
    for (const k of ['verbatim', 'normalised', 'encoded', 'translated', 'reworded', 'prompt_echo']) expect(leak.has(k)).toBe(true);
    expect([...safe].sort()).toEqual(['refusal', 'related']);
  });
});

describe('the evaluation prompts are not training prompts', () => {
  it('no evaluation system prompt is among the jailbreak model’s synthesised training prompts', () => {
    // the same generators and seed as scripts/train/jailbreak-prompt/train.ts
    const r = mulberry32(20261125);
    const trained = new Set([...synthesizeJailbreaks(r), ...synthesizeBenign(r), ...synthesizeFramings(r)].map((x) => norm(x.text)));
    for (const set of Object.keys(SETS) as (keyof typeof SETS)[]) {
      for (const c of loadJailbreaks(set)) expect(trained.has(norm(c.system_prompt))).toBe(false);
      for (const c of loadLeaks(set)) expect(trained.has(norm(c.system_prompt))).toBe(false);
    }
  });
});
