/**
 * The members' repairs on IFEval-style instructions: each fixer makes the reply meet the rule (judged here by an
 * independent expectation written in the test, and by the whole rule set re-checked), changes only what the rule
 * needs, and leaves a reply that already meets it byte-identical.
 */
import { describe, expect, it } from 'vitest';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { preprocess } from '../../processors/steer/preprocess/engine.js';
import { passes, redeem } from '../../processors/steer/redeem/engine.js';
import { countItems } from '../../processors/steer/screen/checks/count.js';
import { keywordSpans } from '../../processors/steer/screen/checks/keyword-frequency.js';
import { capitalWords } from '../../processors/steer/screen/checks/letter-case.js';
import { requestOf } from '../../processors/steer/screen/checks/repeat-request.js';
import { buildContext } from '../../processors/steer/screen/context.js';
import { screen } from '../../processors/steer/screen/engine.js';
import { type ChatMessage, FALLBACK_RESPONSE } from '../../processors/steer/types.js';

function fix(prompt: string, response: string, messages?: ChatMessage[]) {
  const pre = preprocess(prompt);
  const input = { system_prompt: prompt, proposed_response: response, messages };
  const sr = screen(pre, input);
  expect(sr.passed, 'the reply must break the rule for the test to mean anything').toBe(false);
  const out = redeem(pre, sr, input);
  expect(out).not.toBe(FALLBACK_RESPONSE);
  return { out, ok: passes(pre, input, out).ok };
}

const PROSE =
  'Tea was first drunk in China. It spread along trade routes to Japan and India. Dutch merchants brought it to Europe. ' +
  'The British made it a daily ritual. Today it is the most popular drink after water. Green and black teas come from the same plant.';

describe('repairs for IFEval-style instructions', () => {
  it('exactly N bullet points: the sentences are regrouped into N bullets', () => {
    const { out, ok } = fix('Your answer must contain exactly 3 bullet points. Use the markdown bullet points such as:\n* This is point 1.', PROSE);
    expect(out.split('\n').filter((l) => /^\* \S/.test(l))).toHaveLength(3);
    expect(ok).toBe(true);
  });

  it('numbered items renumbered to the required count', () => {
    const { out, ok } = fix('Your answer must contain exactly 2 numbered items.', '1. Boil the water.\n2. Warm the pot.\n3. Add the leaves.');
    expect(
      out
        .split('\n')
        .filter((l) => /^\d+\. /.test(l))
        .map((l) => l.slice(0, 3)),
    ).toEqual(['1. ', '2. ']);
    expect(ok).toBe(true);
  });

  it('SECTION X: the reply is cut into the required number of marked sections', () => {
    const { out, ok } = fix('Your response must have 2 sections. Mark the beginning of each section with SECTION X.', PROSE);
    expect(out).toMatch(/^SECTION 1\n/);
    expect(out).toMatch(/\n\nSECTION 2\n/);
    expect(ok).toBe(true);
  });

  it('highlights at least N sections with markdown', () => {
    const { out, ok } = fix('Highlight at least 2 sections in your answer with markdown, i.e. *highlighted section*.', PROSE);
    expect((out.match(/\*[^*\n]+\*/g) ?? []).length).toBeGreaterThanOrEqual(2);
    expect(out.replace(/\*/g, '')).toBe(PROSE);
    expect(ok).toBe(true);
  });

  it("highlights in the prompt's own marks (Japanese 《…》)", () => {
    const { out, ok } = fix(
      '例えば《豆》のように、回答の中で少なくとも2つのセクションを《》の記号を用いて強調してください。',
      '豆は栄養が豊富です。ナッツも良い選択です。野菜も食べましょう。',
    );
    expect((out.match(/《[^《》]+》/g) ?? []).length).toBeGreaterThanOrEqual(2);
    expect(out).not.toContain('*');
    expect(ok).toBe(true);
  });

  it('a title in double angular brackets: a heading line becomes the title', () => {
    const { out, ok } = fix(
      'Your answer must contain a title, wrapped in double angular brackets, such as <<poem of joy>>.',
      '# A Short History of Tea\n\nTea was first drunk in China.',
    );
    expect(out).toBe('<<A Short History of Tea>>\n\nTea was first drunk in China.');
    expect(ok).toBe(true);
  });

  it('a P.P.S postscript is added at the end', () => {
    const { out, ok } = fix('At the end of your response, please explicitly add a postscript starting with P.P.S', 'Tea was first drunk in China.');
    expect(out).toMatch(/^Tea was first drunk in China\.\n\nP\.P\.S /);
    expect(ok).toBe(true);
  });

  it('an exact ending phrase goes last, with nothing after it', () => {
    const { out, ok } = fix(
      'Finish your response with this exact phrase: Is there anything else I can help with? No other words should follow this phrase.',
      'Tea was first drunk in China.',
    );
    expect(out).toBe('Tea was first drunk in China. Is there anything else I can help with?');
    expect(ok).toBe(true);
  });

  it('placeholders in square brackets are added up to the count', () => {
    const { out, ok } = fix('The response must contain at least 2 placeholders represented by square brackets, such as [address].', 'Dear customer, thanks.');
    expect((out.match(/\[[^\]]+\]/g) ?? []).length).toBeGreaterThanOrEqual(2);
    expect(ok).toBe(true);
  });

  it('paragraphs separated by the *** divider', () => {
    const { out, ok } = fix('There should be 3 paragraphs, separated from each other with the markdown divider: ***', PROSE);
    const parts = out.split(/\s?\*\*\*\s?/);
    expect(parts).toHaveLength(3);
    for (const p of parts) expect(p.trim().length).toBeGreaterThan(10);
    expect(ok).toBe(true);
  });

  it('paragraphs already split by blank lines are joined with the divider, not regrouped', () => {
    const { out } = fix('There should be 2 paragraphs, separated from each other with the markdown divider: ***', 'First part here.\n\nSecond part here.');
    expect(out).toBe('First part here.\n\n***\n\nSecond part here.');
  });

  it('all capital letters', () => {
    const { out, ok } = fix('Your entire response should be in English, and in all capital letters.', 'Tea was first drunk in China.');
    expect(out).toBe('TEA WAS FIRST DRUNK IN CHINA.');
    expect(ok).toBe(true);
  });

  it('words in capitals limited: the excess lose their capitals without splitting accented words', () => {
    const reply = 'LA IMPORTACIÓN Y LA EXPORTACIÓN SON PROCESOS IMPORTANTES.';
    const { out, ok } = fix('In your response, words in all capital letters should appear fewer than 3 times.', reply);
    expect(capitalWords(out)).toBeLessThan(3);
    expect(out.toLowerCase()).toBe(reply.toLowerCase());
    expect(out).not.toMatch(/\p{Ll}\p{Lu}/u);
    expect(ok).toBe(true);
  });

  it('fewer than N sentences: cut at a sentence boundary', () => {
    const { out, ok } = fix('Your response should contain less than 3 sentences.', PROSE);
    expect(out).toBe('Tea was first drunk in China. It spread along trade routes to Japan and India.');
    expect(ok).toBe(true);
  });

  it('a keyword at most N times: the last sentences that carry it go', () => {
    const reply = 'Data is everywhere. We store data in tables. Analysts clean the data. Good charts explain data. Thanks for reading.';
    const { out, ok } = fix('In your response, the word "data" should appear at most 2 times.', reply);
    expect(keywordSpans(out, 'data').length).toBeLessThanOrEqual(2);
    expect(out).toBe('Data is everywhere. We store data in tables. Thanks for reading.');
    expect(ok).toBe(true);
  });
});

