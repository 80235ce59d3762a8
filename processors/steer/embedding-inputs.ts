/**
 * Which embeddings each synchronous steer engine gets from the async stage: preprocess gets the system prompt's
 * chunks and those of its own voice (the jailbreak model), screen and verify get the protected facts, the prompt's sentences and the reply's
 * sentences and clauses when the prompt protects a fact or itself (protected-embeddings.ts). Both are looked up
 * again by the engines under the same strings; a missing vector only means the engine's embedding-free path.
 */
import { jailbreakEmbeddingTexts } from './cannot-comply/jailbreak/featurizer.js';
import { collectEmbeddings } from './embeddings.js';
import { leakEmbeddingTexts } from './preprocess/protected-embeddings.js';
import type { Preprocessed, SteerInput } from './types.js';

export function preprocessEmbeddings(systemPrompt: string): Promise<Map<string, Float32Array>> {
  return collectEmbeddings(jailbreakEmbeddingTexts(systemPrompt));
}

/** The input with the vectors its screen can use (unchanged when it needs none). */
export async function withScreenEmbeddings(pre: Preprocessed, input: SteerInput): Promise<SteerInput> {
  if (pre.cannot_comply || input.embeddings) return input;
  const texts = leakEmbeddingTexts(pre, input);
  return texts.length ? { ...input, embeddings: await collectEmbeddings(texts) } : input;
}
