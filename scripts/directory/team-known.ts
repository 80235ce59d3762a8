/**
 * Haven editorial records, team-known tier: a short, FIXED list of long-established national
 * services whose numbers the Haven team is certain of but that NO source file in ../shared corroborates
 * (they are on the "not corroborated" list in seeds/directory/SOURCES.md). The lead decided to publish
 * them so that the directory has no glaring gaps (e.g. no UK child helpline), as a separate tier:
 *
 * - `corroborated_by: []` and `team_known: true` (the type allows no other combination);
 * - `source_name`: "Haven editorial record (team-known national service; not corroborated by a source
 *   file; pending verification at the service's site)"; `source_url` is the service's official website;
 * - tag `pending_verification`; `verified_at` is the date the entry was recorded, not a verification;
 * - hours only where a round-the-clock service is part of the service's well-known identity
 *   (`hours_confidence: unverified`); otherwise none (`unknown`). Nothing else is claimed: languages
 *   are the main language only, no text/chat channels.
 *
 * Do not add entries here without the lead's decision: a new number belongs in editorial.ts once a
 * lead or licensed source corroborates it (and then it moves out of this list).
 */

import type { EditorialInput } from './editorial.js';
import { records } from './records.js';

export type TeamKnownInput = Extract<EditorialInput, { team_known: true }>;

/** Every team-known record carries this tag (the build checks it). */
export const PENDING_TAG = 'pending_verification';
/** `source_name` of every team-known record (it starts like every editorial record's). */
export const TEAM_KNOWN_SOURCE_NAME =
  "Haven editorial record (team-known national service; not corroborated by a source file; pending verification at the service's site)";
/** Date the team-known entries were recorded (NOT a verification date). */
export const TEAM_KNOWN_RECORDED_AT = '2026-11-21';

export const TEAM_KNOWN: TeamKnownInput[] = records<TeamKnownInput[]>('team-known.json');
