// bookings endpoints (filled in by the bookings work).
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '#server/modules/module-options.ts';

export async function bookingsRoutes(_app: FastifyInstance, _options: ModuleOptions) {}
