// A shutdown that loses no request (issue 25). The server's own close waits for open connections only: a request
// whose client went away meanwhile runs on without one, and the database, closed after the app, ended under it
// (its booking failed with "Cannot use a pool after calling end on the pool"). So each request counts from its
// arrival until its answer is sent, to its client or to no one, and the app's close waits until none is left.
// While the app closes, each answer also ends its connection: no client sends another request on a connection
// about to close, and the close does not wait for idle keep-alive connections to time out.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Counts the requests in flight (call it before any other hook, so that each is counted); the function returned
 * resolves once none is left. */
export function trackRequestsInFlight(app: FastifyInstance): () => Promise<void> {
  const inFlight = new Set<FastifyRequest>();
  let closing = false;
  const whenDrained: Array<() => void> = [];

  app.addHook('onRequest', (request, _reply, done) => {
    inFlight.add(request);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    if (inFlight.delete(request) && inFlight.size === 0) {
      for (const resolve of whenDrained.splice(0)) resolve();
    }
    done(null, payload);
  });
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  return () =>
    inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => whenDrained.push(resolve));
}
