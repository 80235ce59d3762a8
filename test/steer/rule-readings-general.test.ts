/**
 * Rule readings that must hold on wording the clause classifier never saw (issue 11: judgment that generalises).
 * Each case is a mechanism found while the dev half was judged by a classifier trained on the other part of it;
 * every phrasing below was written for this test, none is copied from the corpora.
 */
import { describe, expect, it } from 'vitest';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { promptReadsAsEnglish } from '../../processors/steer/preprocess/clauses/classifier.js';
import { latinComma } from '../../processors/steer/preprocess/families/banned-characters.js';
import { statesCase } from '../../processors/steer/preprocess/families/letter-case.js';
import { readNumber, readRelation } from '../../processors/steer/preprocess/families/typed-slots.js';
import { parseRelation } from '../../processors/steer/text.js';
import { rulesOf } from './helpers.js';

const params = (sp: string) => rulesOf(sp).map((r) => r.params as Record<string, unknown>);
const run = (system_prompt: string, proposed_response: string) =>
  runSteerEngines({ system_prompt, proposed_response, messages: [{ role: 'user', content: system_prompt }] }).verify;

describe('numbers that label a part are no counts', () => {
  it('"SECTION 2" alone, or followed by punctuation, names a section; "3 sections" counts', () => {
    expect(readNumber('CHAPITRE 2')).toBeUndefined();
    expect(readNumber('Parte 4: conclusiones')).toBeUndefined();
    expect(readNumber('Divide el texto en 3 partes')).toEqual(expect.objectContaining({ n: 3 }));
    // a capitalised verb before a count is not a label: a unit word follows it
    expect(readNumber('Write 5 short lines')).toEqual(expect.objectContaining({ n: 5 }));
  });

  it('an example line "PARTIE 1" in a prompt gives no section rule of one', () => {
    const sp = 'Rédigez un guide du jardinage. Commencez chaque partie par PARTIE X, comme ceci :\nPARTIE 1\nPARTIE 2';
    expect(params(sp).filter((p) => p.check === 'count' && p.n === 1)).toEqual([]);
  });
});

describe('French elision before a number', () => {
  it('"moins d\'une" and "plus d’un" read as less-than and more-than (both relation readers)', () => {
    expect(parseRelation("il doit apparaître moins d'", 'at_least')).toBe('less_than');
    expect(parseRelation('le texte comptera plus d’', 'at_least')).toBe('more_than');
    const clause = "Le nom « Lyon » doit figurer moins d'une fois.";
    expect(readRelation(clause, clause.indexOf('une'), 'at_least')).toBe('less_than');
  });

  it('a keyword allowed "moins d\'une fois" is an upper bound, so a reply without it keeps its text', () => {
    const sp = "Racontez une promenade en forêt. Le mot « pluie » doit apparaître moins d'une fois dans votre texte.";
    expect(params(sp)).toContainEqual(expect.objectContaining({ check: 'keyword_frequency', keyword: 'pluie', relation: 'less_than', n: 1 }));
    const v = run(sp, 'Le sentier serpente entre les chênes et le soleil filtre à travers les feuilles.');
    expect(v.modified).toBe(false);
  });
});

describe('letter case: the case a clause asks for, not the one it bans', () => {
  it('"sin mayúsculas" asks for lowercase; "sans minuscules" asks for capitals', () => {
    expect(statesCase('Escribe todo sin usar letras mayúsculas.', 'lower')).toBe(true);
    expect(statesCase('Escribe todo sin usar letras mayúsculas.', 'upper')).toBe(false);
    expect(statesCase('Le texte sera en majuscules, sans aucune minuscule.', 'upper')).toBe(true);
    expect(statesCase('Le texte sera en majuscules, sans aucune minuscule.', 'lower')).toBe(false);
    expect(statesCase('大文字は使わないでください。', 'lower')).toBe(true);
    expect(statesCase('Describe a storm at sea.', 'lower')).toBe(false);
  });

  it('a clause that names both cases yields one case rule, and a lowercase reply stays as it is', () => {
    const sp = 'Describe un mercado de pueblo. Toda tu respuesta irá en minúsculas, sin ninguna letra mayúscula.';
    const modes = params(sp)
      .filter((p) => p.check === 'case')
      .map((p) => p.mode);
    expect(modes).toEqual(['lower']);
    const v = run(sp, 'el mercado abre temprano y huele a pan recién hecho y a naranjas.');
    expect(v.modified).toBe(false);
  });
});

