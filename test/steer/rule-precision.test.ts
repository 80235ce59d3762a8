/**
 * Precision of rule extraction on clauses that do not state the rule (issue 11: steer must not change compliant
 * replies). Each block is one general mechanism; every phrasing was written for this test.
 */
import { describe, expect, it } from 'vitest';
import { clauseModelStatus } from '../../processors/steer/preprocess/clauses/classifier.js';
import { boundsACount } from '../../processors/steer/preprocess/families/banned-characters.js';
import { INSTRUCTION_VOCABULARY, namedUnquoted } from '../../processors/steer/preprocess/families/banned-strings.js';
import { PART_OF_REPLY } from '../../processors/steer/preprocess/families/opening-ending.js';
import { readerDisagrees } from '../../processors/steer/preprocess/families/typed-clauses.js';
import { readNumber } from '../../processors/steer/preprocess/families/typed-slots.js';
import type { Rule } from '../../processors/steer/types.js';
import { rulesOf } from './helpers.js';

const params = (sp: string) => rulesOf(sp).map((r) => r.params as Record<string, unknown>);
const bans = (sp: string) => params(sp).filter((p) => p.check === 'forbidden_strings');

describe('a banned word must be named as one, never the instruction’s own words', () => {
  it('a word noun that is counted or qualified names no word', () => {
    expect(namedUnquoted(['with an accent'], 'Never use more than 6 ')).toEqual([]);
    expect(namedUnquoted(['en negrita'], 'No pongas ninguna ')).toEqual([]);
    expect(namedUnquoted(['plus loin'], "N'ajoutez aucune autre ")).toEqual([]);
    // "any of the words …" and "the words …" name them
    expect(namedUnquoted(['cheap', 'free'], 'Never use any of the ')).toEqual(['cheap', 'free']);
    expect(namedUnquoted(['cheap', 'free'], 'Do not use the ')).toEqual(['cheap', 'free']);
  });

  it('case, format, position and part words are instruction vocabulary in en/es/fr/ja', () => {
    for (const w of ['single quotes', 'en mayúsculas', 'après cela', 'bold', 'sin tildes', '大文字']) expect(INSTRUCTION_VOCABULARY.test(w)).toBe(true);
    for (const w of ['cheap', 'garantía', 'gratuit', 'Acme']) expect(INSTRUCTION_VOCABULARY.test(w)).toBe(false);
  });

  it('whole prompts: a ban of a described class gives no banned string; a named list still does', () => {
    expect(bans('Escribe un poema. No incluyas ninguna frase después de esta.')).toEqual([]);
    expect(bans("Rédigez une note. N'ajoutez aucun autre mot après celui-ci.")).toEqual([]);
    expect(bans('Do not use the words cheap, free or guarantee.')[0]?.strings).toEqual(['cheap', 'free', 'guarantee']);
    expect(bans('Never say "no problem".')[0]?.strings).toEqual(['no problem']);
  });
});

describe('an opening of a part is not the reply’s opening', () => {
  it('ordinal and distributive parts are recognised in en/es/fr/ja', () => {
    for (const t of [
      'The third paragraph must begin with',
      'Each sentence should start with',
      'Le deuxième paragraphe doit débuter par',
      'Cada línea empieza con',
      '2段落目は',
    ])
      expect(PART_OF_REPLY.test(t)).toBe(true);
    for (const t of ['Start your reply with', 'Begin the first paragraph with', 'Commencez votre réponse par']) expect(PART_OF_REPLY.test(t)).toBe(false);
  });

  it('whole prompts: no opening rule from a later paragraph, one from the reply', () => {
    expect(params('Le troisième paragraphe doit commencer par le mot « Ensuite ».').filter((p) => p.check === 'opening')).toEqual([]);
    expect(params('Every line of the poem has to start with "And".').filter((p) => p.check === 'opening')).toEqual([]);
    expect(params('Start your reply with "Bonjour".').filter((p) => p.check === 'opening')[0]?.phrase).toBe('Bonjour');
  });
});

