/**
 * Rules read with confidence (issue 11: a compliant reply is never changed). Each block is one general mechanism;
 * every phrasing was written for this test.
 */
import { describe, expect, it } from 'vitest';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { bareSaidWords, FREQUENCY_BOUND } from '../../processors/steer/preprocess/families/banned-strings.js';
import { CHARACTER_AS_PERSON } from '../../processors/steer/preprocess/families/length.js';
import { caseOfPart } from '../../processors/steer/preprocess/families/letter-case.js';
import { countInsidePart } from '../../processors/steer/preprocess/families/opening-ending.js';
import { carriesNegation, describesOnly, formOfAPerson, negatedBound, permitsOnly, spokenQuote } from '../../processors/steer/preprocess/family.js';
import { rulesOf } from './helpers.js';

const params = (sp: string) => rulesOf(sp).map((r) => r.params as Record<string, unknown>);
const bans = (sp: string) => params(sp).filter((p) => p.check === 'forbidden_strings');
const outcome = (sp: string, reply: string) =>
  runSteerEngines({ system_prompt: sp, proposed_response: reply, messages: [{ role: 'user', content: 'Hello there.' }] }).verify.outcome;

describe('an unquoted word right after "say" is the word itself when nothing else follows', () => {
  it('"Never say X." bans X; a list of single words bans each', () => {
    expect(bareSaidWords('Never say cheap.')).toEqual(['cheap']);
    expect(bareSaidWords('not ever say pricey or bargain.')).toEqual(['pricey', 'bargain']);
    expect(bans('You must never say cheap.')[0]?.strings).toEqual(['cheap']);
    expect(outcome('Never say cheap.', 'It is cheap.')).toBe('REDEEMED');
    expect(outcome('Never say cheap.', 'It is good value.')).toBe('COMPLIANT');
  });

  it('a frequency, a position, a statement or a pronoun after "say" names no word', () => {
    for (const c of [
      'Never say sorry too often.',
      'Never say goodbye first.',
      'Do not say you are a robot.',
      'Never say anything rude.',
      'Do not say that.',
      'Never say no to a guest.',
    ])
      expect(bareSaidWords(c)).toEqual([]);
    expect(bans('Never say sorry too often.')).toEqual([]);
    expect(bans('Say hello first.')).toEqual([]);
    expect(outcome('Say hello first.', 'Hello! Here is your answer.')).toBe('COMPLIANT');
  });
});

describe('a form rule is read from a clause about the reply, not from the topic, an example or a story', () => {
  const kinds = (sp: string) => params(sp).map((p) => `${p.check}:${p.unit ?? p.item ?? p.format ?? ''}`);

  it('a character of a story is a person, not a unit of length', () => {
    expect(CHARACTER_AS_PERSON.test(' says "hello"')).toBe(true);
    expect(kinds('Write a scene in which one character says goodbye to the sea.')).not.toContain('length:characters');
    expect(kinds('Two characters who never met argue about tea. Write their conversation.')).not.toContain('length:characters');
    // a real limit in characters stays
    expect(kinds('Keep your reply under 200 characters.')).toContain('length:characters');
  });

  it('a number that counts another thing before the item word is no count of items', () => {
    expect(kinds('Give me four ideas for using bullet points in slides.')).not.toContain('count:bullets');
    expect(kinds('Share two tips about bullet lists.')).not.toContain('count:bullets');
    expect(params('Answer with exactly 4 bullet points.').find((p) => p.check === 'count')).toMatchObject({ item: 'bullets', n: 4 });
    expect(params('Use 3 short bullet points.').find((p) => p.check === 'count')).toMatchObject({ item: 'bullets', n: 3 });
  });

  it('a clause that describes what is usual or possible, without addressing the reply, states no form rule', () => {
    expect(describesOnly('For instance, a note could close with "Warm regards".')).toBe(true);
    expect(describesOnly('A sonnet usually has fourteen lines.')).toBe(true);
    expect(describesOnly('Your note could close with "Warm regards".')).toBe(false);
    expect(describesOnly('Answers must never exceed 80 words.')).toBe(false);
    expect(kinds('Draft a thank-you note. For instance, a note could close with "Warm regards".')).not.toContain('ending:');
    expect(kinds('Write a letter. Writers often add a P.S. at the end.')).toEqual([]);
    expect(kinds('Draft a thank-you note. End your note with "Warm regards".')).toContain('ending:');
    const sp = 'Draft a short thank-you note. For instance, a note might close with "Warm regards".';
    expect(outcome(sp, 'Thank you so much for the flowers. They brighten the whole kitchen.')).toBe('COMPLIANT');
  });
});

