/**
 * Evaluate's risk-type heads: the pinned model loads (sha256 and feature spec checked), scores each user message once
 * per tenant, separates each type's situations from benign talk, and the engine's rule for a head-only risk (only
 * where no cue of any type fired, no idiom mask matched and no frame drops it; subject from the `other` output;
 * the whole message as evidence).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Embedder, loadEmbedder } from '../../infra/models/embedder.js';
import { assessConversation } from '../../processors/risk/engine.js';
import { HEAD_FEATURE_DIMS, VOCAB_DIMS, vocabFeatures } from '../../processors/risk/head-features.js';
import { loadRiskHeads, type RiskHeads } from '../../processors/risk/heads.js';
import { type InputMessage, RISK_TYPES, type RiskHeadMessage, type RiskType } from '../../processors/risk/types.js';

const u = (content: string): InputMessage => ({ role: 'user', content });
const a = (content: string): InputMessage => ({ role: 'assistant', content });

// written for this test (not in any training or evaluation file)
const SITUATIONS: [RiskType, string][] = [
  ['suicide', 'I have made up my mind to end my life after the funeral.'],
  ['self_harm', 'I keep slicing my forearm with a kitchen knife when nobody is home.'],
  ['self_neglect', 'I have been living on black coffee for nine days so I can drop another dress size.'],
  ['violence', 'I am going to put my fist through that man\u2019s face when he walks out of the pub.'],
  ['abuse', 'My husband drags me by my hair across the kitchen when dinner is late.'],
  ['sexual_violence', 'My cousin\u2019s husband pinned me down and raped me at the wedding.'],
  ['neglect', 'The toddler next door is left in his cot all day without food while his mum is out.'],
  ['exploitation', 'The man who brought me here keeps my ID card and says I must work off the debt.'],
  ['stalking', 'My ex parks outside my flat every night and messages me what I wore that day.'],
];
const BENIGN = ['Can you recommend a good book about the history of Rome?', 'My sister and I are planning a surprise party for our parents.'];

let heads: RiskHeads;
let embedder: Embedder;
let embedCalls = 0;
beforeAll(async () => {
  embedder = await loadEmbedder({ intraOpThreads: 1, cacheSize: 0 });
  heads = await loadRiskHeads({
    embed: (t) => {
      embedCalls += t.length;
      return embedder.embed(t);
    },
  });
}, 120_000);
afterAll(async () => {
  await heads?.close();
  await embedder?.close();
});

describe('risk heads model', () => {
  it('has a threshold per type and the feature layout it was trained on', () => {
    for (const t of RISK_TYPES) expect(heads.thresholds[t]).toBeGreaterThanOrEqual(0.5);
    expect(HEAD_FEATURE_DIMS).toBe(384 + VOCAB_DIMS);
    expect(vocabFeatures('I want to kill myself').some((x) => x > 0)).toBe(true);
    expect(vocabFeatures('Can you recommend a good book about Rome?').every((x) => x === 0)).toBe(true);
  });

  it('ranks each type above ordinary talk, and ordinary talk raises no type', async () => {
    const cases = SITUATIONS;
    const benign = BENIGN.map(u);
    const scores = await heads.score([...cases.map(([, t]) => u(t)), ...benign], 'test');
    // ranking, not a fixed margin: each situation scores its type above every ordinary sentence (what a head is for;
    // the size of the gap moves with every retraining), and no ordinary sentence reaches any type's detection threshold
    cases.forEach(([type], i) => {
      const s = scores[i]!.types[type];
      for (const b of scores.slice(cases.length)) expect(s, type).toBeGreaterThan(b.types[type]);
    });
    for (const b of scores.slice(cases.length)) for (const t of RISK_TYPES) expect(b.types[t], t).toBeLessThan(heads.thresholds[t]);
    // the other-person output separates "my friend" from "I"
    const who = await heads.score([u('My friend told me she has been cutting her arms.'), u('I have been cutting my arms.')], 'test');
    expect(who[0]!.other).toBeGreaterThan(who[1]!.other);
  }, 60_000);

  it('scores each message once per tenant', async () => {
    const conv = [u('I have not eaten for days.'), a('I am worried about you.'), u('I just feel numb.')];
    await heads.score(conv, 'tenant-x');
    const before = embedCalls;
    await heads.score(conv, 'tenant-x');
    expect(embedCalls).toBe(before);
    await heads.score([...conv, a('Tell me more.'), u('Nobody would notice if I vanished.')], 'tenant-x');
    expect(embedCalls).toBe(before + 1);
    await heads.score(conv, 'tenant-y');
    expect(embedCalls).toBe(before + 3);
  }, 60_000);
});

describe('a head-only risk in the engine', () => {
  const signal = (message_index: number, type: RiskType, score: number, other = 0): RiskHeadMessage => ({ message_index, types: { [type]: score }, other });
  // pinned 0.6; the member's default headMargin (0) keeps 0.6 the bar, and headBoost (0.75) is the step to moderate
  const thresholds = Object.fromEntries(RISK_TYPES.map((t) => [t, 0.6])) as Record<RiskType, number>;
  const run = (messages: InputMessage[], signals: RiskHeadMessage[]) =>
    assessConversation(messages, null, { engine: 'local:test', heads: { signals, thresholds } });

  it('reports the type where no cue fired, with the message as evidence and the subject from `other`', async () => {
    const msgs = [u('The little ones upstairs have been on their own since the weekend.')];
    const r = await run(msgs, [signal(0, 'neglect', 0.7, 0.9)]);
    expect(r.risks).toHaveLength(1);
    expect(r.risks[0]).toMatchObject({ code: 'neglect', subject: 'other', risk_severity: 'mild' });
    expect(r.risks[0]!.cues[0]).toMatchObject({ feature: 'risk_heads', message_index: 0, start: 0, end: msgs[0]!.content.length });
    const strong = await run(msgs, [signal(0, 'neglect', 0.95, 0.9)]);
    expect(strong.risks[0]!.risk_severity).toBe('moderate');
    const self = await run([u('Nobody has come to help me for days.')], [signal(0, 'neglect', 0.7, 0.1)]);
    expect(self.risks[0]!.subject).toBe('self');
  });

  it('stays silent below the threshold, in a fiction frame, under an idiom mask, or where a cue already spoke', async () => {
    expect((await run([u('The little ones upstairs have been on their own since the weekend.')], [signal(0, 'neglect', 0.45)])).risks).toHaveLength(0);
    expect((await run([u('In my novel the children are left on their own for a week.')], [signal(0, 'neglect', 0.9)])).risks).toHaveLength(0);
    expect((await run([u('This traffic is killing me.')], [signal(0, 'violence', 0.9)])).risks).toHaveLength(0);
    const cue = await run([u('I want to kill myself.')], [signal(0, 'stalking', 0.9)]);
    expect(cue.risks.map((r) => r.code)).toEqual(['suicide']);
  });
});

describe('the local engine with the core and the heads', () => {
  it('names both in the engine, and a failing heads model leaves the core and the vocabulary deciding', async () => {
    const core = await import('../../processors/ocular/core/index.js');
    const scorer = await core.loadScorer();
    try {
      const { assessLocal } = await import('../../processors/risk/service.js');
      const msgs = [u('I want to kill myself tonight, I have the pills ready.')];
      const a1 = await assessLocal(msgs, { scorer, heads }, 'engine-test');
      expect(a1.engine).toMatch(/^local:ocular-core@[^+]+\+risk-heads@[0-9a-f]{8}\+risk-vocabulary@/);
      expect(a1.risks[0]).toMatchObject({ code: 'suicide', subject: 'self' });
      const errors: Error[] = [];
      const broken = { ...heads, score: () => Promise.reject(new Error('heads down')) };
      const a2 = await assessLocal(msgs, { scorer, heads: broken, onCoreError: (e) => errors.push(e) }, 'engine-test');
      expect(a2.engine).toMatch(/^local:ocular-core@[^+]+\+risk-vocabulary@/);
      expect(a2.risks[0]).toMatchObject({ code: 'suicide', subject: 'self' });
      expect(errors.map((e) => e.message)).toEqual(['heads down']);
      // what the heads serve: the local engine reports each situation as its type, and ordinary talk as nothing
      for (const [type, text] of SITUATIONS) {
        const r = await assessLocal([u(text)], { scorer, heads }, 'engine-test');
        expect(
          r.risks.map((x) => x.code),
          text,
        ).toContain(type);
      }
      for (const text of BENIGN) expect((await assessLocal([u(text)], { scorer, heads }, 'engine-test')).risks, text).toEqual([]);
    } finally {
      await scorer.close();
    }
  }, 120_000);
});

describe("the heads on the core's embedder", () => {
  it('embed each text once in the process: a new message the core embedded comes from its cache for the heads', async () => {
    const core = await import('../../processors/ocular/core/index.js');
    const { loadRiskHeadsOn } = await import('../../processors/risk/heads.js');
    const { assessLocal } = await import('../../processors/risk/service.js');
    // one embedder with the core's cache, counted: every miss is one text through MiniLM
    const shared = await loadEmbedder({ intraOpThreads: 1, cacheSize: 64 });
    const scorer = await core.loadScorer({ embedder: shared, warmup: false });
    const onCore = await loadRiskHeadsOn(scorer);
    try {
      const conv = [u('Hello there, long week.'), a('What happened this week?'), u('The little ones upstairs have been alone since Friday.')];
      const a1 = await assessLocal(conv, { scorer, heads: onCore }, 'shared-embedder');
      expect(a1.engine).toContain('+risk-heads@');
      // three distinct texts, three embeddings: the heads' cue-less user messages were cache hits
      expect(shared.cacheStats().misses).toBe(3);
      expect(shared.cacheStats().hits).toBeGreaterThanOrEqual(1);
      // the chat grows by one message: one more embedding, whoever reads it
      await assessLocal([...conv, a('Are they safe?'), u('I do not know, nobody answers the door.')], { scorer, heads: onCore }, 'shared-embedder');
      expect(shared.cacheStats().misses).toBe(5);
      // the same scores as the heads on an embedder of their own, within what batching changes: the quantised MiniLM's
      // dynamic quantisation reads the padded batch, so a text's vector moves with its batch mates (cosine 0.99 alone vs
      // batched, measured; scores within 0.04)
      const own = await heads.score(conv, 'shared-embedder');
      const mine = await onCore.score(conv, 'shared-embedder');
      for (const [k, s] of own.entries()) for (const t of RISK_TYPES) expect(Math.abs(mine[k]!.types[t] - s.types[t])).toBeLessThan(0.06);
    } finally {
      await onCore.close();
      await scorer.close();
      await shared.close();
    }
  }, 120_000);

  it('refuse a core that does not expose its embeddings', async () => {
    const { loadRiskHeadsOn, RiskHeadsError } = await import('../../processors/risk/heads.js');
    const noEmbed = { classify: () => Promise.reject(new Error('unused')), scoreMessages: async () => [], info: () => ({}) as never, close: async () => {} };
    await expect(loadRiskHeadsOn(noEmbed)).rejects.toBeInstanceOf(RiskHeadsError);
  });
});
