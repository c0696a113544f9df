// One error handler: AppError codes, validation failures and framework errors become `{ message }` with the right 4xx;
// a database that cannot be reached a 503 the client may retry, storage that cannot take a file a 507; anything unexpected is logged and answered with a
// 500 that reveals nothing.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgErrorCode } from '#server/db/errors.ts';
import { AppError } from '#shared/errors.ts';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was declared.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
  FST_REQ_FILE_TOO_LARGE: 'Please select an image smaller than 5MB',
  FST_FILES_LIMIT: 'Please upload one file at a time.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data.',
};

/** 507 Insufficient Storage: the server could not keep what it was sent (disk full, directory not writable). */
export class InsufficientStorageError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'InsufficientStorageError';
  }
}

export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client should wait: a PostgreSQL restart or fail-over takes a few. */
const DATABASE_RETRY_AFTER = '5';

// SQLSTATE classes and codes that mean the connection, not the request, failed: 08 connection exception,
// 57P01-57P03 administrator/crash shutdown and "starting up", 53300 too many connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
// Socket errors while connecting or mid-query, and node-postgres's own wording for a lost connection, a pool that
// waited connectionTimeoutMillis for a client, and a query that hit query_timeout.
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

/** True when the database could not be reached or dropped the connection: the same request may succeed later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const sqlState = pgErrorCode(error);
  if (sqlState !== undefined) return UNAVAILABLE_SQLSTATE.test(sqlState);
  // Drizzle wraps the driver's error in `cause`.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code } = current as NodeJS.ErrnoException;
    if ((code && UNAVAILABLE_SOCKET_CODES.has(code)) || UNAVAILABLE_MESSAGE.test(current.message))
      return true;
    current = current.cause;
  }
  return false;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid input',
      }));
      const first = issues[0];
      // Our schemas carry messages meant for people ('Business name must be at least 2 characters'); zod's own
      // generic ones ('Invalid input: expected string…') do not name the field, so those get its path.
      const generic =
        first !== undefined && /^(Invalid|Too (small|big)|Unrecognized key)/.test(first.message);
      const message = !first
        ? 'Invalid input'
        : generic && first.path
          ? `${first.path}: ${first.message}`
          : first.message;
      return reply.status(400).send({ message, issues });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message || 'Bad request';
      const headers: Record<string, string> = {};
      if (status === 429 && !reply.getHeader('retry-after')) headers['retry-after'] = '60';
      return reply.status(status).headers(headers).send({ message });
    }
    if (error instanceof InsufficientStorageError) {
      // Someone has to free space or fix permissions: logged as an error, with the file system's own reason.
      request.log.error({ err: error }, 'storage failure');
      return reply.status(507).send({ message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', DATABASE_RETRY_AFTER)
        .send({ message: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
