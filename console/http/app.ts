/**
 * The console's HTTP server: the JSON API under /api and the web UI, with Haven's error shape
 * (`{error, message, request_id, ...}`) and request ids. No per-request authentication (spec 3, "Authentication" 2):
 * the operator's network is the trust boundary; the default bind is loopback.
 */

import Fastify, { type FastifyInstance } from 'fastify';
import { GENERAL_BODY_LIMIT } from '../../ingress/plugins/errors.js';
import { genRequestId } from '../../ingress/plugins/request-id.js';
import { registerStandaloneHttp } from '../../ingress/plugins/standalone-http.js';
import type { ConsoleService } from '../service.js';
import { registerConsoleApi } from './api.js';
import { registerConsoleUi } from './ui/routes.js';

export async function buildConsoleApp(svc: ConsoleService): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, genReqId: genRequestId, bodyLimit: GENERAL_BODY_LIMIT, requestIdHeader: false });
  const log = svc.d.rt.logger.child({ part: 'console-http' });
  registerStandaloneHttp(app, log);
  registerConsoleApi(app, svc);
  registerConsoleUi(app, svc);
  await app.ready();
  return app;
}
