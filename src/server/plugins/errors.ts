// One error handler: AppError codes, validation failures and framework errors become `{ message }` with the right 4xx;
// anything unexpected is logged and answered with a 500 that reveals nothing.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
