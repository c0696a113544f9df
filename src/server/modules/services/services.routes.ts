// services endpoints (filled in by the services work).
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '#server/modules/module-options.ts';

export async function servicesRoutes(_app: FastifyInstance, _options: ModuleOptions) {}
