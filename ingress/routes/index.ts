import { oversightRoutes } from './oversight.js';
import { dashboardRoutes } from '../dashboard/routes.js';
import { signpostRoutes } from './signpost.js';
import { steerRoutes } from './steer.js';
import { webhookRoutes } from './webhooks.js';
import { widgetRoutes } from './widget.js';
import type { FastifyInstance } from 'fastify';
import type { ReplyRouter } from '../../infra/bus/request-reply.js';
import type { Runtime } from '../../infra/runtime.js';

export interface RouteDeps {
  rt: Runtime;
  replies: ReplyRouter;
}
export type RouteModule = (app: FastifyInstance, deps: RouteDeps) => void | Promise<void>;

/** Every service's routes file, registered in one place. */
export const ROUTES: RouteModule[] = [webhookRoutes, steerRoutes, signpostRoutes, widgetRoutes, oversightRoutes, dashboardRoutes];
