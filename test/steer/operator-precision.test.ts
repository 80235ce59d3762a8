/**
 * Operator prompts in natural wording must not change replies that break no rule (issue 11, false changes). Each
 * block is one mechanism found on the part-D development cases (test/steer/dev/cases-d.ts); every phrasing here was
 * written for this test, none is copied from the dev or evaluation cases.
 */
import { describe, expect, it } from 'vitest';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { parsePrompt } from '../../processors/steer/preprocess/family.js';
import type { ChatMessage } from '../../processors/steer/types.js';
import { rulesOf } from './helpers.js';

const U = (content: string): ChatMessage => ({ role: 'user', content });
const outcome = (system_prompt: string, user: string, proposed_response: string) =>
  runSteerEngines({ system_prompt, proposed_response, messages: [U(user)] }).verify.outcome;
const params = (sp: string) => rulesOf(sp).map((r) => r.params as Record<string, unknown>);

describe('a quotation is one clause with the instruction that quotes it', () => {
  const SP = 'You help guests of the Harbour Inn. Close each answer with "Cheers! – The Harbour Team". Keep it short.';

  it('the sign-off keeps its exclamation mark and what follows it', () => {
    expect(parsePrompt(SP).sentences.map((s) => s.text)).toContain('Close each answer with "Cheers! – The Harbour Team".');
    expect(params(SP).find((p) => p.check === 'ending')?.phrase).toBe('Cheers! – The Harbour Team');
  });

  it('a reply that signs off so is left alone; one that does not is fixed', () => {
    expect(outcome(SP, 'Is breakfast included?', 'Yes, breakfast is served from 7 to 10. Cheers! – The Harbour Team')).toBe('COMPLIANT');
    expect(outcome(SP, 'Is breakfast included?', 'Yes, breakfast is served from 7 to 10.')).toBe('REDEEMED');
  });

  it('a quoted example reply of several sentences is not split into rules', () => {
    const sp = 'You take table bookings. Example answer: "Done! Table for two at 8pm. Enjoy your evening!" Keep answers friendly.';
    expect(parsePrompt(sp).sentences.some((s) => s.text === 'Enjoy your evening!"')).toBe(false);
  });
});

describe('an ending required under a condition applies only when the condition holds', () => {
  const SP =
    'You are the helper for Brookfield Vets. Whenever you talk about symptoms in a pet, finish with: "Please call the surgery if you are worried." Be warm.';

  it('the ending rule carries the condition', () => {
    expect(params(SP).find((p) => p.check === 'ending')?.when_cues).toEqual(expect.arrayContaining(['symptom']));
  });

  it('a reply about opening times needs no closing line; one about symptoms does', () => {
    expect(outcome(SP, 'When are you open on Saturday?', 'We are open from 9am to 1pm on Saturdays.')).toBe('COMPLIANT');
    expect(outcome(SP, 'My dog has been sick twice today.', 'Vomiting twice can be a symptom of an upset stomach; keep an eye on water intake.')).toBe(
      'REDEEMED',
    );
  });
});

describe('a ban ends where a new statement starts after a semicolon', () => {
  const SP = 'You answer staff questions for Loomis Print. Never mention salaries; pay questions go to hr.loomisprint.co.uk.';

  it('the address after the semicolon is not banned', () => {
    expect(params(SP).filter((p) => p.category === 'banned')).toEqual([]);
    expect(outcome(SP, 'Who do I ask about my payslip?', 'Please send your question to hr.loomisprint.co.uk and they will reply within a day.')).toBe(
      'COMPLIANT',
    );
  });
});

describe('a topic ban with "unless they ask" lifts when the user asks', () => {
  const SP = 'You are the assistant for Fernway Outdoor. Do not bring up shipping costs unless the shopper asks about them. Be concise.';

  it('answering the question is compliant; raising the topic unasked is not', () => {
    expect(outcome(SP, 'How much is shipping to Leeds?', 'Shipping to Leeds costs £4.50 and takes two days.')).toBe('COMPLIANT');
    expect(outcome(SP, 'Do these boots come in size 9?', 'Yes, size 9 is in stock. Shipping costs £4.50 on top.')).toBe('REDEEMED');
  });
});

