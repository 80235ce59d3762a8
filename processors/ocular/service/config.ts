import { z } from 'zod';
import { parseEnv } from '../../../infra/config.js';

/**
 * The self-hosted classifier's environment (spec document 3, "Limits" and the self-hosted variables). Separate
 * from Haven's platform config: `haven ocular` opens no bus, database or analytics store.
 */
const optionalHttpUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v.replace(/\/+$/, '') : undefined))
  .refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), { message: 'must be an http:// or https:// address' });

export const OcularConfigSchema = z.object({
  /** release id reported by /health, /manifest and meta.version; the spec makes it required */
  OCULAR_VERSION: z
    .string({ error: 'is required (the release id /health, /manifest and meta.version report, e.g. 1.0.0)' })
    .trim()
    .regex(/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/, 'must be a semantic version such as 1.0.0'),
  OCULAR_HOST: z.string().min(1).default('127.0.0.1'),
  OCULAR_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** body cap of POST /classify; 413 above it */
  OCULAR_MAX_REQUEST_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 * 1024)
    .default(1024 * 1024),
  /** console ingest address (its base, or the full …/api/ingest); required for `log: true` */
  OCULAR_CONSOLE_URL: optionalHttpUrl,
  /** relay mode: proxy scoring to this classifier (its base, or the full …/classify) */
  SCORING_URL: optionalHttpUrl,
  /** scoring calls run at once; more wait in the queue */
  OCULAR_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** waiting calls beyond the running ones; one more is answered 429 (the "single in-flight queue saturates") */
  OCULAR_MAX_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  /** time a relayed call may take upstream before it is a 502 */
  OCULAR_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /** time the lossy console push may take */
  OCULAR_CONSOLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** the short commit id meta.build reports; read from git when unset */
  OCULAR_BUILD: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z._-]{1,40}$/)
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type OcularConfig = z.infer<typeof OcularConfigSchema>;

export class OcularConfigError extends Error {}

export function loadOcularConfig(env: NodeJS.ProcessEnv = process.env): OcularConfig {
  return parseEnv(OcularConfigSchema, env, { what: 'classifier configuration', error: OcularConfigError });
}

/** `base` or `base/…/suffix` → the full address ending in `suffix`. */
export function endpoint(url: string, suffix: string): string {
  return url.endsWith(suffix) ? url : url + suffix;
}
