// Public reviews of a business, read by the booking page's hero (average rating and count).
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviews } from '#server/db/schema/bookings.ts';
import { findPublicBusinessBySlug } from '#server/modules/businesses/businesses.service.ts';
import type { ModuleOptions } from '#server/modules/module-options.ts';

const reviewSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});

export async function reviewsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/businesses/:slug/reviews',
    {
      schema: {
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: z.array(reviewSchema) },
      },
    },
    async (request) => {
      const business = await findPublicBusinessBySlug({ db, slug: request.params.slug });
      const rows = await db
        .select({
          id: reviews.id,
          clientName: reviews.clientName,
          rating: reviews.rating,
          comment: reviews.comment,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .where(eq(reviews.businessId, business.id))
        .orderBy(desc(reviews.createdAt))
        .limit(200);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  );
}
