// PGlite runs one query at a time; a bounded queue in front of it turns overload into a quick 503 instead of a hang.
// A request counts only once its body is read (preValidation): a client that sends headers and then trickles or
// withholds its body holds a socket until the server's timeouts close it, never a place in the queue.
import type { FastifyInstance } from 'fastify';

export function registerLoadShedding(app: FastifyInstance, options: { maxInFlight: number }) {
  let inFlight = 0;
  app.addHook('preValidation', (request, reply, done) => {
    // An event stream stays open for as long as the tab does: it is not work waiting for the engine.
    if (
      !request.url.startsWith('/api/') ||
      request.url === '/api/health' ||
      request.url === '/api/notifications/stream'
    )
      return done();
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
