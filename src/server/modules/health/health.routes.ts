// Liveness and the engine in use, for load balancers and the start-up benchmark.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DatabaseKind } from '#server/db/client.ts';

// Documents the answer (the OpenAPI document); the body is serialised once, so a string is sent as it is.
const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export async function healthRoutes(app: FastifyInstance, options: { kind: DatabaseKind }) {
  const body = JSON.stringify({ status: 'ok', database: options.kind });
  app.get(
    '/api/health',
    { config: { rateLimit: false }, schema: { response: { 200: healthSchema } } },
    (_request, reply) => {
      reply.type('application/json').send(body);
    },
  );
}
