// Logger options that keep personal data out of the log. A failed query's error carries its parameters (client
// names, phones, emails) in `params`, in its message and stack, and the database's `detail` repeats the values
// of a violated key; search terms travel in query strings. The log keeps what a person debugging needs (the SQL
// text with its placeholders, error codes, constraint and table names, the route) and drops the values.
import type { FastifyRequest } from 'fastify';

/** Fields of an error (and of database errors, as pg and PGlite report them) that never hold row values. */
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'];
const MAX_CAUSES = 3;

type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** Drizzle's 'Failed query: … \nparams: a,b,c' keeps its query text (placeholders only) and loses the values. */
function withoutValues(text: string) {
  return text.replace(/\nparams: [\s\S]*/, '\nparams: [redacted]');
}

export function serializeError(error: Error, depth = 0): LoggedError {
  const message = withoutValues(error.message);
  const fields = error as unknown as Record<string, unknown>;
  const logged: LoggedError = {
    type: error.constructor.name,
    message,
    // The stack repeats the message on its first line.
    stack: withoutValues((error.stack ?? '').replace(error.message, message)),
  };
  for (const field of SAFE_FIELDS) {
    if (fields[field] !== undefined) logged[field] = fields[field];
  }
  if (error.cause instanceof Error && depth < MAX_CAUSES)
    logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** The request line without its query string (a client search is a name or a phone number). */
function serializeRequest(request: FastifyRequest) {
  const queryAt = request.url.indexOf('?');
  return {
    method: request.method,
    url: queryAt === -1 ? request.url : `${request.url.slice(0, queryAt)}?[redacted]`,
    host: request.host,
    remoteAddress: request.ip,
  };
}

export function loggerOptions<Level extends string>(level: Level) {
  return { level, serializers: { err: serializeError, req: serializeRequest } };
}
