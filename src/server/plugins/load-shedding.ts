// PGlite runs one query at a time. In front of it, a few requests are served at once and the rest wait their turn
// in order, each for a bounded time: overload becomes a quick 503 with Retry-After, never a hang. Serving every
// admitted request at once (as a plain in-flight count did) shares the engine between all of them, so each took as
// long as the whole queue (p99 4.5 s, max 8.5 s at 200 connections); in turn, a request waits at most `maxWaitMs`
// and is then served at the pace of a few (docs/decisions/009).
// A request counts only once its body is read (preValidation): a client that sends headers and then trickles or
// withholds its body holds a socket until the server's timeouts close it, never a place in the queue.
import type { FastifyInstance, FastifyReply } from 'fastify';

export type LoadLimits = {
  /** Requests served at once. */
  concurrency: number;
  /** Requests waiting for a turn; one more is refused at once. */
  queue: number;
  /** The longest wait for a turn before the request is refused. */
  maxWaitMs: number;
};

const BUSY = { message: 'The server is busy. Please try again in a moment.' };

function refuse(reply: FastifyReply) {
  reply.status(503).header('retry-after', '1').send(BUSY);
}

export function registerLoadShedding(app: FastifyInstance, limits: LoadLimits) {
  let serving = 0;
  /** Waiting requests, oldest first: each is let in (true) or refused (false). */
  const waiting: Array<(admitted: boolean) => void> = [];

  const release = () => {
    serving--;
    const next = waiting.shift();
    if (next) next(true);
  };

  app.addHook('preValidation', (request, reply, done) => {
    // An event stream stays open for as long as the tab does: it is not work waiting for the engine.
    if (
      !request.url.startsWith('/api/') ||
      request.url === '/api/health' ||
      request.url === '/api/notifications/stream'
    )
      return done();
    const admit = () => {
      serving++;
      let released = false;
      const once = () => {
        if (!released) {
          released = true;
          release();
        }
      };
      reply.raw.once('finish', once);
      reply.raw.once('close', once);
      done();
    };
    if (serving < limits.concurrency) return admit();
    if (waiting.length >= limits.queue) return refuse(reply);

    let settled = false;
    const settle = (admitted: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reply.raw.off('close', gone);
      if (admitted) admit();
      else refuse(reply);
    };
    const leave = () => {
      const at = waiting.indexOf(settle);
      if (at >= 0) waiting.splice(at, 1);
    };
    const timer = setTimeout(() => {
      leave();
      settle(false);
    }, limits.maxWaitMs);
    // A client that gave up while waiting leaves the queue; it has no one to answer.
    const gone = () => {
      leave();
      settled = true;
      clearTimeout(timer);
    };
    reply.raw.once('close', gone);
    waiting.push(settle);
  });
}
