import { readFileSync } from 'node:fs';

/** The directory's hand-kept records are data (`seeds/directory/records/*.json`); the modules here keep their types. */
export function records<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`../../seeds/directory/records/${file}`, import.meta.url), 'utf8')) as T;
}
