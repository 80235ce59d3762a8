/**
 * CrisisResource (spec document 2, "CrisisResource"), plus Haven's provenance fields.
 *
 * Only `type` and `name` are always present on the wire. Directory records that Haven ships
 * (seeds/directory) are stricter: `DirectoryRecordSchema` also requires id, country scope,
 * vocabularies and provenance, and is what `npm run directory:check` validates.
 */
import { z } from 'zod';
import {
  HOURS_CONFIDENCE,
  OPEN_STATUS_CONFIDENCE,
  POPULATIONS,
  PRIORITY_TIERS,
  PROMINENCE,
  RESOURCE_KINDS,
  RESOURCE_TYPES,
  SERVICE_SCOPES,
} from './signpost-vocabulary.js';

export const OtherContactSchema = z.object({
  type: z.string().min(1),
  value: z.string().min(1),
  label: z.string().optional(),
});

export const OpenStatusSchema = z.object({
  is_open: z.boolean().nullable(),
  next_change: z.string().nullable().optional(),
  confidence: z.enum(OPEN_STATUS_CONFIDENCE),
  message: z.string().nullable().optional(),
});
export type OpenStatus = z.infer<typeof OpenStatusSchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The wire shape: every field but `type` and `name` optional. */
export const CrisisResourceSchema = z.object({
  id: z.string().regex(UUID).optional(),
  type: z.enum(RESOURCE_TYPES),
  name: z.string().min(1),
  name_local: z.string().min(1).optional(),
  description: z.string().min(1).optional(),
  // contact methods
  phone: z.string().min(1).optional(),
  text_instructions: z.string().min(1).optional(),
  sms_number: z.string().min(1).optional(),
  sms_body: z.string().min(1).optional(),
  chat_url: z.string().url().optional(),
  whatsapp_url: z.string().url().optional(),
  email: z.string().email().optional(),
  wechat_id: z.string().min(1).optional(),
  line_url: z.string().url().optional(),
  telegram_url: z.string().url().optional(),
  website_url: z.string().url().optional(),
  other_contacts: z.array(OtherContactSchema).optional(),
  // availability
  availability: z.string().min(1).optional(),
  is_24_7: z.boolean().optional(),
  timezone: z.string().min(1).optional(),
  opening_hours_osm: z.string().min(1).optional(),
  hours_confidence: z.enum(HOURS_CONFIDENCE).optional(),
  open_status: OpenStatusSchema.optional(),
  languages: z.array(z.string().regex(/^[a-z]{2}$/)).optional(),
  // classification
  resource_kind: z.enum(RESOURCE_KINDS).optional(),
  service_scope: z.array(z.enum(SERVICE_SCOPES)).optional(),
  population_served: z.array(z.enum(POPULATIONS)).optional(),
  priority_tier: z.enum(PRIORITY_TIERS).optional(),
  tags: z.array(z.string().min(1)).optional(),
  prominence: z.enum(PROMINENCE).optional(),
  country_codes: z.array(z.string().regex(/^[A-Z]{2}$/)).optional(),
  subdivision_codes: z.array(z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/)).optional(),
  // Haven provenance (additive; kept in storage and on the wire)
  source_url: z.string().url().optional(),
  source_name: z.string().min(1).optional(),
  licence: z.string().min(1).optional(),
  verified_at: z.string().regex(ISO_DATE).optional(),
});
export type CrisisResource = z.infer<typeof CrisisResourceSchema>;

/** A record as shipped in seeds/directory: the fields Haven always fills are required. */
export const DirectoryRecordSchema = CrisisResourceSchema.extend({
  id: z.string().regex(UUID),
  description: z.string().min(1),
  languages: z.array(z.string().regex(/^[a-z]{2}$/)),
  resource_kind: z.enum(RESOURCE_KINDS),
  service_scope: z.array(z.enum(SERVICE_SCOPES)).min(1),
  population_served: z.array(z.enum(POPULATIONS)).min(1),
  priority_tier: z.enum(PRIORITY_TIERS),
  tags: z.array(z.string().min(1)),
  prominence: z.enum(PROMINENCE),
  hours_confidence: z.enum(HOURS_CONFIDENCE),
  is_24_7: z.boolean(),
  timezone: z.string().min(1),
  country_codes: z.array(z.string().regex(/^[A-Z]{2}$/)),
  subdivision_codes: z.array(z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/)),
  source_url: z.string().url(),
  source_name: z.string().min(1),
  licence: z.string().min(1),
  verified_at: z.string().regex(ISO_DATE),
}).strict();
export type DirectoryRecord = z.infer<typeof DirectoryRecordSchema>;
