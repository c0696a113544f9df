// Liveness and the engine in use, for load balancers and the start-up benchmark.
import type { FastifyInstance } from 'fastify';
import type { DatabaseKind } from '#server/db/client.ts';

export async function healthRoutes(app: FastifyInstance, options: { kind: DatabaseKind }) {
  const body = JSON.stringify({ status: 'ok', database: options.kind });
  app.get('/api/health', { config: { rateLimit: false } }, (_request, reply) => {
    reply.type('application/json').send(body);
  });
}
