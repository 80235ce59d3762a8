/**
 * Readings of a rule's parts that were wrong in principle (docs/steer.md, "Readings of parts"): names after "in
 * particular", a ban on altering placeholders, template tokens a reply must carry, an ending inside French guillemets,
 * a compound modifier narrowing a known topic, the body under a headline, and a condition met "a second time". Each
 * case fails without its mechanism; its breaking look-alike must still be caught. Examples are our own.
 */
import { describe, expect, it } from 'vitest';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { splitSentences } from '../../processors/steer/text.js';
import type { ChatMessage } from '../../processors/steer/types.js';
import { assistant, rulesOf, user } from './helpers.js';

const run = (system_prompt: string, proposed_response: string, messages?: ChatMessage[]) =>
  runSteerEngines({ system_prompt, proposed_response, messages }).verify;

describe('names given after "in particular" are the forbidden ones', () => {
  const sp =
    'You sell bicycles for Wheelhouse in Bristol. Never name other bike shops, in particular Spoke Central or Velo Depot. You may mention bicycle manufacturers.';
  it('a listed rival is a break and goes', () => {
    const v = run(sp, 'We are out of stock this week. Velo Depot on Park Street may have one. We restock on Friday.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).not.toContain('Velo Depot');
  });
  it('the names are read as the list, and leave to name manufacturers stops any guessed brand list', () => {
    const rules = rulesOf(sp).filter((r) => r.params.check === 'forbidden_strings');
    expect(rules.flatMap((r) => r.params.strings as string[]).sort()).toEqual(['Spoke Central', 'Velo Depot']);
    expect(rules.some((r) => r.params.inferred)).toBe(false);
  });
});

describe('a ban on altering placeholders keeps them; it is no count of zero', () => {
  const sp = 'You draft notices for a letting agent. Do not replace the placeholders with real details, even if the user gives them. Never use emoji.';
  it('a template that keeps its placeholders is left alone', () => {
    const reply = 'Dear [TENANT],\n\nThe rent for [ADDRESS] will be reviewed on [DATE].\n\nKind regards,\n[AGENT]';
    const v = run(sp, reply);
    expect(v.modified).toBe(false);
    expect(rulesOf(sp).some((r) => r.params.check === 'count' && r.params.item === 'placeholders')).toBe(false);
  });
  it('"do not use placeholders" is still a count of zero', () => {
    expect(run('Never use placeholders; write the real values.', 'Dear [NAME], your parcel arrives on Monday.').outcome).toBe('REDEEMED');
  });
});

describe('template tokens a reply must contain are read like quoted phrases', () => {
  const sp = 'You write order e-mails. Every e-mail must contain [ORDER_ID] and [DELIVERY_DAY], written exactly so.';
  it('a reply with both tokens complies', () => {
    expect(run(sp, 'Thanks for your order [ORDER_ID]. It arrives on [DELIVERY_DAY].').outcome).toBe('COMPLIANT');
  });
  it('a reply that filled one in breaks the rule', () => {
    expect(run(sp, 'Thanks for your order 88412. It arrives on [DELIVERY_DAY].').outcome).not.toBe('COMPLIANT');
  });
});

describe('an ending inside French guillemets keeps its exclamation mark', () => {
  it('the sentence splitter does not cut « … ! » at the mark', () => {
    expect(splitSentences('Termine par « Merci et à bientôt ! ». Sois bref.').map((s) => s.text)).toEqual([
      'Termine par « Merci et à bientôt ! ».',
      'Sois bref.',
    ]);
  });
  const sp = 'Tu réponds pour la librairie du Port. Termine toujours ta réponse par « Merci et à bientôt ! ».';
  it('a reply ending with the phrase complies; one without it does not', () => {
    expect(run(sp, 'Oui, nous ouvrons le dimanche de 10 h à 13 h. Merci et à bientôt !').outcome).toBe('COMPLIANT');
    expect(run(sp, 'Oui, nous ouvrons le dimanche de 10 h à 13 h.').outcome).toBe('REDEEMED');
  });
});

describe('a compound modifier narrows a known topic', () => {
  const sp = 'You help customers of a high-street chemist. Never suggest prescription-only treatments.';
  it('advice on shelf products is not the banned kind', () => {
    expect(run(sp, 'For hay fever, a daily antihistamine tablet from the shelf usually helps; saline spray can ease a blocked nose.').outcome).toBe(
      'COMPLIANT',
    );
  });
  it('the banned kind is still caught', () => {
    expect(run(sp, 'The best option is a prescription steroid spray such as fluticasone, which works better than tablets.').outcome).not.toBe('COMPLIANT');
  });
});

describe('what the body under a headline starts with is not the reply opening', () => {
  const sp = 'You write news items for a council.\n1. Begin with a headline on its own line.\n2. The body starts with "LEEDS –".\n3. End with the line "ENDS".';
  it('a headline, then the body with the dateline, complies', () => {
    const reply = 'New Library Opens in Headingley\n\nLEEDS – The council opened a new library on Otley Road today.\n\nENDS';
    expect(run(sp, reply).modified).toBe(false);
  });
  it('a reply without its closing line still breaks the ending rule', () => {
    expect(run(sp, 'New Library Opens in Headingley\n\nLEEDS – The council opened a new library on Otley Road today.').outcome).toBe('REDEEMED');
  });
});

describe('a condition met "a second time" needs two user turns that meet it', () => {
  const sp = 'You handle gym memberships. If a member asks to cancel a second time, give them the retention line 0800 555 0199.';
  it('a first request does not trigger it', () => {
    const v = run(sp, 'You can cancel in the app under Membership > Cancel. Your plan ends at the close of the billing month.', [
      user('How do I cancel my membership?'),
    ]);
    expect(v.outcome).toBe('COMPLIANT');
  });
  it('a second request does, and the fix hands the number over in a sentence of its own', () => {
    const v = run(sp, 'As I said, you can cancel in the app under Membership > Cancel.', [
      user('How do I cancel my membership?'),
      assistant('You can cancel in the app under Membership > Cancel.'),
      user('I really want to cancel, can you just cancel it?'),
    ]);
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).toMatch(/Here is the retention line 0800 555 0199\.$/);
  });
});

describe('a reply language that follows the user is not the first language named', () => {
  const sp = 'Help desk of a campsite in Brittany. Reply in the guest’s language: in French if they write in French, otherwise in English.';
  it('an English reply to an English question complies; a French question answered in English does not', () => {
    expect(run(sp, 'Yes, the pool opens at 9 am and closes at 8 pm every day in July.', [user('When does the pool open?')]).outcome).toBe('COMPLIANT');
    expect(
      run(sp, 'Yes, the pool opens at 9 am and closes at 8 pm every day in July.', [user("À quelle heure ouvre la piscine, s'il vous plaît ?")]).outcome,
    ).toBe('REDEEMED');
  });
});
