// One error handler: AppError codes, validation failures and framework errors become `{ message }` with the right
// 4xx; a database that cannot be reached a 503 the client may retry, storage that cannot take a file a 507;
// anything unexpected is logged and answered with a 500 that reveals nothing. Each message in the reader's language
// (docs/decisions/046), chosen only when an error is sent.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '#server/db/errors.ts';
import { refusal, sayInLanguage } from '#server/platform/error-messages.ts';
import { AppError, FieldRefusal } from '#shared/errors.ts';
import { errorLocale } from './request-locale.ts';

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

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = errorLocale(request);
    const say = (message: string, said?: AppError['said']) => sayInLanguage(locale, message, said);
    if (error instanceof AppError) {
      const message = say(error.message, error.said);
      const issues = error instanceof FieldRefusal ? { issues: [{ path: error.field, message }] } : {};
      return reply
        .status(error.status)
        .headers(error.headers)
        .send({ message, ...issues });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: say(v.message ?? 'Invalid input'),
      }));
      // Every schema message names its field in words (shared/zod-messages.ts installs them for zod's own).
      const message = issues[0]?.message ?? 'Invalid input';
      return reply.status(400).send({ message, issues });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = say((error.code && FRAMEWORK_MESSAGES[error.code]) || error.message || 'Bad request');
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
        .send({ message: say(DATABASE_UNAVAILABLE) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: say('Something went wrong on our side. Please try again.') });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const { message, said } = refusal('NOT_FOUND', 'request.noRoute', { method: request.method, path });
    reply.status(404).send({ message: sayInLanguage(errorLocale(request), message, said) });
  });
}
