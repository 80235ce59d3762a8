/**
 * Typed rule extraction (issue 11, item 1): the trained clause-type classifier, its ONNX artifact, the typed slot
 * readers in four languages, and the minimal-edit redemption of what they find. The phrasings below were written for
 * this test; none is copied from the training corpora.
 */
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { CLAUSE_MODEL_PATH, clauseModelStatus, clauseTypes, rawClauseScores } from '../../processors/steer/preprocess/clauses/classifier.js';
import { CLAUSE_FEATURIZER_SPEC, clauseFeatures } from '../../processors/steer/preprocess/clauses/featurizer.js';
import { CLAUSE_TYPES } from '../../processors/steer/preprocess/clauses/types.js';
import { readNumber, readRelation } from '../../processors/steer/preprocess/families/typed-slots.js';
import { FALLBACK_RESPONSE } from '../../processors/steer/types.js';
import { rulesOf } from './helpers.js';

const run = (system_prompt: string, proposed_response: string) =>
  runSteerEngines({ system_prompt, proposed_response, messages: [{ role: 'user', content: system_prompt }] }).verify;
const params = (sp: string) => rulesOf(sp).map((r) => r.params as Record<string, unknown>);

describe('clause-type classifier', () => {
  it('loads, and onnxruntime-node gives the same scores as the TypeScript forward pass', async () => {
    expect(clauseModelStatus()).toEqual({ loaded: true });
    const session = await ort.InferenceSession.create(CLAUSE_MODEL_PATH);
    for (const t of ['Do not use any commas in your reply.', 'Tu respuesta debe estar en minúsculas.', '回答全体をJSON形式で出力してください。']) {
      const f = clauseFeatures(t);
      const out = await session.run({
        ids: new ort.Tensor('int64', BigInt64Array.from([...f.ids].map((x) => BigInt(x))), [f.ids.length]),
        weights: new ort.Tensor('float32', f.weights, [f.weights.length, 1]),
      });
      const onnx = out.scores!.data as Float32Array;
      const ours = rawClauseScores(t)!;
      expect(onnx.length).toBe(CLAUSE_TYPES.length);
      for (let j = 0; j < CLAUSE_TYPES.length; j++) expect(Math.abs(onnx[j]! - ours[j]!)).toBeLessThan(1e-5);
    }
    expect(CLAUSE_FEATURIZER_SPEC.buckets).toBe(32768);
  });

  it('types instructions in unseen Spanish and French wording, and leaves task sentences alone', () => {
    // (not yet: "make sure there are no commas anywhere in the answer" and a Japanese placeholder instruction score
    // below threshold — the model knows phrasings near its training data; docs/steer.md, "what is left")
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

  it('an example line of a list states no count, and a single banned letter is a character ban', () => {
    expect(params('Utilisez exactement 3 puces markdown, par exemple :\n* Point 1').filter((p) => p.check === 'count')).toEqual([
      expect.objectContaining({ item: 'bullets', relation: 'exactly', n: 3 }),
    ]);
    expect(params('Never use the letter "q" in your answer.')).toContainEqual(expect.objectContaining({ check: 'forbidden_chars', chars: 'q' }));
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
