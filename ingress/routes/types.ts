import type { FastifyInstance } from 'fastify';
import type { ReplyRouter } from '../../infra/bus/request-reply.js';
import type { Runtime } from '../../infra/runtime.js';

export interface RouteDeps {
  rt: Runtime;
  replies: ReplyRouter;
}
/** A service's routes file: parse → call the service, nothing else. Registered in `./index.ts`. */
export type RouteModule = (app: FastifyInstance, deps: RouteDeps) => void | Promise<void>;
