// notifications endpoints (filled in by the notifications work).
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '#server/modules/module-options.ts';

export async function notificationsRoutes(_app: FastifyInstance, _options: ModuleOptions) {}
