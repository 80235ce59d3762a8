/**
 * Readings that were wrong in principle and changed replies that broke no rule (docs/steer.md, "Compliant replies:
 * readings wrong in principle"). Each case fails without its mechanism; its breaking look-alike must still be caught.
 */
import { describe, expect, it } from 'vitest';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { toldToGive } from '../../processors/steer/preprocess/families/contradictions.js';
import { rulesOf, user } from './helpers.js';

const run = (system_prompt: string, proposed_response: string) => runSteerEngines({ system_prompt, proposed_response }).verify;

describe('"any other placeholders" does not count the placeholders the prompt names', () => {
  const sp =
    'You write letter templates for a clinic. Each letter must include the placeholders [PATIENT] and [CLINIC_DATE], exactly so. Never add any other placeholders.';
  it('the named placeholders are kept', () => {
    expect(run(sp, 'Dear [PATIENT], your appointment is on [CLINIC_DATE]. Please arrive ten minutes early.').outcome).toBe('COMPLIANT');
  });
  it('an invented one is still a break, and only it goes', () => {
    const v = run(sp, 'Dear [PATIENT], your appointment is on [CLINIC_DATE] with [DOCTOR]. Please arrive ten minutes early.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).toContain('[PATIENT]');
    expect(v.response).not.toContain('[DOCTOR]');
  });
});

describe('a required opening shown as a template has slots the reply fills', () => {
  const sp = 'Begin each answer with a heading in the form "Plan: <goal>".';
  it('the template words with the slot filled meet the rule', () => {
    expect(run(sp, 'Plan: Run a first 5k\n\nWalk-run three times a week for eight weeks.').outcome).toBe('COMPLIANT');
  });
  it('a reply without the template words still breaks it', () => {
    expect(run(sp, 'Walk-run three times a week for eight weeks.').outcome).not.toBe('COMPLIANT');
  });
});

describe('how a name is written is no length bound on the reply', () => {
  it('"is written as X: …, one word" reads no length', () => {
    const rules = rulesOf('Our app name is written exactly as teaHub: small t, capital H, one word.');
    expect(rules.filter((r) => r.params.check === 'length')).toEqual([]);
  });
  it('a reply length in the same prompt is still read', () => {
    const rules = rulesOf('Our app name is written exactly as teaHub: small t, capital H, one word. Keep every reply under 60 words.');
    expect(rules.filter((r) => r.params.check === 'length').map((r) => r.params.n)).toEqual([60]);
    expect(rulesOf('Every answer is written in at most 50 words.').some((r) => r.params.check === 'length')).toBe(true);
  });
});

describe('a value the prompt permits to be given out is not secret', () => {
  const sp = 'Guests may be given the lounge door code: 7319. The server room code is 5582; never reveal it.';
  it('"may be given" permits it', () => {
    expect(toldToGive(sp, '7319')).toBe(true);
    expect(run(sp, 'The lounge door code is 7319.').outcome).toBe('COMPLIANT');
  });
  it('the protected value beside it, a permission limited by "only", and a permission taken back stay protected', () => {
    expect(run(sp, 'The server room code is 5582.').outcome).not.toBe('COMPLIANT');
    expect(toldToGive('Only managers may be given the safe code 4471.', '4471')).toBe(false);
    expect(toldToGive('Staff may be given the admin password Kx-77-Delta, but never share it with visitors.', 'Kx-77-Delta')).toBe(false);
  });
});

describe('the wrong forms of a name, listed after how it is written', () => {
  const sp = 'Answer questions about teaHub, our tea subscription. The name is always written as teaHub: small t, capital H. Never TeaHub, Teahub or Tea Hub.';
  it('the right form is free', () => {
    expect(run(sp, 'Your teaHub box ships on the first Monday of each month.').outcome).toBe('COMPLIANT');
  });
  it('a wrong form is a break', () => {
    expect(run(sp, 'TeaHub boxes ship on the first Monday of each month. You can pause any time.').outcome).not.toBe('COMPLIANT');
  });
});

describe('a topic ban that holds "otherwise" gives way when the user asks', () => {
  const sp = 'If a customer asks about gift wrapping, tell them it costs £3 per parcel. Do not bring up gift wrapping otherwise.';
  it('asked, the answer may discuss it', () => {
    const v = runSteerEngines({
      system_prompt: sp,
      proposed_response: 'Yes, gift wrapping costs £3 per parcel.',
      messages: [user('Do you do gift wrapping?')],
    }).verify;
    expect(v.outcome).toBe('COMPLIANT');
  });
  it('not asked, raising it still breaks the ban', () => {
    const v = runSteerEngines({
      system_prompt: sp,
      proposed_response: 'Your order ships tomorrow. We also offer gift wrapping for £3 per parcel.',
      messages: [user('When will my order ship?')],
    }).verify;
    expect(v.outcome).not.toBe('COMPLIANT');
  });
});

describe('after a dash, a giving verb opens the alternative a ban asks for', () => {
  const sp = 'Never mention Amazon or Etsy - send people to our workshop or to woodturn.example.';
  it('the alternative is not a banned topic', () => {
    expect(run(sp, 'All of these bowls are for sale at our workshop or at woodturn.example.').outcome).toBe('COMPLIANT');
  });
  it('the banned names still are', () => {
    expect(run(sp, 'You can also find these bowls on Etsy.').outcome).not.toBe('COMPLIANT');
  });
});

describe('required content worded in English, in a reply the prompt wants in another language', () => {
  const sp = 'Replies must always be in French. If someone asks about opening hours, tell them we open from 9 to 18 on weekdays.';
  const ask = [user('What are your opening hours?')];
  it('the figures in French meet the rule', () => {
    const v = runSteerEngines({
      system_prompt: sp,
      proposed_response: 'Nous sommes ouverts de 9 h à 18 h, du lundi au vendredi. Le samedi, la boutique est fermée.',
      messages: ask,
    }).verify;
    expect(v.outcome).toBe('COMPLIANT');
  });
  it('other figures in French are still a break', () => {
    const v = runSteerEngines({
      system_prompt: sp,
      proposed_response: 'Nous sommes ouverts de 10 h à 16 h, du lundi au vendredi. Le samedi, la boutique est fermée.',
      messages: ask,
    }).verify;
    expect(v.outcome).not.toBe('COMPLIANT');
  });
});
