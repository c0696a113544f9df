// businesses endpoints (filled in by the businesses work).
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '#server/modules/module-options.ts';

export async function businessesRoutes(_app: FastifyInstance, _options: ModuleOptions) {}
