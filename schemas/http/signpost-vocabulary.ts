/**
 * Fixed vocabularies of the crisis-resource directory (spec document 2).
 * Identifier lists mirror seeds/taxonomy/*.json (which carry the descriptions and sources);
 * test/signpost/vocabulary.test.ts keeps the two in step.
 */

/** All 93 service scopes, in the upstream order. */
export const SERVICE_SCOPES = [
  'suicide',
  'self_harm',
  'mental_health',
  'crisis',
  'general',
  'emergency',
  'psychosis',
  'trauma',
  'anxiety',
  'depression',
  'panic_attack',
  'bipolar_disorder',
  'emotional_distress',
  'loneliness',
  'substance_use',
  'alcohol',
  'alcohol_addiction',
  'drug_addiction',
  'eating_disorder',
  'pregnancy_loss',
  'unplanned_pregnancy',
  'abortion',
  'postpartum_depression',
  'postpartum_psychosis',
  'perinatal_mental_health',
  'birth_trauma',
  'bereavement',
  'suicide_loss',
  'child_loss',
  'homicide_loss',
  'domestic_violence',
  'sexual_assault',
  'stalking',
  'hate_crime',
  'forced_marriage',
  'fgm',
  'child_abuse',
  'child_sexual_abuse',
  'child_safety',
  'child_neglect',
  'child_exploitation',
  'elder_abuse',
  'vulnerable_adults',
  'safeguarding',
  'online_exploitation',
  'ncii',
  'cyberbullying',
  'online_harassment',
  'sextortion',
  'online_grooming',
  'human_trafficking',
  'forced_labour',
  'modern_slavery',
  'lgbtq',
  'transgender',
  'conversion_therapy_survivor',
  'veterans',
  'military_sexual_trauma',
  'first_responder',
  'maternal',
  'youth',
  'disability',
  'refugee',
  'indigenous',
  'migrant_workers',
  'cancer',
  'stroke',
  'brain_injury',
  'terminal_illness',
  'hiv_aids',
  'chronic_pain',
  'infertility',
  'reproductive_health',
  'chronic_illness',
  'sexual_health',
  'homelessness',
  'housing',
  'debt',
  'unemployment',
  'legal_aid',
  'education',
  'bullying',
  'food_insecurity',
  'caregiver_burnout',
  'divorce',
  'relationships',
  'parenting',
  'runaway_youth',
  'gambling',
  'gang_violence',
  'extremism',
  'disaster',
  'farmer_crisis',
] as const;
export type ServiceScope = (typeof SERVICE_SCOPES)[number];

/** All 26 populations served. */
export const POPULATIONS = [
  'general',
  'youth',
  'children',
  'elderly',
  'seniors',
  'women',
  'men',
  'lgbtq',
  'transgender',
  'mothers',
  'new_parents',
  'parents',
  'family',
  'indigenous',
  'maori',
  'aboriginal',
  'migrant_workers',
  'veterans',
  'disabled',
  'learning_disabilities',
  'professionals',
  'students',
  'farmers',
  'sex_workers',
  'asylum_seekers',
  'caregivers',
] as const;
export type Population = (typeof POPULATIONS)[number];

/** Priority tiers in spec rank order (index 0 ranks first). */
export const PRIORITY_TIERS = [
  'primary_national_crisis',
  'secondary_national_crisis',
  'specialist_issue_crisis',
  'population_specific_crisis',
  'support_info_and_advocacy',
  'emergency_services',
] as const;
export type PriorityTier = (typeof PRIORITY_TIERS)[number];

export const RESOURCE_TYPES = [
  'emergency_number',
  'crisis_line',
  'text_line',
  'chat_service',
  'support_service',
  'reporting_portal',
  'online_resource',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const RESOURCE_KINDS = ['helpline', 'reporting_portal', 'self_help_site'] as const;
export const HOURS_CONFIDENCE = ['verified', 'unverified', 'approximate', 'unknown'] as const;
export type HoursConfidence = (typeof HOURS_CONFIDENCE)[number];
export const PROMINENCE = ['high', 'medium', 'low'] as const;
export const OPEN_STATUS_CONFIDENCE = ['high', 'low', 'none'] as const;

const scopeSet: ReadonlySet<string> = new Set(SERVICE_SCOPES);
const populationSet: ReadonlySet<string> = new Set(POPULATIONS);
export const isServiceScope = (v: string): v is ServiceScope => scopeSet.has(v);
export const isPopulation = (v: string): v is Population => populationSet.has(v);
