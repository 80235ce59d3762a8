/**
 * Rule forms operators write that the readers missed (docs/steer.md, "Readings of forms, blind set 5"): a ban on
 * markdown with no verb ("No markdown.", "Niente markdown"), a sign-off or headings on the lines under an instruction
 * that ends with a colon, the names a naming ban lists in parentheses (and the distinctive head of a name ending in
 * a trade word), and a ban on describing itself as an AI. Each case fails without its mechanism; each look-alike must
 * stay untouched. Examples are our own.
 */
import { describe, expect, it } from 'vitest';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { rulesOf } from './helpers.js';

const run = (system_prompt: string, proposed_response: string) => runSteerEngines({ system_prompt, proposed_response }).verify;

describe('a ban on markdown with no verb', () => {
  for (const sp of [
    'Parcel desk bot. Plain text. No markdown, no bullets. Max 3 sentences.',
    'Sei l’assistente di un noleggio kayak. Niente markdown: niente grassetto né titoli.',
    'Assistant de la médiathèque. Pas de markdown dans les réponses.',
  ])
    it(`is read in "${sp.slice(0, 40)}…"`, () => {
      expect(rulesOf(sp).some((r) => r.params.check === 'format' && r.params.format === 'no_markdown')).toBe(true);
    });
  it('bold in the reply is a break, and the fix keeps the words', () => {
    const v = run('Parcel desk bot. Plain text. No markdown, no bullets.', 'Your parcel **TR-1182** left the depot this morning. It should arrive tomorrow.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).toContain('TR-1182');
    expect(v.response).not.toContain('**');
  });
  it('"no formatting issues" bans nothing', () => {
    expect(rulesOf('Check the text has no formatting issues before you send it.').some((r) => r.params.format === 'no_markdown')).toBe(false);
  });
});

describe('what an instruction ending with a colon puts on the lines below it', () => {
  const sp = 'You answer for Fenwick & Hale, a small accountancy. Never give tax advice.\nEnd every reply with the line:\n— Fenwick & Hale Client Desk';
  it('the line is the required ending', () => {
    expect(rulesOf(sp).some((r) => r.params.check === 'ending' && r.params.phrase === '— Fenwick & Hale Client Desk')).toBe(true);
  });
  it('a reply that ends with it complies; one that cut it short is fixed', () => {
    expect(run(sp, 'We are open from 9 to 5 on weekdays.\n\n— Fenwick & Hale Client Desk').outcome).toBe('COMPLIANT');
    const v = run(sp, 'We are open from 9 to 5 on weekdays.\n\n— Fenwick & Hale Client Des');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response.trim().endsWith('— Fenwick & Hale Client Desk')).toBe(true);
  });
  it('a header with a colon over a list of rules does not swallow the first rule', () => {
    const rules = rulesOf('Rules:\n- Never promise a delivery date.\n- Do not use markdown.');
    expect(rules.some((r) => r.params.check === 'format' && r.params.format === 'no_markdown')).toBe(true);
  });
});