describe('a topic restricted by a relative clause needs the restriction', () => {
  const SP = 'You help customers of Quayside Home Insurance. Do not comment on claims that are under investigation. Stay polite.';

  it('the head noun alone is no violation; with the restriction it is', () => {
    const topic = params(SP).find((p) => p.check === 'topic');
    expect(topic?.restrict_cues).toEqual(expect.arrayContaining(['investigation']));
    expect(outcome(SP, 'Does a claim affect my renewal?', 'Making a claim can change your renewal price, and our team can explain how.')).toBe('COMPLIANT');
    expect(outcome(SP, 'What is happening with my claim?', 'Your claim is under investigation because the damage report does not match the photos.')).toBe(
      'REDEEMED',
    );
  });
});

describe('a topic the prompt allows is banned only in its qualified form', () => {
  const SP =
    'You are the online helper for Meadow Chemist. You are welcome to explain how medicines sold over the counter are taken. Do not recommend prescription medicines.';

  it('the ban keeps its own qualifier, not the whole medical topic', () => {
    const topic = params(SP).find((p) => p.check === 'topic');
    expect(topic?.known).toBe(false);
    expect(topic?.cues).toEqual(['prescription']);
  });

  it('dosing of an over-the-counter medicine is allowed; a prescription recommendation is not', () => {
    expect(outcome(SP, 'How much ibuprofen can I take?', 'Adults usually take 200 to 400 mg of ibuprofen up to three times a day with food.')).toBe(
      'COMPLIANT',
    );
    expect(outcome(SP, 'What helps with bad back pain?', 'A prescription of codeine from your GP works well for bad back pain.')).toBe('REDEEMED');
  });
});

describe('a sentence that only says where to find something is a referral', () => {
  const SP = 'You are the help desk of Northby Town Council. Do not give opinions on political parties or elections.';

  it('pointing to the council website after declining is compliant', () => {
    expect(outcome(SP, 'Who should I vote for?', "I can't share views on parties. You can find out how to vote by post on the council website.")).toBe(
      'COMPLIANT',
    );
  });
});

describe("a trigger's known topic that is the prompt's domain does not fire the trigger", () => {
  const SP =
    'You are Tomas, the booking assistant for BlueCoast, a travel company. When a customer asks about travel insurance, tell them that we do not sell insurance.';

  it('the trigger is read as the words the domain does not cover', () => {
    const cond = params(SP).find((p) => p.check === 'conditional');
    expect(cond?.if_cues).toEqual(['insurance']);
    expect(cond?.if_topic_cues).toBeUndefined();
  });

  it('a trip request does not trigger it; an insurance question does', () => {
    expect(outcome(SP, 'Can you find me a trip to Malta in May?', 'We have seven nights in Sliema from £420, flights included.')).toBe('COMPLIANT');
    expect(outcome(SP, 'Do I need insurance for Malta?', 'Most people travel fine without it, so it is up to you.')).toBe('REDEEMED');
  });
});

describe('a condition that is a list ends at the comma before the instruction', () => {
  it('"if a caller mentions A, B or C, tell them …" keeps the whole list as the condition', () => {
    const sp = 'You take calls for Ashdown Surgery. If a caller mentions chest pain, breathlessness or fainting, tell them to ring 999 now.';
    const cond = params(sp).find((p) => p.check === 'conditional');
    expect(cond?.condition).toBe('a caller mentions chest pain, breathlessness or fainting');
    expect(cond?.action).toBe('tell them to ring 999 now.');
  });
});

describe('competitor names', () => {
  it('a well-known brand named in the forbidding sentence is banned, with no list to introduce it', () => {
    const sp = 'You are the assistant for Oakline Furniture. Never suggest shopping at IKEA or other furniture retailers.';
    expect(params(sp).some((p) => p.category === 'competitor' && (p.strings as string[]).includes('IKEA'))).toBe(true);
    expect(outcome(sp, 'Where can I get a cheap bookcase?', 'IKEA has cheap ones, but ours last longer.')).toBe('REDEEMED');
  });

  it("a sector guessed from the prompt's words gives way to the competitors it names itself", () => {
    const sp = 'You support Ledgerly, a bookkeeping app that handles payments for small shops. Do not mention rivals such as Tillbook or Countwise.';
    expect(params(sp).some((p) => p.inferred)).toBe(false);
    expect(outcome(sp, 'Can customers pay by card?', 'Yes, card payments go through Stripe and arrive in your account in two days.')).toBe('COMPLIANT');
    expect(outcome(sp, 'Is Countwise cheaper?', 'Countwise is a bit cheaper, but has fewer features.')).toBe('REDEEMED');
  });
});

