import { describe, expect, it } from 'vitest';
import { type LexEntry, matchLexicon, normalise, tokens, withinOneEdit, wordMatches } from '../../processors/signpost/ranking/lexicon.js';

const scopesOf = (q: string) => [...new Set(matchLexicon(q).flatMap((m) => m.entry.scopes ?? []))];

describe('lexicon matching', () => {
  it('normalises case, accents, apostrophes and punctuation', () => {
    expect(normalise('Je n’en peux PLUS… Überfordert, ¿qué?')).toBe('je nen peux plus uberfordert que');
    expect(normalise("can't  don't")).toBe('cant dont');
    expect(normalise('Straße')).toBe('strasse');
    expect(tokens('  ')).toEqual([]);
  });

  it('tolerates exactly one edit (missing, extra, wrong or swapped letter)', () => {
    expect(withinOneEdit('suicidal', 'sucidal')).toBe(true);
    expect(withinOneEdit('assault', 'assualt')).toBe(true);
    expect(withinOneEdit('girlfriend', 'girlfrend')).toBe(true);
    expect(withinOneEdit('depressed', 'depresed')).toBe(true);
    expect(withinOneEdit('abcd', 'abcd')).toBe(true);
    expect(withinOneEdit('abuse', 'amuse')).toBe(true);
    expect(withinOneEdit('abuse', 'amused')).toBe(false);
    expect(withinOneEdit('abc', 'abcde')).toBe(false);
  });

  it('matches stems and words, fuzzy only for words of five letters or more', () => {
    expect(wordMatches('suicid*', 'suicidarme')).toBe(true);
    expect(wordMatches('suicid*', 'sucidal')).toBe(true);
    expect(wordMatches('rape*', 'grape')).toBe(false);
    expect(wordMatches('drunk', 'drunk')).toBe(true);
    expect(wordMatches('gay', 'gas')).toBe(false); // short: exact only
    expect(wordMatches('alone', 'along', false)).toBe(false);
  });

  it('maps first-person, slang, typo and non-English phrasings to scopes', () => {
    expect(scopesOf('my partner hits me')).toContain('domestic_violence');
    expect(scopesOf('i want to unalive myself')).toContain('suicide');
    expect(scopesOf('sucidal thoughts wont stop')).toContain('suicide');
    expect(scopesOf('quiero morir')).toContain('suicide');
    expect(scopesOf("j'ai envie de me suicider")).toContain('suicide');
    expect(scopesOf('ich will nicht mehr leben')).toContain('suicide');
    expect(scopesOf('não aguento mais viver')).toContain('suicide');
    expect(scopesOf('mujhe marna hai')).toContain('suicide');
    expect(scopesOf('mera pati mujhe marta hai')).toContain('domestic_violence');
    expect(scopesOf('mein Mann schlägt mich')).toContain('domestic_violence');
    expect(scopesOf('fui estuprada')).toContain('sexual_assault');
    expect(scopesOf('recipe for banana bread')).toEqual([]);
  });

  it('reports the matched words, populations, channel and urgency', () => {
    const ms = matchLexicon("I'm 15, gay, and my friend isn't breathing; I can't talk");
    const by = (s: string) => ms.find((m) => m.entry.scopes?.includes(s as never));
    expect(by('emergency')?.entry.urgent).toBe(true);
    expect(by('emergency')?.matched).toBe('isnt breathing');
    expect(by('lgbtq')?.entry.populations).toContain('lgbtq');
    expect(by('youth')?.entry.populations).toContain('youth');
    expect(ms.some((m) => m.entry.channel === 'text')).toBe(true);
  });

  it('accepts a custom lexicon (terms, stems and regular expressions)', () => {
    const lex: LexEntry[] = [
      { terms: ['blue* sky'], scopes: ['general'] },
      { re: /\bno (\d+)\b/, scopes: ['debt'] },
    ];
    expect(matchLexicon('Bluest sky ever', lex).map((m) => m.term)).toEqual(['blue* sky']);
    expect(matchLexicon('room no 42', lex).map((m) => m.matched)).toEqual(['no 42']);
    expect(matchLexicon('grey sky', lex)).toEqual([]);
  });
});
