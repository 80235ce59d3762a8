/**
 * Which texts a request's screen embeds (the async stage collects them, processors/steer/embedding-inputs.ts): the
 * protected facts and the reply's sentences when the prompt protects a fact; the prompt's clauses and the reply's
 * clauses when it protects itself; nothing otherwise, so replies to other prompts cost nothing.
 */
import { promptLeakParams } from '../screen/checks/prompt-leak.js';
import { protectedStatementParams } from '../screen/checks/protected-statement.js';
import type { Preprocessed, SteerInput } from '../types.js';
import { promptSentences, replyClauses, replySentences } from './protected-similarity.js';

const statementsOf = (pre: Preprocessed) =>
  pre.red_lines.flatMap((r) => {
    const p = protectedStatementParams.safeParse(r.params);
    return p.success ? [p.data.statement] : [];
  });
const guardsPrompt = (pre: Preprocessed) => pre.red_lines.some((r) => promptLeakParams.safeParse(r.params).success);

/** The texts whose embeddings the screen of this request can use (empty when it protects no fact and not itself). */
export function leakEmbeddingTexts(pre: Preprocessed, input: Pick<SteerInput, 'system_prompt' | 'proposed_response'>): string[] {
  const statements = statementsOf(pre);
  const echo = guardsPrompt(pre);
  if (!statements.length && !echo) return [];
  const out = [...statements];
  if (statements.length) out.push(...replySentences(input.proposed_response));
  if (echo) out.push(...promptSentences(input.system_prompt), ...replyClauses(input.proposed_response));
  return out;
}