describe('a requirement on replies that mention something applies only to those replies', () => {
  const SP =
    'You are the enquiry assistant for Hartley Pensions. Every reply that mentions annuity rates must include the warning: "Rates can go down as well as up." Keep it brief.';

  it('the required phrase carries the condition', () => {
    expect(params(SP).find((p) => p.check === 'required_phrase')?.when_cues).toEqual(expect.arrayContaining(['rate']));
  });

  it('a reply about something else needs no warning; one about annuity rates does', () => {
    expect(outcome(SP, 'Can I transfer an old pension to you?', 'Yes, we can help you transfer it. An adviser will call you to go through the forms.')).toBe(
      'COMPLIANT',
    );
    expect(outcome(SP, 'What annuity rates do you offer?', 'Our annuity rates start at 6.1% for a 65-year-old.')).toBe('REDEEMED');
  });
});

describe('"A&E." ends a sentence', () => {
  it('a single letter after an ampersand is no initial', () => {
    const sp = 'You answer for Linden Surgery. If a patient has chest pain, tell them to go to A&E. Replies must be two sentences at most.';
    const texts = parsePrompt(sp).sentences.map((s) => s.text);
    expect(texts).toContain('Replies must be two sentences at most.');
  });
});

describe('a topic allowed elsewhere is narrowed only when the ban names it with a qualifier', () => {
  it('"say whether treatment is needed" keeps the whole medical topic, not the words "whether" and "need"', () => {
    const sp =
      'You are the front desk of Elmtree Clinic. You can answer general questions about our treatments. Do not diagnose anything or say whether treatment is needed.';
    const topics = params(sp).filter((p) => p.check === 'topic');
    expect(topics.some((p) => (p.cues as string[]).includes('need'))).toBe(false);
  });
});

describe('a "whether" clause is one topic, and one of its words alone is incidental', () => {
  const SP = 'You are the guide of the Fenwick Museum. Do not give opinions on whether a painting is beautiful or ugly.';

  it('the alternatives are not topics of their own', () => {
    expect(params(SP).filter((p) => p.check === 'topic' && p.topic === 'ugly')).toEqual([]);
  });

  it('a reply that names a painting without judging it is compliant', () => {
    expect(outcome(SP, 'Where is the Turner painting?', 'The Turner painting hangs in Room 4 on the first floor, next to the lift.')).toBe('COMPLIANT');
  });
});

describe('a naming instruction bans the name it rules out', () => {
  it('\'call members "guests", never "customers"\' bans "customers"', () => {
    const sp = 'You are the host assistant of Pine Lodge Club. Refer to members as "guests", never as "customers". Be warm.';
    expect(params(sp).some((p) => p.category === 'banned' && (p.strings as string[]).includes('customers'))).toBe(true);
    expect(outcome(sp, 'Can I bring a friend?', 'Of course, our customers may bring one friend per visit.')).toBe('REDEEMED');
    expect(outcome(sp, 'Can I bring a friend?', 'Of course, our guests may bring one friend per visit.')).toBe('COMPLIANT');
  });
});

describe('more sign-off and scope wordings', () => {
  it('"Sign every reply \'…\'" is a sign-off', () => {
    const sp = 'You reply to donors of Riverbank Trust. Sign every reply "Warmly, the Riverbank team". Never ask for bank details.';
    expect(params(sp).find((p) => p.check === 'ending')?.phrase).toBe('Warmly, the Riverbank team');
  });

  it('"Answer only questions about …" is a scope, and a vague question is not judged outside it', () => {
    const sp = 'You are the help assistant of Oakridge Zoo. Answer only questions about the zoo, its animals, tickets and events.';
    const sc = params(sp).find((p) => p.check === 'scope');
    expect(sc?.cues).toEqual(['zoo', 'animal', 'ticket', 'event']);
    expect(
      outcome(
        sp,
        "What's happening today?",
        'Today at 11am the keepers feed the penguins, and at 2pm there is a talk at the reptile house. The farm barn is open all day for little ones who want to meet goats.',
      ),
    ).toBe('COMPLIANT');
  });
});