describe('a permission is no requirement', () => {
  it('an optional form gives no rule; a clause that also asks for something keeps its rule', () => {
    expect(permitsOnly('A closing P.S. is optional.')).toBe(true);
    expect(permitsOnly('Feel free to use bullet points.')).toBe(true);
    expect(permitsOnly('Many guests sign off with a P.S.; that is up to them.')).toBe(true);
    expect(permitsOnly('Use exactly 3 bullet points; emojis are optional.')).toBe(false);
    expect(permitsOnly('Add a P.S. at the end.')).toBe(false);
    expect(permitsOnly('Si quieres, termina con una posdata.')).toBe(true);
    expect(permitsOnly('Un post-scriptum est facultatif.')).toBe(true);
    expect(permitsOnly('Puedes usar como máximo 3 viñetas.')).toBe(false);
    const kinds = (sp: string) => params(sp).map((p) => `${p.check}:${p.format ?? p.item ?? ''}`);
    expect(kinds('Write a short note to the guest. Add a P.S. if you like.')).not.toContain('format:postscript');
    expect(kinds('Help the guest write a note. Many guests sign off with a P.S.; that is up to them.')).not.toContain('format:postscript');
    expect(kinds('Write a reply. Ending with "Cheers" is optional.')).not.toContain('ending:');
    expect(params('Write a poem. You may write it in all capital letters if you want.').filter((p) => p.check === 'case')).toEqual([]);
    expect(kinds('Write a short note to the guest. Add a P.S. at the end.')).toContain('format:postscript');
  });
});

describe('a case asked for a part of the reply is no whole-reply case rule', () => {
  const cases = (sp: string) => params(sp).filter((p) => p.check === 'case' && (p.mode === 'upper' || p.mode === 'lower'));
  it('the title, names or the first word in a case; the whole reply still', () => {
    expect(caseOfPart('Put the heading in all capital letters.')).toBe(true);
    expect(caseOfPart('Escribe el título en mayúsculas y el resto en minúsculas.')).toBe(true);
    expect(caseOfPart('Your whole reply, including the title, must be in capital letters.')).toBe(false);
    expect(cases('Write a short ode. Put the title in all capital letters.')).toEqual([]);
    expect(cases('Escribe una oda. Escribe el título en mayúsculas y el resto en minúsculas.')).toEqual([]);
    expect(cases('Write a short ode. Your entire response must be in capital letters.')).toEqual([{ check: 'case', mode: 'upper' }]);
    expect(cases('Escribe una oda. Toda tu respuesta debe estar en minúsculas.')).toEqual([{ check: 'case', mode: 'lower' }]);
  });
});

describe('a negated bound and a negated case word are read the other way', () => {
  const caps = (sp: string) => params(sp).filter((p) => p.check === 'case');
  it('a bound under a negation of its verb limits from above', () => {
    expect(negatedBound('Evita usar palabras en mayúsculas más de ', 'more_than')).toBe('at_most');
    expect(negatedBound('Do not write capitalised words at least ', 'at_least')).toBe('less_than');
    // the relation words' own negation is read by the relation readers, another instruction's is not this one's
    expect(negatedBound('Usa no menos de ', 'at_least')).toBe('at_least');
    expect(negatedBound('No uses comas y usa al menos ', 'at_least')).toBe('at_least');
    expect(caps('Escribe un anuncio. Evita escribir palabras en mayúsculas más de 2 veces.')).toEqual([
      { check: 'case', mode: 'capital_words', relation: 'at_most', n: 2 },
    ]);
  });
  it('"without any word in capitals" never asks for capitals', () => {
    expect(caps('Rédigez une annonce sans aucun mot entièrement en majuscules.').filter((p) => p.mode === 'upper')).toEqual([]);
    expect(caps('Escribe un anuncio sin ninguna palabra escrita en mayúsculas.').filter((p) => p.mode === 'upper')).toEqual([]);
    expect(caps('Rédigez une annonce entièrement en majuscules.')).toEqual([{ check: 'case', mode: 'upper' }]);
  });
});

describe('a negated keyword count is a bound, not a ban, and is read the other way', () => {
  const kw = (sp: string) => params(sp).filter((p) => p.check === 'keyword_frequency' || p.check === 'forbidden_strings');
  it('es/fr/en', () => {
    expect(kw('Redacta una reseña. La palabra "sabor" no debe aparecer más de 2 veces.')).toEqual([
      { check: 'keyword_frequency', keyword: 'sabor', relation: 'at_most', n: 2 },
    ]);
    expect(kw('Redacta una reseña. No repitas la palabra "sabor" más de 2 veces.')).toEqual([
      { check: 'keyword_frequency', keyword: 'sabor', relation: 'at_most', n: 2 },
    ]);
    expect(kw("Rédigez une critique. N'utilisez jamais le mot « goût » plus de deux fois.")).toEqual([
      { check: 'keyword_frequency', keyword: 'goût', relation: 'at_most', n: 2 },
    ]);
    expect(kw('Rédigez une critique. Le mot « goût » ne doit pas apparaître moins de 3 fois.')).toEqual([
      { check: 'keyword_frequency', keyword: 'goût', relation: 'at_least', n: 3 },
    ]);
    // English: the word is not banned (no count rule is read from "twice" yet, so nothing is enforced)
    expect(kw('Write a review. Never use the word "flavour" more than twice.').filter((p) => p.check === 'forbidden_strings')).toEqual([]);
    expect(FREQUENCY_BOUND.test(' plus de deux fois')).toBe(true);
    expect(kw('Write a review. Never use the word "flavour".')).toEqual([{ check: 'forbidden_strings', category: 'banned', strings: ['flavour'] }]);
  });
  it('a negation between the number and the item word: no count of items', () => {
    expect(params('Rédigez un guide sans puces.').filter((p) => p.check === 'count')).toEqual([]);
  });
});

