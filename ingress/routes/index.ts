import { billingRoutes } from './billing.js';
import { oversightRoutes } from './oversight.js';
import { dashboardRoutes } from '../dashboard/routes.js';
import { signpostRoutes } from './signpost.js';
import { steerRoutes } from './steer.js';
import { webhookRoutes } from './webhooks.js';
import { widgetRoutes } from './widget.js';
import { ocularRoutes } from './ocular.js';
import { evaluateRoutes } from './evaluate.js';
import type { RouteModule } from './types.js';

export type { RouteDeps, RouteModule } from './types.js';

/** Every service's routes file, registered in one place. */
export const ROUTES: RouteModule[] = [webhookRoutes, steerRoutes, signpostRoutes, widgetRoutes, ocularRoutes, evaluateRoutes, oversightRoutes, dashboardRoutes];
ROUTES.push(billingRoutes);
