/**
 * The per-message core cache on the real classifier core: its fused per-message signals equal the core's own
 * scoreMessages over the whole conversation (context turns, consecutive user turns, fiction carried forward), a
 * repeated or grown conversation sends only the new messages (and their context turns) to the core, and tenants do
 * not share entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, Scorer } from '../../processors/ocular/core/types.js';
import { cachedCore } from '../../processors/risk/core-cache.js';
import type { InputMessage } from '../../processors/risk/types.js';

const u = (content: string): InputMessage => ({ role: 'user', content });
const a = (content: string): InputMessage => ({ role: 'assistant', content });

let scorer: Scorer;
/** what the wrapped core was asked to score, call by call */
const calls: Message[][] = [];
let counting: Scorer;

beforeAll(async () => {
  const core = await import('../../processors/ocular/core/index.js');
  scorer = await core.loadScorer();
  counting = {
    ...scorer,
    scoreMessages: (m) => {
      calls.push(m);
      return scorer.scoreMessages(m);
    },
  };
}, 120_000);
afterAll(async () => {
  await scorer?.close();
});

const conversations: InputMessage[][] = [
  [
    u('I keep thinking everyone would be better off without me.'),
    a('I am glad you told me. Are you thinking of ending your life?'),
    u('Yes. I have pills saved.'),
  ],
  [u('I am writing a story.'), u('The main character plans to hurt her sister.'), a('What happens next?'), u('She buys a knife and waits for her.')],
  [a('Hello, how can I help today?'), u('My stepdad hits my little brother when he is drunk.'), u('Last night he locked him in the shed.')],
];

describe('cachedCore', () => {
  it('gives the signals the core gives on the whole conversation', async () => {
    const cache = cachedCore(counting, 64);
    for (const conv of conversations) {
      const full = (await scorer.scoreMessages(conv)).filter((s) => s.role === 'user');
      const mine = await cache.scoreMessages(conv, 'tenant-a');
      expect(mine.map((s) => s.index)).toEqual(full.map((s) => s.index));
      mine.forEach((s, k) => {
        const f = full[k]!;
        for (const [axis, v] of Object.entries(f.axes)) expect(s.axes[axis as keyof typeof s.axes], `${k} ${axis}`).toBeCloseTo(v!, 2);
        for (const m of ['subject_other', 'fiction', 'authenticity', 'imminence'] as const) expect(s.modulators[m], m).toBeCloseTo(f.modulators[m], 2);
      });
    }
  }, 60_000);

  it('scores each message once: a repeated conversation calls nothing, a grown one sends only the new turn and its context', async () => {
    const cache = cachedCore(counting, 64);
    const conv = [u('Work has been awful and I barely sleep.'), a('How long has it been like this?'), u('Months now. I feel trapped.')];
    await cache.scoreMessages(conv, 'tenant-b');
    calls.length = 0;
    await cache.scoreMessages(conv, 'tenant-b');
    expect(calls).toHaveLength(0);
    const grown = [...conv, a('Are you safe right now?'), u('I do not know anymore.')];
    await cache.scoreMessages(grown, 'tenant-b');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.map((m) => m.content)).toEqual(['Are you safe right now?', 'I do not know anymore.']);
    // the same words after a different question are a different entry (the core reads them against it)
    calls.length = 0;
    await cache.scoreMessages([...conv, a('Do you want to talk about work?'), u('I do not know anymore.')], 'tenant-b');
    expect(calls).toHaveLength(1);
    // another tenant does not reuse tenant-b's entries
    calls.length = 0;
    await cache.scoreMessages(conv, 'tenant-c');
    expect(calls).toHaveLength(1);
    expect(cache.stats().hits).toBeGreaterThan(0);
  }, 60_000);
});