describe('a form that belongs to a person in the task, or to a part of the reply, is no whole-reply rule', () => {
  const form = (sp: string) => params(sp).filter((p) => ['length', 'count', 'case', 'format'].includes(String(p.check)));
  it('every form cue inside a relative clause about a person', () => {
    expect(formOfAPerson('Write a story about a boy who has to write a poem of at least 40 lines.')).toBe(true);
    expect(formOfAPerson('Write a 200-word story about a boy who has to write a poem of at least 40 lines.')).toBe(false);
    expect(form('Write a story about a boy who has to write a poem of at least 40 lines.')).toEqual([]);
    expect(form('Escribe la historia de una alumna que debe entregar un trabajo de 800 palabras.')).toEqual([]);
    expect(form("Racontez l'histoire d'un auteur qui écrit toujours en majuscules.")).toEqual([]);
    expect(form('Write a story in at most 80 words.')).toEqual([{ check: 'length', unit: 'words', relation: 'at_most', n: 80 }]);
  });
  it('a count inside a named part, in another unit than the part', () => {
    expect(countInsidePart('Le dernier paragraphe doit contenir au moins 40 mots.', 'words')).toBe(true);
    expect(countInsidePart('Your reply needs 4 paragraphs and each paragraph at most 2 sentences.', 'paragraphs')).toBe(false);
    expect(form('Rédigez une lettre. Le premier paragraphe doit contenir au moins 40 mots.')).toEqual([]);
    expect(form('Escribe una carta. Cada párrafo debe tener como máximo 2 frases.')).toEqual([]);
  });
});

describe('others’ habits and rejected alternatives are no form rules', () => {
  const form = (sp: string) => params(sp).filter((p) => ['length', 'count', 'case', 'format'].includes(String(p.check)));
  it('a clause about some or many others, a form after "instead of"', () => {
    expect(describesOnly('Some novelists write whole chapters in lowercase.')).toBe(true);
    expect(form('You coach poets. Some novelists write whole chapters in lowercase.')).toEqual([]);
    expect(form('Keep it brief: instead of four paragraphs, give one.')).toEqual([]);
    expect(form('You coach poets. Write your feedback in lowercase.')).toEqual([{ check: 'case', mode: 'lower' }]);
  });
});

describe('a clause that negates nothing forbids nothing', () => {
  it('a typed "keywords to avoid" needs a negation in the clause; a list to include stays required', () => {
    expect(carriesNegation("Assurez-vous d'employer les mots ['vent', 'dune'].")).toBe(false);
    expect(carriesNegation("N'employez pas les mots ['vent', 'dune'].")).toBe(true);
    expect(carriesNegation('「風」という単語を使わないでください。')).toBe(true);
    const kw = params("Rédigez une chanson. Assurez-vous d'utiliser les mots ['pluie', 'toit'].").filter((p) => p.check === 'forbidden_strings');
    expect(kw).toEqual([]);
    expect(params("Rédigez un poème. N'employez pas les mots ['vent', 'dune'].").filter((p) => p.check === 'forbidden_strings')).toHaveLength(1);
  });
});

describe('an instruction a person of the task speaks is quoted, not given', () => {
  it('a form rule only from what the clause states outside the quotation', () => {
    expect(spokenQuote('A coach tells his team: "Never write more than 3 sentences."')).toBe('"Never write more than 3 sentences."');
    expect(spokenQuote('End your reply with "Thank you for reading".')).toBeUndefined();
    const form = (sp: string) => params(sp).filter((p) => ['length', 'count', 'case', 'forbidden_chars'].includes(String(p.check)));
    expect(form('Write a scene in which a coach tells his team: "Never write more than 3 sentences."')).toEqual([]);
    expect(form('Escribe una escena en la que una maestra dice a su clase: "Escriban todo en minúsculas."')).toEqual([]);
    expect(form('Write a scene in under 50 words in which a coach says: "Keep it simple, team."')).toEqual([
      { check: 'length', unit: 'words', relation: 'less_than', n: 50 },
    ]);
  });
});

describe('a length bound under a negated verb (English too)', () => {
  it('"never write more than N" is at most N; "do not write fewer than N" is at least N', () => {
    const len = (sp: string) => params(sp).filter((p) => p.check === 'length');
    expect(len('Never reply with more than 4 sentences.')).toEqual([{ check: 'length', unit: 'sentences', relation: 'at_most', n: 4 }]);
    expect(len('Do not write fewer than 60 words.')).toEqual([{ check: 'length', unit: 'words', relation: 'at_least', n: 60 }]);
    expect(len('Use no more than 60 words.')).toEqual([{ check: 'length', unit: 'words', relation: 'at_most', n: 60 }]);
  });
});
