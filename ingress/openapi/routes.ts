import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteDoc } from '../../schemas/http/route-doc.js';
import type { RoutePolicy } from '../plugins/platform.js';

/** One registered route as the OpenAPI generator sees it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  doc?: RouteDoc;
  policy?: RoutePolicy;
}

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route added to `app` from now on (fastify's onRoute hook), so the OpenAPI document and the
 * "every route is documented" test see exactly what is served, whichever module registered it. HEAD twins that
 * fastify adds for GET routes are skipped.
 */
export function trackRoutes(app: FastifyInstance): RegisteredRoute[] {
  const table: RegisteredRoute[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (r: RouteOptions) => {
    const methods = (Array.isArray(r.method) ? r.method : [r.method]).map((m) => String(m).toUpperCase());
    for (const method of methods) {
      if (method === 'HEAD' && r.exposeHeadRoute === undefined && table.some((x) => x.url === r.url && x.method === 'GET')) continue;
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const config = (r.config ?? {}) as { openapi?: RouteDoc; platform?: RoutePolicy };
      table.push({ method, url: r.url, doc: config.openapi, policy: config.platform });
    }
  });
  return table;
}

export function routesOf(app: FastifyInstance): RegisteredRoute[] {
  return tables.get(app) ?? [];
}
