// Waitlist endpoints: joining from the public booking page, the customer's own link (/api/waitlist/link/{token}:
// whoever holds it sees that entry only, takes or declines the time offered, leaves), and the owner's list, removal,
// offer by hand and summary (the business always from the session).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { sessionBusiness } from '#server/platform/business-access.ts';
import { publicOrigin, waitlistLinkKey } from '#server/platform/manage-link.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { signedInOnly } from '#server/plugins/auth.ts';
import {
  acceptedOfferSchema,
  joinedWaitlistSchema,
  joinWaitlistInputSchema,
  listWaitlistQuerySchema,
  offerDecisionInputSchema,
  ownerOfferInputSchema,
  publicWaitlistEntrySchema,
  waitlistEntryViewSchema,
  waitlistSummarySchema,
} from '#shared/schemas/waitlist.ts';
import {
  acceptEntryOffer,
  declineEntryOffer,
  getPublicEntry,
  joinWaitlist,
  leaveWaitlist,
  listWaitlist,
  offerTimeByHand,
  removeEntry,
  waitlistSummary,
} from './waitlist.service.ts';
import type { WaitlistLinks } from './waitlist-offers.service.ts';
import { scheduleWaitlistWorker } from './waitlist-worker.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

export async function waitlistRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db, env } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const waitlistKey = waitlistLinkKey(options.linkKey);
  const linksFor = (origin: string): WaitlistLinks => ({
    origin,
    waitlistKey,
    manageKey: options.linkKey,
    holdSecondsOverride: env.WAITLIST_HOLD_SECONDS,
  });
  const links = (request: FastifyRequest) => linksFor(publicOrigin(env, request));
  const owned = (request: FastifyRequest) => sessionBusiness(request);

  r.post(
    '/api/waitlist',
    {
      config: { rateLimit: { max: env.BOOKING_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        body: joinWaitlistInputSchema,
        response: { 201: joinedWaitlistSchema, 404: messageSchema, 409: messageSchema, 422: messageSchema },
      },
    },
    async (request, reply) => {
      const joined = await joinWaitlist({ db, input: request.body, links: links(request), now: new Date() });
      return reply.code(201).send(joined);
    },
  );

  r.get(
    '/api/waitlist/link/:token',
    { schema: { params: tokenParams, response: { 200: publicWaitlistEntrySchema, 404: messageSchema } } },
    async (request) => getPublicEntry({ db, links: links(request), token: request.params.token }),
  );

  r.post(
    '/api/waitlist/link/:token/accept',
    {
      schema: {
        params: tokenParams,
        body: offerDecisionInputSchema,
        response: { 200: acceptedOfferSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request) =>
      acceptEntryOffer({
        db,
        links: links(request),
        token: request.params.token,
        offerId: request.body.offerId,
      }),
  );

  r.post(
    '/api/waitlist/link/:token/decline',
    {
      schema: {
        params: tokenParams,
        body: offerDecisionInputSchema,
        response: { 200: publicWaitlistEntrySchema, 404: messageSchema },
      },
    },
    async (request) =>
      declineEntryOffer({
        db,
        links: links(request),
        token: request.params.token,
        offerId: request.body.offerId,
      }),
  );

  r.post(
    '/api/waitlist/link/:token/leave',
    { schema: { params: tokenParams, response: { 200: publicWaitlistEntrySchema, 404: messageSchema } } },
    async (request) => leaveWaitlist({ db, links: links(request), token: request.params.token }),
  );

  r.get(
    '/api/waitlist',
    {
      preValidation: signedInOnly,
      schema: {
        querystring: listWaitlistQuerySchema,
        response: { 200: z.array(waitlistEntryViewSchema), 401: messageSchema, 404: messageSchema },
      },
    },
    async (request) => listWaitlist({ db, business: await owned(request), ...request.query }),
  );

  r.get(
    '/api/waitlist/summary',
    {
      preValidation: signedInOnly,
      schema: { response: { 200: waitlistSummarySchema, 401: messageSchema, 404: messageSchema } },
    },
    async (request) => waitlistSummary({ db, business: await owned(request), now: new Date() }),
  );

  r.delete(
    '/api/waitlist/:id',
    {
      preValidation: signedInOnly,
      schema: { params: idParams, response: { 204: z.null(), 404: messageSchema, 409: messageSchema } },
    },
    async (request, reply) => {
      await removeEntry({ db, business: await owned(request), entryId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/waitlist/:id/offer',
    {
      preValidation: signedInOnly,
      schema: {
        params: idParams,
        body: ownerOfferInputSchema,
        response: {
          200: waitlistEntryViewSchema,
          404: messageSchema,
          409: messageSchema,
          422: messageSchema,
        },
      },
    },
    async (request) =>
      offerTimeByHand({
        db,
        business: await owned(request),
        entryId: request.params.id,
        input: request.body,
        links: links(request),
        now: new Date(),
      }),
  );

  // Offers made by the worker link to PUBLIC_URL, as the outbox's messages do.
  if (env.OUTBOX_WORKER === 'on') {
    scheduleWaitlistWorker(app, { db, links: linksFor(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`) });
  }
}