describe('counts of capital words and keywords', () => {
  it('the comparison is read before the number when the short list has none ("no más de", "pas plus de", "un máximo de")', () => {
    expect(params('Escribe un anuncio de radio. Las palabras en mayúsculas deben salir no más de 2 veces.')).toContainEqual(
      expect.objectContaining({ check: 'case', mode: 'capital_words', relation: 'at_most', n: 2 }),
    );
    expect(params('Escribe un folleto. Las palabras escritas en mayúsculas deben aparecer un mínimo de 6 veces.')).toContainEqual(
      expect.objectContaining({ check: 'case', mode: 'capital_words', relation: 'at_least', n: 6 }),
    );
  });

  it('"fewer than 4 words in capitals" is no length limit of 4 words', () => {
    const ps = params('Décris ton petit-déjeuner idéal. Emploie moins de 4 mots en majuscules dans ta réponse.');
    expect(ps).toContainEqual(expect.objectContaining({ check: 'case', mode: 'capital_words', relation: 'less_than', n: 4 }));
    expect(ps.filter((p) => p.check === 'length')).toEqual([]);
  });
});

describe('negations in Spanish and French', () => {
  it('"no debe contener" and "ne contiendra pas" forbid the words; "n\'oubliez pas" requires them', () => {
    const es = params('Redacta una nota para el vecino. El texto no debe contener las palabras «ruido» ni «fiesta».');
    expect(es).toContainEqual(expect.objectContaining({ check: 'forbidden_strings', strings: ['ruido', 'fiesta'] }));
    expect(es.filter((p) => p.check === 'required_phrase')).toEqual([]);
    const fr = params('Écrivez une carte postale. Votre carte ne contiendra pas les mots « plage » et « soleil ».');
    expect(fr).toContainEqual(expect.objectContaining({ check: 'forbidden_strings', strings: ['plage', 'soleil'] }));
    const keep = params("Écrivez une carte postale. N'oubliez pas d'inclure les mots « plage » et « soleil ».");
    expect(keep.filter((p) => p.check === 'forbidden_strings')).toEqual([]);
  });
});

describe('keywords follow their definition: the word appears in the text', () => {
  it('quoted words named as words are a keyword rule, met inside a longer word', () => {
    const sp = 'Escribe sobre energía. Es necesario usar las palabras «solar» y «viento».';
    expect(params(sp)).toContainEqual(expect.objectContaining({ check: 'required_phrase', phrases: ['solar', 'viento'], keywords_rule: true }));
    const v = run(sp, 'Los paneles fotosolares y los molinos de viento cubren ya buena parte de la demanda.');
    expect(v.modified).toBe(false);
  });
});

describe('postscripts follow their definition: the marker anywhere, as a word', () => {
  const sp = 'Write a note to a colleague about the move. End it with a postscript starting with P.S.';
  it('a marker after a label or mid-line counts; letters inside a word do not', () => {
    expect(run(sp, 'The boxes go to floor three on Monday. Thanks! — P.S. bring the plant.').modified).toBe(false);
    const missing = run(sp, 'The boxes go to floor three on Monday; psychology books stay here.');
    expect(missing.outcome).toBe('REDEEMED');
    expect(missing.response).toMatch(/\nP\.S\. /);
  });

  it('a Japanese marker counts wherever it stands', () => {
    const ja = '引っ越しについて同僚にメモを書いてください。最後に「追伸」で始まる追記を加えてください。';
    expect(run(ja, '月曜日に箱を三階へ運びます。よろしくお願いします。追伸：植物を忘れずに。').modified).toBe(false);
  });
});

