/**
 * Loads the shipped directory seed (seeds/directory/*.json). This is the only I/O in
 * processors/signpost; the engines take the loaded arrays as arguments.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DirectoryRecord } from '../../schemas/http/crisis-resource.js';
import type { RegisterEntry } from './validate.js';

export const DIRECTORY_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../seeds/directory');

export function loadDirectory(dir = DIRECTORY_DIR): DirectoryRecord[] {
  return JSON.parse(readFileSync(join(dir, 'resources.json'), 'utf8')).records as DirectoryRecord[];
}

export function loadNumberRegister(dir = DIRECTORY_DIR): RegisterEntry[] {
  return JSON.parse(readFileSync(join(dir, 'number-register.json'), 'utf8')).numbers as RegisterEntry[];
}
