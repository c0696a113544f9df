// One HTTP request on a user's behalf (a webhook post, a calendar fetch) under the public-address rules: https
// only, no loopback or private address (literal, or after DNS: the socket connects to the address checked), a
// time limit on the whole exchange, a size limit on the answer, and each redirect judged by the same rules.
// `allowPrivate` (WEBHOOK_ALLOW_PRIVATE_TARGETS, refused in production) lifts the address checks and allows
// plain http, for a local server in tests.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  hostOf,
  isPrivateAddress,
  publicOnlyLookup,
  publicOnlyLookupVia,
  type ResolveAll,
} from './public-address.ts';

export type GuardedRequest = {
  url: string;
  /** REPORT, PUT and DELETE: a CalDAV calendar's (modules/calendar-sync/caldav.ts). */
  method: 'GET' | 'POST' | 'REPORT' | 'PUT' | 'DELETE';
  headers: Record<string, string>;
  body?: string;
  allowPrivate: boolean;
  /** The whole exchange, redirects included. */
  timeoutMs: number;
  /** Longer answers are refused (code ETOOLARGE); unset: the body is drained and not kept. */
  maxBytes?: number;
  /** Redirects followed (GET only); 0: a 3xx is the answer. */
  maxRedirects?: number;
  /** Tests: a stand-in resolver, to show a name resolving to a private address is refused. */
  resolveAll?: ResolveAll;
};

export type GuardedResponse = { status: number; body: Buffer };

/** Why no answer came, in words a person reads; `code` is EPRIVATEADDRESS or ENOTHTTPS for a refused address
 * (never worth retrying), ETOOLARGE, ETIMEDOUT, or the socket's own code. */
export type GuardedRequestError = Error & { code: string };

const failure = (code: string, message: string): GuardedRequestError =>
  Object.assign(new Error(message), { code });

/** The refusal for `url` before any connection, or null when it may be tried. */
function refusal(url: URL, allowPrivate: boolean): GuardedRequestError | null {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    return failure('ENOTHTTPS', 'the address is not https');
  }
  // An address literal is connected to without a lookup: checked here.
  const host = hostOf(url);
  if (!allowPrivate && (host === 'localhost' || (isIP(host) !== 0 && isPrivateAddress(host)))) {
    return failure('EPRIVATEADDRESS', `${host} is a private address`);
  }
  return null;
}

/** Sends the request; resolves with the answer, rejects with a GuardedRequestError. */
export function guardedRequest(request: GuardedRequest): Promise<GuardedResponse> {
  const lookup = request.allowPrivate
    ? undefined
    : request.resolveAll
      ? publicOnlyLookupVia(request.resolveAll)
      : publicOnlyLookup;
  const deadline = Date.now() + request.timeoutMs;

  const once = (address: string, redirectsLeft: number): Promise<GuardedResponse> => {
    const url = new URL(address);
    const refused = refusal(url, request.allowPrivate);
    if (refused) return Promise.reject(refused);
    const send = url.protocol === 'https:' ? https.request : http.request;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => req.destroy(failure('ETIMEDOUT', 'the server did not answer in time')),
        Math.max(0, deadline - Date.now()),
      );
      const fail = (error: Error) => {
        clearTimeout(timer);
        const code = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
        reject(failure(code, error.message));
      };
      const req = send(
        url,
        { method: request.method, headers: request.headers, ...(lookup ? { lookup } : {}) },
        (res) => {
          const status = res.statusCode ?? 0;
          const location = res.headers.location;
          if (status >= 300 && status < 400 && location && redirectsLeft > 0 && request.method === 'GET') {
            res.resume();
            clearTimeout(timer);
            once(new URL(location, url).toString(), redirectsLeft - 1).then(resolve, reject);
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            if (request.maxBytes === undefined) return;
            size += chunk.length;
            if (size > request.maxBytes) {
              req.destroy(failure('ETOOLARGE', `the answer is larger than ${request.maxBytes} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          res.once('end', () => {
            clearTimeout(timer);
            resolve({ status, body: Buffer.concat(chunks) });
          });
          res.once('error', fail);
        },
      );
      req.once('error', fail);
      req.end(request.body);
    });
  };
  return once(request.url, request.maxRedirects ?? 0);
}
