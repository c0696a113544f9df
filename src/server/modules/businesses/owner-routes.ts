// What the owner modules (businesses, services, team, uploads) share around their routes: a sign-in check that
// runs before body validation, and validation errors answered with the spec's own messages.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requireUser } from '#server/plugins/auth.ts';

/**
 * Route `onRequest` hook for signed-in-only routes: a signed-out caller gets 401 'Unauthorized' even when the
 * body is also invalid (the client's logout notice looks for a 401, not a 400).
 */
export async function signedInOnly(request: FastifyRequest) {
  requireUser(request);
}

/**
 * The spec's validation messages are shown to people as they are ('Business name must be at least 2
 * characters'), so within one encapsulated module a failed body/params check is answered with the first issue's
 * own message rather than the app-wide 'path: message'. Every other error goes on to the application's handler
 * (a throw inside a child error handler reaches the parent's).
 */
export function answerValidationWithFieldMessages(app: FastifyInstance) {
  app.setErrorHandler((error, _request, reply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const issues = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Invalid input',
    }));
    return reply.status(400).send({ message: issues[0]?.message ?? 'Invalid input', issues });
  });
}
