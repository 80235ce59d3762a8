import { dashboardRoutes } from '../dashboard/routes.js';
import { billingRoutes } from './billing.js';
import { evaluateRoutes } from './evaluate.js';
import { ocularRoutes } from './ocular.js';
import { oversightRoutes } from './oversight.js';
import { signpostRoutes } from './signpost.js';
import { steerRoutes } from './steer.js';
import type { RouteModule } from './types.js';
import { webhookRoutes } from './webhooks.js';
import { widgetRoutes } from './widget.js';

export type { RouteDeps, RouteModule } from './types.js';

/** Every service's routes file, registered in one place. */
export const ROUTES: RouteModule[] = [webhookRoutes, steerRoutes, signpostRoutes, widgetRoutes, ocularRoutes, evaluateRoutes, oversightRoutes, dashboardRoutes];
ROUTES.push(billingRoutes);
