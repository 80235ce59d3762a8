import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import pino, { type Logger } from 'pino';
import { type Analytics, migrateAnalytics, openAnalytics } from './analytics/index.js';
import { AvroCodec, dbSchemaStore } from './avro.js';
import { createEmbeddedBus } from './bus/embedded.js';
import { deadLetterRecord, type FinalFailure, finalFailure, MAX_ATTEMPTS_WITH_REPLY, UndecodableRecordError } from './bus/poison.js';
import { pastDeadline, REPLY_TO, sendReply } from './bus/request-reply.js';
import type { Bus, BusRecord, Subscription, TopicSpec } from './bus/types.js';
import { type Clock, systemClock } from './clock.js';
import { type Config, describeRuntime } from './config.js';
import { MIGRATIONS_DIR, migrate, openDb } from './db/index.js';
import type { Db } from './db/types.js';
import { createMetrics, type Metrics } from './metrics.js';
import { TOPICS, topicSpecs } from './topics.js';

export { type Clock, systemClock };

/** Everything a role needs, opened once per process. */
export interface Runtime {
  config: Config;
  instanceId: string;
  logger: Logger;
  bus: Bus;
  db: Db;
  avro: AvroCodec;
  metrics: Metrics;
  clock: Clock;
  analytics(): Promise<Analytics>;
  close(): Promise<void>;
}

/** Keys that must never reach a log line (secrets, and message text by policy). */
export const REDACT = [
  'req.headers.authorization',
  'headers.authorization',
  'authorization',
  'secret',
  '*.secret',
  'key',
  '*.key',
  'system_prompt',
  'proposed_response',
  'messages',
  'text',
  'body',
];

