/**
 * The console's runtime: Haven's Runtime (infra/runtime.ts, so the kernel's stages and the bus helpers work unchanged)
 * over the console's OWN storage — PGlite in CONSOLE_DATA_DIR (default `<HAVEN_DATA_DIR>/console`, so it runs beside
 * an embedded `haven start`, which owns `<HAVEN_DATA_DIR>/pg`) or DATABASE_URL — with the console's migrations and
 * topics only. The console keeps no analytics tables, so Haven's analytics migrations are not applied.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Clock, openRuntime, type Runtime } from '../infra/runtime.js';
import type { ConsoleConfig } from './config.js';
import { consoleTopicSpecs } from './topics.js';

export const CONSOLE_MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export function openConsoleRuntime(cfg: ConsoleConfig, o: { clock?: Clock } = {}): Promise<Runtime> {
  return openRuntime(cfg.haven, {
    role: 'console',
    clock: o.clock,
    storage: {
      dataDir: cfg.dataDir,
      migrationsDir: CONSOLE_MIGRATIONS_DIR,
      topics: consoleTopicSpecs(cfg.haven.KAFKA_PARTITIONS),
      analyticsMigrations: false,
    },
  });
}
