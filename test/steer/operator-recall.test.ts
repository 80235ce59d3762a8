/**
 * Operator rule breaks that steer did not see (issue 11, recall): each block is one mechanism found on the
 * development sets (parts D–G, test/eval/steer/cases, the spent blind set 2). Every phrasing here was written for this
 * test, none is copied from a development or evaluation case; each block has a look-alike that must stay compliant.
 */
import { describe, expect, it } from 'vitest';
import { preprocessEmbeddings } from '../../processors/steer/embedding-inputs.js';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { preprocess } from '../../processors/steer/preprocess/engine.js';
import type { ChatMessage } from '../../processors/steer/types.js';
import { rulesOf } from './helpers.js';

const U = (content: string): ChatMessage => ({ role: 'user', content });
const run = (system_prompt: string, user: string, proposed_response: string) =>
  runSteerEngines({ system_prompt, proposed_response, messages: [U(user)] }).verify;
const outcome = (system_prompt: string, user: string, proposed_response: string) => run(system_prompt, user, proposed_response).outcome;
const params = (sp: string) => rulesOf(sp).map((r) => r.params as Record<string, unknown>);

describe('a ban on lists in the words operators use', () => {
  const SP = 'You help customers of Tidewater Kayaks. Answer in short plain paragraphs, no bullets or numbered lists. Be upbeat.';

  it('"no bullets or numbered lists" bans both kinds of list', () => {
    const items = params(SP)
      .filter((p) => p.check === 'count')
      .map((p) => `${p.item} ${p.relation} ${p.n}`);
    expect(items).toEqual(expect.arrayContaining(['bullets at_most 0', 'numbered at_most 0']));
  });

  it('a bulleted or a numbered reply is changed; the same content in a paragraph is not', () => {
    const user = 'What should I bring on a first trip?';
    expect(outcome(SP, user, 'Bring these:\n- a dry bag\n- sun cream\n- a spare layer')).toBe('REDEEMED');
    expect(outcome(SP, user, 'Bring these:\n1. a dry bag\n2. sun cream\n3. a spare layer')).toBe('REDEEMED');
    expect(outcome(SP, user, 'Bring a dry bag, some sun cream and a spare layer, and you will be set for the day.')).toBe('COMPLIANT');
  });

  it('"don\'t use lists" alone is a ban; "lists of prices" and a bounded count are not', () => {
    const sp = "You are the Tidewater helper. Keep it under 90 words and don't use lists.";
    expect(outcome(sp, 'What do I need?', 'You need:\n- a paddle\n- a buoyancy aid')).toBe('REDEEMED');
    expect(params('Never send lists of prices to customers.').some((p) => p.check === 'count')).toBe(false);
    expect(params('Use no more than 3 bullet points.').find((p) => p.check === 'count')).toMatchObject({ item: 'bullets', relation: 'at_most', n: 3 });
  });

  it('a ban lifted by a condition is not read as an outright ban', () => {
    expect(params('Write in prose; no numbered lists unless the customer asks for steps.').some((p) => p.item === 'numbered')).toBe(false);
  });
});

