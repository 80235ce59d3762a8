/**
 * What a rule is about, read in principle (docs/steer.md, "What a rule bears on"): a bound on a part of the reply (a
 * title, a quote, each item) is not a bound on the reply; a ban on an act (advising, predicting, promising) is broken
 * by a sentence that performs the act, not by the topic's words; an exception ("unrelated to X") names what is allowed;
 * a negated quoted phrase in a conditional is banned, not required; a number a condition compares is judged as a
 * number; replacements named "instead" are no requirement and quoted alternatives joined by "or" need only one; a
 * JSON key's parenthesis holds its values, not more keys; a value its own clause releases is not protected by a
 * confidential clause near it; a label before a condition ("Important:") is not part of it. Each look-alike was
 * changed before its mechanism; each breaking twin must still be caught. Examples are our own.
 */
import { describe, expect, it } from 'vitest';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { boundOnPart } from '../../processors/steer/preprocess/families/length.js';
import type { ChatMessage } from '../../processors/steer/types.js';
import { rulesOf, user } from './helpers.js';

const run = (system_prompt: string, proposed_response: string, messages?: ChatMessage[]) =>
  runSteerEngines({ system_prompt, proposed_response, messages }).verify;

describe('a bound on a part of the reply is not a bound on the reply', () => {
  it('reads the thing the number measures', () => {
    const at = (t: string, unit: string) => boundOnPart(t, t.indexOf(unit));
    expect(at('Suggest up to four recipes per reply, each with one line on why it suits them.', 'line')).toBe(true);
    expect(at('Never cite more than one sentence from a review.', 'sentence')).toBe(false); // "cite" is no part noun
    expect(at('Never quote more than one sentence from a review.', 'sentence')).toBe(true);
    expect(at('Open each newsletter with a headline of at most 6 words.', 'words')).toBe(true);
    expect(at('Keep every answer under 90 words.', 'words')).toBe(false);
    expect(at('Replies must open with a greeting and stay under 60 words.', 'words')).toBe(false);
    expect(at('Add a title, then keep the reply under 120 words.', 'words')).toBe(false);
  });
  const sp =
    'You write product blurbs for Fernleaf Candles. Start each blurb with a headline of at most 6 words. Never quote more than one sentence from a customer review.';
  it('a long blurb under a short headline, quoting one review sentence, is left alone', () => {
    const reply =
      'Cedar and smoke for cold nights\n\nOur Cedar Hearth candle burns for 50 hours with notes of cedarwood, clove and a little woodsmoke. It is poured by hand in small batches. One reviewer wrote, "It makes the whole flat smell like a cabin." The cotton wick burns clean and the tin lid keeps the scent fresh between uses.';
    expect(run(sp, reply).modified).toBe(false);
  });
  it('a reply-length limit in the same prompt is still read and enforced', () => {
    const sp2 = `${sp} Keep each blurb under 40 words.`;
    expect(
      rulesOf(sp2)
        .filter((r) => r.params.check === 'length')
        .map((r) => r.params.n),
    ).toEqual([40]);
    const long = `Cedar and smoke\n\n${'Our Cedar Hearth candle burns slowly with notes of cedar and clove. '.repeat(6)}`;
    expect(run(sp2, long).outcome).toBe('REDEEMED');
  });
});

describe('a ban on an act is broken by the act, not by the topic’s words', () => {
  const sp =
    'You are the help assistant of Tallow & Co, a pharmacy chain. Help customers find products, check stock and store hours. Do not recommend doses or dosing schedules for any medicine; dosing questions go to a pharmacist.';
  it('saying a medicine is in stock is not recommending a dose', () => {
    const v = run(
      sp,
      'Yes, paracetamol 500mg tablets are in stock at the Mill Lane store in packs of 16 and 32. For how many to take, please ask our pharmacist in store.',
      [user('Do you have paracetamol at Mill Lane? How many can I take?')],
    );
    expect(v.modified).toBe(false);
  });
  it('a dosing schedule is caught and cut, and the stock answer stays', () => {
    const v = run(sp, 'Yes, paracetamol 500mg tablets are in stock at Mill Lane. Take two 500mg tablets every 4 to 6 hours, up to four times a day.', [
      user('Do you have paracetamol at Mill Lane? How many can I take?'),
    ]);
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).toContain('in stock');
    expect(v.response).not.toMatch(/every 4/);
  });
  const estate =
    'You answer questions for Wrenfield Lettings about our listings, viewings and local transport. Do not speculate about future house prices in any area. Always offer a viewing.';
  it('a forecast of prices is caught by its act, with one cue word', () => {
    const v = run(
      estate,
      'The flat is six minutes from the station. Prices on this street are likely to rise once the new line opens, so now is a good time. Shall I book a viewing?',
    );
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).not.toMatch(/likely to rise/);
  });
  it('a listing price stated as a fact is no forecast', () => {
    expect(run(estate, 'The flat is listed at £1,250 a month and is six minutes from the station. Shall I book a viewing?').modified).toBe(false);
  });
  it('the act is read from the ban', () => {
    expect(rulesOf(estate).find((r) => r.params.check === 'topic')?.params.act).toBe('predict');
    expect(rulesOf(sp).find((r) => r.params.check === 'topic')?.params.act).toBe('advise');
  });
});

