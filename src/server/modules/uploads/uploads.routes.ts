// uploads endpoints (filled in by the uploads work).
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '#server/modules/module-options.ts';

export async function uploadsRoutes(_app: FastifyInstance, _options: ModuleOptions) {}
