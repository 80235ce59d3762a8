/**
 * The console's runtime: Haven's Runtime shape (so the kernel's stages and the bus helpers work unchanged) over the
 * console's OWN storage — PGlite in CONSOLE_DATA_DIR (default `<HAVEN_DATA_DIR>/console`, so it runs beside an
 * embedded `haven start`, which owns `<HAVEN_DATA_DIR>/pg`) or DATABASE_URL — with the console's migrations only.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAnalytics } from '../infra/analytics/index.js';
import { AvroCodec, dbSchemaStore } from '../infra/avro.js';
import { createEmbeddedBus } from '../infra/bus/embedded.js';
import type { Bus } from '../infra/bus/types.js';
import { migrate, openDb } from '../infra/db/index.js';
import { createMetrics } from '../infra/metrics.js';
import { type Clock, createLogger, type Runtime, systemClock } from '../infra/runtime.js';
import type { ConsoleConfig } from './config.js';
import { consoleTopicSpecs } from './topics.js';

export const CONSOLE_MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openConsoleRuntime(cfg: ConsoleConfig, o: { clock?: Clock } = {}): Promise<Runtime> {
  const config = cfg.haven;
  const instanceId = config.HAVEN_INSTANCE_ID ?? `console-${randomBytes(4).toString('hex')}`;
  const logger = createLogger(config, 'console').child({ instance: instanceId });
  mkdirSync(cfg.dataDir, { recursive: true });
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: cfg.dataDir });
  try {
    await migrate(db, CONSOLE_MIGRATIONS_DIR);
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  const avro = new AvroCodec(dbSchemaStore(db));
  await avro.register();
  let bus: Bus;
  if (config.KAFKA_BROKERS) {
    const { createKafkaBus } = await import('../infra/bus/kafka.js');
    bus = createKafkaBus({ brokers: config.KAFKA_BROKERS, clientId: instanceId, defaultPartitions: config.KAFKA_PARTITIONS, logger });
  } else {
    bus = createEmbeddedBus({ dataDir: cfg.dataDir, defaultPartitions: config.KAFKA_PARTITIONS });
  }
  await bus.ensureTopics(consoleTopicSpecs(config.KAFKA_PARTITIONS));
  return {
    config,
    instanceId,
    logger,
    bus,
    db,
    avro,
    metrics: createMetrics(),
    clock: o.clock ?? systemClock,
    analytics: () => openAnalytics({ clickhouseUrl: config.CLICKHOUSE_URL, dataDir: cfg.dataDir }),
    async close() {
      await bus.close().catch(() => undefined);
      await db.close().catch(() => undefined);
    },
  };
}
