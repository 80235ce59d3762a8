/**
 * Hand-transcribed directory facts (names, numbers, URLs, hours) from LICENSED sources only.
 * Every entry names its source; descriptions are Haven's own words. Facts from the 2021
 * Wikipedia list are stale by construction, so their hours are marked `unverified`.
 *
 * Also: `WIKI_CRISIS_NAMES` gives the service name for a country's Wikipedia-2026 crisis number
 * where the (licensed) 2021 Wikipedia text names the service behind that same number.
 */

import type { DirectoryRecord } from '../../schemas/http/crisis-resource.js';
import { type HandKeptEntry, records } from './records.js';
import type { SourceKey } from './sources.js';

/** A curated entry: its source is one of the licensed sources (sources.ts). */
export type CuratedInput = HandKeptEntry & {
  source: SourceKey;
  hours_confidence?: DirectoryRecord['hours_confidence'];
};

export const CURATED: CuratedInput[] = records<CuratedInput[]>('curated.json');

/**
 * Name (and a few facts) for a country's Wikipedia-2026 crisis number, where the licensed 2021
 * Wikipedia text names the service behind the same number. Hours from 2021 are `unverified`.
 */
export interface CrisisNaming {
  name: string;
  hours?: string;
  availability?: string;
  website_url?: string;
  chat_url?: string;
  languages?: string[];
  extra_phones?: string[];
}

export const WIKI_CRISIS_NAMES: Record<string, CrisisNaming> = records<Record<string, CrisisNaming>>('wiki-crisis-names.json');

/** Parent-state crisis lines published for territories that share the parent's numbering plan. */
export const TERRITORY_SHARES: Record<string, string[]> = records<Record<string, string[]>>('territory-shares.json');
