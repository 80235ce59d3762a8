import pino from 'pino';
import { buildOcularServer } from '../ingress/ocular/server.js';
import { loadOcularConfig, OcularConfigError } from '../processors/ocular/service/config.js';

/**
 * `haven ocular`: the self-hosted classifier as its own process. It binds first (so /health answers `starting`
 * during the warm-up), then loads the scoring core; a core that cannot load ends the process with status 1 so a
 * supervisor notices instead of a server that stays `starting` for ever.
 */
/** Message text never reaches a log line (the request log carries ids, route, status and timing only). */
const LOG_REDACT = ['messages', 'text', 'body', '*.messages', '*.text', 'classifier', 'req.headers.authorization'];

export async function runOcular(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let cfg;
  try {
    cfg = loadOcularConfig(env);
  } catch (e) {
    if (e instanceof OcularConfigError) {
      process.stderr.write(`haven ocular: ${e.message}\n`);
      process.exit(2);
    }
    throw e;
  }
  const logger = pino({ name: 'ocular', level: cfg.LOG_LEVEL, redact: { paths: LOG_REDACT, censor: '[redacted]' } });
  const server = buildOcularServer(cfg, { logger });
  let url: string;
  try {
    url = await server.app.listen({ host: cfg.OCULAR_HOST, port: cfg.OCULAR_PORT });
  } catch (e) {
    process.stderr.write(`haven ocular: cannot listen on ${cfg.OCULAR_HOST}:${cfg.OCULAR_PORT}: ${(e as Error).message}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `haven ocular listening on ${url} (${cfg.SCORING_URL ? `relay to ${cfg.SCORING_URL}` : 'local scoring'}; version ${cfg.OCULAR_VERSION})\n`,
  );
  server.ready.then(
    () => process.stdout.write('haven ocular ready\n'),
    async (err: Error) => {
      process.stderr.write(`haven ocular: the scoring core could not be loaded: ${err.message}\n`);
      await server.close().catch(() => undefined);
      process.exit(1);
    },
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await server.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