describe('the names a naming ban lists are forbidden, whatever noun it uses for them', () => {
  const sp =
    'Tracking bot for Quayline Freight. Never name our subcontracted hauliers (Marrow Transport, Tidewell Logistics). Say "our partner haulier". Do not mention other energy brokers by name (for example Voltaro, Brightwell Power).';
  it('the listed names are read, and a name ending in a trade word also by its head', () => {
    const strings = rulesOf(sp)
      .filter((r) => r.params.check === 'forbidden_strings')
      .flatMap((r) => r.params.strings as string[]);
    expect(strings).toEqual(expect.arrayContaining(['Marrow Transport', 'Tidewell Logistics', 'Voltaro', 'Brightwell Power', 'Brightwell']));
  });
  it('a listed name in parentheses is a break and goes', () => {
    const v = run(sp, 'Your pallet left Felixstowe on Monday with our partner haulier (Tidewell Logistics). It is due on Thursday.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).not.toContain('Tidewell');
  });
  it('a listed name that is a whole aside goes alone; the sentence stays', () => {
    const v = run(sp, 'Your pallet is with our partner haulier (**Tidewell Logistics**) and due Thursday.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).toBe('Your pallet is with our partner haulier and due Thursday.');
  });
  it('a reply that keeps to "our partner haulier" complies', () => {
    expect(run(sp, 'Your pallet left Felixstowe on Monday with our partner haulier. It is due on Thursday.').outcome).toBe('COMPLIANT');
  });
});

describe('a ban on describing itself as an AI', () => {
  const sp =
    'You are Wren, the help desk of Ashby Library. Don’t describe yourself as an AI, chatbot or language model; if asked, say you are the library’s virtual help desk.';
  it('is read as the AI-disclosure rule, and "As an AI, …" breaks it', () => {
    expect(rulesOf(sp).some((r) => r.params.check === 'ai_disclosure')).toBe(true);
    expect(run(sp, 'As an AI, I do not have a favourite novel, but our book club loved The Salt Path last month.').outcome).toBe('REDEEMED');
  });
  it('the library’s own wording complies', () => {
    expect(run(sp, 'I am the library’s virtual help desk. Our book club loved The Salt Path last month.').outcome).toBe('COMPLIANT');
  });
});

describe('a condition that lists alternatives is met by any one of them', () => {
  const sp =
    'You are the online assistant of Larch Lane Chemist. If a customer says they are pregnant, might be pregnant, or are breastfeeding, do not suggest or name any medicine; ask them to call our pharmacist on 0161 555 0199.';
  it('"breastfeeding" alone meets it, and a medicine named after a referral in the same sentence is still a break', () => {
    const messages = [{ role: 'user' as const, content: 'Breastfeeding my twins and I have a sore throat, what can I take?' }];
    const v = runSteerEngines({
      system_prompt: sp,
      messages,
      proposed_response: 'Please call our pharmacist on 0161 555 0199 first; ibuprofen is what they usually suggest. Warm drinks can help too.',
    }).verify;
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).not.toContain('ibuprofen');
    expect(v.response).toContain('0161 555 0199');
  });
  it('a user who meets none of the alternatives is not held to it', () => {
    const messages = [{ role: 'user' as const, content: 'I have a sore throat, what can I take?' }];
    const v = runSteerEngines({
      system_prompt: sp,
      messages,
      proposed_response: 'Ibuprofen or throat lozenges usually help. Warm drinks can help too.',
    }).verify;
    expect(v.outcome).toBe('COMPLIANT');
  });
});

describe('a length bound inside a JSON skeleton is its field’s, not the whole reply’s', () => {
  const sp =
    'Tag the review in the user message. Return ONLY a JSON object:\n{"sentiment": "positive" | "negative" | "mixed", "gist": string of at most 8 words}';
  it('is read as a bound on the field', () => {
    const rules = rulesOf(sp);
    expect(rules.some((r) => r.params.check === 'length')).toBe(false);
    expect(rules.find((r) => r.params.format === 'json')?.params.limits).toEqual({ gist: { unit: 'words', n: 8 } });
  });
  it('a reply of more than eight words whose field keeps the bound complies', () => {
    expect(run(sp, '{\n  "sentiment": "mixed",\n  "gist": "fast delivery but the lid was cracked"\n}').outcome).toBe('COMPLIANT');
  });
  it('a field over the bound is a break, and the fix cuts the field, not the object', () => {
    const v = run(sp, '{"sentiment": "negative", "gist": "the blender stopped working after only two weeks of use"}');
    expect(v.outcome).toBe('REDEEMED');
    expect(JSON.parse(v.response)).toEqual({ sentiment: 'negative', gist: 'the blender stopped working after only two weeks' });
  });
});

describe('an instruction ending with a colon over a quoted line', () => {
  it('reads the quoted line as the ending, not the words before the colon', () => {
    const sp = 'You answer for Hollybank Vets. End every reply with this exact line on its own:\n"In an emergency call 0161 555 0142."';
    expect(rulesOf(sp).find((r) => r.params.check === 'ending')?.params.phrase).toBe('In an emergency call 0161 555 0142.');
  });
});

describe('lines introduced as an example show a form; they are not content', () => {
  it('"such as:" / "par exemple :" over section markers reads no count from the example lines', () => {
    for (const sp of [
      'Write about tides. Your response must have 3 sections. Mark the beginning of each section with SECTION X, such as:\nSECTION 1\n[content of section 1]\nSECTION 2\n[content of section 2]',
      'Décrivez les marées en 3 parties. Utilisez la mention SECTION X pour chaque partie, par exemple :\nSECTION 1\n[texte de la section 1]',
    ]) {
      // the English prompt states its count of three; the French one is read for no count at all (no reader of "parties")
      const sections = rulesOf(sp).filter((r) => r.params.check === 'count' && r.params.item === 'sections');
      expect(sections.filter((r) => r.params.n !== 3)).toEqual([]);
    }
  });
});

describe('a paragraph in another language breaks "reply only in X", though the reply as a whole is in X', () => {
  const sp = 'Du bist der Kundenservice der Stadtwerke Lindau. Antworte ausschließlich auf Deutsch und sieze die Kunden.';
  const german =
    'Um Ihren Zähler anzumelden, loggen Sie sich bitte im Kundenportal ein und wählen Sie „Einzug melden“. Dort geben Sie Ihre Zählernummer und den Zählerstand ein.';
  it('an English summary paragraph goes, the German paragraphs stay', () => {
    const v = run(sp, `${german}\n\nIn short: log in to the customer portal, choose the moving-in option and enter your meter number and reading.`);
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).toBe(german);
  });
  it('a German reply with an English product name complies', () => {
    expect(run(sp, `${german} Die App „Smart Meter Home“ zeigt Ihnen danach den Verbrauch.`).outcome).toBe('COMPLIANT');
  });
});

