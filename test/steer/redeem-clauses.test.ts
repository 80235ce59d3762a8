/**
 * Redemption of a banned word that carries its clause (the predicate, the verb, the head of a phrase): masking it
 * left a hole ("It is and it works well."), and dropping the whole sentence could leave nothing but the refusal. The
 * clause that holds the word goes, the rest of the sentence stays; when nothing that still says something is left,
 * the sentence goes, never a hole.
 */
import { describe, expect, it } from 'vitest';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { cutSpans, noRemovals } from '../../processors/steer/redeem/edit.js';
import { FALLBACK_RESPONSE } from '../../processors/steer/types.js';

const run = (system_prompt: string, proposed_response: string) => runSteerEngines({ system_prompt, proposed_response }).verify;

/** No sentence may lose a word and keep its frame: "is and", "are but", "is, and", "We delivery". */
const HOLE = /\b(?:is|are|was|were|be)\s*(?:,\s*)?(?:and|but|or|so)\b|\b(?:is|are|was|were)\s*[.,;]|\bWe delivery\b/;

describe('a banned word that carries its clause', () => {
  it('a predicate adjective before a bare coordinator: its clause goes, the other clause stays', () => {
    const v = run('Never use the word "simple".', 'It is simple and it works well.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).toBe('It works well.');
  });

  it('a predicate before ", and": the clause goes, not a comma hole', () => {
    const v = run('Never use the word "simple".', 'Setup is simple, and the app guides you through it.');
    expect(v.response).toBe('The app guides you through it.');
    expect(v.response).not.toMatch(HOLE);
  });

  it('a predicate before "but": the second clause stays', () => {
    const v = run('Do not use the word "cheap".', 'Our plans are cheap but they include support.');
    expect(v.response).toBe('They include support.');
  });

  it('a verb after its subject: the clause goes, the coordinated clause with its own subject stays', () => {
    const v = run('Do not use the word "guarantee".', 'We guarantee delivery by Friday and we will email you the tracking number.');
    expect(v.response).toBe('We will email you the tracking number.');
    expect(v.response).not.toMatch(HOLE);
  });

  it('a banned word in the second clause: only that clause goes', () => {
    const v = run('Do not use the word "cheap".', 'Support is open all week, but the add-ons are cheap.');
    expect(v.response).toBe('Support is open all week.');
  });

  it('a relative clause hangs on its head: when the head clause goes, so does the relative clause; other sentences stay', () => {
    const v = run(
      'Never use the word "landlord".',
      "I've passed your message to the landlord, who will decide this week. A contractor will call you within 2 working days.",
    );
    expect(v.response).toBe('A contractor will call you within 2 working days.');
  });

  it('a banned word inside the relative clause: only the relative clause goes', () => {
    expect(cutSpans('Call our helpline, which is free and simple to use.', { ...noRemovals(), drop: [{ start: 42, end: 48 }] }, true)).toBe(
      'Call our helpline.',
    );
  });

  it('a modifier is still masked where the sentence reads without it', () => {
    expect(run('Never use the word "literally".', 'It is literally fine.').response).toBe('It is fine.');
    expect(run('Do not use the word "cheap".', 'We have cheap plans for students.').response).toBe('We have plans for students.');
  });

  it('a one-clause reply with nothing left to keep is refused whole, not left with a hole', () => {
    const v = run('Never use the word "simple".', 'It is simple.');
    expect(v.response).not.toMatch(HOLE);
    expect(v.response).toBe(FALLBACK_RESPONSE);
  });
});

describe('a banned word the prompt gives an alternative for', () => {
  it('is replaced by it, not cut: "say \'property owner\'"', () => {
    const v = run('Do not use the word "landlord" — say "property owner".', "I've passed your message to the landlord, who will decide this week.");
    expect(v.response).toBe("I've passed your message to the property owner, who will decide this week.");
  });

  it('keeps a capital at the start of a sentence', () => {
    const v = run("Never say 'cheap'; say 'affordable' instead.", 'Cheap plans start at £5.');
    expect(v.response).toBe('Affordable plans start at £5.');
  });
});