describe('check readings that changed compliant replies', () => {
  it('a keyword is found inside Japanese text, which has no spaces between words', () => {
    const prompt = '「コスト」というキーワードを用いて説明してください。';
    const pre = preprocess(prompt);
    const input = { system_prompt: prompt, proposed_response: '小型機械は運転のコスト削減に役立ちます。' };
    expect(screen(pre, input).findings.filter((f) => f.verdict === 'violated')).toEqual([]);
  });

  it('an inflected keyword counts ("missions" for "mission"), a longer word does not ("commission")', () => {
    expect(keywordSpans('Trois missions et une mission. La commission.', 'mission')).toHaveLength(2);
  });

  it('a section marker with its number counts where it stands ("Sección 1:" after an opening quote)', () => {
    expect(countItems('"Sección 1: Había una vez. Sección 2: Fin."', 'sections', 'Sección')).toBe(2);
    expect(countItems('SECTION 1\nText.\n\nSECTION 2\nMore.', 'sections', 'SECTION')).toBe(2);
  });

  it('a postscript after a short label counts ("**Post-scriptum :** p.-s. …"); "ps" inside a word does not', () => {
    const prompt = 'Écrivez une lettre. À la fin, ajoutez un post-scriptum commençant par "p.-s.".';
    const pre = preprocess(prompt);
    const passed = (r: string) => screen(pre, { system_prompt: prompt, proposed_response: r }).passed;
    expect(passed('Bonjour.\n\n**Post-scriptum :** p.-s. il est important.')).toBe(true);
    expect(passed('Bonjour. Je prends le temps de vous écrire.')).toBe(false);
  });

  it('a sentence that introduces the rules is not part of the request to repeat', () => {
    const ask = 'Write a haiku about rain. Follow these rules: 1. First repeat the request word for word without change; 2. add nothing before it.';
    expect(requestOf({ lastUser: ask })).toBe('Write a haiku about rain.');
  });
});