export function createLogger(config: Config, name: string): Logger {
  return pino({ name, level: config.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' } });
}

/**
 * Where a runtime keeps its state. Haven's roles share `HAVEN_DATA_DIR`, its migrations and topics; a service of its
 * own (the console) opens the same runtime over its own folder, migrations and topics, so the kernel's stages and the
 * bus helpers work unchanged on it.
 */
export interface RuntimeStorage {
  dataDir: string;
  /** SQL migrations applied at open (default: Haven's, `infra/db/migrations/`) */
  migrationsDir?: string;
  topics: TopicSpec[];
  /** apply Haven's analytics migrations on first use (default true) */
  analyticsMigrations?: boolean;
}

export async function openRuntime(config: Config, opts: { role: string; clock?: Clock; storage?: RuntimeStorage } = { role: 'haven' }): Promise<Runtime> {
  const storage: RuntimeStorage = opts.storage ?? { dataDir: config.HAVEN_DATA_DIR, topics: topicSpecs(config.KAFKA_PARTITIONS) };
  const dataDir = storage.dataDir;
  const instanceId = config.HAVEN_INSTANCE_ID ?? `${opts.role}-${randomBytes(4).toString('hex')}`;
  const logger = createLogger(config, opts.role).child({ instance: instanceId });
  const embedded = !config.KAFKA_BROKERS || !config.DATABASE_URL || !config.CLICKHOUSE_URL;
  if (embedded) mkdirSync(dataDir, { recursive: true });
  // A new embedded database starts from an image (infra/db/image.ts) instead of PGlite's initdb; each step is logged.
  const migrationsDir = storage.migrationsDir ?? MIGRATIONS_DIR;
  const db = await openDb({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    migrations: migrationsDir,
    cacheDir: config.HAVEN_CACHE_DIR === 'off' ? null : config.HAVEN_CACHE_DIR,
    onStep: (msg, fields) => logger.info({ ...fields, data_dir: dataDir }, msg),
  });
  try {
    await migrate(db, migrationsDir);
  } catch (err) {
    // a failed migration must not leave the database open (PGlite holds its folder)
    await db.close().catch(() => undefined);
    throw err;
  }
  const avro = new AvroCodec(dbSchemaStore(db));
  await avro.register();

  let bus: Bus;
  if (config.KAFKA_BROKERS) {
    const { createKafkaBus } = await import('./bus/kafka.js');
    bus = createKafkaBus({
      brokers: config.KAFKA_BROKERS,
      clientId: instanceId,
      defaultPartitions: config.KAFKA_PARTITIONS,
      prefix: config.HAVEN_TOPIC_PREFIX,
      logger,
      // a member killed without leaving (kill -9) holds its partitions for this long: docs/platform.md "Fail-over"
      consumer: { sessionTimeout: config.KAFKA_SESSION_TIMEOUT_MS },
    });
  } else {
    bus = createEmbeddedBus({ dataDir, defaultPartitions: config.KAFKA_PARTITIONS });
  }
  await bus.ensureTopics(storage.topics);

  let analytics: Promise<Analytics> | undefined;
  const metrics = createMetrics();
  logger.info({ runtime: describeRuntime(config) }, 'runtime opened');
  return {
    config,
    instanceId,
    logger,
    bus,
    db,
    avro,
    metrics,
    clock: opts.clock ?? systemClock,
    analytics() {
      analytics ??= openAnalytics({ clickhouseUrl: config.CLICKHOUSE_URL, dataDir }).then(async (a) => {
        if (storage.analyticsMigrations !== false) await migrateAnalytics(a);
        return a;
      });
      return analytics;
    },
    async close() {
      await bus.close().catch(() => undefined);
      if (analytics) await (await analytics).close().catch(() => undefined);
      await db.close().catch(() => undefined);
    },
  };
}

export interface Stoppable {
  stop(): Promise<void>;
}

/** A processor or sink: started by name through the CLI, in any number of instances (consumer groups share work). */
export interface Component {
  name: string;
  kind: 'processor' | 'sink';
  description: string;
  start(rt: Runtime): Promise<Stoppable>;
}

/**
 * Subscribes a component's handler with metrics and error logging. What throws is sorted (infra/bus/poison.ts):
 * a deterministic failure is final — the requester (if any) gets an error reply, the record goes to the
 * dead-letter topic, its offset is committed — so a poison record never holds up its partition; anything else
 * is thrown again and the bus redelivers it. A request someone waits for is given up after
 * MAX_ATTEMPTS_WITH_REPLY attempts (503, dead-lettered) rather than blocking its partition until its deadline.
 */
export async function consume(
  rt: Runtime,
  o: { component: string; topics: string[]; group?: string; handler: (rec: BusRecord) => Promise<void> },
): Promise<Subscription> {
  const attempts = new Map<string, number>();
  return rt.bus.subscribe({
    groupId: o.group ?? o.component,
    topics: o.topics,
    fromBeginning: true,
    handler: async (rec) => {
      const id = `${rec.topic}#${rec.partition}#${rec.offset}`;
      try {
        await o.handler(rec);
        attempts.delete(id);
        rt.metrics.busRecords.inc({ component: o.component, outcome: 'ok' });
      } catch (err) {
        const n = (attempts.get(id) ?? 0) + 1;
        let final = finalFailure(err);
        if (!final && rec.headers[REPLY_TO] && n >= MAX_ATTEMPTS_WITH_REPLY) {
          final = { status: 503, code: 'service_unavailable', message: 'the service could not process the request; retry with backoff', kind: 'gave_up' };
        }
        if (!final) {
          if (attempts.size > 10_000) attempts.clear();
          attempts.set(id, n);
          rt.metrics.busRecords.inc({ component: o.component, outcome: 'error' });
          rt.logger.warn(
            { component: o.component, topic: rec.topic, offset: rec.offset, attempt: n, err: { message: (err as Error).message } },
            'handler failed; record will be redelivered',
          );
          throw err;
        }
        attempts.delete(id);
        rt.metrics.busRecords.inc({ component: o.component, outcome: 'dead_letter' });
        await deadLetter(rt, o.component, rec, final, err);
      }
    },
  });
}

/** Answers the requester (when the record asked for a reply) and copies the record, as it was, to the dead-letter topic. */
async function deadLetter(rt: Runtime, component: string, rec: BusRecord, f: FinalFailure, err: unknown) {
  const requestId = rec.headers['request-id'] ?? '';
  rt.logger.error(
    {
      component,
      topic: rec.topic,
      partition: rec.partition,
      offset: rec.offset,
      request_id: requestId,
      kind: f.kind,
      err: { name: (err as Error)?.name, message: (err as Error)?.message, stack: (err as Error)?.stack },
    },
    'record failed for good: answered, dead-lettered, not retried',
  );
  await sendReply(
    rt.bus,
    rt.avro,
    rec,
    { status: f.status, body: { error: f.message, code: f.code, message: f.message, request_id: requestId } },
    rt.instanceId,
  );
  await rt.bus.publish(TOPICS.deadLetter, [deadLetterRecord(rec, { component, kind: f.kind, status: f.status })]);
}

/**
 * The common shape of a pipeline stage: skip requests whose requester already gave up (past the deadline),
 * decode the Avro record, handle it.
 */
export async function consumeRecords<T>(
  rt: Runtime,
  o: { component: string; topic: string; schema: string; handle: (record: T, rec: BusRecord) => Promise<void> },
): Promise<Subscription> {
  return consume(rt, {
    component: o.component,
    topics: [o.topic],
    handler: async (rec) => {
      if (pastDeadline(rec, rt.clock.now().getTime())) return;
      let record: T;
      try {
        record = await rt.avro.decode<T>(o.schema, rec.value, rec.headers);
      } catch (err) {
        // A database failure while fetching a writer schema is transient; bytes that do not decode are not.
        if ((err as { code?: unknown }).code !== undefined && !(err instanceof RangeError)) throw err;
        throw new UndecodableRecordError(err);
      }
      await o.handle(record, rec);
    },
  });
}
