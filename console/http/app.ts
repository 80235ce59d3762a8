/**
 * The console's HTTP server: the JSON API under /api, the web UI, and the API's OpenAPI 3.1 document
 * (`/openapi.json`, generated from the routes' zod schemas) with its reference page (`/docs`), both by the platform
 * ingress's own code. The server is a standalone Haven server (ingress/plugins/standalone-http.ts): the ingress's
 * JSON parser limits, socket timeouts, per-IP connection cap, request ids and error shape. No per-request
 * authentication (spec 3, "Authentication" 2): the operator's network is the trust boundary; the default bind is loopback.
 */

import type { FastifyInstance } from 'fastify';
import { GENERAL_BODY_LIMIT } from '../../ingress/plugins/errors.js';
import { createStandaloneApp } from '../../ingress/plugins/standalone-http.js';
import { registerDocs } from '../../ingress/routes/docs.js';
import type { ConsoleService } from '../service.js';
import { registerConsoleApi } from './api.js';
import { registerConsoleUi } from './ui/routes.js';

export async function buildConsoleApp(svc: ConsoleService): Promise<FastifyInstance> {
  const app = createStandaloneApp({ bodyLimit: GENERAL_BODY_LIMIT, log: svc.d.rt.logger.child({ part: 'console-http' }), limits: svc.d.rt.config });
  registerConsoleApi(app, svc);
  registerConsoleUi(app, svc);
  registerDocs(app, {
    document: { title: 'Haven console API' },
    page: {
      title: 'Haven console API reference',
      intro: {
        heading: 'Authentication',
        text: 'The console applies no per-request authentication: the operator’s network is the trust boundary (it listens on loopback by default). Errors use Haven’s error shape. The web UI is served at / and is not part of this API.',
      },
    },
  });
  await app.ready();
  return app;
}