/** A small seeded generator (mulberry32), so the property runs the same cases every time. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const INSTRUCTIONS = [
  'Do not use any commas in your response.',
  'Your entire response should be in lowercase letters.',
  'Your answer must contain a title, wrapped in double angular brackets, such as <<poem of joy>>.',
  'At the end of your response, please explicitly add a postscript starting with P.S.',
  'Wrap your entire response with double quotation marks.',
  'Finish your response with this exact phrase: Any other questions?',
  'Your response should contain less than 4 sentences.',
  'Highlight at least 2 sections in your answer with markdown, i.e. *highlighted section*.',
  'Include the keywords "garden" and "rain" in the response.',
  'In your response, the word "tea" should appear at most 2 times.',
  'Answer with less than 60 words.',
  'Your response must have 2 sections. Mark the beginning of each section with SECTION X.',
];
const SENTENCES = [
  'Tea grows best on misty hills.',
  'The garden needs rain in spring, and sun in summer.',
  'Black tea is fully oxidised.',
  'Green tea keeps its fresh colour.',
  'Pickers take only the top two leaves.',
  'A good cup of tea needs water just off the boil.',
  'Rain makes the leaves tender.',
  'Tea gardens cover whole valleys in Assam.',
];

describe('a reply that breaks no rule is never changed (property)', () => {
  it('for random rule sets and replies, every reply that passes — and every passing redemption — comes back byte-identical', () => {
    const next = rng(20261125);
    let compliantSeen = 0;
    let redeemedPassing = 0;
    for (let i = 0; i < 120; i++) {
      const prompt = INSTRUCTIONS.filter(() => next() < 0.15).join(' ') || INSTRUCTIONS[i % INSTRUCTIONS.length]!;
      const reply = SENTENCES.filter(() => next() < 0.5).join(' ') || SENTENCES[0]!;
      const pre = preprocess(prompt);
      const input = { system_prompt: prompt, proposed_response: reply };
      const sr = screen(pre, input);
      const out = sr.passed ? reply : redeem(pre, sr, input);
      if (sr.passed) compliantSeen++;
      if (!passes(pre, input, out).ok) continue;
      if (!sr.passed) redeemedPassing++;
      // the compliant text (original or redeemed) is a fixed point: screened again it passes and nothing rewrites it
      const again = { system_prompt: prompt, proposed_response: out };
      const sr2 = screen(pre, again);
      const analysed = passes(pre, again, out);
      expect(analysed.ok, `${prompt}\n${out}`).toBe(true);
      if (!sr2.passed) expect(redeem(pre, sr2, again), `${prompt}\n${out}`).toBe(out);
      // and through the whole pipeline: COMPLIANT, byte-identical
      const v = runSteerEngines(again).verify;
      expect([v.outcome, v.response], `${prompt}\n${out}`).toEqual(['COMPLIANT', out]);
    }
    // the property was exercised on both kinds of text
    expect(compliantSeen).toBeGreaterThan(10);
    expect(redeemedPassing).toBeGreaterThan(20);
  });

  it('a repair step whose rule holds on the text never runs (each member, on a reply that meets its rule)', () => {
    const cases: [string, string][] = [
      ['Do not use any commas in your response.', 'No commas here at all.'],
      ['Your entire response should be in lowercase letters.', 'all lower case here.'],
      ['Your answer must contain a title, wrapped in double angular brackets, such as <<poem of joy>>.', '<<Tea>>\n\nTea is nice.'],
      ['Finish your response with this exact phrase: Any other questions?', 'Tea is nice. Any other questions?'],
      ['There should be 2 paragraphs, separated from each other with the markdown divider: ***', 'One.\n\n***\n\nTwo.'],
    ];
    for (const [prompt, reply] of cases) {
      const pre = preprocess(prompt);
      const ctx = buildContext(pre, { system_prompt: prompt, proposed_response: reply });
      expect(ctx.text).toBe(reply);
      const sr = screen(pre, { system_prompt: prompt, proposed_response: reply });
      expect(sr.passed, prompt).toBe(true);
      // redemption asked anyway (as if another rule had failed) leaves it alone
      expect(redeem(pre, { ...sr, passed: false }, { system_prompt: prompt, proposed_response: reply }), prompt).toBe(reply);
    }
  });
});

describe('too few sentences', () => {
  it('at least N sentences: long sentences are cut at clause boundaries, every word kept', () => {
    const reply = 'Tea grows on misty hills in Assam; the pickers take only the top two leaves, and the leaves are dried within hours.';
    const { out, ok } = fix('Your response should contain at least 3 sentences.', reply);
    expect(out).toBe('Tea grows on misty hills in Assam. The pickers take only the top two leaves. And the leaves are dried within hours.');
    expect(out.toLowerCase().replace(/[^a-z ]/g, '')).toBe(reply.toLowerCase().replace(/[^a-z ]/g, ''));
    expect(ok).toBe(true);
  });
});