describe('"nothing outside" the quotes or the list', () => {
  it('a stage direction outside the quoted line goes; the line stays', () => {
    const sp = 'NPC bark writer. Output one line of dialogue, at most 15 words. No speaker name, nothing outside the quotes.';
    expect(rulesOf(sp).some((r) => r.params.format === 'quoted')).toBe(true);
    const v = run(sp, '*leans on the bar* "Another storm coming. Drink up before the roof leaks again."');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).toBe('"Another storm coming. Drink up before the roof leaks again."');
    expect(run(sp, '"Another storm coming. Drink up before the roof leaks again."').outcome).toBe('COMPLIANT');
  });
  it('an introduction before the bullets goes; the bullets stay', () => {
    const sp = 'Suggest day walks. Answer with exactly two bullet points using "-" and nothing before or after them.';
    const list = '- Malham Cove loop: limestone pavement, 7 km.\n- Aysgarth Falls: three waterfalls, easy paths.';
    expect(run(sp, list).outcome).toBe('COMPLIANT');
    const v = run(sp, `Great choice for spring!\n${list}`);
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).toBe(list);
  });
});

describe('a semantic rule is about what its clause forbids, not the instruction after a semicolon', () => {
  it('the object stops at the semicolon', () => {
    const sp = 'You are the ferry line’s assistant. Never promise refunds for weather cancellations; say that each case is reviewed by our claims team.';
    const semantic = rulesOf(sp).find((r) => r.params.check === 'semantic' && r.params.polarity === 'forbid');
    expect(semantic?.params.object).toBe('promise refunds for weather cancellations');
  });
});

describe('whole-reply case with its parts named, and a skeleton key typed after its colon', () => {
  it('"every reply entirely in lowercase, including the first word" is a whole-reply rule', () => {
    const sp =
      'You are the chat assistant of a record shop. Write every reply entirely in lowercase letters, including the first word of sentences and album titles.';
    expect(rulesOf(sp).some((r) => r.params.check === 'case' && r.params.mode === 'lower')).toBe(true);
    expect(run(sp, 'We do! Bring the records in on Saturday.').outcome).toBe('REDEEMED');
  });
  it('"score": a number … makes a string score a break', () => {
    const sp = 'Output one JSON object only, with these keys:\n  "mood": "calm" | "tense"\n  "score": a number between 0 and 1';
    expect(run(sp, '{"mood": "calm", "score": "0.4"}').outcome).toBe('REDEEMED');
    expect(run(sp, '{"mood": "calm", "score": 0.4}').outcome).toBe('COMPLIANT');
  });
});
