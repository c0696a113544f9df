// PGlite runs one query at a time; a bounded queue in front of it turns overload into a quick 503 instead of a hang.
import type { FastifyInstance } from 'fastify';

export function registerLoadShedding(app: FastifyInstance, options: { maxInFlight: number }) {
  let inFlight = 0;
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || request.url === '/api/health') return done();
    if (inFlight >= options.maxInFlight) {
      reply
        .status(503)
        .header('retry-after', '1')
        .send({ message: 'The server is busy. Please try again in a moment.' });
      return;
    }
    inFlight++;
    let released = false;
    const release = () => {
      if (!released) {
        released = true;
        inFlight--;
      }
    };
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
    done();
  });
}
