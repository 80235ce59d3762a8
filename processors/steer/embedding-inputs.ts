/**
 * Which embeddings each synchronous steer engine gets from the async stage: preprocess gets the system prompt's
 * chunks and those of its own voice (the jailbreak model) and its clauses (the clause-type classifier), screen and verify get the protected facts, the prompt's sentences and the reply's
 * sentences and clauses when the prompt protects a fact or itself (protected-embeddings.ts). Both are looked up
 * again by the engines under the same strings; a missing vector only means the engine's embedding-free path.
 */
import { jailbreakEmbeddingTexts } from './cannot-comply/jailbreak/featurizer.js';
import { collectEmbeddings } from './embeddings.js';
import { readsAsEnglish } from './preprocess/clauses/classifier.js';
import { parsePrompt } from './preprocess/family.js';
import { leakEmbeddingTexts } from './preprocess/protected-embeddings.js';
import { semanticParams } from './screen/checks/semantic.js';
import { topicEmbeddingTexts, topicParams } from './screen/checks/topic.js';
import { ruleActEmbeddingTexts } from './screen/forbidden-act.js';
import { splitSentences } from './text.js';
import type { Preprocessed, SteerInput } from './types.js';

export function preprocessEmbeddings(systemPrompt: string): Promise<Map<string, Float32Array>> {
  return collectEmbeddings([...jailbreakEmbeddingTexts(systemPrompt), ...clauseTexts(systemPrompt)]);
}

/**
 * The English clauses of the prompt, as extraction cuts them (the clause-type classifier looks their vectors up by
 * text; its embedding heads read English clauses only).
 */
export function clauseTexts(systemPrompt: string): string[] {
  return parsePrompt(systemPrompt)
    .sentences.map((s) => s.text)
    .filter(readsAsEnglish);
}

/** The semantic rules' objects and the reply's sentences, when the prompt has semantic rules (screen/checks/semantic.ts). */
export function semanticEmbeddingTexts(pre: Preprocessed, reply: string): string[] {
  const objects = [...pre.red_lines, ...pre.watch_items].flatMap((r) => {
    const p = semanticParams.safeParse(r.params);
    return p.success ? [p.data.object] : [];
  });
  return objects.length ? [...objects, ...splitSentences(reply).map((s) => s.text.trim())] : [];
}

/** The clauses the forbidden-act head reads (topic bans by their sentence, forbidding semantic rules by their clause) and the reply's sentences. */
export function actEmbeddingTexts(pre: Preprocessed, reply: string): string[] {
  const clauses = [...pre.red_lines, ...pre.watch_items].flatMap((r) => {
    if (topicParams.safeParse(r.params).success) return [r.text];
    const p = semanticParams.safeParse(r.params);
    return p.success && p.data.polarity === 'forbid' && !p.data.condition ? [p.data.clause] : [];
  });
  return ruleActEmbeddingTexts(
    [...new Set(clauses)],
    splitSentences(reply).map((s) => s.text),
  );
}

/** The input with the vectors its screen can use (unchanged when it needs none). */
export async function withScreenEmbeddings(pre: Preprocessed, input: SteerInput): Promise<SteerInput> {
  if (pre.cannot_comply || input.embeddings) return input;
  const texts = [
    ...leakEmbeddingTexts(pre, input),
    ...semanticEmbeddingTexts(pre, input.proposed_response),
    ...topicEmbeddingTexts(pre.red_lines, input.proposed_response),
    ...actEmbeddingTexts(pre, input.proposed_response),
  ];
  return texts.length ? { ...input, embeddings: await collectEmbeddings(texts) } : input;
}
