// clients endpoints (filled in by the clients work).
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '#server/modules/module-options.ts';

export async function clientsRoutes(_app: FastifyInstance, _options: ModuleOptions) {}
