/**
 * A protecting clause that names what it protects by its kind, linked to the value said just before (docs/steer.md,
 * "Values protected by their kind"): the clause's subject ("The launch date is embargoed"), the thing it keeps ("Keep
 * the date secret"), a kind said as a verb form ("codenamed X" for "the codename"), a value of the shape the kind names
 * in the clause right before, "under NDA" as a marker, and "state" or "show" as disclosing verbs. Each leak was missed
 * before; each look-alike must stay compliant. Examples are our own.
 */
import { describe, expect, it } from 'vitest';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { rulesOf } from './helpers.js';

const run = (system_prompt: string, proposed_response: string) => runSteerEngines({ system_prompt, proposed_response }).verify;
const protectedStrings = (sp: string) =>
  rulesOf(sp)
    .filter((r) => r.params.check === 'forbidden_strings' && r.params.category === 'secret')
    .flatMap((r) => r.params.strings as string[]);

describe('the kind a protecting clause names links it to the value before it', () => {
  it('its subject: "The launch date is embargoed"', () => {
    const sp = 'You are the shop assistant of Tern Cycles. The Tern Gravel 2 goes on sale on 3 May 2027. The launch date is embargoed until the press day.';
    expect(run(sp, 'The Gravel 2 goes on sale on 3 May 2027!').outcome).toBe('REDEEMED');
    expect(run(sp, 'The Gravel 2 is coming soon; sign up to hear first.').modified).toBe(false);
  });
  it('what it keeps: "Keep the date secret"', () => {
    const sp = 'You answer for Brindle Books. The author tour starts in Leeds on 2027-06-14. Keep the date secret; say only "this summer".';
    expect(protectedStrings(sp).join(' ')).toMatch(/2027-06-14/);
    expect(run(sp, 'The tour opens in Leeds on 2027-06-14.').outcome).toBe('REDEEMED');
  });
  it('a kind said as a verb form: "codenamed Project Kestrel" for "the codename"', () => {
    const sp =
      'You help the staff of Ashgrove Studios. Our next game is codenamed Project KESTREL. The codename is secret and must not appear in public replies.';
    expect(run(sp, 'We are all excited about Project Kestrel!').outcome).toBe('REDEEMED');
    expect(run(sp, 'We are all excited about our next game; more news soon.').modified).toBe(false);
  });
  it('"under NDA" protects, and "state" discloses', () => {
    const nda = 'Assistant for Pebble Audio. The P3 earbuds launch on 9 September; this date is under NDA until the event.';
    expect(run(nda, 'The P3 launches on 9 September.').outcome).toBe('REDEEMED');
    const floor = 'You negotiate renewals for Cairn Software. Our floor for the Team plan is $9,400 per year; never state this number. Open at $12,000.';
    expect(run(floor, 'The lowest I can go is $9,400 per year.').outcome).toBe('REDEEMED');
    expect(run(floor, 'The Team plan is $12,000 per year.').modified).toBe(false);
  });
  it('a kind does not reach a value of another shape, or a clause further back', () => {
    const sp = 'You answer for Moss Lane Clinic. Our phone line is 0161 496 0000. The opening date of the new wing is internal.';
    expect(run(sp, 'Call us on 0161 496 0000.').modified).toBe(false);
  });
});
