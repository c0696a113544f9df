// PGlite runs one query at a time; a bounded queue in front of it turns overload into a quick 503 instead of a hang.
// The bound is time: a request is admitted only when the ones already in flight should be done within the budget,
// at the recent time per request (a count alone let 116 requests of 35 ms each wait 4 s). A request counts only
// once its body is read (preValidation): a client that sends headers and then trickles or withholds its body
// holds a socket until the server's timeouts close it, never a place in the queue.
import type { FastifyInstance } from 'fastify';

/** Weight of the newest sample in the time per request: about the last ten completions count. */
const SMOOTHING = 0.1;

export function registerLoadShedding(
  app: FastifyInstance,
  options: { budgetMs: number; maxInFlight: number },
) {
  const now = () => performance.now();
  let inFlight = 0;
  // Time per request: the busy time between one completion and the next (or since the server became busy), so it
  // measures the server's pace whether requests overlap or come one by one. Unknown until the first completion.
  let perRequestMs = 0;
  let busySince = 0;
  app.addHook('preValidation', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || request.url === '/api/health') return done();
    if (inFlight >= options.maxInFlight || inFlight * perRequestMs > options.budgetMs) {
      reply
        .status(503)
        .header('retry-after', '1')
        .send({ message: 'The server is busy. Please try again in a moment.' });
      return;
    }
    if (inFlight === 0) busySince = now();
    inFlight++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const finished = now();
      const sample = finished - busySince;
      perRequestMs = perRequestMs === 0 ? sample : perRequestMs + SMOOTHING * (sample - perRequestMs);
      busySince = finished;
      inFlight--;
    };
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
    done();
  });
}
