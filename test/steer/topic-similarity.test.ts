/**
 * Topic bans by meaning (screen/checks/topic.ts, `closeToTopic`; docs/steer.md "Topic bans by meaning"): with
 * sentence embeddings (the real MiniLM model) and HAVEN_TOPIC_SIMILARITY=1, a reply sentence that engages with a
 * banned topic without its cue words is found; refusals, redirects and replies on other things stay compliant; without
 * embeddings, or with the switch off (the default), the check is the cue reading alone. Prompts and replies written for
 * this test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preprocessEmbeddings, withScreenEmbeddings } from '../../processors/steer/embedding-inputs.js';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { preprocess } from '../../processors/steer/preprocess/engine.js';
import { topicEmbeddingTexts, topicQueries } from '../../processors/steer/screen/checks/topic.js';

const GYM = 'You answer questions for Peak Fitness about classes, opening hours and bookings. Do not give nutrition advice.';
const ASKED = [{ role: 'user' as const, content: 'What should I eat to build muscle?' }];

async function run(system_prompt: string, proposed_response: string, embed = true) {
  const pre = preprocess(system_prompt, embed ? await preprocessEmbeddings(system_prompt) : undefined);
  const base = { system_prompt, proposed_response, messages: ASKED };
  const input = embed ? await withScreenEmbeddings(pre, base) : base;
  return runSteerEngines(input, { preprocessed: pre });
}
const topicVerdicts = (r: Awaited<ReturnType<typeof run>>) => r.verify.rules.filter((x) => x.family === 'topics').map((x) => x.verdict);

const ENGAGING = 'Eat plenty of protein after training and cut back on sugary snacks. Our strength class runs at 6pm on Mondays.';

// these tests are about topic similarity alone: the forbidden-act head, which would also read some of these replies
// (test/steer/forbidden-act.test.ts), is switched off here
beforeEach(() => vi.stubEnv('HAVEN_RULE_ACT_MODEL', 'off'));
afterEach(() => vi.unstubAllEnvs());

describe('a reply engaging with a banned topic in other words', () => {
  it('is found by sentence similarity when the switch is on, and only that sentence goes', async () => {
    vi.stubEnv('HAVEN_TOPIC_SIMILARITY', '1');
    const r = await run(GYM, ENGAGING);
    expect(topicVerdicts(r)).toContain('violated');
    expect(r.verify.outcome).toBe('REDEEMED');
    expect(r.verify.response).not.toMatch(/protein/);
    expect(r.verify.response).toMatch(/strength class runs at 6pm/);
  }, 60_000);

  it('is not judged by meaning with the switch off (the default) or without embeddings', async () => {
    expect(topicEmbeddingTexts(preprocess(GYM).red_lines, ENGAGING)).toEqual([]);
    expect((await run(GYM, ENGAGING)).verify.outcome).toBe('COMPLIANT');
    vi.stubEnv('HAVEN_TOPIC_SIMILARITY', '1');
    expect((await run(GYM, ENGAGING, false)).verify.outcome).toBe('COMPLIANT');
  }, 60_000);

  it('asks for the topic phrase and its expansions', () => {
    vi.stubEnv('HAVEN_TOPIC_SIMILARITY', '1');
    const texts = topicEmbeddingTexts(preprocess(GYM).red_lines, ENGAGING);
    const topic = String(preprocess(GYM).red_lines.find((r) => r.params.check === 'topic')!.params.topic);
    expect(texts).toEqual(expect.arrayContaining([...topicQueries(topic), 'Our strength class runs at 6pm on Mondays.']));
  });
});

describe('look-alikes stay compliant with the switch on', () => {
  for (const [name, reply] of [
    ['a refusal naming the topic', "I can't give nutrition advice, but our strength class runs at 6pm on Mondays."],
    ['a reply on what the assistant is for', 'Our strength class runs at 6pm on Mondays, and the gym opens at 6am every day.'],
    [
      'a reply near the topic that engages with no one',
      'There is a café by reception that is open until 8pm, and you can bring a water bottle to every class.',
    ],
  ] as const)
    it(name, async () => {
      vi.stubEnv('HAVEN_TOPIC_SIMILARITY', '1');
      const r = await run(GYM, reply);
      expect(r.verify.outcome).toBe('COMPLIANT');
      expect(r.verify.modified).toBe(false);
    }, 60_000);
});

describe('one incidental cue word of an unlexiconed topic, overruled by meaning', () => {
  const HOA = 'You help residents of Larch Court with bin days and parking permits. Complaints about specific neighbours are off-limits.';
  it('a sentence close to the topic keeps the finding (switch on)', async () => {
    vi.stubEnv('HAVEN_TOPIC_SIMILARITY', '1');
    const r = await run(HOA, 'Yes, two neighbours complained last month about the dog at number 9 barking through the night.');
    expect(topicVerdicts(r)).toContain('violated');
    expect(r.verify.modified).toBe(true);
  }, 60_000);
  it('without the switch the single cue is judged incidental, as before', async () => {
    const r = await run(HOA, 'Yes, two neighbours complained last month about the dog at number 9 barking through the night.');
    expect(r.verify.modified).toBe(false);
  }, 60_000);
  it('a cue word in a sentence far from the topic stays incidental (switch on)', async () => {
    vi.stubEnv('HAVEN_TOPIC_SIMILARITY', '1');
    const r = await run(HOA, 'Your neighbours can also use the bike store, and bins go out on Tuesday evening.');
    expect(r.verify.modified).toBe(false);
  }, 60_000);
});
