/**
 * Semantic rules (issue 11 item 1): a directive clause that no rule family and no clause type reads is kept as a
 * `semantic` rule, never dropped, and judged by sentence embeddings (the real MiniLM model) against the reply.
 * Prompts and replies written for this test.
 */
import { describe, expect, it } from 'vitest';
import { preprocessEmbeddings, withScreenEmbeddings } from '../../processors/steer/embedding-inputs.js';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { preprocess } from '../../processors/steer/preprocess/engine.js';
import { directiveObject } from '../../processors/steer/preprocess/families/semantic.js';
import { semanticParams } from '../../processors/steer/screen/checks/semantic.js';

const SHOP =
  "You answer questions for Copper Kettle Antiques. Never speculate on how much a customer's heirloom might be worth at auction. Do not compare our prices with online marketplaces. Keep answers about opening hours, delivery and restoration services.";

async function run(system_prompt: string, proposed_response: string, embed = true) {
  const pre = preprocess(system_prompt, embed ? await preprocessEmbeddings(system_prompt) : undefined);
  const input = embed ? await withScreenEmbeddings(pre, { system_prompt, proposed_response }) : { system_prompt, proposed_response };
  return runSteerEngines(input, { preprocessed: pre });
}
const semanticRules = (p: string) =>
  [...preprocess(p).red_lines, ...preprocess(p).watch_items].flatMap((r) => {
    const x = semanticParams.safeParse(r.params);
    return x.success ? [{ ...x.data, kind: r.kind }] : [];
  });

describe('a directive clause no family reads is kept as a semantic rule', () => {
  it('keeps each such clause with its object and polarity', () => {
    const rules = semanticRules(SHOP);
    expect(rules.map((r) => [r.object, r.polarity, r.kind])).toEqual([
      ["how much a customer's heirloom might be worth at auction", 'forbid', 'red_line'],
      ['compare our prices with online marketplaces', 'forbid', 'red_line'],
      ['opening hours, delivery and restoration services', 'require', 'watch_item'],
    ]);
  });

  it('leaves persona, tone and conditional sentences and clauses other rules read alone', () => {
    expect(
      semanticRules('You are Pip, a cheerful guide. Keep a warm, friendly tone. If asked about prices, say they vary. Never use the word "cheap".'),
    ).toEqual([]);
    expect(directiveObject('Please never bring up the merger.')).toBe('the merger');
  });
});

describe('judged by meaning against the reply', () => {
  it('a reply sentence on the forbidden matter breaks the rule and is cut; the rest of the reply stays', async () => {
    const r = await run(SHOP, 'Our prices are much fairer than what you would pay on eBay or Etsy. We deliver within 20 miles for £15.');
    const f = r.screen.findings.find((x) => x.check === 'semantic' && x.verdict === 'violated');
    expect(f?.detail).toContain('compare our prices');
    expect(r.verify.outcome).toBe('REDEEMED');
    expect(r.verify.response).toContain('We deliver within 20 miles');
    expect(r.verify.response).not.toMatch(/eBay/);
  });

  it('compliant replies are left alone; a met requirement is satisfied, an unmet one is not judged', async () => {
    for (const reply of ['We are open Tuesday to Saturday, ten till five.', 'Our restoration team can repair the clock in about two weeks.']) {
      const r = await run(SHOP, reply);
      expect(r.verify.outcome, reply).toBe('COMPLIANT');
      expect(r.verify.response).toBe(reply);
      expect(r.screen.findings.filter((x) => x.check === 'semantic' && x.verdict === 'violated')).toEqual([]);
    }
    const met = await run(SHOP, 'We are open Tuesday to Saturday, ten till five, and deliver for £15.');
    expect(met.screen.findings.some((x) => x.check === 'semantic' && x.verdict === 'satisfied' && x.detail.includes('opening hours'))).toBe(true);
  });

  it('without embeddings in the process the rule is kept but not judged', async () => {
    const r = await run(SHOP, 'Our prices are much fairer than what you would pay on eBay or Etsy.', false);
    const sem = r.screen.findings.filter((x) => x.check === 'semantic');
    expect(sem.length).toBe(3);
    expect(sem.every((x) => x.verdict === 'not_applicable')).toBe(true);
  });
});

describe('a forbid that hangs on a condition', () => {
  const SPA =
    'You take bookings for Alder Wellness. Do not promise a treatment slot until the therapist has confirmed it. Never share a guest’s room number unless they have shown their key card.';

  it('keeps the object before the condition and the condition apart', () => {
    expect(semanticRules(SPA).map((r) => [r.object, r.condition])).toEqual([
      ['promise a treatment slot', 'until the therapist has confirmed it'],
      ['a guest’s room number', 'unless they have shown their key card'],
    ]);
  });

  it('is not judged by meaning: the condition is not in the reply, so a reply near its words is left alone', async () => {
    for (const reply of ['Our therapists confirm each slot by text within the hour.', 'Room numbers are printed on the key card wallet.']) {
      const r = await run(SPA, reply);
      expect(r.verify.outcome, reply).toBe('COMPLIANT');
      expect(r.verify.response).toBe(reply);
      expect(r.screen.findings.filter((x) => x.check === 'semantic').every((x) => x.verdict === 'not_applicable')).toBe(true);
    }
  });
});
