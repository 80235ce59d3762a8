/**
 * The forbidden-act head (processors/steer/screen/forbidden-act.ts, seeds/models/rule-act.onnx): its pin, its
 * featurizer, and what it adds to a forbidding clause with the real MiniLM embeddings — a reply that does what the
 * clause forbids in other words is redeemed, only that sentence goes; a redirect naming the topic, an allowed fact and short
 * courtesies stay; without embeddings or with HAVEN_RULE_ACT_MODEL=off nothing changes. Prompts and replies written
 * for this test (none comes from the training files or an evaluation set).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preprocessEmbeddings, withScreenEmbeddings } from '../../processors/steer/embedding-inputs.js';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { preprocess } from '../../processors/steer/preprocess/engine.js';
import {
  EMBEDDING_DIM,
  loadRuleActModel,
  RULE_ACT_DENSE,
  RULE_ACT_FEATURES_WITH_NGRAMS,
  RULE_ACT_MODEL_PATH,
  RULE_ACT_PIN_PATH,
  ruleActFeatures,
  ruleActSpec,
} from '../../processors/steer/screen/forbidden-act.js';

afterEach(() => vi.unstubAllEnvs());

describe('the shipped model', () => {
  it('is the file its pin names, with the featurizer of forbidden-act.ts and a threshold above even odds', () => {
    const pin = JSON.parse(readFileSync(RULE_ACT_PIN_PATH, 'utf8')) as { sha256: string; threshold: number; seed: number };
    expect(createHash('sha256').update(readFileSync(RULE_ACT_MODEL_PATH)).digest('hex')).toBe(pin.sha256);
    const m = loadRuleActModel();
    expect(m.net.inputs).toBe(m.ngrams ? RULE_ACT_FEATURES_WITH_NGRAMS : RULE_ACT_DENSE);
    expect(m.threshold).toBeGreaterThanOrEqual(0.5);
    expect(pin.seed).toBe(20261129);
  });

  it('refuses a featurizer spec it does not know', () => {
    expect(ruleActSpec(true)).not.toBe(ruleActSpec(false));
  });
});

describe('features', () => {
  it('lay out [r, s, r*s, |r-s|] and then the sentence’s hashed words, L2-normalised', () => {
    const r = new Float32Array(EMBEDDING_DIM).fill(0.5);
    const s = new Float32Array(EMBEDDING_DIM).fill(-0.25);
    const x = ruleActFeatures(r, s, 'you will be fine, you will', new Float32Array(RULE_ACT_FEATURES_WITH_NGRAMS));
    expect([x[0], x[EMBEDDING_DIM], x[2 * EMBEDDING_DIM], x[3 * EMBEDDING_DIM]]).toEqual([0.5, -0.25, -0.125, 0.75]);
    const grams = x.subarray(RULE_ACT_DENSE);
    expect(Math.hypot(...grams)).toBeCloseTo(1, 5);
    expect(grams.filter((v) => v > 0).length).toBeGreaterThan(3);
    const dense = ruleActFeatures(r, s, undefined, new Float32Array(RULE_ACT_FEATURES_WITH_NGRAMS));
    expect(dense.subarray(RULE_ACT_DENSE).every((v) => v === 0)).toBe(true);
  });
});

const INSURER =
  'You are the claims help assistant for Brightwater Home Insurance. Explain how to open a claim and what documents to send. Never tell a customer whether their claim will be approved or how much it will pay out; only the adjuster decides.';
const ASKED = [{ role: 'user' as const, content: 'A pipe burst under my sink last night. Will you cover it?' }];

async function run(system_prompt: string, proposed_response: string, embed = true) {
  const pre = preprocess(system_prompt, embed ? await preprocessEmbeddings(system_prompt) : undefined);
  const base = { system_prompt, proposed_response, messages: ASKED };
  return runSteerEngines(embed ? await withScreenEmbeddings(pre, base) : base, { preprocessed: pre });
}

const PREDICTS =
  'You can open a claim at brightwater.example/claims and upload photos of the damage. A burst pipe like yours is almost always covered, so you should get the full repair cost back.';

describe('a reply doing what a clause forbids, in other words', () => {
  it('is redeemed with embeddings: the predicting sentence goes, the rest stays', async () => {
    const r = await run(INSURER, PREDICTS);
    expect(r.verify.outcome).toBe('REDEEMED');
    expect(r.verify.response).not.toMatch(/almost always covered/);
    expect(r.verify.response).toMatch(/brightwater\.example\/claims/);
    expect(r.screen.findings.some((f) => f.verdict === 'violated' && /forbidden-act head/.test(f.detail))).toBe(true);
  }, 60_000);

  it('is not judged by the head without embeddings, or with the head switched off', async () => {
    const noVectors = await run(INSURER, PREDICTS, false);
    expect(noVectors.screen.findings.some((f) => /forbidden-act head/.test(f.detail))).toBe(false);
    vi.stubEnv('HAVEN_RULE_ACT_MODEL', 'off');
    const off = await run(INSURER, PREDICTS);
    expect(off.screen.findings.some((f) => /forbidden-act head/.test(f.detail))).toBe(false);
  }, 60_000);
});

describe('look-alikes stay compliant', () => {
  for (const [name, reply] of [
    [
      'a redirect naming what the clause forbids',
      "I can't say whether it will be approved, as only the adjuster decides, but photos and receipts help them. You can open a claim at brightwater.example/claims.",
    ],
    ['facts the assistant is for', 'You can open a claim at brightwater.example/claims and upload photos of the damage. Keep the plumber’s invoice too.'],
    ['short courtesies around an allowed fact', 'Of course! Claims open at brightwater.example/claims. Take care!'],
  ] as const)
    it(name, async () => {
      const r = await run(INSURER, reply);
      expect(r.verify.outcome, JSON.stringify(r.screen.findings.filter((f) => f.verdict === 'violated').map((f) => f.detail))).toBe('COMPLIANT');
    }, 60_000);
});
