/**
 * The console's environment (spec 3, "Environment"): its own address, mode, retention and the scorer and provider
 * addresses. Validated with zod like Haven's configuration; a bad value stops start-up naming the variable.
 * Shared variables (DATABASE_URL, KAFKA_BROKERS, LOG_LEVEL, HAVEN_DATA_DIR) keep their meaning from infra/config.ts.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { type Config, loadConfig, parseEnv } from '../infra/config.js';

const optionalHttpUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v?.replace(/\/+$/, '')))
  .refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), { message: 'must be an http(s):// address' });

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const ConsoleConfigSchema = z.object({
  CONSOLE_HOST: z.string().min(1).default('127.0.0.1'),
  CONSOLE_PORT: z.coerce.number().int().min(0).max(65535).default(3950),
  /** `full` allows the mutating verbs (watchlists, settings, session deletion); `readonly` answers them 403 */
  CONSOLE_MODE: z.enum(['full', 'readonly']).default('full'),
  /** embedded storage (PGlite, durable bus topics); default `<HAVEN_DATA_DIR>/console`, beside a `haven start` */
  CONSOLE_DATA_DIR: z.string().min(1).optional(),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  /** empty = unlimited */
  RETENTION_MAX_GB: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : Number(v)))
    .refine((v) => v === undefined || (Number.isFinite(v) && v > 0), { message: 'must be a positive number of GB' }),
  /** the scorer (`haven ocular`) for unscored ingests and the deep health check */
  OCULAR_URL: optionalHttpUrl,
  /** where message content is fetched for a session stored without any (docs/console.md, "PROVIDER_URL") */
  PROVIDER_URL: optionalHttpUrl,
  /** time the provider gets per fetch */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** sent as `Authorization: Bearer <token>` to PROVIDER_URL when set */
  PROVIDER_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || /^[\x21-\x7e]{1,4096}$/.test(v), { message: 'must be printable ASCII without spaces' }),
  /** watchlist webhooks may target loopback receivers (local testing) */
  WEBHOOK_ALLOW_LOOPBACK: boolish,
  /** signs watchlist_match deliveries; generated and kept in the console database when unset */
  CONSOLE_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** sessions accepted but not yet stored above which /api/ingest answers 429 */
  CONSOLE_QUEUE_HIGH_WATERMARK: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  /** first retry delay of watchlist_match deliveries; it doubles per attempt (8 attempts, ~63 min at the default) */
  CONSOLE_RETRY_FIRST_DELAY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** time the scorer gets per call */
  OCULAR_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
});

export type ConsoleEnv = z.infer<typeof ConsoleConfigSchema>;

export interface ConsoleConfig extends ConsoleEnv {
  dataDir: string;
  /** Haven's shared configuration with HAVEN_DATA_DIR pointed at the console's own data directory */
  haven: Config;
}

export function loadConsoleConfig(env: NodeJS.ProcessEnv = process.env): ConsoleConfig {
  const haven = loadConfig(env);
  const own = parseEnv(ConsoleConfigSchema, env);
  const dataDir = own.CONSOLE_DATA_DIR ?? join(haven.HAVEN_DATA_DIR, 'console');
  return { ...own, dataDir, haven: { ...haven, HAVEN_DATA_DIR: dataDir } };
}
