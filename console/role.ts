/**
 * `haven console`: the console as its own role — its runtime (own storage and bus), the storage stage, the watchlist
 * matcher, the stream feed, the delivery worker, retention, and the HTTP server on CONSOLE_HOST:CONSOLE_PORT.
 */
import type { FastifyInstance } from 'fastify';
import { ReplyRouter } from '../infra/bus/request-reply.js';
import type { Clock, Runtime, Stoppable } from '../infra/runtime.js';
import { createScorerClient } from './classifier/client.js';
import type { ConsoleConfig } from './config.js';
import { DeliveryWorker } from './delivery/worker.js';
import { classifyResultsFeed } from './feeds/classify-results.js';
import { buildConsoleApp } from './http/app.js';
import { consoleStoreStage } from './ingest/store-stage.js';
import { consoleMatcherStage } from './matcher/stage.js';
import { startRetention } from './retention/sweeper.js';
import { openConsoleRuntime } from './runtime.js';
import { ConsoleService } from './service.js';
import { webhookSecret } from './settings.js';
import { RuleCache } from './watchlists/cache.js';

export interface RunningConsole {
  url: string;
  app: FastifyInstance;
  rt: Runtime;
  service: ConsoleService;
  delivery: DeliveryWorker;
  retention: { runNow(): Promise<void>; stop(): void };
  stop(): Promise<void>;
}

export async function startConsole(cfg: ConsoleConfig, o: { clock?: Clock; deliveryPollMs?: number; listen?: boolean } = {}): Promise<RunningConsole> {
  const rt = await openConsoleRuntime(cfg, { clock: o.clock });
  const started: Stoppable[] = [];
  try {
    const rules = new RuleCache(rt.db);
    const scorer = cfg.OCULAR_URL ? createScorerClient(cfg.OCULAR_URL, cfg.OCULAR_TIMEOUT_MS) : undefined;
    const secret = await webhookSecret(rt.db, cfg);
    if (secret.source === 'generated')
      rt.logger.info('watchlist webhooks are signed with a generated secret (CONSOLE_WEBHOOK_SECRET unset); GET /api/settings shows it in full mode');
    const delivery = new DeliveryWorker({
      db: rt.db,
      clock: rt.clock,
      secret: async () => (await webhookSecret(rt.db, cfg)).secret,
      allowLoopback: cfg.WEBHOOK_ALLOW_LOOPBACK,
      timeoutMs: rt.config.WEBHOOK_TIMEOUT_MS,
      firstDelayMs: cfg.CONSOLE_RETRY_FIRST_DELAY_MS,
      pollMs: o.deliveryPollMs,
      logger: rt.logger.child({ component: 'console-deliveries' }),
    });
    for (const c of [consoleStoreStage(scorer), consoleMatcherStage(rules, () => delivery.kick()), classifyResultsFeed]) started.push(await c.start(rt));
    delivery.start();
    started.push({ stop: () => delivery.stop() });
    const retention = startRetention({ db: rt.db, clock: rt.clock, cfg, logger: rt.logger.child({ component: 'console-retention' }) });
    started.push({ stop: async () => retention.stop() });
    const replies = new ReplyRouter(rt.bus, rt.avro, rt.instanceId, rt.config.REPLY_TIMEOUT_MS);
    await replies.start();
    started.push({ stop: () => replies.stop() });
    const service = new ConsoleService({ rt, cfg, replies, scorer, rules });
    const app = await buildConsoleApp(service);
    started.push({ stop: () => app.close() });
    const url = o.listen === false ? '' : await app.listen({ host: cfg.CONSOLE_HOST, port: cfg.CONSOLE_PORT });
    rt.logger.info({ url, mode: cfg.CONSOLE_MODE, storage: rt.db.kind, bus: rt.bus.kind }, 'console listening');
    return {
      url,
      app,
      rt,
      service,
      delivery,
      retention,
      async stop() {
        for (const s of started.reverse()) await s.stop().catch(() => undefined);
        await rt.close();
      },
    };
  } catch (err) {
    for (const s of started.reverse()) await s.stop().catch(() => undefined);
    await rt.close();
    throw err;
  }
}