describe('"end with a question" is a required form of the last sentence', () => {
  const SP = 'You are Juniper, a reading buddy for young children. Keep replies under 60 words. Always close with a question that keeps them reading.';

  it('the clause is read as a closing-question rule', () => {
    expect(params(SP).some((p) => p.check === 'closing_question')).toBe(true);
  });

  it('a reply whose question is in the middle is changed and then ends with one; a reply ending with a question is left', () => {
    const user = 'I finished the dragon book!';
    const v = run(SP, user, 'Well done! Which part did you like? Dragons are great fun to read about.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response?.trim().endsWith('?')).toBe(true);
    expect(outcome(SP, user, 'Well done! Dragons are great fun. Which part made you laugh the most?')).toBe('COMPLIANT');
  });

  it('the question may come before a required sign-off', () => {
    const sp = 'You are the Larch Library helper. Finish every reply with a friendly question. Sign off with "— Larch Library".';
    expect(outcome(sp, 'Are you open Sunday?', 'Yes, from 10 to 4. Would you like our events list?\n— Larch Library')).toBe('COMPLIANT');
    expect(outcome(sp, 'Are you open Sunday?', 'Yes, from 10 to 4.\n— Larch Library')).toBe('REDEEMED');
  });

  it('the user ending with a question, or a ban on it, is no such rule', () => {
    expect(params('If a customer ends with a question, answer it first.').some((p) => p.check === 'closing_question')).toBe(false);
    expect(params("Don't end with a question.").some((p) => p.check === 'closing_question')).toBe(false);
  });
});

describe('a template slot left unfilled', () => {
  const SP =
    'You are the assistant for Bramble Florists. When an order ships, reply using this template: "Hello [first name], your bouquet for [date] is on its way." Be warm.';

  it('the slots of the template are read', () => {
    expect(params(SP).find((p) => p.category === 'banned')?.strings).toEqual(['[first name]', '[date]']);
  });

  it('a reply that leaves a slot is changed; a filled one is not', () => {
    const user = 'I am Ruth, my order was for Friday. Has it gone?';
    expect(outcome(SP, user, 'Hello [first name], your bouquet for [date] is on its way.')).toBe('REDEEMED');
    expect(outcome(SP, user, 'Hello Ruth, your bouquet for Friday is on its way.')).toBe('COMPLIANT');
  });

  it('a prompt for drafting templates keeps its placeholders', () => {
    const sp =
      'You draft letters for Bramble HR. Every draft must contain the placeholders [NAME] and [DATE]. Use this format: "Dear [NAME], your first day is [DATE]."';
    expect(params(sp).some((p) => p.category === 'banned')).toBe(false);
    expect(outcome(sp, 'Draft a welcome letter.', 'Dear [NAME], your first day is [DATE]. We look forward to meeting you.')).toBe('COMPLIANT');
  });
});

describe('a banned word in an inflected form', () => {
  const SP = 'You sell garden sheds for Oakline. Never use the word "cheap" or "flimsy". Keep replies short.';

  it('"cheapest" and "cheaper" are the banned word', () => {
    for (const w of ['Our cheapest shed is the 6x4.', 'The 6x4 is cheaper than the 8x6.']) expect(outcome(SP, 'Which shed costs least?', w)).toBe('REDEEMED');
  });

  it('the rewrite takes the inflected word out', () => {
    const v = run(SP, 'Which shed costs least?', 'The 6x4 is our cheapest shed, and it is sturdy.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response?.toLowerCase()).not.toContain('cheap');
  });

  it('another word that starts with the banned one, or its adverb, is not it', () => {
    expect(outcome(SP, 'Any tips?', 'Sheds that are cheaply made rot fast; ours are treated.')).toBe('COMPLIANT');
    expect(outcome(SP, 'Any tips?', 'Do not be a cheapskate with the base: a level slab keeps the floor dry.')).toBe('COMPLIANT');
    expect(outcome(SP, 'Any tips?', 'Our sheds are solid and good value.')).toBe('COMPLIANT');
  });
});

describe('another business of the operator’s trade, named though the prompt lists none', () => {
  const SP =
    'You are the web assistant for Garrow Conveyancing Solicitors. Give general information only. Never mention other firms of solicitors. Keep replies under 120 words.';

  it('the ban carries the trade words a competitor’s name would hold', () => {
    const p = params(SP).find((x) => x.check === 'other_provider');
    expect(p?.trade_words).toEqual(expect.arrayContaining(['Solicitors', 'Legal']));
  });

  it('a reply naming another firm is changed, and the sentence goes', () => {
    const v = run(SP, 'Who else does this?', 'Most firms charge a fixed fee. Brinley Legal in Leeds also handles quick sales. We can help too.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).not.toContain('Brinley');
  });

  it('the operator’s own name, an institution named by its trade word, and a name the user gave are no competitor', () => {
    expect(outcome(SP, 'Can you help?', 'Garrow Conveyancing Solicitors can handle your sale from start to finish.')).toBe('COMPLIANT');
    expect(outcome(SP, 'Who regulates you?', 'Solicitors in England are regulated by the Solicitors Regulation Authority.')).toBe('COMPLIANT');
    expect(outcome(SP, 'Is Ashdown Legal cheaper?', "I can't compare us with Ashdown Legal, but our fees are fixed.")).toBe('COMPLIANT');
  });

  it('the names a prompt gives as examples of the ban are not its own trade', () => {
    const sp = 'You help Pedalwise riders. Never recommend other e-bike brands (for example Volt Power or Zipp Cycles).';
    expect(params(sp).find((x) => x.check === 'other_provider')?.trade_words ?? []).not.toContain('Power');
  });
});

describe('the reply language, not the language customers may write in', () => {
  it("the typed clause reading (with the service's embeddings) takes the reply's language too", async () => {
    const sp =
      'Helper for Casa Lindner. Guests may write to you in English or in Italian, but your replies must always be in Italian, whatever language the guest used.';
    const pre = preprocess(sp, await preprocessEmbeddings(sp));
    const langs = [...pre.red_lines, ...pre.watch_items].filter((r) => r.params.check === 'language').map((r) => r.params.lang);
    expect(langs).toEqual(['ita']);
  }, 60_000);

  it('"customers may write in English or German, but replies are always in German" requires German', () => {
    const sp = 'Assistant for Haus Lindner. Guests may write to you in English or German, but your answers must always be in German. Be brief.';
    expect(params(sp).find((p) => p.check === 'language')).toMatchObject({ lang: 'deu' });
    expect(outcome(sp, 'When is breakfast?', 'Breakfast is served from seven until ten every morning in the garden room.')).toBe('REDEEMED');
  });
});

describe('endings named in other ways', () => {
  it('an emoji after "end with" is the ending', () => {
    const sp = 'You are the Fernleaf shop bot. End every message with a sparkle emoji ✨. Keep it short.';
    expect(params(sp).find((p) => p.check === 'ending')).toMatchObject({ phrase: '✨' });
    expect(outcome(sp, 'Do you ship abroad?', 'Yes, we ship to most of Europe ✨')).toBe('COMPLIANT');
    expect(outcome(sp, 'Do you ship abroad?', 'Yes, we ship to most of Europe.')).toBe('REDEEMED');
  });

  it('"your final line must be exactly: …" is the ending; the last line of each part is not', () => {
    const sp = "You are the ops wiki helper. Your final line must be exactly: 'Source: OPS-WIKI'";
    expect(params(sp).find((p) => p.check === 'ending')).toMatchObject({ phrase: 'Source: OPS-WIKI' });
    expect(outcome(sp, 'How do I rotate keys?', 'Source: OPS-WIKI\nRun the rotate job from the console.')).toBe('REDEEMED');
    expect(outcome(sp, 'How do I rotate keys?', 'Run the rotate job from the console.\nSource: OPS-WIKI')).toBe('COMPLIANT');
    expect(params("The last line of each section must be 'Done'.").some((p) => p.check === 'ending')).toBe(false);
  });
});

describe('a ban on links', () => {
  const SP = 'You write text messages for Hollybank Opticians. Messages must not contain any links. Always give the phone number 01632 960 555.';

  it('a reply with a web address is changed and the address goes; an e-mail address is no link', () => {
    const v = run(SP, 'Reminder for Sam, Tuesday 3pm.', 'Hi Sam, see you Tuesday at 3pm. Rebook at hollybank.example/rebook or call 01632 960 555.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).not.toContain('hollybank.example');
    expect(
      outcome(SP, 'Reminder for Sam, Tuesday 3pm.', 'Hi Sam, see you Tuesday at 3pm. Questions? Call 01632 960 555 or write to desk@hollybank.example.'),
    ).toBe('COMPLIANT');
  });

  it('a narrower ban ("links to other shops") is not a ban on every link', () => {
    expect(params('Never include links to other shops.').some((p) => p.format === 'no_links')).toBe(false);
  });
});

describe('JSON value types the prompt gives its keys', () => {
  const SP = 'You are a parser. Reply with one JSON object only, with the keys "sku" (a string) and "qty" (an integer). No prose.';

  it('a number sent as a string breaks the rule and is converted', () => {
    const v = run(SP, 'Two of AB-12 please', '{"sku": "AB-12", "qty": "2"}');
    expect(v.outcome).toBe('REDEEMED');
    expect(JSON.parse(v.response ?? '{}')).toEqual({ sku: 'AB-12', qty: 2 });
    expect(outcome(SP, 'Two of AB-12 please', '{"sku": "AB-12", "qty": 2}')).toBe('COMPLIANT');
  });

  it('a value that cannot be read as the type becomes null, as a missing key does', () => {
    const v = run(SP, 'A few of AB-12', '{"sku": "AB-12", "qty": "a few"}');
    expect(v.outcome).toBe('REDEEMED');
    expect(JSON.parse(v.response ?? '{}')).toEqual({ sku: 'AB-12', qty: null });
  });
});

describe('a competitor list after a markdown list marker', () => {
  it('every example name of the ban is read', () => {
    const sp = '## Rules\n- Keep it short.\n- Do not mention other scooter rental companies (for example Zoomly or Skootr).';
    const names = params(sp).find((p) => p.category === 'competitor')?.strings;
    expect(names).toEqual(expect.arrayContaining(['Zoomly', 'Skootr']));
  });
});

describe('"never describe X as Y" bans Y; the wording the prompt prefers after a semicolon stays free', () => {
  const SP = "You help customers of Fenwick Tools. Never describe any drill as flimsy (it puts buyers off); 'lightweight' is the word we use. Be brief.";

  it('the described word is banned and the preferred word is not', () => {
    const banned = params(SP)
      .filter((p) => p.category === 'banned')
      .flatMap((p) => p.strings as string[]);
    expect(banned).toContain('flimsy');
    expect(banned).not.toContain('lightweight');
  });

  it('a reply using the preferred word is left; one using the banned word is changed', () => {
    expect(outcome(SP, 'Is the D12 heavy?', 'No, the D12 is lightweight and easy to hold overhead.')).toBe('COMPLIANT');
    expect(outcome(SP, 'Is the D12 heavy?', 'No, though some find the D12 a bit flimsy for masonry.')).toBe('REDEEMED');
  });
});

describe('a spelling variant the prompt asks for', () => {
  const SP = 'You write listings for Marlow Home, a UK furniture shop. Use British spelling (for example "colour" or "grey"). Keep it short.';

  it('is read as a spelling rule, and its examples are not required words', () => {
    expect(params(SP).find((p) => p.check === 'spelling_variant')).toMatchObject({ variant: 'british' });
    expect(params(SP).some((p) => p.check === 'required_phrase')).toBe(false);
  });

  it('an American spelling is changed to the British one; a British reply, and a name, are left', () => {
    const v = run(SP, 'Describe the Ashby sofa.', 'The Ashby sofa comes in four colors, including a soft gray linen.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).toBe('The Ashby sofa comes in four colours, including a soft grey linen.');
    expect(outcome(SP, 'Describe the Ashby sofa.', 'The Ashby sofa comes in four colours, including a soft grey linen.')).toBe('COMPLIANT');
    expect(outcome(SP, 'Who designed it?', 'It was designed by Anna Gray in our Leeds studio.')).toBe('COMPLIANT');
  });

  it('the language a user may write in is no spelling rule', () => {
    expect(params('If the customer writes in American English, answer their question.').some((p) => p.check === 'spelling_variant')).toBe(false);
  });
});

describe('a disclaimer asked for by its meaning, worded as the writer likes', () => {
  const SP =
    'You answer questions for Pell & Ward, a tax practice. Every reply must include a line making clear it is not financial advice (any wording is fine). Be concise.';

  it('is read as a disclaimer on its head noun', () => {
    expect(params(SP).find((p) => p.check === 'required_phrase')).toMatchObject({ disclaimer: true, exact: false, keywords: ['advice'] });
  });

  it('a reply without it is changed; a negation or a contrast with the noun meets it', () => {
    const user = 'When is the self-assessment deadline?';
    expect(outcome(SP, user, 'Online returns are due by 31 January. Paper returns are due by 31 October.')).toBe('REDEEMED');
    expect(outcome(SP, user, 'Online returns are due by 31 January. This is not financial advice.')).toBe('COMPLIANT');
    expect(outcome(SP, user, 'Online returns are due by 31 January. Treat this as general information rather than advice.')).toBe('COMPLIANT');
  });
});

describe('a requirement on the first reply of a conversation only', () => {
  const SP = "You are Pip, the helper for Quarry Broadband. In your first message of each chat, include the line 'Pip is an automated helper.' Be friendly.";
  const later = [
    { role: 'user' as const, content: 'My router is blinking red.' },
    { role: 'assistant' as const, content: 'Pip is an automated helper. Let us restart the router first.' },
    { role: 'user' as const, content: 'Done, still red.' },
  ];

  it('the first reply without it is changed; a later reply need not repeat it', () => {
    expect(outcome(SP, 'My router is blinking red.', 'Let us restart the router first.')).toBe('REDEEMED');
    expect(outcome(SP, 'My router is blinking red.', 'Pip is an automated helper. Let us restart the router first.')).toBe('COMPLIANT');
    expect(runSteerEngines({ system_prompt: SP, proposed_response: 'Then please check the cable at the wall socket.', messages: later }).verify.outcome).toBe(
      'COMPLIANT',
    );
  });
});
