/**
 * How each open-helplines (CC0-1.0, verified 2026-06-02) record becomes a Haven record.
 * Facts (name, local name, numbers, URLs, hours, languages) come from the CC0 record; short codes
 * that the registry forced into E.164 are stored as national strings (e.g. +44116123 -> 116123);
 * descriptions, tiers, scopes and populations are Haven's own.
 */

import type { CuratedInput } from './curated.js';
import { records } from './records.js';

type Mapped = Omit<CuratedInput, 'countries' | 'source'>;

export const OPEN_HELPLINES_MAP: Record<string, Mapped> = records<Record<string, Mapped>>('open-helplines-map.json');
