// Client sign-in without a password (issue 14): ask for a code, sign in with it or with a one-time link, sign out.
// Asking answers at once and the same way whether or not the client exists; the code is looked up and sent after
// the answer, so neither the body nor the time tells anyone who is a client.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getClientMe } from '#server/modules/client-portal/client-portal.service.ts';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { endClientSession, startClientSession } from '#server/platform/client-session.ts';
import { publicOrigin } from '#server/platform/manage-link.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { matchLocale, parseAcceptLanguage } from '#shared/i18n/choose-locale.ts';
import { LOCALE_COOKIE, type Locale } from '#shared/i18n/locales.ts';
import {
  CLIENT_CODE_SENT_MESSAGE,
  clientAuthLinkSchema,
  clientAuthStartSchema,
  clientAuthVerifySchema,
  clientMeSchema,
} from '#shared/schemas/client-portal.ts';
import { recordClientLanguage, redeemSignInLink, sendSignInCode, verifySignInCode } from './client-codes.ts';

/** The language a request asks for, if Bookwell speaks it: the public pages' switcher's choice (its cookie), else
 * the browser's first. */
function askedLanguage(request: FastifyRequest): Locale | undefined {
  const tags = [request.cookies[LOCALE_COOKIE], ...parseAcceptLanguage(request.headers['accept-language'])];
  for (const tag of tags) {
    const locale = tag ? matchLocale(tag) : undefined;
    if (locale) return locale;
  }
  return undefined;
}

export async function clientAuthRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db, env } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const production = env.NODE_ENV === 'production';
  // Per IP, as the owner's sign-in routes are.
  const perIpLimit = { rateLimit: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  // Codes being looked up and sent after their answer; closing the app waits for them.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(sending);
  });

  r.post(
    '/api/client-auth/start',
    { config: perIpLimit, schema: { body: clientAuthStartSchema, response: { 202: messageSchema } } },
    async (request, reply) => {
      const work = sendSignInCode({
        db,
        input: request.body,
        origin: publicOrigin(env, request),
        log: request.log,
        language: askedLanguage(request),
      })
        .catch((error: unknown) => request.log.error({ err: error }, 'sending a client sign-in code failed'))
        .finally(() => sending.delete(work));
      sending.add(work);
      return reply.status(202).send({ message: CLIENT_CODE_SENT_MESSAGE });
    },
  );

  r.post(
    '/api/client-auth/verify',
    {
      config: perIpLimit,
      schema: { body: clientAuthVerifySchema, response: { 200: clientMeSchema, 400: messageSchema } },
    },
    async (request, reply) => {
      const clientId = await verifySignInCode({ db, input: request.body });
      await recordClientLanguage(db, clientId, askedLanguage(request));
      await startClientSession(db, reply, { clientId, production });
      return getClientMe(db, clientId);
    },
  );

  r.post(
    '/api/client-auth/link',
    {
      config: perIpLimit,
      schema: { body: clientAuthLinkSchema, response: { 200: clientMeSchema, 400: messageSchema } },
    },
    async (request, reply) => {
      const clientId = await redeemSignInLink({ db, token: request.body.token });
      await recordClientLanguage(db, clientId, askedLanguage(request));
      await startClientSession(db, reply, { clientId, production });
      return getClientMe(db, clientId);
    },
  );

  r.post(
    '/api/client-auth/logout',
    { schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      await endClientSession(db, request, reply, production);
      return { message: 'Signed out' };
    },
  );
}
