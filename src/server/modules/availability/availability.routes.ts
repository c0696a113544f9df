// availability endpoints (filled in by the availability work).
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '#server/modules/module-options.ts';

export async function availabilityRoutes(_app: FastifyInstance, _options: ModuleOptions) {}
