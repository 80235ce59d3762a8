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

export type TeamKnownInput = Extract<EditorialInput, { team_known: true }>;

/** Every team-known record carries this tag (the build checks it). */
export const PENDING_TAG = 'pending_verification';
/** `source_name` of every team-known record (it starts like every editorial record's). */
export const TEAM_KNOWN_SOURCE_NAME =
  "Haven editorial record (team-known national service; not corroborated by a source file; pending verification at the service's site)";
/** Date the team-known entries were recorded (NOT a verification date). */
export const TEAM_KNOWN_RECORDED_AT = '2026-11-21';

const H24 = { opening_hours_osm: '24/7', availability: '24 hours' } as const;
const TEAM = { corroborated_by: [], team_known: true } as const satisfies Pick<TeamKnownInput, 'corroborated_by' | 'team_known'>;

export const TEAM_KNOWN: TeamKnownInput[] = [
  // ======================================================================= United Kingdom
  {
    countries: ['GB'],
    type: 'crisis_line',
    name: 'Childline',
    description:
      'Free, confidential line for children and young people up to 19 in the UK to talk to a trained counsellor about anything that worries them, including abuse, bullying, problems at home and suicidal feelings. Run by the NSPCC.',
    phone: '0800 1111',
    website_url: 'https://www.childline.org.uk/',
    official_url: 'https://www.childline.org.uk/',
    languages: ['en'],
    service_scope: ['youth', 'child_abuse', 'child_sexual_abuse', 'bullying', 'emotional_distress', 'suicide'],
    population_served: ['children', 'youth'],
    priority_tier: 'population_specific_crisis',
    tags: ['ngo', 'toll_free', 'confidential', 'pending_verification'],
    ...TEAM,
  },
  {
    countries: ['GB'],
    type: 'support_service',
    name: 'NSPCC Helpline',
    description:
      'Line for adults who are worried about a child’s safety or wellbeing: advice from child-protection practitioners, and a way to report concerns about abuse or neglect.',
    phone: '0808 800 5000',
    website_url: 'https://www.nspcc.org.uk/',
    official_url: 'https://www.nspcc.org.uk/',
    languages: ['en'],
    service_scope: ['child_abuse', 'child_neglect', 'child_sexual_abuse', 'child_safety', 'safeguarding'],
    population_served: ['parents', 'family', 'general'],
    priority_tier: 'specialist_issue_crisis',
    tags: ['ngo', 'toll_free', 'professional', 'pending_verification'],
    ...TEAM,
  },
  {
    countries: ['GB'],
    type: 'crisis_line',
    name: 'National Domestic Abuse Helpline',
    description:
      'Free, confidential national line for women experiencing domestic abuse, and for friends, family and others calling on their behalf: someone to talk to, safety planning and referral to refuges. Run by Refuge.',
    phone: '0808 2000 247',
    website_url: 'https://www.nationaldahelpline.org.uk/',
    official_url: 'https://www.nationaldahelpline.org.uk/',
    ...H24,
    languages: ['en'],
    service_scope: ['domestic_violence', 'relationships'],
    population_served: ['women', 'family'],
    priority_tier: 'specialist_issue_crisis',
    tags: ['ngo', 'toll_free', 'confidential', 'pending_verification'],
    ...TEAM,
  },
  {
    countries: ['GB'],
    type: 'crisis_line',
    name: 'Switchboard LGBT+ helpline',
    description: 'Confidential listening line run by and for lesbian, gay, bisexual, trans and queer people, for anything they want to talk about.',
    phone: '0800 0119 100',
    website_url: 'https://switchboard.lgbt/',
    official_url: 'https://switchboard.lgbt/',
    languages: ['en'],
    service_scope: ['lgbtq', 'transgender', 'emotional_distress'],
    population_served: ['lgbtq', 'transgender'],
    priority_tier: 'population_specific_crisis',
    tags: ['ngo', 'toll_free', 'confidential', 'pending_verification'],
    ...TEAM,
  },
  {
    countries: ['GB'],
    type: 'support_service',
    name: 'Beat eating disorder helpline',
    description: 'Support and information from the eating-disorder charity Beat for anyone affected by an eating disorder, and for the people who care about them.',
    phone: '0808 801 0677',
    website_url: 'https://www.beateatingdisorders.org.uk/',
    official_url: 'https://www.beateatingdisorders.org.uk/',
    languages: ['en'],
    service_scope: ['eating_disorder', 'mental_health'],
    population_served: ['general', 'family', 'caregivers'],
    priority_tier: 'specialist_issue_crisis',
    tags: ['ngo', 'toll_free', 'pending_verification'],
    ...TEAM,
  },
  {
    countries: ['GB'],
    type: 'crisis_line',
    name: 'Modern Slavery & Exploitation Helpline',
    description:
      'Confidential line for people who are being forced to work or exploited, and for anyone who suspects modern slavery, to get help or report a concern.',
    phone: '08000 121 700',
    website_url: 'https://www.modernslaveryhelpline.org/',
    official_url: 'https://www.modernslaveryhelpline.org/',
    ...H24,
    languages: ['en'],
    service_scope: ['modern_slavery', 'human_trafficking', 'forced_labour'],
    population_served: ['general'],
    priority_tier: 'specialist_issue_crisis',
    tags: ['ngo', 'toll_free', 'confidential', 'pending_verification'],
    ...TEAM,
  },
  // ======================================================================= Australia
  {
    countries: ['AU'],
    type: 'crisis_line',
    name: 'QLife',
    description: 'Anonymous, free peer support and referral by phone for LGBTIQ+ people in Australia who want to talk about sexuality, identity, gender, bodies, feelings or relationships.',
    phone: '1800 184 527',
    website_url: 'https://qlife.org.au/',
    official_url: 'https://qlife.org.au/',
    languages: ['en'],
    service_scope: ['lgbtq', 'transgender', 'emotional_distress', 'relationships'],
    population_served: ['lgbtq', 'transgender'],
    priority_tier: 'population_specific_crisis',
    tags: ['ngo', 'toll_free', 'anonymous', 'peer_support', 'pending_verification'],
    ...TEAM,
  },
  {
    countries: ['AU'],
    type: 'support_service',
    name: 'Butterfly Foundation National Helpline',
    description: 'Confidential support and referral for people affected by eating disorders or body-image concerns, and for their families and friends.',
    phone: '1800 33 4673',
    website_url: 'https://butterfly.org.au/',
    official_url: 'https://butterfly.org.au/',
    languages: ['en'],
    service_scope: ['eating_disorder', 'mental_health'],
    population_served: ['general', 'family'],
    priority_tier: 'specialist_issue_crisis',
    tags: ['ngo', 'toll_free', 'confidential', 'pending_verification'],
    ...TEAM,
  },
  {
    countries: ['AU'],
    type: 'crisis_line',
    name: 'Open Arms – Veterans & Families Counselling',
    description: 'Free, confidential counselling and support for current and former Australian Defence Force members and their families, run for the Department of Veterans’ Affairs.',
    phone: '1800 011 046',
    website_url: 'https://www.openarms.gov.au/',
    official_url: 'https://www.openarms.gov.au/',
    ...H24,
    languages: ['en'],
    service_scope: ['veterans', 'mental_health', 'crisis', 'relationships'],
    population_served: ['veterans', 'family'],
    priority_tier: 'population_specific_crisis',
    tags: ['government', 'toll_free', 'confidential', 'pending_verification'],
    ...TEAM,
  },
  // ======================================================================= New Zealand
  {
    countries: ['NZ'],
    type: 'crisis_line',
    name: 'Women’s Refuge crisis line (0800 REFUGE)',
    description: 'Crisis line of Women’s Refuge for women experiencing family violence, and for people worried about them: support, safety planning and safe accommodation.',
    phone: '0800 733 843',
    website_url: 'https://womensrefuge.org.nz/',
    official_url: 'https://womensrefuge.org.nz/',
    ...H24,
    languages: ['en'],
    service_scope: ['domestic_violence', 'relationships'],
    population_served: ['women'],
    priority_tier: 'specialist_issue_crisis',
    tags: ['ngo', 'toll_free', 'confidential', 'pending_verification'],
    ...TEAM,
  },
  {
    countries: ['NZ'],
    type: 'crisis_line',
    name: 'Youthline',
    description: 'Free helpline for young people in New Zealand to talk through anything that is going on for them, with trained volunteers and staff.',
    phone: '0800 376 633',
    website_url: 'https://www.youthline.co.nz/',
    official_url: 'https://www.youthline.co.nz/',
    languages: ['en'],
    service_scope: ['youth', 'emotional_distress', 'mental_health', 'crisis'],
    population_served: ['youth'],
    priority_tier: 'population_specific_crisis',
    tags: ['ngo', 'toll_free', 'pending_verification'],
    ...TEAM,
  },
  // ======================================================================= South Africa
  {
    countries: ['ZA'],
    type: 'crisis_line',
    name: 'Childline South Africa',
    description: 'Free line for children and young people in South Africa to talk to a counsellor about abuse, neglect or anything that worries them; adults can call about a child at risk.',
    phone: '116',
    website_url: 'https://www.childlinesa.org.za/',
    official_url: 'https://www.childlinesa.org.za/',
    languages: ['en'],
    service_scope: ['youth', 'child_abuse', 'child_sexual_abuse', 'child_neglect', 'child_safety'],
    population_served: ['children', 'youth'],
    priority_tier: 'population_specific_crisis',
    tags: ['ngo', 'toll_free', 'pending_verification'],
    ...TEAM,
  },
  {
    countries: ['ZA'],
    type: 'crisis_line',
    name: 'GBV Command Centre',
    description: 'National government line for people affected by gender-based violence: counselling and referral to police, social workers and shelters.',
    phone: '0800 428 428',
    website_url: 'https://www.dsd.gov.za/',
    official_url: 'https://www.dsd.gov.za/',
    ...H24,
    languages: ['en'],
    service_scope: ['domestic_violence', 'sexual_assault'],
    population_served: ['general', 'women'],
    priority_tier: 'specialist_issue_crisis',
    tags: ['government', 'toll_free', 'pending_verification'],
    ...TEAM,
  },
  // ======================================================================= Japan
  {
    countries: ['JP'],
    type: 'crisis_line',
    name: 'Childline Japan',
    name_local: 'チャイルドライン',
    description: 'Free line for children and young people up to 18 in Japan to talk with a volunteer about anything on their mind; callers can stay anonymous.',
    phone: '0120-99-7777',
    website_url: 'https://childline.or.jp/',
    official_url: 'https://childline.or.jp/',
    languages: ['ja'],
    service_scope: ['youth', 'emotional_distress', 'bullying'],
    population_served: ['children', 'youth'],
    priority_tier: 'population_specific_crisis',
    tags: ['ngo', 'toll_free', 'anonymous', 'pending_verification'],
    ...TEAM,
  },
  // ======================================================================= Brazil
  {
    countries: ['BR'],
    type: 'support_service',
    name: 'Disque 100 — Disque Direitos Humanos',
    description:
      'Free national government line for reporting human-rights violations, including violence against children and adolescents, older people and people with disabilities, and for guidance on where to get help.',
    phone: '100',
    website_url: 'https://www.gov.br/mdh/',
    official_url: 'https://www.gov.br/mdh/',
    ...H24,
    languages: ['pt'],
    service_scope: ['child_abuse', 'child_sexual_abuse', 'child_exploitation', 'elder_abuse', 'hate_crime'],
    population_served: ['general'],
    priority_tier: 'specialist_issue_crisis',
    tags: ['government', 'toll_free', 'pending_verification'],
    ...TEAM,
  },
];
