/**
 * Loads the shipped directory seed (seeds/directory/*.json) and the scope texts of the taxonomy
 * (seeds/taxonomy/service-scopes.json). This is the only I/O in processors/signpost; the engines take the loaded
 * arrays as arguments.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DirectoryRecord } from '../../../schemas/http/crisis-resource.js';
import type { ScopeTexts } from '../ranking/embedding-index.js';
import type { RegisterEntry } from '../records/validate.js';

export const DIRECTORY_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../seeds/directory');
export const TAXONOMY_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../seeds/taxonomy');

export function loadDirectory(dir = DIRECTORY_DIR): DirectoryRecord[] {
  return JSON.parse(readFileSync(join(dir, 'resources.json'), 'utf8')).records as DirectoryRecord[];
}

export function loadNumberRegister(dir = DIRECTORY_DIR): RegisterEntry[] {
  return JSON.parse(readFileSync(join(dir, 'number-register.json'), 'utf8')).numbers as RegisterEntry[];
}

/** Each scope's description and plain-language phrases, in taxonomy order (embedded as the index's scope rows). */
export function loadScopeTexts(dir = TAXONOMY_DIR): ScopeTexts[] {
  const raw = JSON.parse(readFileSync(join(dir, 'service-scopes.json'), 'utf8')) as { scopes: ScopeTexts[] };
  return raw.scopes.map(({ scope, description, plain_language }) => ({ scope, description, plain_language: plain_language ?? [] }));
}