describe('an ordinal is no count', () => {
  it('"2nd", "3e", "1er", 2段落目 and 3番目 are skipped; the count after them is read', () => {
    expect(readNumber('the 2nd paragraph; 4 paragraphs in all')?.n).toBe(4);
    expect(readNumber('le 3e paragraphe, sur 5 paragraphes')?.n).toBe(5);
    expect(readNumber('2段落目は短く、全部で三段落')?.n).toBe(3);
    expect(readNumber('3番目の文')).toBeUndefined();
    expect(readNumber('Write 3 paragraphs')?.n).toBe(3);
  });

  it('whole prompt: the paragraph count is the total, not the ordinal', () => {
    const p = params('2段落目は「しかし」で始めてください。全部で3段落で書いてください。').filter((x) => x.check === 'length' && x.unit === 'paragraphs');
    expect(p.map((x) => x.n)).toEqual([3]);
  });
});

describe('a capital-word rule needs the clause classifier to agree, however weakly', () => {
  const rule = (text: string): Rule =>
    ({
      id: 'r',
      family: 'letter_case',
      kind: 'watch_item',
      polarity: 'require',
      hard: false,
      text,
      span: { start: 0, end: text.length },
      params: { check: 'case', mode: 'capital_words', relation: 'at_least', n: 3 },
    }) as unknown as Rule;
  const clause = (text: string) => ({ text, start: 0, end: text.length });

  it.runIf(clauseModelStatus().loaded)('a capitalised word inside a title is not a capital-words instruction; a stated one is', () => {
    const title = 'La palabra MAYÚSCULAS aparece en el título del libro que citas.';
    // the clause model trained with the operator phrasings (issue 11 wave 2) scores this look-alike 0.12 for capital
    // words (0.004 before), above AGREEMENT (chosen on the earlier model), so the cross-check alone no longer drops
    // such a rule; no family reads one from it, and the development evaluation's capital-word false changes stay at 0.
    // AGREEMENT is to be chosen again on cross-fitted dev-b.
    expect(params(`Escribe una reseña. ${title}`).filter((p) => p.mode === 'capital_words')).toEqual([]);
    const stated = 'Incluye al menos 3 palabras escritas totalmente en mayúsculas.';
    expect(readerDisagrees(rule(stated), clause(stated))).toBe(false);
  });

  it('other kinds are not cross-checked', () => {
    const r = { ...rule('x'), params: { check: 'opening', phrase: 'Hola', exact: true } } as unknown as Rule;
    expect(readerDisagrees(r, clause('x'))).toBe(false);
  });
});

describe('a count of some words is no length of the reply', () => {
  it('a word count qualified by accent, letter, case or start gives no length rule', () => {
    const lengths = (sp: string) => params(sp).filter((p) => p.check === 'length');
    expect(lengths('Incluye como mínimo 12 palabras con tilde.')).toEqual([]);
    expect(lengths('Utilisez au plus 7 mots commençant par « re ».')).toEqual([]);
    expect(lengths('Keep it to 9 words containing the letter z at most.')).toEqual([]);
    expect(lengths('Answer in at most 80 words.').map((p) => p.n)).toEqual([80]);
  });

  it('"fewer than 4 words written in capitals" is a capital-words count, not all capitals and not a length', () => {
    const p = params('Write a note about tea. Use fewer than 4 words written fully in capitals.');
    expect(p.filter((x) => x.check === 'length' || (x.check === 'case' && x.mode === 'upper'))).toEqual([]);
    expect(p.filter((x) => x.check === 'case')).toEqual([expect.objectContaining({ mode: 'capital_words', relation: 'less_than', n: 4 })]);
  });
});

describe('a negated bound on a count is no character ban', () => {
  it('a number between the negation and the character word makes it a limit', () => {
    expect(boundsACount('Tu respuesta no debe tener más de 3 comas.', 'Tu respuesta no debe tener más de 3 '.length)).toBe(true);
    expect(boundsACount('Do not use more than two exclamation marks.', 'Do not use more than two '.length)).toBe(true);
    expect(boundsACount('Do not use any commas.', 'Do not use any '.length)).toBe(false);
    expect(boundsACount("N'utilisez pas une seule virgule.", "N'utilisez pas une seule ".length)).toBe(false);
  });

  it('whole prompts: "no more than 5 accented words" bans no accent; "no accents" does', () => {
    const chars = (sp: string) => params(sp).filter((p) => p.check === 'forbidden_chars');
    expect(chars('No escribas más de 5 palabras con acento.')).toEqual([]);
    expect(chars('No uses ningún acento en tu respuesta.').map((p) => p.charclass)).toEqual(['accent']);
  });
});
