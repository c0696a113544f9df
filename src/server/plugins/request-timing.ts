// Times every answer once it is sent: the metrics observe it (when they are on) and an answer slower than slowMs
// is logged once at warn with its route pattern, method, status and duration (the request id comes with the
// request's logger). Each route gets its own hook with its pattern bound when it is registered, so a request costs
// no lookup; requests no route matched share one fixed route label.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';

/** The route label of a request that matched no route (a 404): never its URL, which anyone may invent. */
export const UNMATCHED_ROUTE = 'unmatched';
/** An answer slower than this is logged at warn. */
export const SLOW_REQUEST_MS = 1_000;

export type RouteObserver = (request: FastifyRequest, statusCode: number, seconds: number) => void;
type Hook = (request: FastifyRequest, reply: FastifyReply, done: () => void) => void;

/** An event stream is open for as long as its tab is (minutes): long by design, not slow. */
const isEventStream = (reply: FastifyReply) =>
  String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream');

export function registerRequestTiming(
  app: FastifyInstance,
  options: {
    slowMs: number;
    /** The metrics' observer of one route, made once when the route is registered. */
    observerFor?: (method: HTTPMethods | HTTPMethods[], route: string) => RouteObserver;
  },
) {
  const { slowMs, observerFor } = options;
  const timed = (route: string, observe: RouteObserver | undefined): Hook => {
    return (request, reply, done) => {
      const ms = reply.elapsedTime;
      observe?.(request, reply.statusCode, ms / 1000);
      if (ms > slowMs && !isEventStream(reply)) {
        request.log.warn(
          { route, method: request.method, statusCode: reply.statusCode, durationMs: Math.round(ms) },
          'slow request',
        );
      }
      done();
    };
  };
  app.addHook('onRoute', (route) => {
    const hook = timed(route.url, observerFor?.(route.method, route.url));
    route.onResponse = [...[route.onResponse ?? []].flat(), hook];
  });
  // Any method: no booking rule applies to a request that matched no route.
  const unmatched = timed(UNMATCHED_ROUTE, observerFor?.([], UNMATCHED_ROUTE));
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) return unmatched(request, reply, done);
    done();
  });
}