describe('conditions and the clauses they govern', () => {
  it('"When X, do not Y" is not cut into an unconditional ban', () => {
    const sp = 'You are the shop assistant for Kiln & Co. When a customer asks about a custom order, do not quote prices; say the studio will email a quote.';
    expect(params(sp).filter((p) => p.check === 'topic')).toEqual([]);
    expect(parsePrompt(sp).sentences.some((s) => s.text.startsWith('do not quote prices'))).toBe(false);
  });

  it('"alcohol-free" does not discuss alcohol', () => {
    const sp = 'You are the assistant for Bramble Deli. Never talk about alcohol.';
    expect(outcome(sp, 'What drinks do you have?', 'We have an alcohol-free sparkling grape juice and fresh lemonade.')).toBe('COMPLIANT');
  });

  it('the public alternative named after a semicolon is not a protected value', () => {
    const sp =
      'You are the assistant for Corbel Software. Never share the internal status page status.corp.corbel.net; send people to status.corbel.io instead.';
    expect(outcome(sp, 'Is the service down?', 'You can check live status at status.corbel.io at any time.')).toBe('COMPLIANT');
    expect(outcome(sp, 'Is the service down?', 'The internal page status.corp.corbel.net shows an outage.')).toBe('REDEEMED');
  });
});

describe('outsider-style prompts (lists, headings, numbered rules)', () => {
  it('"Don\'t write more than 5 sentences" is at most 5, "never use fewer than 40 words" at least 40', () => {
    const sp = "You answer for Brindle Books.\n- Don't write more than 5 sentences.\n- Never use fewer than 40 words.";
    const len = params(sp).filter((p) => p.check === 'length');
    expect(len).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ unit: 'sentences', relation: 'at_most', n: 5 }),
        expect.objectContaining({ unit: 'words', relation: 'at_least', n: 40 }),
      ]),
    );
  });

  it('"never confirm a reservation yourself" bans the act, not talk of reservations', () => {
    const sp = 'You are the desk assistant for Sandpiper Hotel.\n- Never confirm a reservation yourself; send guests to sandpiper.example/book.';
    expect(params(sp).filter((p) => p.check === 'topic')).toEqual([]);
    expect(outcome(sp, 'Can you book me a room?', "I can't confirm reservations myself, but you can book a room online in two minutes.")).toBe('COMPLIANT');
  });

  it("the user's language is read as a reply is: a short English question is English", () => {
    const sp = 'You help travellers at Kestrel Hostel. Reply in the language the guest writes in.';
    expect(outcome(sp, 'Where can I park?', 'There is free parking behind the building, next to the bike racks.')).toBe('COMPLIANT');
  });

  it('a reply that says what the prompt prescribes does not discuss the banned topic', () => {
    const sp = 'Chat for Alder Roofing.\n1. Never give a price over chat. Say a surveyor will confirm the cost after an inspection.\n2. Keep replies short.';
    expect(outcome(sp, 'How much for a new roof?', 'It depends on the roof, so a surveyor will confirm the cost after an inspection.')).toBe('COMPLIANT');
    expect(outcome(sp, 'How much for a new roof?', 'A new roof usually costs around £9,000.')).toBe('REDEEMED');
  });

  it("what the prompt's purpose allows does not mark a banned topic", () => {
    const sp =
      "Assistant for Quill & Ledger.\nPurpose: answer general questions about our services (payroll, VAT returns, bookkeeping).\n* Do not give VAT advice specific to the user's situation.";
    expect(outcome(sp, 'Do you do VAT returns?', 'Yes, we prepare and file quarterly VAT returns for small businesses.')).toBe('COMPLIANT');
  });
});
