// analytics endpoints (filled in by the analytics work).
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '#server/modules/module-options.ts';

export async function analyticsRoutes(_app: FastifyInstance, _options: ModuleOptions) {}
