import { readFileSync } from 'node:fs';
import type { DirectoryRecord } from '../../schemas/http/crisis-resource.js';

/** Fields the build derives for every hand-kept entry (ids, codes, timezone, 24/7, source fields, …); an entry states the rest. */
type Derived =
  | 'id'
  | 'country_codes'
  | 'subdivision_codes'
  | 'timezone'
  | 'is_24_7'
  | 'source_url'
  | 'source_name'
  | 'licence'
  | 'verified_at'
  | 'tags'
  | 'prominence'
  | 'resource_kind'
  | 'hours_confidence';

/** The shape every hand-kept directory entry shares (curated.json, editorial.json, team-known.json). */
export type HandKeptEntry = Omit<DirectoryRecord, Derived> & {
  countries: string[]; // [] = global
  subdivisions?: string[];
  timezone?: string;
  tags?: string[];
  prominence?: DirectoryRecord['prominence'];
  resource_kind?: DirectoryRecord['resource_kind'];
};

/** The directory's hand-kept records are data (`seeds/directory/records/*.json`); the modules here keep their types. */
export function records<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`../../seeds/directory/records/${file}`, import.meta.url), 'utf8')) as T;
}