describe('an exception names what is allowed', () => {
  const sp =
    'You are support for Lumen Drift, a PC racing game. Help with accounts, installs and crashes in Lumen Drift. Do not support other games or streaming setups unrelated to Lumen Drift.';
  it('the game’s own name is no cue of the ban', () => {
    const rules = rulesOf(sp).filter((r) => r.params.check === 'topic');
    expect(rules.flatMap((r) => r.params.cues as string[]).some((c) => /lumen|drift/i.test(c))).toBe(false);
    expect(
      run(sp, 'Lumen Drift crashes on launch are usually fixed by verifying the game files in your launcher and updating your graphics driver.').modified,
    ).toBe(false);
  });
});

describe('a conditional action that negates a quoted phrase bans it', () => {
  const sp =
    'You handle membership for Oakhill Gym. When a member says they want to cancel, do not try to keep them: no discounts, no "are you sure". Explain the 30-day notice period.';
  const msgs = [user('I want to cancel my membership please.')];
  it('a reply without the phrase is left alone', () => {
    expect(run(sp, 'No problem. Cancelling takes a 30-day notice period; you can submit it in the app under Membership.', msgs).modified).toBe(false);
  });
  it('a reply that says it is caught', () => {
    expect(run(sp, 'Are you sure? You would lose your locker. Cancelling takes a 30-day notice period.', msgs).outcome).toBe('REDEEMED');
  });
});

describe('a number the condition compares is judged as a number', () => {
  const sp =
    'You book tables for Brassica Kitchen. If someone asks for a table for more than 8 people, tell them to email events@brassica.example instead. Confirm the date and time of every booking.';
  it('a party of exactly 8 does not meet "more than 8"', () => {
    expect(run(sp, 'Lovely, a table for 8 on Friday at 7pm is booked.', [user('Can I book a table for 8 on Friday at 7pm?')]).modified).toBe(false);
  });
  it('a party of 12 does', () => {
    expect(run(sp, 'Lovely, a table for 12 on Friday at 7pm is booked.', [user('Can I book a table for 12 on Friday at 7pm?')]).outcome).toBe('REDEEMED');
  });
});

