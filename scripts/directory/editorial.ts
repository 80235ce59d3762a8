/**
 * Haven's own editorial records: specialist lines (domestic violence, sexual assault, child
 * protection, LGBTQ+, substance use, trafficking, youth …) and subdivision lines that no licensed
 * source names. Top precedence in ../shared/data/helplines/MERGE.md ("our own hand-verified record").
 *
 * How an entry got here (see seeds/directory/SOURCES.md, "Editorial records"):
 * - the service is a long-established one that the Haven team knows, with this number, AND
 * - at least one independent lead in ../shared/data/helplines lists the same number
 *   (`corroborated_by`), or a licensed source does (AOSP, Wikipedia).
 * Numbers that only one side knows were NOT added here (see the "not corroborated" list in SOURCES.md);
 * a short, fixed list of them is published as a separate, clearly-marked tier: TEAM_KNOWN in
 * team-known.ts ("team-known, pending verification", `team_known: true`, `corroborated_by: []`).
 * Nothing is copied from the leads but the number itself: names are the services' own names,
 * descriptions are ours, `source_url` is the service's official website.
 *
 * Hours: `opening_hours_osm` only where the team knows the hours; `hours_corroborated: true` where
 * a lead states the same hours (then `hours_confidence: verified`, else `unverified`). Without
 * hours the record says `unknown`. Every record is pending re-verification at the service's site.
 */

import { type HandKeptEntry, records } from './records.js';

/** Leads (and licensed sources) an editorial number was cross-checked against. */
export const LEADS = {
  aidlines: 'aidlines (DennisGross/aidlines @4f81e37, 2024-09)',
  tat: 'TAT human-trafficking hotlines (tatnonprofit @c4e8e4e, 2024-10)',
  ymhc: 'Youth Mental Health Canada crisis resources (@f059d01, checked 2025-12)',
  connecthut: 'TheConnectHut helplines (@073e903, verified 2026-10)',
  aosp: 'AOSP eccdata (Apache-2.0)',
  wikiEmergency2025: 'Wikipedia: List of emergency telephone numbers (2025, CC BY-SA 4.0)',
} as const;
export type LeadKey = keyof typeof LEADS;

export const EDITORIAL_VERIFIED_AT = '2026-11-21';
export const EDITORIAL_LICENCE = 'Haven editorial record (facts); distributed with the directory under CC BY-SA 4.0';

/**
 * Where an editorial number's confidence comes from. Either at least one lead (or licensed source)
 * lists the same number, or — for the short, fixed team-known list in team-known.ts only — the team
 * alone knows it (`team_known: true`, no corroboration, published as pending verification).
 */
export type EditorialProvenance =
  | { corroborated_by: [LeadKey, ...LeadKey[]]; team_known?: never }
  | { corroborated_by: []; team_known: true; hours_corroborated?: never };

export type EditorialInput = HandKeptEntry & {
  /** the service's official website (becomes `source_url`) */
  official_url: string;
  /** a lead states the same opening hours as the team knows (never set on a team-known entry) */
  hours_corroborated?: boolean;
} & EditorialProvenance;

/** Corroborated entries only (the team-known tier is TEAM_KNOWN in team-known.ts). */
export type CorroboratedInput = Extract<EditorialInput, { team_known?: never }>;

export const EDITORIAL: CorroboratedInput[] = records<CorroboratedInput[]>('editorial.json');
