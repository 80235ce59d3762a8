import type { FastifyInstance } from 'fastify';
import type { ConsoleService } from '../../service.js';

export function registerConsoleUi(_app: FastifyInstance, _svc: ConsoleService) {}
