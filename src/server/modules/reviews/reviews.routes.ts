// Reviews (issue 14): the public list of a business (the booking page's stars and list), a signed-in client's
// review of a completed visit, and the owner's Reviews view (list, reply, hide, unhide).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPublicBusinessBySlug } from '#server/modules/businesses/businesses.service.ts';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { sessionBusiness } from '#server/platform/business-access.ts';
import { requireClient } from '#server/platform/client-session.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { publicCaching } from '#server/plugins/http-cache.ts';
import {
  createReviewInputSchema,
  publicReviewSchema,
  publicReviewsPageSchema,
} from '#shared/schemas/client-portal.ts';
import {
  ownerReviewSchema,
  ownerReviewsPageSchema,
  reviewIdParamsSchema,
  reviewReplyInputSchema,
  reviewsPageQuerySchema,
} from '#shared/schemas/reviews.ts';
import {
  createReview,
  listOwnerReviews,
  listPublicReviews,
  replyToReview,
  setReviewHidden,
} from './reviews.service.ts';

export async function reviewsRoutes(app: FastifyInstance, { db, env }: ModuleOptions) {
  const production = env.NODE_ENV === 'production';
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Validated by a hash of the body (http-cache.ts): a new, hidden or answered review is a new version at once.
  r.get(
    '/api/businesses/:slug/reviews',
    {
      onSend: publicCaching,
      schema: {
        params: z.object({ slug: z.string().max(100) }),
        querystring: reviewsPageQuerySchema,
        response: { 200: publicReviewsPageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const business = await findPublicBusinessBySlug({ db, slug: request.params.slug });
      return listPublicReviews({ db, businessId: business.id, page: request.query.page });
    },
  );

  r.post(
    '/api/client/reviews',
    {
      schema: {
        body: createReviewInputSchema,
        response: { 201: publicReviewSchema, 401: messageSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const client = await requireClient(db, request, production);
      return reply.status(201).send(await createReview({ db, client, input: request.body }));
    },
  );

  r.get(
    '/api/reviews',
    { schema: { querystring: reviewsPageQuerySchema, response: { 200: ownerReviewsPageSchema } } },
    async (request) => {
      const business = sessionBusiness(request);
      return listOwnerReviews({ db, businessId: business.id, page: request.query.page });
    },
  );

  r.post(
    '/api/reviews/:id/reply',
    {
      schema: {
        params: reviewIdParamsSchema,
        body: reviewReplyInputSchema,
        response: { 200: ownerReviewSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const business = sessionBusiness(request);
      return replyToReview({
        db,
        businessId: business.id,
        reviewId: request.params.id,
        reply: request.body.reply,
      });
    },
  );

  for (const [action, hidden] of [
    ['hide', true],
    ['unhide', false],
  ] as const) {
    r.post(
      `/api/reviews/:id/${action}`,
      { schema: { params: reviewIdParamsSchema, response: { 200: ownerReviewSchema, 404: messageSchema } } },
      async (request) => {
        const business = sessionBusiness(request);
        return setReviewHidden({ db, businessId: business.id, reviewId: request.params.id, hidden });
      },
    );
  }
}
