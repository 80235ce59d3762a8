/**
 * The jailbreak and leak evaluation sets we wrote (test/eval/steer/own/): well-formed, split by framing family and
 * by leak kind with look-alikes beside them, and disjoint from what the jailbreak model was trained on (its
 * synthesised prompts, regenerated here with the training seed).
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../scripts/train/harmful-prompt/synth.js';
import { synthesizeBenign, synthesizeJailbreaks } from '../../scripts/train/jailbreak-prompt/synth.js';
import { synthesizeFramings } from '../../scripts/train/jailbreak-prompt/synth-framings.js';
import { synthesizeVaried } from '../../scripts/train/jailbreak-prompt/synth-varied.js';
import { loadJailbreaks, loadLeaks, SETS } from '../eval/steer/screen/heldout.js';

const norm = (t: string) => t.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The groups and kinds each set must cover. The blind sets were written apart, by someone who saw only the first line
 * of an earlier file, so they name their groups and kinds in their own, finer way (base64/hex/spelled for "encoded",
 * paraphrase for "reworded", words for innocent trigger words).
 */
const COVERAGE: Record<keyof typeof SETS, { benign: string[]; leak: string[]; safe: string[] }> = {
  heldout: {
    benign: ['fiction', 'security', 'therapy', 'business', 'creative'],
    leak: ['verbatim', 'normalised', 'encoded', 'translated', 'reworded', 'prompt_echo'],
    safe: ['refusal', 'related'],
  },
  final: {
    benign: ['fiction', 'security', 'therapy', 'business', 'creative'],
    leak: ['verbatim', 'normalised', 'encoded', 'translated', 'reworded', 'prompt_echo'],
    safe: ['refusal', 'related'],
  },
  third: {
    benign: ['fiction', 'security', 'therapy', 'business', 'creative'],
    leak: ['verbatim', 'normalised', 'encoded', 'translated', 'reworded', 'prompt_echo'],
    safe: ['refusal', 'related'],
  },
  blind: {
    benign: ['fiction', 'security', 'therapy', 'business', 'words'],
    leak: ['verbatim', 'normalised', 'base64', 'hex', 'reversed', 'spelled', 'split', 'translated', 'paraphrase', 'prompt-echo'],
    safe: ['decoy-value', 'refusal', 'refusal-names-existence', 'related', 'unrelated', 'unrelated-numbers'],
  },
};

describe.each(Object.keys(SETS) as (keyof typeof SETS)[])('%s sets', (set) => {
  it('jailbreak prompts: unique ids, both labels, jailbreaks in at least eight framing families, benign in fiction/security/therapy/business/creative', () => {
    const cases = loadJailbreaks(set);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    const jb = new Set(cases.filter((c) => c.label === 'jailbreak').map((c) => c.group));
    const bn = new Set(cases.filter((c) => c.label === 'benign').map((c) => c.group));
    expect(jb.size).toBeGreaterThanOrEqual(8);
    for (const g of COVERAGE[set].benign) expect(bn.has(g), g).toBe(true);
    for (const c of cases) expect(c.system_prompt.length).toBeGreaterThan(40);
  });

  it('leak cases: every kind of disclosure, and look-alikes of both kinds', () => {
    const cases = loadLeaks(set);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    const leak = new Set(cases.filter((c) => c.label === 'leak').map((c) => c.kind));
    const safe = new Set(cases.filter((c) => c.label === 'safe').map((c) => c.kind));
    for (const k of COVERAGE[set].leak) expect(leak.has(k), k).toBe(true);
    expect([...safe].sort()).toEqual(COVERAGE[set].safe);
  });
});

describe('the evaluation prompts are not training prompts', () => {
  it('no evaluation system prompt is among the jailbreak model’s synthesised training prompts', () => {
    // the same generators and seed as scripts/train/jailbreak-prompt/train.ts
    const r = mulberry32(20261125);
    const trained = new Set(
      [...synthesizeJailbreaks(r), ...synthesizeBenign(r), ...synthesizeFramings(r), ...synthesizeVaried(mulberry32(20261125 + 2))].map((x) => norm(x.text)),
    );
    for (const set of Object.keys(SETS) as (keyof typeof SETS)[]) {
      for (const c of loadJailbreaks(set)) expect(trained.has(norm(c.system_prompt))).toBe(false);
      for (const c of loadLeaks(set)) expect(trained.has(norm(c.system_prompt))).toBe(false);
    }
  });
});
