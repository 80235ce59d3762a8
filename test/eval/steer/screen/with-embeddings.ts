/**
 * The in-process steer engines with the embeddings the running service gives them (processors/steer/engine-pool.ts
 * collects the same vectors before each worker call): preprocess with the prompt's chunk vectors, screen and
 * verify with the reply/fact/prompt vectors. Without this the in-process runner measures the embedding-free path.
 */
import { preprocessEmbeddings, withScreenEmbeddings } from '../../../../processors/steer/embedding-inputs.js';
import { runSteerEngines } from '../../../../processors/steer/pipeline.js';
import { preprocess } from '../../../../processors/steer/preprocess/engine.js';
import type { SteerFn } from '../adapters.js';

export function inProcessWithEmbeddings(): SteerFn {
  return async (input) => {
    const pre = preprocess(input.system_prompt, await preprocessEmbeddings(input.system_prompt));
    const withVectors = await withScreenEmbeddings(pre, { ...input });
    const r = runSteerEngines(withVectors, { preprocessed: pre });
    return {
      outcome: r.verify.outcome,
      compliant: r.verify.compliant,
      modified: r.verify.modified,
      response: r.verify.response,
      evasion_patterns: r.screen.evasion_patterns,
      category: r.pre.cannot_comply?.category,
      exit_point: r.verify.exit_point,
    };
  };
}
