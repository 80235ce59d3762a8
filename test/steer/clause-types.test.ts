/**
 * Typed rule extraction (issue 11, item 1): the trained clause-type classifier, its ONNX artifact, the typed slot
 * readers in four languages, and the minimal-edit redemption of what they find. The phrasings below were written for
 * this test; none is copied from the training corpora.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { EMBEDDING_DIMS } from '../../infra/models/embedder.js';
import { collectEmbeddings } from '../../processors/steer/embeddings.js';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import {
  CLAUSE_MODEL_PATH,
  clauseModelStatus,
  clauseTypes,
  rawClauseScores,
  rawEmbeddingScores,
} from '../../processors/steer/preprocess/clauses/classifier.js';
import { CLAUSE_FEATURIZER_SPEC, clauseFeatures } from '../../processors/steer/preprocess/clauses/featurizer.js';
import { CLAUSE_TYPES } from '../../processors/steer/preprocess/clauses/types.js';
import { readNumber, readRelation, readSlots } from '../../processors/steer/preprocess/families/typed-slots.js';
import { parseRelation } from '../../processors/steer/text.js';
import { FALLBACK_RESPONSE } from '../../processors/steer/types.js';
import { rulesOf } from './helpers.js';

const run = (system_prompt: string, proposed_response: string) =>
  runSteerEngines({ system_prompt, proposed_response, messages: [{ role: 'user', content: system_prompt }] }).verify;
const params = (sp: string) => rulesOf(sp).map((r) => r.params as Record<string, unknown>);

describe('clause-type classifier', () => {
  it('loads, and onnxruntime-node gives the same scores as the TypeScript forward pass (n-gram and embedding heads)', async () => {
    expect(clauseModelStatus()).toEqual({ loaded: true });
    // the committed file; `scripts/train/clause-type/train.ts` reproduces it byte for byte
    expect(createHash('sha256').update(readFileSync(CLAUSE_MODEL_PATH)).digest('hex')).toBe('c02ecb1790f813890d01d68e33c999c7bae36ed50232b37ae36536dc0d50d654');
    const session = await ort.InferenceSession.create(CLAUSE_MODEL_PATH);
    const texts = ['Do not use any commas in your reply.', 'Tu respuesta debe estar en minúsculas.', '回答全体をJSON形式で出力してください。'];
    const vectors = await collectEmbeddings(texts);
    expect(vectors.size).toBe(texts.length);
    for (const t of texts) {
      const f = clauseFeatures(t);
      const v = vectors.get(t)!;
      const out = await session.run({
        ids: new ort.Tensor('int64', BigInt64Array.from([...f.ids].map((x) => BigInt(x))), [f.ids.length]),
        weights: new ort.Tensor('float32', f.weights, [f.weights.length, 1]),
        embedding: new ort.Tensor('float32', v, [1, EMBEDDING_DIMS]),
      });
      const onnx = out.scores!.data as Float32Array;
      const ours = rawClauseScores(t)!;
      expect(onnx.length).toBe(CLAUSE_TYPES.length);
      for (let j = 0; j < CLAUSE_TYPES.length; j++) expect(Math.abs(onnx[j]! - ours[j]!)).toBeLessThan(1e-5);
      const onnxE = out.embedding_scores!.data as Float32Array;
      const oursE = rawEmbeddingScores(v)!;
      for (let j = 0; j < CLAUSE_TYPES.length; j++) expect(Math.abs(onnxE[j]! - oursE[j]!)).toBeLessThan(1e-5);
    }
    expect(CLAUSE_FEATURIZER_SPEC.buckets).toBe(32768);
    expect(CLAUSE_FEATURIZER_SPEC.embedding.dims).toBe(EMBEDDING_DIMS);
  });

  it('the embedding heads type unseen English paraphrases the n-gram heads miss, and leave task sentences alone', async () => {
    // written for this test; no training template says "anywhere", "nowhere" or names the punctuation mark
    const typed: [string, string][] = [
      ['Make sure the punctuation mark called a comma shows up nowhere at all in what you write back.', 'no_comma'],
      ['make sure there are no commas anywhere in the answer', 'no_comma'],
    ];
    const untyped = [
      'Tell me about your weekend plans.',
      'Use a friendly, upbeat tone.',
      'You are a helpful assistant for a bakery.',
      'Never mention our competitors.',
    ];
    const v = await collectEmbeddings([...typed.map(([t]) => t), ...untyped]);
    for (const [t, type] of typed) {
      expect(clauseTypes(t), t).not.toContain(type);
      expect(clauseTypes(t, v.get(t)), t).toContain(type);
    }
    for (const t of untyped) expect(clauseTypes(t, v.get(t)), t).toEqual([]);
  });

  it('types instructions in unseen Spanish and French wording, and leaves task sentences alone', () => {
    // (on n-grams alone "make sure there are no commas anywhere in the answer" and a Japanese placeholder instruction
    // score below threshold — the embedding heads type the English one, see below; docs/steer.md)
    expect(clauseTypes('Escribe toda tu respuesta en letras minúsculas, sin ninguna mayúscula.')).toContain('lowercase');
    expect(clauseTypes('Votre réponse entière doit être au format JSON.')).toContain('json');
    for (const task of [
      'Write a short essay about the history of tea in Britain.',
      'Décrivez les avantages du vélo en ville.',
      'You are a helpful assistant for a bakery.',
    ])
      expect(clauseTypes(task), task).toEqual([]);
  });
});

describe('typed slot readers', () => {
  it('numbers and comparisons in four languages', () => {
    expect(readNumber('au moins trois fois')?.n).toBe(3);
    expect(readNumber('5個の箇条書き')?.n).toBe(5);
    expect(readNumber('2023年に公開された映画トップ5')?.n).toBe(5);
    const rel = (s: string) => readRelation(s, readNumber(s)!.at, undefined);
    expect(rel('no menos de 12 frases')).toBe('at_least');
    expect(rel('Tu respuesta no debe exceder las 300 palabras')).toBe('at_most');
    expect(rel('moins de 50 mots')).toBe('less_than');
    expect(rel('100語以上で')).toBe('at_least');
    expect(rel('50語未満で')).toBe('less_than');
  });

  it('"exceed" is more-than, and at-most only when negated (en/es/fr, both readers)', () => {
    const both = (s: string) => {
      const at = readNumber(s)!.at;
      return [readRelation(s, at, undefined), parseRelation(s.slice(0, at))];
    };
    for (const s of [
      'Votre réponse doit dépasser 397 mots.',
      'The answer must exceed 300 words.',
      'La respuesta debe superar las 200 palabras.',
      'Tu respuesta debe exceder 150 palabras.',
    ])
      expect(both(s), s).toEqual(['more_than', 'more_than']);
    for (const s of [
      'Votre réponse ne doit pas dépasser 397 mots.',
      "Votre réponse n'excède pas 200 mots.",
      'La réponse ne dépasse pas 120 mots.',
      'The answer must not exceed 300 words.',
      "The answer shouldn't exceed 300 words.",
      'Tu respuesta no debe exceder las 300 palabras.',
      'Responde sin superar las 80 palabras.',
    ])
      expect(both(s), s).toEqual(['at_most', 'at_most']);
    // the whole pipeline: a French "doit dépasser" is a minimum
    expect(params('Décrivez votre ville. Votre réponse doit dépasser 397 mots.')).toContainEqual(
      expect.objectContaining({ check: 'length', unit: 'words', relation: 'more_than', n: 397 }),
    );
  });

  it('a typed reading replaces a family rule that read the slot wrongly', () => {
    // the family took "inclure le mot" for the keyword; the typed reader takes the quoted word
    const fr = params("Rédigez un poème. Assurez-vous d'inclure le mot « marée » au moins 3 fois dans votre texte.");
    expect(fr).toContainEqual(expect.objectContaining({ check: 'keyword_frequency', keyword: 'marée', relation: 'at_least', n: 3 }));
    expect(fr.some((p) => p.check === 'keyword_frequency' && p.keyword !== 'marée')).toBe(false);
    // a postscript "starting with P.D." is not an opening rule
    const es = params('Explica la fotosíntesis. No olvides añadir una posdata al final que empiece con "P.D.".');
    expect(es).toContainEqual(expect.objectContaining({ check: 'format', format: 'postscript' }));
    expect(es.some((p) => p.check === 'opening')).toBe(false);
    // a negated frequency in Japanese
    const ja = params('「観光」という単語を3回以上は使わないでください。');
    expect(ja).toContainEqual(expect.objectContaining({ check: 'keyword_frequency', keyword: '観光', relation: 'less_than', n: 3 }));
  });

  it('a forbidden-words clause is not also read as required keywords (the two rules would contradict)', () => {
    for (const p of [
      "Écrivez une scène. De plus, évitez à tout prix d'employer les mots 'anniversaire' et 'subjectif' au cours de l'échange.",
      "Écrivez une scène. Évitez d'utiliser les mots 'corde' et 'espoir'.",
    ]) {
      const ps = params(p);
      expect(
        ps.some((x) => x.check === 'forbidden_strings'),
        p,
      ).toBe(true);
      expect(
        ps.some((x) => x.check === 'required_phrase'),
        p,
      ).toBe(false);
    }
    // a compound clause that requires one word and forbids others: the required word is not also banned
    const mixed = params("Write a story. Include the word 'farmer'; do not use the words 'economy' or 'demand'.");
    expect(mixed).toContainEqual(expect.objectContaining({ check: 'required_phrase', phrases: ['farmer'] }));
    expect(mixed).toContainEqual(expect.objectContaining({ check: 'forbidden_strings', strings: ['economy', 'demand'] }));
    expect(mixed.some((x) => x.check === 'forbidden_strings' && (x.strings as string[]).includes('farmer'))).toBe(false);
  });

  it('"letters should appear" names no letter: only the capital-words rule is read', () => {
    const ps = params('Write a poem. In your response, words with all capital letters should appear less than 3 times.');
    expect(ps.some((x) => x.check === 'letter_frequency')).toBe(false);
    expect(ps).toContainEqual(expect.objectContaining({ check: 'case', mode: 'capital_words', relation: 'less_than', n: 3 }));
    expect(params('Write a poem. The letter q should appear at least 4 times.')).toContainEqual(
      expect.objectContaining({ check: 'letter_frequency', letter: 'q', relation: 'at_least', n: 4 }),
    );
  });

  it('the paragraph divider *** named in another sentence of the prompt is kept (typed and family readings)', () => {
    for (const p of [
      'Write an essay. Paragraphs and only paragraphs are separated with the markdown divider: ***. There should be 3 paragraphs.',
      'Rédigez un essai. Les paragraphes sont séparés par le séparateur markdown ***. Votre texte doit comporter 3 paragraphes.',
    ])
      expect(params(p), p).toContainEqual(expect.objectContaining({ check: 'length', unit: 'paragraphs', n: 3, divider: '***' }));
    expect(
      readSlots('paragraphs', 'Votre texte doit comporter 3 paragraphes.', 'Séparez-les par ***. Votre texte doit comporter 3 paragraphes.')?.params,
    ).toMatchObject({ divider: '***' });
    expect(readSlots('paragraphs', 'Votre texte doit comporter 3 paragraphes.')?.params).not.toHaveProperty('divider');
  });

  it('a number inside an example of the format ("such as: SECTION 1") states no count', () => {
    for (const p of [
      'Your answer must have 3 sections. Mark the beginning of each section with SECTION X, such as: SECTION 1',
      'Tu respuesta debe tener 4 secciones. Marca el inicio de cada sección con Sección X, por ejemplo: Sección 1',
    ]) {
      const secs = params(p).filter((x) => x.check === 'count' && x.item === 'sections');
      expect(secs.length, p).toBe(1);
      expect(secs[0]!.n).not.toBe(1);
    }
    expect(readNumber('por ejemplo: Sección 1')).toBeUndefined();
    expect(readNumber('como máximo 300 palabras')?.n).toBe(300);
  });

  it('a postscript only mentioned as the topic of the task is no rule; an instruction is, with its marker as its slot only', () => {
    for (const p of [
      'Escribe un ensayo sobre por qué la gente añade una posdata (P.D.) a sus cartas.',
      'Write a short story in which a character finds a letter ending with a P.S. from her grandmother.',
      'Écrivez un article sur les post-scriptum dans les lettres de Victor Hugo.',
    ])
      expect(
        params(p).some((x) => x.check === 'format'),
        p,
      ).toBe(false);
    const es = params('Escribe una carta. No olvides incluir una posdata al final de tu respuesta, iniciando con "P.D.".');
    expect(es).toContainEqual(expect.objectContaining({ check: 'format', format: 'postscript', marker: 'P.D.' }));
    expect(
      es.some((x) => x.check === 'required_phrase'),
      'the marker is not also a required phrase',
    ).toBe(false);
    expect(params('Write a letter about your holiday. At the end of your response, add a postscript starting with P.S.')).toContainEqual(
      expect.objectContaining({ check: 'format', format: 'postscript' }),
    );
  });

  it('"at the end, a note that starts with …" is no opening rule', () => {
    expect(params('Escribe una carta. Incluye al final una nota que empiece con "Nota:".').some((x) => x.check === 'opening')).toBe(false);
    expect(params('Write a tweet that starts with the word "Breaking".')).toContainEqual(expect.objectContaining({ check: 'opening', phrase: 'Breaking' }));
  });

  it("letter case and an opening only mentioned as the topic are no rules; the reply's own are", () => {
    expect(params('Write an essay about the use of words in ALL CAPS on social media.').some((x) => x.check === 'case')).toBe(false);
    expect(params('Describe a book whose first chapter begins with the words "It was a dark night".').some((x) => x.check === 'opening')).toBe(false);
    expect(params('Write a poem about the sea that begins with "Waves".')).toContainEqual(expect.objectContaining({ check: 'opening', phrase: 'Waves' }));
    expect(params('Write a story about a cat. Your entire response should be in English, and in all capital letters.')).toContainEqual(
      expect.objectContaining({ check: 'case', mode: 'upper' }),
    );
  });

  it('an example line of a list states no count, and a single banned letter is a character ban', () => {
    expect(params('Utilisez exactement 3 puces markdown, par exemple :\n* Point 1').filter((p) => p.check === 'count')).toEqual([
      expect.objectContaining({ item: 'bullets', relation: 'exactly', n: 3 }),
    ]);
    expect(params('Never use the letter "q" in your answer.')).toContainEqual(expect.objectContaining({ check: 'forbidden_chars', chars: 'q' }));
  });
});

describe('operator English: the characters type and bounds written after the count', () => {
  const rel = (s: string) => readRelation(s, readNumber(s)!.at, undefined);
  it("reads the bound after the count and its unit, and the families' at-most cues before it", () => {
    expect(rel('Replies: 60 words or less.')).toBe('at_most');
    expect(rel('Three bullet points max per answer.')).toBe('at_most');
    expect(rel('Aim for 200 words minimum.')).toBe('at_least');
    expect(rel('A 300-character maximum applies to every reply.')).toBe('at_most');
    expect(rel('Max. 5 numbered steps.')).toBe('at_most');
    expect(rel('Stay within a 1,000-character limit.')).toBe('at_most');
    // the bound of another count after a comma is not this one's
    expect(rel('Use 4 sections, at most 2 bullets each.')).toBeUndefined();
  });

  it('a length limit in characters is typed and read as a characters length rule (en, es, ja)', () => {
    const slot = (t: string) => readSlots('characters', t)?.params;
    expect(slot('Every SMS reply has to stay at 140 characters or fewer.')).toEqual(
      expect.objectContaining({ check: 'length', unit: 'characters', relation: 'at_most', n: 140 }),
    );
    expect(slot('La respuesta no debe superar los 250 caracteres.')).toEqual(expect.objectContaining({ unit: 'characters', relation: 'at_most', n: 250 }));
    expect(slot('回答は300字以内にしてください。')).toEqual(expect.objectContaining({ unit: 'characters', relation: 'at_most', n: 300 }));
    expect(clauseTypes('Each push alert must be 110 characters or fewer.')).toContain('characters');
    expect(params('You write push alerts for a bike shop. Each alert must be 110 characters or fewer.')).toContainEqual(
      expect.objectContaining({ check: 'length', unit: 'characters', relation: 'at_most', n: 110 }),
    );
    // a count of characters that is not the reply's length
    for (const t of ['Voucher codes are 12 characters long and start with HX.', 'The villain of our board game is a character named Grom.'])
      expect(clauseTypes(t), t).not.toContain('characters');
  });

  it("a negated form is no requirement; a title without brackets named is no <<title>> rule; a count after the title is not the whole reply's", () => {
    expect(readSlots('quotation', 'Never put quotation marks around your answer.')).toBeUndefined();
    expect(readSlots('postscript', "Please don't add a P.S. under the signature.")).toBeUndefined();
    expect(readSlots('postscript', "Don't forget to end with a P.S. about the sale.")?.params).toEqual(expect.objectContaining({ format: 'postscript' }));
    expect(readSlots('title', 'Open with a short headline in sentence case.')).toBeUndefined();
    expect(readSlots('title', 'Open with a headline in double angle brackets.')?.params).toEqual(expect.objectContaining({ format: 'title' }));
    expect(readSlots('paragraphs', 'Below the heading, use no more than two paragraphs.')).toBeUndefined();
  });

  it('operator slot shapes: spelled-out numbers, notes, unquoted end lines and word lists', () => {
    const p = (t: string, type: Parameters<typeof readSlots>[0]) => readSlots(type, t)?.params;
    expect(p('Replies must stay under one hundred and twenty words.', 'words')).toEqual(expect.objectContaining({ relation: 'less_than', n: 120 }));
    expect(p('- sentences: max 3', 'sentences')).toEqual(expect.objectContaining({ relation: 'at_most', n: 3 }));
    expect(p('Put 1 word in CAPS at most and keep it to 90 words or fewer.', 'words')).toEqual(expect.objectContaining({ relation: 'at_most', n: 90 }));
    expect(p('Always close with this exact line: Talk soon, the Fernway team', 'end_phrase')).toEqual(
      expect.objectContaining({ phrase: 'Talk soon, the Fernway team' }),
    );
    expect(p('Banned words: cheap, guarantee, free.', 'keywords_forbid')).toEqual(expect.objectContaining({ strings: ['cheap', 'guarantee', 'free'] }));
    expect(p('Antworte in höchstens drei Sätzen.', 'sentences')).toEqual(expect.objectContaining({ relation: 'at_most', n: 3 }));
    expect(p("Reply in the customer's own language.", 'response_language')).toEqual(expect.objectContaining({ lang: 'user' }));
  });

  it('whole-reply lowercase in plain operator English scores high on n-grams; a look-alike stays low', () => {
    // raw n-gram score 0.03 before the operator phrasings, 0.67 now; yet its calibrated score (0.58) is still under
    // the head's threshold (0.66), set by look-alikes on validation: not typed yet (seeds/models/clause-type.SOURCES.md)
    const lower = CLAUSE_TYPES.indexOf('lowercase');
    expect(rawClauseScores('Write every reply entirely in lowercase letters, including the first word of sentences.')![lower]).toBeGreaterThan(0.5);
    expect(clauseTypes('Customers often type in lowercase on mobile; do not correct them.')).not.toContain('lowercase');
  });
});

describe('minimal-edit redemption of typed rules', () => {
  it('fixes formatting with the fixers and leaves a compliant reply untouched', () => {
    const sp = 'Explica por qué el cielo es azul. Tu respuesta debe estar completamente en minúsculas y no uses ninguna coma.';
    const bad = run(sp, 'El cielo es azul por la dispersión de Rayleigh, que afecta más a la luz azul.');
    expect(bad.outcome).toBe('REDEEMED');
    expect(bad.response).toBe('el cielo es azul por la dispersión de rayleigh que afecta más a la luz azul.');
    const good = run(sp, 'el cielo es azul por la dispersión de rayleigh que afecta más a la luz azul.');
    expect(good.outcome).toBe('COMPLIANT');
    expect(good.modified).toBe(false);
  });

  it('a requirement the fixers cannot meet keeps the fixed reply instead of the refusal', () => {
    const sp = 'Describe a lighthouse. Answer with at least 300 words and do not use any commas.';
    const v = run(sp, 'A lighthouse is a tall tower, usually white, with a bright lamp at the top.');
    expect(v.outcome).toBe('REDEEMED');
    expect(v.response).not.toBe(FALLBACK_RESPONSE);
    expect(v.response).not.toContain(',');
    expect(v.response).toContain('lighthouse');
  });
});
