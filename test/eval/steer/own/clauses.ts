/**
 * Clause-type accuracy on English clauses we wrote (test/eval/steer/own/clauses-en.jsonl: one instruction per clause
 * in wording written after the classifier's templates, and task/persona/tone sentences that state no type). Scores
 * what extraction acts on (anchoredClauseTypes) on n-grams alone and with the clause's MiniLM embedding. Never
 * trained on.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { collectEmbeddings } from '../../../../processors/steer/embeddings.js';
import { anchoredClauseTypes } from '../../../../processors/steer/preprocess/clauses/classifier.js';

interface ClauseCase {
  id: string;
  text: string;
  type: string | null;
}

export interface ClauseScore {
  positives: number;
  found: number;
  wrongTypes: number;
  negatives: number;
  negativesTyped: number;
  missed: string[];
}

export async function evaluateClauses(): Promise<{ bare: ClauseScore; embedded: ClauseScore }> {
  const cases = readFileSync(fileURLToPath(new URL('clauses-en.jsonl', import.meta.url)), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as ClauseCase);
  const vectors = await collectEmbeddings(cases.map((c) => c.text));
  const score = (withVectors: boolean): ClauseScore => {
    const s: ClauseScore = { positives: 0, found: 0, wrongTypes: 0, negatives: 0, negativesTyped: 0, missed: [] };
    for (const c of cases) {
      const types: string[] = anchoredClauseTypes(c.text, withVectors ? vectors.get(c.text) : undefined);
      if (c.type) {
        s.positives++;
        if (types.includes(c.type)) s.found++;
        else s.missed.push(c.id);
        s.wrongTypes += types.filter((t) => t !== c.type).length;
      } else {
        s.negatives++;
        if (types.length) s.negativesTyped++;
      }
    }
    return s;
  };
  return { bare: score(false), embedded: score(true) };
}

export function formatClauses(r: { bare: ClauseScore; embedded: ClauseScore }): string {
  const line = (name: string, s: ClauseScore) =>
    `${name}: typed ${s.found}/${s.positives} = ${((100 * s.found) / s.positives).toFixed(1)}%; other types given ${s.wrongTypes}; non-instructions typed ${s.negativesTyped}/${s.negatives}; missed ${s.missed.join(', ') || 'none'}`;
  return ['\nclause types, English clauses we wrote (test/eval/steer/own/clauses-en.jsonl)', line('n-grams alone  ', r.bare), line('with embeddings', r.embedded)].join('\n');
}
