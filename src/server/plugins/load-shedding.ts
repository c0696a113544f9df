// PGlite runs one query at a time. In front of it, a few requests are served at once and the rest wait their turn,
// each for a bounded time: overload becomes a quick 503 with Retry-After, never a hang. Serving every
// admitted request at once (as a plain in-flight count did) shares the engine between all of them, so each took as
// long as the whole queue (p99 4.5 s, max 8.5 s at 200 connections); in turn, a request waits at most `maxWaitMs`
// and is then served at the pace of a few (docs/decisions/009).
// Turns are fair between addresses (request.ip): they go round the addresses, each address's requests in order,
// and a full line makes room for an address with fewer waiting by refusing the newest request of the longest, so
// one address flooding the server delays another by a turn, not by the whole line (issue 25).
// A request counts only once its body is read (preValidation): a client that sends headers and then trickles or
// withholds its body holds a socket until the server's timeouts close it, never a place in the queue.
import type { FastifyInstance, FastifyReply } from 'fastify';

export type LoadLimits = {
  /** Requests served at once. */
  concurrency: number;
  /** Requests waiting for a turn, from all addresses; one more is refused at once, unless its address has fewer
   * waiting than another. */
  queue: number;
  /** The longest wait for a turn before the request is refused. */
  maxWaitMs: number;
};

const BUSY = { message: 'The server is busy. Please try again in a moment.' };

function refuse(reply: FastifyReply) {
  reply.status(503).header('retry-after', '1').send(BUSY);
}

type Turn = (admitted: boolean) => void;

/** What the metrics read of the line: requests being served and requests waiting for a turn. */
export type Admission = { serving: () => number; waiting: () => number };

export function registerLoadShedding(app: FastifyInstance, limits: LoadLimits): Admission {
  let serving = 0;
  let waitingCount = 0;
  /** Waiting requests in one line per address, oldest first; the map's order is the order of turns. */
  const lines = new Map<string, Turn[]>();

  /** Takes the request at `at` out of `address`'s line. */
  const take = (address: string, line: Turn[], at: number): Turn => {
    waitingCount--;
    if (line.length === 1) lines.delete(address);
    return line.splice(at, 1)[0]!;
  };

  /** The oldest request of the address whose turn it is; the address goes to the back of the round. */
  const nextTurn = (): Turn | undefined => {
    const first = lines.entries().next();
    if (first.done) return undefined;
    const [address, line] = first.value;
    lines.delete(address);
    lines.set(address, line);
    return take(address, line, 0);
  };

  /** The line that gives up a place when the line is full: the longest, if it is longer than `address`'s line
   * would be with one more. */
  const lineToShorten = (address: string): [string, Turn[]] | undefined => {
    let longest: [string, Turn[]] | undefined;
    let length = (lines.get(address)?.length ?? 0) + 1;
    for (const entry of lines) {
      if (entry[1].length > length) {
        longest = entry;
        length = entry[1].length;
      }
    }
    return longest;
  };

  const release = () => {
    serving--;
    nextTurn()?.(true);
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
    const address = request.ip;
    if (waitingCount >= limits.queue) {
      const longest = lineToShorten(address);
      if (!longest) return refuse(reply);
      take(longest[0], longest[1], longest[1].length - 1)(false);
    }

    let settled = false;
    const settle: Turn = (admitted) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reply.raw.off('close', giveUp);
      if (admitted) admit();
      else refuse(reply);
    };
    const remove = () => {
      const line = lines.get(address);
      const at = line?.indexOf(settle) ?? -1;
      if (line && at >= 0) take(address, line, at);
    };
    // Refused after its longest wait, or once its client left: answered all the same (then to no one), so that it
    // ends as every request does, which a shutdown waits for (requests-in-flight.ts).
    const giveUp = () => {
      remove();
      settle(false);
    };
    const timer = setTimeout(giveUp, limits.maxWaitMs);
    reply.raw.once('close', giveUp);
    const line = lines.get(address);
    if (line) line.push(settle);
    else lines.set(address, [settle]);
    waitingCount++;
  });
  return { serving: () => serving, waiting: () => waitingCount };
}
