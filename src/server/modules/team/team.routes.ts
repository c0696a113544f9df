// team endpoints (filled in by the team work).
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '#server/modules/module-options.ts';

export async function teamRoutes(_app: FastifyInstance, _options: ModuleOptions) {}
