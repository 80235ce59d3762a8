import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, type DocumentOptions } from '../openapi/document.js';
import { REFERENCE_CSP, type ReferencePageOptions, renderReferencePage } from '../openapi/reference-page.js';
import { routesOf } from '../openapi/routes.js';

/** GET /openapi.json (OpenAPI 3.1 from every route's `config.openapi`) and GET /docs (the reference page). */
export function registerDocs(app: FastifyInstance, o: { document?: DocumentOptions; page?: ReferencePageOptions } = {}) {
  let cached: string | undefined;
  app.get('/openapi.json', { config: { openapi: { summary: 'This API as an OpenAPI 3.1 document', tags: ['meta'], hidden: true } } }, async (_req, reply) => {
    // built once, after every route is registered (the first request comes after app.ready())
    cached ??= JSON.stringify(buildOpenApiDocument(routesOf(app), o.document));
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache');
    return cached;
  });
  const page = renderReferencePage(o.page);
  app.get('/docs', { config: { openapi: { summary: 'The API reference page', tags: ['meta'], hidden: true } } }, async (_req, reply) => {
    reply.type('text/html; charset=utf-8').header('Content-Security-Policy', REFERENCE_CSP).header('X-Content-Type-Options', 'nosniff');
    return page;
  });
}