describe('quoted phrases in a language the families read only by a few verbs', () => {
  it('the prompt language: short or English prompts read as English, Spanish/French/Japanese ones do not', () => {
    expect(promptReadsAsEnglish('Say "hi".')).toBe(true);
    expect(promptReadsAsEnglish('You help guests of the Hotel Marée find a table for dinner.')).toBe(true);
    expect(promptReadsAsEnglish('Escribe una reseña del hotel y menciona el desayuno con detalle.')).toBe(false);
    expect(promptReadsAsEnglish('ホテルの朝食について説明してください。')).toBe(false);
  });

  it('a quoted title after "debe" in Spanish is not enforced as a required phrase; English keeps its reading', () => {
    const es = params('Escribe una reseña de la novela. Tu reseña debe incluir como encabezado «Una tarde en Sevilla» y ser breve.');
    expect(es.filter((p) => p.check === 'required_phrase')).toEqual([]);
    const en = params('You are a concierge bot. Always include "Enjoy your stay!" in every reply.');
    expect(en).toContainEqual(expect.objectContaining({ check: 'required_phrase', phrases: ['Enjoy your stay!'] }));
  });
});

describe("a comma ban counts the comma of the prompt's script", () => {
  it('a French ban leaves a quoted Japanese 、 alone; a Japanese ban counts it', () => {
    const fr = "Expliquez le mot japonais pour « merci ». N'utilisez aucune virgule dans votre réponse.";
    expect(params(fr)).toContainEqual(expect.objectContaining({ check: 'forbidden_chars', charclass: 'comma', latin_only: true }));
    expect(run(fr, 'On écrit « ありがとう、ございます » pour remercier poliment.').modified).toBe(false);
    expect(run(fr, 'On dit arigatō, et on incline la tête.').outcome).toBe('REDEEMED');
    const ja = '感謝の言葉について説明してください。読点「、」は使わないでください。';
    expect(latinComma('読点「、」は使わないでください。', ja)).toEqual({});
    expect(latinComma('Do not use commas.', 'Describe a sunset. Do not use commas.')).toEqual({ latin_only: true });
  });
});

describe('formats and character bans in French and Japanese wording', () => {
  it('"ne pas utiliser de chiffres", "encadrer … de guillemets", "le format JSON", 鉤括弧で囲む, JSON形式', () => {
    expect(params('Combien de ponts compte Paris ? Merci de ne pas employer de chiffres dans la réponse.')).toContainEqual(
      expect.objectContaining({ check: 'forbidden_chars', charclass: 'digit' }),
    );
    expect(params("Racontez un souvenir d'école. Pensez à entourer tout votre texte de guillemets.")).toContainEqual(
      expect.objectContaining({ check: 'format', format: 'quoted' }),
    );
    expect(params('Préparez une liste de courses. Présentez-la au format JSON.')).toContainEqual(expect.objectContaining({ check: 'format', format: 'json' }));
    expect(params('好きな季節について書いてください。返答はすべて鉤括弧で囲んでください。')).toContainEqual(
      expect.objectContaining({ check: 'format', format: 'quoted' }),
    );
    expect(params('JSON形式で、週末の予定を三つ挙げてください。')).toContainEqual(expect.objectContaining({ check: 'format', format: 'json' }));
  });

  it('JSON as the topic of a Japanese task is no format rule', () => {
    expect(params('JSON形式について初心者向けに説明してください。').filter((p) => p.check === 'format')).toEqual([]);
  });
});

describe('Japanese forms that can mean one thing only are read without the classifier', () => {
  it('a quoted word and a number of times, a banned reading comma, a paragraph count (not "the 3rd paragraph")', () => {
    expect(params('駅前の商店街を紹介してください。「コロッケ」という語を2回以上書いてください。')).toContainEqual(
      expect.objectContaining({ check: 'keyword_frequency', keyword: 'コロッケ', relation: 'at_least', n: 2 }),
    );
    expect(params('雨の日の過ごし方を教えてください。「退屈」を3回以上は使わないでください。')).toContainEqual(
      expect.objectContaining({ check: 'keyword_frequency', keyword: '退屈', relation: 'less_than', n: 3 }),
    );
    expect(params('朝の習慣を紹介してください。読点は使用しないでください。')).toContainEqual(
      expect.objectContaining({ check: 'forbidden_chars', charclass: 'comma' }),
    );
    expect(params('祭りの思い出を2段落で書いてください。')).toContainEqual(expect.objectContaining({ check: 'length', unit: 'paragraphs', n: 2 }));
    expect(params('2段落目には感想を書いてください。').filter((p) => p.check === 'length')).toEqual([]);
  });
});
