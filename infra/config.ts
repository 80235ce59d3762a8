import { homedir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Everything comes from the environment. No variable set means the embedded runtime:
 * in-process bus, PGlite and chDB in HAVEN_DATA_DIR, local engines.
 */
export const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('127.0.0.1'),
  HAVEN_DATA_DIR: z.string().min(1).default(join(homedir(), '.haven')),
  KAFKA_BROKERS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined,
    )
    .refine((v) => v === undefined || v.every((b) => /^[^\s:/]+:\d{1,5}$/.test(b)), {
      message: 'must be a comma-separated list of host:port',
    }),
  KAFKA_PARTITIONS: z.coerce.number().int().min(1).max(256).default(3),
  /** put before every Kafka topic and consumer group name (several Havens on one broker, e.g. test stacks); default none */
  HAVEN_TOPIC_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]{0,100}$/, 'letters, digits, dot, underscore and hyphen only (a Kafka topic name)')
    .default(''),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  CLICKHOUSE_URL: optionalUrl(['http://', 'https://']),
  ANTHROPIC_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  ANTHROPIC_BASE_URL: optionalUrl(['http://', 'https://']),
  ANTHROPIC_MODEL: z.string().default('claude-sonnet-4-5'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** how long the ingress waits for a processor's reply before answering 503 */
  REPLY_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(15_000),
  /** the receiver's time to answer a webhook delivery */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  /** behind a proxy, trust X-Forwarded-For for the per-IP demo limits */
  TRUST_PROXY: boolish,
  /** the trained harmful-system-prompt model behind the CANNOT_COMPLY rules (read by the engine itself) */
  HAVEN_HARMFUL_PROMPT_MODEL: z.enum(['on', 'off']).default('on'),
  /** worker threads running the local steer engines (per process), and the time budget of one engine call */
  STEER_ENGINE_WORKERS: z.coerce.number().int().min(1).max(32).default(2),
  STEER_ENGINE_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(3000),
  /** seals webhook signing secrets at rest (AES-256-GCM); embedded mode makes one in the data directory */
  HAVEN_SECRETS_KEY: z.string().min(32, 'must be at least 32 characters (e.g. 64 hex chars)').optional(),
  /** starting images of new embedded databases and directory embedding indexes (infra/db/image.ts); `off` = no cache */
  HAVEN_CACHE_DIR: z.string().min(1).optional(),
  /** directory seeding: keep computed embedding indexes here, by hash of the records (default: HAVEN_CACHE_DIR/directory-index) */
  HAVEN_INDEX_CACHE_DIR: z.string().min(1).optional(),
  /** `off`: evaluate decides from its vocabulary alone, without the classifier core (docs/evaluate.md) */
  HAVEN_RISK_CORE: z.enum(['on', 'off']).default('on'),
  HAVEN_INSTANCE_ID: z
    .string()
    .regex(/^[a-zA-Z0-9_-]{1,64}$/)
    .optional(),
  /** slow clients: the whole request (headers and body) must arrive within this, or 408 and the socket is closed */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** a socket with no traffic at all for this long is closed */
  HTTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** an idle keep-alive connection is closed after this */
  HTTP_KEEPALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** open connections one client IP may hold (0 = no cap; raise it behind a proxy that funnels many clients) */
  HTTP_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(100_000).default(256),
  /** webhooks may point at loopback (127.0.0.0/8, ::1, localhost): for local testing only, never in production */
  WEBHOOK_ALLOW_LOOPBACK: boolish,
  /** deliveries in flight per sink instance, and per webhook (so one slow receiver cannot hold the others up) */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(32),
  WEBHOOK_CONCURRENCY_PER_WEBHOOK: z.coerce.number().int().min(1).max(100).default(2),
  /** Kafka consumer session: how long a killed member holds its partitions before they move (broker minimum 6000 by default) */
  KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(6_000),
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/**
 * `env` read with `schema`; a bad value stops start-up with an error naming every variable that is wrong
 * (`Invalid <what>:` and one `  NAME: why` line each), of class `error` (default ConfigError).
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv,
  o: { what?: string; error?: new (message: string) => Error } = {},
): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new (o.error ?? ConfigError)(`Invalid ${o.what ?? 'configuration'}:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const c = parseEnv(ConfigSchema, env);
  // A second data directory (or a reseed of the same records) reuses the embeddings of the first instead of a minute of work.
  if (!c.HAVEN_INDEX_CACHE_DIR && c.HAVEN_CACHE_DIR !== 'off') {
    c.HAVEN_INDEX_CACHE_DIR = join(c.HAVEN_CACHE_DIR ?? join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'haven'), 'directory-index');
  }
  return c;
}

/** Which part runs on what, for /health and start-up logs. */
export function describeRuntime(c: Config) {
  return {
    bus: c.KAFKA_BROKERS ? `kafka(${c.KAFKA_BROKERS.join(',')})` : 'embedded',
    state: c.DATABASE_URL ? 'postgres' : 'pglite',
    analytics: c.CLICKHOUSE_URL ? 'clickhouse-server' : 'chdb',
    judgment: c.ANTHROPIC_API_KEY ? 'anthropic+local' : 'local',
  };
}