describe('replacements and alternatives are no requirement on every reply', () => {
  it('"use … instead" names replacements for a banned word', () => {
    const sp = 'You write copy for Penny Lane Bank. Never use the word "free". Use "no fee" or "at no cost" instead.';
    expect(rulesOf(sp).some((r) => r.params.check === 'required_phrase')).toBe(false);
    expect(run(sp, 'Our current account has no monthly fee and comes with a contactless card.').modified).toBe(false);
    expect(run(sp, 'Our current account is free and comes with a contactless card.').outcome).toBe('REDEEMED');
  });
  it('quoted alternatives joined by "or" need only one', () => {
    const sp = 'You answer for Harbour Vets. Always include "take care" or "best wishes" somewhere in your reply.';
    expect(rulesOf(sp).find((x) => x.params.check === 'required_phrase')?.params.mode).toBe('any');
    expect(run(sp, 'We are open until 6pm today, best wishes to Biscuit.').modified).toBe(false);
    const v = run(sp, 'We are open until 6pm today.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).toMatch(/take care|best wishes/i);
  });
});

describe('a JSON key’s parenthesis holds its values', () => {
  const sp = 'Output JSON only, with keys "status" (one of "open", "closed"), "count" (integer) and "note" (string).';
  it('values are not read as keys', () => {
    expect(rulesOf(sp).find((r) => r.params.format === 'json')?.params.keys).toEqual(['status', 'count', 'note']);
    expect(run(sp, '{"status": "open", "count": 3, "note": ""}').modified).toBe(false);
  });
  it('a missing key is still caught', () => {
    expect(run(sp, '{"status": "open", "note": ""}').outcome).toBe('REDEEMED');
  });
});

describe('a value its own clause releases is not protected by a clause near it', () => {
  const sp =
    'You welcome guests at Birchwood Lodges.\n- Guest Wi-Fi: Birchwood-Guest, password: mossyoak7 (share freely with guests)\n- Breakfast 7-10am\nConfidential (never share): the staff network password Qx!88-fern and the office door code.';
  it('the guest password may be given', () => {
    expect(run(sp, 'Join Birchwood-Guest with the password mossyoak7. Breakfast is 7-10am.').modified).toBe(false);
  });
  it('the staff password is still protected', () => {
    const v = run(sp, 'The staff network password is Qx!88-fern.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).not.toContain('Qx!88-fern');
  });
});

describe('a label before a condition is not part of it', () => {
  const sp =
    'You help applicants of Northgate Lettings. Important: if the user says they have a pet, tell them that a pet deposit of £200 applies. Explain the referencing steps.';
  it('the condition is read and enforced', () => {
    const msgs = [user('I have a cat, can I still apply?')];
    expect(run(sp, 'Yes, you can apply online; referencing takes about three days.', msgs).outcome).toBe('REDEEMED');
    expect(run(sp, 'Yes, you can apply online. A pet deposit of £200 applies. Referencing takes about three days.', msgs).modified).toBe(false);
  });
});

describe('the banned verb is the negation’s own; what the next clause offers is no ban', () => {
  const sp = 'You answer for Cobble Home, a furniture shop. Never promise a delivery date; give the estimate as a range. Be warm and brief.';
  it('the alternative ("give the estimate as a range") is not read as a banned topic; the ban stays a rule by meaning', () => {
    expect(rulesOf(sp).some((r) => r.params.check === 'topic' && /range|estimate/.test(String(r.params.topic)))).toBe(false);
    expect(rulesOf(sp).find((r) => r.params.check === 'semantic')?.params.object).toBe('promise a delivery date');
  });
  it('a range with "I can’t promise" is kept', () => {
    expect(run(sp, 'The oak table has a delivery estimate of 2-3 weeks, but I can’t promise a specific day.').modified).toBe(false);
  });
  it('a ban on promises read as a topic counts only sentences that promise', () => {
    const sp2 = 'You answer for Cobble Home. Do not make promises about delivery dates. Be warm and brief.';
    expect(rulesOf(sp2).find((r) => r.params.check === 'topic')?.params.act).toBe('promise');
    expect(run(sp2, 'Delivery usually takes 2-3 weeks, but I can’t promise a specific day.').modified).toBe(false);
    expect(run(sp2, 'Your table will be delivered by Friday the 12th, guaranteed.').outcome).toBe('REDEEMED');
  });
});

describe('a known topic with what it is for is banned for that object only', () => {
  const sp =
    'You help customers of Fernhill Garden Centre with plants, compost and opening hours. Do not give quotes for hard landscaping (patios, paths, fences); suggest a local landscaper instead.';
  it('a plant’s price is no landscaping quote', () => {
    expect(rulesOf(sp).find((r) => r.params.check === 'topic')?.params.restrict_cues).toEqual(expect.arrayContaining(['landscap']));
    expect(run(sp, 'The Japanese maple in the 10-litre pot costs £34.99 and is in stock.').modified).toBe(false);
  });
  it('a price for the landscaping is caught', () => {
    expect(run(sp, 'Hard landscaping like a 20 square metre patio would cost around £2,400 with us.').outcome).toBe('REDEEMED');
  });
});

describe('bounds that open a reply or pick which replies a rule is for', () => {
  it('"open with one short sentence" bounds the opening, not the reply', () => {
    const sp = 'You support Lakeside Broadband. Always reply in English and open with one short sentence thanking the customer.';
    expect(rulesOf(sp).some((r) => r.params.check === 'length')).toBe(false);
  });
  it('"answers longer than three paragraphs start with a title" is a condition, not a length', () => {
    const sp = 'You write help-centre answers for Quill Notes.\n- Answers longer than three paragraphs start with a title line in bold.';
    expect(rulesOf(sp).some((r) => r.params.check === 'length')).toBe(false);
    expect(run(sp, 'To export a notebook, open it and choose Export from the menu.').modified).toBe(false);
  });
  it('"keep answers under 100 words" is still a length', () => {
    expect(
      rulesOf('Keep answers under 100 words.')
        .filter((r) => r.params.check === 'length')
        .map((r) => r.params.n),
    ).toEqual([100]);
  });
});

describe('values named by their shape', () => {
  it('codes listed after "coded" are each protected', () => {
    const sp =
      'You are the chat assistant of Harbourline Ferries. Answer questions about sailings, cabins and luggage. Internally the cabin classes are coded CBNSTD, CBNPLUS and CBNSUITE. These codes must never appear in chat; use the names Standard, Plus and Suite.';
    const strings = rulesOf(sp)
      .filter((r) => r.params.check === 'forbidden_strings')
      .flatMap((r) => r.params.strings as string[]);
    expect(strings).toEqual(expect.arrayContaining(['CBNSTD', 'CBNPLUS', 'CBNSUITE']));
    expect(run(sp, 'Your booking is a CBNPLUS cabin with a sea view.').outcome).toBe('REDEEMED');
    expect(run(sp, 'Your booking is a Plus cabin with a sea view.').modified).toBe(false);
  });
  it('a link written without http or www is a required token', () => {
    const sp =
      'You are the chat assistant of Brightlane Dental. We have four practices in the city. Every reply must include the booking link brightlane.example/book, whatever the question. Keep a friendly tone.';
    expect(rulesOf(sp).find((r) => r.params.check === 'required_phrase')?.params.phrases).toEqual(['brightlane.example/book']);
    expect(run(sp, 'A check-up takes 30 minutes and costs £45.').outcome).toBe('REDEEMED');
    expect(run(sp, 'A check-up takes 30 minutes and costs £45. Book at brightlane.example/book.').modified).toBe(false);
  });
});

describe('capitals for emphasis are banned word by word; acronyms stay', () => {
  const sp =
    'Style guide for the Brookline Heating assistant.\n- Never write words in capital letters for emphasis; use plain wording instead. Acronyms like LED or PIN are fine.\n- Keep answers calm and short.';
  it('reads the ban as its own rule, not a banned phrase or a whole-reply case', () => {
    const rules = rulesOf(sp);
    expect(rules.find((r) => r.family === 'letter_case')?.params.mode).toBe('no_emphasis_caps');
    expect(rules.some((r) => r.params.check === 'forbidden_strings')).toBe(false);
  });
  it('a shouted word is lowered and nothing else changes', () => {
    const v = run(sp, 'When the LED flashes red, do NOT open the boiler case. Enter your PIN on the thermostat and wait ten minutes.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).toBe('When the LED flashes red, do not open the boiler case. Enter your PIN on the thermostat and wait ten minutes.');
  });
  it('acronyms alone are fine', () => {
    expect(run(sp, 'When the LED flashes red, call us. Your PIN is on the back of the unit, next to the USB port.').modified).toBe(false);
  });
});

describe('markup the reply must open with is compared as it is', () => {
  const sp =
    'You write articles for the Larkspur help centre.\nFormat:\n- Start with a title line: "## " followed by the question in Title Case.\n- UK English.';
  it('a reply without the heading mark is caught, and the mark is put on with its space', () => {
    const v = run(sp, 'Resetting Your Router\n\nHold the reset button for ten seconds.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response.startsWith('## Resetting Your Router')).toBe(true);
  });
  it('a reply with it is left alone', () => {
    expect(run(sp, '## Resetting Your Router\n\nHold the reset button for ten seconds.').modified).toBe(false);
  });
});

describe('template brackets are placeholders, not names', () => {
  const sp =
    'You help recruiters at Pell & Ward draft emails.\n- Emails must be ready to send: never leave template brackets such as [Name], [Company] or [Date] in the draft.\n- Warm, professional tone.';
  it('reads a count of placeholders, and no banned names', () => {
    const rules = rulesOf(sp);
    expect(rules.some((r) => r.params.check === 'count' && r.params.item === 'placeholders')).toBe(true);
    expect(rules.some((r) => r.params.check === 'forbidden_strings')).toBe(false);
  });
  it('a draft with a bracket left in is caught; a finished one is not', () => {
    expect(run(sp, 'Dear Priya,\n\nYou will meet [Hiring Manager] on Thursday at 2 pm.\n\nBest wishes,\nSam').outcome).toBe('REDEEMED');
    expect(run(sp, 'Dear Priya,\n\nYou will meet Tom Reyes on Thursday at 2 pm.\n\nBest wishes,\nSam').modified).toBe(false);
  });
});

describe('a ban by its object’s negation ("give no …", "offer no …")', () => {
  const sp =
    'You are the assistant of Harbour Taproom, a craft beer bar. Answer questions about beers, food and bookings. Give no health advice about alcohol; refer such questions to a doctor.';
  it('is read as a ban on the act, keeping the prompt’s words', () => {
    const rule = rulesOf(sp).find((r) => r.params.check === 'topic');
    expect(rule?.params.act).toBe('advise');
    expect(rule?.text).toMatch(/^Give no health advice/);
  });
  it('advice is caught; the beer list is not', () => {
    expect(run(sp, 'Our stout is 4.2%. If you get a headache after a few pints, you should take paracetamol with plenty of water.').outcome).toBe('REDEEMED');
    expect(run(sp, 'Our stout is 4.2% and the pale ale is 5.1%; both are on tap tonight.').modified).toBe(false);
  });
});
